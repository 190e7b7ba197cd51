//! Deals, proofs, shuffles and hints on the built-in layouts.

use std::collections::{HashMap, HashSet};

use crate::deal::layouts;
use crate::solver::DEFAULT_NODE_LIMIT;
use crate::{
    Difficulty, GameRng, Grid, Kind, MatchGroups, Rules, TurnLimit, Verdict, all_moves, deal,
    remove_pair, replays_to_empty, reshuffle, safe_hint, solve,
};

fn kind_counts(grid: &Grid) -> HashMap<Kind, usize> {
    let mut counts = HashMap::new();
    for (_, k) in grid.tiles() {
        *counts.entry(k).or_insert(0) += 1;
    }
    counts
}

fn assert_paired(grid: &Grid) {
    for (k, n) in kind_counts(grid) {
        assert!(n % 2 == 0, "kind {k} has {n} tiles\n{grid:?}");
    }
}

/// Every built-in layout, 10,000 seeds each: the proof replays to an empty board, kinds are
/// paired and balanced, and the deal depends only on the seed.
#[test]
#[ignore = "a soak of 10,000 seeds a layout: scripts/test runs it"]
fn every_builtin_layout_deals_10k_clearable_boards() {
    let rules = Rules::default();
    for &(name, _) in layouts::ALL {
        let (layout, kinds) = layouts::by_name(name).unwrap();
        let mut boards = HashSet::new();
        for seed in 0..10_000 {
            let d = deal(&layout, kinds, &rules, Difficulty::default(), seed).unwrap();
            assert!(
                replays_to_empty(&d.grid, &rules, &d.proof),
                "{name} seed {seed}"
            );
            assert_eq!(d.proof.len() * 2, layout.tile_count());
            let counts = kind_counts(&d.grid);
            assert_eq!(
                counts.len(),
                kinds,
                "{name} seed {seed}: every kind is used"
            );
            let (lo, hi) = (
                counts.values().min().unwrap(),
                counts.values().max().unwrap(),
            );
            assert!(hi - lo <= 2, "{name} seed {seed}: kinds spread {lo}..{hi}");
            assert_paired(&d.grid);
            boards.insert(d.grid.to_text());
        }
        assert!(boards.len() > 9_990, "{name}: seeds give different boards");
    }
}

#[test]
fn same_seed_same_board() {
    let (layout, kinds) = layouts::by_name("kshisen 30x16").unwrap();
    let once = || {
        deal(
            &layout,
            kinds,
            &Rules::default(),
            Difficulty::default(),
            2024,
        )
        .unwrap()
    };
    assert_eq!(once(), once());
    // Pinned: a change here means saved seeds would deal different boards.
    let (small, k) = layouts::by_name("starter 6x4").unwrap();
    let d = deal(&small, k, &Rules::default(), Difficulty::default(), 1).unwrap();
    assert_eq!(d.grid.to_text(), PINNED_STARTER_SEED_1);
}

const PINNED_STARTER_SEED_1: &str = "dcbcbb\ncaabbb\nddadca\nacdacd\n";

/// Other rule sets deal clearable boards too: no ring, one turn, unlimited turns.
#[test]
fn other_rules_deal_clearable_boards() {
    let sets = [
        Rules {
            max_turns: TurnLimit::AtMost(2),
            outer_ring: false,
            ..Rules::default()
        },
        Rules {
            max_turns: TurnLimit::AtMost(1),
            outer_ring: true,
            ..Rules::default()
        },
        Rules {
            max_turns: TurnLimit::Unlimited,
            outer_ring: false,
            ..Rules::default()
        },
    ];
    for rules in sets {
        for &(name, _) in layouts::ALL {
            let (layout, kinds) = layouts::by_name(name).unwrap();
            for seed in 0..200 {
                let d = deal(&layout, kinds, &rules, Difficulty::default(), seed)
                    .unwrap_or_else(|e| panic!("{name} {rules:?} seed {seed}: {e}"));
                assert!(
                    replays_to_empty(&d.grid, &rules, &d.proof),
                    "{name} {rules:?}"
                );
            }
        }
    }
}

/// With no turns allowed, only straight links: small layouts still deal.
#[test]
fn straight_links_only() {
    let rules = Rules {
        max_turns: TurnLimit::AtMost(0),
        outer_ring: true,
        ..Rules::default()
    };
    for name in ["starter 6x4", "pyramid"] {
        let (layout, kinds) = layouts::by_name(name).unwrap();
        for seed in 0..200 {
            let d = deal(&layout, kinds, &rules, Difficulty::default(), seed)
                .unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
            assert!(replays_to_empty(&d.grid, &rules, &d.proof));
        }
    }
}

