//! A move's way through the core, one stage a file: picks become match requests
//! (`selection.rs`, unless the picks are held, `picks_held.rs`), the engine's search answers each
//! (`pathfinding.rs`), and a found pair leaves the board (`apply_move.rs`).

pub mod apply_move;
pub mod pathfinding;
pub mod picks_held;
pub mod selection;
