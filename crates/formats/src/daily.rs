//! The daily challenge: one board per calendar day (UTC), the same for every player. Its level
//! and seed come from the date alone, so every machine deals the same board on the same day
//! and another the next.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::level::Level;
use crate::power_up_ids::{HINT, SHUFFLE};

/// Seconds in a day.
const DAY: u64 = 24 * 3600;

/// The built-in layouts the challenge turns through, one a day.
const LAYOUTS: [&str; 3] = ["classic 14x8", "pyramid", "pillars"];

/// Seconds the daily board may take.
pub const TIME_LIMIT: u32 = 240;

/// The UTC date of `unix_seconds` as `YYYY-MM-DD`.
pub fn date_key(unix_seconds: u64) -> String {
    let (y, m, d) = civil_from_days((unix_seconds / DAY) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Today's date key (UTC).
pub fn today() -> String {
    date_key(unix_seconds_now())
}

/// Seconds since 1970 (UTC) by the system clock; 0 for a clock set before 1970.
pub fn unix_seconds_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The date key of the day before `key`, if `key` is a date.
pub fn day_before(key: &str) -> Option<String> {
    let days = days_from_key(key)?.checked_sub(1)?;
    let (y, m, d) = civil_from_days(days);
    Some(format!("{y:04}-{m:02}-{d:02}"))
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` key.
fn days_from_key(key: &str) -> Option<i64> {
    let mut parts = key.splitn(3, '-').map(str::parse::<i64>);
    let (y, m, d) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    // Four-digit years only: the arithmetic below stays far from overflow.
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || !(0..=9999).contains(&y) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// Howard Hinnant's civil_from_days: the (year, month, day) of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The seed of the day's deal: a stable hash of the date (64-bit FNV-1a, then mixed).
pub fn seed(key: &str) -> u64 {
    let hash = lianliankan_engine::stable_hash(key.as_bytes());
    // Seeds are shown to players: keep them short.
    lianliankan_engine::GameRng::new(hash).next_u64() % 1_000_000
}

/// The day's level: a built-in layout (turning day by day) with a clock, a hint and a shuffle.
pub fn level(key: &str) -> Level {
    let index = days_from_key(key).map_or(0, |d| d.rem_euclid(LAYOUTS.len() as i64)) as usize;
    let layout = LAYOUTS[index];
    let mut level = Level::built_in(layout).expect("a built-in layout");
    level.name = format!("Daily {key}");
    level.names.insert("zh".into(), format!("每日挑战 {key}"));
    level.time_limit = Some(TIME_LIMIT);
    level.power_ups = BTreeMap::from([(HINT.into(), 1), (SHUFFLE.into(), 1)]);
    level
}

/// The one scored attempt of a day.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Attempt {
    /// The game ended (cleared, out of time, or left); until then it stands as begun.
    pub finished: bool,
    /// The board was cleared.
    pub cleared: bool,
    /// Final points.
    pub points: u32,
    /// Seconds on the clock at the end.
    pub seconds: f32,
}

/// Days in a row, up to `today` (or up to yesterday while today is not yet cleared), with a
/// cleared daily board.
pub fn streak(attempts: &BTreeMap<String, Attempt>, today: &str) -> u32 {
    let cleared = |key: &str| attempts.get(key).is_some_and(|a| a.cleared);
    let mut day = if cleared(today) {
        today.to_string()
    } else {
        match day_before(today) {
            Some(d) => d,
            None => return 0,
        }
    };
    let mut n = 0;
    while cleared(&day) {
        n = u32::saturating_add(n, 1);
        match day_before(&day) {
            Some(d) => day = d,
            None => break,
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(date_key(0), "1970-01-01");
        assert_eq!(date_key(951_782_400), "2000-02-29");
        assert_eq!(date_key(1_795_392_000 - 1), "2026-11-22");
        assert_eq!(date_key(1_795_392_000), "2026-11-23");
        assert_eq!(day_before("2026-03-01").as_deref(), Some("2026-02-28"));
        assert_eq!(day_before("2024-03-01").as_deref(), Some("2024-02-29"));
        assert_eq!(day_before("2027-01-01").as_deref(), Some("2026-12-31"));
        assert_eq!(day_before("not a date"), None);
        // Every day of four centuries round-trips.
        for days in -1000..150_000 {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_key(&format!("{y:04}-{m:02}-{d:02}")), Some(days));
        }
    }

    #[test]
    fn dates_from_any_number_never_overflow() {
        // Seconds past year 9999 name a day, but not one a date key may hold.
        let last = date_key(u64::MAX);
        assert!(last.len() > 10, "{last}");
        assert_eq!(day_before(&last), None, "{last}");
        assert_eq!(day_before("10000-01-01"), None);
        for key in [
            "9223372036854775807-01-01",
            "-9223372036854775808-01-01",
            "1000000000001-01-01",
            "99999999999999999999-01-01",
            "0000-00-01",
            "2026-13-01",
            "2026-01-32",
            "2026-01",
            "",
        ] {
            assert_eq!(day_before(key), None, "{key}");
            assert!(streak(&BTreeMap::new(), key) == 0, "{key}");
            let _ = level(key);
        }
        assert_eq!(day_before("0000-03-01").as_deref(), Some("0000-02-29"));
        let mut all = BTreeMap::new();
        let cleared = Attempt {
            cleared: true,
            ..Attempt::default()
        };
        all.insert("0000-01-02".to_string(), cleared);
        all.insert("0000-01-01".to_string(), cleared);
        assert_eq!(
            streak(&all, "0000-01-02"),
            2,
            "the first day ends the count"
        );
    }

    #[test]
    fn the_same_date_gives_the_same_board_and_the_next_day_another() {
        assert_eq!(seed("2026-11-23"), seed("2026-11-23"));
        assert_ne!(seed("2026-11-23"), seed("2026-11-24"));
        // Fixed for every machine and version: a change here changes every player's board.
        assert_eq!(seed("2026-11-23"), 999_200);
        let today = level("2026-11-23");
        let tomorrow = level("2026-11-24");
        assert_eq!(today, level("2026-11-23"));
        assert_ne!(today.layout, tomorrow.layout, "the layout turns day by day");
        let a = today.deal(seed("2026-11-23")).unwrap();
        let b = level("2026-11-23").deal(seed("2026-11-23")).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn the_streak_counts_cleared_days_in_a_row() {
        let done = |cleared| Attempt {
            finished: true,
            cleared,
            ..Attempt::default()
        };
        let mut a = BTreeMap::new();
        assert_eq!(streak(&a, "2026-11-23"), 0);
        a.insert("2026-11-20".to_string(), done(true));
        a.insert("2026-11-21".to_string(), done(true));
        a.insert("2026-11-22".to_string(), done(true));
        assert_eq!(streak(&a, "2026-11-23"), 3, "today not yet played");
        a.insert("2026-11-23".to_string(), done(true));
        assert_eq!(streak(&a, "2026-11-23"), 4);
        a.insert("2026-11-21".to_string(), done(false));
        assert_eq!(streak(&a, "2026-11-23"), 2, "a lost day breaks it");
        assert_eq!(streak(&a, "2026-11-25"), 0, "a missed day breaks it");
    }
}
