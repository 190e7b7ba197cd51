//! Leaderboards, and which one a replay counts for: the daily board of its date, time attack,
//! endless, or a pack level (by its identity and fingerprint, so a changed level is another
//! board). Entries rank by points, then the shorter clock, then the earlier submission.

use std::fmt;

use crate::formats::record_key::{Day, RecordKey};
use crate::formats::replays::replay::{Outcome, Replay};
#[cfg(feature = "server")]
use crate::formats::replays::run_replay::ReplayFile;

/// A leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// The daily board of a day: each player's first scored attempt.
    Daily(Day),
    /// Time attack: whole runs by their total, each player's best.
    TimeAttack,
    /// Endless: whole runs by their total, each player's best.
    Endless,
    /// A pack level's clears, each player's best.
    Level {
        /// The level's record key (`ID` or `packs/PACK/ID`).
        id: String,
        /// The level's fingerprint (see [`crate::formats::replays::replay::fingerprint`]).
        fingerprint: String,
    },
}

/// Longest board name read.
pub const MAX_BOARD_BYTES: usize = 400;

impl Board {
    /// The board `replay` counts for, judged from what it says before it is re-played; the
    /// error says why it counts for none.
    pub fn of(replay: &Replay) -> Result<Board, String> {
        let key = match replay.level_id.as_deref() {
            Some(text) => Some(RecordKey::parse(text).map_err(|e| format!("the replay's {e}"))?),
            None => None,
        };
        match (replay.mode.name(), key) {
            ("daily", Some(RecordKey::Daily(day))) => Ok(Board::Daily(day)),
            ("daily", _) => Err(
                "a practice game of the daily board counts for no leaderboard \
                                 (only the day's first, scored attempt does)"
                    .into(),
            ),
            ("time-attack", _) => Ok(Board::TimeAttack),
            ("endless", _) => Ok(Board::Endless),
            ("classic", Some(RecordKey::Level(level))) => Ok(Board::Level {
                id: RecordKey::Level(level).to_string(),
                fingerprint: replay.level_fingerprint.clone(),
            }),
            ("classic", _) => Err("a level outside a pack counts for no leaderboard".into()),
            ("relaxed", _) => Err("a relaxed game counts for no leaderboard".into()),
            (mode, _) => Err(format!("mode {mode:?} counts for no leaderboard")),
        }
    }

    #[cfg(feature = "server")]
    /// The board a replay file counts for: a run counts for its mode's board (see
    /// [`Board::of`] for one board's replay).
    pub fn of_file(file: &ReplayFile) -> Result<Board, String> {
        match file {
            ReplayFile::Board(replay) => Board::of(replay),
            ReplayFile::Run(run) => match run.mode.name() {
                "time-attack" => Ok(Board::TimeAttack),
                "endless" => Ok(Board::Endless),
                mode => Err(format!("a run of {mode:?} counts for no leaderboard")),
            },
        }
    }

    /// Whether `outcome` is an entry of this board: a pack level's entry is a clear; the
    /// others count their points however the game ended.
    pub fn admits(&self, outcome: &Outcome) -> Result<(), String> {
        match self {
            Board::Level { .. } if !outcome.cleared => {
                Err("a pack level's leaderboard counts clears; this game did not clear".into())
            }
            _ => Ok(()),
        }
    }

    #[cfg(feature = "server")]
    /// Whether a player keeps only their first entry (the daily board) rather than their best.
    pub fn first_counts(&self) -> bool {
        matches!(self, Board::Daily(_))
    }

    /// Reads a board name as [`fmt::Display`] writes it: `daily/DATE`, `time-attack`,
    /// `endless`, `level/ID@FINGERPRINT`. A level without `@FINGERPRINT` is returned as
    /// [`BoardQuery::LevelAnyVersion`].
    pub fn parse(text: &str) -> Result<BoardQuery, String> {
        if text.len() > MAX_BOARD_BYTES {
            return Err(format!("a board name has at most {MAX_BOARD_BYTES} bytes"));
        }
        if let Some(day) = text.strip_prefix("daily/") {
            return Ok(BoardQuery::Exact(Board::Daily(Day::parse(day)?)));
        }
        match text {
            "time-attack" => return Ok(BoardQuery::Exact(Board::TimeAttack)),
            "endless" => return Ok(BoardQuery::Exact(Board::Endless)),
            _ => {}
        }
        let Some(level) = text.strip_prefix("level/") else {
            return Err(format!(
                "no board {text:?}: expected daily/YYYY-MM-DD, time-attack, endless or level/ID"
            ));
        };
        let (id, fingerprint) = match level.rsplit_once('@') {
            Some((id, fp)) => (id, Some(fp)),
            None => (level, None),
        };
        match RecordKey::parse(id)? {
            RecordKey::Level(_) => {}
            _ => return Err(format!("{id:?} is not a pack level's identity")),
        }
        Ok(match fingerprint {
            Some(fp) if fp.len() == 16 && fp.bytes().all(|b| b.is_ascii_hexdigit()) => {
                BoardQuery::Exact(Board::Level {
                    id: id.to_string(),
                    fingerprint: fp.to_ascii_lowercase(),
                })
            }
            Some(fp) => return Err(format!("{fp:?} is not a level fingerprint (16 hex digits)")),
            None => BoardQuery::LevelAnyVersion(id.to_string()),
        })
    }
}

/// A board asked for by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardQuery {
    /// That board.
    Exact(Board),
    /// A pack level by identity only: the version of it with the most entries.
    LevelAnyVersion(String),
}

impl BoardQuery {
    /// Whether `board` is a board this query asks for.
    pub fn holds(&self, board: &Board) -> bool {
        match (self, board) {
            (BoardQuery::Exact(asked), board) => asked == board,
            (BoardQuery::LevelAnyVersion(asked), Board::Level { id, .. }) => asked == id,
            (BoardQuery::LevelAnyVersion(_), _) => false,
        }
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Board::Daily(day) => write!(f, "daily/{day}"),
            Board::TimeAttack => f.write_str("time-attack"),
            Board::Endless => f.write_str("endless"),
            Board::Level { id, fingerprint } => write!(f, "level/{id}@{fingerprint}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_names_read_back() {
        for board in [
            Board::Daily(Day::parse("2026-11-25").unwrap()),
            Board::TimeAttack,
            Board::Endless,
            Board::Level {
                id: "packs/mine/07-cross".into(),
                fingerprint: "0123456789abcdef".into(),
            },
        ] {
            assert_eq!(
                Board::parse(&board.to_string()),
                Ok(BoardQuery::Exact(board))
            );
        }
        assert_eq!(
            Board::parse("level/07-cross"),
            Ok(BoardQuery::LevelAnyVersion("07-cross".into()))
        );
        for bad in [
            "daily/2026-02-30",
            "weekly",
            "level/a/../b",
            "level/x@zz",
            "level/daily/2026-01-01",
        ] {
            assert!(Board::parse(bad).is_err(), "{bad}");
        }
        assert!(Board::parse(&"x".repeat(1000)).is_err());
    }
}
