//! A race's clock is the room's: the board is not dealt again, the clock runs under the menu
//! and the time limit ends the race there too.

use bevy::prelude::*;

use crate::formats::level::Level;
use crate::game::core::screen::Menu;
use crate::game::race::room::{RaceEvent, RaceOutgoing};
use crate::suite::common::*;
use crate::suite::race::game::{
    level_text, menu, open_pair, pick_pair, room, screens_app, sent, texts,
};

/// The screens' app racing on `level` (a level file's text).
fn racing_on_screens(level: String) -> App {
    let mut app = screens_app();
    app.world_mut().write_message(room("ann"));
    app.update();
    app.world_mut().write_message(RaceEvent::Started {
        level,
        id: None,
        seed: 4,
        items: false,
    });
    app.update();
    app.update();
    app
}

#[test]
fn a_race_is_not_dealt_again_and_its_clock_runs_under_the_pause_menu() {
    use crate::game::core::clock::DealClock;
    let counted = |app: &App| app.world().resource::<DealClock>().counted;
    let mut app = racing_on_screens(level_text());
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    tap_key(&mut app, KeyCode::F5);
    until_answered(&mut app);
    assert_eq!(
        board(&app).pairs_left(),
        11,
        "F5 does not deal a race's board again"
    );
    tap_key(&mut app, KeyCode::KeyP);
    // The menu opens on the frame after the one that heard the key.
    app.update();
    assert_eq!(menu(&app), Menu::Pause);
    let language = app
        .world()
        .resource::<crate::game::core::settings::Settings>()
        .language();
    let shown = texts(&mut app);
    assert!(
        !shown.contains(&crate::i18n::text(language, "pause-retry")),
        "{shown:?}"
    );
    for said in ["pause-why-race", "pause-title-race"] {
        assert!(
            shown.contains(&crate::i18n::text(language, said)),
            "{said}: {shown:?}"
        );
    }
    let before = counted(&app);
    run_for(&mut app, 1.0);
    assert!(
        counted(&app) >= before + std::time::Duration::from_millis(900),
        "the race's clock runs on under the menu"
    );
    assert_eq!(board(&app).pairs_left(), 11);
}

#[test]
fn the_time_limit_ends_a_race_under_the_menu_and_its_replay_goes() {
    let mut level = Level::built_in("starter 6x4").unwrap();
    level.time_limit = Some(2);
    let mut app = racing_on_screens(level.to_ron());
    tap_key(&mut app, KeyCode::KeyP);
    app.update();
    assert_eq!(menu(&app), Menu::Pause);
    run_for(&mut app, 2.5);
    assert_eq!(menu(&app), Menu::RaceResult, "the result replaces the menu");
    assert!(
        sent(&app)
            .iter()
            .any(|m| matches!(m, RaceOutgoing::Finished { .. })),
        "the replay goes to the room"
    );
}
