//! Race rooms, the game's side, driven through its messages: the deal, progress, items, the
//! replay and its proof, the screens, a lost connection.

use bevy::prelude::*;

use crate::engine::{Pos, all_moves};
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::race_items::Item;
use crate::formats::replays::replay::{Entry, Event, Replay};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::core::moves::picks_held::PicksHeld;
use crate::game::core::screen::{Menu, Screen};
use crate::game::online::player_name::{NameState, PlayerName};
use crate::game::race::items::HiddenTiles;
use crate::game::race::room::{Phase, RaceEvent, RaceOutgoing, RaceState};
use crate::game::replays::proof::prove;
use crate::game::replays::race_proof::{Delivered, prove_race};
use crate::game::replays::recorder::Recorder;
use crate::game::screens;
use crate::game::theme::widgets::StarImages;
use crate::game::view::sound::audio::PlaySound;
use crate::suite::common::*;

#[derive(Resource, Default)]
struct Sent(Vec<RaceOutgoing>);

fn keep_sent(mut out: MessageReader<RaceOutgoing>, mut sent: ResMut<Sent>) {
    sent.0.extend(out.read().cloned());
}

#[derive(Resource, Default)]
struct Notices(Vec<String>);

fn keep_notices(mut notices: MessageReader<Notify>, mut kept: ResMut<Notices>) {
    kept.0
        .extend(notices.read().map(|n| n.message.key.to_string()));
}

pub(super) fn level_text() -> String {
    Level::built_in("starter 6x4").unwrap().to_ron()
}

pub(super) fn room(you: &str) -> RaceEvent {
    RaceEvent::Room {
        code: "QWERTY".into(),
        players: vec!["ann".into(), "bob".into(), "cat".into()],
        host: "ann".into(),
        you: you.into(),
        computers: Vec::new(),
    }
}

pub(super) fn listening(mut app: App) -> App {
    app.init_resource::<Sent>()
        .init_resource::<Notices>()
        .add_systems(Last, (keep_sent, keep_notices));
    app
}

/// An app on another board that joins a room and races on the starter level with `seed`.
fn race_app(seed: u64, items: bool) -> App {
    let mut app = listening(dealt_app("classic 14x8", 3));
    app.world_mut().write_message(room("ann"));
    app.update();
    app.world_mut().write_message(RaceEvent::Started {
        level: level_text(),
        id: None,
        seed,
        items,
    });
    app.update();
    app.update();
    app
}

/// The language the app's words are in.
pub(super) fn language(app: &App) -> crate::i18n::Language {
    app.world()
        .resource::<crate::game::core::settings::Settings>()
        .language()
}

pub(super) fn notices(app: &App) -> &[String] {
    &app.world().resource::<Notices>().0
}

pub(super) fn sent(app: &App) -> &[RaceOutgoing] {
    &app.world().resource::<Sent>().0
}

pub(super) fn race(app: &App) -> &RaceState {
    app.world().resource::<RaceState>()
}

fn land(app: &mut App, item: Item) {
    app.world_mut().write_message(RaceEvent::ItemLanded {
        item,
        from: "bob".into(),
    });
    app.update();
}

/// An open pair on the board.
pub(super) fn open_pair(app: &App) -> (Pos, Pos) {
    let board = board(app);
    *all_moves(board.grid(), &board.rules())
        .first()
        .expect("an open pair")
}

/// Picks both tiles of `pair`, a frame each.
pub(super) fn pick_pair(app: &mut App, (a, b): (Pos, Pos)) {
    pick(app, a);
    app.update();
    pick(app, b);
    app.update();
}

fn links(app: &App) -> usize {
    app.world().resource::<Record>().found.len()
}

/// Links pairs until the board is cleared.
pub(super) fn clear_board(app: &mut App) {
    for _ in 0..200 {
        until_answered(app);
        if board(app).grid().is_cleared() {
            break;
        }
        if all_moves(board(app).grid(), &board(app).rules()).is_empty() {
            app.update();
            continue;
        }
        let pair = open_pair(app);
        pick_pair(app, pair);
    }
    app.update();
    assert!(board(app).grid().is_cleared(), "the bot clears the board");
}

