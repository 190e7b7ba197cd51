//! The headless game tests, built into the library's own test binary: they reach the game's
//! rooms through `crate::`, so nothing is public only for them. Tests of the built
//! `lianliankan` command are in `tests/command/`.
//!
//! `cargo test --lib suite::` runs them; a module name filters, e.g.
//! `cargo test --lib suite::gravity::`.

mod common;

mod architecture;
mod controls;
mod custom_power_up;
mod deal;
mod editor;
mod game_logic;
mod gamepad;
mod gravity;
mod gravity_game;
mod history;
mod hostile;
mod hot_reload;
#[cfg(feature = "online")]
mod leaderboard;
mod lesson;
mod levels;
mod menus;
mod modes;
mod mutation;
#[cfg(feature = "online")]
mod online;
mod path_reference;
#[cfg(feature = "online")]
mod player_name;
mod power_ups;
mod progress;
#[cfg(feature = "online")]
mod race;
#[cfg(feature = "online")]
mod race_clock;
#[cfg(feature = "online")]
mod race_online;
mod replay;
mod resume;
#[cfg(feature = "online")]
mod rooms;
mod run_replays;
mod screens;
mod sleep;
mod tile_sets;
mod trust;
