//! Replays: games played through the ECS are recorded, re-play to the same result, and a
//! tampered replay (a moved pick, an extra point, a changed level) is refused with the reason.

use bevy::prelude::*;

use crate::engine::solver::DEFAULT_NODE_LIMIT;
use crate::engine::{Pos, all_moves, safe_hint};
use crate::formats::level::Level;
use crate::formats::replays::replay::{Event, Replay, ReplayDir};
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::SelectionDropped;
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::{Recorder, ReplayStore};
use crate::suite::common::*;

/// A 8×6 board under gravity with every built-in power-up.
pub(crate) const LEVEL: &str = r#"(
    name: "Everything",
    id: "everything",
    layout: [
        "xxxxxxxx",
        "xxxxxxxx",
        "xxxxxxxx",
        "xxxxxxxx",
        "xxxxxxxx",
        "xxxxxxxx",
    ],
    kinds: 8,
    gravity: down,
    power_ups: {"hint": 2, "shuffle": 1, "bomb": 1, "freeze": 1, "lightning": 1, "reveal": 1},
)
"#;

pub(crate) fn level(text: &str) -> Level {
    Level::from_ron(text, "test").unwrap()
}

pub(crate) fn app_for(level: Level, seed: u64) -> App {
    let spec = LevelSpec::new(level, seed).recorded_as("everything".into());
    app_with(spec)
}

/// Lets the background answer, as frames pass in play.
pub(crate) fn settle(app: &mut App) {
    until(app, |app| !board(app).is_thinking());
    run_for(app, 0.1);
}

pub(crate) fn send<M: Message>(app: &mut App, m: M) {
    app.world_mut().write_message(m);
    app.update();
    settle(app);
}

/// Links one pair the safe hint suggests (any legal pair when none is proven safe), one pick
/// a few frames after the other.
pub(crate) fn link_a_pair(app: &mut App) -> bool {
    settle(app);
    let b = board(app);
    if b.grid().is_cleared() {
        return false;
    }
    let rules = b.rules();
    let pair = safe_hint(b.grid(), &rules, DEFAULT_NODE_LIMIT)
        .map(|h| h.pair())
        .or_else(|| all_moves(b.grid(), &rules).first().copied());
    let Some((a, c)) = pair else {
        return false;
    };
    pick(app, a);
    run_for(app, 0.3);
    pick(app, c);
    app.update();
    true
}

/// A tile of the board and another of its kind that cannot be linked now, if any.
fn blocked_pair(b: &Board) -> Option<(Pos, Pos)> {
    let rules = b.rules();
    let open = all_moves(b.grid(), &rules);
    let tiles: Vec<_> = b.grid().tiles().collect();
    tiles.iter().enumerate().find_map(|(i, &(p, k))| {
        tiles[i + 1..]
            .iter()
            .find(|&&(q, l)| {
                rules.matches(k, l) && !open.iter().any(|&m| m == (p, q) || m == (q, p))
            })
            .map(|&(q, _)| (p, q))
    })
}

/// Links pairs (at most `links`) until the board is cleared or stuck, and returns the game's
/// replay.
pub(crate) fn play_to_the_end(app: &mut App, links: usize) -> Replay {
    for _ in 0..links {
        if !link_a_pair(app) {
            break;
        }
    }
    settle(app);
    app.world()
        .resource::<Recorder>()
        .last
        .clone()
        .expect("the game was recorded to its end")
}

fn first_tile(app: &App) -> Pos {
    board(app).grid().tiles().next().unwrap().0
}

/// Plays a whole game with every kind of action: refused and made links, every power-up,
/// letting go of a selection, undo and redo, and links to the end.
pub(crate) fn play_everything(seed: u64) -> (App, Replay) {
    let mut app = app_for(level(LEVEL), seed);
    run_for(&mut app, 0.5);
    if let Some((a, b)) = blocked_pair(board(&app)) {
        pick(&mut app, a);
        run_for(&mut app, 0.2);
        pick(&mut app, b);
        app.update();
    }
    let a = first_tile(&app);
    pick(&mut app, a);
    run_for(&mut app, 0.2);
    send(&mut app, SelectionDropped);
    {
        let r = ask(&app, "hint");
        send(&mut app, r);
    }
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    send(&mut app, UndoRequested);
    send(&mut app, RedoRequested);
    {
        let r = ask(&app, "freeze");
        send(&mut app, r);
    }
    {
        let r = ask(&app, "shuffle");
        send(&mut app, r);
    }
    for name in ["bomb", "lightning", "reveal"] {
        {
            let r = ask(&app, name);
            app.world_mut().write_message(r);
        }
        app.update();
        let target = first_tile(&app);
        send(&mut app, crate::game::core::messages::TilePicked(target));
    }
    let replay = play_to_the_end(&mut app, 200);
    (app, replay)
}

