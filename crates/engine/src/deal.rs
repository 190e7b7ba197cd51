//! Dealing boards that can always be cleared, and re-dealing stuck ones.
//!
//! A deal is played out on anonymous tiles first: whether two cells link, and how tiles settle
//! under gravity, depends only on which cells are occupied, never on kinds. So the board is
//! cleared with every tile alike, any linkable two forming a pair, partners chosen near or far
//! according to the difficulty; then each pair removed is given a kind, put where its two tiles
//! stood at the start. Removing the pairs in the order played clears the board; that order is
//! returned as the proof.

use std::fmt;

use super::gravity::Gravity;
use super::grid::{Cell, Grid, Kind, Pos};
use super::links::{LinkMap, LinkSearch};
use super::moves::Move;
use super::rng::GameRng;
use super::rules::Rules;
use super::special_rules::SpecialProblem;
use super::specials::Specials;

/// How far apart the two tiles of a pair tend to be placed, from 0.0 to 1.0.
///
/// At 0.0 partners are the nearest of several random candidates (many short, easy links);
/// at 0.5 they are uniformly random among the legal ones; at 1.0 the farthest of several
/// candidates (long links across the board, few obvious moves).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty(pub f32);

impl Default for Difficulty {
    fn default() -> Self {
        Difficulty(0.6)
    }
}

impl Difficulty {
    /// Candidates drawn per choice, and whether the farthest (true) or nearest wins.
    fn tournament(self) -> (usize, bool) {
        let d = self.0.clamp(0.0, 1.0);
        let strength = ((d - 0.5).abs() * 2.0 * 6.0).round() as usize;
        (1 + strength, d >= 0.5)
    }
}

/// A dealt board with the order that clears it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The board.
    pub grid: Grid,
    /// One full removal order that clears the board under the deal's rules.
    pub proof: Vec<Move>,
    /// Construction attempts used (1 unless a construction got stuck and was restarted).
    pub attempts: u32,
}

/// Why a board could not be dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The layout has no tile cells.
    NoTiles,
    /// Tiles come in pairs; the layout has an odd number of tile cells.
    OddTiles(usize),
    /// Zero kinds, or more kinds than pairs.
    BadKindCount {
        /// Kinds asked for.
        kinds: usize,
        /// Pairs the layout holds.
        pairs: usize,
    },
    /// No construction succeeded within the attempt limit (cells walled off from each other).
    NoSolvableDeal {
        /// Attempts made.
        attempts: u32,
    },
    /// Under the rules' gravity a tile would slide before the first move (the tile
    /// [`Gravity::first_sliding_tile`] names).
    NotSettled {
        /// The tile's cell.
        at: Pos,
    },
    /// The special tiles cannot work on this layout (see [`Specials::check`]).
    Specials(SpecialProblem),
    /// No deal tried had a line of play meeting the level's goal within its links.
    GoalOutOfReach {
        /// The links the goal allows.
        links: u32,
        /// Deals tried.
        attempts: u32,
    },
    /// The work ran past this thread's deadline (`crate::deadline`) and was stopped.
    Stopped,
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::NoTiles => write!(f, "the layout has no tile cells"),
            DealError::OddTiles(n) => {
                write!(
                    f,
                    "the layout has {n} tile cells; tiles come in pairs, so it must be even"
                )
            }
            DealError::BadKindCount { kinds, pairs } => write!(
                f,
                "{kinds} kinds for {pairs} pairs: need at least 1 kind and at most one kind per pair"
            ),
            DealError::NoSolvableDeal { attempts } => write!(
                f,
                "no clearable deal found in {attempts} attempts: some tile cells cannot be linked \
                 to any other (walled in by obstacles?)"
            ),
            DealError::Specials(problem) => write!(f, "{problem}"),
            DealError::GoalOutOfReach { links, attempts } => write!(
                f,
                "none of {attempts} deals could meet the goal within {links} links: allow more \
                 links, or ask less"
            ),
            DealError::Stopped => write!(f, "the work took longer than it may and was stopped"),
            DealError::NotSettled { at } => write!(
                f,
                "the tile at column {}, row {} (counting from 1) would slide before the first \
                 move; under gravity every tile must start at rest",
                at.x + 1,
                at.y + 1
            ),
        }
    }
}

impl std::error::Error for DealError {}

/// Construction attempts before giving up.
pub const MAX_ATTEMPTS: u32 = 64;

