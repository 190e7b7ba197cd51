//! Whole runs proven: the bot plays time-attack and endless runs through the game's own logic,
//! the game gathers each run's boards into one run file, and re-playing it gives the game's
//! total; boards out of order, a carried time altered and a board of another run are refused
//! with the reason; the leaderboard server ranks runs by
//! their total.

use std::sync::OnceLock;

use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::fingerprint;
use crate::formats::replays::run_replay::{ReplayFile, RunReplay};
use crate::game::core::deal::LevelSpec;
use crate::game::replays::bot::{BotRun, MOST_LINKS, bot_replay, bot_run};
use crate::game::replays::run_proof::prove_run;

/// Three endless boards: two cleared, the third lost on time (made once).
fn endless() -> &'static BotRun {
    static RUN: OnceLock<BotRun> = OnceLock::new();
    RUN.get_or_init(|| bot_run(PlayMode::Endless, 7, 3).unwrap())
}

/// Another endless run, from another seed.
fn other_endless() -> &'static BotRun {
    static RUN: OnceLock<BotRun> = OnceLock::new();
    RUN.get_or_init(|| bot_run(PlayMode::Endless, 8, 2).unwrap())
}

/// Two time-attack boards: the first cleared, the second lost on time.
fn time_attack() -> &'static BotRun {
    static RUN: OnceLock<BotRun> = OnceLock::new();
    RUN.get_or_init(|| bot_run(PlayMode::TimeAttack, 5, 2).unwrap())
}

fn refused(run: &RunReplay, want: &str) {
    match prove_run(run, None) {
        Err(why) => assert!(why.contains(want), "{why:?} should say {want:?}"),
        Ok(proven) => panic!("proven, total {}; expected {want:?}", proven.total),
    }
}

#[test]
fn an_endless_run_proves_whole_and_its_total_is_the_games() {
    let played = endless();
    assert_eq!(played.run.boards.len(), 3);
    assert!(played.run.boards[..2].iter().all(|b| b.result.cleared));
    assert!(!played.run.boards[2].result.cleared, "lost on time");
    let proven = prove_run(&played.run, None).unwrap();
    assert_eq!(proven.total, played.total);
    let by_board: u32 = played.run.boards.iter().map(|b| b.result.points).sum();
    assert_eq!(proven.total, by_board);
    assert!(
        proven.boards[2].outcome.points > 0,
        "the lost board's links count"
    );
    // The file reads back as the run it is.
    let text = played.run.to_text();
    assert_eq!(
        ReplayFile::from_text(&text, "run"),
        Ok(ReplayFile::Run(played.run.clone()))
    );
}

#[test]
fn a_time_attack_run_carries_the_time_left_into_the_next_board() {
    let played = time_attack();
    assert_eq!(played.run.boards.len(), 2);
    let second = Level::from_ron(&played.run.boards[1].level, "board 2").unwrap();
    // The bot's links gave time back: board 2 starts with more than the bonus alone.
    assert!(second.time_limit.unwrap() > 15, "{:?}", second.time_limit);
    let proven = prove_run(&played.run, None).unwrap();
    assert_eq!(proven.total, played.total);
}

#[test]
fn a_forged_carried_time_is_refused() {
    let mut run = time_attack().run.clone();
    let mut level = Level::from_ron(&run.boards[1].level, "board 2").unwrap();
    level.time_limit = level.time_limit.map(|s| s + 30);
    run.boards[1].level = level.to_ron();
    run.boards[1].level_fingerprint = fingerprint(&run.boards[1].level);
    refused(&run, "carried");
}

#[test]
fn boards_out_of_order_or_missing_are_refused() {
    let mut run = endless().run.clone();
    run.boards.swap(0, 1);
    refused(&run, "board 1's level is not the run's board 1");
    let mut run = endless().run.clone();
    run.boards.remove(1);
    refused(&run, "board 2's level");
    // A lost board ends the run: nothing follows it, not even the board that would have.
    let lost_first = bot_run(PlayMode::Endless, 7, 1).unwrap();
    assert_eq!(lost_first.run.boards[0].seed, endless().run.boards[0].seed);
    let mut run = endless().run.clone();
    run.boards[0] = lost_first.run.boards[0].clone();
    refused(&run, "board 1 was not cleared");
}

#[test]
fn a_board_of_another_run_is_refused() {
    let mut run = endless().run.clone();
    run.boards[1] = other_endless().run.boards[1].clone();
    refused(&run, "another run");
}

#[test]
fn forged_points_on_a_board_are_refused() {
    let mut run = endless().run.clone();
    run.boards[1].result.points += 50;
    refused(&run, "board 2: the replay claims");
}

