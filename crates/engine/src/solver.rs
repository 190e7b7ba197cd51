//! The exact solver: can this position be cleared completely? And the safe hint built on it.
//!
//! Without gravity, removing tiles only opens paths (tiles do not move), so removing every tile
//! of a kind at once never hurts when its tiles can all be paired by links that exist right now:
//! any clearing order of the rest stays legal. The solver makes those removals without branching
//! and searches depth-first over the remaining choices, remembering positions already shown to
//! fail; which cells still hold tiles identifies a position, since tiles stay where dealt.
//!
//! Under gravity tiles slide after each removal, so a removal can close paths and the same
//! cells can hold different kinds: the solver then branches on every move, remembers failed
//! positions by their full contents, and restarts with growing budgets so that one early wrong
//! move cannot swallow the whole budget.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use super::grid::{Cell, Grid, Kind, Pos};
use super::moves::{Move, ordered, play_move};
use super::rules::Rules;
use super::slide_links::{Step, all_steps};

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The position can be cleared; one full order of steps.
    Clearable(Vec<Step>),
    /// No order of removals clears the position.
    Unclearable,
    /// The work bound was reached first.
    Unknown,
}

impl Verdict {
    /// Whether the position was proven clearable.
    pub fn is_clearable(&self) -> bool {
        matches!(self, Verdict::Clearable(_))
    }
}

/// Default work bound: positions expanded before answering [`Verdict::Unknown`].
pub const DEFAULT_NODE_LIMIT: u64 = 20_000;

/// Default bound on the memory a search holds, in bytes.
pub const DEFAULT_MAX_MEMORY: usize = 256 << 20;

/// How much one search may spend. Every search started on input data (a level file's fixed
/// board, a pack document's levels) runs under one, so a board that cannot be decided soon is
/// answered with the bound it reached instead of searching for minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// When the search gives up, if ever.
    pub deadline: Option<Instant>,
    /// Branching positions it may expand.
    pub max_nodes: u64,
    /// Bytes the search may hold: the failed positions it remembers, and the boards and move
    /// lists along its current path (an estimate from their lengths).
    pub max_memory: usize,
}

impl Budget {
    /// A bound on positions alone (and [`DEFAULT_MAX_MEMORY`]): the same answer on any machine.
    pub fn nodes(max_nodes: u64) -> Budget {
        Budget {
            deadline: None,
            max_nodes,
            max_memory: DEFAULT_MAX_MEMORY,
        }
    }

    /// This budget, giving up `time` from now as well.
    pub fn for_time(self, time: Duration) -> Budget {
        Budget {
            deadline: Instant::now().checked_add(time),
            ..self
        }
    }
}

/// The bound a search reached before it could decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// The deadline passed.
    Time,
    /// It expanded as many positions as it may.
    Positions,
    /// What it held (remembered positions, the boards and moves on its path) filled the
    /// memory it may use.
    Memory,
}

/// A search's answer and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// What the solver found.
    pub verdict: Verdict,
    /// Branching positions expanded: a measure of how much choice the position leaves.
    pub nodes: u64,
    /// The bound that ran out, when the verdict is [`Verdict::Unknown`].
    pub ran_out: Option<Limit>,
    /// How long the search took.
    pub elapsed: Duration,
}

/// Decides whether `grid` can be cleared under `rules`, expanding at most `node_limit`
/// branching positions.
pub fn solve(grid: &Grid, rules: &Rules, node_limit: u64) -> Verdict {
    solve_counted(grid, rules, node_limit).0
}

/// [`solve`], and how many branching positions it expanded: a measure of how much choice the
/// position leaves.
pub fn solve_counted(grid: &Grid, rules: &Rules, node_limit: u64) -> (Verdict, u64) {
    let search = solve_within(grid, rules, &Budget::nodes(node_limit));
    (search.verdict, search.nodes)
}

