//! Whole games racing through a real server started in-process (127.0.0.1, temporary SQLite),
//! each connected as the game connects (its own `RoomClient` thread, names bound through the
//! name flow): the room is made and joined by its code, an item earned by one lands on the
//! other and is in the other's replay, a player who drops out is placed last while the race
//! goes on, and the order every game shows is the one the server proved from the replays.

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::engine::all_moves;
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::race_items::Item;
use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::deal::LevelSpec;
use crate::game::online::player_name::{NameState, PlayerName};
use crate::game::race::room::{LevelChoice, Phase, Place, RaceOutgoing, RaceState, Standing};
use crate::game::replays::recorder::Recorder;
use crate::online::limits::Rate;
use crate::online::rooms::{RaceRules, RoomConfig};
use crate::online::server::{Running, ServerConfig, start_with_rooms};
use crate::suite::common::*;
use crate::suite::online::leaderboard::online_app_as;

/// A server with rooms, proving races with the game's own check.
fn serve(dir: &Path) -> Running {
    let relaxed = Rate {
        per_second: 1000.0,
        burst: 1000.0,
    };
    let config = ServerConfig {
        bind: "127.0.0.1:0".parse().unwrap(),
        database: format!("sqlite:{}", dir.join("rooms.sqlite").display()),
        address_rate: relaxed,
        key_rate: relaxed,
        ..ServerConfig::default()
    };
    let rules = RaceRules {
        check: crate::game::replays::race_proof::race_check(),
        levels: Vec::new(),
        items: Item::ALL.iter().map(|i| i.name().to_string()).collect(),
    };
    let rooms = RoomConfig {
        seed: Some(7),
        ..RoomConfig::default()
    };
    start_with_rooms(
        config,
        crate::game::replays::run_proof::online_verifier(),
        Some((rooms, rules)),
    )
    .expect("the server starts")
}

/// A game whose data is in `data`, its name bound on `server`.
pub(crate) fn racer(data: &Path, server: &str, name: &str) -> App {
    let mut app = online_app_as(data, server, 3, Some(name));
    until(&mut app, |app| {
        app.world().resource::<PlayerName>().state == NameState::Bound
    });
    app
}

pub(crate) fn race(app: &App) -> &RaceState {
    app.world().resource::<RaceState>()
}

pub(crate) fn say(app: &mut App, message: RaceOutgoing) {
    app.world_mut().write_message(message);
    app.update();
}

