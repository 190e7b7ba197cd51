//! Coaching a replay: it is proven by re-playing it as its proof does, the board looked at
//! after every moment, and the coach (`coach.rs`) reads the boards. Kept apart from the coach
//! so that the game's coach screen, handed this by the assembly, never names the proof (the
//! proof builds the logic).

use std::path::Path;

use crate::engine::Grid;
use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::power_ups::PowerUps;
use crate::game::replays::coach::{Coaching, links};
use crate::game::replays::proof::prove_watched;

/// Re-plays `replay` (checked against `pack` as its proof is, with the power-ups of
/// `power_ups`, the built-ins when `None`) and coaches it; why not when it does not prove.
pub fn coach(
    replay: &Replay,
    pack: Option<&Path>,
    power_ups: Option<&PowerUps>,
) -> Result<Coaching, String> {
    let mut boards: Vec<(u64, Grid)> = Vec::new();
    let mut rules = None;
    let proven = prove_watched(replay, pack, power_ups, &mut |t, board| {
        rules.get_or_insert_with(|| board.rules());
        boards.push((t, board.grid().clone()));
    })?;
    let rules = rules.ok_or("the replay has no moment to look at")?;
    let at = |kind: fn(&Event) -> bool| -> Vec<u64> {
        replay
            .log
            .iter()
            .filter(|e| kind(&e.e))
            .map(|e| e.t)
            .collect()
    };
    Ok(Coaching {
        links: links(replay, &boards, &rules),
        hints: at(|e| matches!(e, Event::Used(name) if name == "hint")),
        undos: at(|e| matches!(e, Event::Undo)),
        redeals: at(|e| matches!(e, Event::Redealt { .. })),
        cleared: proven.outcome.cleared,
        clock: proven.outcome.clock,
        rules,
    })
}

/// [`coach`] as the game's coach screen asks: the replay's own level, the built-in power-ups.
pub fn coach_in_game(replay: &Replay) -> Result<Coaching, String> {
    coach(replay, None, None)
}
