//! What a replay says of its game before a move is re-played: the record it counts for, the
//! mode, the seed, the rules in force, when it was played and how long its log is. Each is
//! checked against what the game itself would deal, so a replay proves exactly the game it
//! names (the moves are re-played by `game::replay::prove`, which checks these first). Plain
//! Rust: no app is built.

use crate::daily;
use crate::level::Level;
use crate::play_mode::{PlayMode, relax};
use crate::record_key::{Day, RecordKey};
use crate::replays::replay::{Event, MAX_LOG_ENTRIES, Replay, fingerprint};

/// The first day a daily board may be dated.
pub const FIRST_DAILY: &str = "2020-01-01";

/// Slack for a clock a little ahead: a replay may be dated up to a day after now.
const SLACK_SECONDS: u64 = 24 * 3600;

/// What the header of a replay was found to be, and what was checked, one line each.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    /// The mode the game was played in.
    pub mode: PlayMode,
    /// The record the game counts for, if any.
    pub key: Option<RecordKey>,
    /// What was checked, one line each.
    pub checked: Vec<String>,
}

/// Checks everything the replay says of its game besides the moves, `now` being the time
/// (seconds since 1970, UTC) to judge `played_at` by.
pub fn check_header(replay: &Replay, now: u64) -> Result<Header, String> {
    let mut checked = Vec::new();
    check_log(replay, &mut checked)?;
    let played = check_played_at(replay.played_at, now, &mut checked)?;
    let key = match replay.level_id.as_deref() {
        Some(text) => Some(RecordKey::parse(text).map_err(|e| format!("the replay's {e}"))?),
        None => None,
    };
    let mode = replay.mode;
    check_mode_and_key(mode, key.as_ref(), &mut checked)?;
    check_items(replay, mode, &mut checked)?;
    let level = Level::from_ron(&replay.level, "the replay's level")
        .map_err(|e| format!("the level in the replay does not read: {e}"))?;
    check_match_groups(replay, &level, &mut checked)?;
    match mode {
        PlayMode::Daily => check_daily(replay, key.as_ref(), &level, played, now, &mut checked)?,
        PlayMode::Relaxed => check_relaxed(&level, &mut checked)?,
        PlayMode::Classic | PlayMode::TimeAttack | PlayMode::Endless | PlayMode::Race => {}
    }
    Ok(Header { mode, key, checked })
}

/// The log is not longer than [`MAX_LOG_ENTRIES`] and the level is the one fingerprinted.
fn check_log(replay: &Replay, checked: &mut Vec<String>) -> Result<(), String> {
    let entries = replay.log.len();
    if entries > MAX_LOG_ENTRIES {
        return Err(format!(
            "the replay's log has {entries} entries; at most {MAX_LOG_ENTRIES} are proven"
        ));
    }
    let actual = fingerprint(&replay.level);
    if actual != replay.level_fingerprint {
        return Err(format!(
            "the level in the replay has been altered (fingerprint {actual}, the replay says {})",
            replay.level_fingerprint
        ));
    }
    checked.push(format!(
        "log: {entries} entries (at most {MAX_LOG_ENTRIES})"
    ));
    checked.push(format!("level fingerprint: {actual}"));
    Ok(())
}

/// Items land only in a race.
fn check_items(replay: &Replay, mode: PlayMode, checked: &mut Vec<String>) -> Result<(), String> {
    let items = replay
        .log
        .iter()
        .filter(|e| matches!(e.e, Event::Received { .. }))
        .count();
    if items > 0 && mode != PlayMode::Race {
        return Err(format!(
            "the replay says {items} race item(s) landed, but its mode is {}",
            mode.name()
        ));
    }
    if mode == PlayMode::Race {
        checked.push(format!("race items landed: {items}"));
    }
    Ok(())
}

/// The game was not played after `now` (with a day of slack): returns its day.
fn check_played_at(played_at: u64, now: u64, checked: &mut Vec<String>) -> Result<Day, String> {
    let latest = now.saturating_add(SLACK_SECONDS);
    let day = Day::of_unix(played_at).filter(|_| played_at <= latest);
    let Some(day) = day else {
        return Err(format!(
            "the replay says it was played at {played_at} s since 1970, after now ({now} s)"
        ));
    };
    checked.push(format!("played on {day} (UTC), not in the future"));
    Ok(day)
}

/// The record counts for the mode played: `daily/DATE` only daily, `relaxed/ID` only relaxed,
/// a level's own record only classic; runs (time attack, endless) count for no level.
fn check_mode_and_key(
    mode: PlayMode,
    key: Option<&RecordKey>,
    checked: &mut Vec<String>,
) -> Result<(), String> {
    let Some(key) = key else {
        checked.push(format!(
            "mode {}, counting for no level's record",
            mode.name()
        ));
        return Ok(());
    };
    let wants = match key {
        RecordKey::Level(_) => PlayMode::Classic,
        RecordKey::Relaxed(_) => PlayMode::Relaxed,
        RecordKey::Daily(_) => PlayMode::Daily,
    };
    if wants != mode {
        return Err(format!(
            "the record {key} is played in mode {}, but the replay's mode is {}",
            wants.name(),
            mode.name()
        ));
    }
    checked.push(format!(
        "mode {}, counting for the record {key}",
        mode.name()
    ));
    Ok(())
}

