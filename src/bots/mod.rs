//! Computer players: plain Rust over the rule engine, with no game and no Bevy.
//!
//! A computer player sees what a player sees (no face lying down), looks for a pair as a
//! person does (near its last pick first, missing some, for a time a model of human waits
//! gives: `think.rs`), takes the one its tier prefers and asks for hints as its tier says
//! (`tier.rs`, `policy.rs`). `race.rs` races several on one board on the rules alone; the game
//! plays the same choices through its own input, match and search (`game/replays/bot.rs`), so
//! a computer player's game records as a replay that proves.

// Computer players racing a person are the race rooms' (the `online` feature).
#[cfg_attr(not(feature = "online"), allow(dead_code))]
pub mod field;
pub mod policy;
pub mod race;
pub mod think;
pub mod tier;

#[cfg(test)]
mod tests;
