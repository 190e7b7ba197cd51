//! What the player is pointing at: the selected tile glows (and lifts, see `tile_animation.rs`)
//! and the keyboard cursor's frame follows the cursor.

use bevy::prelude::*;

use crate::game::core::board::Board;
use crate::game::core::moves::selection::Selection;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::theme::palette;
use crate::game::view::board::tiles::TileArt;
use crate::game::view::geometry::{CELL, cell_center};
use crate::game::view::stages::ViewSystems;

/// The keyboard cursor frame.
#[derive(Component, Debug)]
pub struct CursorFrame;

/// The glow under the selected tile.
#[derive(Component, Debug)]
pub struct SelectionGlow;

fn spawn_cursor(mut commands: Commands, art: Res<TileArt>) {
    commands.spawn((
        CursorFrame,
        Sprite {
            image: art.glow.clone(),
            custom_size: Some(Vec2::splat(CELL * 1.25)),
            color: palette::CURSOR,
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, 3.0),
        Visibility::Hidden,
    ));
}

/// The selected tile glows; the keyboard cursor frame follows the cursor.
fn show_selection(
    selection: Res<Selection>,
    cursor: Res<KeyboardCursor>,
    board: Option<Res<Board>>,
    art: Option<Res<TileArt>>,
    mut commands: Commands,
    mut marked: Local<Option<(Entity, Entity)>>,
    mut frame: Query<(&mut Transform, &mut Visibility), With<CursorFrame>>,
) {
    let (Some(board), Some(art)) = (board, art) else {
        return;
    };
    let selected = selection.first.and_then(|p| board.entity_at(p));
    if marked.map(|(tile, _)| Some(tile)) != Some(selected) {
        if let Some((_, glow)) = marked.take() {
            commands.entity(glow).try_despawn();
        }
        if let Some(tile) = selected {
            let glow = commands
                .spawn((
                    SelectionGlow,
                    Sprite {
                        image: art.glow.clone(),
                        custom_size: Some(Vec2::splat(CELL * 1.3)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, -0.1),
                    Pickable::IGNORE,
                    ChildOf(tile),
                ))
                .id();
            *marked = Some((tile, glow));
        }
    }
    if !cursor.is_changed() && !board.is_changed() {
        return;
    }
    if let Ok((mut t, mut v)) = frame.single_mut() {
        let (w, h) = (board.grid().width(), board.grid().height());
        let c = cell_center(cursor.pos, w, h);
        t.translation = c.extend(3.0);
        let shown = if cursor.visible {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        v.set_if_neq(shown);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, spawn_cursor)
        .add_systems(Update, show_selection.in_set(ViewSystems::Animate));
}
