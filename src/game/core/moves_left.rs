//! How many pairs can be removed now: the HUD's "moves left", as GNOME Mahjongg shows it.
//! Counted by the engine once each time the board changes (a few microseconds on a full 30×16
//! board), never per frame.

use bevy::prelude::*;

use crate::engine::all_steps;
use crate::game::core::board::Board;
use crate::game::core::stages::MoveFlow;

/// The pairs that can be removed on the board as it is now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MovesLeft {
    /// The board generation counted, and the count.
    counted: Option<(u64, usize)>,
}

impl MovesLeft {
    /// The count for the board as it is now (`None` before the first board is counted).
    pub fn count(&self) -> Option<usize> {
        self.counted.map(|(_, n)| n)
    }
}

/// Counts the moves when the board has changed since the last count.
fn count_moves_left(board: Option<Res<Board>>, mut left: ResMut<MovesLeft>) {
    let Some(board) = board else { return };
    let generation = board.generation();
    if left.counted.is_some_and(|(g, _)| g == generation) {
        return;
    }
    let count = all_steps(board.grid(), &board.rules()).len();
    left.counted = Some((generation, count));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MovesLeft>().add_systems(
        Update,
        // After the frame's moves, wherever the board is (in play, under a menu, a replay).
        count_moves_left.after(MoveFlow::HandOn),
    );
}
