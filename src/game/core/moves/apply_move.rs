//! Applying a move: a found pair leaves the board at once and the rest settle under the
//! level's gravity. The view animates what the board reports; this only decides.

use bevy::prelude::*;

use crate::game::core::board::Board;
use crate::game::core::messages::{MatchFound, TileChanges};
use crate::game::core::stages::MoveFlow;

/// Takes found pairs off the board.
pub fn remove_found(
    mut found: MessageReader<MatchFound>,
    board: Option<ResMut<Board>>,
    mut commands: Commands,
    mut changes: TileChanges,
) {
    let Some(mut board) = board else {
        found.clear();
        return;
    };
    for m in found.read() {
        let change = match &m.slide {
            Some(slide) => board.apply_slide(slide, &mut commands),
            None => board.apply_move(&[m.a, m.b], &mut commands),
        };
        changes.report(change);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        remove_found
            .run_if(on_message::<MatchFound>)
            .in_set(MoveFlow::Apply),
    );
}
