//! Modes of play.

pub(crate) mod pack_and_daily;
