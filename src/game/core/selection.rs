//! The selection system: picks from any input become match requests.

use bevy::prelude::*;

use super::board::Board;
use super::clock::DealClock;
use super::messages::{MatchRequest, SelectionDropped, TilePicked, TilesMoved};
use super::picks_held::PicksHeld;
use crate::engine::Pos;
use crate::game::core::power_ups::Aiming;
use crate::game::core::stages::MoveFlow;

/// The tile picked first, waiting for its partner.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// The first pick, if any.
    pub first: Option<Pos>,
}

/// Escape: the selection goes and a power-up stops aiming.
pub fn drop_selection(
    mut dropped: MessageReader<SelectionDropped>,
    mut selection: ResMut<Selection>,
    mut aiming: ResMut<Aiming>,
) {
    if dropped.read().count() > 0 {
        selection.first = None;
        aiming.0 = None;
    }
}

/// Turns picks into requests: first pick selects, picking it again deselects, a tile of
/// another kind takes over the selection, a tile of the same kind sends the request. A tile
/// that may not be picked yet (frozen, locked) is sent alone, to be refused with its reason. While a
/// power-up aims, picks are its own; while picks are held (a freeze), they do nothing.
pub fn select(
    mut picks: MessageReader<TilePicked>,
    mut requests: MessageWriter<MatchRequest>,
    mut selection: ResMut<Selection>,
    (aiming, held, clock): (Res<Aiming>, Res<PicksHeld>, Res<DealClock>),
    board: Option<Res<Board>>,
) {
    let open = aiming.0.is_none() && !held.holds(&clock);
    let Some(board) = board.filter(|_| open) else {
        picks.clear();
        return;
    };
    let (grid, rules) = (board.grid(), board.rules());
    for &TilePicked(p) in picks.read() {
        // Only tiles in play can be picked: vanishing ones are already off the grid.
        let Some(kind) = grid.kind(p) else {
            continue;
        };
        if !grid.pickable(p) {
            // Frozen or locked: the search refuses it by name, and the selection stays.
            requests.write(MatchRequest { a: p, b: p });
            continue;
        }
        let first = selection.first.filter(|&f| grid.kind(f).is_some());
        selection.first = match first {
            None => Some(p),
            Some(f) if f == p => None,
            Some(f) if !grid.kind(f).is_some_and(|k| rules.matches(k, kind)) => Some(p),
            Some(f) => {
                requests.write(MatchRequest { a: f, b: p });
                None
            }
        };
    }
}

/// A selected tile that moves (gravity) stays selected in its new cell.
pub fn follow_moves(mut moved: MessageReader<TilesMoved>, mut selection: ResMut<Selection>) {
    for TilesMoved(tiles) in moved.read() {
        if let Some(first) = selection.first
            && let Some(t) = tiles.iter().find(|t| t.from == first)
        {
            selection.first = Some(t.to);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_systems(
            Update,
            (
                drop_selection.run_if(on_message::<SelectionDropped>),
                select.run_if(on_message::<TilePicked>),
            )
                .chain()
                .in_set(MoveFlow::Select),
        )
        .add_systems(
            Update,
            follow_moves
                .run_if(on_message::<TilesMoved>)
                .in_set(MoveFlow::React),
        );
}