#[test]
fn a_single_board_replay_still_reads_and_proves_as_one() {
    let level = Level::from_ron(
        "(name: \"Small\", id: \"small\", layout: [\"xxxx\", \"xxxx\"], kinds: 4)",
        "test",
    )
    .unwrap();
    let replay = bot_replay(LevelSpec::new(level, 3), MOST_LINKS).unwrap();
    let Ok(ReplayFile::Board(read)) = ReplayFile::from_text(&replay.to_text(), "one") else {
        panic!("a board's replay reads as one board");
    };
    assert_eq!(read, replay);
    crate::game::replays::proof::prove(&read, None).unwrap();
}

#[cfg(feature = "server")]
mod server {
    use super::*;
    use crate::online::client::{Client, ClientError};
    use crate::online::keys::Identity;

    fn submit(
        client: &Client,
        me: &Identity,
        name: &str,
        text: &str,
    ) -> Result<crate::online::api::Accepted, ClientError> {
        client.submit(me, name, text)
    }

    /// The game sends a run when it ends: the whole run, ranked by its total.
    #[test]
    fn the_game_sends_a_finished_run_and_it_is_ranked_whole() {
        use bevy::time::TimeUpdateStrategy;

        use crate::game::modes::pack_and_daily::StartMode;
        use crate::game::modes::runs::Run;
        use crate::online::outbox::Sent;
        use crate::suite::online::leaderboard::{
            Answers, answered, clear_the_board, online_app_as,
        };
        let db = tempfile::tempdir().unwrap();
        let server = crate::suite::online::leaderboard::serve_at("127.0.0.1:0", db.path());
        let data = tempfile::tempdir().unwrap();
        let mut app = online_app_as(data.path(), &server.url(), 3, Some("Runner"));
        app.world_mut().write_message(StartMode(PlayMode::Endless));
        app.update();
        app.update();
        clear_the_board(&mut app);
        crate::suite::common::until(&mut app, |app| app.world().resource::<Run>().stage >= 2);
        // The second board's clock runs out: the run ends.
        app.insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_secs(600),
        ));
        crate::suite::common::until(&mut app, |app| app.world().resource::<Run>().over.is_some());
        let total = app.world().resource::<Run>().over.unwrap().total;
        app.insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(50),
        ));
        crate::suite::common::until(&mut app, |app| {
            answered(
                app,
                |s| matches!(s, Sent::Ranked { board, .. } if board == "endless"),
            )
        });
        let sent = app.world().resource::<Answers>().0.clone();
        let ranked = sent.iter().find_map(|s| match s {
            Sent::Ranked { board, points, .. } if board == "endless" => Some(*points),
            _ => None,
        });
        assert_eq!(ranked, Some(total), "{sent:?}");
        crate::suite::common::until(&mut app, |app| {
            app.world()
                .resource::<crate::game::persistence::replay_writer::ReplayWriter>()
                .is_idle()
        });
        let runs = data.path().join("replays").join("runs");
        assert_eq!(
            std::fs::read_dir(runs).unwrap().count(),
            1,
            "the run is kept"
        );
    }

    #[test]
    fn the_server_ranks_runs_by_their_total() {
        let db = tempfile::tempdir().unwrap();
        let server = crate::suite::online::leaderboard::serve_at("127.0.0.1:0", db.path());
        let client = Client::new(&server.url()).unwrap();
        let alice = Identity::generate().unwrap();
        let bob = Identity::generate().unwrap();
        client.register(&alice, "Alice").unwrap();
        client.register(&bob, "Bob").unwrap();
        let long = endless();
        let short = other_endless();
        assert!(long.total > short.total, "{} {}", long.total, short.total);
        let accepted = submit(&client, &bob, "Bob", &short.run.to_text()).unwrap();
        assert_eq!(accepted.board, "endless");
        assert_eq!(accepted.rank, 1);
        let accepted = submit(&client, &alice, "Alice", &long.run.to_text()).unwrap();
        assert_eq!((accepted.board.as_str(), accepted.rank), ("endless", 1));
        assert_eq!(accepted.points, long.total);
        // A later board alone is not a run.
        let board = long.run.boards[1].to_text();
        match submit(&client, &alice, "Alice", &board) {
            Err(ClientError::Refused(why)) => {
                assert!(why.contains("opening board of a run"), "{why}")
            }
            other => panic!("{other:?}"),
        }
        // A forged run is refused with its reason.
        let mut forged = long.run.clone();
        forged.boards.swap(0, 1);
        match submit(&client, &bob, "Bob", &forged.to_text()) {
            Err(ClientError::Refused(why)) => assert!(why.contains("board 1"), "{why}"),
            other => panic!("{other:?}"),
        }
    }
}