/// Decides whether `grid` can be cleared under `rules` within `budget`; when it cannot tell,
/// the answer says which bound ran out. A move is tried only when both its tiles may be picked
/// (see [`Grid::pickable`]); special tiles under gravity are not judged ([`Verdict::Unknown`]):
/// the layer does not follow sliding tiles.
pub fn solve_within(grid: &Grid, rules: &Rules, budget: &Budget) -> Search {
    let started = Instant::now();
    if grid.specials().is_some() && !rules.tiles_stay() {
        return Search {
            verdict: Verdict::Unknown,
            nodes: 0,
            ran_out: None,
            elapsed: started.elapsed(),
        };
    }
    // Tiles of one group are interchangeable, so the search sees classes: positions that
    // differ only within a group are one position.
    let grid = &*rules.groups.classify(grid);
    let key = if rules.tiles_stay() {
        PositionKey::Presence
    } else {
        // Kinds only disappear during the search, so the root's widest kind bounds them all.
        let widest = grid.tiles().map(|(_, k)| k).max().unwrap_or(0);
        PositionKey::Contents {
            kind_bits: (u16::BITS - widest.leading_zeros()).max(1),
        }
    };
    let mut solver = Solver {
        rules,
        budget: *budget,
        node_limit: budget.max_nodes,
        nodes: 0,
        steps: 0,
        held_bytes: 0,
        ran_out: None,
        key,
        failed: HashSet::new(),
        order: Vec::new(),
        salt: 0,
    };
    let verdict = solver.run(grid);
    Search {
        verdict,
        nodes: solver.nodes,
        ran_out: solver.ran_out,
        elapsed: started.elapsed(),
    }
}

/// Positions the first search run under gravity may expand; each further run doubles it.
const FIRST_RUN_NODES: u64 = 128;

/// Searches between two looks at the clock: reading it is cheap, but not free on every step.
const CLOCK_EVERY: u64 = 4;

/// Bytes a remembered position costs beyond its key: the box and the table's slot.
const MEMO_ENTRY_OVERHEAD: usize = 24;

struct Solver<'r> {
    rules: &'r Rules,
    budget: Budget,
    /// Positions this run may expand in all (under gravity each run has its own cap).
    node_limit: u64,
    nodes: u64,
    /// Move listings made: the clock is read every [`CLOCK_EVERY`] of them.
    steps: u64,
    /// What the failed set and the current path take, as [`Budget::max_memory`] counts it.
    held_bytes: usize,
    ran_out: Option<Limit>,
    key: PositionKey,
    failed: HashSet<Box<[u64]>>,
    order: Vec<Step>,
    /// Which order equally ranked moves are tried in (0: row-major).
    salt: u64,
}

