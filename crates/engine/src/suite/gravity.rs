//! Gravity: settling against a plain one-step reference, deals that replay under every mode,
//! re-deals of stuck boards, and the solver against exhaustive search.
//!
//! One test per mode for the heavy parts, so the modes run in parallel.

use std::collections::{BTreeMap, HashMap};

use crate::deal::layouts;
use crate::{
    Cell, DealError, Difficulty, GameRng, Gravity, Grid, Kind, Pos, Rules, Slide, TurnLimit,
    Verdict, all_moves, deal, is_dead_end, play_move, remove_pair, replays_to_empty, reshuffle,
    safe_hint, solve,
};

/// Every mode in which tiles move.
const MOVING: [Gravity; 7] = [
    Gravity::Down,
    Gravity::Up,
    Gravity::Left,
    Gravity::Right,
    Gravity::SplitVertical,
    Gravity::SplitHorizontal,
    Gravity::TowardsCentre,
];

fn rules(gravity: Gravity) -> Rules {
    Rules {
        gravity,
        ..Rules::default()
    }
}

fn grid(text: &str) -> Grid {
    Grid::from_text(text).unwrap()
}

/// The cell a tile at `p` steps towards in `phase` (towards the centre: 0 rows, 1 columns; the
/// other modes have one phase), if it is on the board and in the tile's half.
fn step(mode: Gravity, phase: usize, w: i32, h: i32, p: Pos) -> Option<Pos> {
    let (top, left) = (p.y < h / 2, p.x < w / 2);
    let (dx, dy) = match (mode, phase) {
        (Gravity::None, _) => return None,
        (Gravity::Down, _) => (0, 1),
        (Gravity::Up, _) => (0, -1),
        (Gravity::Left, _) => (-1, 0),
        (Gravity::Right, _) => (1, 0),
        (Gravity::SplitVertical, _) => (0, if top { -1 } else { 1 }),
        (Gravity::SplitHorizontal, _) => (if left { -1 } else { 1 }, 0),
        (Gravity::TowardsCentre, 0) => (if left { 1 } else { -1 }, 0),
        (Gravity::TowardsCentre, _) => (0, if top { 1 } else { -1 }),
    };
    let q = Pos::new(p.x + dx, p.y + dy);
    let same_half = match mode {
        Gravity::SplitVertical => (q.y < h / 2) == top,
        Gravity::SplitHorizontal => (q.x < w / 2) == left,
        Gravity::TowardsCentre => (q.y < h / 2) == top && (q.x < w / 2) == left,
        _ => true,
    };
    (q.x >= 0 && q.y >= 0 && q.x < w && q.y < h && same_half).then_some(q)
}

/// Reference settling: tiles step one cell at a time into free cells until none can, phase by
/// phase (towards the centre: rows, then columns, again until nothing moves). Tracks where
/// each tile started.
fn reference_settle(mode: Gravity, start: &Grid) -> (Grid, Vec<Slide>) {
    let (w, h) = (start.width() as i32, start.height() as i32);
    let mut g = start.clone();
    let mut origin: HashMap<Pos, Pos> = g.tiles().map(|(p, _)| (p, p)).collect();
    let phases = if mode == Gravity::TowardsCentre { 2 } else { 1 };
    loop {
        let mut any = false;
        for phase in 0..phases {
            loop {
                let mut moved = false;
                for (p, k) in g.tiles().collect::<Vec<_>>() {
                    if let Some(q) = step(mode, phase, w, h, p)
                        && g.get(q) == Cell::Empty
                    {
                        g.set(q, Cell::Tile(k));
                        g.set(p, Cell::Empty);
                        let o = origin.remove(&p).unwrap();
                        origin.insert(q, o);
                        moved = true;
                    }
                }
                if !moved {
                    break;
                }
                any = true;
            }
        }
        if !any {
            break;
        }
    }
    let mut slides: Vec<Slide> = origin
        .into_iter()
        .filter(|(to, from)| to != from)
        .map(|(to, from)| Slide { from, to })
        .collect();
    slides.sort_by_key(|s| (s.to.y, s.to.x));
    (g, slides)
}

fn random_grid(rng: &mut GameRng, max_side: usize) -> Grid {
    let (w, h) = (1 + rng.below(max_side), 1 + rng.below(max_side));
    let mut g = Grid::new(w, h);
    let (tiles, stones) = (rng.below(10), rng.below(4));
    for p in g.positions().collect::<Vec<_>>() {
        let r = rng.below(10);
        if r < tiles {
            g.set(p, Cell::Tile(rng.below(5) as Kind));
        } else if r < tiles + stones {
            g.set(p, Cell::Obstacle);
        }
    }
    g
}

