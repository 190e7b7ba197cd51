//! The game's side of the leaderboards, against a real server started in-process on 127.0.0.1
//! over a temporary SQLite database: a cleared pack level is queued in the data directory and
//! sent, and its rank arrives as a message; with the server down the game waits in the outbox
//! and goes once a server is up; a refused replay is moved aside with its reason; the
//! Leaderboard screen's rows come from the server.

use std::path::Path;

use bevy::prelude::*;

use crate::formats::replays::replay::ReplayDir;
use crate::game::core::deal::LevelSpec;
use crate::game::online::leaderboards::{
    FetchLeaderboard, LastSubmission, LeaderboardTable, OnlineAnswer, OnlineConfig, TableState,
};
use crate::game::replays::recorder::{Recorder, ReplayStore};
use crate::online::limits::Rate;
use crate::online::outbox::{self, OUTBOX, REFUSED, Sent};
use crate::online::server::{Running, ServerConfig, start};
use crate::suite::common::*;
use crate::suite::replays::replay::{level, link_a_pair};

const SMALL: &str = r#"(name: "Small", id: "small", layout: ["xxxx", "xxxx", "xxxx"], kinds: 3)"#;

pub(crate) fn serve_at(bind: &str, dir: &Path) -> Running {
    let config = ServerConfig {
        bind: bind.parse().unwrap(),
        database: format!("sqlite:{}", dir.join("boards.sqlite").display()),
        address_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        key_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..ServerConfig::default()
    };
    start(config, crate::game::replays::run_proof::online_verifier()).expect("the server starts")
}

/// Every answer the sending thread gave.
#[derive(Resource, Default)]
pub(crate) struct Answers(pub(crate) Vec<Sent>);

fn collect(mut answers: ResMut<Answers>, mut read: MessageReader<OnlineAnswer>) {
    answers.0.extend(read.read().map(|a| a.0.clone()));
}

/// A pack level in play, its games kept in `data` and sent to `server` as `Tester`.
fn online_app(data: &Path, server: &str, seed: u64) -> App {
    online_app_as(data, server, seed, Some("Tester"))
}

/// A pack level in play, its games kept in `data` and sent to `server` under `name` (none:
/// the name kept, or the one the player chooses).
pub(crate) fn online_app_as(data: &Path, server: &str, seed: u64, name: Option<&str>) -> App {
    let spec = LevelSpec::new(level(SMALL), seed).recorded_as("small".into());
    let mut app = app_with(spec);
    app.insert_resource(ReplayStore(ReplayDir {
        dir: data.join("replays"),
    }))
    .insert_resource(OnlineConfig {
        server: Some(server.to_string()),
        dir: data.join("online"),
        name: name.map(String::from),
    })
    .init_resource::<Answers>()
    .add_systems(Update, collect);
    app.update();
    app
}

pub(crate) fn clear_the_board(app: &mut App) {
    for _ in 0..100 {
        if board(app).grid().is_cleared() {
            break;
        }
        link_a_pair(app);
    }
    until(app, |app| app.world().resource::<Recorder>().kept > 0);
}

pub(crate) fn answered(app: &App, what: impl Fn(&Sent) -> bool) -> bool {
    app.world().resource::<Answers>().0.iter().any(what)
}

pub(crate) fn outbox_files(data: &Path) -> Vec<String> {
    outbox::waiting(&data.join("online").join(OUTBOX))
}

