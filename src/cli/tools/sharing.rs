//! `lianliankan share` and `fetch-replay`: whether this player's leaderboard games may be
//! fetched by others, and fetching a shared entry's game to race it as a ghost (`--ghost`).
//! Exit statuses as the other online commands: 0 done, 1 refused (the reason is printed), 2 a
//! bad option or file, or a server that cannot be reached.

use std::path::Path;
use std::process::ExitCode;

use super::online::{client_error, signed_in};
use crate::formats::replays::replay::Replay;
use crate::online::api::SharedReplay;
use crate::online::boards::Board;
use crate::online::client::Client;

/// `lianliankan share on|off --server URL [--name NAME]`: binds the name (the one kept when
/// none is given) and tells the server whether its leaderboard games are shared.
pub fn share(server: &str, share: bool, name: Option<&str>) -> crate::cli::failure::Outcome {
    let (me, _, client, name) = signed_in(server, name)?;
    if let Err(e) = client.register(&me, &name) {
        return client_error(&e);
    }
    match client.set_sharing(&me, &name, share, crate::online::api::now_ms()) {
        Ok(true) => {
            println!("{name}'s leaderboard games are shared: others can race them as ghosts");
            Ok(ExitCode::SUCCESS)
        }
        Ok(false) => {
            println!("{name}'s leaderboard games are not shared");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => client_error(&e),
    }
}

/// `lianliankan fetch-replay --server URL --board BOARD NAME FILE`: the replay of NAME's entry
/// on BOARD (named in full, as `leaderboard` prints it), when they share, written to FILE (a
/// new file: an existing one is never replaced).
pub fn fetch_replay(
    server: &str,
    board: &str,
    name: &str,
    file: &Path,
) -> crate::cli::failure::Outcome {
    Board::parse(board)?;
    if file.exists() {
        let why = format!("{} exists; name a new file for the replay", file.display());
        return Err(why.into());
    }
    let client = Client::new(server)?;
    let shared = match client.shared_replay(board, name) {
        Ok(shared) => shared,
        Err(e) => return client_error(&e),
    };
    let replay = answered_replay(board, &shared)?;
    crate::formats::storage::save::write_new(file, shared.replay.as_bytes())
        .map_err(|e| format!("{}: cannot write the replay: {e}", file.display()))?;
    println!(
        "{name}'s game on {} ({} points) is in {}",
        shared.board,
        replay.result.points,
        file.display()
    );
    println!("race it: lianliankan --ghost {}", file.display());
    Ok(ExitCode::SUCCESS)
}

/// The replay a server answered with, when it is one of the board asked for (`asked`, a board
/// name as `leaderboard` prints it) and the board the answer names: a server that answers for
/// another board, or names the right one around another level's replay, is refused.
fn answered_replay(asked: &str, shared: &SharedReplay) -> Result<Replay, String> {
    let origin = format!(
        "{}'s replay from the server",
        super::online::shown(&shared.name)
    );
    let replay = Replay::from_text(&shared.replay, &origin)
        .map_err(|e| format!("{e} (a run's replay cannot race as a ghost)"))?;
    let counts_for = Board::of(&replay)?;
    let query = Board::parse(asked)?;
    if !query.holds(&counts_for) || shared.board != counts_for.to_string() {
        return Err(format!(
            "the server answered with a replay of {counts_for} (it said {}), not of {asked}; \
             nothing was written",
            super::online::shown(&shared.board)
        ));
    }
    Ok(replay)
}

// The replays come from the server's tests' helpers.
#[cfg(all(test, feature = "server"))]
mod tests {
    use super::*;

    /// A pack level's clear, as the game writes one, and the board it counts for.
    fn level_replay() -> (String, String) {
        let replay = crate::suite::online::server::pack_level_clear(3);
        let board = Board::of(&replay).unwrap().to_string();
        (replay.to_text(), board)
    }

    #[test]
    fn an_answer_for_another_board_is_refused() {
        let (text, board) = level_replay();
        let shared = |board: &str| SharedReplay {
            board: board.to_string(),
            name: "Ann".into(),
            replay: text.clone(),
        };
        assert!(answered_replay(&board, &shared(&board)).is_ok());
        let id_only = board.rsplit_once('@').unwrap().0;
        assert!(answered_replay(id_only, &shared(&board)).is_ok());
        // The right board's name around another board's replay, and the other way round.
        let other = "level/99-elsewhere@0123456789abcdef";
        let e = answered_replay(other, &shared(other)).unwrap_err();
        assert!(e.contains("not of level/99-elsewhere"), "{e}");
        let e = answered_replay(&board, &shared(other)).unwrap_err();
        assert!(e.contains("it said level/99-elsewhere"), "{e}");
        assert!(answered_replay("endless", &shared(&board)).is_err());
    }
}