fn kinds_of(g: &Grid) -> BTreeMap<Kind, usize> {
    let mut counts = BTreeMap::new();
    for (_, k) in g.tiles() {
        *counts.entry(k).or_insert(0) += 1;
    }
    counts
}

fn obstacles(g: &Grid) -> Vec<Pos> {
    g.positions()
        .filter(|&p| g.get(p) == Cell::Obstacle)
        .collect()
}

/// Random boards up to 9x9: settling matches the reference exactly, is idempotent, keeps the
/// kinds, leaves obstacles alone, and its slides rebuild the board from the old one.
#[test]
fn settling_matches_the_reference_on_random_boards() {
    let mut rng = GameRng::new(2024);
    let mut moved = 0;
    for round in 0..4000 {
        let before = random_grid(&mut rng, 9);
        for mode in Gravity::ALL {
            let mut after = before.clone();
            let slides = mode.settle(&mut after);
            let (expected, expected_slides) = reference_settle(mode, &before);
            assert_eq!(after, expected, "{mode} round {round}\n{before:?}");
            assert_eq!(slides, expected_slides, "{mode}\n{before:?}");
            assert!(mode.is_settled(&after), "{mode}\n{after:?}");
            assert_eq!(mode.is_settled(&before), slides.is_empty(), "{mode}");
            assert_eq!(mode.settle(&mut after.clone()), vec![], "{mode} idempotent");
            assert_eq!(kinds_of(&after), kinds_of(&before), "{mode}");
            assert_eq!(obstacles(&after), obstacles(&before), "{mode}");
            // Old board, minus the tiles that left, plus the tiles where they arrived.
            let mut rebuilt = before.clone();
            for s in &slides {
                assert_ne!(s.from, s.to);
                rebuilt.set(s.from, Cell::Empty);
            }
            for s in &slides {
                assert_eq!(rebuilt.get(s.to), Cell::Empty, "two tiles end in {}", s.to);
                rebuilt.set(s.to, before.get(s.from));
            }
            assert_eq!(rebuilt, after, "{mode}\n{before:?}");
            match mode.first_sliding_tile(&before) {
                None => assert!(slides.is_empty()),
                Some((tile, free)) => {
                    assert!(before.kind(tile).is_some() && before.get(free) == Cell::Empty);
                    assert_eq!((tile.x - free.x).abs() + (tile.y - free.y).abs(), 1);
                    assert!(slides.iter().any(|s| s.from == tile), "{mode}\n{before:?}");
                    // Nothing earlier in row-major order has a free cell on its way.
                    let first_mover = slides.iter().map(|s| (s.from.y, s.from.x)).min();
                    assert!(first_mover <= Some((tile.y, tile.x)));
                }
            }
            moved += usize::from(!slides.is_empty());
        }
    }
    assert!(moved > 10_000, "only {moved} boards moved");
}

/// Playing a move is removing the pair and settling; without gravity, just removing it.
#[test]
fn play_move_removes_then_settles() {
    let board = grid("ab\nba\nab");
    let mut none = board.clone();
    let m = (Pos::new(0, 0), Pos::new(1, 1));
    assert_eq!(play_move(&mut none, m, &Rules::default()), vec![]);
    let mut removed = board.clone();
    remove_pair(&mut removed, m);
    assert_eq!(none, removed);
    let mut down = board.clone();
    let slides = play_move(&mut down, m, &rules(Gravity::Down));
    assert_eq!(down.to_text(), "..\nbb\nab\n");
    assert_eq!(
        slides,
        [Slide {
            from: Pos::new(1, 0),
            to: Pos::new(1, 1)
        }]
    );
}

/// A layout the mode would settle on its own: `base` after settling.
fn settled_for(mode: Gravity, base: &Grid) -> Grid {
    let mut g = base.clone();
    mode.settle(&mut g);
    g
}

