//! Replays: a game as a small text file a player can share. It holds the level as played (with
//! its identity and fingerprint, so a changed level is noticed), the seed, the one setting that
//! changes the rules, everything the player did and everything the game did in answer, each at
//! its time of play, and the result. Re-playing it (see `game::replay`) proves the result: the
//! same level, seed and actions at the same times give the same game.
//!
//! Times are whole nanoseconds of play since the deal (the deal clock's own unit), so a
//! re-play reaches exactly the recorded times however its frames fall.

use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::level::Level;
use crate::play_mode::PlayMode;
use crate::race_items::Item;
use lianliankan_engine::Pos;

/// The format written; files of a later format are refused with a clear message.
pub const FORMAT: u32 = 1;

/// Largest replay file read (a long game is some tens of kilobytes).
pub const MAX_REPLAY_BYTES: u64 = 4 << 20;

/// Most log entries a replay may hold: a long game has a few thousand; each entry costs at
/// most one frame to re-play or show.
pub const MAX_LOG_ENTRIES: usize = 100_000;

/// The longest play a replay may record, in nanoseconds: a week on the game's clock (which
/// stops while the game is paused or asleep; the longest time limit is a day). Re-playing
/// works through the times between entries, so this bounds the work a replay can ask for.
pub const MAX_PLAY_NS: u64 = 7 * 24 * 3_600_000_000_000;

/// A replay or run file's text (no more than `MAX_REPLAY_BYTES`) and the name its errors
/// give it.
pub fn read_text(path: &Path) -> Result<(String, String), String> {
    let origin = path.display().to_string();
    let bytes = match crate::storage::files::read_capped(path, MAX_REPLAY_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Err(format!("{origin}: cannot read: no such file")),
        Err(e) => return Err(e.to_string()),
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("{origin}: not UTF-8 text (byte {at} is not)")
    })?;
    Ok((text, origin))
}

/// A recorded game.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Replay {
    /// The file format ([`FORMAT`]).
    pub format: u32,
    /// The level's identity in its pack; `None` for a level outside the pack (a built-in
    /// layout, a level file opened on its own).
    pub level_id: Option<String>,
    /// [`fingerprint`] of `level`.
    pub level_fingerprint: String,
    /// The level as played, as a level file.
    pub level: String,
    /// The deal's seed.
    pub seed: u64,
    /// The player's "any flower, any season" choice in effect (it changes which tiles match).
    pub chinese_style: bool,
    /// The mode of play (`classic`, `relaxed`, `daily`, `time-attack`, `endless`, `race`): it changes
    /// what hints cost, what time is worth, and the level as dealt. Files from before modes
    /// have none: classic.
    #[serde(default)]
    pub mode: PlayMode,
    /// When the game was played: seconds since 1970 (UTC).
    pub played_at: u64,
    /// What happened, in order.
    pub log: Vec<Entry>,
    /// How the game ended.
    pub result: Outcome,
}

/// One thing that happened, at its time.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Nanoseconds of play since the deal.
    pub t: u64,
    /// What happened.
    pub e: Event,
}

/// Something the player did, or something the game did in answer.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player picked the tile at column, row.
    Pick(i32, i32),
    /// The player asked for a power-up by name.
    PowerUp(String),
    /// The player let go of the selection (and of a power-up's aim).
    Drop,
    /// The player took back the last action.
    Undo,
    /// An item thrown by another player of a race landed on this board (it comes from outside
    /// the game, as the player's actions do).
    Received {
        /// The item.
        item: Item,
        /// Who threw it.
        from: String,
    },
    /// The player played again an action taken back.
    Redo,
    /// Two tiles were linked and removed.
    Linked((i32, i32), (i32, i32)),
    /// A link between two tiles was refused.
    Refused((i32, i32), (i32, i32)),
    /// A power-up acted.
    Used(String),
    /// A power-up could not act; its use was given back.
    Declined(String),
    /// The tiles left were re-dealt: asked for (a shuffle), or a dead end.
    Redealt {
        /// The player asked for it.
        asked: bool,
    },
    /// The board was won: the last pair left it, or the level's goal was met.
    Cleared,
    /// The level's time ran out.
    TimeUp,
    /// The level's links were spent with its goal not met.
    GoalMissed,
}

