//! The journal, the hall of fame and the statistics, headless: a player's clears of a quick
//! game go into the journal under the name playing, rank in the hall of fame apart from help
//! taken, and the screens show, sort, rename and clear them from the keys.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::formats::quick_game::QuickGame;
use crate::formats::saves::hall_of_fame::{Help, top};
use crate::formats::saves::journal::GameEntry;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::modes::quick_game::StartQuickGame;
use crate::game::persistence::progress::SavedProgress;
use crate::suite::common::*;
use crate::suite::screens::menus::{menu, menus_app, open, texts};

const BOARD: &str = "quick/4x2-medium-kinds2";

fn journal(app: &App) -> &crate::formats::saves::journal::Journal {
    &app.world().resource::<SavedProgress>().progress.journal
}

fn deal_small_quick_game(app: &mut App) {
    app.world_mut().resource_mut::<Settings>().quick_game = QuickGame {
        width: 4,
        height: 2,
        kinds: Some(2),
        ..QuickGame::default()
    };
    let before = board(app).deal_id();
    app.world_mut().write_message(StartQuickGame);
    until(app, |app| {
        board(app).deal_id() != before && board(app).grid().width() == 4
    });
}

#[test]
fn a_players_quick_game_clears_go_into_the_hall_of_fame_under_each_name() {
    let mut app = dealt_app("starter 6x4", 3);
    app.world_mut()
        .resource_mut::<Settings>()
        .choose_player("Ann");
    deal_small_quick_game(&mut app);
    clear_board(&mut app);
    until(&mut app, |app| journal(app).games.len() == 1);
    let ann = journal(&app).games[0].clone();
    assert_eq!(ann.board, BOARD);
    assert_eq!(
        (ann.name.as_str(), ann.cleared, ann.assisted),
        ("Ann", true, false)
    );
    assert_eq!((ann.width, ann.height, ann.pairs), (4, 2, 4));
    assert_eq!(ann.title, "4×2");

    app.world_mut()
        .resource_mut::<Settings>()
        .choose_player("Bob");
    deal_small_quick_game(&mut app);
    clear_board(&mut app);
    until(&mut app, |app| journal(app).games.len() == 2);
    let names: Vec<&str> = top(journal(&app), BOARD, Help::Unaided)
        .iter()
        .map(|g| g.name.as_str())
        .collect();
    assert_eq!(names.len(), 2);
    assert!(
        names.contains(&"Ann") && names.contains(&"Bob"),
        "{names:?}"
    );
}

#[test]
fn the_demo_keeps_nothing() {
    use crate::game::core::who_plays::StandIn;
    let mut app = dealt_app("starter 6x4", 3);
    app.world_mut().spawn(StandIn);
    deal_small_quick_game(&mut app);
    clear_board(&mut app);
    run_for(&mut app, 0.5);
    assert!(journal(&app).games.is_empty());
}

fn clear_of(at: u64, name: &str, score: u32, seconds: f32, assisted: bool) -> GameEntry {
    GameEntry {
        at,
        board: BOARD.into(),
        title: "4×2".into(),
        width: 4,
        height: 2,
        name: name.into(),
        cleared: true,
        score,
        seconds,
        assisted,
        ..GameEntry::default()
    }
}

/// A key typed as a keyboard sends it, with its text.
fn type_text(app: &mut App, code: KeyCode, key: Key, text: Option<&str>) {
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key: key,
        state: ButtonState::Pressed,
        text: text.map(Into::into),
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

fn shows(app: &mut App, text: &str) -> bool {
    texts(app).iter().any(|t| t.contains(text))
}

#[test]
fn the_hall_of_fame_screen_sorts_renames_and_clears_from_the_keys() {
    let mut app = menus_app();
    if !app.world().contains_resource::<Messages<KeyboardInput>>() {
        app.add_message::<KeyboardInput>();
    }
    if !app
        .world()
        .contains_resource::<Messages<bevy::window::Ime>>()
    {
        app.add_message::<bevy::window::Ime>();
    }
    {
        let mut saved = app.world_mut().resource_mut::<SavedProgress>();
        let journal = &mut saved.progress.journal;
        journal.add(clear_of(1_700_000_000, "Ann", 900, 80.0, false));
        journal.add(clear_of(1_700_000_100, "Bob", 700, 60.0, false));
        journal.add(clear_of(1_700_000_200, "Cy", 5000, 20.0, true));
    }
    open(&mut app, Menu::HallOfFame);
    assert_eq!(menu(&app), Menu::HallOfFame);
    assert!(shows(&mut app, "Quick game 4×2 · medium · 2 kinds"));
    assert!(shows(&mut app, "Ann") && shows(&mut app, "Bob"));
    assert!(!shows(&mut app, "Cy"), "a clear with help is listed apart");

    // Clears with help.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    assert!(shows(&mut app, "Clears with help") && shows(&mut app, "Cy"));
    tap_key(&mut app, KeyCode::ArrowLeft);

    // Sorted by time: Bob's 1:00 comes before Ann's 1:20.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    assert!(shows(&mut app, "Sorted by time"));
    let order: Vec<String> = texts(&mut app)
        .into_iter()
        .filter(|t| t == "Ann" || t == "Bob")
        .collect();
    assert_eq!(order, ["Bob", "Ann"]);

    // A new player's name, typed.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    for c in ["张", "三"] {
        type_text(&mut app, KeyCode::KeyA, Key::Character(c.into()), Some(c));
    }
    type_text(&mut app, KeyCode::Enter, Key::Enter, None);
    let players = app.world().resource::<Settings>().players.clone();
    assert_eq!(players.first().map(String::as_str), Some("张三"));
    assert!(shows(&mut app, "Playing as 张三"));

    // Clear asks first, then clears this board's lists; the games stay for the statistics.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Enter);
    assert!(shows(&mut app, "Really clear?"));
    assert_eq!(top(journal(&app), BOARD, Help::Unaided).len(), 2, "not yet");
    tap_key(&mut app, KeyCode::Enter);
    assert!(top(journal(&app), BOARD, Help::Unaided).is_empty());
    assert!(top(journal(&app), BOARD, Help::Assisted).is_empty());
    assert_eq!(journal(&app).games.len(), 3);
    assert!(shows(&mut app, "No board cleared yet"));
}

#[test]
fn the_statistics_screen_steps_its_charts() {
    let mut app = menus_app();
    {
        let mut saved = app.world_mut().resource_mut::<SavedProgress>();
        let now = crate::formats::daily::unix_seconds_now();
        saved
            .progress
            .journal
            .add(clear_of(now - 86_400, "Ann", 900, 80.0, false));
        saved
            .progress
            .journal
            .add(clear_of(now, "Ann", 950, 70.0, false));
    }
    open(&mut app, Menu::Statistics);
    assert!(shows(
        &mut app,
        "Games 2 · Clears 2 · Best streak 2 · Days in a row 2"
    ));
    assert!(shows(&mut app, "Games per day, last 14 days"));
    tap_key(&mut app, KeyCode::ArrowRight);
    assert!(shows(&mut app, "Time to clear 4×2"));
    tap_key(&mut app, KeyCode::ArrowRight);
    assert!(
        shows(&mut app, "Games per day"),
        "round: quick games are no level"
    );
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app), Menu::Main);
}
