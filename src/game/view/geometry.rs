//! Where the board lies in the world: cells are [`CELL`] units square, the board centred on
//! the origin.

use bevy::prelude::*;

use crate::engine::Pos;

/// World units per cell.
pub const CELL: f32 = 64.0;

/// World position of a cell's centre (ring cells included) on a `w × h` board.
pub fn cell_center(p: Pos, w: usize, h: usize) -> Vec2 {
    Vec2::new(
        (p.x as f32 - (w as f32 - 1.0) / 2.0) * CELL,
        -(p.y as f32 - (h as f32 - 1.0) / 2.0) * CELL,
    )
}
