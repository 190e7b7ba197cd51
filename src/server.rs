//! The `lianliankan-server` command (feature `server`; `crates/server` is its binary): the
//! leaderboards' and race rooms' server, proving replays with the game's own rules, headless.

pub use crate::cli::serve::server_main;