#[test]
fn a_recorded_game_replays_to_the_same_result_and_tampering_is_caught() {
    let (_app, replay) = play_everything(11);
    assert!(replay.result.cleared, "{:?}", replay.result);
    assert!(replay.result.assisted, "hints and undo are help");
    assert_eq!(replay.level_id.as_deref(), Some("everything"));
    let has = |want: &dyn Fn(&Event) -> bool| replay.log.iter().any(|e| want(&e.e));
    for (what, seen) in [
        ("a refused link", has(&|e| matches!(e, Event::Refused(..)))),
        ("a link", has(&|e| matches!(e, Event::Linked(..)))),
        ("a letting go", has(&|e| *e == Event::Drop)),
        ("an undo", has(&|e| *e == Event::Undo)),
        ("a redo", has(&|e| *e == Event::Redo)),
        ("a shuffle", has(&|e| *e == Event::Redealt { asked: true })),
        ("the clear", has(&|e| *e == Event::Cleared)),
    ] {
        assert!(seen, "the game should have had {what}: {:#?}", replay.log);
    }
    for name in ["hint", "freeze", "bomb", "lightning", "reveal"] {
        assert!(
            has(&|e| *e == Event::Used(name.into())),
            "{name} acted: {:#?}",
            replay.log
        );
    }

    // Read back from its text, it proves its own result.
    let text = replay.to_text();
    let read = Replay::from_text(&text, "game.ron").unwrap();
    let proven = prove(&read, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(proven.outcome, replay.result);

    // A pick moved to another tile.
    let mut moved = replay.clone();
    let i = moved
        .log
        .iter()
        .rposition(|e| matches!(e.e, Event::Pick(..)))
        .unwrap();
    let Event::Pick(x, y) = moved.log[i].e else {
        unreachable!()
    };
    moved.log[i].e = Event::Pick(x, (y + 1) % 6);
    let e = prove(&moved, None).unwrap_err();
    assert!(e.contains("stops agreeing"), "{e}");

    // An extra point.
    let mut richer = replay.clone();
    richer.result.points += 1;
    let e = prove(&richer, None).unwrap_err();
    assert!(e.contains("claims") && e.contains("points"), "{e}");

    // An answer the game never gave.
    let mut invented = replay.clone();
    let i = invented
        .log
        .iter()
        .position(|e| e.e == Event::Used("hint".into()))
        .unwrap();
    invented.log[i].e = Event::Used("bomb".into());
    let e = prove(&invented, None).unwrap_err();
    assert!(e.contains("the bomb power-up acting"), "{e}");
}

#[test]
fn a_replay_of_a_pack_level_is_checked_against_the_pack() {
    let (_app, replay) = play_everything(5);
    let pack = tempfile::tempdir().unwrap();
    let file = pack.path().join("everything.ron");
    std::fs::write(&file, level(LEVEL).to_ron()).unwrap();
    let proven = prove(&replay, Some(pack.path())).unwrap();
    assert!(proven.level_note.contains("as in"), "{}", proven.level_note);

    // The level changed after the game was played.
    let mut changed = level(LEVEL);
    changed.stars = [1, 2, 3];
    std::fs::write(&file, changed.to_ron()).unwrap();
    let e = prove(&replay, Some(pack.path())).unwrap_err();
    assert!(e.contains("has changed"), "{e}");
    // Through the command line: `tests/command/replay.rs`.
}

#[test]
fn a_game_that_runs_out_of_time_or_is_left_is_recorded_as_it_ended() {
    let mut timed = level(LEVEL);
    timed.time_limit = Some(3);
    let mut app = app_for(timed, 2);
    let dir = tempfile::tempdir().unwrap();
    app.insert_resource(ReplayStore(ReplayDir {
        dir: dir.path().to_path_buf(),
    }));
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    run_for(&mut app, 4.0);
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(!replay.result.cleared);
    assert!(replay.result.points >= 200, "{:?}", replay.result);
    assert_eq!(replay.log.last().unwrap().e, Event::TimeUp);
    assert_eq!(prove(&replay, None).unwrap().outcome, replay.result);
    // Kept by the writer's thread, not in the frame.
    until(&mut app, |app| {
        app.world()
            .resource::<crate::game::persistence::replay_writer::ReplayWriter>()
            .is_idle()
    });
    let recent = dir.path().join("recent");
    assert_eq!(std::fs::read_dir(&recent).unwrap().count(), 1);
    assert!(!dir.path().join("best").exists(), "a lost game is no best");

    // A game left for a restart is kept as it stood.
    let mut app = app_for(level(LEVEL), 3);
    link_a_pair(&mut app);
    run_for(&mut app, 0.2);
    app.world_mut()
        .write_message(crate::game::core::messages::NewBoard { seed: None });
    app.update();
    let left = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(!left.result.cleared);
    assert_eq!(left.result.points, 100, "{left:#?}");
    assert_eq!(prove(&left, None).unwrap().outcome, left.result);
}

#[test]
fn a_replay_shown_plays_the_same_game_to_the_same_result() {
    use crate::game::replays::playback::Playback;
    use crate::game::replays::recorder::KeepNothing;
    let (_app, replay) = play_everything(11);
    let (playback, spec) = Playback::start(replay.clone()).unwrap();
    let mut app = app_with(spec);
    app.insert_resource(playback).insert_resource(KeepNothing);
    // The player's own picks are ignored while the replay plays.
    let tile = first_tile(&app);
    pick(&mut app, tile);
    let start = std::time::Instant::now();
    while start.elapsed() < BACKGROUND_PATIENCE {
        app.update();
        let p = app.world().resource::<Playback>();
        assert_eq!(p.parted, None);
        if p.over && app.world().resource::<Recorder>().last.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_micros(300));
    }
    let shown = app.world().resource::<Recorder>().last.clone().unwrap();
    assert_eq!(shown.result, replay.result);
    assert_eq!(
        shown.log, replay.log,
        "the same actions and answers at the same times"
    );
}

