//! Special tiles: ice, locks, hidden faces and timers, as a layer over a board's cells.
//!
//! A special belongs to the cell its tile was dealt on. Whether a tile may be picked, and
//! whether its face shows, depends only on which of the cells that started with a tile are
//! empty now, never on the order they emptied in. So the solver's memory of failed positions
//! (keyed by which tiles remain) stays exact with specials, the dealer's proof holds, and a
//! replay is judged the same way at every step. Removing tiles only ever thaws, unlocks and
//! shows, never the reverse, so a pair that can be removed stays removable until it is.
//! Under gravity tiles change cells, which this layer does not follow: a level must not have
//! both (see [`Specials::check`]).
//!
//! - **Ice**: the tile cannot be picked until a link is made next to it: a tile on a cell beside
//!   it (up, down, left or right) is removed. A cause the player sees at the tile itself,
//!   where "two matches of its kind" would be a count kept elsewhere.
//! - **Lock**: the tile cannot be picked until its key tile (another cell's tile) is removed.
//! - **Hidden**: the tile is face down until a tile beside it is removed; it may be picked and
//!   linked face down (a guess), as any tile.
//! - **Timer**: the tile adds its seconds to the clock when it is removed. It constrains no
//!   order: a clearable board stays clearable whatever the player's speed.

use super::grid::{Cell, Grid, Pos};
use super::links::link_segments;
use super::moves::{Move, play_move};
use super::rules::Rules;

/// What a special tile is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Frozen until a tile beside it is removed.
    Ice,
    /// Locked until the tile on `key` is removed.
    Lock {
        /// The key tile's cell.
        key: Pos,
    },
    /// Face down until a tile beside it is removed.
    Hidden,
    /// Adds `seconds` to the clock when removed.
    Timer {
        /// The seconds it gives.
        seconds: u16,
    },
}

/// The seconds a timer tile written `T` in text gives.
pub const TEXT_TIMER_SECONDS: u16 = 10;

/// The special tiles of a board, and which cells started with a tile.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Specials {
    width: usize,
    height: usize,
    cells: Vec<Option<Special>>,
    started: Vec<bool>,
}

/// What is wrong with a board's special tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecialProblem {
    /// A special on a cell with no tile.
    NoTile(Pos),
    /// A lock whose key cell is outside the board, has no tile, or is the lock itself.
    BadKey {
        /// The lock.
        lock: Pos,
        /// Its key.
        key: Pos,
    },
    /// Locks whose keys lead round in a circle: none of them can ever be picked.
    LockCircle(Pos),
    /// Special tiles on a board with gravity.
    WithGravity,
}

impl std::fmt::Display for SpecialProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cell = |p: Pos| format!("column {}, row {}", p.x + 1, p.y + 1);
        match self {
            SpecialProblem::NoTile(p) => write!(f, "the special at {} is on no tile", cell(*p)),
            SpecialProblem::BadKey { lock, key } => write!(
                f,
                "the lock at {} names the key {}, which is not another tile",
                cell(*lock),
                cell(*key)
            ),
            SpecialProblem::LockCircle(p) => write!(
                f,
                "the lock at {} is in a circle of locks, each waiting for the next: none opens",
                cell(*p)
            ),
            SpecialProblem::WithGravity => f.write_str(
                "special tiles and gravity do not go together: tiles would leave their cells",
            ),
        }
    }
}

impl Specials {
    /// No special tiles on `grid` (whose tiles are the ones it starts with).
    pub fn none(grid: &Grid) -> Specials {
        Specials {
            width: grid.width(),
            height: grid.height(),
            cells: vec![None; grid.width() * grid.height()],
            started: grid
                .cells()
                .iter()
                .map(|c| matches!(c, Cell::Tile(_)))
                .collect(),
        }
    }