impl Event {
    /// Whether the player did it (the rest is the game's answer).
    pub fn is_input(&self) -> bool {
        matches!(
            self,
            Event::Pick(..)
                | Event::PowerUp(_)
                | Event::Drop
                | Event::Undo
                | Event::Redo
                | Event::Received { .. }
        )
    }

    /// A pick of `p`.
    pub fn pick(p: Pos) -> Event {
        Event::Pick(p.x, p.y)
    }

    /// A link of `a` and `b`.
    pub fn linked(a: Pos, b: Pos) -> Event {
        Event::Linked((a.x, a.y), (b.x, b.y))
    }

    /// A refused link of `a` and `b`.
    pub fn refused(a: Pos, b: Pos) -> Event {
        Event::Refused((a.x, a.y), (b.x, b.y))
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |(x, y): (i32, i32)| format!("({x}, {y})");
        match self {
            Event::Pick(x, y) => write!(f, "a pick of {}", cell((*x, *y))),
            Event::PowerUp(name) => write!(f, "a request for the {name} power-up"),
            Event::Drop => f.write_str("letting go of the selection"),
            Event::Undo => f.write_str("an undo"),
            Event::Redo => f.write_str("a redo"),
            Event::Received { item, from } => write!(f, "a {item} item from {from}"),
            Event::Linked(a, b) => write!(f, "a link of {} and {}", cell(*a), cell(*b)),
            Event::Refused(a, b) => write!(f, "a refused link of {} and {}", cell(*a), cell(*b)),
            Event::Used(name) => write!(f, "the {name} power-up acting"),
            Event::Declined(name) => write!(f, "the {name} power-up declining"),
            Event::Redealt { asked: true } => f.write_str("a shuffle"),
            Event::Redealt { asked: false } => f.write_str("a dead-end re-deal"),
            Event::Cleared => f.write_str("the board cleared"),
            Event::TimeUp => f.write_str("the time running out"),
            Event::GoalMissed => f.write_str("the goal missed"),
        }
    }
}

/// How a game ended (or stood when it was left); the default is a game not yet begun.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The board was cleared.
    pub cleared: bool,
    /// The board's clock at the end, in nanoseconds (frozen time not counted).
    pub clock: u64,
    /// Points: the final score (time bonus included) of a cleared board, else the points so
    /// far.
    pub points: u32,
    /// Stars earned, 0 to 3.
    pub stars: u8,
    /// The run took help (a hint, a shuffle asked for, an undo).
    pub assisted: bool,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let help = if self.assisted { ", with help" } else { "" };
        if self.cleared {
            write!(
                f,
                "cleared in {:.2} s: {} points, {} star{}{help}",
                seconds(self.clock),
                self.points,
                self.stars,
                if self.stars == 1 { "" } else { "s" }
            )
        } else {
            write!(
                f,
                "not cleared ({:.2} s on the clock, {} points){help}",
                seconds(self.clock),
                self.points
            )
        }
    }
}

/// The links made among `entries` (a whole log, or the part of it reached so far).
pub fn links_among(entries: &[Entry]) -> u32 {
    entries
        .iter()
        .filter(|entry| matches!(entry.e, Event::Linked(..)))
        .count() as u32
}

/// Nanoseconds as seconds.
pub fn seconds(nanos: u64) -> f64 {
    nanos as f64 / 1e9
}

/// Seconds as the game's clock shows them, `mm:ss`: every screen and the result card agree.
pub fn clock_text(seconds: f32) -> String {
    let s = seconds.max(0.0).floor() as u32;
    format!("{:02}:{:02}", s / 60, s % 60)
}

/// A stable fingerprint of a level file's text (64-bit FNV-1a, in hex): the same on every
/// machine and in every version of the game.
pub fn fingerprint(level_text: &str) -> String {
    format!(
        "{:016x}",
        lianliankan_engine::stable_hash(level_text.as_bytes())
    )
}

