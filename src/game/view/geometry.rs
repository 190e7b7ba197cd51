//! Where the board lies in the world and on screen: cells are [`CELL`] units square, the board
//! centred on the origin, and the board camera fits the board's frame into the part of the
//! window the interface leaves free ([`Room`]): the HUD's band at the top, the power-up bar's at
//! the bottom, a panel's beside or below it. Pure arithmetic, so the art's resolution, the
//! look-alike check and the camera agree on how large a tile is drawn.

use bevy::prelude::*;

use crate::engine::Pos;

/// World units per cell.
pub const CELL: f32 = 64.0;

/// The window size the interface is designed for; it scales with the window from it.
pub const DESIGN_SIZE: Vec2 = Vec2::new(1280.0, 800.0);

/// The text size in effect: the player's (Settings), or 1 where it does not apply
/// (the editor). Set with the interface's scale (`hud.rs`); what fits itself to the size reads
/// it.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct TextSize(pub f32);

impl Default for TextSize {
    fn default() -> Self {
        TextSize(1.0)
    }
}

/// Interface pixels the HUD keeps at the top of the window: its status row and, under it,
/// the notice lane (notices show there on every screen, so nothing else may).
pub const TOP_BAND: f32 = 78.0;

/// Interface pixels the power-up bar keeps at the bottom of the window in play.
pub const BOTTOM_BAND: f32 = 60.0;

/// Interface pixels kept free between the board's frame and the window's sides.
const SIDE_MARGIN: f32 = 10.0;

/// Cells kept between the frame and the room's edge, so its line is never cut.
const FRAME_CLEARANCE: f32 = 0.08;

/// The largest a cell is drawn, in interface pixels: a small board's tiles stay tiles, not
/// posters.
const LARGEST_CELL: f32 = 88.0;

/// World position of a cell's centre (ring cells included) on a `w × h` board.
pub fn cell_center(p: Pos, w: usize, h: usize) -> Vec2 {
    Vec2::new(
        (p.x as f32 - (w as f32 - 1.0) / 2.0) * CELL,
        -(p.y as f32 - (h as f32 - 1.0) / 2.0) * CELL,
    )
}

/// The interface's scale in a window `window` logical pixels large: the design's size fitted,
/// within a sensible range, times the size the player chose (`size`, 1 to 2: Settings → Text size). Above 1 the design no longer fits: menus scroll.
pub fn ui_scale(window: Vec2, size: f32) -> f32 {
    (window / DESIGN_SIZE).min_element().clamp(0.55, 2.0) * size.clamp(1.0, 2.0)
}

/// Cells the board's frame adds round its tiles, both sides together: with the ring, the frame
/// stands a little outside the ring's paths (drawn through the ring cells' centres, half a cell
/// outside the tiles); without it, it hugs the tiles.
pub fn frame_margin(ring: bool) -> f32 {
    if ring { 1.4 } else { 0.3 }
}

/// The room the interface keeps round the board, in interface pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Room {
    /// Above the board.
    pub top: f32,
    /// Below the board.
    pub bottom: f32,
    /// On the board's right.
    pub right: f32,
}

impl Room {
    /// Play as it usually is: the HUD above, the power-up bar below.
    pub const PLAY: Room = Room {
        top: TOP_BAND,
        bottom: BOTTOM_BAND,
        right: 0.0,
    };
}

/// How the board lies in the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardFit {
    /// Logical pixels per world unit.
    pub pixels_per_unit: f32,
    /// The board's centre, in logical pixels from the window's centre (y down).
    pub centre: Vec2,
}

impl BoardFit {
    /// Logical pixels per cell.
    pub fn cell_pixels(&self) -> f32 {
        self.pixels_per_unit * CELL
    }
}

/// The board of `cells` (its width and height in cells, ring not counted) with its frame
/// (`ring` or not), as large as it fits in a `window` logical pixels large with `room` kept
/// free, centred in what is left; at a `size` above 1 (the player's text size) the
/// interface's bands round it are that much larger.
pub fn fit_board(
    cells: (usize, usize),
    ring: bool,
    window: Vec2,
    room: Room,
    size: f32,
) -> BoardFit {
    let size = size.clamp(1.0, 2.0);
    let scale = ui_scale(window, size);
    let free = room_rect(window, room, size);
    let (low, high) = (free.min, free.max);
    let area = free.size();
    let world = framed_size(cells, ring);
    BoardFit {
        pixels_per_unit: (area / world)
            .min_element()
            .min(LARGEST_CELL * scale / CELL),
        centre: (low + high - window) / 2.0,
    }
}

