//! The player's progress: best score, best time and stars per level, and which levels are
//! open. Kept in `progress.ron` in the game's data directory (see [`crate::storage::save`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::saves::journal::Journal;
use crate::storage::save;
use crate::storage::save::Loaded;

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
    /// The best of the clears that took no help (no hint, shuffle or undo), if any did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unaided: Option<Best>,
}

/// The best results of a set of clears.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Best {
    /// Highest final score.
    pub score: u32,
    /// Fastest clear, in seconds.
    pub seconds: f32,
    /// Most stars earned.
    pub stars: u8,
}

impl Best {
    /// The better of each figure of `a` and `b`.
    fn merged(a: Option<Best>, b: Option<Best>) -> Option<Best> {
        match (a, b) {
            (Some(a), Some(b)) => Some(Best {
                score: a.score.max(b.score),
                seconds: a.seconds.min(b.seconds),
                stars: a.stars.max(b.stars),
            }),
            (a, b) => a.or(b),
        }
    }
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
    /// The first clear without help, or a better one than the unaided best.
    pub unaided_best: bool,
}

/// Everything saved about the player's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Records by level identity (a pack file's `id`, or its stem). Files written before
    /// identities existed keyed them by level name; [`Progress::carry_over`] moves those.
    pub levels: BTreeMap<String, LevelRecord>,
    /// The daily challenge's one scored attempt of each day, by date (`YYYY-MM-DD`, UTC).
    pub daily: BTreeMap<String, crate::daily::Attempt>,
    /// Every game finished on this computer, for the hall of fame and the statistics.
    #[serde(skip_serializing_if = "Journal::is_empty")]
    pub journal: Journal,
}

impl Progress {
    /// Moves a record kept under a level's display name (files from before level identities)
    /// to its identity, unless the identity already has one. Returns whether anything moved.
    /// See [`Progress::carry_over_names`] for when a record is never moved.
    pub fn carry_over(&mut self, name: &str, identity: &str) -> bool {
        self.carry_over_names(&[(name, identity)], &[])
    }

    /// Moves the records kept under display names of the installed pack's `levels` (name,
    /// identity) to their identities. A record moves only when nothing else can own it: exactly
    /// one of `levels` bears the name, the name is no level's identity and none of `owned`
    /// (every record key of the packs in play), it is no key of another kind (`packs/...`,
    /// `relaxed/...`, `daily/...`), and the identity has no record yet. Anything in doubt stays
    /// where it is. Returns whether anything moved.
    pub fn carry_over_names(&mut self, levels: &[(&str, &str)], owned: &[String]) -> bool {
        let mut moved = false;
        for &(name, identity) in levels {
            let named = levels.iter().filter(|(n, _)| *n == name).count();
            let owned_elsewhere = levels.iter().any(|(_, id)| *id == name)
                || owned.iter().any(|k| k == name)
                || is_other_kind_of_key(name);
            if named != 1 || owned_elsewhere || self.levels.contains_key(identity) {
                continue;
            }
            if let Some(record) = self.levels.remove(name) {
                self.levels.insert(identity.to_string(), record);
                moved = true;
            }
        }
        moved
    }

    /// Takes in what `other` (the same file, written meanwhile by another copy of the game)
    /// holds: for each level the best score, the best time, the most stars and the most
    /// clears of the two. Records that `other` holds exactly as `since` does (what this copy
    /// last read or wrote) are this copy's own and left as this copy has them now, so a record
    /// this copy moved or dropped does not come back.
    pub fn merge(&mut self, other: &Progress, since: &Progress) {
        for (level, theirs) in &other.levels {
            if since.levels.get(level) == Some(theirs) {
                continue;
            }
            let ours = self.levels.entry(level.clone()).or_default();
            if ours.clears == 0 {
                *ours = *theirs;
                continue;
            }
            if theirs.clears == 0 {
                continue;
            }
            ours.best_score = ours.best_score.max(theirs.best_score);
            ours.best_seconds = ours.best_seconds.min(theirs.best_seconds);
            ours.stars = ours.stars.max(theirs.stars);
            ours.clears = ours.clears.max(theirs.clears);
            ours.unaided = Best::merged(ours.unaided, theirs.unaided);
        }
        self.journal.merge(&other.journal);
        // A day's attempt is the first one: a finished one stands over one only begun.
        for (day, theirs) in &other.daily {
            let ours = self.daily.entry(day.clone()).or_insert(*theirs);
            if !ours.finished && theirs.finished {
                *ours = *theirs;
            }
        }
    }

