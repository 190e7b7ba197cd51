//! The headless game tests, built into the library's own test binary: they reach the game's
//! rooms through `crate::`, so nothing is public only for them. Tests of the built
//! `lianliankan` command are in `tests/command/`.
//!
//! The folders follow the source's: `cargo test --lib suite::race` runs every race test,
//! `cargo test --lib suite::core::` the core of play's.

pub(crate) mod common;

pub(crate) mod architecture;
pub(crate) mod content;
pub(crate) mod core;
pub(crate) mod formats;
pub(crate) mod input;
pub(crate) mod lesson;
pub(crate) mod modes;
#[cfg(feature = "server")]
pub(crate) mod online;
pub(crate) mod persistence;
pub(crate) mod power_ups;
#[cfg(feature = "server")]
pub(crate) mod race;
pub(crate) mod reader;
pub(crate) mod records;
pub(crate) mod replays;
pub(crate) mod screens;
pub(crate) mod trust;
