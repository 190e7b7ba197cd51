//! KShisen's sliding rule against exhaustive search: the solver, the hint, the dead-end check
//! and the dealer all know slides.

use crate::slide_links::has_step;
use crate::solver::DEFAULT_NODE_LIMIT;
use crate::{
    Cell, Difficulty, GameRng, Gravity, Grid, Kind, Pos, Rules, Step, TurnLimit, Verdict,
    all_steps, deal, is_dead_end, replays_to_empty, safe_hint, solve,
};

/// Plain exhaustive search over every step, slides included: no memo, no shortcuts.
fn brute_clearable(grid: &Grid, rules: &Rules) -> bool {
    grid.is_cleared()
        || all_steps(grid, rules).into_iter().any(|step| {
            let mut next = grid.clone();
            step.play(&mut next, rules);
            brute_clearable(&next, rules)
        })
}

/// A small crowded board (slides need tiles in a row to push) under sliding rules.
fn random_board(rng: &mut GameRng) -> (Grid, Rules) {
    let (w, h) = (3 + rng.below(3), 2 + rng.below(3));
    let mut grid = Grid::new(w, h);
    let mut free: Vec<Pos> = grid.positions().collect();
    rng.shuffle(&mut free);
    let pairs = 2 + rng.below((w * h / 2 - 1).min(4));
    let kinds = 1 + rng.below(3);
    for i in 0..pairs {
        let k = (i % kinds) as Kind;
        grid.set(free[2 * i], Cell::Tile(k));
        grid.set(free[2 * i + 1], Cell::Tile(k));
    }
    let rules = Rules {
        max_turns: TurnLimit::AtMost([0, 0, 1, 1, 2][rng.below(5)]),
        outer_ring: rng.below(4) == 0,
        gravity: [Gravity::None, Gravity::None, Gravity::Down][rng.below(3)],
        tiles_slide: true,
        ..Rules::default()
    };
    (grid, rules)
}

/// On 3,000 random boards the solver agrees with exhaustive search over links and slides, its
/// line clears the board step by legal step, and some boards are clearable only by sliding.
#[test]
fn the_solver_is_exact_with_slides() {
    let mut rng = GameRng::new(1804);
    let (mut yes, mut no, mut only_by_sliding) = (0, 0, 0);
    for _ in 0..3000 {
        let (grid, rules) = random_board(&mut rng);
        let truth = brute_clearable(&grid, &rules);
        match solve(&grid, &rules, 1_000_000) {
            Verdict::Clearable(order) => {
                assert!(truth, "{rules:?}\n{grid:?}");
                assert!(replays_to_empty(&grid, &rules, &order), "{grid:?}");
                let still = Rules {
                    tiles_slide: false,
                    ..rules
                };
                if !brute_clearable(&grid, &still) {
                    only_by_sliding += 1;
                    assert!(order.iter().any(|s| matches!(s, Step::Slide(_))));
                }
                yes += 1;
            }
            Verdict::Unclearable => {
                assert!(!truth, "{rules:?}\n{grid:?}");
                assert!(is_dead_end(&grid, &rules, 1_000_000));
                no += 1;
            }
            Verdict::Unknown => panic!("budget too small for a tiny board"),
        }
    }
    assert!(yes > 300 && no > 300, "{yes} clearable, {no} not");
    assert!(
        only_by_sliding > 50,
        "{only_by_sliding} boards need a slide"
    );
}

/// The safe hint may be a slide, and it never leads where the board cannot be cleared.
#[test]
fn the_safe_hint_knows_slides() {
    let mut rng = GameRng::new(11);
    let mut slides = 0;
    for _ in 0..2000 {
        let (grid, rules) = random_board(&mut rng);
        if !brute_clearable(&grid, &rules) {
            continue;
        }
        let hint = safe_hint(&grid, &rules, 100_000).expect("a clearable board has a hint");
        assert!(hint.step.is_legal(&grid, &rules));
        let mut after = grid.clone();
        hint.step.play(&mut after, &rules);
        assert!(brute_clearable(&after, &rules), "{hint:?}\n{grid:?}");
        slides += usize::from(matches!(hint.step, Step::Slide(_)));
    }
    assert!(slides > 10, "{slides} hints slide");
}

/// A board whose only step is a slide is not stuck.
#[test]
fn a_board_with_only_a_slide_left_is_not_stuck() {
    let grid = Grid::from_text("d..a..\nabc...\ne.....").unwrap();
    let rules = Rules {
        max_turns: TurnLimit::AtMost(0),
        outer_ring: false,
        tiles_slide: true,
        ..Rules::default()
    };
    let still = Rules {
        tiles_slide: false,
        ..rules
    };
    assert!(!has_step(&grid, &still));
    assert!(has_step(&grid, &rules));
    assert!(
        all_steps(&grid, &rules)
            .iter()
            .all(|s| matches!(s, Step::Slide(_)))
    );
}

/// Deals under the sliding rule are proven by ordinary links, which stay legal when tiles
/// slide: the proof replays under the sliding rules.
#[test]
fn deals_under_the_sliding_rule_are_proven() {
    let layout = Grid::from_text(&"aaaaaaaa\n".repeat(6)).unwrap();
    let rules = Rules {
        max_turns: TurnLimit::AtMost(1),
        tiles_slide: true,
        ..Rules::default()
    };
    for seed in 0..200 {
        let dealt = deal(&layout, 8, &rules, Difficulty::default(), seed)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(
            replays_to_empty(&dealt.grid, &rules, &dealt.proof),
            "seed {seed}"
        );
        assert!(solve(&dealt.grid, &rules, DEFAULT_NODE_LIMIT).is_clearable());
    }
}