/// The replay's "any flower, any season" choice stands only where the level leaves it to the
/// player.
fn check_match_groups(
    replay: &Replay,
    level: &Level,
    checked: &mut Vec<String>,
) -> Result<(), String> {
    if level
        .chinese_style
        .is_some_and(|s| s != replay.chinese_style)
    {
        return Err(format!(
            "the replay says flowers and seasons matched by group ({}), which level {:?} does not allow",
            replay.chinese_style, level.name
        ));
    }
    checked.push(format!(
        "flowers and seasons matched by group: {} ({})",
        replay.chinese_style,
        if level.chinese_style.is_some() {
            "as the level says"
        } else {
            "the player's choice"
        }
    ));
    Ok(())
}

/// A daily board is the one the game deals for a day that exists, between [`FIRST_DAILY`] and
/// tomorrow, not played before its day: its level and its seed. A scored attempt names its day
/// by its record key, a practice game by its board's name.
fn check_daily(
    replay: &Replay,
    key: Option<&RecordKey>,
    level: &Level,
    played: Day,
    now: u64,
    checked: &mut Vec<String>,
) -> Result<(), String> {
    let day = match key {
        Some(RecordKey::Daily(day)) => *day,
        _ => level
            .name
            .strip_prefix("Daily ")
            .ok_or_else(|| format!("the daily game names no day (level {:?})", level.name))
            .and_then(Day::parse)?,
    };
    let first = Day::parse(FIRST_DAILY).expect("a date");
    let last = Day::of_unix(now.saturating_add(SLACK_SECONDS));
    if day < first || last.is_some_and(|last| day > last) {
        return Err(format!(
            "the daily board of {day} is not one the game deals (from {FIRST_DAILY} to tomorrow)"
        ));
    }
    if day > played {
        return Err(format!(
            "the daily board of {day} cannot have been played on {played}, before its day"
        ));
    }
    let text = day.to_string();
    let seed = daily::seed(&text);
    if replay.seed != seed {
        return Err(format!(
            "the daily board of {day} is dealt with seed {seed}, the replay says {}",
            replay.seed
        ));
    }
    let dealt = fingerprint(&daily::level(&text).to_ron());
    if dealt != replay.level_fingerprint {
        return Err(format!(
            "the daily board of {day} is not the one this game deals (fingerprint {dealt}, \
             the replay's {})",
            replay.level_fingerprint
        ));
    }
    checked.push(format!(
        "the daily board of {day}: its level and seed {seed}"
    ));
    Ok(())
}

