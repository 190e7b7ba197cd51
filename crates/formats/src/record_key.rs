//! Record keys: what progress, replays and the daily challenge keep a result under. One parser
//! reads every key, wherever it comes from (`progress.ron`, a replay's `level_id`, the command
//! line), and every writer builds keys through [`RecordKey`], so the text on disk keeps its
//! shape:
//!
//! - `ID`: a level of the shipped pack (or, in old files, a level's name; or a run's total);
//! - `packs/PACK/ID`: a level of another pack;
//! - `relaxed/KEY`: a level played relaxed, `KEY` being one of the two above;
//! - `daily/YYYY-MM-DD`: the daily board of a day that exists.

use std::fmt;

/// Prefix of levels of packs other than the shipped one.
const PACKS: &str = "packs/";
/// Prefix of relaxed clears.
const RELAXED: &str = "relaxed/";
/// Prefix of daily attempts.
const DAILY: &str = "daily/";

/// Longest level identity read: a file name's length on common file systems.
pub const MAX_ID_BYTES: usize = 255;
/// Longest pack key read ([`crate::pack::slug`] makes them at most 40 characters).
pub const MAX_PACK_BYTES: usize = 64;

/// A parsed record key.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RecordKey {
    /// A level played as its file says.
    Level(LevelKey),
    /// A level played relaxed.
    Relaxed(LevelKey),
    /// The daily board of a day.
    Daily(Day),
}

/// A level's place: its pack (`None`: the shipped pack) and its identity there.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LevelKey {
    /// The pack's key (a slug), or `None` for the shipped pack.
    pub pack: Option<String>,
    /// The level's identity in its pack.
    pub id: String,
}

/// A calendar day that exists (proleptic Gregorian, years 0 to 9999).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: u16,
    month: u8,
    day: u8,
}

impl RecordKey {
    /// Reads a record key; a malformed one is refused with what is wrong.
    pub fn parse(text: &str) -> Result<RecordKey, String> {
        let key = if let Some(rest) = text.strip_prefix(RELAXED) {
            RecordKey::Relaxed(LevelKey::parse(rest)?)
        } else if let Some(day) = text.strip_prefix(DAILY) {
            RecordKey::Daily(Day::parse(day)?)
        } else {
            RecordKey::Level(LevelKey::parse(text)?)
        };
        Ok(key)
    }

    /// The key of a level of the pack `pack` (`None`: the shipped pack).
    pub fn level(pack: Option<&str>, id: &str) -> RecordKey {
        RecordKey::Level(LevelKey {
            pack: pack.map(str::to_string),
            id: id.to_string(),
        })
    }

    /// The same level's key when played relaxed (a daily key stays as it is).
    pub fn relaxed(self) -> RecordKey {
        match self {
            RecordKey::Level(level) => RecordKey::Relaxed(level),
            other => other,
        }
    }

    /// The level behind the key, unless it is a daily board.
    pub fn level_key(&self) -> Option<&LevelKey> {
        match self {
            RecordKey::Level(level) | RecordKey::Relaxed(level) => Some(level),
            RecordKey::Daily(_) => None,
        }
    }
}

impl fmt::Display for RecordKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordKey::Level(level) => write!(f, "{level}"),
            RecordKey::Relaxed(level) => write!(f, "{RELAXED}{level}"),
            RecordKey::Daily(day) => write!(f, "{DAILY}{day}"),
        }
    }
}

impl LevelKey {
    /// Reads `ID` or `packs/PACK/ID`.
    fn parse(text: &str) -> Result<LevelKey, String> {
        let Some(rest) = text.strip_prefix(PACKS) else {
            check_id(text, text)?;
            return Ok(LevelKey {
                pack: None,
                id: text.to_string(),
            });
        };
        let (pack, id) = rest.split_once('/').ok_or_else(|| {
            format!(
                "record key {text:?}: a pack level's key is packs/PACK/ID, and the ID is missing"
            )
        })?;
        check_pack(pack, text)?;
        check_id(id, text)?;
        Ok(LevelKey {
            pack: Some(pack.to_string()),
            id: id.to_string(),
        })
    }
}

impl fmt::Display for LevelKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.pack {
            None => f.write_str(&self.id),
            Some(pack) => write!(f, "{PACKS}{pack}/{}", self.id),
        }
    }
}

/// A pack key: a slug (lowercase ASCII letters, digits, `-`, `_`), not empty.
fn check_pack(pack: &str, key: &str) -> Result<(), String> {
    let slug = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_';
    if pack.is_empty() {
        return Err(format!("record key {key:?}: the pack's name is empty"));
    }
    if pack.len() > MAX_PACK_BYTES || !pack.bytes().all(slug) {
        return Err(format!(
            "record key {key:?}: pack {pack:?} is not a pack key (lowercase letters, digits, \
             '-' and '_', at most {MAX_PACK_BYTES})"
        ));
    }
    Ok(())
}

