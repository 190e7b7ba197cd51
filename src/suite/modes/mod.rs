//! Modes of play.

pub(crate) mod pack_and_daily;
pub(crate) mod quick_game;
