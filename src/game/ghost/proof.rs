//! Proving a ghost: the replay is checked to be of the board the player is dealt, then
//! re-played as its proof does, the pairs left noted after every moment. Kept apart from the
//! ghost itself so that the game's logic, which races it, never names the proof (the proof
//! builds the logic).

use crate::formats::replays::replay::Replay;
use crate::game::core::deal::LevelSpec;
use crate::game::ghost::run::{GhostRun, same_board};
use crate::game::replays::proof::prove_watched;
use crate::i18n::Message;

/// The ghost of `replay` for the board `spec` deals; why not, as a message for the player,
/// when the replay is of another board or does not prove.
pub fn prove_ghost(replay: &Replay, spec: &LevelSpec) -> Result<GhostRun, Message> {
    same_board(replay, spec)?;
    let mut steps: Vec<(u64, u32)> = Vec::new();
    let mut start = None;
    let proven = prove_watched(replay, None, None, &mut |t, board| {
        let left = (board.grid().tile_count() / 2) as u32;
        start.get_or_insert(left);
        if steps.last().is_none_or(|&(_, last)| left < last) {
            steps.push((t, left));
        }
    })
    .map_err(|why| Message::with("ghost-not-proven", [("reason", why.into())]))?;
    Ok(GhostRun::new(
        start.unwrap_or(0),
        steps,
        proven.outcome.clock,
        proven.outcome.cleared,
    ))
}
