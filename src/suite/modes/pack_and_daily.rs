//! Modes of play, headless: relaxed terms on pack levels, and the daily challenge's board of the
//! day, its one scored attempt and its practice games.

use bevy::prelude::*;

use crate::engine::all_moves;
use crate::formats::daily;
use crate::formats::play_mode::{PlayMode, RELAXED_HINTS};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{LevelCompleted, NewBoard};
use crate::game::core::power_ups::Stock;
use crate::game::core::score::Score;
use crate::game::modes::pack_and_daily::{PackMode, StartMode};
use crate::game::persistence::progress::SavedProgress;
use crate::suite::common::*;

#[derive(Resource, Default)]
struct Completed(Vec<LevelCompleted>);

fn keep_completed(mut read: MessageReader<LevelCompleted>, mut all: ResMut<Completed>) {
    all.0.extend(read.read().cloned());
}

fn watched(spec: LevelSpec) -> App {
    let mut app = app_with(spec);
    app.init_resource::<Completed>()
        .add_systems(Update, keep_completed);
    app
}

#[test]
fn relaxed_has_no_clock_free_hints_no_time_points_and_records_apart() {
    let mut spec = LevelSpec::built_in("starter 6x4", 4)
        .unwrap()
        .recorded_as("starter".into());
    spec.level.time_limit = Some(60);
    spec.level.power_ups.insert("hint".into(), 1);
    let mut app = watched(spec);
    app.insert_resource(PackMode(PlayMode::Relaxed));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    let spec = app.world().resource::<LevelSpec>().clone();
    assert_eq!(spec.mode, PlayMode::Relaxed);
    assert_eq!(spec.level.time_limit, None);
    assert_eq!(spec.record.as_deref(), Some("relaxed/starter"));
    assert_eq!(
        app.world()
            .resource::<Stock>()
            .left(power_up_id(&app, "hint")),
        RELAXED_HINTS
    );
    let request = ask(&app, "hint");
    app.world_mut().write_message(request);
    until_answered(&mut app);
    assert_eq!(
        app.world().resource::<Score>().penalties,
        0,
        "hints are free"
    );
    clear_board(&mut app);
    app.update();
    let done = &app.world().resource::<Completed>().0;
    assert_eq!(done.len(), 1);
    let score = app.world().resource::<Score>().result.unwrap();
    assert_eq!(score.time_bonus, 0, "no points for time");
    assert_eq!(done[0].record_as.as_deref(), Some("relaxed/starter"));
    let saved = app.world().resource::<SavedProgress>();
    assert!(saved.progress.is_cleared("relaxed/starter"));
    assert!(
        !saved.progress.is_cleared("starter"),
        "classic records stay apart"
    );
}

#[test]
fn the_daily_board_is_the_days_and_only_its_first_game_counts() {
    let today = daily::today();
    let mut app = watched(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut().write_message(StartMode(PlayMode::Daily));
    app.update();
    app.update();
    let spec = app.world().resource::<LevelSpec>().clone();
    assert_eq!(spec.mode, PlayMode::Daily);
    assert_eq!(spec.seed, daily::seed(&today));
    assert_eq!(spec.level, daily::level(&today));
    assert_eq!(spec.record, Some(format!("daily/{today}")));
    // The same board the level and seed deal anywhere.
    let dealt = daily::level(&today).deal(daily::seed(&today)).unwrap();
    assert_eq!(*board(&app).grid(), dealt);

    // Nothing counts until the first pick; then the day's attempt has begun.
    assert!(
        app.world()
            .resource::<SavedProgress>()
            .progress
            .daily
            .is_empty()
    );
    clear_board(&mut app);
    app.update();
    let saved = app.world().resource::<SavedProgress>();
    let attempt = saved.progress.daily[&today];
    assert!(attempt.finished && attempt.cleared, "{attempt:?}");
    assert_eq!(daily::streak(&saved.progress.daily, &today), 1);
    let done = &app.world().resource::<Completed>().0;
    assert_eq!(done[0].points, attempt.points);
    assert_eq!(
        app.world().resource::<LevelSpec>().record,
        None,
        "practice now"
    );

    // Playing again today is practice: nothing is recorded.
    app.world_mut().write_message(StartMode(PlayMode::Daily));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<LevelSpec>().record, None);
    clear_board(&mut app);
    app.update();
    let saved = app.world().resource::<SavedProgress>();
    assert_eq!(saved.progress.daily[&today], attempt);
    assert_eq!(app.world().resource::<Completed>().0[1].record_as, None);
}