/// Difficulty changes how far apart partners are, and how many moves are open at the start.
#[test]
fn difficulty_is_measurable() {
    let (layout, kinds) = layouts::by_name("classic 14x8").unwrap();
    let rules = Rules::default();
    let measure = |d: f32| {
        let (mut dist, mut open) = (0.0, 0.0);
        for seed in 0..200 {
            let dealt = deal(&layout, kinds, &rules, Difficulty(d), seed).unwrap();
            dist += dealt
                .proof
                .iter()
                .map(|(a, b)| ((a.x - b.x).abs() + (a.y - b.y).abs()) as f64)
                .sum::<f64>()
                / dealt.proof.len() as f64;
            open += all_moves(&dealt.grid, &rules).len() as f64;
        }
        (dist / 200.0, open / 200.0)
    };
    let (easy, mid, hard) = (measure(0.0), measure(0.5), measure(1.0));
    assert!(
        easy.0 < mid.0 && mid.0 < hard.0,
        "{easy:?} {mid:?} {hard:?}"
    );
    // Not trivially easy even at the easiest: partners are not all neighbours.
    assert!(easy.0 > 1.5, "{easy:?}");
}

/// Checks a reshuffle of `grid`: same cells, same kinds, and a proof that clears it.
fn check_reshuffle(grid: &Grid, rules: &Rules, seed: u64) -> Grid {
    let d = reshuffle(grid, rules, Difficulty::default(), seed)
        .unwrap_or_else(|e| panic!("{e}\n{grid:?}"));
    let cells = |g: &Grid| g.tiles().map(|(p, _)| p).collect::<Vec<_>>();
    assert_eq!(cells(&d.grid), cells(grid));
    assert_eq!(kind_counts(&d.grid), kind_counts(grid));
    assert!(replays_to_empty(&d.grid, rules, &d.proof));
    d.grid
}

/// Random play: hints never walk into a position the solver proves unclearable; dead ends are
/// re-dealt; kinds stay paired at every step; every game ends with an empty board.
#[test]
fn random_play_with_hints_and_dead_end_shuffles() {
    let rules = Rules::default();
    let mut rng = GameRng::new(31);
    let mut hints = 0;
    for &(name, _) in layouts::ALL {
        let (layout, _) = layouts::by_name(name).unwrap();
        // Two pairs per kind: the choice of partner matters, so random moves can go wrong.
        let kinds = layout.tile_count() / 4;
        let games = if layout.tile_count() > 200 { 2 } else { 10 };
        for seed in 0..games {
            let mut grid = deal(&layout, kinds, &rules, Difficulty::default(), seed)
                .unwrap()
                .grid;
            while !grid.is_cleared() {
                assert_paired(&grid);
                let verdict = solve(&grid, &rules, DEFAULT_NODE_LIMIT);
                if verdict == Verdict::Unclearable {
                    grid = check_reshuffle(&grid, &rules, rng.next_u64());
                    continue;
                }
                if rng.below(3) == 0 {
                    let h = safe_hint(&grid, &rules, DEFAULT_NODE_LIMIT).expect("clearable");
                    assert!(h.verified);
                    let mut after = grid.clone();
                    remove_pair(&mut after, h.pair());
                    assert_ne!(
                        solve(&after, &rules, DEFAULT_NODE_LIMIT),
                        Verdict::Unclearable,
                        "hint led to a dead end\n{grid:?}"
                    );
                    hints += 1;
                }
                let moves = all_moves(&grid, &rules);
                remove_pair(&mut grid, moves[rng.below(moves.len())]);
            }
        }
    }
    assert!(hints > 100);
}

/// Stuck and scrambled positions of every layout re-deal to clearable boards.
#[test]
fn reshuffles_keep_cells_and_kinds_and_clear() {
    let mut rng = GameRng::new(77);
    let strict = Rules {
        max_turns: TurnLimit::AtMost(1),
        outer_ring: false,
        ..Rules::default()
    };
    let mut stuck = 0;
    for rules in [Rules::default(), strict] {
        for &(name, _) in layouts::ALL {
            let (layout, kinds) = layouts::by_name(name).unwrap();
            let Ok(dealt) = deal(&layout, kinds, &rules, Difficulty::default(), 5) else {
                continue; // a layout these rules cannot deal is the checker's business
            };
            for _ in 0..50 {
                // Remove part of the proof, then scramble what is left with one pair per kind:
                // on a crowded board that is often a dead end.
                let mut grid = dealt.grid.clone();
                let keep = rng.below(dealt.proof.len());
                for &m in &dealt.proof[..dealt.proof.len() - keep - 1] {
                    remove_pair(&mut grid, m);
                }
                let cells: Vec<_> = grid.tiles().collect();
                let mut kinds: Vec<Kind> = (0..cells.len()).map(|i| (i / 2) as Kind).collect();
                rng.shuffle(&mut kinds);
                for (&(p, _), &k) in cells.iter().zip(&kinds) {
                    grid.set(p, crate::Cell::Tile(k));
                }
                if all_moves(&grid, &rules).is_empty() {
                    stuck += 1;
                }
                check_reshuffle(&grid, &rules, rng.next_u64());
            }
        }
    }
    assert!(
        stuck > 10,
        "scrambles should include boards with no move: {stuck}"
    );
    // The classic dead end: crossed pairs with no ring.
    let crossed = Grid::from_text("ab\nba").unwrap();
    assert!(all_moves(&crossed, &strict).is_empty());
    check_reshuffle(&crossed, &strict, 1);
}

