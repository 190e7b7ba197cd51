//! Continuing a game after the window closes: the game in progress is kept after every move,
//! and continuing it re-applies its log on the same deal, to the same board, score, clock,
//! power-up stock and undo history; a kept game that no longer fits is set aside.

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::Grid;
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::kept_game::{FILE_NAME, KeptGameFile};
use crate::formats::replays::replay::fingerprint;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{History, UndoRequested};
use crate::game::core::messages::NewBoard;
use crate::game::core::moves::selection::Selection;
use crate::game::core::power_ups::{Stock, UsePowerUp};
use crate::game::core::score::Score;
use crate::game::modes::pack_and_daily::{DailyInPlay, StartMode};
use crate::game::modes::runs::Run;
use crate::game::persistence::keep::{
    ContinueGame, ContinueOffer, GameKeeper, KeptGameStore, Resuming,
};
use crate::game::persistence::view::Curtain;
use crate::game::power_ups::freeze::Freeze;
use crate::game::power_ups::hint::Hint;
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::Recorder;
use crate::suite::common::*;
use crate::suite::replays::replay::{LEVEL, app_for, level, link_a_pair, send, settle};

/// Keeps the game in progress in `dir`.
fn keeping_in(mut app: App, dir: &Path) -> App {
    app.insert_resource(KeptGameStore::new(
        KeptGameFile::in_dir(dir),
        crate::game::replays::proof::prove_kept,
    ));
    until(&mut app, |app| {
        !app.world().resource::<ContinueOffer>().is_looking()
    });
    app
}

/// Waits until the kept game is on disk as the game stands.
fn written(app: &mut App) {
    until(app, |app| app.world().resource::<GameKeeper>().is_idle());
}

fn kept_exists(dir: &Path) -> bool {
    dir.join(FILE_NAME).exists()
}

/// A new start of the game (on another board), continuing the game kept in `dir`.
fn continued(dir: &Path) -> App {
    let mut app = keeping_in(dealt_app("starter 6x4", 99), dir);
    assert!(
        app.world().resource::<ContinueOffer>().game.is_some(),
        "a kept game is offered"
    );
    app.world_mut().write_message(ContinueGame);
    until(&mut app, |app| !app.world().contains_resource::<Resuming>());
    app
}

/// Everything a player sees of a game in progress, and can undo.
#[derive(Debug, PartialEq)]
struct Standing {
    grid: Grid,
    score: Score,
    stock: Stock,
    undo: usize,
    redo: usize,
    undone: u32,
    counted: Duration,
    played: Duration,
}

fn standing(app: &App) -> Standing {
    let world = app.world();
    let history = world.resource::<History>();
    let clock = world.resource::<DealClock>();
    Standing {
        grid: board(app).grid().clone(),
        score: world.resource::<Score>().clone(),
        stock: world.resource::<Stock>().clone(),
        undo: history.undo_steps(),
        redo: history.redo_steps(),
        undone: history.undone(),
        counted: clock.counted,
        played: clock.played,
    }
}

/// The standing at the last recorded moment: the clock as the recorder last saw it.
fn standing_at_last_move(app: &App) -> Standing {
    let replay = app.world().resource::<Recorder>().recording().unwrap();
    let mut s = standing(app);
    s.played = Duration::from_nanos(replay.log.last().unwrap().t);
    s.counted = Duration::from_nanos(replay.result.clock);
    s
}

/// A game under gravity with power-ups used, links made, one undone.
fn played_partly(dir: &Path) -> App {
    let mut app = keeping_in(app_for(level(LEVEL), 5), dir);
    run_for(&mut app, 0.5);
    send(&mut app, UsePowerUp::of::<Hint>());
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    send(&mut app, UsePowerUp::of::<Freeze>());
    link_a_pair(&mut app);
    send(&mut app, UndoRequested);
    settle(&mut app);
    written(&mut app);
    app
}

#[test]
fn a_kept_game_continues_to_the_same_board_score_clock_stock_and_history() {
    let dir = tempfile::tempdir().unwrap();
    let before = played_partly(dir.path());
    let expected = standing_at_last_move(&before);
    assert!(expected.redo > 0 && expected.undo > 0, "{expected:?}");
    let kept_log = before
        .world()
        .resource::<Recorder>()
        .recording()
        .unwrap()
        .log
        .clone();
    drop(before);
    let after = continued(dir.path());
    assert_eq!(standing(&after), expected);
    assert_eq!(after.world().resource::<Selection>().first, None);
    let spec = after.world().resource::<LevelSpec>();
    assert_eq!((spec.seed, spec.record.as_deref()), (5, Some("everything")));
    let recording = after.world().resource::<Recorder>().recording().unwrap();
    assert_eq!(
        recording.log, kept_log,
        "the game re-recorded is the game kept"
    );
}

#[test]
fn a_continued_game_played_to_the_end_proves() {
    let dir = tempfile::tempdir().unwrap();
    drop(played_partly(dir.path()));
    let mut app = continued(dir.path());
    run_for(&mut app, 1.0);
    while link_a_pair(&mut app) {}
    settle(&mut app);
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(replay.result.cleared, "{}", replay.result);
    let proven = prove(&replay, None).expect("the replay proves");
    assert_eq!(proven.outcome, replay.result);
    written(&mut app);
    assert!(
        !kept_exists(dir.path()),
        "a finished game is no longer kept"
    );
}

