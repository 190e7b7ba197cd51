//! The `lianliankan` command: plays the game, and holds the engine's tools as subcommands (see
//! `lianliankan::cli::command`).

use std::process::ExitCode;

fn main() -> ExitCode {
    lianliankan::cli::command::main_with(|_| {})
}