impl Solver<'_> {
    /// Without gravity one exact search; under gravity restarting runs (see the module).
    fn run(&mut self, grid: &Grid) -> Verdict {
        if self.rules.tiles_stay() {
            return match self.search(&mut grid.clone()) {
                Some(true) => Verdict::Clearable(std::mem::take(&mut self.order)),
                Some(false) => Verdict::Unclearable,
                None => Verdict::Unknown,
            };
        }
        // Under gravity one early wrong turn can hide a solution behind a huge subtree, so the
        // search restarts with a doubled budget and another order of equally ranked moves. The
        // failed positions found so far stay proven, so the last run is as exact as a single
        // one.
        let mut cap = FIRST_RUN_NODES;
        for run in 0.. {
            self.salt = run;
            self.order.clear();
            self.ran_out = None;
            self.held_bytes = self.failed_bytes();
            self.node_limit = self.budget.max_nodes.min(self.nodes.saturating_add(cap));
            match self.search(&mut grid.clone()) {
                Some(true) => return Verdict::Clearable(std::mem::take(&mut self.order)),
                Some(false) => return Verdict::Unclearable,
                None if self.ran_out != Some(Limit::Positions)
                    || self.node_limit >= self.budget.max_nodes =>
                {
                    return Verdict::Unknown;
                }
                None => cap = cap.saturating_mul(2),
            }
        }
        unreachable!("runs end when the budget does")
    }

    /// The moves of `grid`, unless the budget's deadline or this thread's has passed.
    fn moves(&mut self, grid: &Grid) -> Option<Vec<Step>> {
        self.steps += 1;
        if self.steps.is_multiple_of(CLOCK_EVERY)
            && (self.budget.deadline.is_some_and(|d| Instant::now() >= d)
                || crate::deadline::passed())
        {
            self.ran_out = Some(Limit::Time);
            return None;
        }
        Some(all_steps(grid, self.rules))
    }

    /// Remembers `key` as failed, unless that would pass the memory bound.
    fn remember_failed(&mut self, key: Box<[u64]>) -> Option<()> {
        self.hold(key.len() * 8 + MEMO_ENTRY_OVERHEAD)?;
        self.failed.insert(key);
        Some(())
    }

    /// What the remembered failed positions take: all that stays held between runs.
    fn failed_bytes(&self) -> usize {
        (self.failed.iter()).fold(0, |sum, key| sum + key.len() * 8 + MEMO_ENTRY_OVERHEAD)
    }

    /// Counts `bytes` more held, unless that would pass the memory bound.
    fn hold(&mut self, bytes: usize) -> Option<()> {
        self.held_bytes += bytes;
        if self.held_bytes > self.budget.max_memory {
            self.ran_out = Some(Limit::Memory);
            return None;
        }
        Some(())
    }

    /// `Some(true)`: cleared, and `order` ends with the moves that clear it; `Some(false)`:
    /// proven stuck (order unchanged); `None`: out of budget.
    fn search(&mut self, grid: &mut Grid) -> Option<bool> {
        let saved_len = self.order.len();
        let (key, moves) = if self.rules.tiles_stay() {
            let moves = loop {
                let moves = self.moves(grid)?;
                let pairs: Vec<Move> = moves.iter().map(Step::tiles).collect();
                let forced = forced_clearances(grid, &pairs);
                if forced.is_empty() {
                    break moves;
                }
                for m in forced {
                    play_move(grid, m, self.rules);
                    self.order.push(Step::Pair(m));
                }
            };
            if grid.is_cleared() {
                return Some(true);
            }
            (self.key.of(grid), moves)
        } else {
            // Moving tiles can close paths, so no clearance is safe to force; with nothing
            // forced, a remembered failure is known before the moves are listed.
            if grid.is_cleared() {
                return Some(true);
            }
            let key = self.key.of(grid);
            if self.failed.contains(&key) {
                return Some(false);
            }
            (key, self.moves(grid)?)
        };
        if moves.is_empty() || self.failed.contains(&key) {
            self.order.truncate(saved_len);
            return Some(false);
        }
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.ran_out = Some(Limit::Positions);
            return None;
        }
        // This position's moves and its child's board stay held while the children are searched.
        let path_bytes =
            moves.len() * size_of::<Step>() + grid.width() * grid.height() * size_of::<Cell>();
        self.hold(path_bytes)?;
        for m in order_moves(grid, moves, self.rules, self.salt) {
            let mut child = grid.clone();
            m.play(&mut child, self.rules);
            self.order.push(m);
            match self.search(&mut child)? {
                true => return Some(true),
                false => {
                    self.order.pop();
                }
            }
        }
        self.held_bytes -= path_bytes;
        self.remember_failed(key)?;
        self.order.truncate(saved_len);
        Some(false)
    }
}

/// Kinds whose tiles can all be paired by links that exist now, as the pairs that do it.
/// Only kinds of up to six tiles are tried (at most 15 pairings each).
fn forced_clearances(grid: &Grid, moves: &[Move]) -> Vec<Move> {
    let mut by_kind: Vec<(Kind, Vec<Pos>)> = Vec::new();
    for (p, k) in grid.tiles() {
        match by_kind.iter_mut().find(|(kk, _)| *kk == k) {
            Some((_, v)) => v.push(p),
            None => by_kind.push((k, vec![p])),
        }
    }
    let linked = |a: Pos, b: Pos| moves.binary_search(&ordered(a, b)).is_ok();
    let mut out = Vec::new();
    for (_, tiles) in by_kind {
        if tiles.len() > 6 {
            continue;
        }
        if let Some(pairs) = perfect_pairing(&tiles, &linked) {
            out.extend(pairs);
        }
    }
    out
}

