//! The game, built on Bevy, in rooms:
//!
//! - [`logic`]: what is decided — the board, dealing and the clock, input and selection, the
//!   search, applying a move, the flow of a board, score, history, the power-up core, levels,
//!   progress and settings. Runs headless; never imports the view.
//! - [`power_ups`]: the built-in power-ups, one file each, on the core's public API.
//! - [`view`]: what is drawn and heard — tiles and their animation, camera, backdrop, link
//!   lines, effects, HUD, power-up bar, audio, screenshots.
//! - [`screens`]: title, level select, settings, pause, win and lose, the editor.
//! - [`theme`]: the palette and widget builders.
//! - [`tile_sets`]: tile sets as an extension point, and the built-ins' registration;
//!   [`mod_assets`]: a mod's own asset folder.
//! - [`app`]: the one place the app is assembled.
//!
//! See `docs/architecture.md` for a diagram and the path of a click.

pub mod app;
pub mod bot;
pub mod logic;
pub mod mod_assets;
pub mod one_thread;
mod options;
pub mod power_ups;
pub mod replay;
pub mod run_proof;
pub mod screens;
mod start;
pub mod theme;
pub mod tile_sets;
pub mod view;

pub use app::{GameOptions, run_app};
