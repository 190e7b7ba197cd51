//! Race rooms' screens, headless: the lobby (typing a room's code), the room, the race and
//! its verified order, and a room the server closed.

use bevy::prelude::*;

use crate::game::core::screen::{Menu, Screen};
use crate::game::online::player_name::PlayerName;
use crate::game::race::room::{Phase, Place, RaceEvent, RaceOutgoing, Standing};
use crate::suite::common::*;
use crate::suite::race::game::{
    clear_board, language, level_text, menu, race, room, screens_app, sent, texts,
};

/// The race screens' app on the lobby.
pub(super) fn lobby_app() -> App {
    let mut app = screens_app();
    if !app
        .world()
        .contains_resource::<Messages<bevy::input::keyboard::KeyboardInput>>()
    {
        app.add_message::<bevy::input::keyboard::KeyboardInput>();
    }
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::RaceLobby);
    app.update();
    app.update();
    app
}

/// A key as a keyboard sends it: held for the menus, typed for the text it makes.
fn type_key(app: &mut App, code: KeyCode, logical_key: bevy::input::keyboard::Key) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::KeyboardInput;
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(code);
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key,
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(code);
    keys.clear();
    app.update();
}

fn focus(app: &App) -> usize {
    app.world()
        .resource::<crate::game::screens::navigation::Focus>()
        .0
}

#[test]
fn a_code_is_typed_with_the_menu_keys_at_rest_and_joins_when_whole() {
    use bevy::input::keyboard::Key;
    let mut app = lobby_app();
    // Create, items, level, then Join.
    for _ in 0..3 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    let join = focus(&app);
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::RaceLobby, "an empty code joins nothing");
    // W and S would move the focus in a menu; I and L are in no room's code.
    for (code, c) in [
        (KeyCode::KeyQ, "q"),
        (KeyCode::KeyW, "w"),
        (KeyCode::KeyI, "i"),
        (KeyCode::KeyE, "e"),
        (KeyCode::KeyL, "L"),
        (KeyCode::KeyR, "r"),
        (KeyCode::KeyS, "s"),
        (KeyCode::KeyS, "s"),
    ] {
        type_key(&mut app, code, Key::Character(c.into()));
    }
    assert_eq!(focus(&app), join, "typing moves no focus");
    type_key(&mut app, KeyCode::Backspace, Key::Backspace);
    type_key(&mut app, KeyCode::KeyT, Key::Character("t".into()));
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t.contains("QWERST|")), "{shown:?}");
    type_key(&mut app, KeyCode::Enter, Key::Enter);
    assert_eq!(
        sent(&app).last(),
        Some(&RaceOutgoing::Join {
            code: "QWERST".into()
        })
    );
    assert_eq!(menu(&app), Menu::RaceRoom);
}

#[test]
fn without_a_bound_name_the_lobby_sends_the_player_to_choose_one() {
    let mut app = lobby_app();
    app.insert_resource(PlayerName::default());
    app.update();
    app.update();
    let language = app
        .world()
        .resource::<crate::game::core::settings::Settings>()
        .language();
    let choose = crate::i18n::text(language, "race-choose-name");
    let create = crate::i18n::text(language, "race-create");
    let shown = texts(&mut app);
    assert!(shown.contains(&choose), "{shown:?}");
    assert!(!shown.contains(&create), "{shown:?}");
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app), Menu::Online);
    assert!(sent(&app).is_empty(), "no room is asked for");
}