/// A level identity: a file's `id` or its stem (old files: a level's name), so anything a
/// file name in a pack may be, and no more: not empty, no folders, not hidden, no control
/// characters, at most [`MAX_ID_BYTES`].
fn check_id(id: &str, key: &str) -> Result<(), String> {
    let problem = if id.is_empty() {
        "the level's identity is empty"
    } else if id.contains(['/', '\\']) {
        "a level's identity has no '/' or '\\' (empty segments, folders or the wrong shape)"
    } else if id.starts_with('.') {
        "a level's identity does not start with '.'"
    } else if id.chars().any(char::is_control) {
        "a level's identity has no control characters"
    } else if id.len() > MAX_ID_BYTES {
        "the level's identity is too long"
    } else {
        return Ok(());
    };
    Err(format!("record key {}: {problem}", shown(key)))
}

/// A key for a message: quoted, and cut short if long.
fn shown(key: &str) -> String {
    if key.len() <= 80 {
        return format!("{key:?}");
    }
    let cut: String = key.chars().take(60).collect();
    format!("{cut:?}… ({} bytes)", key.len())
}

impl Day {
    /// Reads `YYYY-MM-DD`, a day that exists.
    pub fn parse(text: &str) -> Result<Day, String> {
        let bad = || format!("{}: not a date of the form YYYY-MM-DD", shown(text));
        let b = text.as_bytes();
        let digits = |r: std::ops::Range<usize>| {
            b[r].iter().try_fold(0u16, |n, &c| {
                c.is_ascii_digit().then(|| n * 10 + u16::from(c - b'0'))
            })
        };
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10))
        else {
            return Err(bad());
        };
        let day = Day {
            year,
            month: month as u8,
            day: day as u8,
        };
        if !(1..=12).contains(&day.month) || day.day == 0 || day.day > day.month_length() {
            return Err(format!("{}: there is no such day", shown(text)));
        }
        Ok(day)
    }

    /// The UTC day of `unix_seconds`, if it is within the years 0 to 9999.
    pub fn of_unix(unix_seconds: u64) -> Option<Day> {
        Day::parse(&crate::daily::date_key(unix_seconds)).ok()
    }

    fn month_length(self) -> u8 {
        let leap = self.year.is_multiple_of(4)
            && (!self.year.is_multiple_of(100) || self.year.is_multiple_of(400));
        match self.month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_reads_and_writes_back_as_it_was() {
        for text in [
            "07-cross",
            "First Steps",
            "time-attack",
            "packs/mine/07-cross",
            "relaxed/07-cross",
            "relaxed/packs/my_pack-2/x",
            "daily/2026-11-23",
            "daily/2024-02-29",
        ] {
            let key = RecordKey::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(key.to_string(), text);
        }
        let key = RecordKey::level(Some("mine"), "07-cross");
        assert_eq!(key.to_string(), "packs/mine/07-cross");
        assert_eq!(
            key.clone().relaxed().to_string(),
            "relaxed/packs/mine/07-cross"
        );
        assert_eq!(
            key.level_key().unwrap().pack.as_deref(),
            Some("mine"),
            "the pack is kept apart"
        );
    }

    /// The distinct malformed keys refused, each with a reason.
    const MALFORMED: [&str; 22] = [
        "",
        "a//b",
        "a/../b",
        "./x",
        "../x",
        ".hidden",
        "x/",
        "/x",
        "a/b",
        "a\\b",
        "packs/",
        "packs//07-cross",
        "packs/../07-cross",
        "packs/mine/",
        "packs/mine/a/b",
        "packs/Mine/x",
        "packs/mine/../x",
        "relaxed/",
        "relaxed/daily/2026-01-01",
        "tab\there",
        "daily/",
        "daily/2026-1-1",
    ];

    #[test]
    fn malformed_keys_are_refused_with_the_reason() {
        for text in MALFORMED {
            let e = RecordKey::parse(text).expect_err(text);
            assert!(
                e.contains("record key") || e.contains("date") || e.contains("day"),
                "{e}"
            );
        }
        let long = "x".repeat(MAX_ID_BYTES + 1);
        let e = RecordKey::parse(&long).unwrap_err();
        assert!(e.contains("too long") && e.len() < 200, "{e}");
        let e = RecordKey::parse(&format!("packs/{}/x", "p".repeat(100))).unwrap_err();
        assert!(e.contains("not a pack key"), "{e}");
    }

    #[test]
    fn a_daily_key_names_a_day_that_exists() {
        for text in [
            "daily/2026-02-29",
            "daily/2026-13-01",
            "daily/2026-00-10",
            "daily/2026-04-31",
            "daily/1900-02-29",
            "daily/2026-11-00",
            "daily/+026-11-01",
            "daily/9223372036854775807-01-01",
            "daily/2026-11-23x",
        ] {
            assert!(RecordKey::parse(text).is_err(), "{text}");
        }
        assert!(RecordKey::parse("daily/2000-02-29").is_ok());
        let day = Day::parse("2026-11-23").unwrap();
        assert!(Day::parse("2026-11-22").unwrap() < day);
        assert_eq!(Day::of_unix(1_795_392_000), Some(day));
        assert_eq!(Day::of_unix(u64::MAX), None, "beyond the year 9999");
    }
}
