//! The board camera: fits the board and its ring (plus room for the HUD) to the window at any
//! size.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use super::geometry::{CELL, board_view};
use crate::game::core::board::Board;
use crate::game::view::stages::ViewSystems;

/// The board camera.
#[derive(Component, Debug)]
pub struct BoardCamera;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        BoardCamera,
        // The art is anti-aliased when drawn and the scene is plain sRGB sprites: multisampling
        // and tonemapping would only cost frame time (a lot of it on software renderers).
        Msaa::Off,
        bevy::core_pipeline::tonemapping::Tonemapping::None,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 16.0 * CELL,
                min_height: 11.0 * CELL,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Room kept free under the board, in cells, for a panel of the interface that must not cover
/// the tiles (the lesson's words). None when absent.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct RoomBelowBoard(pub f32);

/// Share of the window's width kept free on the right of the board for a panel of the
/// interface (the race column). None when absent.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct RoomBesideBoard(pub f32);

/// Fits the view to each new board size (and room below and beside it).
fn fit_camera(
    board: Option<Res<Board>>,
    (room, beside): (Option<Res<RoomBelowBoard>>, Option<Res<RoomBesideBoard>>),
    mut camera: Query<(&mut Projection, &mut Transform), With<BoardCamera>>,
    mut fitted: Local<Option<(usize, usize, u32)>>,
) {
    let Some(board) = board else { return };
    let below = room.map_or(0.0, |r| r.0.max(0.0));
    let beside = beside.map_or(0.0, |r| r.0.clamp(0.0, 0.5));
    // A new deal replaces the resource in place, so compare sizes rather than rely on "added".
    let size = (
        board.grid().width(),
        board.grid().height(),
        below.to_bits() ^ beside.to_bits().rotate_left(16),
    );
    if *fitted == Some(size) {
        return;
    }
    *fitted = Some(size);
    let (w, h) = (size.0 as f32, size.1 as f32);
    for (mut p, mut at) in &mut camera {
        if let Projection::Orthographic(o) = &mut *p {
            let view = board_view(w, h, below, beside);
            o.scaling_mode = ScalingMode::AutoMin {
                min_width: view.x,
                min_height: view.y,
            };
        }
        // The board keeps its place under the HUD; the room opens below it and on its right.
        at.translation.y = -below * CELL / 2.0;
        at.translation.x = (w + 2.6) * CELL * beside / (1.0 - beside) / 2.0;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_camera.in_set(ViewSystems::Dress));
}