    /// Notes that today's scored attempt has begun (a later game that day is practice).
    /// Returns false if the day already has one.
    pub fn begin_daily(&mut self, day: &str) -> bool {
        if self.daily.contains_key(day) {
            return false;
        }
        self.daily
            .insert(day.to_string(), crate::daily::Attempt::default());
        true
    }

    /// Ends the day's attempt with its result, unless it had already ended.
    pub fn finish_daily(&mut self, day: &str, result: crate::daily::Attempt) {
        let attempt = self.daily.entry(day.to_string()).or_default();
        if !attempt.finished {
            *attempt = crate::daily::Attempt {
                finished: true,
                ..result
            };
        }
    }

    /// Records a clear of `level`, `assisted` if it took help; returns what it improved.
    pub fn record(
        &mut self,
        level: &str,
        points: u32,
        seconds: f32,
        stars: u8,
        assisted: bool,
    ) -> Improvement {
        let r = self.levels.entry(level.to_string()).or_default();
        let first_clear = r.clears == 0;
        let this = Best {
            score: points,
            seconds,
            stars,
        };
        let unaided_best = !assisted
            && r.unaided
                .is_none_or(|b| points > b.score || seconds < b.seconds || stars > b.stars);
        if !assisted {
            r.unaided = Best::merged(r.unaided, Some(this));
        }
        let better = Improvement {
            first_clear,
            best_score: first_clear || points > r.best_score,
            best_time: first_clear || seconds < r.best_seconds,
            more_stars: stars > r.stars,
            unaided_best,
        };
        r.clears = r.clears.saturating_add(1);
        if better.best_score {
            r.best_score = points;
        }
        if better.best_time {
            r.best_seconds = seconds;
        }
        r.stars = r.stars.max(stars);
        better
    }

    /// The record of a level, if it was ever cleared. A record under a malformed key (see
    /// `crate::record_key`) is kept in the file as it is, but not used.
    pub fn get(&self, level: &str) -> Option<&LevelRecord> {
        self.levels
            .get(level)
            .filter(|r| r.clears > 0 && crate::record_key::RecordKey::parse(level).is_ok())
    }

    /// Whether `level` has been cleared.
    pub fn is_cleared(&self, level: &str) -> bool {
        self.get(level).is_some()
    }

    /// How many levels of a pack (identities in play order) are open: the first, and each one
    /// after a cleared level, in order.
    pub fn unlocked(&self, pack: &[&str]) -> usize {
        1 + pack
            .iter()
            .take_while(|name| self.is_cleared(name))
            .count()
            .min(pack.len().saturating_sub(1))
    }
}