#[test]
fn the_screens_go_from_the_lobby_through_the_room_and_race_to_the_order() {
    let mut app = screens_app();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::RaceLobby);
    app.update();
    app.update();
    tap_key(&mut app, KeyCode::Enter);
    assert!(sent(&app).contains(&RaceOutgoing::Create {
        items: true,
        level: None
    }));
    assert_eq!(menu(&app), Menu::RaceRoom);
    assert_eq!(race(&app).phase, Phase::Joining);
    app.world_mut().write_message(room("ann"));
    app.update();
    app.update();
    assert!(
        texts(&mut app).contains(&"QWERTY".to_string()),
        "the code shows"
    );
    tap_key(&mut app, KeyCode::Enter);
    assert!(sent(&app).contains(&RaceOutgoing::Start), "the host starts");
    app.world_mut().write_message(RaceEvent::Started {
        level: level_text(),
        id: None,
        seed: 4,
        items: true,
    });
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    assert_eq!(menu(&app), Menu::None);
    clear_board(&mut app);
    run_for(&mut app, 1.5);
    assert_eq!(menu(&app), Menu::RaceResult);
    let language = app
        .world()
        .resource::<crate::game::core::settings::Settings>()
        .language();
    let pending = crate::i18n::text(language, "race-pending");
    assert!(texts(&mut app).contains(&pending), "pending until verified");
    app.world_mut().write_message(RaceEvent::Result {
        places: vec![
            Place {
                player: "ann".into(),
                place: 1,
                clock_ns: Some(12_000_000_000),
                standing: Standing::Cleared,
            },
            Place {
                player: "bob".into(),
                place: 2,
                clock_ns: None,
                standing: Standing::Left,
            },
        ],
    });
    app.update();
    app.update();
    assert_eq!(race(&app).phase, Phase::Over);
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t.contains("ann")), "{shown:?}");
    let left = crate::i18n::text_with(
        language,
        "race-place-left",
        &[("place", 2.into()), ("name", "bob".into())],
    );
    assert!(shown.contains(&left), "{shown:?}");
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert_eq!(sent(&app).last(), Some(&RaceOutgoing::Leave));
    assert_eq!(race(&app).phase, Phase::Idle);
}

#[test]
fn a_room_closed_by_the_server_leaves_the_room_screen_with_the_reason() {
    let mut app = screens_app();
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::RaceRoom);
    app.world_mut().write_message(room("ann"));
    app.update();
    app.update();
    assert_eq!(race(&app).phase, Phase::InRoom);
    assert!(texts(&mut app).contains(&"QWERTY".to_string()));
    // What the server says when a room nobody joined closes: the room without us, then why.
    let reason = "room QWERTY closed: nobody joined it in 5 minute(s)";
    app.world_mut().write_message(RaceEvent::Room {
        code: "QWERTY".into(),
        players: Vec::new(),
        host: "ann".into(),
        you: "ann".into(),
        computers: Vec::new(),
    });
    app.world_mut().write_message(RaceEvent::Refused {
        reason: reason.into(),
    });
    app.update();
    app.update();
    assert_eq!(race(&app).phase, Phase::Idle);
    let shown = texts(&mut app);
    assert!(
        !shown.contains(&"QWERTY".to_string()),
        "no code of a closed room: {shown:?}"
    );
    assert!(shown.iter().any(|t| t.contains(reason)), "{shown:?}");
    let language = app
        .world()
        .resource::<crate::game::core::settings::Settings>()
        .language();
    let start = crate::i18n::text(language, "race-start");
    assert!(!shown.contains(&start), "no start button: {shown:?}");
}

#[test]
fn a_server_s_computer_players_are_named_as_computers_in_the_room_and_the_order() {
    use crate::bots::tier::Tier;
    let mut app = lobby_app();
    tap_key(&mut app, KeyCode::Enter);
    app.world_mut().write_message(RaceEvent::Room {
        code: "QWERTY".into(),
        players: vec!["ann".into(), "computer 1".into()],
        host: "ann".into(),
        you: "ann".into(),
        computers: vec![("computer 1".into(), Tier::Club)],
    });
    app.update();
    app.update();
    let language = language(&app);
    let club = crate::i18n::text(language, "race-computer-club");
    let named = crate::i18n::text_with(
        language,
        "race-computer-name",
        &[("n", 1.into()), ("tier", club.into())],
    );
    let shown = texts(&mut app);
    assert!(shown.contains(&named), "{shown:?}");
    assert!(!shown.iter().any(|t| t.contains("computer 1")), "{shown:?}");
    app.world_mut().write_message(RaceEvent::Started {
        level: level_text(),
        id: None,
        seed: 4,
        items: false,
    });
    app.update();
    app.update();
    clear_board(&mut app);
    run_for(&mut app, 1.5);
    app.world_mut().write_message(RaceEvent::Result {
        places: vec![
            Place {
                player: "computer 1".into(),
                place: 1,
                clock_ns: Some(9_000_000_000),
                standing: Standing::Cleared,
            },
            Place {
                player: "ann".into(),
                place: 2,
                clock_ns: Some(12_000_000_000),
                standing: Standing::Cleared,
            },
        ],
    });
    app.update();
    app.update();
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t.contains(&named)), "{shown:?}");
}