impl Replay {
    /// The replay as a RON file.
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default()
            .depth_limit(2)
            .separate_tuple_members(false);
        let mut text = ron::ser::to_string_pretty(self, pretty)
            .expect("a replay always serialises: plain strings and numbers");
        text.push('\n');
        text
    }

    /// Reads a replay from RON text; `origin` names the file in messages (with line and
    /// column for a syntax error).
    pub fn from_text(text: &str, origin: &str) -> Result<Replay, String> {
        let replay: Replay = ron::Options::default()
            .with_recursion_limit(16)
            .from_str(text)
            .map_err(|e| {
                format!(
                    "{origin}:{}:{}: not a replay file: {}",
                    e.span.start.line, e.span.start.col, e.code
                )
            })?;
        if replay.format > FORMAT {
            return Err(format!(
                "{origin}: replay format {} is newer than this game reads ({FORMAT}); update the game",
                replay.format
            ));
        }
        let actual = fingerprint(&replay.level);
        if actual != replay.level_fingerprint {
            return Err(format!(
                "{origin}: the level in the replay has been altered (fingerprint {actual}, \
                 the replay says {})",
                replay.level_fingerprint
            ));
        }
        if replay.log.len() > MAX_LOG_ENTRIES {
            return Err(format!(
                "{origin}: the log has {} entries; at most {MAX_LOG_ENTRIES} are read",
                replay.log.len()
            ));
        }
        if let Some(late) = replay.log.iter().find(|e| e.t > MAX_PLAY_NS) {
            return Err(format!(
                "{origin}: an entry at {:.1} hours of play; a game records at most {} hours",
                late.t as f64 / 3.6e12,
                MAX_PLAY_NS / 3_600_000_000_000
            ));
        }
        if let Some(w) = replay.log.windows(2).find(|w| w[1].t < w[0].t) {
            return Err(format!(
                "{origin}: times go backwards ({} after {})",
                w[1].t, w[0].t
            ));
        }
        Ok(replay)
    }

    /// Reads a replay file (no more than `MAX_REPLAY_BYTES`).
    pub fn load(path: &Path) -> Result<Replay, String> {
        let (text, origin) = read_text(path)?;
        Replay::from_text(&text, &origin)
    }

    /// The level the replay deals: its level file, with the player's "any flower, any season"
    /// choice where the level leaves it to the player. An `Err` says why it does not read.
    pub fn level_to_deal(&self) -> Result<Level, String> {
        let mut level = Level::from_ron(&self.level, "the replay's level")
            .map_err(|e| format!("the level in the replay does not read: {e}"))?;
        if level.chinese_style.is_none() {
            level.chinese_style = Some(self.chinese_style);
        }
        Ok(level)
    }

    /// What the player did, in order, with their times.
    pub fn inputs(&self) -> impl Iterator<Item = &Entry> {
        self.log.iter().filter(|e| e.e.is_input())
    }

    /// What the game did in answer, in order, with their times.
    pub fn answers(&self) -> impl Iterator<Item = &Entry> {
        self.log.iter().filter(|e| !e.e.is_input())
    }

    /// The game time of the log's last entry, in nanoseconds (0 for an empty log).
    pub fn last_moment(&self) -> u64 {
        self.log.iter().map(|entry| entry.t).max().unwrap_or(0)
    }

    /// A file name for the replay: when it was played and what.
    pub fn file_name(&self, level_name: &str) -> String {
        let what: String = self
            .level_id
            .as_deref()
            .unwrap_or(level_name)
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .take(40)
            .collect();
        format!("{}-{what}.ron", self.played_at)
    }
}

/// How many recent games [`ReplayDir`] keeps.
pub const KEEP_RECENT: usize = 10;

/// Where replays are kept: `best/ID.ron`, the best-scoring clear of each pack level, and
/// `recent/`, the last [`KEEP_RECENT`] games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayDir {
    /// The directory (`replays/` in the game's data directory).
    pub dir: std::path::PathBuf,
}

/// What [`ReplayDir::keep`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    /// The game's file among the recent ones.
    pub recent: Option<std::path::PathBuf>,
    /// The level's best replay, when this game beat it.
    pub best: Option<std::path::PathBuf>,
}

impl ReplayDir {
    /// The replays directory in the game's data directory, if the system has one.
    pub fn default_location() -> Option<Self> {
        crate::storage::save::data_dir().map(|d| ReplayDir {
            dir: d.join("replays"),
        })
    }

    /// The best replay of the pack level `id`.
    pub fn best_path(&self, id: &str) -> std::path::PathBuf {
        self.dir.join("best").join(format!("{id}.ron"))
    }