    /// Reads the specials of `grid` from rows of text the board's size: `.` none, `I` ice,
    /// `H` hidden, `T` a timer of [`TEXT_TIMER_SECONDS`], and a lower-case letter a lock whose
    /// key is the cell of the same letter in upper case (which is itself no special).
    pub fn from_text(grid: &Grid, text: &str) -> Result<Specials, String> {
        let mut specials = Specials::none(grid);
        let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let mut keys = std::collections::HashMap::new();
        let mut locks = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let p = Pos::new(x as i32, y as i32);
                match ch {
                    '.' | ' ' => {}
                    'I' => specials.set(p, Some(Special::Ice)),
                    'H' => specials.set(p, Some(Special::Hidden)),
                    'T' => specials.set(
                        p,
                        Some(Special::Timer {
                            seconds: TEXT_TIMER_SECONDS,
                        }),
                    ),
                    c if c.is_ascii_lowercase() => locks.push((p, c.to_ascii_uppercase())),
                    c if c.is_ascii_uppercase() => {
                        keys.insert(c, p);
                    }
                    c => {
                        return Err(format!(
                            "line {}, column {}: {c:?} is no special",
                            y + 1,
                            x + 1
                        ));
                    }
                }
            }
        }
        for (lock, letter) in locks {
            let key = *keys.get(&letter).ok_or_else(|| {
                format!(
                    "the lock {:?} has no key {letter:?}",
                    letter.to_ascii_lowercase()
                )
            })?;
            specials.set(lock, Some(Special::Lock { key }));
        }
        Ok(specials)
    }

    fn index(&self, p: Pos) -> Option<usize> {
        let inside =
            p.x >= 0 && p.y >= 0 && (p.x as usize) < self.width && (p.y as usize) < self.height;
        inside.then(|| p.y as usize * self.width + p.x as usize)
    }

    /// The special on `p`, if any.
    pub fn get(&self, p: Pos) -> Option<Special> {
        self.index(p).and_then(|i| self.cells[i])
    }

    /// Puts `special` on `p` (nothing outside the board).
    pub fn set(&mut self, p: Pos, special: Option<Special>) {
        if let Some(i) = self.index(p) {
            self.cells[i] = special;
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(Option::is_none)
    }

    /// Every special, with its cell, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, Special)> + '_ {
        let width = self.width;
        self.cells.iter().enumerate().filter_map(move |(i, s)| {
            s.map(|s| (Pos::new((i % width) as i32, (i / width) as i32), s))
        })
    }

    /// Whether the tile that started on `p` has been removed from `grid`.
    fn removed(&self, grid: &Grid, p: Pos) -> bool {
        self.index(p).is_some_and(|i| self.started[i]) && grid.kind(p).is_none()
    }

    /// Whether a tile beside `p` has been removed.
    fn opened_beside(&self, grid: &Grid, p: Pos) -> bool {
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .any(|(dx, dy)| self.removed(grid, Pos::new(p.x + dx, p.y + dy)))
    }

    /// Whether the tile on `p` may be picked now.
    pub fn pickable(&self, grid: &Grid, p: Pos) -> bool {
        match self.get(p) {
            Some(Special::Ice) => self.opened_beside(grid, p),
            Some(Special::Lock { key }) => self.removed(grid, key),
            _ => true,
        }
    }

    /// Whether the tile on `p` shows its face now.
    pub fn face_shown(&self, grid: &Grid, p: Pos) -> bool {
        self.get(p) != Some(Special::Hidden) || self.opened_beside(grid, p)
    }

    /// The moves of `moves` whose two tiles may both be picked now.
    pub fn keep_pickable(&self, grid: &Grid, moves: &mut Vec<Move>) {
        moves.retain(|&(a, b)| self.pickable(grid, a) && self.pickable(grid, b));
    }

    /// Checks the specials against the board they were made for and its gravity.
    pub fn check(&self, grid: &Grid, gravity: bool) -> Result<(), SpecialProblem> {
        if gravity && !self.is_empty() {
            return Err(SpecialProblem::WithGravity);
        }
        for (p, special) in self.iter() {
            if grid.kind(p).is_none() {
                return Err(SpecialProblem::NoTile(p));
            }
            if let Special::Lock { key } = special
                && (key == p || grid.kind(key).is_none())
            {
                return Err(SpecialProblem::BadKey { lock: p, key });
            }
        }
        for (start, _) in self.iter() {
            let mut at = start;
            for _ in 0..=self.cells.len() {
                match self.get(at) {
                    Some(Special::Lock { key }) if key == start => {
                        return Err(SpecialProblem::LockCircle(start));
                    }
                    Some(Special::Lock { key }) => at = key,
                    _ => break,
                }
            }
        }
        Ok(())
    }
}

/// Whether `order` clears `grid`, each move linking two matching tiles that may both be picked
/// when it is played (without gravity). The check of a proof that does not trust the solver.
pub fn order_clears(grid: &Grid, rules: &Rules, specials: &Specials, order: &[Move]) -> bool {
    let mut g = grid.clone();
    for &(a, b) in order {
        let (Some(ka), Some(kb)) = (g.kind(a), g.kind(b)) else {
            return false;
        };
        if !specials.pickable(&g, a) || !specials.pickable(&g, b) {
            return false;
        }
        if !rules.matches(ka, kb) || link_segments(&g, a, b, rules).is_none() {
            return false;
        }
        play_move(&mut g, (a, b), rules);
    }
    g.is_cleared()
}