/// The world size the board of `cells` takes with its frame (`ring` or not) and the clearance
/// kept round the frame: what the camera fits into the room.
pub fn framed_size(cells: (usize, usize), ring: bool) -> Vec2 {
    let margin = frame_margin(ring) + 2.0 * FRAME_CLEARANCE;
    (Vec2::new(cells.0 as f32, cells.1 as f32) + margin).max(Vec2::ONE) * CELL
}

/// The part of a `window` logical pixels large that `room` leaves the board at text size
/// `size`, in logical pixels from the window's top left corner (y down); at least a pixel square.
pub fn room_rect(window: Vec2, room: Room, size: f32) -> Rect {
    let scale = ui_scale(window, size.clamp(1.0, 2.0));
    let low = Vec2::new(SIDE_MARGIN, room.top) * scale;
    let high = window - Vec2::new(SIDE_MARGIN + room.right, room.bottom) * scale;
    Rect::from_corners(low, high.max(low + Vec2::ONE))
}

/// Logical pixels per cell of a `w × h` board with its ring in play in a `window` logical
/// pixels large.
pub fn cell_pixels((w, h): (usize, usize), window: Vec2) -> f32 {
    fit_board((w, h), true, window, Room::PLAY, 1.0).cell_pixels()
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

    fn window(w: f32, h: f32) -> Vec2 {
        Vec2::new(w, h)
    }

    #[test]
    fn the_frame_stays_inside_the_room_left_free() {
        for size in [
            (1024., 600.),
            (1280., 800.),
            (1366., 768.),
            (1920., 1080.),
            (2560., 1440.),
        ] {
            let win = window(size.0, size.1);
            for (cells, ring) in [((30, 16), true), ((14, 6), false), ((6, 4), true)] {
                for room in [
                    Room::PLAY,
                    Room {
                        right: 258.0,
                        ..Room::PLAY
                    },
                ] {
                    let fit = fit_board(cells, ring, win, room, 1.0);
                    let s = ui_scale(win, 1.0);
                    let frame = (Vec2::new(cells.0 as f32, cells.1 as f32) + frame_margin(ring))
                        * fit.cell_pixels();
                    let centre = win / 2.0 + fit.centre;
                    let (low, high) = (centre - frame / 2.0, centre + frame / 2.0);
                    let eps = 0.01;
                    assert!(
                        low.y + eps >= room.top * s,
                        "{size:?} {cells:?}: under the HUD"
                    );
                    assert!(
                        high.y <= win.y - room.bottom * s + eps,
                        "{size:?} {cells:?}: over the bar"
                    );
                    assert!(low.x + eps >= 0.0 && high.x <= win.x - room.right * s + eps);
                }
            }
        }
    }

    #[test]
    fn a_large_board_fills_the_free_height() {
        let win = window(1280.0, 800.0);
        let fit = fit_board((30, 16), true, win, Room::PLAY, 1.0);
        let frame_height = (16.0 + frame_margin(true)) * fit.cell_pixels();
        let free = 800.0 - TOP_BAND - BOTTOM_BAND;
        assert!(frame_height > free * 0.97, "{frame_height} of {free}");
        assert!(fit.cell_pixels() > 37.0, "{}", fit.cell_pixels());
    }

    #[test]
    fn a_larger_text_size_keeps_the_board_inside_its_smaller_room() {
        for size in [1.25, 1.5, 2.0] {
            let win = window(1366.0, 768.0);
            let fit = fit_board((30, 16), true, win, Room::PLAY, size);
            let s = ui_scale(win, size);
            let frame = (Vec2::new(30.0, 16.0) + frame_margin(true)) * fit.cell_pixels();
            let top = win.y / 2.0 + fit.centre.y - frame.y / 2.0;
            assert!(top + 0.01 >= TOP_BAND * s, "{size}: under the HUD");
            assert!(
                top + frame.y <= win.y - BOTTOM_BAND * s + 0.01,
                "{size}: over the bar"
            );
            assert!(frame.x <= win.x + 0.01, "{size}");
        }
    }

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