#[test]
fn replays_keep_their_mode_relaxed_and_time_attack_prove_too() {
    use crate::formats::play_mode::PlayMode;
    use crate::game::modes::pack_and_daily::PackMode;
    // Relaxed: a free hint, no clock; the pack's level is recognised under its relaxed dress.
    let mut app = app_for(level(LEVEL), 21);
    app.insert_resource(PackMode(PlayMode::Relaxed));
    app.world_mut()
        .write_message(crate::game::core::messages::NewBoard { seed: None });
    app.update();
    {
        let r = ask(&app, "hint");
        send(&mut app, r);
    }
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    app.world_mut()
        .write_message(crate::game::core::messages::NewBoard { seed: Some(1) });
    app.update();
    let relaxed = app.world().resource::<Recorder>().last.clone().unwrap();
    assert_eq!(relaxed.mode, PlayMode::Relaxed);
    assert_eq!(relaxed.level_id.as_deref(), Some("relaxed/everything"));
    assert!(
        relaxed.result.points >= 200,
        "no penalty for the hint: {:?}",
        relaxed.result
    );
    let pack = tempfile::tempdir().unwrap();
    std::fs::write(pack.path().join("everything.ron"), level(LEVEL).to_ron()).unwrap();
    let proven = prove(&relaxed, Some(pack.path())).unwrap();
    assert!(proven.level_note.contains("as in"), "{}", proven.level_note);
    // Proven as classic, the same moves pay for the hint.
    let mut as_classic = relaxed.clone();
    as_classic.mode = PlayMode::Classic;
    assert!(prove(&as_classic, None).is_err());

    // Time attack: links give time back, so a board outlasts its clock; the replay agrees.
    let mut tight = level(LEVEL);
    tight.time_limit = Some(2);
    let mut spec = LevelSpec::new(tight, 4);
    spec.mode = PlayMode::TimeAttack;
    let mut app = app_with(spec);
    for _ in 0..4 {
        link_a_pair(&mut app);
    }
    app.world_mut()
        .write_message(crate::game::core::messages::NewBoard { seed: Some(1) });
    app.update();
    let attack = app.world().resource::<Recorder>().last.clone().unwrap();
    assert_eq!(attack.mode, PlayMode::TimeAttack);
    assert!(
        !attack.log.iter().any(|e| e.e == Event::TimeUp),
        "four links in over two seconds, on a two-second clock"
    );
    assert_eq!(prove(&attack, None).unwrap().outcome, attack.result);
}

