//! Goals other than clearing the board: clear every ice tile, or a number of pairs of one kind,
//! each perhaps within a number of links.
//!
//! Progress is judged from two boards alone, the one dealt and the one now, never from the
//! order of play: pairs gone are `(tiles dealt − tiles now) / 2`, so an undo takes progress back
//! with the tiles, a re-deal (which keeps every kind's count and every special's cell) changes
//! nothing, and a replay is judged the same way at every step. A link limit counts pairs gone,
//! whatever removed them. Removing tiles only ever adds progress, so a goal once met stays met.
//!
//! A dealt board is proven clearable ([`mod@crate::deal`]); clearing it meets every aim, so
//! only a link limit needs its own proof: [`reach`] finds a line of play that meets the aim
//! within the limit, under a bound on the positions it looks at.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use super::cell::{Kind, Pos};
use super::grid::Grid;
use super::moves::{Move, all_moves, play_move};
use super::rules::Rules;
use super::specials::Special;

/// What a level asks the player to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Aim {
    /// Remove every tile (the classic game).
    #[default]
    ClearBoard,
    /// Remove every tile that was dealt under ice.
    ClearIce,
    /// Remove `pairs` pairs of `kind`.
    Pairs {
        /// The kind (a level writes it as a fixed board's letter, `a` for 0).
        kind: Kind,
        /// How many pairs.
        pairs: u32,
    },
}

/// A level's goal: its aim, perhaps within a number of links.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Goal {
    /// What to do.
    pub aim: Aim,
    /// The most pairs that may be removed before the aim is met; `None`: no limit.
    pub within_links: Option<u32>,
}

/// How far a board is towards its goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Steps of the aim done (pairs, ice tiles).
    pub done: u32,
    /// Steps the aim needs.
    pub needed: u32,
    /// Pairs removed since the deal: the links spent.
    pub links: u32,
}

impl Progress {
    /// Whether the aim is met.
    pub fn met(&self) -> bool {
        self.done >= self.needed
    }
}

impl Goal {
    /// Whether this is the classic goal: clear the board, no limit.
    pub fn is_classic(&self) -> bool {
        *self == Goal::default()
    }

    /// Where `now` stands, played from `dealt`.
    pub fn progress(&self, dealt: &Grid, now: &Grid) -> Progress {
        let links = (dealt.tile_count().saturating_sub(now.tile_count()) / 2) as u32;
        let (done, needed) = match self.aim {
            Aim::ClearBoard => (links, (dealt.tile_count() / 2) as u32),
            Aim::ClearIce => {
                let ice: Vec<Pos> = ice_cells(now);
                let gone = ice.iter().filter(|&&p| now.kind(p).is_none()).count();
                (gone as u32, ice.len() as u32)
            }
            Aim::Pairs { kind, pairs } => {
                let count = |g: &Grid| g.tiles().filter(|&(_, k)| k == kind).count();
                let gone = (count(dealt).saturating_sub(count(now)) / 2) as u32;
                (gone.min(pairs), pairs)
            }
        };
        Progress {
            done,
            needed,
            links,
        }
    }

    /// Whether the goal can no longer be met on `now`: the links are spent and the aim is not.
    pub fn missed(&self, dealt: &Grid, now: &Grid) -> bool {
        self.missed_at(&self.progress(dealt, now))
    }

    /// Whether a board at `progress` can no longer meet this goal.
    pub fn missed_at(&self, progress: &Progress) -> bool {
        !progress.met() && self.within_links.is_some_and(|most| progress.links >= most)
    }
}

/// The cells dealt under ice on `grid`'s layer.
fn ice_cells(grid: &Grid) -> Vec<Pos> {
    grid.specials().map_or_else(Vec::new, |s| {
        s.iter()
            .filter(|&(_, sp)| sp == Special::Ice)
            .map(|(p, _)| p)
            .collect()
    })
}

/// What [`reach`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// A line of play from the board that meets the goal within its links.
    Line(Vec<Move>),
    /// No line does.
    Never,
    /// The bound on positions was reached first.
    Unknown,
    /// This thread's deadline (`crate::deadline`) passed first.
    Stopped,
}

/// Moves a position may list and still count as one position against the limit.
const MOVES_PER_POSITION: u64 = 64;

/// Tiles a position may hold and still count as one position against the limit: listing the
/// moves of a large board costs as several small ones, so a 40 × 30 board is searched within
/// about the time of a small one. (Every shipped goal level has fewer tiles, so their deals are
/// as they were.)
const TILES_PER_POSITION: u64 = 128;

