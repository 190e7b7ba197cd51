//! The rule engine: plain Rust with no rendering. Boards, the link search, dealing, solving,
//! hints and shuffles, special tiles, and the NOI 1804 contest solver.
//!
//! Everything here is deterministic: the same inputs (and seed) give the same results on every
//! machine.
//!
//! The game (`lianliankan`) re-exports this crate as `lianliankan::engine`.

#![warn(missing_docs)]

pub mod cell;
pub mod deadline;
pub mod deal;
pub mod goals;
pub mod gravity;
pub mod grid;
pub mod links;
pub mod modded_specials;
pub mod moves;
pub mod noi;
pub mod path;
pub mod refusal;
pub mod rng;
pub mod rules;
pub mod slide_links;
pub mod solver;
pub mod special_rules;
pub mod specials;

pub use deal::{Deal, DealError, Difficulty, deal, reshuffle};
pub use gravity::{Gravity, Slide};
pub use grid::{Cell, Grid, Kind, Pos};
pub use links::{LinkMap, LinkSearch, link_segments};
pub use moves::{Move, all_moves, has_move, play_move, remove_and_settle, remove_pair};
pub use path::{Path, find_path};
pub use refusal::{Refusal, try_link};
pub use rng::{GameRng, stable_hash};
pub use rules::{MatchGroups, Rules, TurnLimit};
pub use slide_links::{SlideLink, Step, all_steps};
pub use solver::{Hint, Verdict, is_dead_end, replays_to_empty, safe_hint, solve};

/// The engine's own tests beyond each file's: from text grids, against references.
#[cfg(test)]
mod suite;
