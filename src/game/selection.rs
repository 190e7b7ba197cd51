//! The selection system: picks from any input become match requests. Also the keyboard
//! cursor and the mouse/touch picking observer.

use bevy::prelude::*;

use super::board::{Board, GridPos};
use super::messages::{MatchRequest, TilePicked, TilesSlid};
use crate::engine::Pos;

/// The tile picked first, waiting for its partner.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// The first pick, if any.
    pub first: Option<Pos>,
}

/// A power-up waiting for its target: while set, picks go to it and select nothing.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Aiming(pub Option<&'static str>);

/// The keyboard cursor: a cell, shown once the keyboard has been used.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardCursor {
    /// The cell under the cursor.
    pub pos: Pos,
    /// Whether the cursor is shown (after the first key press).
    pub visible: bool,
}

/// Turns picks into requests: first pick selects, picking it again deselects, a tile of
/// another kind takes over the selection, a tile of the same kind sends the request.
pub fn select(
    mut picks: MessageReader<TilePicked>,
    mut requests: MessageWriter<MatchRequest>,
    mut selection: ResMut<Selection>,
    aiming: Res<Aiming>,
    board: Option<Res<Board>>,
) {
    let Some(board) = board.filter(|_| aiming.0.is_none()) else {
        picks.clear();
        return;
    };
    for &TilePicked(p) in picks.read() {
        // Only tiles in play can be picked: vanishing ones are already off the grid.
        let Some(kind) = board.grid.kind(p) else {
            continue;
        };
        let first = selection.first.filter(|&f| board.grid.kind(f).is_some());
        selection.first = match first {
            None => Some(p),
            Some(f) if f == p => None,
            Some(f) if board.grid.kind(f) != Some(kind) => Some(p),
            Some(f) => {
                requests.write(MatchRequest { a: f, b: p });
                None
            }
        };
    }
}

/// A selected tile that slides (gravity) stays selected in its new cell.
pub fn follow_slides(mut slid: MessageReader<TilesSlid>, mut selection: ResMut<Selection>) {
    for TilesSlid(moves) in slid.read() {
        if let Some(first) = selection.first
            && let Some(&(_, to)) = moves.iter().find(|(from, _)| *from == first)
        {
            selection.first = Some(to);
        }
    }
}

/// Arrows or WASD move the cursor, Space or Enter picks, Escape clears the selection (and
/// stops a power-up's aiming).
pub fn keyboard_input(
    keys: Res<ButtonInput<KeyCode>>,
    mut cursor: ResMut<KeyboardCursor>,
    mut selection: ResMut<Selection>,
    mut aiming: ResMut<Aiming>,
    mut picks: MessageWriter<TilePicked>,
    board: Option<Res<Board>>,
) {
    let Some(board) = board else { return };
    let (w, h) = (board.grid.width() as i32, board.grid.height() as i32);
    // A new, smaller board may leave the cursor outside.
    cursor.pos.x = cursor.pos.x.clamp(0, w - 1);
    cursor.pos.y = cursor.pos.y.clamp(0, h - 1);
    for key in keys.get_just_pressed() {
        let step = match key {
            KeyCode::ArrowLeft | KeyCode::KeyA => Some((-1, 0)),
            KeyCode::ArrowRight | KeyCode::KeyD => Some((1, 0)),
            KeyCode::ArrowUp | KeyCode::KeyW => Some((0, -1)),
            KeyCode::ArrowDown | KeyCode::KeyS => Some((0, 1)),
            KeyCode::Space | KeyCode::Enter | KeyCode::NumpadEnter => {
                cursor.visible = true;
                picks.write(TilePicked(cursor.pos));
                None
            }
            KeyCode::Escape => {
                selection.first = None;
                aiming.0 = None;
                None
            }
            _ => None,
        };
        if let Some((dx, dy)) = step {
            // The first press only shows the cursor where it is.
            if cursor.visible {
                cursor.pos.x = (cursor.pos.x + dx).clamp(0, w - 1);
                cursor.pos.y = (cursor.pos.y + dy).clamp(0, h - 1);
            }
            cursor.visible = true;
        }
    }
}

/// Mouse and touch: a click on a tile picks it (Bevy picking delivers both as pointers).
pub fn on_tile_clicked(
    click: On<Pointer<Click>>,
    tiles: Query<&GridPos>,
    mut picks: MessageWriter<TilePicked>,
) {
    if let Ok(pos) = tiles.get(click.entity) {
        picks.write(TilePicked(pos.0));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<Aiming>()
        .init_resource::<KeyboardCursor>()
        .add_systems(
            Update,
            (
                keyboard_input.run_if(resource_exists::<ButtonInput<KeyCode>>),
                select,
            )
                .chain()
                .in_set(super::MoveFlow::Select),
        )
        .add_systems(Update, follow_slides.in_set(super::MoveFlow::Settle));
}