fn perfect_pairing(tiles: &[Pos], linked: &impl Fn(Pos, Pos) -> bool) -> Option<Vec<Move>> {
    let Some((&first, rest)) = tiles.split_first() else {
        return Some(Vec::new());
    };
    for i in 0..rest.len() {
        if linked(first, rest[i]) {
            let others: Vec<Pos> = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &p)| p)
                .collect();
            if let Some(mut pairs) = perfect_pairing(&others, linked) {
                pairs.push(ordered(first, rest[i]));
                return Some(pairs);
            }
        }
    }
    None
}

/// How a position is remembered in the failed set.
#[derive(Clone, Copy)]
enum PositionKey {
    /// Which cells hold tiles: enough when tiles never move (each cell keeps its dealt kind).
    Presence,
    /// Which cells hold tiles, then the kinds of those tiles in row-major order, each in
    /// `kind_bits` bits: the whole board, for when tiles slide.
    Contents { kind_bits: u32 },
}

impl PositionKey {
    fn of(self, grid: &Grid) -> Box<[u64]> {
        let n = grid.width() * grid.height();
        let mut bits = vec![0u64; n.div_ceil(64)];
        for (i, p) in grid.positions().enumerate() {
            if grid.kind(p).is_some() {
                bits[i / 64] |= 1 << (i % 64);
            }
        }
        if let PositionKey::Contents { kind_bits } = self {
            let mut word = 0u64;
            let mut used = 0;
            for (_, k) in grid.tiles() {
                if used + kind_bits > 64 {
                    bits.push(word);
                    word = 0;
                    used = 0;
                }
                word |= u64::from(k) << used;
                used += kind_bits;
            }
            bits.push(word);
        }
        bits.into_boxed_slice()
    }
}

/// Tries moves of kinds with fewer tiles left first: their choices are the most constrained.
/// When tiles move, before that, ordinary links before slides, and moves that set fewer tiles
/// moving: they disturb the board least, and on boards that close in on the centre this finds
/// clearing orders far sooner. Ties are broken row-major with `salt` 0, else by a hash of the
/// move and the salt.
fn order_moves(grid: &Grid, mut moves: Vec<Step>, rules: &Rules, salt: u64) -> Vec<Step> {
    let kinds = grid.tiles().map(|(_, k)| k as usize + 1).max().unwrap_or(0);
    let mut count = vec![0usize; kinds];
    for (_, k) in grid.tiles() {
        count[k as usize] += 1;
    }
    let tiles_of = |m: &Step| count[grid.kind(m.tiles().0).map_or(0, |k| k as usize)];
    let tie = |m: &Step| {
        let (a, b) = m.tiles();
        let corner = match m {
            Step::Pair(_) => Pos::new(0, 0),
            Step::Slide(s) => s.corner,
        };
        // Row-major as one number: coordinates are below 256.
        let row_major = [a.y, a.x, b.y, b.x, corner.y, corner.x]
            .into_iter()
            .fold(0u64, |acc, c| acc << 8 | c as u64);
        if salt == 0 {
            row_major
        } else {
            mix(row_major ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        }
    };
    if rules.tiles_stay() {
        moves.sort_by_cached_key(|m| (tiles_of(m), tie(m)));
    } else {
        let moving = |m: &Step| match m {
            Step::Pair((a, b)) => (0, rules.gravity.sliding_after_removal(grid, *a, *b)),
            Step::Slide(s) => (1, s.pushes(grid).map_or(0, |p| p.len())),
        };
        moves.sort_by_cached_key(|m| (moving(m), tiles_of(m), tie(m)));
    }
    moves
}

/// The splitmix64 finaliser: spreads the bits of `z` over the whole word.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A suggested move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The step: a pair to link, or a slide to make.
    pub step: Step,
    /// True when the solver proved the board is still clearable after this move; false when
    /// it ran out of budget for every move and this one is merely legal.
    pub verified: bool,
}