/// A relaxed game is played on the level as relaxed mode deals it: no clock, hints free.
fn check_relaxed(level: &Level, checked: &mut Vec<String>) -> Result<(), String> {
    let mut relaxed = level.clone();
    relax(&mut relaxed);
    if relaxed != *level {
        return Err(format!(
            "the replay's mode is relaxed, but level {:?} is not dealt as relaxed mode deals it \
             (no clock, free hints)",
            level.name
        ));
    }
    checked.push("relaxed terms: no clock, free hints".to_string());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replays::replay::{FORMAT, Outcome};

    /// 2026-11-25 12:00 UTC.
    const NOW: u64 = 1_795_608_000;
    const DAY: &str = "2026-11-24";

    fn replay_of(level: &Level, seed: u64, mode: &str, key: Option<&str>) -> Replay {
        let text = level.to_ron();
        Replay {
            format: FORMAT,
            level_id: key.map(str::to_string),
            level_fingerprint: fingerprint(&text),
            level: text,
            seed,
            chinese_style: false,
            mode: PlayMode::from_name(mode).expect("a mode of the game"),
            played_at: NOW - 3600,
            log: Vec::new(),
            result: Outcome::default(),
        }
    }

    fn daily_replay(day: &str) -> Replay {
        let key = format!("daily/{day}");
        replay_of(&daily::level(day), daily::seed(day), "daily", Some(&key))
    }

    fn pack_level() -> Level {
        Level::from_ron("(name: \"Cross\", layout: [\"xx\"])", "t").unwrap()
    }

    fn refused(replay: &Replay, want: &str) {
        let e = check_header(replay, NOW).expect_err(want);
        assert!(e.contains(want), "{e:?} should say {want:?}");
    }

    #[test]
    fn a_true_header_is_accepted_with_what_was_checked() {
        let header = check_header(&daily_replay(DAY), NOW).unwrap();
        assert_eq!(header.mode, PlayMode::Daily);
        assert!(
            header
                .checked
                .iter()
                .any(|l| l.contains("daily board of 2026-11-24")),
            "{:?}",
            header.checked
        );
        // A practice game of the day names it by its board.
        let mut practice = daily_replay(DAY);
        practice.level_id = None;
        check_header(&practice, NOW).unwrap();
        for (mode, key) in [
            ("classic", Some("07-cross")),
            ("classic", Some("packs/mine/07-cross")),
            ("classic", None),
            ("time-attack", None),
            ("endless", None),
        ] {
            check_header(&replay_of(&pack_level(), 9, mode, key), NOW)
                .unwrap_or_else(|e| panic!("{mode} {key:?}: {e}"));
        }
        let mut relaxed = pack_level();
        relax(&mut relaxed);
        check_header(
            &replay_of(&relaxed, 9, "relaxed", Some("relaxed/07-cross")),
            NOW,
        )
        .unwrap();
    }

    #[test]
    fn a_daily_board_is_the_days_own() {
        let mut r = daily_replay(DAY);
        r.seed += 1;
        refused(&r, "is dealt with seed");
        // Another day's board under this day's key.
        let mut r = daily_replay(DAY);
        r.level_id = Some("daily/2026-11-20".into());
        r.seed = daily::seed("2026-11-20");
        refused(&r, "not the one this game deals");
        for (key, want) in [
            ("daily/2026-02-30", "no such day"),
            ("daily/9223372036854775807-01-01", "YYYY-MM-DD"),
            ("daily/2019-12-31", "from 2020-01-01"),
            ("daily/2026-11-27", "to tomorrow"),
        ] {
            let day = &key["daily/".len()..];
            let mut r = daily_replay(DAY);
            r.level_id = Some(key.into());
            r.seed = daily::seed(day);
            r.level = daily::level(day).to_ron();
            r.level_fingerprint = fingerprint(&r.level);
            refused(&r, want);
        }
        // Played before its day.
        let mut r = daily_replay(DAY);
        r.played_at = NOW - 3 * 24 * 3600;
        refused(&r, "before its day");
        // A daily game that names no day.
        let mut r = replay_of(&pack_level(), 9, "daily", None);
        r.level_id = None;
        refused(&r, "names no day");
    }

    #[test]
    fn the_mode_and_the_record_agree() {
        let mut r = daily_replay(DAY);
        r.mode = PlayMode::TimeAttack;
        refused(&r, "mode is time-attack");
        r.mode = PlayMode::Classic;
        refused(&r, "mode is classic");
        for mode in ["time-attack", "endless", "relaxed", "daily"] {
            refused(
                &replay_of(&pack_level(), 9, mode, Some("07-cross")),
                "played in mode classic",
            );
        }
        let mut relaxed = pack_level();
        relax(&mut relaxed);
        refused(
            &replay_of(&relaxed, 9, "classic", Some("relaxed/07-cross")),
            "played in mode relaxed",
        );
        // Relaxed mode on a level not dealt relaxed.
        refused(
            &replay_of(&pack_level(), 9, "relaxed", None),
            "not dealt as relaxed",
        );
        // A mode the game does not have is refused as the file is read.
        let text = replay_of(&pack_level(), 9, "classic", None)
            .to_text()
            .replace("mode: \"classic\"", "mode: \"sudden-death\"");
        let e = Replay::from_text(&text, "r.ron").expect_err("an unknown mode");
        assert!(e.contains("not one of"), "{e}");
    }

    #[test]
    fn malformed_keys_the_future_and_long_logs_are_refused() {
        for key in [
            "a//b",
            "a/../b",
            "./x",
            "",
            "x/",
            "packs//07-cross",
            "packs/../07-cross",
        ] {
            refused(
                &replay_of(&pack_level(), 9, "classic", Some(key)),
                "record key",
            );
        }
        let long = "x".repeat(10_000);
        refused(
            &replay_of(&pack_level(), 9, "classic", Some(&long)),
            "too long",
        );
        for played_at in [NOW + 2 * 24 * 3600, u64::MAX] {
            let mut r = replay_of(&pack_level(), 9, "classic", None);
            r.played_at = played_at;
            refused(&r, "after now");
        }
        let mut r = replay_of(&pack_level(), 9, "classic", None);
        r.played_at = NOW + 3600;
        check_header(&r, NOW).expect("a clock a little ahead");
        let entry = crate::replays::replay::Entry {
            t: 0,
            e: crate::replays::replay::Event::Drop,
        };
        r.log = vec![entry; MAX_LOG_ENTRIES + 1];
        refused(&r, "at most");
        let mut r = replay_of(&pack_level(), 9, "classic", None);
        r.level.push(' ');
        refused(&r, "altered");
        let mut r = replay_of(&pack_level(), 9, "classic", None);
        r.level = "(name: \"Cross\", layout: [\"xx\"], rules: (chinese_style: false))".into();
        r.level_fingerprint = fingerprint(&r.level);
        r.chinese_style = true;
        refused(&r, "does not allow");
    }

    #[test]
    fn a_replay_written_before_modes_still_reads_and_checks() {
        let mut r = replay_of(&pack_level(), 9, "classic", Some("07-cross"));
        r.played_at = 1_700_000_000;
        let old: String = r
            .to_text()
            .lines()
            .filter(|l| !l.trim_start().starts_with("mode:"))
            .map(|l| format!("{l}\n"))
            .collect();
        let read = Replay::from_text(&old, "old.ron").unwrap();
        assert_eq!(read, r);
        assert_eq!(check_header(&read, NOW).unwrap().mode, PlayMode::Classic);
    }
}
