//! 连连看 (Lianliankan): a tile-link puzzle game.
//!
//! **Mods use [`prelude`]**: it holds everything a mod needs (the game as an app, typed
//! power-ups, words in both languages, the board, the look's helpers), and it is the only API
//! promised to mods (see `docs/modding.md`). [`engine`] is the rules on their own, with no
//! Bevy: a board, its links and an exact solver.
//!
//! The other modules are the game's rooms, public for the game's own tests and tools; they are
//! left out of these docs and may change at any time.

#![warn(missing_docs)]

pub mod engine;
pub mod prelude;

#[doc(hidden)]
pub mod allocator;
#[doc(hidden)]
pub mod art;
#[doc(hidden)]
pub mod cli;
#[doc(hidden)]
pub mod daily;
#[doc(hidden)]
pub mod difficulty;
#[doc(hidden)]
pub mod files;
#[doc(hidden)]
pub mod game;
#[doc(hidden)]
pub mod i18n;
#[doc(hidden)]
pub mod kept_game;
#[doc(hidden)]
pub mod level;
#[doc(hidden)]
pub mod music;
#[doc(hidden)]
#[cfg(feature = "online")]
pub mod online;
#[doc(hidden)]
pub mod pack;
#[doc(hidden)]
pub mod progress;
#[doc(hidden)]
pub mod race_items;
#[doc(hidden)]
pub mod record_key;
#[doc(hidden)]
pub mod replay;
#[doc(hidden)]
pub mod replay_header;
#[doc(hidden)]
pub mod report;
#[doc(hidden)]
pub mod save;
#[doc(hidden)]
pub mod shipped;
