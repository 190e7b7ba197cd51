//! Special tiles: ice, locks, hidden faces and timers, as a layer over a board's cells. A
//! board carries its layer ([`crate::Grid::with_specials`]); reading, checking and
//! proving it are in [`crate::special_rules`].
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
//! - **A mod's own** ([`Special::Modded`]): its rules are functions of the same thing, which
//!   cells are empty now ([`Around`]); the registry of a program's mods is `modded_specials`.

use super::cell::{Cell, Pos};

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
    /// A special a mod adds, with its own rules.
    Modded(ModdedSpecial),
}

impl Special {
    /// Every kind of special tile, by name, in the order a player is best introduced to them.
    pub const NAMES: [&'static str; 4] = ["ice", "lock", "hidden", "timer"];

    /// This special's kind, as one of [`Special::NAMES`].
    pub fn name(self) -> &'static str {
        match self {
            Special::Ice => "ice",
            Special::Lock { .. } => "lock",
            Special::Hidden => "hidden",
            Special::Timer { .. } => "timer",
            Special::Modded(m) => m.0.id,
        }
    }
}

/// A special tile a mod adds, with its rules. Make it a `static` or leak it: the engine keeps
/// a reference for the whole program.
#[derive(Debug)]
pub struct SpecialRule {
    /// The stable name: lowercase ASCII letters, digits and `_`, not a built-in's.
    pub id: &'static str,
    /// The mark level files write it with in `specials` rows: a digit or one of the signs
    /// registration allows (the built-ins use letters and `.`).
    pub mark: char,
    /// Whether its tile may be picked now. Once true it must stay true as more tiles go.
    pub pickable: fn(&Around) -> bool,
    /// Whether its tile shows its face now. Once true it must stay true as more tiles go.
    pub face_shown: fn(&Around) -> bool,
}

/// A mod's special on a cell: a handle to its rule, the same wherever it is copied.
#[derive(Clone, Copy, Debug)]
pub struct ModdedSpecial(pub &'static SpecialRule);

impl PartialEq for ModdedSpecial {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for ModdedSpecial {}

impl std::hash::Hash for ModdedSpecial {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

/// What a mod's rule sees of the board: which cells that started with a tile are empty now.
pub struct Around<'a> {
    layer: &'a Specials,
    cells: &'a [Cell],
    at: Pos,
}

impl<'a> Around<'a> {
    pub(super) fn new(layer: &'a Specials, cells: &'a [Cell], at: Pos) -> Self {
        Around { layer, cells, at }
    }

    /// The cell of the tile asked about.
    pub fn at(&self) -> Pos {
        self.at
    }

    /// Whether the tile that started on `p` has been removed (false for a cell that started
    /// empty, and outside the board).
    pub fn removed(&self, p: Pos) -> bool {
        self.layer.removed(self.cells, p)
    }

    /// Whether the cell `p` started with a tile (which never changes).
    pub fn started(&self, p: Pos) -> bool {
        self.layer.started(p)
    }

    /// The four cells beside this one: up, down, left, right.
    fn beside(&self) -> impl Iterator<Item = Pos> + use<> {
        let at = self.at;
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .map(move |(dx, dy)| Pos::new(at.x + dx, at.y + dy))
    }

    /// How many of the four cells beside this one (up, down, left, right) started with a tile.
    pub fn started_beside(&self) -> usize {
        self.beside().filter(|&p| self.started(p)).count()
    }

    /// How many of the four tiles beside this one (up, down, left, right) have been removed.
    pub fn removed_beside(&self) -> usize {
        self.beside().filter(|&p| self.removed(p)).count()
    }

    /// How many of the eight tiles round this one (the corners too) have been removed.
    pub fn removed_round(&self) -> usize {
        let at = self.at;
        (-1..=1)
            .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0))
            .filter(|(dx, dy)| self.removed(Pos::new(at.x + dx, at.y + dy)))
            .count()
    }

    /// How many tiles of the whole board have been removed.
    pub fn removed_in_all(&self) -> usize {
        self.layer.removed_count(self.cells)
    }
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

impl Specials {
    /// No special tiles on a board of `width` by `height` whose cells that hold a tile at the
    /// start are `started` (row by row).
    pub fn new(width: usize, height: usize, started: Vec<bool>) -> Specials {
        Specials {
            width,
            height,
            cells: vec![None; width * height],
            started,
        }
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

    /// How many cells the layer covers.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// The cells that are some lock's key, each once, in reading order.
    pub fn keys(&self) -> Vec<Pos> {
        let mut keys: Vec<Pos> = self
            .iter()
            .filter_map(|(_, s)| match s {
                Special::Lock { key } => Some(key),
                _ => None,
            })
            .collect();
        keys.sort_by_key(|p| (p.y, p.x));
        keys.dedup();
        keys
    }

    /// Every special, with its cell, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, Special)> + '_ {
        let width = self.width;
        self.cells.iter().enumerate().filter_map(move |(i, s)| {
            s.map(|s| (Pos::new((i % width) as i32, (i / width) as i32), s))
        })
    }

    /// Whether the tile that started on `p` has been removed from `cells` (the board's, row by
    /// row).
    pub(super) fn removed(&self, cells: &[Cell], p: Pos) -> bool {
        self.index(p)
            .is_some_and(|i| self.started[i] && !matches!(cells.get(i), Some(Cell::Tile(_))))
    }

    /// Whether the cell `p` started with a tile.
    pub(super) fn started(&self, p: Pos) -> bool {
        self.index(p).is_some_and(|i| self.started[i])
    }

    /// How many tiles have been removed from `cells`.
    pub(super) fn removed_count(&self, cells: &[Cell]) -> usize {
        (self.started.iter().zip(cells))
            .filter(|&(&started, cell)| started && !matches!(cell, Cell::Tile(_)))
            .count()
    }

    /// Whether a tile beside `p` has been removed.
    fn opened_beside(&self, cells: &[Cell], p: Pos) -> bool {
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .any(|(dx, dy)| self.removed(cells, Pos::new(p.x + dx, p.y + dy)))
    }

    /// Whether the tile on `p` may be picked now, the board's cells being `cells`.
    pub fn pickable(&self, cells: &[Cell], p: Pos) -> bool {
        match self.get(p) {
            Some(Special::Ice) => self.opened_beside(cells, p),
            Some(Special::Lock { key }) => self.removed(cells, key),
            Some(Special::Modded(m)) => (m.0.pickable)(&Around::new(self, cells, p)),
            _ => true,
        }
    }

    /// Whether the tile on `p` shows its face now, the board's cells being `cells`.
    pub fn face_shown(&self, cells: &[Cell], p: Pos) -> bool {
        match self.get(p) {
            Some(Special::Hidden) => self.opened_beside(cells, p),
            Some(Special::Modded(m)) => (m.0.face_shown)(&Around::new(self, cells, p)),
            _ => true,
        }
    }

    /// The seconds the timer tiles removed from `cells` have given.
    pub fn timer_seconds_given(&self, cells: &[Cell]) -> u32 {
        self.iter()
            .filter_map(|(p, s)| match s {
                Special::Timer { seconds } if self.removed(cells, p) => Some(u32::from(seconds)),
                _ => None,
            })
            .sum()
    }
}
