//! Modes of play.

pub(crate) mod board_code;
pub(crate) mod pack_and_daily;
pub(crate) mod quick_game;
