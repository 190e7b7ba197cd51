//! Game systems per frame, headless, on a full 30×16 board (`cargo bench --bench game`).
//!
//! The logic plugin with the built-in power-ups and the view's reactions that need no renderer
//! (tile animations, effects) runs with
//! `MinimalPlugins` on one thread, as in the game; the player's picks follow the deal's proof, one
//! pick every few frames, so frames include selection, search, removal, vanishing and the
//! dead-end checks as in real play.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use criterion::{Criterion, criterion_group, criterion_main};

use lianliankan::engine::{Difficulty, Gravity, Rules, deal, deal::layouts};
use lianliankan::game::app::run_on_one_thread;
use lianliankan::game::logic::LogicPlugin;
use lianliankan::game::logic::deal::LevelSpec;
use lianliankan::game::logic::messages::{NewBoard, TilePicked};
use lianliankan::game::power_ups;
use lianliankan::game::view::ViewReactionsPlugin;
use lianliankan::level::Level;

/// Mean time of one frame while the proof's moves are picked, a pick every fourth frame.
fn frames_while_playing(iters: u64, rules: Rules) -> Duration {
    let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
    let proof = deal(&layout, kinds, &rules, Difficulty::default(), 11)
        .unwrap()
        .proof;
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iters {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            LogicPlugin,
            power_ups::plugin,
            ViewReactionsPlugin,
        ));
        run_on_one_thread(&mut app);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .insert_resource(LevelSpec::new(
            Level {
                kinds,
                rules,
                ..Level::new("bench", layout.clone())
            },
            11,
        ));
        app.world_mut().write_message(NewBoard { seed: None });
        app.update();
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

criterion_group!(benches, bench_frames);
criterion_main!(benches);