/// A move after which the board can still be cleared. `None` when no move is left, or when
/// every move is proven to lead to a position that cannot be cleared (the board needs a
/// shuffle).
pub fn safe_hint(grid: &Grid, rules: &Rules, node_limit: u64) -> Option<Hint> {
    let grid = &*rules.groups.classify(grid);
    // One solve of the whole position usually answers at once: its first move is safe.
    match solve(grid, rules, node_limit) {
        Verdict::Clearable(order) => {
            return order.first().map(|&step| Hint {
                step,
                verified: true,
            });
        }
        Verdict::Unclearable => return None,
        Verdict::Unknown => {}
    }
    let moves = all_steps(grid, rules);
    let mut fallback = None;
    for m in order_moves(grid, moves, rules, 0) {
        let mut after = grid.clone();
        m.play(&mut after, rules);
        match solve(&after, rules, node_limit) {
            Verdict::Clearable(_) => {
                return Some(Hint {
                    step: m,
                    verified: true,
                });
            }
            Verdict::Unknown => {
                fallback.get_or_insert(Hint {
                    step: m,
                    verified: false,
                });
            }
            Verdict::Unclearable => {}
        }
    }
    fallback
}

/// Whether the board is stuck: tiles remain and either no pair can be linked or the solver
/// proves that no order clears it. Unknown counts as not stuck.
pub fn is_dead_end(grid: &Grid, rules: &Rules, node_limit: u64) -> bool {
    !grid.is_cleared() && solve(grid, rules, node_limit) == Verdict::Unclearable
}

impl Hint {
    /// The two tiles to pick, in order (for a slide, the sliding tile first).
    pub fn pair(&self) -> Move {
        self.step.tiles()
    }
}

