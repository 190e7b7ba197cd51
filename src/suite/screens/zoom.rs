//! The board's zoom: past its room, the board camera shows the room only and follows the
//! keyboard's cursor, the interface gets a camera of its own, and both go back at 100 %.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResolution};

use crate::engine::Pos;
use crate::formats::saves::settings::{BoardZoom, SavedSettings};
use crate::game::core::messages::{HintShown, Notify};
use crate::game::core::screen::Screen;
use crate::game::core::settings::Settings;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::view::frame::camera::{self, BoardCamera};
use crate::game::view::frame::zoom::{BoardView, InterfaceCamera};
use crate::game::view::geometry::{CELL, cell_center};
use crate::i18n::Language;
use crate::suite::common::*;

/// A 30×16 board in play in a 1280×800 window, at `zoom` percent.
fn zoomed_app(zoom: u16) -> App {
    let mut app = dealt_app("kshisen 30x16", 3);
    app.add_plugins(camera::plugin)
        .add_message::<bevy::window::CursorMoved>();
    let settings = SavedSettings {
        board_zoom: BoardZoom::from(zoom),
        ..SavedSettings::default()
    };
    app.insert_resource(Settings(settings))
        .init_resource::<KeyboardCursor>();
    app.world_mut().spawn((
        Window {
            resolution: WindowResolution::new(1280, 800),
            ..default()
        },
        PrimaryWindow,
    ));
    app.world_mut().spawn((Camera2d, BoardCamera));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    app.update();
    app
}

fn board_camera(app: &mut App) -> (Option<URect>, Vec2) {
    let world = app.world_mut();
    let mut q = world.query_filtered::<(&Camera, &Transform), With<BoardCamera>>();
    let (camera, at) = q.single(world).unwrap();
    let viewport = camera
        .viewport
        .as_ref()
        .map(|v| URect::from_corners(v.physical_position, v.physical_position + v.physical_size));
    (viewport, at.translation.truncate())
}

fn interface_cameras(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query_filtered::<(), With<InterfaceCamera>>()
        .iter(world)
        .count()
}

#[test]
fn a_zoomed_board_is_shown_through_its_room_and_follows_the_cursor() {
    let mut app = zoomed_app(300);
    let view = *app.world().resource::<BoardView>();
    let zoomed = view.zoomed.expect("30×16 at 300 % does not fit 1280×800");
    let (viewport, centre) = board_camera(&mut app);
    let viewport = viewport.expect("the camera draws only the room");
    assert_eq!(viewport.min, zoomed.room.min.round().as_uvec2());
    assert_eq!(viewport.max, zoomed.room.max.round().as_uvec2());
    assert!(viewport.min.y >= 78, "under the HUD's band: {viewport:?}");
    assert_eq!(centre, Vec2::ZERO, "the middle of the board first");
    assert_eq!(interface_cameras(&mut app), 1);
    // Three times the whole board's size.
    let whole = crate::game::view::geometry::cell_pixels((30, 16), Vec2::new(1280.0, 800.0));
    assert!((view.pixels_per_unit * CELL / whole - 3.0).abs() < 0.2);

    let half = zoomed.room.size() / 2.0 / view.pixels_per_unit;
    for pos in [Pos::new(29, 15), Pos::new(0, 0), Pos::new(14, 8)] {
        app.insert_resource(KeyboardCursor { pos, visible: true });
        app.update();
        let (_, centre) = board_camera(&mut app);
        let cell = cell_center(pos, 30, 16);
        let seen = (cell - centre).abs() + CELL / 2.0;
        assert!(
            seen.x <= half.x && seen.y <= half.y,
            "{pos:?}: {seen} of {half}"
        );
    }
}

#[test]
fn a_hint_brings_its_pair_into_view() {
    let mut app = zoomed_app(200);
    let view = *app.world().resource::<BoardView>();
    let half = view.zoomed.unwrap().room.size() / 2.0 / view.pixels_per_unit;
    let (a, b) = (Pos::new(27, 13), Pos::new(25, 14));
    app.world_mut().write_message(HintShown { a, b });
    app.update();
    let (_, centre) = board_camera(&mut app);
    assert_ne!(centre, Vec2::ZERO, "the view moved");
    for p in [a, b] {
        let seen = (cell_center(p, 30, 16) - centre).abs() + CELL / 2.0;
        assert!(
            seen.x <= half.x && seen.y <= half.y,
            "{p:?}: {seen} of {half}"
        );
    }
}

#[test]
fn at_100_percent_one_camera_draws_the_whole_window() {
    let mut app = zoomed_app(300);
    assert_eq!(interface_cameras(&mut app), 1);
    app.world_mut().resource_mut::<Settings>().board_zoom = BoardZoom::default();
    app.update();
    app.update();
    let (viewport, _) = board_camera(&mut app);
    assert_eq!(viewport, None);
    assert_eq!(interface_cameras(&mut app), 0);
    assert_eq!(app.world().resource::<BoardView>().zoomed, None);
}

#[test]
fn the_zoom_keys_step_the_board_zoom_keep_it_and_say_it() {
    let mut app = zoomed_app(100);
    let zoom = |app: &App| app.world().resource::<Settings>().board_zoom.percent();
    tap_key(&mut app, KeyCode::Equal);
    assert_eq!(zoom(&app), 150);
    let notices = app.world().resource::<Messages<Notify>>();
    let said: Vec<_> = notices.get_cursor().read(notices).cloned().collect();
    assert!(
        said.iter()
            .any(|n| n.message.text(Language::English) == "Board zoom 150%"),
        "{said:?}"
    );
    app.update();
    assert!(app.world().resource::<BoardView>().zoomed.is_some());
    for _ in 0..6 {
        tap_key(&mut app, KeyCode::Equal);
    }
    assert_eq!(zoom(&app), 300, "the largest stays the largest");
    for _ in 0..6 {
        tap_key(&mut app, KeyCode::Minus);
    }
    assert_eq!(zoom(&app), 100, "and the whole board is the smallest");
    app.update();
    assert_eq!(interface_cameras(&mut app), 0);
}
