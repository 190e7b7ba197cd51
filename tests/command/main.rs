//! Tests of the built `lianliankan` command, in one test binary (each binary links Bevy): its
//! subcommands, exit statuses and messages, the files it is given, and the window's
//! screenshot. They use only the library's public API (`lianliankan::formats`, the prelude);
//! the game's own headless tests are in `src/suite/`.
//!
//! `cargo test --test command` runs them. The screenshot tests and the player journeys need a
//! display and are ignored unless asked for: `cargo test --test command screenshot:: --
//! --ignored`, `cargo test --test command journeys:: -- --ignored` (the journeys start their
//! own display and window manager).

mod bots;
mod budgets;
mod cli;
mod code;
mod custom_power_up;
mod deal;
mod export;
mod hostile;
mod journeys;
#[cfg(feature = "online")]
mod online;
mod replay;
mod screenshot;
mod tile_sets;

use std::path::{Path, PathBuf};

/// The game's command, as cargo built it for these tests.
pub fn lianliankan() -> std::process::Command {
    std::process::Command::new(env!("CARGO_BIN_EXE_lianliankan"))
}

/// The server's command (`crates/server`), built beside the game's by the same workspace build
/// (its own tests make cargo build it).
pub fn lianliankan_server() -> std::process::Command {
    let game = Path::new(env!("CARGO_BIN_EXE_lianliankan"));
    let server = game.with_file_name(format!(
        "lianliankan-server{}",
        std::env::consts::EXE_SUFFIX
    ));
    assert!(
        server.is_file(),
        "{} is not built: cargo test --workspace builds it (or cargo build -p lianliankan-server)",
        server.display()
    );
    std::process::Command::new(server)
}

/// A replay the game recorded: the level "Everything" (every power-up, gravity down), cleared.
pub fn recorded_replay() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/replay/everything.ron")
}