/// Whether `key` is a record key of another kind than a shipped level's (a pack level's, a
/// relaxed clear's, a day's): never a level's display name from an old file.
fn is_other_kind_of_key(key: &str) -> bool {
    use crate::record_key::{LevelKey, RecordKey};
    RecordKey::parse(key).is_ok_and(|k| !matches!(k, RecordKey::Level(LevelKey { pack: None, .. })))
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

    /// Writes the progress atomically, first taking in what the file holds now, so two copies
    /// of the game running at once keep each other's records (the last writer merges; see
    /// [`Progress::merge`], `since` being what this copy last read or wrote). A file that is
    /// there but does not read is never written over: the save fails instead. The file's lock
    /// is held from the read to the write, so a copy saving at the same time waits, then
    /// merges this copy's records in turn.
    pub fn save_since(&self, progress: &mut Progress, since: &Progress) -> std::io::Result<()> {
        save::with_lock(&self.path, || self.merge_and_write(progress, since))
    }

    /// Takes in what the file holds now, then writes (see [`ProgressFile::save_since`]).
    fn merge_and_write(&self, progress: &mut Progress, since: &Progress) -> std::io::Result<()> {
        if let Some(bytes) = crate::storage::files::read_capped(&self.path, save::MAX_SAVE_BYTES)? {
            let on_disk = std::str::from_utf8(&bytes)
                .map_err(|e| e.to_string())
                .and_then(|text| ron::from_str::<Progress>(text).map_err(|e| e.to_string()));
            match on_disk {
                Ok(on_disk) => progress.merge(&on_disk, since),
                Err(e) => {
                    return Err(std::io::Error::other(format!(
                        "{} changed on disk and no longer reads ({e}); it is left as it is",
                        self.path.display()
                    )));
                }
            }
        }
        save::save_atomically(&self.path, progress)
    }

    /// [`ProgressFile::save_since`] for a copy that had read nothing: everything in the file
    /// is merged in.
    pub fn save(&self, progress: &mut Progress) -> std::io::Result<()> {
        self.save_since(progress, &Progress::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_days_attempt_is_the_first_and_a_finished_one_stands() {
        use crate::daily::Attempt;
        let mut p = Progress::default();
        assert!(p.begin_daily("2026-11-23"));
        assert!(!p.begin_daily("2026-11-23"), "one attempt a day");
        let won = Attempt {
            finished: true,
            cleared: true,
            points: 900,
            seconds: 80.0,
        };
        p.finish_daily("2026-11-23", won);
        p.finish_daily(
            "2026-11-23",
            Attempt {
                points: 5000,
                ..won
            },
        );
        assert_eq!(p.daily["2026-11-23"], won, "practice never replaces it");

        // Another copy of the game began the same day: the finished attempt stands.
        let mut other = Progress::default();
        other.begin_daily("2026-11-23");
        other.begin_daily("2026-11-22");
        other.merge(&p, &Progress::default());
        assert_eq!(other.daily["2026-11-23"], won);
        p.merge(&other, &Progress::default());
        assert_eq!(p.daily["2026-11-23"], won);
        assert!(!p.daily["2026-11-22"].finished);
    }

    #[test]
    fn a_record_under_a_malformed_key_is_kept_but_not_used() {
        let text = "(levels: {\"packs//07-cross\": (best_score: 5, best_seconds: 1.0, stars: 1, \
                    clears: 1), \"07-cross\": (best_score: 7, best_seconds: 1.0, stars: 1, clears: 1)})";
        let mut p: Progress = ron::from_str(text).unwrap();
        assert_eq!(p.get("packs//07-cross"), None, "not used");
        assert_eq!(p.get("07-cross").map(|r| r.best_score), Some(7));
        p.record("08-x", 1, 1.0, 0, true);
        let back: Progress = ron::from_str(&ron::to_string(&p).unwrap()).unwrap();
        assert!(
            back.levels.contains_key("packs//07-cross"),
            "kept in the file"
        );
    }

    #[test]
    fn records_keep_the_best_of_each() {
        let mut p = Progress::default();
        let first = p.record("A", 1000, 80.0, 1, true);
        assert!(first.first_clear && first.best_score && first.best_time && first.more_stars);
        let second = p.record("A", 900, 60.0, 1, true);
        assert_eq!(
            second,
            Improvement {
                best_time: true,
                ..Improvement::default()
            }
        );
        p.record("A", 2000, 90.0, 3, true);
        assert_eq!(
            p.get("A"),
            Some(&LevelRecord {
                best_score: 2000,
                best_seconds: 60.0,
                stars: 3,
                clears: 3,
                unaided: None,
            })
        );
        assert_eq!(p.get("B"), None);
    }

    #[test]
    fn levels_open_in_order() {
        let pack = ["one", "two", "three"];
        let mut p = Progress::default();
        assert_eq!(p.unlocked(&pack), 1);
        p.record("two", 1, 1.0, 0, true);
        assert_eq!(p.unlocked(&pack), 1, "clearing a later level opens nothing");
        p.record("one", 1, 1.0, 0, true);
        assert_eq!(p.unlocked(&pack), 3);
        p.record("three", 1, 1.0, 0, true);
        assert_eq!(p.unlocked(&pack), 3);
        assert_eq!(p.unlocked(&[]), 1);
    }

    #[test]
    fn records_move_from_names_to_identities() {
        let mut p = Progress::default();
        p.record("First Steps", 500, 30.0, 2, true);
        assert!(p.carry_over("First Steps", "01-first-steps"));
        assert_eq!(p.get("First Steps"), None);
        assert_eq!(p.get("01-first-steps").map(|r| r.best_score), Some(500));
        p.record("First Steps", 100, 90.0, 0, true);
        assert!(
            !p.carry_over("First Steps", "01-first-steps"),
            "an identity's own record is never replaced"
        );
        assert_eq!(p.get("01-first-steps").map(|r| r.best_score), Some(500));
        assert!(!p.carry_over("Nothing", "02-x"));
    }

    #[test]
    fn a_record_moves_only_when_nothing_else_can_own_it() {
        let mut p = Progress::default();
        for key in [
            "packs/mine/01-x",
            "relaxed/01-a",
            "03-c",
            "Twin",
            "Old",
            "Kept",
        ] {
            p.record(key, 100, 10.0, 1, true);
        }
        let before = p.clone();
        let levels = [
            ("packs/mine/01-x", "01-a"),
            ("relaxed/01-a", "01-r"),
            ("03-c", "02-b"),
            ("Twin", "03-c"),
            ("Twin", "04-d"),
            ("Kept", "05-k"),
        ];
        let owned = ["Kept".to_string()];
        assert!(!p.carry_over_names(&levels, &owned), "{p:?}");
        assert_eq!(p, before, "nothing in doubt moves");
        assert!(p.carry_over_names(&[("Old", "06-e")], &[]));
        assert_eq!(p.get("06-e").map(|r| r.clears), Some(1));
        assert_eq!(p.get("Old"), None);
    }

    #[test]
    fn clears_at_the_limit_stay_there() {
        let mut p = Progress::default();
        p.record("A", 1, 1.0, 1, true);
        p.levels.get_mut("A").unwrap().clears = u32::MAX;
        let again = p.record("A", u32::MAX, 0.5, u8::MAX, false);
        assert!(again.best_score && again.best_time && again.unaided_best);
        let a = p.get("A").unwrap();
        assert_eq!(
            (a.clears, a.best_score, a.stars),
            (u32::MAX, u32::MAX, u8::MAX)
        );
        let mut other = p.clone();
        other.merge(&p, &Progress::default());
        assert_eq!(other.get("A").unwrap().clears, u32::MAX);
    }

    #[test]
    fn merging_keeps_the_best_of_both_copies() {
        let mut ours = Progress::default();
        ours.record("a", 100, 50.0, 1, true);
        ours.record("b", 300, 80.0, 2, true);
        let mut theirs = Progress::default();
        theirs.record("a", 200, 60.0, 2, true);
        theirs.record("a", 150, 70.0, 1, true);
        theirs.record("c", 50, 10.0, 0, true);
        ours.merge(&theirs, &Progress::default());
        assert_eq!(
            ours.get("a"),
            Some(&LevelRecord {
                best_score: 200,
                best_seconds: 50.0,
                stars: 2,
                clears: 2,
                unaided: None,
            })
        );
        assert_eq!(ours.get("b").map(|r| r.best_score), Some(300));
        assert_eq!(ours.get("c").map(|r| r.clears), Some(1));
    }

    #[test]
    fn the_unaided_best_is_kept_apart() {
        let mut p = Progress::default();
        let helped = p.record("A", 3000, 40.0, 3, true);
        assert!(helped.first_clear && !helped.unaided_best);
        assert_eq!(
            p.get("A").unwrap().unaided,
            None,
            "a helped clear is no unaided best"
        );
        let own = p.record("A", 1200, 90.0, 1, false);
        assert!(own.unaided_best && !own.best_score, "{own:?}");
        let own_best = Best {
            score: 1200,
            seconds: 90.0,
            stars: 1,
        };
        assert_eq!(p.get("A").unwrap().unaided, Some(own_best));
        assert_eq!(
            p.get("A").unwrap().best_score,
            3000,
            "the overall best stays"
        );
        assert!(!p.record("A", 1000, 95.0, 1, false).unaided_best);
        assert!(p.record("A", 1000, 80.0, 1, false).unaided_best, "faster");
        // Merging takes the better unaided figures of both copies.
        let mut other = Progress::default();
        other.record("A", 1500, 100.0, 2, false);
        p.merge(&other, &Progress::default());
        assert_eq!(
            p.get("A").unwrap().unaided,
            Some(Best {
                score: 1500,
                seconds: 80.0,
                stars: 2
            })
        );
        // Files written before unaided records read as before.
        let old: Progress = ron::from_str(
            "(levels: {\"A\": (best_score: 5, best_seconds: 1.0, stars: 1, clears: 1)})",
        )
        .unwrap();
        assert_eq!(old.get("A").unwrap().unaided, None);
    }
}