#[test]
fn every_player_of_a_race_is_dealt_the_same_board_in_mode_race() {
    let (a, b) = (race_app(77, false), race_app(77, true));
    assert_eq!(board(&a).grid().to_text(), board(&b).grid().to_text());
    let spec = a.world().resource::<LevelSpec>();
    assert_eq!(spec.mode, PlayMode::Race);
    assert_eq!(spec.record, None, "a race records no progress");
    assert_eq!(race(&a).phase, Phase::Racing);
    let names: Vec<&str> = race(&a).opponents.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["bob", "cat"]);
    let other = race_app(78, false);
    assert_ne!(board(&a).grid().to_text(), board(&other).grid().to_text());
}

#[test]
fn progress_is_sent_at_the_start_and_after_every_removal() {
    let mut app = race_app(5, false);
    assert!(sent(&app).contains(&RaceOutgoing::Progress {
        pairs_left: 12,
        combo: 0
    }));
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    assert_eq!(
        sent(&app).last(),
        Some(&RaceOutgoing::Progress {
            pairs_left: 11,
            combo: 1
        })
    );
}

#[test]
fn a_freeze_swallows_picks_for_two_seconds() {
    let mut app = race_app(5, true);
    land(&mut app, Item::FreezePicks);
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 0, "picks are ignored while frozen");
    run_for(&mut app, 1.7);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 0, "still frozen before two seconds");
    run_for(&mut app, 0.3);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 1, "picks act again after two seconds");
    assert!(
        app.world()
            .resource::<Notices>()
            .0
            .contains(&"race-item-landed".to_string())
    );
}

#[test]
fn items_do_nothing_in_a_race_without_them() {
    let mut app = race_app(5, false);
    land(&mut app, Item::FreezePicks);
    let held = *app.world().resource::<PicksHeld>();
    assert_eq!(held, PicksHeld::default());
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 1);
}

#[test]
fn a_hide_covers_the_faces_for_three_seconds_and_leaves_the_board_as_it_was() {
    let mut app = race_app(9, true);
    let before = board(&app).grid().to_text();
    land(&mut app, Item::HideFaces);
    let hides = |app: &App| {
        let clock = app
            .world()
            .resource::<crate::game::core::clock::DealClock>();
        app.world().resource::<HiddenTiles>().hides(clock)
    };
    assert!(hides(&app));
    assert_eq!(board(&app).grid().to_text(), before, "no tile moves");
    run_for(&mut app, 2.85);
    assert!(hides(&app), "still hidden before three seconds");
    // Tiles can still be picked from memory.
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 1);
    run_for(&mut app, 0.1);
    assert!(!hides(&app), "faces show again after three seconds");
}

#[test]
fn items_are_earned_by_combos_and_thrown_at_the_opponent_with_fewest_pairs() {
    let mut app = race_app(5, true);
    app.world_mut().write_message(RaceEvent::Progress {
        player: "cat".into(),
        pairs_left: 4,
        combo: 2,
    });
    for _ in 0..3 {
        until_answered(&mut app);
        let pair = open_pair(&app);
        pick_pair(&mut app, pair);
    }
    assert_eq!(
        race(&app).held,
        [Item::FreezePicks],
        "a combo of three earns one"
    );
    tap_key(&mut app, KeyCode::KeyT);
    assert!(sent(&app).contains(&RaceOutgoing::Throw {
        item: Item::FreezePicks,
        to: "cat".into()
    }));
    assert!(race(&app).held.is_empty());
    tap_key(&mut app, KeyCode::KeyG);
    assert_eq!(race(&app).target().map(|o| o.name.as_str()), Some("bob"));
}

/// A race played to its end with a freeze landing and swallowing a pair's picks.
fn raced_replay() -> (Replay, App) {
    let mut app = race_app(21, true);
    run_for(&mut app, 0.5);
    land(&mut app, Item::FreezePicks);
    // Another pair than the one linked first afterwards: without the freeze, the replay's
    // answers would come in another order.
    let moves = all_moves(board(&app).grid(), &board(&app).rules());
    assert!(moves.len() > 1);
    pick_pair(&mut app, moves[1]);
    assert_eq!(links(&app), 0);
    run_for(&mut app, 2.0);
    clear_board(&mut app);
    let replay = app
        .world()
        .resource::<Recorder>()
        .last
        .clone()
        .expect("the race is recorded");
    (replay, app)
}

