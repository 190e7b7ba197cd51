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

/// How far above the board's plane the tile on cell `p` of a `w × h` board lies, under half a
/// unit: cells further right lie higher, and lower ones in a column higher still, so a tile
/// set whose tiles reach over the cells to the right and below (KDE's, with their 3D edges)
/// is covered by its neighbours there, as KShisen paints them column by column.
pub fn stacking(p: Pos, w: usize, h: usize) -> f32 {
    let (w, h) = (w.max(1) as f32, h.max(1) as f32);
    let order = (p.x as f32 * h + p.y as f32).clamp(0.0, w * h - 1.0);
    order / (w * h) * 0.5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_to_the_right_and_below_lie_higher() {
        let (w, h) = (32, 18);
        let z = |x, y| stacking(Pos::new(x, y), w, h);
        assert!(z(3, 5) < z(3, 6), "the tile below covers the one above");
        assert!(z(3, 17) < z(4, 0), "the next column covers this one");
        assert!(z(0, 0) >= 0.0 && z(31, 17) < 0.5);
        // Cells off the board stay within the half unit.
        assert!((0.0..0.5).contains(&z(-5, -5)) && (0.0..0.5).contains(&z(99, 99)));
    }
}
