//! 连连看 (Lianliankan)'s files and words, in plain Rust with no Bevy: every file the game reads
//! or writes, the words it speaks in ten languages (`i18n`) and the difficulty a level's deals
//! measure (`difficulty`). The compiler holds the wall: this crate depends on the rules
//! (`lianliankan-engine`) and on readers of text and pictures, never on the game or Bevy, so
//! tools, fuzzing, the server and a modder's program read and check a file exactly as the game
//! does, and its tests build without Bevy. A value that reads writes back out with its own
//! `to_ron`/`to_text` (or RON, for the save files) and reads back the same; bad input is an
//! `Err` that says what is wrong (file, line, what was expected), never a panic, and every read
//! is capped in size (`files`).
//!
//! | file | where (data directory, unless said) | written by | read by | version |
//! |---|---|---|---|---|
//! | level ([`Level`], `level/`) | the installed `levels/`; `packs/NAME/*.ron`; any `--level FILE` | the editor | `check`, the game's level loader, replays | none: new fields have defaults |
//! | pack (`pack.rs`) and pack document ([`PackDocument`], `pack_document.rs`) | `pack.ron` in a pack's folder; a whole pack as one file | the editor, `pack export` | `pack import`, the loader | `format: 1` |
//! | replay ([`Replay`], `replays/replay.rs`; header checks [`check_header`], `replays/replay_header.rs`) | `replays/recent/`, `replays/best/`, `online/outbox/` | the recorder's writer thread | `--replay`, `replay`, the server | `format: 1` |
//! | run ([`RunReplay`], `replays/run_replay.rs`) | `replays/runs/` | the run recorder's writer thread | `replay`, the server | `run_format: 1` |
//! | game in progress ([`KeptGame`], `replays/kept_game.rs`) | `replays/in-progress.ron` | the keeper's writer thread | Continue | `format: 1` |
//! | progress ([`Progress`], `saves/progress.rs`; its journal of finished games, `saves/journal.rs`, read by the hall of fame, `saves/hall_of_fame.rs`, and the statistics, `saves/statistics.rs`) | `progress.ron` | the progress writer thread (merging another copy's) | start-up | none: new fields have defaults |
//! | settings ([`SavedSettings`], `saves/settings.rs`) | `settings.ron` | the settings writer thread | start-up | none: new fields have defaults |
//!
//! Shared by them: board codes (`board_code.rs`, a board named in a line of text or a link),
//! the mode a game was played in ([`PlayMode`], `play_mode.rs`, written as its
//! name), record keys (`record_key.rs`), the daily board a `daily/DATE` key names (`daily.rs`),
//! race items (`race_items.rs`), a quick game's choices (`quick_game.rs`, kept in the settings), the built-in power-ups' ids (`power_up_ids.rs`), reading
//! (`storage/files.rs`: only regular files, capped, never blocking on a FIFO) and saving (`storage/save.rs`:
//! atomic writes under a lock, damaged files set aside, unreadable ones never written over),
//! and where the shipped files are (`storage/shipped.rs`).

#![warn(missing_docs)]

pub mod difficulty;
pub mod i18n;

pub mod board_code;
pub mod daily;
pub mod desktop;
pub mod level;
pub mod mode_terms;
pub mod pack;
pub mod pack_document;
pub mod play_mode;
pub mod power_up_ids;
pub mod quick_game;
pub mod race_items;
pub mod race_link;
pub mod record_key;
pub mod replays;
pub mod saves;
pub mod storage;

use serde::de::DeserializeOwned;

pub use crate::board_code::{
    BoardCode, CodeBoard, CodeError, Named, PackLevels, level_fingerprint, pack_levels,
};
pub use crate::desktop::kmahjongglib::read_and_draw as read_and_draw_desktop_picture;
use crate::i18n::Language;
pub use crate::level::{CheckReport, Level, LevelError, Problem, check_loaded};
pub use crate::pack::PackInfo;
pub use crate::pack_document::{PackDocument, PackedLevel, read_document};
pub use crate::play_mode::PlayMode;
pub use crate::quick_game::{QuickDifficulty, QuickGame};
pub use crate::replays::kept_game::{FORMAT as KEPT_GAME_FORMAT, KeptGame, KeptGameFile, KeptRun};
pub use crate::replays::replay::{
    Entry, Event, FORMAT as REPLAY_FORMAT, Outcome, Replay, fingerprint,
};
pub use crate::replays::replay_header::{Header, check_header};
pub use crate::replays::run_replay::{MAX_RUN_BOARDS, RUN_FORMAT, ReplayFile, RunReplay};
pub use crate::saves::progress::Progress;
pub use crate::saves::settings::SavedSettings;

/// A save file's contents (the progress file, [`Progress`], or the settings file,
/// [`SavedSettings`]) as the game reads them on start, or what is wrong with them, in `language`
/// (for a syntax error: its line and column).
pub fn read_save_file<T: DeserializeOwned>(bytes: &[u8], language: Language) -> Result<T, String> {
    crate::storage::save::parse(bytes).map_err(|message| message.text(language))
}