/// Deals `kinds` kinds onto the tile cells of `layout` (every `Cell::Tile` is a slot; its kind
/// is ignored), so that the board can be cleared under `rules`. Each kind gets an even number
/// of tiles, and the counts differ by at most one pair. The same arguments give the same deal
/// on every machine. Under gravity the layout must already be settled
/// ([`DealError::NotSettled`] otherwise), and the proof's moves name the cells as they are when
/// each is played.
pub fn deal(
    layout: &Grid,
    kinds: usize,
    rules: &Rules,
    difficulty: Difficulty,
    seed: u64,
) -> Result<Deal, DealError> {
    deal_with_specials(layout, kinds, rules, difficulty, seed, None)
}

/// [`deal`] on a layout with special tiles (made for it: [`Grid::blank_specials`] of the
/// layout, with its specials set): the board is played out with only tiles that may be picked, so its proof
/// clears it under the specials too.
pub fn deal_with_specials(
    layout: &Grid,
    kinds: usize,
    rules: &Rules,
    difficulty: Difficulty,
    seed: u64,
    specials: Option<&Specials>,
) -> Result<Deal, DealError> {
    let layout = &match specials.filter(|s| !s.is_empty()) {
        Some(specials) => {
            specials
                .check(layout, !rules.tiles_stay())
                .map_err(DealError::Specials)?;
            layout.clone().with_specials(specials.clone())
        }
        None => layout.clone(),
    };
    let slots: Vec<Pos> = layout.tiles().map(|(p, _)| p).collect();
    if slots.is_empty() {
        return Err(DealError::NoTiles);
    }
    if slots.len() % 2 == 1 {
        return Err(DealError::OddTiles(slots.len()));
    }
    let pairs = slots.len() / 2;
    if kinds == 0 || kinds > pairs || kinds > Kind::MAX as usize {
        return Err(DealError::BadKindCount { kinds, pairs });
    }
    if let Some((at, _)) = rules.gravity.first_sliding_tile(layout) {
        return Err(DealError::NotSettled { at });
    }
    let mut pair_kinds: Vec<(Kind, Kind)> = (0..pairs)
        .map(|i| ((i % kinds) as Kind, (i % kinds) as Kind))
        .collect();
    place(layout, &slots, &mut pair_kinds, rules, (difficulty, seed))
}

/// The seed of the `redeals_before`-th re-deal (dead-end re-deal or shuffle, counted together)
/// of the board dealt with `deal_seed`. It depends on nothing else, so the same level, seed and
/// moves re-deal the same way in the game, the command line and a replay.
pub fn redeal_seed(deal_seed: u64, redeals_before: u32) -> u64 {
    const REDEAL_STREAM: u64 = 0x5245_4445_414c;
    GameRng::derive(deal_seed, REDEAL_STREAM + u64::from(redeals_before)).next_u64()
}

/// Re-deals the tiles left on a stuck board: the same cells and the same kinds (as pairs that
/// match under `rules`), placed anew so that the board can be cleared. Returns the new board
/// and its proof. Under gravity the board must be settled, as it is between moves.
pub fn reshuffle(
    grid: &Grid,
    rules: &Rules,
    difficulty: Difficulty,
    seed: u64,
) -> Result<Deal, DealError> {
    let tiles: Vec<(Pos, Kind)> = grid.tiles().collect();
    if tiles.is_empty() {
        return Err(DealError::NoTiles);
    }
    if let Some((at, _)) = rules.gravity.first_sliding_tile(grid) {
        return Err(DealError::NotSettled { at });
    }
    // Pairs are made within each match class: two tiles of one kind where the kind has a
    // partner left, else two kinds of one group (a flower with another flower).
    let class = |k: Kind| rules.groups.class(k);
    let mut kinds: Vec<Kind> = tiles.iter().map(|&(_, k)| k).collect();
    kinds.sort_unstable_by_key(|&k| (class(k), k));
    let mut pair_kinds = Vec::with_capacity(kinds.len() / 2);
    for pair in kinds.chunks(2) {
        match *pair {
            [a, b] if class(a) == class(b) => pair_kinds.push((a, b)),
            [a, ..] => {
                return Err(DealError::OddTiles(
                    kinds.iter().filter(|&&k| class(k) == class(a)).count(),
                ));
            }
            [] => unreachable!("chunks are never empty"),
        }
    }
    let slots: Vec<Pos> = tiles.iter().map(|&(p, _)| p).collect();
    place(grid, &slots, &mut pair_kinds, rules, (difficulty, seed))
}