#[test]
fn leaving_the_daily_board_after_the_first_pick_spends_the_days_attempt() {
    let today = daily::today();
    let mut app = watched(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut().write_message(StartMode(PlayMode::Daily));
    app.update();
    app.update();
    let first = board(&app).grid().tiles().next().unwrap().0;
    pick(&mut app, first);
    app.update();
    let begun = app.world().resource::<SavedProgress>().progress.daily[&today];
    assert!(!begun.finished, "begun with the first pick");
    // A restart on another seed leaves it.
    app.world_mut().write_message(NewBoard { seed: Some(7) });
    app.update();
    app.update();
    let saved = app.world().resource::<SavedProgress>();
    let attempt = saved.progress.daily[&today];
    assert!(attempt.finished && !attempt.cleared, "{attempt:?}");
    assert_eq!(app.world().resource::<LevelSpec>().record, None);
}

#[test]
fn time_attack_gives_time_for_links_refills_boards_and_records_the_run() {
    use crate::game::core::clock::DealClock;
    use crate::game::modes::runs::{ATTACK_PER_LINK, ATTACK_START, Run};
    let mut app = watched(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut()
        .write_message(StartMode(PlayMode::TimeAttack));
    app.update();
    app.update();
    let spec = app.world().resource::<LevelSpec>().clone();
    assert_eq!(spec.mode, PlayMode::TimeAttack);
    assert_eq!(spec.level.time_limit, Some(ATTACK_START.as_secs() as u32));
    assert_eq!(spec.record, None, "a run's boards record nothing alone");
    run_for(&mut app, 3.0);
    let before = app.world().resource::<DealClock>().counted;
    let b = board(&app);
    let (a, c) = all_moves(b.grid(), &b.rules())[0];
    pick(&mut app, a);
    pick(&mut app, c);
    app.update();
    let after = app.world().resource::<DealClock>().counted;
    assert!(
        after + ATTACK_PER_LINK / 2 < before,
        "a link gives time back: {before:?} → {after:?}"
    );
    clear_board(&mut app);
    app.update();
    app.update();
    let run = app.world().resource::<Run>().clone();
    assert_eq!(run.stage, 2, "the next board follows at once");
    assert!(run.banked > 0);
    assert!(app.world().resource::<Completed>().0.len() == 1);
    let next = app.world().resource::<LevelSpec>().clone();
    assert!(
        next.level.time_limit.unwrap() > 10,
        "the time left and a bonus"
    );
    assert_eq!(live_tiles(&mut app), next.level.pairs() * 2, "a full board");
    // The clock wins: the run ends and is recorded under its mode.
    run_for(&mut app, next.level.time_limit.unwrap() as f32 + 1.0);
    let run = app.world().resource::<Run>().clone();
    let over = run.over.expect("the run is over");
    assert_eq!(over.total, run.banked);
    assert_eq!(over.stage, 2);
    let saved = app.world().resource::<SavedProgress>();
    assert_eq!(
        saved.progress.get("time-attack").unwrap().best_score,
        over.total
    );
    // The run's boards were gathered into one run file, which proves to the same total.
    let gathered = app
        .world()
        .resource::<crate::game::replays::run_recorder::RunRecorder>()
        .last
        .clone()
        .expect("the run was gathered");
    assert_eq!(gathered.boards.len(), 2);
    let proven = crate::game::replays::run_proof::prove_run(&gathered, None).unwrap();
    assert_eq!(proven.total, over.total);
}

#[test]
fn endless_boards_grow_harder_and_the_run_ends_on_a_lost_board() {
    use std::time::Duration;

    use crate::game::modes::runs::{Run, run_level};
    let levels: Vec<_> = (1..=12)
        .map(|n| run_level(PlayMode::Endless, n, Duration::ZERO))
        .collect();
    for w in levels.windows(2) {
        assert!(w[1].kinds >= w[0].kinds, "kinds never fall");
        assert!(w[1].pairs() >= w[0].pairs(), "boards never shrink");
    }
    assert!(levels[0].rules.outer_ring && !levels[7].rules.outer_ring);
    assert_ne!(levels[7].rules.gravity, crate::engine::Gravity::None);
    assert_eq!(
        levels[11].rules.max_turns,
        crate::engine::TurnLimit::AtMost(1),
        "fewer turns at the end"
    );
    for (n, level) in levels.iter().enumerate() {
        assert!(level.deal(n as u64).is_ok(), "board {} deals", n + 1);
    }

    let mut app = watched(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut().write_message(StartMode(PlayMode::Endless));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<LevelSpec>().level, levels[0]);
    clear_board(&mut app);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Run>().stage, 2);
    assert_eq!(app.world().resource::<LevelSpec>().level, levels[1]);
    let limit = app
        .world()
        .resource::<LevelSpec>()
        .level
        .time_limit
        .unwrap();
    run_for(&mut app, limit as f32 + 1.0);
    let over = app.world().resource::<Run>().over.expect("lost");
    assert_eq!(over.stage, 2);
    assert!(
        app.world()
            .resource::<SavedProgress>()
            .progress
            .get("endless")
            .is_some()
    );
}