/// Runs frames of every game until `done` holds (at most 30 s: a failure, not a measure).
pub(crate) fn pump(apps: &mut [App], done: impl Fn(&[App]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        for app in apps.iter_mut() {
            app.update();
        }
        if done(apps) {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the games did not get there in time");
}

/// Links one open pair.
fn link_a_pair(app: &mut App) {
    until_answered(app);
    let board = board(app);
    let (a, b) = all_moves(board.grid(), &board.rules())[0];
    pick(app, a);
    app.update();
    pick(app, b);
    app.update();
}

fn clear(app: &mut App) {
    for _ in 0..100 {
        if board(app).grid().is_cleared() {
            return;
        }
        link_a_pair(app);
    }
    panic!("the board was not cleared");
}

fn received(replay: &Replay) -> Vec<Event> {
    replay
        .log
        .iter()
        .filter(|e| matches!(e.e, Event::Received { .. }))
        .map(|e| e.e.clone())
        .collect()
}

fn in_the_recording(app: &App) -> Vec<Event> {
    app.world()
        .resource::<Recorder>()
        .recording()
        .map(received)
        .unwrap_or_default()
}

fn starter() -> String {
    Level::built_in("starter 6x4").unwrap().to_ron()
}

/// Makes a room hosted by the first game, joined by the others with its code, and started.
fn start_race(apps: &mut [App]) {
    say(
        &mut apps[0],
        RaceOutgoing::Create {
            items: true,
            level: Some(LevelChoice {
                text: starter(),
                id: Some("starter".into()),
            }),
        },
    );
    pump(apps, |apps| race(&apps[0]).code.len() == 6);
    let code = race(&apps[0]).code.clone();
    for app in &mut apps[1..] {
        say(app, RaceOutgoing::Join { code: code.clone() });
    }
    let everyone = apps.len();
    pump(apps, |apps| race(&apps[0]).players.len() == everyone);
    say(&mut apps[0], RaceOutgoing::Start);
    pump(apps, |apps| {
        apps.iter().all(|app| {
            race(app).phase == Phase::Racing
                && app.world().resource::<LevelSpec>().mode == PlayMode::Race
                && board(app).pairs_left() == 12
        })
    });
}

/// Three links in a row earn ann an item; she throws it at bob (the only one still racing),
/// it lands on his board and is in his recording; he sees her progress. The item as recorded.
fn throw_an_item_at_bob(apps: &mut [App]) -> Event {
    for _ in 0..3 {
        link_a_pair(&mut apps[0]);
    }
    let item = race(&apps[0]).held[0];
    tap_key(&mut apps[0], KeyCode::KeyG);
    assert_eq!(
        race(&apps[0]).target().map(|o| o.name.as_str()),
        Some("bob"),
        "a dropped player is not aimed at"
    );
    tap_key(&mut apps[0], KeyCode::KeyT);
    pump(apps, |apps| !in_the_recording(&apps[1]).is_empty());
    let landed = Event::Received {
        item,
        from: "ann".into(),
    };
    assert_eq!(in_the_recording(&apps[1]), std::slice::from_ref(&landed));
    let ann_left = board(&apps[0]).pairs_left() as u32;
    pump(apps, |apps| {
        race(&apps[1])
            .opponents
            .iter()
            .any(|o| o.name == "ann" && o.pairs_left == ann_left)
    });
    landed
}

#[test]
fn games_race_through_the_server_with_an_item_and_show_the_proven_order() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(dir.path());
    let url = server.url();
    let data: Vec<tempfile::TempDir> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
    let mut apps: Vec<App> = ["ann", "bob", "cat"]
        .iter()
        .zip(&data)
        .map(|(name, d)| racer(d.path(), &url, name))
        .collect();
    start_race(&mut apps);
    let deal = board(&apps[0]).grid().to_text();
    assert!(apps.iter().all(|a| board(a).grid().to_text() == deal));

    // Cat drops out: the others are told, and race on.
    drop(apps.pop());
    pump(&mut apps, |apps| {
        apps.iter().all(|a| {
            race(a)
                .opponents
                .iter()
                .any(|o| o.name == "cat" && o.dropped)
        })
    });

    let landed = throw_an_item_at_bob(&mut apps);
    // Ann clears first; bob, slowed, later.
    clear(&mut apps[0]);
    run_for(&mut apps[1], 3.0);
    clear(&mut apps[1]);
    pump(&mut apps, |apps| {
        apps.iter().all(|a| race(a).places.is_some())
    });

    let clock_of = |app: &App| {
        let replay = app.world().resource::<Recorder>().last.clone().unwrap();
        assert_eq!(replay.mode, PlayMode::Race);
        assert!(replay.result.cleared);
        replay
    };
    let (ann_replay, bob_replay) = (clock_of(&apps[0]), clock_of(&apps[1]));
    assert_eq!(received(&bob_replay), [landed]);
    assert!(received(&ann_replay).is_empty());
    assert!(ann_replay.result.clock < bob_replay.result.clock);
    let proven = vec![
        Place {
            player: "ann".into(),
            place: 1,
            clock_ns: Some(ann_replay.result.clock),
            standing: Standing::Cleared,
        },
        Place {
            player: "bob".into(),
            place: 2,
            clock_ns: Some(bob_replay.result.clock),
            standing: Standing::Cleared,
        },
        Place {
            player: "cat".into(),
            place: 3,
            clock_ns: None,
            standing: Standing::Left,
        },
    ];
    for app in &apps {
        assert_eq!(race(app).places.as_ref(), Some(&proven));
        assert_eq!(race(app).phase, Phase::Over);
    }
}
