//! Run replays: the boards of one time-attack or endless run, in order, in one file. Each board
//! is an ordinary replay ([`crate::replays::replay::Replay`]); re-playing them one after the other (see
//! `game::run_proof`) proves the run as a whole: each later board's level follows from the
//! time the board before it left, its seed from the board before it, and the points add up.
//!
//! A file is read as a run when it is one, and as a single board's replay otherwise
//! ([`ReplayFile`]), so replays written before runs were kept read as they always did.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::play_mode::PlayMode;
use crate::replays::replay::{MAX_LOG_ENTRIES, Replay};

/// The run format written.
pub const RUN_FORMAT: u32 = 1;

/// Most boards a run file may hold: a run of endless reaches its hardest board at the
/// eleventh; time attack adds fifteen seconds a board, so a long run has some tens.
pub const MAX_RUN_BOARDS: usize = 200;

/// One run's boards, in the order they were played.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct RunReplay {
    /// The file format ([`RUN_FORMAT`]).
    pub run_format: u32,
    /// The run's mode (`time-attack` or `endless`).
    pub mode: PlayMode,
    /// The boards, the opening board first; every board but the last was cleared.
    pub boards: Vec<Replay>,
}

/// A replay file: one board, or a whole run.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayFile {
    /// One board's game.
    Board(Replay),
    /// A run's boards.
    Run(RunReplay),
}

impl RunReplay {
    /// The run as a RON file.
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default()
            .depth_limit(3)
            .separate_tuple_members(false);
        let mut text = ron::ser::to_string_pretty(self, pretty)
            .expect("a run always serialises: plain strings and numbers");
        text.push('\n');
        text
    }

    /// The log entries of every board together.
    pub fn log_entries(&self) -> usize {
        self.boards.iter().map(|b| b.log.len()).sum()
    }

    /// Checks what can be checked without re-playing: the format, the mode, the number of
    /// boards and entries, and each board as a replay file is checked.
    fn check(self, origin: &str) -> Result<RunReplay, String> {
        if self.run_format > RUN_FORMAT {
            return Err(format!(
                "{origin}: run format {} is newer than this game reads ({RUN_FORMAT}); update \
                 the game",
                self.run_format
            ));
        }
        if !self.mode.is_run() {
            return Err(format!(
                "{origin}: a run is of time-attack or endless, not {:?}",
                self.mode.name()
            ));
        }
        if self.boards.is_empty() || self.boards.len() > MAX_RUN_BOARDS {
            return Err(format!(
                "{origin}: a run has 1 to {MAX_RUN_BOARDS} boards; this one has {}",
                self.boards.len()
            ));
        }
        if self.log_entries() > MAX_LOG_ENTRIES {
            return Err(format!(
                "{origin}: the run's logs have {} entries; at most {MAX_LOG_ENTRIES} are read",
                self.log_entries()
            ));
        }
        for (i, board) in self.boards.iter().enumerate() {
            // Each board passes the checks a replay file passes.
            Replay::from_text(&board.to_text(), &format!("{origin}, board {}", i + 1))?;
        }
        Ok(self)
    }
}

impl ReplayFile {
    /// Reads a run, or a single board's replay, from RON text; `origin` names the file in
    /// messages.
    pub fn from_text(text: &str, origin: &str) -> Result<ReplayFile, String> {
        let run = ron::Options::default()
            .with_recursion_limit(16)
            .from_str::<RunReplay>(text);
        match run {
            Ok(run) => Ok(ReplayFile::Run(run.check(origin)?)),
            // Not a run: a board's replay (and its error, if it is not one either).
            Err(e) if is_not_a_run(&e.code) => {
                Replay::from_text(text, origin).map(ReplayFile::Board)
            }
            Err(e) => Err(format!(
                "{origin}:{}:{}: not a run file: {}",
                e.span.start.line, e.span.start.col, e.code
            )),
        }
    }

