//! The board camera: fits the board and its frame into the room the interface leaves free
//! (`geometry::fit_board`), at any window size.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use bevy::window::PrimaryWindow;

use crate::game::core::board::Board;
use crate::game::view::geometry::{CELL, Room, TextSize, fit_board};
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

/// Room kept free under the board, in interface pixels, for a panel of the interface that must
/// not cover the tiles (the lesson's words). None when absent.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct RoomBelowBoard(pub f32);

/// Room kept free on the right of the board, in interface pixels, for a panel of the interface
/// (the race column). None when absent.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct RoomBesideBoard(pub f32);

/// Room kept free under the board beyond the power-up bar's band, in interface pixels, while
/// the bar is taller than its band (two rows at a large text size).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct RoomForBar(pub f32);

/// The rooms kept round the board by parts of the interface.
type RoomsKept<'w> = (
    Option<Res<'w, RoomBelowBoard>>,
    Option<Res<'w, RoomBesideBoard>>,
    Option<Res<'w, RoomForBar>>,
);

/// The room the interface keeps round the board now.
fn room_now((below, beside, bar): RoomsKept) -> Room {
    let below = below.map_or(0.0, |r| r.0.max(0.0));
    let bar = bar.map_or(0.0, |r| r.0.max(0.0));
    Room {
        bottom: Room::PLAY.bottom + below + bar,
        right: beside.map_or(0.0, |r| r.0.max(0.0)),
        ..Room::PLAY
    }
}

/// What the last fit was made for: the board's cells and ring, the window, the room, the text
/// size.
type FitKey = ((usize, usize, bool), Vec2, [u32; 4]);

/// Fits the board's frame into the window's free room whenever the board's size, the window
/// or the room changes: as large as it fits, centred in the room.
fn fit_camera(
    board: Option<Res<Board>>,
    rooms: RoomsKept,
    text_size: Option<Res<TextSize>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Projection, &mut Transform), With<BoardCamera>>,
    mut fitted: Local<Option<FitKey>>,
) {
    let (Some(board), Ok(window)) = (board, window.single()) else {
        return;
    };
    let room = room_now(rooms);
    let size = window.size();
    let zoom = text_size.map_or(1.0, |s| s.0);
    let cells = (
        board.grid().width(),
        board.grid().height(),
        board.rules().outer_ring,
    );
    let key = (
        cells,
        size,
        [room.top, room.bottom, room.right, zoom].map(f32::to_bits),
    );
    if *fitted == Some(key) || size.min_element() <= 0.0 {
        return;
    }
    *fitted = Some(key);
    let fit = fit_board((cells.0, cells.1), cells.2, size, room, zoom);
    for (mut p, mut at) in &mut camera {
        if let Projection::Orthographic(o) = &mut *p {
            o.scaling_mode = ScalingMode::FixedVertical {
                viewport_height: size.y / fit.pixels_per_unit,
            };
        }
        // The board's centre lands on the room's: the camera looks that far the other way.
        at.translation.x = -fit.centre.x / fit.pixels_per_unit;
        at.translation.y = fit.centre.y / fit.pixels_per_unit;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TextSize>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_camera.in_set(ViewSystems::Dress));
}
