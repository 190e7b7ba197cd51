//! The board camera: fits the board and its ring (plus room for the HUD) to the window at any
//! size.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use super::geometry::CELL;
use super::sets::ViewSystems;
use crate::game::logic::board::Board;

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

/// Fits the view to each new board size.
fn fit_camera(
    board: Option<Res<Board>>,
    mut camera: Query<&mut Projection, With<BoardCamera>>,
    mut fitted: Local<Option<(usize, usize)>>,
) {
    let Some(board) = board else { return };
    // A new deal replaces the resource in place, so compare sizes rather than rely on "added".
    let size = (board.grid().width(), board.grid().height());
    if *fitted == Some(size) {
        return;
    }
    *fitted = Some(size);
    let (w, h) = (size.0 as f32, size.1 as f32);
    for mut p in &mut camera {
        if let Projection::Orthographic(o) = &mut *p {
            o.scaling_mode = ScalingMode::AutoMin {
                min_width: (w + 2.6) * CELL,
                min_height: (h + 2.6) * CELL + CELL * 1.4,
            };
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_camera.in_set(ViewSystems::Dress));
}
