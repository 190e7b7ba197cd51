//! The board camera: fits the board and its frame into the room the interface leaves free
//! (`geometry::fit_board`), at any window size, drawn larger at the player's board zoom
//! (`zoom.rs`).

use bevy::camera::{CameraOutputMode, RenderTarget, ScalingMode, Viewport};
use bevy::prelude::*;

use bevy::window::PrimaryWindow;

use super::zoom::{self, BoardView, ViewCentre};
use crate::game::core::board::Board;
use crate::game::core::screen::Screen;
use crate::game::core::settings::Settings;
use crate::game::view::geometry::{CELL, Room, TextSize, fit_board, framed_size, room_rect};
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
/// size and the board's zoom.
type FitKey = ((usize, usize, bool), Vec2, [u32; 5]);

/// The board's zoom the player chose, where it applies: in play, drawn in the window (a
/// picture drawn for an export shows the whole board).
fn board_zoom(
    settings: Option<Res<Settings>>,
    screen: Option<Res<State<Screen>>>,
    target: Query<&RenderTarget, With<BoardCamera>>,
) -> f32 {
    let playing = screen.is_some_and(|s| *s.get() == Screen::Play);
    let on_window = target.iter().all(|t| matches!(t, RenderTarget::Window(_)));
    match settings {
        Some(s) if playing && on_window => s.board_zoom.factor(),
        _ => 1.0,
    }
}

/// Fits the board's frame into the window's free room whenever the board's size, the window,
/// the room or the zoom changes: as large as it fits (times the zoom), centred in the room.
fn fit_view(
    In(zoom): In<f32>,
    board: Option<Res<Board>>,
    rooms: RoomsKept,
    text_size: Option<Res<TextSize>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut view: Option<ResMut<BoardView>>,
    (mut fitted, mut commands): (Local<Option<FitKey>>, Commands),
) {
    let (Some(board), Ok(window)) = (board, window.single()) else {
        // No board to zoom: the interface gets the whole window back.
        if let Some(view) = view.as_deref_mut().filter(|v| v.zoomed.is_some()) {
            view.zoomed = None;
            *fitted = None;
        }
        return;
    };
    let room = room_now(rooms);
    let size = window.size();
    let text = text_size.map_or(1.0, |s| s.0);
    let cells = (
        board.grid().width(),
        board.grid().height(),
        board.rules().outer_ring,
    );
    let key = (
        cells,
        size,
        [room.top, room.bottom, room.right, text, zoom].map(f32::to_bits),
    );
    if *fitted == Some(key) || size.min_element() <= 0.0 {
        return;
    }
    *fitted = Some(key);
    let fit = fit_board((cells.0, cells.1), cells.2, size, room, text);
    let framed = framed_size((cells.0, cells.1), cells.2);
    let next = BoardView::new(fit, framed, room_rect(size, room, text), zoom);
    match view {
        Some(mut view) => _ = view.set_if_neq(next),
        None => commands.insert_resource(next),
    }
}

/// Points the board camera as the view says: the whole board centred in its room, or, zoomed
/// past it, the room as the camera's viewport and the part round the view's centre in it.
fn place_camera(
    view: Option<Res<BoardView>>,
    centre: Res<ViewCentre>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Camera, &mut Projection, &mut Transform), With<BoardCamera>>,
) {
    let (Some(view), Ok(window)) = (view, window.single()) else {
        return;
    };
    if !view.is_changed() && !centre.is_changed() {
        return;
    }
    let ppu = view.pixels_per_unit;
    let (shown_height, at, viewport) = match view.zoomed {
        Some(zoomed) => (
            zoomed.room.height(),
            zoomed.clamped(centre.0),
            Some(viewport_of(zoomed.room, window)),
        ),
        // The board's centre lands on the room's: the camera looks that far the other way.
        None => (
            window.size().y,
            Vec2::new(-view.centre.x, view.centre.y) / ppu,
            None,
        ),
    };
    for (mut camera, mut p, mut transform) in &mut camera {
        if let Projection::Orthographic(o) = &mut *p {
            o.scaling_mode = ScalingMode::FixedVertical {
                viewport_height: shown_height / ppu,
            };
        }
        transform.translation.x = at.x;
        transform.translation.y = at.y;
        let place = |v: &Viewport| (v.physical_position, v.physical_size);
        if camera.viewport.as_ref().map(place) != viewport.as_ref().map(place) {
            camera.viewport = viewport.clone();
            // Zoomed, the interface camera draws last into the same picture and writes it to
            // the window once; the board camera writing it too would copy the window twice.
            camera.output_mode = match viewport {
                Some(_) => CameraOutputMode::Skip,
                None => CameraOutputMode::default(),
            };
        }
    }
}

/// The window's part `room` (logical pixels) as a camera's viewport, in the window's physical
/// pixels and inside it.
fn viewport_of(room: Rect, window: &Window) -> Viewport {
    let scale = window.scale_factor();
    let whole = window.physical_size().max(UVec2::ONE);
    let low = (room.min * scale)
        .round()
        .as_uvec2()
        .min(whole - UVec2::ONE);
    let high = (room.max * scale)
        .round()
        .as_uvec2()
        .clamp(low + UVec2::ONE, whole);
    Viewport {
        physical_position: low,
        physical_size: high - low,
        ..default()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TextSize>()
        .add_systems(Startup, spawn_camera)
        .init_resource::<ViewCentre>()
        .add_systems(
            Update,
            (
                board_zoom.pipe(fit_view),
                zoom::follow_cursor,
                zoom::follow_hint,
                zoom::follow_pointer,
                zoom::keep_interface_camera,
                place_camera,
            )
                .chain()
                .in_set(ViewSystems::Dress),
        );
}
