//! The menus, driven by the keys a player presses, headless: every button carries its own
//! action, Esc goes back per menu, Left/Right step a focused setting.

use crate::common::*;

use bevy::prelude::*;

use lianliankan::game::logic::messages::NewBoard;
use lianliankan::game::logic::screen::{Menu, Screen};
use lianliankan::game::logic::settings::Settings;
use lianliankan::game::screens;
use lianliankan::game::theme::widgets::StarImages;
use lianliankan::game::view::audio::PlaySound;

/// A dealt board with the menus over it.
fn menus_app() -> App {
    let mut app = dealt_app("classic 14x8", 60);
    app.add_plugins(screens::plugin)
        .init_resource::<Assets<Image>>()
        .init_resource::<Assets<TextureAtlasLayout>>()
        .insert_resource(StarImages {
            full: Handle::default(),
            empty: Handle::default(),
        })
        .init_resource::<NewBoards>()
        .add_systems(Update, count_new_boards);
    if !app.world().contains_resource::<Messages<PlaySound>>() {
        app.add_message::<PlaySound>();
    }
    app.update();
    app
}

#[derive(Resource, Default)]
struct NewBoards(usize);

fn count_new_boards(mut boards: MessageReader<NewBoard>, mut n: ResMut<NewBoards>) {
    n.0 += boards.read().count();
}

fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

fn open(app: &mut App, menu: Menu) {
    app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
    app.update();
    app.update();
}

#[test]
fn pause_settings_and_back() {
    let mut app = menus_app();
    open(&mut app, Menu::Pause);
    assert_eq!(menu(&app), Menu::Pause);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::None, "Esc resumes");
    open(&mut app, Menu::Pause);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Settings);
    let volume = app.world().resource::<Settings>().volume;
    for _ in 0..3 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    tap_key(&mut app, KeyCode::ArrowLeft);
    let lower = app.world().resource::<Settings>().volume;
    assert!(lower < volume, "{volume} → {lower}");
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(
        menu(&app),
        Menu::Pause,
        "settings go back where they came from"
    );
    let before = app.world().resource::<NewBoards>().0;
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(app.world().resource::<NewBoards>().0, before + 1, "retry");
}

#[test]
fn the_title_opens_menus_and_they_go_back() {
    let mut app = menus_app();
    open(&mut app, Menu::Main);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Modes);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main, "Esc on the title does nothing");
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Settings);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
}
