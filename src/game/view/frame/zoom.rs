//! The board's zoom (Settings → Board zoom), for players who see less: tiles drawn up to three
//! times the size that fits the whole board. A board that no longer fits is shown through the
//! room the interface leaves it (the board camera's viewport), and the part shown follows the
//! player: the keyboard's cursor, kept a cell inside the edge, or the mouse, the part pointed at
//! in proportion to where the pointer is in the room (as a screen magnifier follows it); a
//! hint's pair is brought into view. The
//! interface is then drawn by a camera of its own over the whole window, so no tile is ever
//! drawn under the HUD or the power-up bar.

use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow};

use crate::game::core::board::Board;
use crate::game::core::messages::HintShown;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::view::geometry::{BoardFit, CELL, cell_center};

/// A board drawn larger than the room it has: what the camera shows of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Zoomed {
    /// The room the board is shown through, in logical pixels from the window's top left.
    pub room: Rect,
    /// How far the view's centre may move from the board's centre, in world units, each way:
    /// zero along a side that fits.
    pub reach: Vec2,
}

impl Zoomed {
    /// The view's centre `centre` kept where the frame's edges reach the room's and no further.
    pub fn clamped(&self, centre: Vec2) -> Vec2 {
        centre.clamp(-self.reach, self.reach)
    }

    /// The view's centre that keeps the world point `at` (a cell's centre) a cell inside the
    /// shown part, moving as little as it can from `centre`, at `pixels_per_unit`.
    pub fn following(&self, centre: Vec2, at: Vec2, pixels_per_unit: f32) -> Vec2 {
        let half = self.room.size() / 2.0 / pixels_per_unit;
        let slack = (half - Vec2::splat(1.5 * CELL)).max(Vec2::ZERO);
        let moved = centre.clamp(at - slack, at + slack);
        self.clamped(moved)
    }

    /// The view's centre for a pointer at `pointer` (logical pixels, y down) over the room: its
    /// place across the room is the shown part's place across the board. Within a tenth of the
    /// room's edge the view stays at the board's edge, so the tiles there are reached without
    /// pointing at the last pixel.
    pub fn pointed(&self, pointer: Vec2) -> Option<Vec2> {
        if !self.room.contains(pointer) {
            return None;
        }
        let f = (pointer - self.room.min) / self.room.size().max(Vec2::ONE);
        let f = ((f - EDGE) / (1.0 - 2.0 * EDGE)).clamp(Vec2::ZERO, Vec2::ONE);
        let along = Vec2::new(f.x, 1.0 - f.y) * 2.0 - Vec2::ONE;
        Some(self.reach * along)
    }
}

/// How the board is drawn now: its scale, where its centre sits in the window, and, zoomed past
/// its room, the part shown.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardView {
    /// Logical pixels per world unit.
    pub pixels_per_unit: f32,
    /// The board's centre, in logical pixels from the window's centre (y down), unzoomed.
    pub centre: Vec2,
    /// The part shown, when the board is larger than its room.
    pub zoomed: Option<Zoomed>,
}

impl BoardView {
    /// The board fitted by `fit`, its frame `framed` world units large, drawn `zoom` times
    /// larger (1 to 3) in a room `room` large.
    pub fn new(fit: BoardFit, framed: Vec2, room: Rect, zoom: f32) -> BoardView {
        let pixels_per_unit = fit.pixels_per_unit * zoom.clamp(1.0, 3.0);
        let over = framed * pixels_per_unit - room.size();
        let zoomed = (over.max_element() > 0.5).then(|| Zoomed {
            room,
            reach: over.max(Vec2::ZERO) / 2.0 / pixels_per_unit,
        });
        BoardView {
            pixels_per_unit,
            centre: fit.centre,
            zoomed: zoomed.filter(|_| zoom > 1.0),
        }
    }
}

/// Where the shown part of a zoomed board is centred, in world units from the board's centre.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct ViewCentre(pub Vec2);

/// The camera that draws the interface over the whole window while the board camera draws only
/// the board's room (a zoomed board). It draws no sprite.
#[derive(Component, Debug)]
pub struct InterfaceCamera;

/// The part of the room, at each edge, where the pointer shows the board's edge.
const EDGE: f32 = 0.1;

/// A render layer nothing is on: the interface camera sees only the interface.
const NO_SPRITES: usize = 30;

/// The view follows the keyboard's cursor as it moves.
pub(crate) fn follow_cursor(
    cursor: Res<KeyboardCursor>,
    board: Option<Res<Board>>,
    view: Option<Res<BoardView>>,
    mut centre: ResMut<ViewCentre>,
) {
    let (Some(board), Some(view)) = (board, view) else {
        return;
    };
    let Some(zoomed) = view.zoomed else { return };
    if !cursor.is_changed() || !cursor.visible {
        return;
    }
    let at = cell_center(cursor.pos, board.grid().width(), board.grid().height());
    let next = zoomed.following(centre.0, at, view.pixels_per_unit);
    centre.set_if_neq(ViewCentre(next));
}

/// A hint's pair is shown: the view centres between its tiles.
pub(crate) fn follow_hint(
    mut hints: MessageReader<HintShown>,
    board: Option<Res<Board>>,
    view: Option<Res<BoardView>>,
    mut centre: ResMut<ViewCentre>,
) {
    let last = hints.read().last().copied();
    let (Some(hint), Some(board), Some(view)) = (last, board, view) else {
        return;
    };
    let Some(zoomed) = view.zoomed else { return };
    let (w, h) = (board.grid().width(), board.grid().height());
    let between = (cell_center(hint.a, w, h) + cell_center(hint.b, w, h)) / 2.0;
    centre.set_if_neq(ViewCentre(zoomed.clamped(between)));
}