    /// Reads a replay file (no more than 4 MiB, a run's boards together).
    pub fn load(path: &Path) -> Result<ReplayFile, String> {
        let (text, origin) = crate::replays::replay::read_text(path)?;
        ReplayFile::from_text(&text, &origin)
    }

    /// The mode it was played in.
    pub fn mode(&self) -> PlayMode {
        match self {
            ReplayFile::Board(replay) => replay.mode,
            ReplayFile::Run(run) => run.mode,
        }
    }

    /// When it was played: the opening board's date.
    pub fn played_at(&self) -> u64 {
        match self {
            ReplayFile::Board(replay) => replay.played_at,
            ReplayFile::Run(run) => run.boards.first().map_or(0, |b| b.played_at),
        }
    }

    /// The game it records, whoever sends it and whenever it says it was played: a hash of
    /// the file as the game writes it, with every board's date left out. Two files of one
    /// game (the same levels, seeds, choices and every entry of the log at its time) have the
    /// same identity however their text was spaced or dated.
    pub fn game_identity(&self) -> String {
        let mut undated = self.clone();
        match &mut undated {
            ReplayFile::Board(replay) => replay.played_at = 0,
            ReplayFile::Run(run) => run.boards.iter_mut().for_each(|b| b.played_at = 0),
        }
        format!(
            "{:016x}",
            lianliankan_engine::stable_hash(undated.to_text().as_bytes())
        )
    }

    /// The log entries to re-play.
    pub fn log_entries(&self) -> usize {
        match self {
            ReplayFile::Board(replay) => replay.log.len(),
            ReplayFile::Run(run) => run.log_entries(),
        }
    }

    /// The file as text.
    pub fn to_text(&self) -> String {
        match self {
            ReplayFile::Board(replay) => replay.to_text(),
            ReplayFile::Run(run) => run.to_text(),
        }
    }
}

/// Whether a parse error says the text lacks a run's own fields (so it may be a board's).
fn is_not_a_run(code: &ron::Error) -> bool {
    matches!(
        code,
        ron::Error::MissingStructField {
            field: "run_format" | "boards",
            ..
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replays::replay::{Outcome, fingerprint};

    fn board(seed: u64) -> Replay {
        let level = "(name: \"x\")".to_string();
        Replay {
            format: crate::replays::replay::FORMAT,
            level_id: None,
            level_fingerprint: fingerprint(&level),
            level,
            seed,
            chinese_style: false,
            mode: PlayMode::Endless,
            played_at: 1,
            log: Vec::new(),
            result: Outcome::default(),
        }
    }

    #[test]
    fn a_run_and_a_board_read_back_as_what_they_are() {
        let run = RunReplay {
            run_format: RUN_FORMAT,
            mode: PlayMode::Endless,
            boards: vec![board(1), board(2)],
        };
        assert_eq!(
            ReplayFile::from_text(&run.to_text(), "run"),
            Ok(ReplayFile::Run(run))
        );
        let one = board(3);
        assert_eq!(
            ReplayFile::from_text(&one.to_text(), "one"),
            Ok(ReplayFile::Board(one))
        );
    }

    #[test]
    fn a_run_out_of_bounds_is_refused() {
        let mut run = RunReplay {
            run_format: RUN_FORMAT,
            mode: PlayMode::Endless,
            boards: Vec::new(),
        };
        assert!(ReplayFile::from_text(&run.to_text(), "run").is_err());
        run.boards = vec![board(1); MAX_RUN_BOARDS + 1];
        assert!(ReplayFile::from_text(&run.to_text(), "run").is_err());
        run.boards = vec![board(1)];
        run.mode = PlayMode::Classic;
        assert!(ReplayFile::from_text(&run.to_text(), "run").is_err());
        run.mode = PlayMode::Endless;
        run.boards[0].level.push(' ');
        let e = ReplayFile::from_text(&run.to_text(), "run").unwrap_err();
        assert!(e.contains("board 1") && e.contains("altered"), "{e}");
    }
}