#[test]
fn a_race_replay_with_its_items_proves_and_goes_to_the_room() {
    let (replay, app) = raced_replay();
    assert_eq!(replay.mode, PlayMode::Race);
    let received: Vec<&Event> = replay
        .log
        .iter()
        .map(|e| &e.e)
        .filter(|e| matches!(e, Event::Received { .. }))
        .collect();
    assert_eq!(
        received,
        [&Event::Received {
            item: Item::FreezePicks,
            from: "bob".into()
        }]
    );
    let proven = prove(&replay, None).expect("the race's replay proves");
    assert!(proven.outcome.cleared);
    let delivered = [Delivered {
        item: Item::FreezePicks,
        from: "bob".into(),
        at_ns: landed_at(&replay),
    }];
    let outcome =
        prove_race(&replay, &level_text(), 21, (&delivered, SLACK)).expect("proves for the room");
    assert_eq!(outcome, replay.result);
    assert!(sent(&app).contains(&RaceOutgoing::Finished {
        replay: replay.to_text()
    }));
    assert_eq!(race(&app).phase, Phase::Finished);
}

/// The slack on an item's time is for the clocks: an item written in after one of the player's
/// picks, more than a round trip after the room delivered it, was put off past a pick it would
/// have held, and is refused even within the slack.
#[test]
fn a_race_item_put_off_past_the_player_s_inputs_is_refused() {
    let (replay, _) = raced_replay();
    let level = level_text();
    let got = landed_at(&replay);
    // Landing when the room delivered it, or a round trip after, is how a race goes.
    assert!(prove_race(&replay, &level, 21, (&freeze(got), SLACK)).is_ok());
    // The player holds the item back: three seconds pass, they pick, and only then is the
    // item written in, still within the slack of the room's time.
    let mut put_off = replay.clone();
    let at = put_off
        .log
        .iter()
        .position(|e| matches!(e.e, Event::Received { .. }))
        .unwrap();
    let item = put_off.log.remove(at);
    for entry in &mut put_off.log[at..] {
        entry.t += 3_000_000_000;
    }
    let next = put_off.log[at..]
        .iter()
        .position(|e| e.e.is_input())
        .map(|i| at + i)
        .expect("the player did something after the item landed");
    let landing = put_off.log[next].t + 1;
    assert!(
        landing - got <= SLACK,
        "within the slack: the clocks allow it"
    );
    put_off.log.insert(next + 1, Entry { t: landing, ..item });
    let why = prove_race(&put_off, &level, 21, (&freeze(got), SLACK)).unwrap_err();
    assert!(why.contains("cannot be put off"), "{why}");
}

/// Bob's freeze, delivered at `at_ns` as the room reckons it.
fn freeze(at_ns: u64) -> [Delivered; 1] {
    [Delivered {
        item: Item::FreezePicks,
        from: "bob".into(),
        at_ns,
    }]
}

/// How far an item's time may lie from the room's reckoning in these tests.
const SLACK: u64 = 5_000_000_000;

/// When the replay's first item landed, on its clock.
fn landed_at(replay: &crate::formats::replays::replay::Replay) -> u64 {
    let received = replay
        .log
        .iter()
        .find(|e| matches!(e.e, Event::Received { .. }));
    received.expect("an item landed").t
}

#[test]
fn a_race_replay_whose_items_differ_from_those_delivered_is_refused() {
    let (replay, _) = raced_replay();
    let level = level_text();
    assert!(
        prove_race(&replay, &level, 21, (&[], SLACK)).is_err(),
        "none delivered"
    );
    let at_ns = landed_at(&replay);
    let hide = [Delivered {
        item: Item::HideFaces,
        from: "bob".into(),
        at_ns,
    }];
    assert!(
        prove_race(&replay, &level, 21, (&hide, SLACK)).is_err(),
        "another item"
    );
    assert!(
        prove_race(&replay, &level, 22, (&freeze(at_ns), SLACK)).is_err(),
        "another seed"
    );
    // The item lands when the room delivered it, give or take the slack (an item put off is
    // refused too: `proof`'s own tests).
    let early = prove_race(&replay, &level, 21, (&freeze(at_ns + SLACK + 1), SLACK));
    assert!(early.unwrap_err().contains("before the room threw it"));
    assert!(prove_race(&replay, &level, 21, (&freeze(at_ns + SLACK), SLACK)).is_ok());
    // Without the freeze, the picks it swallowed would have linked: the moves no longer prove.
    let mut unfrozen = replay.clone();
    unfrozen
        .log
        .retain(|e| !matches!(e.e, Event::Received { .. }));
    assert!(prove(&unfrozen, None).is_err());
    assert!(prove_race(&unfrozen, &level, 21, (&[], SLACK)).is_err());
    // Items land only in a race.
    let mut classic = replay;
    classic.mode = PlayMode::Classic;
    let refused = prove(&classic, None).unwrap_err();
    assert!(refused.contains("race item"), "{refused}");
}

