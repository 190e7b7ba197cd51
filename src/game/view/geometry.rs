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

/// The world units the board camera keeps in view for a `w × h` grid (ring cells included),
/// with `below` cells of room under it and a `beside` share of the width on its right: the
/// board, a margin and the HUD's band.
pub fn board_view(w: f32, h: f32, below: f32, beside: f32) -> Vec2 {
    Vec2::new(
        (w + 2.6) * CELL / (1.0 - beside),
        (h + 2.6 + below) * CELL + CELL * 1.4,
    )
}

/// Pixels per cell for a `w × h` grid in a `window` pixels large, with no panel beside or
/// below the board (the camera keeps all of [`board_view`] in view).
pub fn cell_pixels((w, h): (usize, usize), window: Vec2) -> f32 {
    let view = board_view(w as f32, h as f32, 0.0, 0.0);
    CELL * (window.x / view.x).min(window.y / view.y)
}
