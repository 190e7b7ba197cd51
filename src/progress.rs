//! The player's progress: best score, best time and stars per level, and which levels are
//! open. Kept in `progress.ron` in the game's data directory (see [`crate::save`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::save::{self, Loaded};

/// File name of the progress file in the data directory.
pub const FILE_NAME: &str = "progress.ron";

/// The best results on one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LevelRecord {
    /// Highest final score.
    pub best_score: u32,
    /// Fastest clear, in seconds.
    pub best_seconds: f32,
    /// Most stars earned.
    pub stars: u8,
    /// Times cleared.
    pub clears: u32,
}

/// What a new result improved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Improvement {
    /// First clear of the level.
    pub first_clear: bool,
    /// A higher score than before.
    pub best_score: bool,
    /// A faster clear than before.
    pub best_time: bool,
    /// More stars than before.
    pub more_stars: bool,
}

/// Everything saved about the player's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Records by level name.
    pub levels: BTreeMap<String, LevelRecord>,
}

impl Progress {
    /// Records a clear of `level`; returns what it improved.
    pub fn record(&mut self, level: &str, points: u32, seconds: f32, stars: u8) -> Improvement {
        let r = self.levels.entry(level.to_string()).or_default();
        let first_clear = r.clears == 0;
        let better = Improvement {
            first_clear,
            best_score: first_clear || points > r.best_score,
            best_time: first_clear || seconds < r.best_seconds,
            more_stars: stars > r.stars,
        };
        r.clears += 1;
        if better.best_score {
            r.best_score = points;
        }
        if better.best_time {
            r.best_seconds = seconds;
        }
        r.stars = r.stars.max(stars);
        better
    }

    /// The record of a level, if it was ever cleared.
    pub fn get(&self, level: &str) -> Option<&LevelRecord> {
        self.levels.get(level).filter(|r| r.clears > 0)
    }

    /// Whether `level` has been cleared.
    pub fn is_cleared(&self, level: &str) -> bool {
        self.get(level).is_some()
    }

    /// How many levels of a pack (names in play order) are open: the first, and each one
    /// after a cleared level, in order.
    pub fn unlocked(&self, pack: &[&str]) -> usize {
        1 + pack
            .iter()
            .take_while(|name| self.is_cleared(name))
            .count()
            .min(pack.len().saturating_sub(1))
    }
}

/// The progress file and how to reach it.
#[derive(Clone, Debug)]
pub struct ProgressFile {
    /// Where it is.
    pub path: PathBuf,
}

impl ProgressFile {
    /// The progress file in `dir`.
    pub fn in_dir(dir: &Path) -> Self {
        ProgressFile {
            path: dir.join(FILE_NAME),
        }
    }

    /// The progress file in the game's data directory, if the system has one.
    pub fn default_location() -> Option<Self> {
        save::data_dir().map(|d| ProgressFile::in_dir(&d))
    }

    /// Reads the progress; see [`save::load_or_default`] for damaged files.
    pub fn load(&self) -> Loaded<Progress> {
        save::load_or_default(&self.path)
    }

    /// Writes the progress atomically.
    pub fn save(&self, progress: &Progress) -> std::io::Result<()> {
        save::save_atomically(&self.path, progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_keep_the_best_of_each() {
        let mut p = Progress::default();
        let first = p.record("A", 1000, 80.0, 1);
        assert!(first.first_clear && first.best_score && first.best_time && first.more_stars);
        let second = p.record("A", 900, 60.0, 1);
        assert_eq!(
            second,
            Improvement {
                best_time: true,
                ..Improvement::default()
            }
        );
        p.record("A", 2000, 90.0, 3);
        assert_eq!(
            p.get("A"),
            Some(&LevelRecord {
                best_score: 2000,
                best_seconds: 60.0,
                stars: 3,
                clears: 3
            })
        );
        assert_eq!(p.get("B"), None);
    }

    #[test]
    fn levels_open_in_order() {
        let pack = ["one", "two", "three"];
        let mut p = Progress::default();
        assert_eq!(p.unlocked(&pack), 1);
        p.record("two", 1, 1.0, 0);
        assert_eq!(p.unlocked(&pack), 1, "clearing a later level opens nothing");
        p.record("one", 1, 1.0, 0);
        assert_eq!(p.unlocked(&pack), 3);
        p.record("three", 1, 1.0, 0);
        assert_eq!(p.unlocked(&pack), 3);
        assert_eq!(p.unlocked(&[]), 1);
    }
}
