//! Engine benchmarks: link search, dealing, the any-move check, gravity, special tiles, and NOI
//! 1804 answering.
//!
//! `cargo bench --bench engine` (`-- gravity` for the gravity group alone, `-- specials` for the
//! deal of a board of special tiles beside a plain one). Figures for the NOI
//! per-pair cost are per 100,000 pairs.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use lianliankan::engine::deal::{deal_with_specials, layouts};
use lianliankan::engine::noi::answer_pairs;
use lianliankan::engine::specials::{Special, Specials};
use lianliankan::engine::{
    Cell, Difficulty, GameRng, Gravity, Grid, Pos, Rules, all_moves, deal, find_path, has_move,
    link_segments, play_move, safe_hint, solver,
};

fn kshisen() -> (Grid, usize) {
    layouts::by_name("kshisen 30x16").unwrap()
}

/// A full 30×16 board on which no pair can be linked: the any-move check must look at all of
/// it. Kinds run in a pattern with no equal neighbours and no two equal tiles on one edge.
fn full_board_without_moves() -> Grid {
    let mut g = Grid::new(30, 16);
    for p in g.positions().collect::<Vec<_>>() {
        // Distinct kinds along every edge and between neighbours.
        let k = if p.y == 0 || p.y == 15 {
            (p.x + 100 * (p.y == 15) as i32) as u16
        } else if p.x == 0 || p.x == 29 {
            (200 + p.y + 100 * (p.x == 29) as i32) as u16
        } else {
            (400 + (p.x + 2 * p.y) % 5) as u16
        };
        g.set(p, Cell::Tile(k));
    }
    g
}

fn bench_engine(c: &mut Criterion) {
    let rules = Rules::default();
    let (layout, kinds) = kshisen();

    c.bench_function("deal full 30x16 (240 pairs, 36 kinds)", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(deal(&layout, kinds, &rules, Difficulty::default(), seed).unwrap())
        })
    });

    let dealt = deal(&layout, kinds, &rules, Difficulty::default(), 7).unwrap();
    c.bench_function("any-move check, dealt full 30x16", |b| {
        b.iter(|| black_box(has_move(black_box(&dealt.grid), &rules)))
    });
    let stuck = full_board_without_moves();
    assert!(!has_move(&stuck, &rules));
    c.bench_function("any-move check, full 30x16 with no move", |b| {
        b.iter(|| black_box(has_move(black_box(&stuck), &rules)))
    });
    c.bench_function("all moves, dealt full 30x16", |b| {
        b.iter(|| black_box(all_moves(black_box(&dealt.grid), &rules)))
    });

    // Half-cleared board for the path searches.
    let mut half = dealt.grid.clone();
    for &(a, b) in &dealt.proof[..120] {
        half.set(a, Cell::Empty);
        half.set(b, Cell::Empty);
    }
    let (a, b) = dealt.proof[120];
    c.bench_function("find_path on a half-cleared 30x16", |bch| {
        bch.iter(|| black_box(find_path(&half, a, b, &rules)))
    });
    c.bench_function("link_segments on a half-cleared 30x16", |bch| {
        bch.iter(|| black_box(link_segments(&half, a, b, &rules)))
    });
    c.bench_function("safe hint on a half-cleared 30x16", |bch| {
        bch.iter(|| black_box(safe_hint(&half, &rules, solver::DEFAULT_NODE_LIMIT)))
    });
}

/// Deals of full boards under gravity, and a safe hint on a half-cleared one.
fn bench_gravity(c: &mut Criterion) {
    let mut group = c.benchmark_group("gravity");
    for gravity in [Gravity::Down, Gravity::TowardsCentre] {
        let rules = Rules {
            gravity,
            ..Rules::default()
        };
        for name in ["classic 14x8", "kshisen 30x16"] {
            let (layout, kinds) = layouts::by_name(name).unwrap();
            group.bench_function(format!("deal {name} {gravity}"), |b| {
                let mut seed = 0;
                b.iter(|| {
                    seed += 1;
                    black_box(deal(&layout, kinds, &rules, Difficulty::default(), seed).unwrap())
                })
            });
        }
        // Half the proof played: a settled board with 120 pairs left.
        let (layout, kinds) = kshisen();
        let dealt = deal(&layout, kinds, &rules, Difficulty::default(), 7).unwrap();
        let mut half = dealt.grid.clone();
        for &m in &dealt.proof[..120] {
            play_move(&mut half, m, &rules);
        }
        group.bench_function(format!("safe hint half-cleared 30x16 {gravity}"), |b| {
            b.iter(|| black_box(safe_hint(&half, &rules, solver::DEFAULT_NODE_LIMIT)))
        });
    }
    group.finish();
}

/// A 75×75 contest board with 100,000 random pairs of distinct cards.
fn contest_board(density: f64, seed: u64) -> (Grid, Vec<(Pos, Pos)>) {
    let mut rng = GameRng::new(seed);
    let mut g = Grid::new(75, 75);
    let mut cards = Vec::new();
    for p in g.positions().collect::<Vec<_>>() {
        if rng.unit() < density {
            g.set(p, Cell::Tile(0));
            cards.push(p);
        }
    }
    let pairs = (0..100_000)
        .map(|_| {
            loop {
                let (a, b) = (cards[rng.below(cards.len())], cards[rng.below(cards.len())]);
                if a != b {
                    break (a, b);
                }
            }
        })
        .collect();
    (g, pairs)
}

fn bench_noi(c: &mut Criterion) {
    let mut group = c.benchmark_group("noi1804 75x75, 100k pairs");
    group.sample_size(10);
    group.throughput(Throughput::Elements(100_000));
    for density in [0.30, 0.45, 0.60] {
        let (grid, pairs) = contest_board(density, 1804);
        group.bench_function(format!("density {density:.2}"), |b| {
            b.iter_batched(
                || (),
                |()| black_box(answer_pairs(&grid, &pairs)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

/// Every kind of special tile on a 30×16 layout: about one tile in five is ice, hidden, a timer
/// or a lock (keyed to the tile 37 cells on, which is no lock), spread evenly.
fn every_special(layout: &Grid) -> Specials {
    let tiles: Vec<Pos> = layout.tiles().map(|(p, _)| p).collect();
    let mut specials = layout.blank_specials();
    for (i, &at) in tiles.iter().enumerate() {
        let special = match i % 20 {
            3 => Special::Ice,
            7 => Special::Hidden,
            11 => Special::Timer { seconds: 5 },
            15 => Special::Lock {
                key: tiles[(i + 37) % tiles.len()],
            },
            _ => continue,
        };
        specials.set(at, Some(special));
    }
    specials
}

fn bench_specials(c: &mut Criterion) {
    let rules = Rules::default();
    let (layout, kinds) = kshisen();
    let specials = every_special(&layout);
    specials
        .check(&layout, false)
        .expect("the specials fit the layout");
    let mut group = c.benchmark_group("specials");
    for (name, with) in [("plain", None), ("every special tile", Some(&specials))] {
        group.bench_function(format!("deal full 30x16, {name}"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                let dealt =
                    deal_with_specials(&layout, kinds, &rules, Difficulty::default(), seed, with);
                black_box(dealt.unwrap())
            })
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    bench_engine,
    bench_gravity,
    bench_specials,
    bench_noi
);
criterion_main!(benches);