/// The daily board of today, played for two links and left.
fn daily_game() -> Replay {
    use crate::formats::play_mode::PlayMode;
    use crate::game::modes::pack_and_daily::StartMode;
    let mut app = app_with(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut().write_message(StartMode(PlayMode::Daily));
    app.update();
    app.update();
    link_a_pair(&mut app);
    link_a_pair(&mut app);
    app.world_mut()
        .write_message(crate::game::core::messages::NewBoard { seed: Some(1) });
    app.update();
    app.world().resource::<Recorder>().last.clone().unwrap()
}

/// Each way a replay may name another game than it is, refused before a move is re-played.
#[test]
fn a_replay_proves_exactly_the_game_it_names() {
    use crate::formats::play_mode::PlayMode;
    let today = crate::formats::daily::today();
    let daily = daily_game();
    assert_eq!(daily.level_id, Some(format!("daily/{today}")));
    let proven = prove(&daily, None).unwrap();
    assert_eq!(proven.mode, PlayMode::Daily);
    assert!(
        proven.checked.iter().any(|l| l.contains("seed")),
        "{:?}",
        proven.checked
    );
    let mut bad: Vec<(Replay, &str)> = Vec::new();
    let mut wrong_seed = daily.clone();
    wrong_seed.seed += 1;
    bad.push((wrong_seed, "seed"));
    for (key, why) in [
        ("daily/2026-02-30", "no such day"),
        ("daily/9223372036854775807-01-01", "YYYY-MM-DD"),
        ("daily/2021-03-04", "not the one this game deals"),
    ] {
        let mut other_day = daily.clone();
        other_day.level_id = Some(key.into());
        if key == "daily/2021-03-04" {
            other_day.seed = crate::formats::daily::seed("2021-03-04");
        }
        bad.push((other_day, why));
    }
    for mode in ["time-attack", "classic", "relaxed", "endless"] {
        let mut other_mode = daily.clone();
        other_mode.mode = PlayMode::from_name(mode).unwrap();
        bad.push((other_mode, "played in mode daily"));
    }
    let mut future = daily.clone();
    future.played_at = u64::MAX;
    bad.push((future, "after now"));

    // A pack level's record, played as time attack; a relaxed record as classic.
    let (_app, classic) = play_everything(13);
    let mut attack = classic.clone();
    attack.mode = PlayMode::TimeAttack;
    bad.push((attack, "played in mode classic"));
    let mut relaxed_key = classic.clone();
    relaxed_key.level_id = Some("relaxed/everything".into());
    bad.push((relaxed_key, "played in mode relaxed"));
    for key in [
        "a//b",
        "a/../b",
        "./x",
        "",
        "everything/",
        "packs//everything",
    ] {
        let mut malformed = classic.clone();
        malformed.level_id = Some(key.into());
        bad.push((malformed, "record key"));
    }
    for (replay, why) in &bad {
        let e = prove(replay, None).expect_err(why);
        assert!(e.contains(why), "{e:?} should say {why:?}");
    }
    assert_eq!(bad.len(), 17, "distinct bad replays");
    prove(&classic, None).expect("the true game still proves");
    // Through the command line: `tests/command/replay.rs`.
}

/// A replay recorded before power-ups were known by type names them by their stable ids, as
/// replays still do: it loads and proves as it did.
#[test]
fn an_older_replay_naming_power_ups_by_id_still_proves() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/replay/everything.ron");
    let old = Replay::load(&path).unwrap();
    assert!(old.log.iter().any(|e| e.e == Event::PowerUp("hint".into())));
    let proven = prove(&old, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, old.result);
}

#[test]
fn a_replays_times_are_bounded_and_a_re_play_stops_at_its_deadline() {
    use crate::formats::replays::replay::MAX_PLAY_NS;
    use crate::game::replays::proof::OUT_OF_TIME;
    let spec = LevelSpec::built_in("starter 6x4", 3).unwrap();
    let replay = crate::game::replays::bot::bot_replay(spec.clone(), 3).unwrap();
    assert!(prove(&replay, None).is_ok());

    // Past its deadline the re-play stops, whatever is left of it.
    let now = std::time::Instant::now();
    let stopped = crate::deadline::within(now, || prove(&replay, None));
    assert_eq!(stopped.unwrap_err(), OUT_OF_TIME);

    // No entry may lie beyond a week of play.
    let mut late = replay.clone();
    late.log.last_mut().unwrap().t = MAX_PLAY_NS + 1;
    let refused = Replay::from_text(&late.to_text(), "late.ron").unwrap_err();
    assert!(
        refused.contains("a game records at most 168 hours"),
        "{refused}"
    );

    // A gap of six days is worked through in a handful of frames: the re-play's fixed clock
    // turns once a day, not 64 times a second.
    let mut gapped = replay.clone();
    for entry in gapped.log.iter_mut().skip(1) {
        entry.t += 6 * 24 * 3_600_000_000_000;
    }
    let refused = prove(&gapped, None).unwrap_err();
    assert!(refused.contains("claims"), "{refused}");
    let app = crate::game::replays::proof::replay_app(spec, None);
    let fixed = app.world().resource::<Time<Fixed>>().timestep();
    assert!(
        fixed >= std::time::Duration::from_secs(24 * 3600),
        "{fixed:?}"
    );
}
