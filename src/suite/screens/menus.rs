//! The menus, driven by the keys a player presses, headless: every button carries its own
//! action, Esc goes back per menu, Left/Right step a focused setting.

use bevy::prelude::*;

use crate::game::core::messages::NewBoard;
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::game::screens;
use crate::game::theme::choice_row::Choice;
use crate::game::theme::widgets::StarImages;
use crate::game::view::sound::audio::PlaySound;
use crate::suite::common::*;

/// A dealt board with the menus over it.
pub(crate) fn menus_app() -> App {
    let mut app = dealt_app("classic 14x8", 60);
    app.add_plugins((screens::plugin, crate::game::theme::choice_row::plugin))
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

pub(crate) fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

pub(crate) fn open(app: &mut App, menu: Menu) {
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
    // Resume, Retry, New deal, Settings.
    for _ in 0..3 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Settings);
    let volume = app.world().resource::<Settings>().volume;
    // The first column (language, text size, tiles, colour vision, background, theme, contrast,
    // full screen), then flowers and seasons, speed, motion, the cursor and the board's zoom,
    // then the effects' volume.
    for _ in 0..13 {
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
    // The buttons in two columns: Play, Quick game / Modes, Enter a code / Levels, Hall of
    // fame / Settings, Lesson / Race the computer (no server is set), Quit; Down moves a row,
    // Right a button.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Modes);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main, "Esc on the title does nothing");
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::EnterCode);
    open(&mut app, Menu::Main);
    for _ in 0..3 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Settings);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
}

/// The pause menu names the board and its seed (the HUD does not), and deals a new board of
/// the level with another seed.
#[test]
fn the_pause_menu_names_the_seed_and_deals_anew() {
    use crate::game::core::deal::LevelSpec;
    let mut app = menus_app();
    open(&mut app, Menu::Pause);
    let said = texts(&mut app);
    assert!(
        said.iter().any(|t| t.ends_with("·  seed 60")),
        "the seed is named: {said:?}"
    );
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::None);
    until(&mut app, |app| {
        app.world().resource::<LevelSpec>().seed != 60
    });
    assert_eq!(board(&app).grid().width(), 14, "the same level");
}

/// The Quick game menu: Enter deals the game chosen last time; a row stepped with Left/Right
/// changes the choice kept in the settings and what the row says; Esc goes back.
#[test]
fn the_quick_game_menu_steps_its_choices_and_deals_them() {
    let mut app = menus_app();
    open(&mut app, Menu::Main);
    tap_key(&mut app, KeyCode::ArrowRight);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::QuickGame);
    assert!(texts(&mut app).contains(&"Board  < 18×8 >".to_string()));
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    let q = app.world().resource::<Settings>().quick_game;
    assert_eq!((q.width, q.height), (24, 12));
    assert!(texts(&mut app).contains(&"Board  < 24×12 >".to_string()));
    assert!(texts(&mut app).contains(&"Width  < 24 >".to_string()));
    assert!(
        texts(&mut app).contains(&"24×12".to_string()),
        "the row shows its value in its value's box"
    );
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
    open(&mut app, Menu::QuickGame);
    tap_key(&mut app, KeyCode::Enter);
    until(&mut app, |app| board(app).grid().width() == 24);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    assert_eq!(board(&app).grid().tile_count(), 24 * 12);
}

/// "Look at the board" on a finish screen hides its menu, keeps the menu (and so the stopped
/// clock), and any key after brings the menu back; leaving the screen ends the look.
#[test]
fn the_finish_screen_steps_aside_to_show_the_board() {
    use crate::game::screens::look_at_board::{LookingAtBoard, StepsAside};
    let mut app = menus_app();
    open(&mut app, Menu::Lost);
    let hidden = |app: &mut App| {
        let mut layers = app
            .world_mut()
            .query_filtered::<&Visibility, With<StepsAside>>();
        let all: Vec<Visibility> = layers.iter(app.world()).copied().collect();
        assert_eq!(all.len(), 1, "the lose screen's layer steps aside");
        all[0] == Visibility::Hidden
    };
    assert!(!hidden(&mut app));
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert!(hidden(&mut app), "the board is shown");
    assert_eq!(
        menu(&app),
        Menu::Lost,
        "the menu stays open: the clock stays stopped"
    );
    tap_key(&mut app, KeyCode::Enter);
    assert!(!hidden(&mut app), "a key brings the menu back");
    assert_eq!(menu(&app), Menu::Lost, "and does nothing else");
    tap_key(&mut app, KeyCode::Enter);
    assert!(hidden(&mut app), "the focus stayed on the button");
    open(&mut app, Menu::Pause);
    assert_eq!(
        *app.world().resource::<LookingAtBoard>(),
        LookingAtBoard(false)
    );
}

