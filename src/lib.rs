//! 连连看 (Lianliankan): a tile-link puzzle game.
//!
//! **Mods use [`prelude`]**: it holds everything a mod needs (the game as an app, typed
//! power-ups, words in both languages, the board, the look's helpers), and it is the only API
//! promised to mods (see `docs/modding.md`). [`engine`] is the rules on their own, with no
//! Bevy: a board, its links and an exact solver.
//!
//! [`formats`] reads and checks the files a level designer or a tool deals with (levels,
//! packs, replays, progress, settings) as the game reads them.
//!
//! Everything else is the game's own rooms, private to the crate: a module is `pub(crate)`
//! (or private), and what a mod or a tool needs of it is re-exported, documented, from
//! `prelude` or `formats`. The game's headless tests live inside the crate (`src/suite/`).

#![warn(missing_docs)]
// Without the look (the server's build) the look's callers are compiled out, so imports and
// helpers only they use go unused; the full build, which every check runs, holds those lints.
#![cfg_attr(not(feature = "look"), allow(unused_imports, dead_code))]

/// The rule engine, its own crate (`crates/engine`): a board, its links and an exact solver,
/// with no Bevy.
pub use lianliankan_engine as engine;
/// Every file the game reads or writes, its own crate (`crates/formats`) with the words and the
/// difficulty measure, with no Bevy.
pub use lianliankan_formats as formats;
pub mod prelude;

pub(crate) mod allocator;
pub(crate) mod art;
pub(crate) mod bots;
pub(crate) mod cli;
pub(crate) use lianliankan_engine::deadline;
pub(crate) use lianliankan_formats::difficulty;
pub(crate) mod game;
pub(crate) use lianliankan_formats::i18n;
#[cfg(feature = "look")]
pub(crate) mod music;
#[cfg(feature = "online")]
pub(crate) mod online;

pub(crate) mod report;
#[cfg(feature = "server")]
pub mod server;

#[cfg(test)]
mod suite;
