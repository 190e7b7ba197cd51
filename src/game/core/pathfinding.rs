//! The pathfinding system: answers each match request with a found path or a rejection,
//! running the rule engine's turn-limited search over the board resource; a rejection says
//! why.

use bevy::prelude::*;

use super::board::Board;
use super::messages::{MatchFound, MatchRejected, MatchRequest};
use crate::engine::{play_move, try_link};
use crate::game::core::stages::MoveFlow;

/// Checks each request against the board. Requests handled in one frame see each other's
/// removals, so spamming clicks can never remove more than the matched pairs.
pub fn find_matches(
    mut requests: MessageReader<MatchRequest>,
    mut found: MessageWriter<MatchFound>,
    mut rejected: MessageWriter<MatchRejected>,
    board: Option<Res<Board>>,
) {
    let Some(board) = board else {
        requests.clear();
        return;
    };
    let rules = board.rules();
    // Copied only when a frame has several requests.
    let mut grid = std::borrow::Cow::Borrowed(board.grid());
    for &MatchRequest { a, b } in requests.read() {
        let outcome = try_link(&grid, a, b, &rules);
        match outcome {
            Ok(path) => {
                // The board plays the move the same way when the pair is removed, so later
                // requests of this frame are judged on the board they will meet.
                play_move(grid.to_mut(), (a, b), &rules);
                found.write(MatchFound { a, b, path });
            }
            Err(reason) => {
                rejected.write(MatchRejected { a, b, reason });
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        find_matches
            .run_if(on_message::<MatchRequest>)
            .in_set(MoveFlow::Search),
    );
}
