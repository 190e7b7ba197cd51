//! The game, built on Bevy, in feature folders. Each feature keeps its logic (what is decided)
//! and its look (what is drawn: `view.rs`, `screens.rs`, or folders of those names) apart in
//! its own folder; the logic never imports a look.
//!
//! - [`core`]: the core of play — board, deal, stages, selection, search, the move, clock,
//!   score, history, pacing, the screen state. Read it first.
//! - [`input`], [`content`] (levels, packs, tile sets, words), [`power_ups`], [`modes`],
//!   [`lesson`], [`replays`], [`persistence`], [`race`], [`online`], [`specials`]: the
//!   features.
//! - [`view`], [`screens`], [`theme`]: the look every feature shares (the board's tiles,
//!   animations, HUD and sound; the title, settings, pause, finish screens and the editor;
//!   palette and widgets).
//! - [`logic`] and [`app`]: where the features are assembled, headless and windowed.
//!
//! See `docs/architecture.md` for the map and the path of a click.

#[cfg(feature = "look")]
pub mod assembly;
pub mod content;
pub mod core;
pub mod ghost;
pub mod input;
pub mod lesson;
pub mod logic;
pub mod modes;
pub mod one_thread;
#[cfg(feature = "online")]
pub mod online;
pub mod persistence;
pub mod power_ups;
pub mod race;
pub mod records;
pub mod replays;
pub mod result_card;
#[cfg(feature = "look")]
pub mod screens;
pub mod specials;
#[cfg(feature = "look")]
pub mod theme;
#[cfg(feature = "look")]
pub mod view;

#[cfg(feature = "look")]
pub use assembly::app::{GameOptions, run_app};
