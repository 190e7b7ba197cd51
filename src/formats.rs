//! The files a level designer or a tool deals with, read and checked as the game reads them:
//! levels ([`Level`]), pack documents ([`read_document`]), replays ([`Replay`],
//! [`check_header`], [`replay_level_spec`]), runs' replays ([`RunReplay`], [`ReplayFile`]),
//! the player's progress and settings
//! ([`read_save_file`]) and the game kept in progress ([`KeptGame`]).
//!
//! A value that reads writes back out with its own `to_ron`/`to_text` (or RON, for the save
//! files) and reads back the same; bad input is an `Err` that says what is wrong, never a panic.

use serde::de::DeserializeOwned;

pub use crate::game::logic::settings::Settings;
pub use crate::kept_game::{FORMAT as KEPT_GAME_FORMAT, KeptGame, KeptGameFile, KeptRun};
pub use crate::level::{CheckReport, Level, LevelError, Problem, check_loaded};
pub use crate::pack::{PackDocument, PackInfo, PackedLevel, read_document};
pub use crate::progress::Progress;
pub use crate::replay::{Entry, Event, FORMAT as REPLAY_FORMAT, Outcome, Replay, fingerprint};
pub use crate::replay_header::{Header, check_header};
pub use crate::run_replay::{MAX_RUN_BOARDS, RUN_FORMAT, ReplayFile, RunReplay};

use crate::game::logic::deal::LevelSpec;
use crate::game::logic::playback::Playback;
use crate::i18n::Language;

/// What a replay deals when it is shown or proven: its level and seed, in its mode, with its
/// own "any flower, any season" choice. An `Err` says why the replay cannot be played.
pub fn replay_level_spec(replay: &Replay) -> Result<LevelSpec, String> {
    Playback::level_spec(replay)
}

/// A save file's contents (the progress file, [`Progress`], or the settings file,
/// [`Settings`]) as the game reads them on start, or what is wrong with them, in `language`
/// (for a syntax error: its line and column).
pub fn read_save_file<T: DeserializeOwned>(bytes: &[u8], language: Language) -> Result<T, String> {
    crate::save::parse(bytes).map_err(|message| message.text(language))
}
