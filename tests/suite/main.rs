//! The integration and headless game tests, in one test binary (each binary links Bevy, so one
//! is much faster to build than one per file).
//!
//! `cargo test --test suite` runs them all; a module name filters, e.g.
//! `cargo test --test suite gravity::`. The screenshot test needs a display and is ignored
//! unless asked for: `cargo test --test suite screenshot:: -- --ignored`.

mod common;

mod architecture;
mod budgets;
mod cli;
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
mod race;
mod replay;
mod resume;
#[cfg(feature = "online")]
mod rooms;
mod screens;
mod screenshot;
mod sleep;
mod tile_sets;
mod trust;