/// Places `pair_kinds` (the two kinds of each pair, in any order) on `slots`; every other cell
/// of `base` that is not an obstacle is free space.
fn place(
    base: &Grid,
    slots: &[Pos],
    pair_kinds: &mut [(Kind, Kind)],
    rules: &Rules,
    (difficulty, seed): (Difficulty, u64),
) -> Result<Deal, DealError> {
    let mut full = base.clone();
    for &p in slots {
        full.set(p, Cell::Tile(0));
    }
    for attempt in 0..MAX_ATTEMPTS {
        let mut rng = GameRng::derive(seed, attempt as u64);
        let played = if rules.gravity == Gravity::None {
            // Tiles stay put: each pair starts where it is removed.
            let play = Play::new(&full, rules, difficulty);
            clearing_order(play, slots, &mut rng).map(|o| (o, None))
        } else {
            settling_order(&full, slots, rules, difficulty, &mut rng).map(|(o, s)| (o, Some(s)))
        };
        if let Some((order, starts)) = played {
            let starts = starts.as_ref().unwrap_or(&order);
            rng.shuffle(pair_kinds);
            let mut grid = full.clone();
            for (&(a, b), &(ka, kb)) in starts.iter().zip(pair_kinds.iter()) {
                grid.set(a, Cell::Tile(ka));
                grid.set(b, Cell::Tile(kb));
            }
            return Ok(Deal {
                grid,
                proof: order,
                attempts: attempt + 1,
            });
        }
    }
    Err(DealError::NoSolvableDeal {
        attempts: MAX_ATTEMPTS,
    })
}

/// Plays the board with every tile alike, any two tiles forming a pair, and returns the pairs
/// in the order removed; `None` if the play got stuck. Tiles do not move.
fn clearing_order(mut play: Play, slots: &[Pos], rng: &mut GameRng) -> Option<Vec<Move>> {
    let mut left: Vec<Pos> = slots.to_vec();
    let mut order = Vec::with_capacity(slots.len() / 2);
    while !left.is_empty() {
        let (ai, b) = play.choose(&left, rng)?;
        let a = left[ai];
        play.grid.set(a, Cell::Empty);
        play.grid.set(b, Cell::Empty);
        left.swap_remove(ai);
        let bi = left
            .iter()
            .position(|&p| p == b)
            .expect("partner is a tile left");
        left.swap_remove(bi);
        order.push((a, b));
    }
    Some(order)
}

/// Like [`clearing_order`], letting the tiles settle under the rules' gravity after every
/// removal. Returns the pairs in the order removed, as the cells they are in when removed (the
/// proof), and the same pairs as the cells they start in (where their kind goes); `None` if
/// the play got stuck.
fn settling_order(
    full: &Grid,
    slots: &[Pos],
    rules: &Rules,
    difficulty: Difficulty,
    rng: &mut GameRng,
) -> Option<(Vec<Move>, Vec<Move>)> {
    let mut play = Play::new(full, rules, difficulty);
    let width = full.width();
    let index = |p: Pos| p.y as usize * width + p.x as usize;
    // The starting cell of the tile now in each cell; only read for cells holding tiles.
    let mut start: Vec<Pos> = full.positions().collect();
    let mut left: Vec<Pos> = slots.to_vec();
    let mut order = Vec::with_capacity(slots.len() / 2);
    let mut starts = Vec::with_capacity(slots.len() / 2);
    while !left.is_empty() {
        let (ai, b) = play.choose(&left, rng)?;
        let a = left[ai];
        order.push((a, b));
        starts.push((start[index(a)], start[index(b)]));
        play.grid.set(a, Cell::Empty);
        play.grid.set(b, Cell::Empty);
        rules.gravity.settle_with(&mut play.grid, |from, to| {
            start[index(to)] = start[index(from)];
        });
        // Row-major, so the sampling below depends only on the board.
        left.clear();
        left.extend(play.grid.tiles().map(|(p, _)| p));
    }
    Some((order, starts))
}

/// The board of an anonymous play-out, with what choosing a pair needs.
struct Play<'r> {
    grid: Grid,
    rules: &'r Rules,
    map: LinkMap,
    search: LinkSearch,
    partners: Vec<Pos>,
    samples: usize,
    far: bool,
    max_segments: u32,
}

impl<'r> Play<'r> {
    fn new(full: &Grid, rules: &'r Rules, difficulty: Difficulty) -> Self {
        let (samples, far) = difficulty.tournament();
        Play {
            grid: full.clone(),
            rules,
            map: LinkMap::new(full, rules),
            search: LinkSearch::default(),
            partners: Vec::new(),
            samples,
            far,
            max_segments: rules.max_turns.as_u32().saturating_add(1),
        }
    }

