//! A computer player's choices: what it sees of the board, which pair it takes, and how long
//! it looks first.
//!
//! It sees what a player sees: a tile lying face down is a tile of a kind nobody knows
//! ([`seen_grid`]), so no choice, and no look ahead, can depend on a hidden face. It looks
//! near its last pick first and notices each open pair there with its tier's chance, less
//! further away; a look that finds nothing costs a look's time, and after some such looks it
//! asks for a hint, as its tier says.

use std::cmp::Reverse;

use crate::engine::slide_links::{Step, all_steps, picks_for};
use crate::engine::{Cell, GameRng, Grid, Kind, Pos, Rules, find_path};

use super::think::Sight;
use super::tier::Traits;

/// What a computer player does next.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Waits `wait` seconds (its looks), then picks `picks` in order: the step `step`.
    Link {
        /// Seconds of looking before the first pick.
        wait: f64,
        /// The tiles it picks, in order (a slide's mover first).
        picks: Vec<Pos>,
        /// The step those picks make.
        step: Step,
    },
    /// Waits `wait` seconds of looks that found nothing, then asks for a hint.
    Hint {
        /// Seconds of looking before it asks.
        wait: f64,
    },
    /// It sees no open pair at all: a dead end the game re-deals, or pairs only under faces
    /// it cannot see.
    Stuck,
}

/// Looks after which a player takes the nearest open pair it has seen, hint or not: nobody
/// looks at a board with a pair open for ever.
const MOST_LOOKS: u32 = 40;

/// Pairs an expert looks one link ahead on, the nearest it noticed.
const LOOK_AHEAD_PAIRS: usize = 6;

/// A computer player: its traits, its own random stream and where it last picked.
#[derive(Clone, Debug)]
pub struct Bot {
    traits: Traits,
    rng: GameRng,
    focus: Option<Pos>,
}

impl Bot {
    /// A player of `traits` whose chances are drawn from `seed`.
    pub fn new(traits: Traits, seed: u64) -> Bot {
        Bot {
            traits,
            rng: GameRng::derive(seed, 0xB07),
            focus: None,
        }
    }

    /// What it does on `grid`, with `hints_left` hints it may still ask for.
    pub fn decide(&mut self, grid: &Grid, rules: &Rules, hints_left: u32) -> Action {
        let seen = seen_grid(grid);
        let open = all_steps(&seen, rules);
        if open.is_empty() {
            return Action::Stuck;
        }
        let glance = Sight {
            open: open.len(),
            turns: 0,
            distance: 0,
        };
        let mut wait = 0.0;
        for look in 1..=MOST_LOOKS {
            let noticed: Vec<Step> = open
                .iter()
                .copied()
                .filter(|s| self.rng.unit() < self.notice_chance(grid, s))
                .collect();
            if let Some(step) = self.choose(&seen, rules, &noticed) {
                return self.link(grid, rules, step, open.len(), wait);
            }
            wait += self.traits.think.wait(glance, &mut self.rng);
            if self.traits.looks_before_hint.is_some_and(|n| look >= n) && hints_left > 0 {
                return Action::Hint { wait };
            }
        }
        let nearest = self.choose_nearest(grid, &open);
        self.link(grid, rules, nearest, open.len(), wait)
    }

    /// Takes the pair of a hint (the game names it): the picks, after a moment to find them.
    pub fn take_hint(&mut self, grid: &Grid, rules: &Rules, step: Step) -> Action {
        let open = all_steps(&seen_grid(grid), rules).len();
        self.link(grid, rules, step, open, 0.0)
    }

    /// The link of `step` after `looked` seconds of looks that found nothing.
    fn link(&mut self, grid: &Grid, rules: &Rules, step: Step, open: usize, looked: f64) -> Action {
        let (a, b) = step.tiles();
        let turns = match step {
            Step::Pair(_) => find_path(grid, a, b, rules).map_or(0, |p| p.turns),
            Step::Slide(s) => s.path().turns,
        };
        let sight = Sight {
            open,
            turns,
            distance: cells_between(a, b),
        };
        let wait = looked + self.traits.think.wait(sight, &mut self.rng);
        let picks = picks_for(grid, &step, rules);
        self.focus = picks.last().copied();
        Action::Link { wait, picks, step }
    }

    /// The chance of noticing `step` in one look: the tier's near its last pick, halved at
    /// its reach.
    fn notice_chance(&self, grid: &Grid, step: &Step) -> f64 {
        let away = self.distance_to(grid, step);
        self.traits.notice / (1.0 + f64::from(away) / self.traits.reach)
    }

    /// The pair it takes among those it noticed, if any.
    fn choose(&self, seen: &Grid, rules: &Rules, noticed: &[Step]) -> Option<Step> {
        if !self.traits.keeps_board_open {
            return (!noticed.is_empty()).then(|| self.choose_nearest(seen, noticed));
        }
        // Of the few nearest it noticed, the one that leaves the most pairs open, then the
        // nearest: a look one link ahead, on the board as seen, so hidden faces cannot steer
        // it. A person weighs a handful of pairs, not every pair on a big board.
        let mut nearest = noticed.to_vec();
        nearest.sort_by_key(|s| self.distance_to(seen, s));
        nearest.truncate(LOOK_AHEAD_PAIRS);
        nearest
            .into_iter()
            .map(|s| {
                (
                    (
                        open_after(seen, rules, &s),
                        Reverse(self.distance_to(seen, &s)),
                    ),
                    s,
                )
            })
            .max_by_key(|&(key, _)| key)
            .map(|(_, s)| s)
    }

    fn choose_nearest(&self, grid: &Grid, steps: &[Step]) -> Step {
        *steps
            .iter()
            .min_by_key(|s| self.distance_to(grid, s))
            .expect("a choice among none")
    }

    /// How far `step`'s nearer tile lies from where it looks: its last pick, or the board's
    /// middle before its first.
    fn distance_to(&self, grid: &Grid, step: &Step) -> u32 {
        let centre = Pos::new(grid.width() as i32 / 2, grid.height() as i32 / 2);
        let focus = self.focus.unwrap_or(centre);
        let (a, b) = step.tiles();
        cells_between(focus, a).min(cells_between(focus, b))
    }
}

/// Pairs open on `seen` after `step`.
fn open_after(seen: &Grid, rules: &Rules, step: &Step) -> usize {
    let mut after = seen.clone();
    step.play(&mut after, rules);
    all_steps(&seen_grid(&after), rules).len()
}

/// Cells across plus cells down from `a` to `b`.
fn cells_between(a: Pos, b: Pos) -> u32 {
    (a.x - b.x).unsigned_abs() + (a.y - b.y).unsigned_abs()
}

/// `grid` as a player sees it: every tile lying face down given a kind of its own that
/// matches nothing, so what lies under it cannot be told from the result.
pub fn seen_grid(grid: &Grid) -> Grid {
    let mut seen = grid.clone();
    if grid.specials().is_none() {
        return seen;
    }
    let mut unknown = Kind::MAX;
    for (p, _) in grid.tiles() {
        if !grid.face_shown(p) {
            seen.set(p, Cell::Tile(unknown));
            unknown -= 1;
        }
    }
    seen
}
