//! The link rules of a level: how many turns a link may make, whether it may leave the board
//! through the ring of cells around it, and which way tiles slide after a removal.

use super::gravity::Gravity;
use super::grid::{Grid, Pos};

/// How many turns a link may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnLimit {
    /// At most this many turns (the classic game uses 2).
    AtMost(u8),
    /// Any number of turns (the NOI 1804 contest rule).
    Unlimited,
}

impl TurnLimit {
    /// The limit as a number, `u32::MAX` for unlimited.
    pub fn as_u32(self) -> u32 {
        match self {
            TurnLimit::AtMost(n) => n as u32,
            TurnLimit::Unlimited => u32::MAX,
        }
    }
}

/// The link rules of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Most turns a link may make.
    pub max_turns: TurnLimit,
    /// Whether links may run through the one-cell ring around the board.
    pub outer_ring: bool,
    /// Which way tiles slide after each removal.
    pub gravity: Gravity,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            max_turns: TurnLimit::AtMost(2),
            outer_ring: true,
            gravity: Gravity::None,
        }
    }
}

impl Rules {
    /// The contest rules: unlimited turns, outer ring open.
    pub const NOI: Rules = Rules {
        max_turns: TurnLimit::Unlimited,
        outer_ring: true,
        gravity: Gravity::None,
    };
}

impl Rules {
    /// Whether a path may pass through `p` on `grid` under these rules.
    pub fn passable(&self, grid: &Grid, p: Pos) -> bool {
        grid.passable(p, self.outer_ring)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_is_passable_only_when_open() {
        let g = Grid::from_text("a").unwrap();
        let open = Rules::default();
        let closed = Rules {
            outer_ring: false,
            ..open
        };
        assert!(open.passable(&g, Pos::new(-1, 0)));
        assert!(!closed.passable(&g, Pos::new(-1, 0)));
        assert!(!open.passable(&g, Pos::new(-2, 0)));
        assert!(!open.passable(&g, Pos::new(0, 0)));
    }
}
