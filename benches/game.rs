//! Game systems per frame, headless, on a full 30×16 board (`cargo bench --bench game`): the
//! mean frame while playing (criterion), and the worst frame while the solver is at work for
//! hints, bombs and the demo (printed first).
//!
//! The logic plugin with the built-in power-ups and the view's reactions that need no renderer
//! (tile animations, effects) runs with
//! `MinimalPlugins` on one thread, as in the game; the player's picks follow the deal's proof, one
//! pick every few frames, so frames include selection, search, removal, vanishing and the
//! dead-end checks as in real play.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use criterion::{Criterion, criterion_group};
use lianliankan::engine::deal::layouts;
use lianliankan::engine::{Difficulty, Gravity, Rules, deal};
use lianliankan::formats::Level;
use lianliankan::prelude::{
    Board, Demo, LevelSpec, NewBoard, PowerUps, TilePicked, UsePowerUp, ViewReactionsPlugin,
    power_ups_of, run_on_one_thread,
};

/// The game's logic and the view's reactions on one thread, as in the game, with `level`
/// dealt with `seed`; 16 ms of game time per frame.
fn dealt_app(level: Level, seed: u64) -> App {
    let mut app = power_ups_of(|app| {
        app.add_plugins(ViewReactionsPlugin);
    });
    run_on_one_thread(&mut app);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )))
    .insert_resource(LevelSpec::new(level, seed));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app
}

/// Mean time of one frame while the proof's moves are picked, a pick every fourth frame.
fn frames_while_playing(iters: u64, rules: Rules) -> Duration {
    let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
    let proof = deal(&layout, kinds, &rules, Difficulty::default(), 11)
        .unwrap()
        .proof;
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iters {
        let mut app = dealt_app(
            Level {
                kinds,
                rules,
                ..Level::new("bench", layout.clone())
            },
            11,
        );
        let picks: Vec<_> = proof.iter().flat_map(|&(a, b)| [a, b]).collect();
        let mut frame = 0usize;
        while done < iters && frame / 4 < picks.len() {
            if frame.is_multiple_of(4) {
                app.world_mut().write_message(TilePicked(picks[frame / 4]));
            }
            let start = Instant::now();
            app.update();
            total += start.elapsed();
            frame += 1;
            done += 1;
        }
    }
    total
}

fn bench_frames(c: &mut Criterion) {
    let mut group = c.benchmark_group("game systems per frame, full 30x16");
    group.sample_size(20);
    group.bench_function("playing (a pick every 4th frame)", |b| {
        b.iter_custom(|iters| frames_while_playing(iters, Rules::default()))
    });
    group.bench_function("idle (board dealt, nothing happens)", |b| {
        let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
        let mut app = dealt_app(
            Level {
                kinds,
                ..Level::new("bench", layout)
            },
            11,
        );
        b.iter(|| app.update())
    });
    group.bench_function("playing under gravity towards_centre", |b| {
        b.iter_custom(|iters| {
            frames_while_playing(
                iters,
                Rules {
                    gravity: Gravity::TowardsCentre,
                    ..Rules::default()
                },
            )
        })
    });
    group.finish();
}

/// CPU time the calling thread has used. A frame's game work is what the main thread spends
/// on it: wall time also counts the moments the system gives its core to the solver's
/// background thread (on a 2-core machine, often).
fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant the OS knows.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    assert!(ok, "no per-thread CPU clock");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// A frame at 60 frames per second.
const FRAME: Duration = Duration::from_micros(16_667);

/// One frame's cost: main-thread CPU time and wall time, and what happened in it.
#[derive(Clone)]
struct FrameCost {
    cpu: Duration,
    wall: Duration,
    what: String,
}

/// What a frame did to the board, to tell what the worst frames were doing.
fn frame_events(frame: usize, before: (usize, u32), after: (usize, u32)) -> String {
    let mut what = vec![format!("frame {frame} of its board")];
    if after.0 < before.0 {
        what.push(format!("{} tiles removed", before.0 - after.0));
    }
    if after.1 > before.1 {
        what.push("re-dealt".into());
    }
    if frame.is_multiple_of(60) {
        what.push("hint asked".into());
    }
    if frame.is_multiple_of(90) {
        what.push("bomb asked".into());
    }
    what.join(", ")
}

/// Frame costs, a frame every 1/60 s, while the demo plays a full 30×16 board under `towards_centre` gravity and the
/// player asks for a hint every 60 frames and bombs a tile every 90: every one of them needs
/// the exact solver, which works in the background.
fn frames_with_solver_work(frames: usize) -> (Vec<FrameCost>, usize) {
    let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
    let rules = Rules {
        gravity: Gravity::TowardsCentre,
        ..Rules::default()
    };
    let mut times = Vec::with_capacity(frames);
    let mut removed = 0;
    let mut seed = 21;
    while times.len() < frames {
        let mut level = Level {
            kinds,
            rules,
            ..Level::new("bench", layout.clone())
        };
        level.power_ups = [("hint".to_string(), 99), ("bomb".to_string(), 99)].into();
        let mut app = dealt_app(level, seed);
        app.insert_resource(Demo::new(Duration::from_millis(48)));
        let power_up = |name: &str| {
            let id = app.world().resource::<PowerUps>().id(name);
            UsePowerUp(id.expect("a built-in power-up"))
        };
        let (hint, bomb) = (power_up("hint"), power_up("bomb"));
        for frame in 0.. {
            if times.len() >= frames || app.world().resource::<Board>().grid().is_cleared() {
                break;
            }
            if frame % 60 == 0 {
                app.world_mut().write_message(hint);
            }
            if frame % 90 == 0 {
                app.world_mut().write_message(bomb);
            }
            let first_tile = app.world().resource::<Board>().grid().tiles().next();
            if frame % 90 == 1
                && let Some((p, _)) = first_tile
            {
                app.world_mut().write_message(TilePicked(p));
            }
            let state = |app: &App| {
                let board = app.world().resource::<Board>();
                (board.grid().tile_count(), board.redeals())
            };
            let before = state(&app);
            let (cpu, wall) = (thread_cpu_time(), Instant::now());
            app.update();
            let cost = FrameCost {
                cpu: thread_cpu_time() - cpu,
                wall: wall.elapsed(),
                what: frame_events(frame, before, state(&app)),
            };
            // Frames come at 60 per second, as in play, so background answers take as many
            // frames as they would for a player.
            std::thread::sleep(FRAME.saturating_sub(cost.wall));
            times.push(cost);
        }
        removed += layout.tile_count() - app.world().resource::<Board>().grid().tile_count();
        seed += 1;
    }
    (times, removed)
}