    /// The next pair to remove, as an index into `left` (the tiles on the board) and a partner
    /// cell; `None` when no two tiles link. Samples a few tiles, takes a random partner for
    /// each, and keeps the pair whose tiles are farthest apart (or nearest, at low difficulty).
    fn choose(&mut self, left: &[Pos], rng: &mut GameRng) -> Option<(usize, Pos)> {
        let samples = self.samples;
        let distance = |a: Pos, b: Pos| (a.x - b.x).abs() + (a.y - b.y).abs();
        self.map.rebuild(&self.grid, self.rules);
        let mut best: Option<(usize, Pos, i32)> = None;
        let mut tried = 0;
        // Sample tiles until `samples` of them had partners; if none has, every tile is tried.
        let mut candidates: Vec<usize> = Vec::new();
        let mut exhaustive = false;
        let mut found = 0;
        while found < samples {
            let ai = if exhaustive {
                match candidates.pop() {
                    Some(i) => i,
                    None => break,
                }
            } else if tried < 4 * samples {
                rng.below(left.len())
            } else {
                exhaustive = true;
                candidates = (0..left.len()).collect();
                rng.shuffle(&mut candidates);
                continue;
            };
            tried += 1;
            let a = left[ai];
            // Special tiles: only tiles that may be picked are paired.
            if !self.grid.pickable(a) {
                continue;
            }
            partners_of(
                &self.grid,
                &self.map,
                a,
                self.max_segments,
                &mut self.search,
                &mut self.partners,
            );
            let grid = &self.grid;
            self.partners.retain(|&b| grid.pickable(b));
            if self.partners.is_empty() {
                continue;
            }
            found += 1;
            let b = self.partners[rng.below(self.partners.len())];
            let d = distance(a, b);
            let better = match best {
                None => true,
                Some((_, _, bd)) => (self.far && d > bd) || (!self.far && d < bd),
            };
            if better {
                best = Some((ai, b, d));
            }
        }
        best.map(|(ai, b, _)| (ai, b))
    }
}

/// Tiles linkable from tile `a` on `grid`, whatever their kind.
fn partners_of(
    grid: &Grid,
    map: &LinkMap,
    a: Pos,
    max_segments: u32,
    search: &mut LinkSearch,
    out: &mut Vec<Pos>,
) {
    out.clear();
    for (dx, dy) in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
        let q = Pos::new(a.x + dx, a.y + dy);
        if grid.kind(q).is_some() {
            out.push(q);
        }
    }
    map.search_from(a, max_segments, search, |_, _| false);
    for &r in search.reached() {
        for end in map.run_end_cells(r).into_iter().flatten() {
            let p = map.pos_of(end);
            if p != a && grid.kind(p).is_some() {
                out.push(p);
            }
        }
    }
    out.sort_unstable_by_key(|p| (p.y, p.x));
    out.dedup();
}

/// Kinds to deal when none are chosen: about three pairs of each, at most 36 (as KShisen).
pub fn default_kinds(pairs: usize) -> usize {
    (pairs / 3).clamp(1, 36)
}

/// Built-in layouts, used when no level file is given and by the tests.
pub mod layouts {
    use super::super::grid::Grid;

    /// Names and rows of the built-in layouts (`x` tile cell, `.` empty, `#` obstacle).
    pub const ALL: &[(&str, &str)] = &[
        ("starter 6x4", "xxxxxx\nxxxxxx\nxxxxxx\nxxxxxx"),
        ("classic 14x8", CLASSIC),
        ("kshisen 30x16", KSHISEN),
        (
            "pyramid",
            ".....xx.....\n....xxxx....\n...xxxxxx...\n..xxxxxxxx..\n.xxxxxxxxxx.\nxxxxxxxxxxxx",
        ),
        (
            "pillars",
            "xxxxxxxxxx\nx#xxxxxx#x\nxxxxxxxxxx\nxxxx##xxxx\nxxxxxxxxxx\nx#xxxxxx#x\nxxxxxxxxxx",
        ),
    ];

    const CLASSIC: &str = "xxxxxxxxxxxxxx\nxxxxxxxxxxxxxx\nxxxxxxxxxxxxxx\nxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxx\nxxxxxxxxxxxxxx\nxxxxxxxxxxxxxx\nxxxxxxxxxxxxxx";
    const KSHISEN: &str = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\
                           xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

    /// A built-in layout by name, with its suggested kind count ([`super::default_kinds`]).
    pub fn by_name(name: &str) -> Option<(Grid, usize)> {
        let (_, rows) = ALL.iter().find(|(n, _)| *n == name)?;
        let grid = Grid::from_text(rows).expect("built-in layouts are valid");
        let kinds = super::default_kinds(grid.tile_count() / 2);
        Some((grid, kinds))
    }
}
