//! Gravity modes: which way tiles slide after a pair is removed.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Which way tiles slide after each removal. Obstacles never move and stop sliding tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gravity {
    /// Tiles stay where they are.
    #[default]
    None,
    /// Tiles fall towards the bottom row.
    Down,
    /// Tiles rise towards the top row.
    Up,
    /// Tiles slide towards the left column.
    Left,
    /// Tiles slide towards the right column.
    Right,
    /// The top half rises, the bottom half falls.
    SplitVertical,
    /// The left half slides left, the right half slides right.
    SplitHorizontal,
    /// Tiles close in on the centre: each quadrant towards the middle, rows first.
    TowardsCentre,
}

impl Gravity {
    /// Every mode, in the order the documentation lists them.
    pub const ALL: [Gravity; 8] = [
        Gravity::None,
        Gravity::Down,
        Gravity::Up,
        Gravity::Left,
        Gravity::Right,
        Gravity::SplitVertical,
        Gravity::SplitHorizontal,
        Gravity::TowardsCentre,
    ];

    /// The mode's name as level files write it.
    pub fn name(self) -> &'static str {
        match self {
            Gravity::None => "none",
            Gravity::Down => "down",
            Gravity::Up => "up",
            Gravity::Left => "left",
            Gravity::Right => "right",
            Gravity::SplitVertical => "split_vertical",
            Gravity::SplitHorizontal => "split_horizontal",
            Gravity::TowardsCentre => "towards_centre",
        }
    }

    /// Whether the game plays this mode yet.
    pub fn is_supported(self) -> bool {
        self == Gravity::None
    }
}

impl fmt::Display for Gravity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One tile's move while settling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// Where the tile was.
    pub from: crate::engine::Pos,
    /// Where it came to rest.
    pub to: crate::engine::Pos,
}

impl Gravity {
    /// Slides every tile as far as the mode sends it; returns the tiles that moved.
    pub fn settle(self, _grid: &mut crate::engine::Grid) -> Vec<Slide> {
        Vec::new()
    }
}