/// Frame costs of the floor, paced like [`frames_with_solver_work`]: `MinimalPlugins` on one
/// thread with nothing of ours (`game: false`), or the whole game with its board dealt and
/// left alone (`game: true`). What the machine and Bevy cost before the game does anything.
fn floor_frames(frames: usize, game: bool) -> Vec<Duration> {
    let mut app = if game {
        let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
        dealt_app(
            Level {
                kinds,
                ..Level::new("bench", layout)
            },
            21,
        )
    } else {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        run_on_one_thread(&mut app);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )));
        app.update();
        app
    };
    (0..frames)
        .map(|_| {
            let (cpu, wall) = (thread_cpu_time(), Instant::now());
            app.update();
            let cost = thread_cpu_time() - cpu;
            std::thread::sleep(FRAME.saturating_sub(wall.elapsed()));
            cost
        })
        .collect()
}

/// Prints the mean, 99th percentile and worst frame of [`frames_with_solver_work`], as
/// main-thread CPU time (the game's work) and as wall time: the worst frame is what a player
/// feels, and a mean hides it.
fn report_worst_frames() {
    // `cargo bench` passes --bench; under `cargo test --benches` a short run checks it works.
    let full = std::env::args().any(|a| a == "--bench");
    let (costs, removed) = frames_with_solver_work(if full { 3600 } else { 120 });
    let summary = |mut times: Vec<Duration>| {
        times.sort();
        let mean = times.iter().sum::<Duration>() / times.len() as u32;
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        format!(
            "mean {:.3} ms, p99 {:.3} ms, worst {:.3} ms",
            ms(mean),
            ms(times[times.len() * 99 / 100]),
            ms(*times.last().unwrap())
        )
    };
    println!(
        "game systems per frame, 30x16 towards_centre, demo + hint every 60 frames + bomb \
         every 90 ({} frames, {removed} tiles removed):\n  main-thread CPU: {}\n  wall:            {}",
        costs.len(),
        summary(costs.iter().map(|c| c.cpu).collect()),
        summary(costs.iter().map(|c| c.wall).collect()),
    );
    let floor_frames_run = if full { 600 } else { 60 };
    println!(
        "  the floor, paced the same ({floor_frames_run} frames each), main-thread CPU:\n    \
         bare Bevy (MinimalPlugins): {}\n    the game, board dealt, idle:  {}",
        summary(floor_frames(floor_frames_run, false)),
        summary(floor_frames(floor_frames_run, true)),
    );
    let mut worst: Vec<&FrameCost> = costs.iter().collect();
    worst.sort_by_key(|c| std::cmp::Reverse(c.cpu));
    println!("  the five worst frames (main-thread CPU):");
    for c in worst.iter().take(5) {
        println!("    {:.3} ms: {}", c.cpu.as_secs_f64() * 1e3, c.what);
    }
}

/// Keeping the game in progress after a move: what a frame pays (cloning the game to hand
/// it to the writer thread) and what the writer thread pays (writing it atomically, flushed
/// to disk), for a long game of 1000 log entries.
fn bench_keeping(c: &mut Criterion) {
    use lianliankan::formats::{
        Entry, Event, KEPT_GAME_FORMAT, KeptGame, KeptGameFile, Outcome, PlayMode, REPLAY_FORMAT,
        Replay, fingerprint,
    };
    let level = Level::built_in("classic 14x8").expect("built in").to_ron();
    let log = (0..1000u64)
        .map(|i| Entry {
            t: i * 700_000_000,
            e: if i % 3 == 2 {
                Event::Linked((1, 2), (3, 4))
            } else {
                Event::Pick((i % 14) as i32, (i % 8) as i32)
            },
        })
        .collect();
    let game = KeptGame {
        format: KEPT_GAME_FORMAT,
        level_name: "Classic".into(),
        run: None,
        replay: Replay {
            format: REPLAY_FORMAT,
            level_id: Some("classic".into()),
            level_fingerprint: fingerprint(&level),
            level,
            seed: 1,
            chinese_style: false,
            mode: PlayMode::Classic,
            played_at: 1_700_000_000,
            log,
            result: Outcome::default(),
        },
    };
    c.bench_function("keep: a frame hands a 1000-entry game to the writer", |b| {
        b.iter(|| std::hint::black_box(Box::new(game.clone())));
    });
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = KeptGameFile::in_dir(dir.path());
    c.bench_function("keep: the writer thread writes it atomically", |b| {
        b.iter(|| file.write(&game).expect("written"));
    });
}

criterion_group!(benches, bench_frames, bench_keeping);

fn main() {
    // A name filter (`cargo bench --bench game -- idle`) runs only the benchmarks it names; the
    // worst-frame report runs when there is none, or when it names "worst".
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    if filter.is_none_or(|f| "worst frames".contains(f.as_str())) {
        report_worst_frames();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