    /// Keeps `replay` among the recent games (dropping the oldest beyond [`KEEP_RECENT`])
    /// and, when `best_of` names its pack level and it scores more than the kept best, as that
    /// level's best. A best file that cannot be read as a replay is left as it is.
    pub fn keep(
        &self,
        replay: &Replay,
        level_name: &str,
        best_of: Option<&str>,
    ) -> std::io::Result<Kept> {
        let mut kept = Kept::default();
        let text = replay.to_text();
        let recent = self.dir.join("recent");
        let name = replay.file_name(level_name);
        for n in 1..100 {
            let path = if n == 1 {
                recent.join(&name)
            } else {
                recent.join(name.replace(".ron", &format!("-{n}.ron")))
            };
            match crate::storage::save::write_new(&path, text.as_bytes()) {
                Ok(()) => {
                    kept.recent = Some(path);
                    break;
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        prune_recent(&recent)?;
        if let Some(id) = best_of.filter(|_| replay.result.cleared) {
            let path = self.best_path(id);
            let better = match Replay::load(&path) {
                Ok(old) => replay.result.points > old.result.points,
                Err(_) => !path.exists(),
            };
            if better {
                crate::storage::save::write_atomically(&path, text.as_bytes())?;
                kept.best = Some(path);
            }
        }
        Ok(kept)
    }
}

/// The time played that the game's own name for a recent game starts with:
/// `SECONDS-what.ron` or `SECONDS-what-N.ron`, `what` of lowercase letters, digits and `-`.
fn recent_name_time(path: &Path) -> Option<u64> {
    let stem = path.file_name()?.to_str()?.strip_suffix(".ron")?;
    let (time, what) = stem.split_once('-')?;
    let own = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    if time.is_empty() || !time.bytes().all(|b| b.is_ascii_digit()) || !what.chars().all(own) {
        return None;
    }
    time.parse().ok()
}

/// Drops the oldest games in `recent` beyond [`KEEP_RECENT`]. Only files the game wrote count
/// and go: named as the game names them and read as a replay played at the time its name
/// says. Anything else there (a player's own file, a damaged one) is left as it is.
fn prune_recent(recent: &Path) -> std::io::Result<()> {
    let mut games: Vec<(u64, std::path::PathBuf)> = std::fs::read_dir(recent)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| !crate::storage::files::skip_special(p) && p.is_file())
        .filter_map(|p| Some((recent_name_time(&p)?, p)))
        .collect();
    // Newest first.
    games.sort_by(|a, b| b.cmp(a));
    let ours = games
        .into_iter()
        .filter(|(time, path)| Replay::load(path).is_ok_and(|r| r.played_at == *time));
    for (_, old) in ours.skip(KEEP_RECENT) {
        // A game that cannot be removed stays; the new one is kept all the same.
        if let Err(e) = std::fs::remove_file(&old) {
            eprintln!("warning: {}: {e}", old.display());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Replay {
        let level = "(name: \"Two\", layout: [\"xx\"])\n".to_string();
        Replay {
            format: FORMAT,
            level_id: Some("two".into()),
            level_fingerprint: fingerprint(&level),
            level,
            seed: 7,
            chinese_style: false,
            mode: PlayMode::Classic,
            played_at: 1_800_000_000,
            log: vec![
                Entry {
                    t: 0,
                    e: Event::Pick(0, 0),
                },
                Entry {
                    t: 500_000_000,
                    e: Event::Pick(1, 0),
                },
                Entry {
                    t: 500_000_000,
                    e: Event::Linked((0, 0), (1, 0)),
                },
                Entry {
                    t: 500_000_000,
                    e: Event::Cleared,
                },
            ],
            result: Outcome {
                cleared: true,
                clock: 500_000_000,
                points: 150,
                stars: 1,
                assisted: false,
            },
        }
    }

    #[test]
    fn a_replay_reads_back_as_written() {
        let r = sample();
        let text = r.to_text();
        assert_eq!(Replay::from_text(&text, "r.ron"), Ok(r.clone()));
        assert_eq!(r.inputs().count(), 2);
        assert_eq!(r.answers().count(), 2);
        assert_eq!(r.file_name("Two"), "1800000000-two.ron");
    }

    #[test]
    fn an_altered_level_or_a_broken_file_is_refused_with_the_reason() {
        let mut r = sample();
        r.level = r.level.replace("xx", "x.x");
        let e = Replay::from_text(&r.to_text(), "r.ron").unwrap_err();
        assert!(e.contains("altered"), "{e}");

        let e = Replay::from_text("(format: 1,\n  seed: \"x\")", "r.ron").unwrap_err();
        assert!(e.starts_with("r.ron:2:"), "{e}");

        let mut r = sample();
        r.format = FORMAT + 1;
        let e = Replay::from_text(&r.to_text(), "r.ron").unwrap_err();
        assert!(e.contains("newer"), "{e}");

        let mut r = sample();
        r.log[1].t = 1;
        r.log[0].t = 2;
        let e = Replay::from_text(&r.to_text(), "r.ron").unwrap_err();
        assert!(e.contains("backwards"), "{e}");

        let mut r = sample();
        r.log = vec![r.log[0].clone(); MAX_LOG_ENTRIES + 1];
        let e = Replay::from_text(&r.to_text(), "r.ron").unwrap_err();
        assert!(e.contains("at most"), "{e}");
    }

    #[test]
    fn the_replay_dir_keeps_the_last_games_and_each_levels_best() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = ReplayDir {
            dir: tmp.path().join("replays"),
        };
        let mut r = sample();
        for i in 0..(KEEP_RECENT as u64 + 3) {
            r.played_at = 1_800_000_000 + i;
            r.result.points = 100 + i as u32 * 10;
            let kept = dir.keep(&r, "Two", Some("two")).unwrap();
            assert!(kept.recent.is_some());
            assert!(kept.best.is_some(), "each game scores more than the last");
        }
        let recent = std::fs::read_dir(dir.dir.join("recent")).unwrap().count();
        assert_eq!(recent, KEEP_RECENT);
        let oldest_kept = dir.dir.join("recent").join("1800000003-two.ron");
        assert!(oldest_kept.exists(), "the three oldest went");

        // A poorer game is kept as recent but not as best; two games in one second both stay.
        r.result.points = 5;
        let kept = dir.keep(&r, "Two", Some("two")).unwrap();
        assert_eq!(kept.best, None);
        assert!(kept.recent.unwrap().ends_with("1800000012-two-2.ron"));
        let best = Replay::load(&dir.best_path("two")).unwrap();
        assert_eq!(best.result.points, 220);

        // A best file that is not a replay is never written over.
        std::fs::write(dir.best_path("two"), "garbage").unwrap();
        r.result.points = 10_000;
        assert_eq!(dir.keep(&r, "Two", Some("two")).unwrap().best, None);
        assert_eq!(
            std::fs::read_to_string(dir.best_path("two")).unwrap(),
            "garbage"
        );
        // A game that was not cleared is no best.
        r.result.cleared = false;
        std::fs::remove_file(dir.best_path("two")).unwrap();
        assert_eq!(dir.keep(&r, "Two", Some("two")).unwrap().best, None);
    }

    #[test]
    fn pruning_leaves_every_file_the_game_did_not_write() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = ReplayDir {
            dir: tmp.path().join("replays"),
        };
        let recent = dir.dir.join("recent");
        std::fs::create_dir_all(&recent).unwrap();
        let mut old = sample();
        old.played_at = 1;
        // Named as the game names games, but not what it wrote: each stays.
        let theirs = [
            ("0000000001-mine.ron", "my notes".to_string()),
            ("1-two.ron", "(not a replay)".to_string()),
            ("2-two.ron", old.to_text()),
            ("notes.ron", old.to_text()),
            ("1-Two.ron", old.to_text()),
            ("-1-two.ron", old.to_text()),
        ];
        for (name, text) in &theirs {
            std::fs::write(recent.join(name), text).unwrap();
        }
        let mut r = sample();
        for i in 0..(KEEP_RECENT as u64 + 2) {
            r.played_at = 1_800_000_000 + i;
            dir.keep(&r, "Two", None).unwrap();
        }
        for (name, text) in &theirs {
            let kept = std::fs::read_to_string(recent.join(name));
            assert_eq!(kept.ok().as_ref(), Some(text), "{name} was left");
        }
        let games = std::fs::read_dir(&recent).unwrap().count() - theirs.len();
        assert_eq!(games, KEEP_RECENT, "the game's own games are pruned still");
    }

    #[test]
    fn the_fingerprint_is_fixed_and_tells_texts_apart() {
        // FNV-1a's published test value: the same on every machine and version.
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_eq!(fingerprint("a"), "af63dc4c8601ec8c");
        assert_ne!(fingerprint("(x)"), fingerprint("(y)"));
    }
}
