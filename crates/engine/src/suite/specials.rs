//! Special tiles in the engine, from text grids: ice thaws when a tile beside it goes, a lock
//! opens when its key goes, a hidden tile shows its face when a tile beside it goes, a timer
//! constrains nothing; the checks refuse what cannot work; and the solver stays exact with
//! them: on random small boards its verdict is a plain search's, and every order it gives
//! clears the board move by move with tiles that may be picked.

use crate::deal::deal_with_specials;
use crate::solver::{Budget, solve_within};
use crate::special_rules::SpecialProblem;
use crate::specials::{Special, Specials};
use crate::{
    DealError, GameRng, Grid, Pos, Refusal, Rules, Verdict, all_moves, deal, has_move, play_move,
    try_link,
};
use crate::{Step, replays_to_empty};

/// A board from text with its specials from text, and the specials alone.
pub(crate) fn board(grid: &str, specials: &str) -> (Grid, Specials) {
    let grid = Grid::from_text(grid).unwrap();
    let specials = Specials::from_text(&grid, specials).unwrap();
    (grid.with_specials(specials.clone()), specials)
}

fn verdict(grid: &Grid) -> Verdict {
    let rules = Rules::default();
    solve_within(grid, &rules, &Budget::nodes(100_000)).verdict
}

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

#[test]
fn ice_thaws_when_a_tile_beside_it_is_removed() {
    let (mut grid, _) = board("aabb", "..I.");
    assert!(!grid.pickable(p(2, 0)), "frozen at the start");
    assert!(grid.pickable(p(3, 0)));
    assert_eq!(
        verdict(&grid),
        Verdict::Clearable(vec![
            Step::Pair((p(0, 0), p(1, 0))),
            Step::Pair((p(2, 0), p(3, 0)))
        ]),
        "the a's first: they free the ice"
    );
    play_move(&mut grid, (p(0, 0), p(1, 0)), &Rules::default());
    assert!(grid.pickable(p(2, 0)), "a tile beside it went");
    // Two frozen tiles between the pairs: neither pair can be picked, ever.
    let (grid, _) = board("aabb", ".II.");
    assert_eq!(verdict(&grid), Verdict::Unclearable);
    // An empty cell beside the ice from the start thaws nothing.
    let (grid, _) = board("a.Ia\nb..b", "..I.\n....");
    assert!(!grid.pickable(p(2, 0)));
    assert_eq!(verdict(&grid), Verdict::Unclearable);
}

#[test]
fn a_lock_opens_when_its_key_is_removed() {
    let (grid, specials) = board("aabb", "a..A");
    assert_eq!(specials.get(p(0, 0)), Some(Special::Lock { key: p(3, 0) }));
    assert!(!grid.pickable(p(0, 0)));
    assert_eq!(
        verdict(&grid),
        Verdict::Clearable(vec![
            Step::Pair((p(2, 0), p(3, 0))),
            Step::Pair((p(0, 0), p(1, 0)))
        ])
    );
    // Each pair locked by the other (the a on the left by the right b, that b by the right
    // a): no order opens either, though no lock waits for itself.
    let (grid, mut specials) = board("abab", "....");
    specials.set(p(0, 0), Some(Special::Lock { key: p(3, 0) }));
    specials.set(p(3, 0), Some(Special::Lock { key: p(2, 0) }));
    assert_eq!(specials.check(&grid, false), Ok(()));
    assert_eq!(verdict(&grid.with_specials(specials)), Verdict::Unclearable);
}

#[test]
fn a_hidden_tile_shows_its_face_when_a_tile_beside_it_goes_and_may_be_picked_face_down() {
    let (mut grid, _) = board("aabb", "...H");
    assert!(!grid.face_shown(p(3, 0)));
    assert!(grid.pickable(p(3, 0)));
    play_move(&mut grid, (p(0, 0), p(1, 0)), &Rules::default());
    assert!(!grid.face_shown(p(3, 0)), "not beside it");
    let (mut grid, _) = board("abba", ".H..");
    play_move(&mut grid, (p(1, 0), p(2, 0)), &Rules::default());
    assert!(grid.face_shown(p(1, 0)) || grid.kind(p(1, 0)).is_none());
    let (mut grid, _) = board("aabb", "..H.");
    play_move(&mut grid, (p(0, 0), p(1, 0)), &Rules::default());
    assert!(grid.face_shown(p(2, 0)));
}