/// The shapes each mode deals on: a full rectangle, a rectangle with stones and holes, and the
/// pyramid, the last two settled for the mode.
fn shapes(mode: Gravity) -> Vec<(&'static str, Grid)> {
    let full = grid(&"xxxxxxxx\n".repeat(6));
    let stones =
        grid("xxxxxxxxxx\nx#xx..xx#x\nxxxxxxxxxx\nxx.x##x.xx\nxxxxxxxxxx\nx#xx..xx#x\nxxxxxxxxxx");
    let (pyramid, _) = layouts::by_name("pyramid").unwrap();
    let shapes = vec![
        ("full 8x6", full),
        ("stones", settled_for(mode, &stones)),
        ("pyramid", settled_for(mode, &pyramid)),
    ];
    for (name, g) in &shapes[1..] {
        assert!(!obstacles(g).is_empty() || *name == "pyramid");
        let w = g.width() as i32;
        assert!(
            (0..g.height() as i32).any(|y| (0..w).any(|x| g.get(Pos::new(x, y)) == Cell::Empty)),
            "{mode} {name} should have holes"
        );
    }
    shapes
}

/// 10,000 seeds on each shape: the proof replays to an empty board under the mode, the tiles
/// fill the layout's cells, kinds are paired and balanced, and the seed alone decides the deal
/// (dealt twice, for half of the seeds). Difficulty cycles through near, default and far
/// partners.
fn deals_replay(mode: Gravity) {
    let r = rules(mode);
    for (name, layout) in shapes(mode) {
        let kinds = layout.tile_count() / 6;
        let cells = |g: &Grid| g.tiles().map(|(p, _)| p).collect::<Vec<_>>();
        let mut restarts = 0;
        for seed in 0..10_000u64 {
            let difficulty = Difficulty([0.0, 0.6, 1.0][seed as usize % 3]);
            let d = deal(&layout, kinds, &r, difficulty, seed)
                .unwrap_or_else(|e| panic!("{mode} {name} seed {seed}: {e}"));
            assert!(
                replays_to_empty(&d.grid, &r, &d.proof),
                "{mode} {name} seed {seed}\n{:?}",
                d.grid
            );
            assert_eq!(d.proof.len() * 2, layout.tile_count());
            assert_eq!(cells(&d.grid), cells(&layout));
            let counts = kinds_of(&d.grid);
            assert_eq!(counts.len(), kinds, "{mode} {name} seed {seed}");
            let (lo, hi) = (
                counts.values().min().unwrap(),
                counts.values().max().unwrap(),
            );
            assert!(hi - lo <= 2 && counts.values().all(|n| n % 2 == 0));
            restarts += d.attempts - 1;
            // Every other seed, to keep the file quick on a shared two-core machine.
            if seed % 2 == 0 {
                let again = deal(&layout, kinds, &r, difficulty, seed).unwrap();
                assert_eq!(again, d, "{mode} {name} seed {seed}");
            }
        }
        assert!(restarts < 100, "{mode} {name}: {restarts} restarts");
    }
    // Other link rules deal too (a few seeds each).
    for (max_turns, outer_ring) in [
        (TurnLimit::AtMost(2), false),
        (TurnLimit::AtMost(1), true),
        (TurnLimit::Unlimited, false),
    ] {
        let r = Rules {
            max_turns,
            outer_ring,
            gravity: mode,
            ..Rules::default()
        };
        let (name, layout) = &shapes(mode)[0];
        for seed in 0..200 {
            let d = deal(layout, 8, &r, Difficulty::default(), seed)
                .unwrap_or_else(|e| panic!("{mode} {name} {r:?} seed {seed}: {e}"));
            assert!(replays_to_empty(&d.grid, &r, &d.proof), "{r:?}");
        }
    }
}

/// Checks a re-deal of `g`: same cells, same kinds, a proof that clears it under `r`.
fn check_reshuffle(g: &Grid, r: &Rules, seed: u64) -> Grid {
    let d = reshuffle(g, r, Difficulty::default(), seed)
        .unwrap_or_else(|e| panic!("{r:?}: {e}\n{g:?}"));
    let cells = |g: &Grid| g.tiles().map(|(p, _)| p).collect::<Vec<_>>();
    assert_eq!(cells(&d.grid), cells(g));
    assert_eq!(kinds_of(&d.grid), kinds_of(g));
    assert!(replays_to_empty(&d.grid, r, &d.proof), "{r:?}\n{g:?}");
    d.grid
}