#[test]
fn a_cleared_pack_level_is_sent_and_its_rank_arrives_and_the_table_shows_it() {
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let data = tempfile::tempdir().unwrap();
    let mut app = online_app(data.path(), &server.url(), 3);
    clear_the_board(&mut app);
    until(&mut app, |app| {
        answered(app, |s| matches!(s, Sent::Ranked { .. }))
    });
    let ranked = app.world().resource::<Answers>().0.clone();
    let Some(Sent::Ranked { board, rank, .. }) =
        ranked.iter().find(|s| matches!(s, Sent::Ranked { .. }))
    else {
        panic!("{ranked:?}");
    };
    assert!(board.starts_with("level/small@"), "{board}");
    assert_eq!(*rank, 1);
    let last = app.world().resource::<LastSubmission>().clone();
    assert_eq!(
        last,
        LastSubmission::Ranked {
            board: board.clone(),
            rank: 1
        }
    );
    assert_eq!(last.message().unwrap().key, "online-rank-level");
    assert!(outbox_files(data.path()).is_empty(), "sent, so removed");

    // The Leaderboard screen's table comes from the server, the player's name beside it.
    app.world_mut()
        .write_message(FetchLeaderboard("level/small".into()));
    until(&mut app, |app| {
        matches!(
            app.world().resource::<LeaderboardTable>().state,
            TableState::Rows { .. }
        )
    });
    let table = app.world().resource::<LeaderboardTable>().clone();
    let TableState::Rows { table, me } = table.state else {
        unreachable!()
    };
    assert_eq!(me.as_deref(), Some("Tester"));
    assert_eq!(table.rows.len(), 1);
    assert_eq!(table.rows[0].name, "Tester");
    assert_eq!(table.you.as_ref().map(|y| y.rank), Some(1));
    server.stop();
}

#[test]
fn with_the_server_down_the_game_waits_and_goes_once_a_server_is_up() {
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}");
    let data = tempfile::tempdir().unwrap();
    let mut app = online_app(data.path(), &url, 4);
    clear_the_board(&mut app);
    // The sender found the server down as it started (binding the name), and again once the
    // game was queued.
    until(&mut app, |app| {
        matches!(
            app.world().resource::<LastSubmission>(),
            LastSubmission::Waiting(_)
        )
    });
    assert!(answered(&app, |s| matches!(s, Sent::Waiting { .. })));
    assert_eq!(
        app.world()
            .resource::<LastSubmission>()
            .message()
            .unwrap()
            .key,
        "online-waiting"
    );
    assert_eq!(outbox_files(data.path()).len(), 1, "the game waits");
    drop(app);

    // The next session, with the server up, sends what waited.
    let db = tempfile::tempdir().unwrap();
    let server = serve_at(&format!("127.0.0.1:{port}"), db.path());
    let mut app = online_app(data.path(), &url, 5);
    until(&mut app, |app| {
        answered(app, |s| matches!(s, Sent::Ranked { rank: 1, .. }))
    });
    assert!(outbox_files(data.path()).is_empty());
    server.stop();
}

#[test]
fn a_refused_replay_is_moved_aside_with_its_reason() {
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let data = tempfile::tempdir().unwrap();
    let online = data.path().join("online");
    let file = outbox::queue(&online, 1, "(format: 1)").unwrap();
    let mut app = online_app(data.path(), &server.url(), 6);
    until(&mut app, |app| {
        answered(app, |s| matches!(s, Sent::Refused { .. }))
    });
    assert!(outbox_files(data.path()).is_empty());
    assert!(online.join(REFUSED).join(&file).exists());
    let reason =
        std::fs::read_to_string(online.join(REFUSED).join(format!("{file}.reason"))).unwrap();
    assert!(!reason.trim().is_empty());
    server.stop();
}

#[test]
fn the_level_board_shown_is_the_one_its_games_are_ranked_on() {
    let mut spec = LevelSpec::built_in("starter 6x4", 1).unwrap();
    spec.record = Some("packs/mine/07-cross".into());
    let shown = crate::game::online::leaderboards::boards_for(Some(&spec));
    let replay = crate::game::replays::bot::bot_replay(spec, 2).unwrap();
    let file = crate::formats::replays::run_replay::ReplayFile::Board(replay);
    let ranked = crate::online::boards::Board::of_file(&file).unwrap();
    assert_eq!(shown[3], ranked.to_string());
}
