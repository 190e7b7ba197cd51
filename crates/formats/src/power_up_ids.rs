//! The stable ids of the built-in power-ups that the game's own rules name: the daily board
//! deals a hint and a shuffle, relaxed mode gives hints without limit. The power-ups declare
//! these as their `PowerUp::ID`; the rules below them (the daily board, relaxed mode, the
//! replay checks) name them from here, without knowing the power-ups themselves.

/// The id of the hint power-up (the game's `power_ups/hint.rs`).
pub const HINT: &str = "hint";
/// The id of the shuffle power-up (the game's `power_ups/shuffle.rs`).
pub const SHUFFLE: &str = "shuffle";
