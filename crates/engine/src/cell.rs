//! Positions, cells and tile kinds: the words every part of the engine shares.

use std::fmt;

/// A tile kind. Kinds are small integers; the game maps them to faces.
pub type Kind = u16;

/// A cell position on the board, `x` to the right, `y` down, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
}

impl Pos {
    /// A position from its column and row.
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// What one cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Cell {
    /// Free space a path may cross.
    #[default]
    Empty,
    /// A tile of some kind.
    Tile(Kind),
    /// A fixed block no path may cross and no tile may occupy.
    Obstacle,
}

/// The kind a text character stands for.
pub fn kind_from_char(ch: char) -> Option<Kind> {
    match ch {
        'a'..='z' => Some(ch as Kind - 'a' as Kind),
        'A'..='Z' => Some(ch as Kind - 'A' as Kind + 26),
        '0'..='9' => Some(ch as Kind - '0' as Kind + 52),
        _ => None,
    }
}

/// The text character for a kind (`?` past 61).
pub fn char_from_kind(k: Kind) -> char {
    match k {
        0..=25 => (b'a' + k as u8) as char,
        26..=51 => (b'A' + (k - 26) as u8) as char,
        52..=61 => (b'0' + (k - 52) as u8) as char,
        _ => '?',
    }
}
