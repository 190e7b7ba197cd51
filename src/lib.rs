//! 连连看 (Lianliankan): a tile-link puzzle game.
//!
//! [`engine`] holds the rules (no rendering); the game itself is built on it with Bevy.

pub mod cli;
pub mod engine;
pub mod game;
pub mod level;
pub mod progress;
pub mod save;
