//! Games on file: a replay of one board (`replay.rs`, its header checks in `replay_header.rs`),
//! a run of boards (`run_replay.rs`) and the game in progress kept for Continue
//! (`kept_game.rs`), and a game's result as a card to pass on (`result_card.rs`).

pub mod kept_game;
pub mod replay;
pub mod replay_header;
pub mod result_card;
pub mod run_replay;