/// Looks for a line of play from `now` (dealt as `dealt`) that meets `goal` within its links,
/// expanding at most `node_limit` positions (a large board's positions counting as several; the
/// same answer on every machine), or until this thread's deadline passes. Without a link
/// limit, a board the dealer proved clearable meets its aim by being cleared: ask the solver
/// instead.
pub fn reach(dealt: &Grid, now: &Grid, rules: &Rules, goal: &Goal, node_limit: u64) -> Reach {
    let mut search = ReachSearch {
        dealt,
        rules,
        goal,
        nodes: 0,
        node_limit,
        failed: HashMap::new(),
        line: Vec::new(),
        stopped: false,
    };
    match search.from(now) {
        Some(true) => Reach::Line(search.line),
        Some(false) => Reach::Never,
        None if search.stopped => Reach::Stopped,
        None => Reach::Unknown,
    }
}

struct ReachSearch<'a> {
    dealt: &'a Grid,
    rules: &'a Rules,
    goal: &'a Goal,
    nodes: u64,
    node_limit: u64,
    /// Positions (by the hash of their tiles) that failed, with the links they had left.
    failed: HashMap<u64, u32>,
    line: Vec<Move>,
    /// The deadline passed.
    stopped: bool,
}

impl ReachSearch<'_> {
    /// Whether the goal is met from `grid` (`None`: out of positions).
    fn from(&mut self, grid: &Grid) -> Option<bool> {
        let progress = self.goal.progress(self.dealt, grid);
        if progress.met() {
            return Some(true);
        }
        let left = self
            .goal
            .within_links
            .map_or(u32::MAX, |most| most.saturating_sub(progress.links));
        if left == 0 {
            return Some(false);
        }
        let key = position_key(grid);
        if self.failed.get(&key).is_some_and(|&had| had >= left) {
            return Some(false);
        }
        self.nodes += 1 + grid.tile_count() as u64 / TILES_PER_POSITION;
        if self.nodes > self.node_limit {
            return None;
        }
        if crate::deadline::passed() {
            self.stopped = true;
            return None;
        }
        let mut moves = all_moves(grid, self.rules);
        // A position with very many moves (a board of few kinds) costs as several: the limit
        // bounds the work, not only the positions. Boards of fewer moves are charged one.
        self.nodes += moves.len() as u64 / MOVES_PER_POSITION;
        // Moves that advance the aim first, then those beside ice (which thaw it).
        moves.sort_by_key(|&m| std::cmp::Reverse(self.promise(grid, m)));
        for m in moves {
            let mut next = grid.clone();
            play_move(&mut next, m, self.rules);
            self.line.push(m);
            match self.from(&next)? {
                true => return Some(true),
                false => {
                    self.line.pop();
                }
            }
        }
        self.failed.insert(key, left);
        Some(false)
    }

    /// How much `m` seems to help, judged without playing it: it advances the aim, or it takes
    /// away a tile beside a frozen or face-down tile, or a lock's key.
    fn promise(&self, grid: &Grid, (a, b): Move) -> u32 {
        let layer = grid.specials();
        let special = |p: Pos| layer.and_then(|s| s.get(p));
        let gain = match self.goal.aim {
            Aim::ClearBoard => 0,
            Aim::ClearIce => [a, b]
                .into_iter()
                .filter(|&p| special(p) == Some(Special::Ice))
                .count() as u32,
            Aim::Pairs { kind, .. } => u32::from(grid.kind(a) == Some(kind)),
        };
        let beside = [a, b]
            .into_iter()
            .flat_map(|p| {
                [(1, 0), (-1, 0), (0, 1), (0, -1)].map(|(dx, dy)| Pos::new(p.x + dx, p.y + dy))
            })
            .filter(|&q| grid.kind(q).is_some() && !grid.pickable(q))
            .count() as u32;
        let keys = layer.map_or(0, |s| {
            s.iter()
                .filter(|&(_, sp)| matches!(sp, Special::Lock { key } if key == a || key == b))
                .count() as u32
        });
        gain * 4 + beside + keys
    }
}