#[test]
fn bad_layouts_are_refused_clearly() {
    let odd = Grid::from_text("xxx").unwrap();
    assert_eq!(
        deal(&odd, 1, &Rules::default(), Difficulty::default(), 0)
            .unwrap_err()
            .to_string(),
        "the layout has 3 tile cells; tiles come in pairs, so it must be even"
    );
    let two = Grid::from_text("xx").unwrap();
    assert!(deal(&two, 2, &Rules::default(), Difficulty::default(), 0).is_err());
    assert!(deal(&two, 0, &Rules::default(), Difficulty::default(), 0).is_err());
    // Walled in: two cells that can never link.
    let walled = Grid::from_text("x#x").unwrap();
    let closed = Rules {
        outer_ring: false,
        ..Rules::default()
    };
    assert!(deal(&walled, 1, &closed, Difficulty::default(), 0).is_err());
    let empty = Grid::from_text("...").unwrap();
    assert!(deal(&empty, 1, &Rules::default(), Difficulty::default(), 0).is_err());
}

/// Chinese style: a flower pairs with any flower and a season with any season. Random play on
/// mahjong-sized deals pairs them across faces, so single faces end up odd; the solver, hints
/// and re-deals still clear every board, and the strict rules would not.
#[test]
fn chinese_style_pairs_flowers_with_flowers_and_seasons_with_seasons() {
    let chinese = Rules {
        groups: MatchGroups::FLOWERS_AND_SEASONS,
        ..Rules::default()
    };
    // 'I' and 'J' are two flowers, 'M' and 'P' two seasons: only a group links them.
    let board = Grid::from_text("IJ\nMP").unwrap();
    assert!(all_moves(&board, &Rules::default()).is_empty());
    assert_eq!(all_moves(&board, &chinese).len(), 2);
    assert!(solve(&board, &chinese, DEFAULT_NODE_LIMIT).is_clearable());
    assert_eq!(
        solve(&board, &Rules::default(), DEFAULT_NODE_LIMIT),
        Verdict::Unclearable
    );
    // A flower never pairs with a season.
    let mixed = Grid::from_text("IM\nJP").unwrap();
    let moves = all_moves(&mixed, &chinese);
    assert!(
        moves
            .iter()
            .all(|&(a, b)| { chinese.matches(mixed.kind(a).unwrap(), mixed.kind(b).unwrap()) })
    );
    assert!(!chinese.matches(34, 38));

    let (layout, _) = layouts::by_name("classic 14x8").unwrap();
    let mut rng = GameRng::new(8);
    let mut odd_faces = 0;
    for seed in 0..6 {
        // 42 kinds: every face of the mahjong set, flowers and seasons included.
        let mut grid = deal(&layout, 42, &chinese, Difficulty::default(), seed)
            .unwrap()
            .grid;
        let mut redeals = 0;
        while !grid.is_cleared() {
            // Pairs within each group, never across: every class stays even.
            let mut classes: HashMap<Kind, usize> = HashMap::new();
            for (_, k) in grid.tiles() {
                *classes.entry(chinese.groups.class(k)).or_insert(0) += 1;
            }
            assert!(classes.values().all(|n| n % 2 == 0), "{grid:?}");
            odd_faces += kind_counts(&grid).values().filter(|n| *n % 2 == 1).count();
            if solve(&grid, &chinese, DEFAULT_NODE_LIMIT) == Verdict::Unclearable {
                grid = check_reshuffle(&grid, &chinese, rng.next_u64());
                redeals += 1;
                assert!(redeals < 50);
                continue;
            }
            let moves = all_moves(&grid, &chinese);
            // Prefer pairs of two different faces, so odd faces appear.
            let across: Vec<_> = moves
                .iter()
                .filter(|&&(a, b)| grid.kind(a) != grid.kind(b))
                .collect();
            let m = match across.first() {
                Some(&&m) => m,
                None => moves[rng.below(moves.len())],
            };
            remove_pair(&mut grid, m);
        }
    }
    assert!(odd_faces > 0, "the test should pair across faces");
    // A hint on a board that only the groups can clear.
    let hint = safe_hint(&board, &chinese, DEFAULT_NODE_LIMIT).expect("clearable");
    assert!(hint.verified);
    let rest = all_moves(&board, &chinese)
        .into_iter()
        .find(|&m| m != hint.pair())
        .expect("two pairs");
    assert!(replays_to_empty(&board, &chinese, &[hint.pair(), rest]));
    assert!(!replays_to_empty(
        &board,
        &Rules::default(),
        &[hint.pair(), rest]
    ));
}