/// The view follows the mouse over the board's room.
pub(crate) fn follow_pointer(
    mut moved: MessageReader<CursorMoved>,
    window: Query<Entity, With<PrimaryWindow>>,
    view: Option<Res<BoardView>>,
    mut centre: ResMut<ViewCentre>,
) {
    let last = moved.read().last().map(|m| (m.window, m.position));
    let (Some((on, pointer)), Some(view)) = (last, view) else {
        return;
    };
    let Some(zoomed) = view.zoomed.filter(|_| window.single().ok() == Some(on)) else {
        return;
    };
    if let Some(next) = zoomed.pointed(pointer) {
        centre.set_if_neq(ViewCentre(next));
    }
}

/// While the board is zoomed past its room the interface has a camera of its own; otherwise the
/// board camera draws both, as it always did.
pub(crate) fn keep_interface_camera(
    view: Option<Res<BoardView>>,
    cameras: Query<Entity, With<InterfaceCamera>>,
    mut commands: Commands,
) {
    let zoomed = view.is_some_and(|v| v.zoomed.is_some());
    match (zoomed, cameras.iter().next()) {
        (true, None) => {
            commands.spawn((
                Camera2d,
                InterfaceCamera,
                Camera {
                    order: 1,
                    clear_color: ClearColorConfig::None,
                    ..default()
                },
                Msaa::Off,
                Tonemapping::None,
                RenderLayers::layer(NO_SPRITES),
            ));
        }
        (false, Some(_)) => cameras.iter().for_each(|c| commands.entity(c).despawn()),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fitted(ppu: f32) -> BoardFit {
        BoardFit {
            pixels_per_unit: ppu,
            centre: Vec2::ZERO,
        }
    }

    const ROOM: Rect = Rect {
        min: Vec2::new(10.0, 78.0),
        max: Vec2::new(1270.0, 740.0),
    };

    #[test]
    fn a_board_that_still_fits_is_only_drawn_larger() {
        let view = BoardView::new(fitted(0.5), Vec2::new(800.0, 600.0), ROOM, 2.0);
        assert_eq!(view.pixels_per_unit, 1.0);
        assert_eq!(view.zoomed, None, "800 × 600 fits in 1260 × 662");
        let unzoomed = BoardView::new(fitted(1.0), Vec2::new(2000.0, 600.0), ROOM, 1.0);
        assert_eq!(
            unzoomed.zoomed, None,
            "at 100 % nothing is cut, whatever the fit"
        );
    }

    #[test]
    fn a_larger_board_shows_a_part_that_reaches_its_edges_and_no_further() {
        let framed = Vec2::new(2000.0, 1000.0);
        let view = BoardView::new(fitted(0.6), framed, ROOM, 2.0);
        let zoomed = view.zoomed.expect("2400 × 1200 px does not fit");
        // The shown part is the room's size over the scale; its edge meets the frame's.
        let half_shown = ROOM.size() / 2.0 / view.pixels_per_unit;
        let edge = zoomed.reach + half_shown - framed / 2.0;
        assert!(edge.abs().max_element() < 0.01, "{edge}");
        let far = zoomed.clamped(Vec2::new(1e6, -1e6));
        assert_eq!(far, Vec2::new(zoomed.reach.x, -zoomed.reach.y));
    }

    #[test]
    fn the_cursor_stays_a_cell_inside_the_shown_part() {
        let framed = Vec2::new(32.0, 18.0) * CELL;
        let view = BoardView::new(fitted(0.6), framed, ROOM, 3.0);
        let zoomed = view.zoomed.unwrap();
        let half = ROOM.size() / 2.0 / view.pixels_per_unit;
        let mut centre = Vec2::ZERO;
        for x in -15..=15 {
            let at = Vec2::new(x as f32 * CELL, 7.0 * CELL);
            centre = zoomed.following(centre, at, view.pixels_per_unit);
            let seen = (at - centre).abs() + CELL / 2.0;
            assert!(
                seen.x <= half.x && seen.y <= half.y,
                "{x}: {seen} of {half}"
            );
        }
        let still = zoomed.following(centre, centre, view.pixels_per_unit);
        assert_eq!(still, centre, "a cell in the middle moves nothing");
    }

    #[test]
    fn the_pointer_across_the_room_is_the_view_across_the_board() {
        let framed = Vec2::new(2000.0, 1000.0);
        let zoomed = BoardView::new(fitted(0.6), framed, ROOM, 2.0)
            .zoomed
            .unwrap();
        assert_eq!(zoomed.pointed(ROOM.center()), Some(Vec2::ZERO));
        let top_left = Vec2::new(-zoomed.reach.x, zoomed.reach.y);
        assert_eq!(zoomed.pointed(ROOM.min), Some(top_left));
        let near = ROOM.min + ROOM.size() * 0.09;
        assert_eq!(
            zoomed.pointed(near),
            Some(top_left),
            "a tenth in, still the edge"
        );
        let in_a_quarter = zoomed.pointed(ROOM.min + ROOM.size() * 0.25).unwrap();
        assert!(in_a_quarter.x > top_left.x && in_a_quarter.x < 0.0);
        assert!(in_a_quarter.y < top_left.y && in_a_quarter.y > 0.0);
        assert_eq!(zoomed.pointed(Vec2::new(5.0, 5.0)), None, "over the HUD");
    }
}
