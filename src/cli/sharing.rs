//! `lianliankan share` and `fetch-replay`: whether this player's leaderboard games may be
//! fetched by others, and fetching a shared entry's game to race it as a ghost (`--ghost`).
//! Exit statuses as the other online commands: 0 done, 1 refused (the reason is printed), 2 a
//! bad option or file, or a server that cannot be reached.

use std::path::Path;
use std::process::ExitCode;

use super::online::{client_error, signed_in};
use crate::formats::replay::Replay;
use crate::online::client::Client;

/// `lianliankan share on|off --server URL [--name NAME]`: binds the name (the one kept when
/// none is given) and tells the server whether its leaderboard games are shared.
pub fn share(server: &str, share: bool, name: Option<&str>) -> ExitCode {
    let (me, _, client, name) = match signed_in(server, name) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = client.register(&me, &name) {
        return client_error(&e);
    }
    match client.set_sharing(&me, &name, share, crate::online::shared::now_ms()) {
        Ok(true) => {
            println!("{name}'s leaderboard games are shared: others can race them as ghosts");
            ExitCode::SUCCESS
        }
        Ok(false) => {
            println!("{name}'s leaderboard games are not shared");
            ExitCode::SUCCESS
        }
        Err(e) => client_error(&e),
    }
}

/// `lianliankan fetch-replay --server URL --board BOARD NAME FILE`: the replay of NAME's entry
/// on BOARD (named in full, as `leaderboard` prints it), when they share, written to FILE (a
/// new file: an existing one is never replaced).
pub fn fetch_replay(server: &str, board: &str, name: &str, file: &Path) -> ExitCode {
    if file.exists() {
        eprintln!(
            "error: {} exists; name a new file for the replay",
            file.display()
        );
        return ExitCode::from(2);
    }
    let client = match Client::new(server) {
        Ok(client) => client,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let shared = match client.shared_replay(board, name) {
        Ok(shared) => shared,
        Err(e) => return client_error(&e),
    };
    let origin = format!("{name}'s replay from the server");
    let replay = match Replay::from_text(&shared.replay, &origin) {
        Ok(replay) => replay,
        Err(e) => {
            eprintln!("error: {e} (a run's replay cannot race as a ghost)");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = crate::formats::save::write_new(file, shared.replay.as_bytes()) {
        eprintln!("error: {}: cannot write the replay: {e}", file.display());
        return ExitCode::from(2);
    }
    println!(
        "{name}'s game on {} ({} points) is in {}",
        shared.board,
        replay.result.points,
        file.display()
    );
    println!("race it: lianliankan --ghost {}", file.display());
    ExitCode::SUCCESS
}