/// Replays an order of steps (or of pairs) on a copy of `grid`: true when every step is legal
/// under `rules` when it is played ([`Step::is_legal`]) and the board ends empty. Each step
/// names the cells as they are when it is played: under gravity the tiles settle after every
/// move.
pub fn replays_to_empty<S: Copy + Into<Step>>(grid: &Grid, rules: &Rules, order: &[S]) -> bool {
    let mut g = grid.clone();
    for &step in order {
        let step: Step = step.into();
        if !step.is_legal(&g, rules) {
            return false;
        }
        step.play(&mut g, rules);
    }
    g.is_cleared()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gravity::Gravity;
    use crate::grid::Cell;
    use crate::moves::all_moves;
    use crate::moves::remove_pair;
    use crate::rng::GameRng;
    use crate::rules::TurnLimit;

    fn g(text: &str) -> Grid {
        Grid::from_text(text).unwrap()
    }

    fn closed() -> Rules {
        Rules {
            outer_ring: false,
            ..Rules::default()
        }
    }

    #[test]
    fn clears_and_proves() {
        let grid = g("abab");
        match solve(&grid, &Rules::default(), 1000) {
            Verdict::Clearable(order) => {
                assert_eq!(order.len(), 2);
                assert!(replays_to_empty(&grid, &Rules::default(), &order));
            }
            v => panic!("{v:?}"),
        }
    }

    #[test]
    fn crossed_pairs_without_ring_are_stuck() {
        assert_eq!(solve(&g("abab"), &closed(), 1000), Verdict::Unclearable);
        assert!(is_dead_end(&g("abab"), &closed(), 1000));
        assert!(!is_dead_end(&g("abab"), &Rules::default(), 1000));
    }

    #[test]
    fn unknown_when_the_budget_runs_out() {
        // One kind of eight tiles: too many to clear without branching.
        assert_eq!(solve(&g("aaaaaaaa"), &closed(), 0), Verdict::Unknown);
        assert!(solve(&g("aaaaaaaa"), &closed(), 100).is_clearable());
    }

    /// A stuck corner walled off from a row of one kind: the row's removal orders are all
    /// tried before the solver can say no.
    fn walled_off() -> Grid {
        g("abab#cccccccccccccccc")
    }

    #[test]
    fn the_bound_that_runs_out_is_named() {
        let plenty = Budget::nodes(1_000_000);
        let full = solve_within(&walled_off(), &closed(), &plenty);
        assert_eq!((&full.verdict, full.ran_out), (&Verdict::Unclearable, None));
        assert!(full.nodes > 8, "{full:?}");
        let cases = [
            (Budget::nodes(2), Limit::Positions),
            (
                Budget {
                    deadline: Some(Instant::now()),
                    ..plenty
                },
                Limit::Time,
            ),
            (
                Budget {
                    max_memory: 0,
                    ..plenty
                },
                Limit::Memory,
            ),
        ];
        for (budget, limit) in cases {
            let search = solve_within(&walled_off(), &closed(), &budget);
            assert_eq!(search.verdict, Verdict::Unknown, "{limit:?}");
            assert_eq!(search.ran_out, Some(limit));
        }
        // Under gravity too, through the restarting runs.
        let falling = Rules {
            gravity: Gravity::Left,
            ..closed()
        };
        let search = solve_within(&walled_off(), &falling, &Budget::nodes(2));
        assert_eq!(search.ran_out, Some(Limit::Positions));
        let past = Budget {
            deadline: Some(Instant::now()),
            ..plenty
        };
        let search = solve_within(&walled_off(), &falling, &past);
        assert_eq!(search.ran_out, Some(Limit::Time));
    }

    /// Plain exhaustive search: tries every move, no memo, no shortcuts.
    fn brute_clearable(grid: &Grid, rules: &Rules) -> bool {
        if grid.is_cleared() {
            return true;
        }
        all_moves(grid, rules).into_iter().any(|m| {
            let mut next = grid.clone();
            remove_pair(&mut next, m);
            brute_clearable(&next, rules)
        })
    }

    fn random_board(rng: &mut GameRng) -> (Grid, Rules) {
        let w = 2 + rng.below(4);
        let h = 1 + rng.below(4);
        let mut grid = Grid::new(w, h);
        let cells: Vec<Pos> = grid.positions().collect();
        let pairs = 1 + rng.below((w * h / 2).min(5));
        let kinds = 1 + rng.below(3);
        let mut free = cells.clone();
        rng.shuffle(&mut free);
        for i in 0..pairs {
            let k = (i % kinds) as Kind;
            grid.set(free[2 * i], Cell::Tile(k));
            grid.set(free[2 * i + 1], Cell::Tile(k));
        }
        if let Some(&p) = free.get(2 * pairs)
            && rng.below(3) == 0
        {
            grid.set(p, Cell::Obstacle);
        }
        let rules = Rules {
            max_turns: TurnLimit::AtMost([0, 1, 2, 2, 3][rng.below(5)]),
            outer_ring: rng.below(2) == 0,
            ..Rules::default()
        };
        (grid, rules)
    }

    #[test]
    fn solver_is_exact_against_exhaustive_search() {
        let mut rng = GameRng::new(99);
        let (mut yes, mut no) = (0, 0);
        for _ in 0..3000 {
            let (grid, rules) = random_board(&mut rng);
            let truth = brute_clearable(&grid, &rules);
            match solve(&grid, &rules, 1_000_000) {
                Verdict::Clearable(order) => {
                    assert!(truth, "{rules:?}\n{grid:?}");
                    assert!(replays_to_empty(&grid, &rules, &order));
                    yes += 1;
                }
                Verdict::Unclearable => {
                    assert!(!truth, "{rules:?}\n{grid:?}");
                    no += 1;
                }
                Verdict::Unknown => panic!("budget too small for a tiny board"),
            }
        }
        assert!(yes > 300 && no > 300, "{yes} clearable, {no} not");
    }

    #[test]
    fn safe_hint_never_leads_to_an_unclearable_position() {
        let mut rng = GameRng::new(7);
        let mut traps = 0;
        for _ in 0..3000 {
            let (grid, rules) = random_board(&mut rng);
            let moves = all_moves(&grid, &rules);
            let losing = moves
                .iter()
                .filter(|&&m| {
                    let mut after = grid.clone();
                    remove_pair(&mut after, m);
                    !brute_clearable(&after, &rules)
                })
                .count();
            match safe_hint(&grid, &rules, 1_000_000) {
                Some(h) => {
                    assert!(h.verified);
                    let mut after = grid.clone();
                    remove_pair(&mut after, h.pair());
                    assert!(brute_clearable(&after, &rules), "{h:?}\n{grid:?}");
                    if losing > 0 {
                        traps += 1;
                    }
                }
                None => assert!(!brute_clearable(&grid, &rules)),
            }
        }
        // The sample must hold positions where some move loses, or the test proves nothing.
        assert!(traps > 20, "only {traps} positions with a losing move");
    }
}