#[test]
fn a_timer_constrains_no_order() {
    let (grid, specials) = board("abba", "T..T");
    assert_eq!(specials.get(p(0, 0)), Some(Special::Timer { seconds: 10 }));
    assert!(verdict(&grid).is_clearable());
}

#[test]
fn the_checks_name_what_cannot_work() {
    let grid = Grid::from_text("aa.b\nb...").unwrap();
    let mut specials = grid.blank_specials();
    specials.set(p(2, 0), Some(Special::Ice));
    assert_eq!(
        specials.check(&grid, false),
        Err(SpecialProblem::NoTile(p(2, 0)))
    );
    let mut specials = grid.blank_specials();
    specials.set(p(0, 0), Some(Special::Lock { key: p(2, 0) }));
    let problem = specials.check(&grid, false).unwrap_err();
    assert_eq!(
        problem,
        SpecialProblem::BadKey {
            lock: p(0, 0),
            key: p(2, 0)
        }
    );
    assert!(problem.to_string().contains("column 3, row 1"), "{problem}");
    let (grid, mut specials) = board("abab", "....");
    specials.set(p(0, 0), Some(Special::Lock { key: p(1, 0) }));
    specials.set(p(1, 0), Some(Special::Lock { key: p(0, 0) }));
    assert_eq!(
        specials.check(&grid, false),
        Err(SpecialProblem::LockCircle(p(0, 0)))
    );
    let (grid, specials) = board("aabb", "I...");
    assert_eq!(specials.check(&grid, false), Ok(()));
    assert_eq!(
        specials.check(&grid, true),
        Err(SpecialProblem::WithMovingTiles)
    );
    assert!(
        Specials::from_text(&grid, "a...").is_err(),
        "a lock with no key"
    );
    assert!(Specials::from_text(&grid, "..?.").is_err());
}

/// Whether `grid` can be cleared, by trying every order of moves that may be played: slow, and
/// sure, for small boards.
pub(crate) fn clearable_by_trying_everything(grid: &Grid, rules: &Rules) -> bool {
    if grid.is_cleared() {
        return true;
    }
    let moves = all_moves(grid, rules);
    assert_eq!(has_move(grid, rules), !moves.is_empty());
    moves.into_iter().any(|(a, b)| {
        assert!(
            grid.pickable(a) && grid.pickable(b),
            "a move of a tile not to pick"
        );
        let mut next = grid.clone();
        play_move(&mut next, (a, b), rules);
        clearable_by_trying_everything(&next, rules)
    })
}

/// Random specials on `grid`'s tiles: ice, hidden, timers and locks keyed to other tiles, about
/// one tile in `one_in`.
pub(crate) fn random_specials(grid: &Grid, rng: &mut GameRng, one_in: usize) -> Specials {
    let tiles: Vec<Pos> = grid.tiles().map(|(p, _)| p).collect();
    let mut specials = grid.blank_specials();
    for &at in &tiles {
        if rng.below(one_in) != 0 {
            continue;
        }
        let special = match rng.below(4) {
            0 => Special::Ice,
            1 => Special::Hidden,
            2 => Special::Timer { seconds: 5 },
            _ => Special::Lock {
                key: tiles[rng.below(tiles.len())],
            },
        };
        specials.set(at, Some(special));
    }
    specials
}

#[test]
fn the_solver_stays_exact_with_special_tiles() {
    let rules = Rules::default();
    let layout = Grid::from_text("xxxx\nx..x\nxxxx").unwrap();
    let (mut clearable, mut stuck) = (0, 0);
    for seed in 0..300 {
        let dealt = deal(&layout, 3, &rules, Default::default(), seed).unwrap();
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let specials = random_specials(&dealt.grid, &mut rng, 2);
        if specials.check(&dealt.grid, false).is_err() {
            continue;
        }
        let grid = dealt.grid.with_specials(specials);
        let search = solve_within(&grid, &rules, &Budget::nodes(1 << 20));
        let sure = clearable_by_trying_everything(&grid, &rules);
        match search.verdict {
            Verdict::Clearable(order) => {
                assert!(
                    sure,
                    "seed {seed}: the solver cleared what cannot be cleared"
                );
                assert!(
                    replays_to_empty(&grid, &rules, &order),
                    "seed {seed}: the solver's order breaks a rule"
                );
                clearable += 1;
            }
            Verdict::Unclearable => {
                assert!(!sure, "seed {seed}: the solver gave up a clearable board");
                stuck += 1;
            }
            Verdict::Unknown => panic!("seed {seed}: a board of 10 tiles is decided"),
        }
    }
    assert!(
        clearable > 50 && stuck > 20,
        "{clearable} clearable, {stuck} stuck"
    );
}