#[test]
fn the_replay_command_proves_a_race() {
    let (replay, _) = raced_replay();
    let dir = tempfile_dir();
    let path = dir.join("race.ron");
    std::fs::write(&path, replay.to_text()).unwrap();
    let app = crate::cli::command::power_ups_of(|_| {});
    let power_ups = app
        .world()
        .resource::<crate::game::core::power_ups::PowerUps>();
    let status = crate::cli::exit_status(crate::cli::replay(&path, None, power_ups));
    assert_eq!(status, std::process::ExitCode::SUCCESS);
    let _ = std::fs::remove_dir_all(dir);
}

fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("lianliankan-race-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(super) fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

pub(super) fn texts(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<&Text>();
    query.iter(app.world()).map(|t| t.0.clone()).collect()
}

/// The race's app with the menus over it.
pub(super) fn screens_app() -> App {
    let mut app = listening(dealt_app("classic 14x8", 60));
    app.add_plugins(screens::plugin)
        .init_resource::<Assets<Image>>()
        .init_resource::<Assets<TextureAtlasLayout>>()
        .insert_resource(StarImages {
            full: Handle::default(),
            empty: Handle::default(),
        });
    if !app.world().contains_resource::<Messages<PlaySound>>() {
        app.add_message::<PlaySound>();
    }
    app.insert_resource(PlayerName {
        name: Some("ann".into()),
        state: NameState::Bound,
    });
    app.update();
    app
}

#[test]
fn a_lost_connection_is_told_and_the_race_goes_on() {
    let mut app = race_app(5, true);
    app.world_mut().write_message(RaceEvent::ConnectionLost);
    app.update();
    assert!(
        app.world()
            .resource::<Notices>()
            .0
            .contains(&"race-connection-lost".to_string())
    );
    assert!(race(&app).connection_lost);
    assert_eq!(race(&app).phase, Phase::Racing);
    let pair = open_pair(&app);
    pick_pair(&mut app, pair);
    assert_eq!(links(&app), 1, "the board still plays");
}

#[test]
fn leaving_the_board_for_another_leaves_the_room() {
    let mut app = race_app(5, false);
    app.world_mut()
        .insert_resource(LevelSpec::built_in("starter 6x4", 3).unwrap());
    app.update();
    assert_eq!(sent(&app).last(), Some(&RaceOutgoing::Leave));
    assert_eq!(race(&app).phase, Phase::Idle);
}

#[test]
fn the_title_offers_races_once_a_server_is_set_even_after_it_is_built() {
    use crate::game::online::leaderboards::OnlineConfig;
    let mut app = screens_app();
    let world = app.world_mut();
    world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    world.resource_mut::<NextState<Menu>>().set(Menu::Main);
    app.update();
    app.update();
    let language = language(&app);
    let race_button = crate::i18n::text(language, "menu-race");
    let dir = tempfile_dir();
    let set_server = |app: &mut App, server: Option<&str>| {
        app.insert_resource(OnlineConfig {
            server: server.map(String::from),
            dir: dir.join("online"),
            name: None,
        });
        app.update();
        app.update();
    };
    set_server(&mut app, None);
    assert!(!texts(&mut app).contains(&race_button));
    set_server(&mut app, Some("http://127.0.0.1:9"));
    assert!(texts(&mut app).contains(&race_button), "offered");
    set_server(&mut app, None);
    assert!(!texts(&mut app).contains(&race_button), "withdrawn");
}

#[test]
fn a_server_s_computer_player_is_said_by_its_seat_and_tier_and_a_person_by_name() {
    use crate::bots::tier::Tier;
    use crate::game::race::room::RaceState;
    use crate::i18n::{Language, Message};
    let race = RaceState {
        computers: vec![
            ("computer 1".into(), Tier::Club),
            ("computer 2".into(), Tier::Expert),
        ],
        ..RaceState::default()
    };
    let out = |name: &str, language| {
        Message::with("race-dropped", [("name", race.said_name(name))]).text(language)
    };
    assert_eq!(
        out("computer 2", Language::English),
        "Computer 2 (expert) is out of the race"
    );
    assert_eq!(
        out("computer 2", Language::Chinese),
        "电脑 2（高手） 已退出对战"
    );
    assert_eq!(out("ann", Language::English), "ann is out of the race");
}