/// Plays dealt boards with random moves under the mode; whenever no pair links or the solver
/// proves the board stuck, re-deals what is left and checks the re-deal. Safe hints never lead
/// into a proven dead end. Then scrambles boards part-way through their proof (one pair per
/// kind, often without a move, more so with one turn and no ring) and re-deals those.
fn reshuffles_replay(mode: Gravity) {
    let r = rules(mode);
    let strict = Rules {
        max_turns: TurnLimit::AtMost(1),
        outer_ring: false,
        gravity: mode,
        ..Rules::default()
    };
    let mut rng = GameRng::new(mode as u64);
    let (mut stuck, mut hints) = (0, 0);
    for (_, layout) in shapes(mode) {
        // Two pairs per kind: the choice of partner matters, so random play can go wrong.
        let kinds = layout.tile_count() / 4;
        for seed in 0..20 {
            let mut g = deal(&layout, kinds, &r, Difficulty::default(), seed)
                .unwrap()
                .grid;
            while !g.is_cleared() {
                assert!(mode.is_settled(&g));
                let moves = all_moves(&g, &r);
                if moves.is_empty() || is_dead_end(&g, &r, 2_000) {
                    stuck += 1;
                    g = check_reshuffle(&g, &r, rng.next_u64());
                    continue;
                }
                if rng.below(4) == 0
                    && let Some(h) = safe_hint(&g, &r, 2_000)
                    && h.verified
                {
                    let mut after = g.clone();
                    play_move(&mut after, h.pair(), &r);
                    assert_ne!(solve(&after, &r, 2_000), Verdict::Unclearable, "{g:?}");
                    hints += 1;
                }
                play_move(&mut g, moves[rng.below(moves.len())], &r);
            }
        }
        for rules in [r, strict] {
            let Ok(dealt) = deal(&layout, kinds, &rules, Difficulty::default(), 99) else {
                continue; // a shape these rules cannot deal is the checker's business
            };
            for _ in 0..120 {
                let mut g = dealt.grid.clone();
                let keep = rng.below(dealt.proof.len());
                for &m in &dealt.proof[..dealt.proof.len() - keep - 1] {
                    play_move(&mut g, m, &rules);
                }
                let cells: Vec<Pos> = g.tiles().map(|(p, _)| p).collect();
                let mut kinds: Vec<Kind> = (0..cells.len()).map(|i| (i / 2) as Kind).collect();
                rng.shuffle(&mut kinds);
                for (&p, &k) in cells.iter().zip(&kinds) {
                    g.set(p, Cell::Tile(k));
                }
                if all_moves(&g, &rules).is_empty() {
                    stuck += 1;
                }
                check_reshuffle(&g, &rules, rng.next_u64());
            }
        }
    }
    assert!(stuck > 10, "{mode}: only {stuck} dead ends re-dealt");
    assert!(hints > 20, "{mode}: only {hints} hints");
}

/// Exhaustive search with a plain memo on the whole board: tries every move.
fn brute_clearable(g: &Grid, r: &Rules, memo: &mut HashMap<Grid, bool>) -> bool {
    if g.is_cleared() {
        return true;
    }
    if let Some(&known) = memo.get(g) {
        return known;
    }
    let result = all_moves(g, r).into_iter().any(|m| {
        let mut next = g.clone();
        play_move(&mut next, m, r);
        brute_clearable(&next, r, memo)
    });
    memo.insert(g.clone(), result);
    result
}

/// Random settled boards up to 4x3 with up to three kinds and random link rules: the solver's
/// verdict matches exhaustive search, its order replays, safe hints never lose, and dead ends
/// are exactly the unclearable boards.
fn solver_is_exact(mode: Gravity) {
    let mut rng = GameRng::new(1000 + mode as u64);
    let (mut yes, mut no, mut traps) = (0, 0, 0);
    for _ in 0..1500 {
        let (w, h) = (2 + rng.below(3), 2 + rng.below(2));
        let mut g = Grid::new(w, h);
        let mut free: Vec<Pos> = g.positions().collect();
        rng.shuffle(&mut free);
        let pairs = 1 + rng.below(w * h / 2);
        let kinds = 1 + rng.below(3);
        for i in 0..pairs {
            let k = (i % kinds) as Kind;
            g.set(free[2 * i], Cell::Tile(k));
            g.set(free[2 * i + 1], Cell::Tile(k));
        }
        if let Some(&p) = free.get(2 * pairs)
            && rng.below(3) == 0
        {
            g.set(p, Cell::Obstacle);
        }
        mode.settle(&mut g);
        let r = Rules {
            max_turns: TurnLimit::AtMost([0, 1, 2, 2, 3][rng.below(5)]),
            outer_ring: rng.below(2) == 0,
            gravity: mode,
            ..Rules::default()
        };
        let mut memo = HashMap::new();
        let truth = brute_clearable(&g, &r, &mut memo);
        match solve(&g, &r, 1_000_000) {
            Verdict::Clearable(order) => {
                assert!(truth, "{r:?}\n{g:?}");
                assert!(replays_to_empty(&g, &r, &order), "{r:?}\n{g:?}");
                yes += 1;
            }
            Verdict::Unclearable => {
                assert!(!truth, "{r:?}\n{g:?}");
                no += 1;
            }
            Verdict::Unknown => panic!("budget too small for a tiny board"),
        }
        assert_eq!(is_dead_end(&g, &r, 1_000_000), !truth);
        let losing = all_moves(&g, &r).into_iter().any(|m| {
            let mut after = g.clone();
            play_move(&mut after, m, &r);
            !brute_clearable(&after, &r, &mut memo)
        });
        match safe_hint(&g, &r, 1_000_000) {
            Some(hint) => {
                assert!(hint.verified);
                let mut after = g.clone();
                play_move(&mut after, hint.pair(), &r);
                assert!(brute_clearable(&after, &r, &mut memo), "{hint:?}\n{g:?}");
                traps += usize::from(losing);
            }
            None => assert!(!truth, "{r:?}\n{g:?}"),
        }
    }
    assert!(yes > 300 && no > 80, "{mode}: {yes} clearable, {no} not");
    assert!(
        traps > 20,
        "{mode}: only {traps} boards where some move loses"
    );
}