/// A position's key: its tiles and their kinds (the layer's cells never move).
fn position_key(grid: &Grid) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for (p, k) in grid.tiles() {
        (p.x, p.y, k).hash(&mut hasher);
    }
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replays_to_empty;
    use crate::specials::Specials;

    fn board(rows: &str, marks: &str) -> Grid {
        let grid = Grid::from_text(rows).unwrap();
        let specials = Specials::from_text(&grid, marks).unwrap();
        grid.with_specials(specials)
    }

    #[test]
    fn progress_counts_ice_and_pairs_from_the_two_boards() {
        let dealt = board("aabbcc\nddeeff", "I....I\n......");
        let ice = Goal {
            aim: Aim::ClearIce,
            within_links: Some(3),
        };
        let mut now = dealt.clone();
        assert_eq!(
            ice.progress(&dealt, &now),
            Progress {
                done: 0,
                needed: 2,
                links: 0
            }
        );
        play_move(
            &mut now,
            (Pos::new(2, 0), Pos::new(3, 0)),
            &Rules::default(),
        );
        play_move(
            &mut now,
            (Pos::new(0, 1), Pos::new(1, 1)),
            &Rules::default(),
        );
        assert!(!ice.missed(&dealt, &now));
        play_move(
            &mut now,
            (Pos::new(0, 0), Pos::new(1, 0)),
            &Rules::default(),
        );
        let p = ice.progress(&dealt, &now);
        assert_eq!((p.done, p.links, p.met()), (1, 3, false));
        assert!(ice.missed(&dealt, &now), "three links spent, one ice left");
        let bs = Goal {
            aim: Aim::Pairs { kind: 1, pairs: 1 },
            within_links: None,
        };
        assert!(bs.progress(&dealt, &now).met());
        assert!(!bs.missed(&dealt, &now), "no limit: never missed");
    }

    #[test]
    fn a_large_board_s_positions_count_as_several() {
        // 40 × 30 tiles in side-by-side pairs of 60 kinds, asked for pairs of a kind it does
        // not hold: the search runs to its bound. Each position of 1,200 tiles counts
        // 1 + 1,200 / 128 = 10, so a bound of 400 fails at most 40 positions (counted one
        // each, it would fail hundreds: each next to last one costs one).
        let rows: Vec<String> = (0..30)
            .map(|y| {
                (0..40)
                    .map(|x| crate::cell::char_from_kind((x / 2 + y * 3) % 60))
                    .collect()
            })
            .collect();
        let dealt = Grid::from_text(&rows.join("\n")).unwrap();
        let goal = Goal {
            aim: Aim::Pairs { kind: 61, pairs: 6 },
            within_links: Some(30),
        };
        let mut search = ReachSearch {
            dealt: &dealt,
            rules: &Rules::default(),
            goal: &goal,
            nodes: 0,
            node_limit: 400,
            failed: HashMap::new(),
            line: Vec::new(),
            stopped: false,
        };
        assert_eq!(search.from(&dealt), None, "the bound ends it");
        assert!(search.failed.len() <= 40, "{} failed", search.failed.len());
        // A small board's positions count one each: the same bound fails hundreds.
        let small = Grid::from_text(&rows[..3].join("\n")).unwrap();
        let mut search = ReachSearch {
            dealt: &small,
            failed: HashMap::new(),
            nodes: 0,
            ..search
        };
        search.line.clear();
        assert_eq!(search.from(&small), None);
        assert!(search.failed.len() > 100, "{} failed", search.failed.len());
    }

    #[test]
    fn reach_finds_the_short_line_or_says_there_is_none() {
        // The ice at the right end thaws only when the e beside it goes.
        let dealt = board("abccbaedde\nffgghhiijj", ".........I\n..........");
        let rules = Rules::default();
        let within = |links| Goal {
            aim: Aim::ClearIce,
            within_links: Some(links),
        };
        let Reach::Line(line) = reach(&dealt, &dealt, &rules, &within(3), 10_000) else {
            panic!("the d's, then the e's: two links");
        };
        assert!(line.len() <= 3);
        let mut g = dealt.clone();
        for &m in &line {
            assert!(all_moves(&g, &rules).contains(&m), "{m:?} is a move");
            play_move(&mut g, m, &rules);
        }
        assert!(within(3).progress(&dealt, &g).met());
        assert_eq!(
            reach(&dealt, &dealt, &rules, &within(1), 10_000),
            Reach::Never
        );
        assert_eq!(reach(&dealt, &dealt, &rules, &within(9), 0), Reach::Unknown);
        let now = std::time::Instant::now();
        let stopped =
            crate::deadline::within(now, || reach(&dealt, &dealt, &rules, &within(3), 10_000));
        assert_eq!(
            stopped,
            Reach::Stopped,
            "a passed deadline stops the search"
        );
        // A board the solver clears meets every aim by being cleared.
        let order = crate::solve(&dealt, &rules, 10_000);
        let crate::Verdict::Clearable(order) = order else {
            panic!()
        };
        assert!(replays_to_empty(&dealt, &rules, &order));
    }
}
