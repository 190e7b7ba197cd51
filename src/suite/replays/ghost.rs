//! Racing a ghost: a recorded game of the same board follows the game's own time beside the
//! player's, a replay of another board is refused with its reason, and the player's game is
//! recorded and proves as without a ghost.

use bevy::prelude::*;

use crate::formats::replays::replay::ReplayDir;
use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::ghost::best::{BestGhosts, RaceBest};
use crate::game::ghost::proof::prove_ghost;
use crate::game::ghost::race::{GhostFile, GhostNow, GhostRace};
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::{Recorder, ReplayStore};
use crate::suite::common::*;
use crate::suite::replays::replay::{LEVEL, app_for, level, link_a_pair};

/// A whole game of [`LEVEL`] dealt with `seed`, played to the clear with a pause now and then.
fn recorded(seed: u64) -> Replay {
    let mut app = app_for(level(LEVEL), seed);
    let mut n = 0;
    while link_a_pair(&mut app) {
        n += 1;
        if n % 5 == 0 {
            run_for(&mut app, 1.5);
        }
    }
    app.update();
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(replay.result.cleared, "{:?}", replay.result);
    replay
}

/// The pairs the recorded game had left at game time `t`.
fn pairs_left_at(replay: &Replay, start: u32, t: u64) -> u32 {
    let linked = replay
        .log
        .iter()
        .filter(|e| e.t <= t && matches!(e.e, Event::Linked(..)))
        .count() as u32;
    start - linked
}

/// An app on [`LEVEL`] dealt with `seed` racing `ghost`, once the ghost is proven.
fn racing(seed: u64, ghost: &Replay) -> App {
    let mut app = app_for(level(LEVEL), seed);
    app.insert_resource(GhostFile {
        replay: ghost.clone(),
        name: Some("best".into()),
        this_board_only: false,
        prove: prove_ghost,
    });
    app.world_mut().write_message(NewBoard { seed: Some(seed) });
    app.update();
    app
}

#[test]
fn a_ghost_runs_in_step_with_its_replays_times_on_game_time() {
    let best = recorded(4);
    let mut app = racing(4, &best);
    until(&mut app, |app| {
        app.world().get_resource::<GhostRace>().is_some()
    });
    let start = app.world().resource::<GhostRace>().run.pairs_at_start;
    assert_eq!(start, 24);
    let clock = |app: &App| app.world().resource::<DealClock>().played.as_nanos() as u64;
    let end = best.result.clock + 2_000_000_000;
    let mut seen = Vec::new();
    while clock(&app) < end {
        app.update();
        let t = clock(&app);
        let now = app.world().resource::<GhostNow>().clone();
        assert_eq!(now.pairs_left, pairs_left_at(&best, start, t), "at {t} ns");
        seen.push(now.pairs_left);
    }
    seen.dedup();
    // From where it stood when its proof came (the game's time runs meanwhile) down to 0,
    // every pair in turn.
    let first = seen[0];
    let every: Vec<u32> = (0..=first).rev().collect();
    assert_eq!(seen, every, "every pair left in turn");
    // The player has not moved: behind by the time since the ghost's links is not claimed.
    assert_eq!(app.world().resource::<GhostNow>().behind, None);
}

#[test]
fn the_player_is_told_how_far_behind_and_the_game_records_as_without_a_ghost() {
    let best = recorded(5);
    let mut app = racing(5, &best);
    until(&mut app, |app| {
        app.world().get_resource::<GhostRace>().is_some()
    });
    // Slower than the ghost: a wait before every link.
    while {
        run_for(&mut app, 0.5);
        link_a_pair(&mut app)
    } {}
    app.update();
    let now = app.world().resource::<GhostNow>().clone();
    assert!(now.behind.is_some(), "{now:?}");
    let faster = now.faster.expect("counted once cleared");
    assert!(faster <= 24);
    let mine = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(mine.result.cleared);
    assert!(
        mine.log
            .iter()
            .all(|e| !format!("{:?}", e.e).contains("ghost"))
    );
    assert_eq!(prove(&mine, None).unwrap().outcome, mine.result);
}

#[test]
fn a_ghost_of_another_board_is_refused_with_its_reason() {
    let best = recorded(6);
    let other_seed = LevelSpec::new(level(LEVEL), 7);
    let why = prove_ghost(&best, &other_seed).unwrap_err();
    assert_eq!(why.key, "ghost-other-seed");
    let mut other = level(LEVEL);
    other.kinds = 6;
    let why = prove_ghost(&best, &LevelSpec::new(other, 6)).unwrap_err();
    assert_eq!(why.key, "ghost-other-level");
    let mut forged = best.clone();
    forged.result.points += 1;
    let why = prove_ghost(&forged, &LevelSpec::new(level(LEVEL), 6)).unwrap_err();
    assert_eq!(why.key, "ghost-not-proven");

    // In the game: the player is told, and no ghost runs.
    let mut app = racing(8, &best);
    let told = |app: &App| {
        let messages = app.world().resource::<Messages<Notify>>();
        let mut cursor = messages.get_cursor();
        cursor
            .read(messages)
            .any(|n| n.message.key == "ghost-other-seed")
    };
    until(&mut app, told);
    run_for(&mut app, 0.5);
    assert!(app.world().get_resource::<GhostRace>().is_none());
}

/// An app on [`LEVEL`] keeping its replays in `dir`, where bests can be raced.
fn keeping_bests(dir: &std::path::Path, seed: u64) -> App {
    let mut app = app_for(level(LEVEL), seed);
    app.insert_resource(ReplayStore(ReplayDir {
        dir: dir.to_path_buf(),
    }))
    .insert_resource(BestGhosts(prove_ghost));
    app.update();
    app
}

/// Whether the player was told `key` since the last two frames.
fn told(app: &App, key: &str) -> bool {
    let messages = app.world().resource::<Messages<Notify>>();
    messages
        .get_cursor()
        .read(messages)
        .any(|n| n.message.key == key)
}

#[test]
fn racing_the_kept_best_deals_its_board_and_leaves_it_behind_on_another() {
    let dir = tempfile::tempdir().unwrap();
    // No best kept yet: the player is told.
    let mut app = keeping_bests(dir.path(), 2);
    app.world_mut().write_message(RaceBest);
    until(&mut app, |app| told(app, "ghost-no-best"));
    assert!(app.world().get_resource::<GhostFile>().is_none());

    let best = recorded(9);
    let path = ReplayDir {
        dir: dir.path().to_path_buf(),
    }
    .best_path("everything");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, best.to_text()).unwrap();
    app.world_mut().write_message(RaceBest);
    until(&mut app, |app| {
        app.world().get_resource::<GhostRace>().is_some()
    });
    assert_eq!(
        app.world().resource::<LevelSpec>().seed,
        best.seed,
        "the best's board"
    );
    let race = app.world().resource::<GhostRace>();
    assert_eq!(race.name, None, "named as the player's best");
    assert_eq!(race.run.pairs_at_start, 24);

    // Another deal of the level is another board: the best is left behind, nobody is told.
    app.world_mut().write_message(NewBoard { seed: Some(10) });
    app.update();
    run_for(&mut app, 0.5);
    assert!(app.world().get_resource::<GhostFile>().is_none());
    assert!(app.world().get_resource::<GhostRace>().is_none());
    assert!(!told(&app, "ghost-other-seed"));
}