macro_rules! per_mode {
    ($($name:ident: $mode:expr;)*) => {
        $(
            mod $name {
                use super::*;

                #[test]
                #[ignore = "a soak of 10,000 seeds a shape: scripts/test runs it"]
                fn deals_replay() {
                    super::deals_replay($mode);
                }

                #[test]
                fn reshuffles_replay() {
                    super::reshuffles_replay($mode);
                }

                #[test]
                fn solver_is_exact() {
                    super::solver_is_exact($mode);
                }
            }
        )*
    };
}

per_mode! {
    down: Gravity::Down;
    up: Gravity::Up;
    left: Gravity::Left;
    right: Gravity::Right;
    split_vertical: Gravity::SplitVertical;
    split_horizontal: Gravity::SplitHorizontal;
    towards_centre: Gravity::TowardsCentre;
}

/// Every moving mode is covered above.
#[test]
fn every_moving_mode_is_listed() {
    let listed: Vec<Gravity> = Gravity::ALL
        .into_iter()
        .filter(|&g| g != Gravity::None)
        .collect();
    assert_eq!(listed, MOVING);
}

/// A layout whose tiles would slide before the first move is refused, naming the tile; so is a
/// re-deal of such a board.
#[test]
fn unsettled_layouts_are_refused() {
    let layout = grid("x..x\n.xx.\n.xx.\nx..x");
    for mode in MOVING {
        let result = deal(&layout, 2, &rules(mode), Difficulty::default(), 1);
        let expected = mode.first_sliding_tile(&layout).map(|(at, _)| at);
        match (result, expected) {
            (Err(DealError::NotSettled { at }), Some(tile)) => assert_eq!(at, tile, "{mode}"),
            (result, expected) => panic!("{mode}: {result:?}, expected {expected:?}"),
        }
    }
    let err = deal(&layout, 2, &rules(Gravity::Down), Difficulty::default(), 1).unwrap_err();
    assert_eq!(err, DealError::NotSettled { at: Pos::new(0, 0) });
    assert_eq!(
        err.to_string(),
        "the tile at column 1, row 1 (counting from 1) would slide before the first move; \
         under gravity every tile must start at rest"
    );
    let board = grid("a..b\n.ab.\n.ba.\nb..a");
    assert_eq!(
        reshuffle(&board, &rules(Gravity::Up), Difficulty::default(), 1),
        Err(DealError::NotSettled { at: Pos::new(1, 1) })
    );
    // Without gravity nothing slides, so the same layout deals.
    assert!(deal(&layout, 2, &Rules::default(), Difficulty::default(), 1).is_ok());
}

/// Gravity changes what the solver answers: straight links only, falling tiles line up the
/// last pair of a's that would otherwise stay blocked.
#[test]
fn gravity_can_make_a_board_clearable() {
    let board = grid("caba\ncaab");
    let straight = Rules {
        max_turns: TurnLimit::AtMost(0),
        outer_ring: false,
        gravity: Gravity::None,
        ..Rules::default()
    };
    assert_eq!(solve(&board, &straight, 10_000), Verdict::Unclearable);
    let falling = Rules {
        gravity: Gravity::Down,
        ..straight
    };
    match solve(&board, &falling, 10_000) {
        Verdict::Clearable(order) => assert!(replays_to_empty(&board, &falling, &order)),
        v => panic!("{v:?}"),
    }
}
