//! 连连看 (Lianliankan): a tile-link puzzle game.
//!
//! [`engine`] holds the rules (no rendering); [`art`] draws the pictures as plain pixels; the
//! game itself ([`game`]) is built on them with Bevy. [`game::app`] assembles the whole game,
//! so a modder's own `main` can add power-ups to it before running it.

pub mod allocator;
pub mod art;
pub mod cli;
pub mod daily;
pub mod difficulty;
pub mod engine;
pub mod files;
pub mod game;
pub mod i18n;
pub mod level;
pub mod music;
#[cfg(feature = "online")]
pub mod online;
pub mod pack;
pub mod progress;
pub mod record_key;
pub mod replay;
pub mod replay_header;
pub mod report;
pub mod save;
pub mod shipped;