#[test]
fn a_damaged_kept_game_is_set_aside_and_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(FILE_NAME),
        "(format: 1, level_name: \"x\", run: No",
    )
    .unwrap();
    let mut app = keeping_in(dealt_app("starter 6x4", 1), dir.path());
    assert!(app.world().resource::<ContinueOffer>().game.is_none());
    assert!(!kept_exists(dir.path()));
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("in-progress.ron.damaged-")),
        "{names:?}"
    );
    // Play goes on, and a new game is kept.
    link_a_pair(&mut app);
    written(&mut app);
    assert!(kept_exists(dir.path()));
}

#[test]
fn a_kept_game_whose_level_changed_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    drop(played_partly(dir.path()));
    let file = KeptGameFile::in_dir(dir.path());
    let mut game = file.read().unwrap().unwrap();
    // Tiles now slide up, not down: the same moves no longer give the same game.
    game.replay.level = game.replay.level.replace("gravity: down", "gravity: up");
    assert_ne!(
        game.replay.level,
        file.read().unwrap().unwrap().replay.level
    );
    game.replay.level_fingerprint = fingerprint(&game.replay.level);
    file.write(&game).unwrap();
    let app = keeping_in(dealt_app("starter 6x4", 1), dir.path());
    assert!(app.world().resource::<ContinueOffer>().game.is_none());
    assert!(!kept_exists(dir.path()));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn a_torn_write_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    drop(played_partly(dir.path()));
    // A write cut short leaves its temporary file beside the kept game.
    let torn = dir.path().join(".in-progress.ron.x1y2z3.tmp");
    std::fs::write(&torn, "(format: 1, level_na").unwrap();
    let app = continued(dir.path());
    assert!(app.world().resource::<Recorder>().recording().is_some());
    assert!(
        torn.exists(),
        "a file the game did not finish is left alone"
    );
}

#[test]
fn restarting_finishing_losing_or_another_level_end_the_kept_game() {
    let dir = tempfile::tempdir().unwrap();
    // Restarting (F5 deals the same board again).
    let mut app = played_partly(dir.path());
    assert!(kept_exists(dir.path()));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    written(&mut app);
    assert!(!kept_exists(dir.path()), "F5 ends the kept game");
    // Another level.
    link_a_pair(&mut app);
    written(&mut app);
    assert!(kept_exists(dir.path()));
    *app.world_mut().resource_mut::<LevelSpec>() = LevelSpec::built_in("pyramid", 3).unwrap();
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    written(&mut app);
    assert!(!kept_exists(dir.path()), "another level ends the kept game");
    // Losing: the time runs out.
    let mut timed = LevelSpec::built_in("starter 6x4", 2).unwrap();
    timed.level.time_limit = Some(5);
    let mut app = keeping_in(app_with(timed), dir.path());
    link_a_pair(&mut app);
    written(&mut app);
    assert!(kept_exists(dir.path()));
    run_for(&mut app, 6.0);
    written(&mut app);
    assert!(!kept_exists(dir.path()), "a lost game is no longer kept");
}

/// Starts `mode` and links a pair or two.
fn started(mode: PlayMode, dir: &Path) -> App {
    let mut app = keeping_in(dealt_app("starter 6x4", 1), dir);
    app.world_mut().write_message(StartMode(mode));
    app.update();
    app.update();
    run_for(&mut app, 0.5);
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    settle(&mut app);
    written(&mut app);
    app
}

#[test]
fn a_time_attack_or_endless_run_continues() {
    for mode in [PlayMode::TimeAttack, PlayMode::Endless] {
        let dir = tempfile::tempdir().unwrap();
        let before = started(mode, dir.path());
        let expected = standing_at_last_move(&before);
        let run = before.world().resource::<Run>().clone();
        drop(before);
        let after = continued(dir.path());
        assert_eq!(standing(&after), expected, "{mode:?}");
        assert_eq!(after.world().resource::<Run>(), &run, "{mode:?}");
        assert_eq!(after.world().resource::<LevelSpec>().mode, mode);
    }
}

#[test]
fn the_daily_attempt_continues_as_the_same_scored_attempt() {
    let dir = tempfile::tempdir().unwrap();
    let before = started(PlayMode::Daily, dir.path());
    let expected = standing_at_last_move(&before);
    let record = before.world().resource::<LevelSpec>().record.clone();
    assert!(record.is_some(), "the day's first game is scored");
    drop(before);
    let after = continued(dir.path());
    assert_eq!(standing(&after), expected);
    assert_eq!(after.world().resource::<LevelSpec>().record, record);
    let today = crate::formats::daily::today();
    assert_eq!(
        after.world().resource::<DailyInPlay>().begun_on(),
        Some(today.as_str())
    );
}

#[test]
fn the_board_catches_up_behind_a_curtain() {
    let dir = tempfile::tempdir().unwrap();
    drop(played_partly(dir.path()));
    let mut app = keeping_in(dealt_app("starter 6x4", 99), dir.path());
    app.add_plugins(crate::game::persistence::view::plugin);
    app.world_mut().write_message(ContinueGame);
    until(&mut app, |app| app.world().contains_resource::<Resuming>());
    app.update();
    let curtains = |app: &mut App| {
        app.world_mut()
            .query_filtered::<(), With<Curtain>>()
            .iter(app.world())
            .count()
    };
    assert_eq!(curtains(&mut app), 1, "the curtain hides the catching up");
    until(&mut app, |app| !app.world().contains_resource::<Resuming>());
    app.update();
    assert_eq!(curtains(&mut app), 0, "the board is shown once caught up");
}