#[test]
fn without_specials_the_solver_answers_as_before() {
    let rules = Rules::default();
    let dealt = deal(
        &Grid::from_text("xxxxxx\nxxxxxx\nxxxxxx\nxxxxxx").unwrap(),
        6,
        &rules,
        Default::default(),
        7,
    )
    .unwrap();
    let none = dealt.grid.blank_specials();
    let budget = Budget::nodes(20_000);
    let layered = dealt.grid.clone().with_specials(none);
    assert_eq!(layered.specials(), None, "an empty layer is none");
    let with = solve_within(&layered, &rules, &budget).verdict;
    let plain = solve_within(&dealt.grid, &rules, &budget).verdict;
    assert_eq!(with, plain);
    // Under gravity the layer cannot follow the tiles: no verdict.
    let gravity = Rules {
        gravity: crate::Gravity::Down,
        ..rules
    };
    let (grid, _) = board("aabb", "..I.");
    let search = solve_within(&grid, &gravity, &budget);
    assert_eq!(search.verdict, Verdict::Unknown);
}

#[test]
fn the_dealer_proves_its_deals_under_the_specials() {
    let rules = Rules::default();
    let layout = Grid::from_text("xxxxxx\nxxxxxx\nxxxxxx\nxxxxxx").unwrap();
    let mut dealt = 0;
    for seed in 0..60 {
        let mut rng = GameRng::new(seed);
        let specials = random_specials(&layout, &mut rng, 4);
        if specials.check(&layout, false).is_err() {
            continue;
        }
        let Ok(deal) = deal_with_specials(
            &layout,
            6,
            &rules,
            Default::default(),
            seed,
            Some(&specials),
        ) else {
            continue;
        };
        assert_eq!(
            deal.grid.specials(),
            Some(&specials),
            "the deal carries them"
        );
        assert!(
            replays_to_empty(&deal.grid, &rules, &deal.proof),
            "seed {seed}: the proof breaks a special's rule"
        );
        let search = solve_within(&deal.grid, &rules, &Budget::nodes(1 << 20));
        assert!(search.verdict.is_clearable(), "seed {seed}");
        dealt += 1;
    }
    assert!(dealt >= 30, "{dealt} deals");
    // Specials no play can open: no deal; with gravity: refused.
    let line = Grid::from_text("xxxx").unwrap();
    let (_, frozen) = board("xxxx", "IIII");
    assert!(matches!(
        deal_with_specials(&line, 2, &rules, Default::default(), 1, Some(&frozen)),
        Err(DealError::NoSolvableDeal { .. })
    ));
    let gravity = Rules {
        gravity: crate::Gravity::Down,
        ..rules
    };
    assert_eq!(
        deal_with_specials(&line, 2, &gravity, Default::default(), 1, Some(&frozen)).unwrap_err(),
        DealError::Specials(SpecialProblem::WithMovingTiles)
    );
}

#[test]
fn a_frozen_or_locked_tile_is_refused_by_name_even_picked_alone() {
    let (grid, _) = board("aabbc\nc....", "I.a.A\n.....");
    let rules = Rules::default();
    assert_eq!(
        try_link(&grid, p(0, 0), p(1, 0), &rules).unwrap_err(),
        Refusal::Frozen(p(0, 0))
    );
    assert_eq!(
        try_link(&grid, p(0, 0), p(0, 0), &rules).unwrap_err(),
        Refusal::Frozen(p(0, 0)),
        "alone, as the selection asks on a first pick"
    );
    assert_eq!(
        try_link(&grid, p(3, 0), p(2, 0), &rules).unwrap_err(),
        Refusal::Locked {
            at: p(2, 0),
            key: p(4, 0)
        }
    );
    assert_eq!(
        try_link(&grid, p(3, 0), p(3, 0), &rules).unwrap_err(),
        Refusal::SameTile
    );
    // The c's go (one the key, one below the ice): the lock opens and the ice thaws.
    let mut grid = grid;
    play_move(&mut grid, (p(4, 0), p(0, 1)), &rules);
    assert!(try_link(&grid, p(2, 0), p(3, 0), &rules).is_ok());
    assert!(try_link(&grid, p(0, 0), p(1, 0), &rules).is_ok());
}
