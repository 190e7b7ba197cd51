//! The stable ids of the built-in power-ups that the game's own rules name: the daily board
//! deals a hint and a shuffle, relaxed mode gives hints without limit. The power-ups declare
//! these as their `PowerUp::ID`; the rules below them (the daily board, relaxed mode, the
//! replay checks) name them from here, without knowing the power-ups themselves.

/// [`Hint`](crate::game::power_ups::hint::Hint)'s id.
pub const HINT: &str = "hint";
/// [`Shuffle`](crate::game::power_ups::shuffle::Shuffle)'s id.
pub const SHUFFLE: &str = "shuffle";
