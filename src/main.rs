//! The `lianliankan` command: plays the game, and holds the engine's tools as subcommands (see
//! `lianliankan::prelude::main_with`).

use std::process::ExitCode;

fn main() -> ExitCode {
    lianliankan::prelude::main_with(|_| {})
}