/// The words on screen: each text, and each choice row's words as its message has them
/// ("Label  < value >", shown in parts).
pub(crate) fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    let mut said: Vec<String> = query.iter(app.world()).map(|t| t.0.clone()).collect();
    let mut rows = app.world_mut().query::<&Choice>();
    said.extend(rows.iter(app.world()).map(|c| c.0.clone()));
    said
}

/// Whether a card of level `n` (1-based) named "Level n" is on screen.
fn shows_level(app: &mut App, n: usize) -> bool {
    texts(app).contains(&format!("{n}  Level {n}"))
}

#[test]
fn a_pack_of_thousands_of_levels_opens_on_its_first_page_and_reaches_its_last() {
    use crate::game::content::levels::{LevelAsset, LevelPack, Pack, PackEntry};
    use crate::game::theme::widgets::ButtonAction;
    let mut app = menus_app();
    let mut assets = Assets::<LevelAsset>::default();
    let mut pack = Pack::folder("many".into(), Some("many".into()), false);
    for n in 1..=3000 {
        let text = format!(r#"(name: "Level {n}", layout: ["xxxx"])"#);
        let level = crate::formats::level::Level::from_ron(&text, "test").unwrap();
        pack.entries.push(PackEntry {
            file: format!("{n:04}.ron"),
            handle: assets.add(LevelAsset(Ok(level))),
        });
    }
    let packs = LevelPack {
        packs: vec![pack],
        ..LevelPack::default()
    };
    app.insert_resource(assets)
        .insert_resource(packs)
        .add_message::<AssetEvent<LevelAsset>>();
    open(&mut app, Menu::LevelSelect);
    let buttons = |app: &mut App| {
        let mut query = app.world_mut().query::<&ButtonAction>();
        query.iter(app.world()).count()
    };
    // A page of cards, the page turners and Back: never a card per level.
    let on_a_page = buttons(&mut app);
    assert!(on_a_page < 60, "{on_a_page} buttons");
    assert!(shows_level(&mut app, 1) && !shows_level(&mut app, 3000));
    assert!(texts(&mut app).iter().any(|t| t.contains("1 of ")));
    // The Next button, reached with the keys, turns the page and keeps the focus.
    let cards = on_a_page - 3;
    for _ in 0..cards + 1 {
        tap_key(&mut app, KeyCode::ArrowRight);
    }
    tap_key(&mut app, KeyCode::Enter);
    assert!(shows_level(&mut app, cards + 1) && !shows_level(&mut app, 1));
    tap_key(&mut app, KeyCode::Enter);
    assert!(
        shows_level(&mut app, 2 * cards + 1),
        "the focus stayed on Next"
    );
    // Page Down to the end, and no further.
    for _ in 0..3000 / cards + 2 {
        tap_key(&mut app, KeyCode::PageDown);
    }
    assert!(shows_level(&mut app, 3000) && !shows_level(&mut app, 1));
    assert!(buttons(&mut app) <= on_a_page);
    tap_key(&mut app, KeyCode::PageUp);
    assert!(!shows_level(&mut app, 3000));
    assert_eq!(menu(&app), Menu::LevelSelect);
}

/// A cleared board's win screen does not offer a look at an empty frame; a lost board's
/// screen does.
#[test]
fn only_a_board_with_tiles_left_is_offered_a_look() {
    let mut app = menus_app();
    clear_board(&mut app);
    until(&mut app, |app| menu(app) == Menu::Won);
    let said = texts(&mut app);
    assert!(said.contains(&"Cleared!".to_string()), "{said:?}");
    assert!(!said.contains(&"Look at the board".to_string()), "{said:?}");
    let mut app = menus_app();
    open(&mut app, Menu::Lost);
    assert!(texts(&mut app).contains(&"Look at the board".to_string()));
}
