//! The rules of a level: how many turns a link may make, whether it may leave the board
//! through the ring of cells around it, which way tiles slide after a removal, and which kinds
//! match each other.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::gravity::Gravity;
use super::grid::{Cell, Grid, Kind, Pos};

/// How many turns a link may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnLimit {
    /// At most this many turns (the classic game uses 2).
    AtMost(u8),
    /// Any number of turns (the NOI 1804 contest rule).
    Unlimited,
}

/// Most turns a level may set before it should say `"unlimited"`.
pub const MAX_TURNS: u8 = 16;

/// In a file, a number of turns (at most [`MAX_TURNS`]), or `"unlimited"`.
impl Serialize for TurnLimit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            TurnLimit::AtMost(n) => s.serialize_u8(*n),
            TurnLimit::Unlimited => s.serialize_str("unlimited"),
        }
    }
}

impl<'de> Deserialize<'de> for TurnLimit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Turns;
        impl Visitor<'_> for Turns {
            type Value = TurnLimit;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a number of turns from 0 to {MAX_TURNS}, or \"unlimited\""
                )
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<TurnLimit, E> {
                if v <= u64::from(MAX_TURNS) {
                    Ok(TurnLimit::AtMost(v as u8))
                } else {
                    Err(E::invalid_value(de::Unexpected::Unsigned(v), &self))
                }
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<TurnLimit, E> {
                match u64::try_from(v) {
                    Ok(v) => self.visit_u64(v),
                    Err(_) => Err(E::invalid_value(de::Unexpected::Signed(v), &self)),
                }
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<TurnLimit, E> {
                if v == "unlimited" {
                    Ok(TurnLimit::Unlimited)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }
        d.deserialize_any(Turns)
    }
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
    /// Kinds that match each other as well as themselves.
    pub groups: MatchGroups,
    /// Whether a tile that cannot link may slide, pushing others, to link by a straight line
    /// (KShisen's sliding rule, [`mod@super::slide_links`]).
    pub tiles_slide: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            max_turns: TurnLimit::AtMost(2),
            outer_ring: true,
            gravity: Gravity::None,
            groups: MatchGroups::NONE,
            tiles_slide: false,
        }
    }
}

impl Rules {
    /// The contest rules: unlimited turns, outer ring open.
    pub const NOI: Rules = Rules {
        max_turns: TurnLimit::Unlimited,
        outer_ring: true,
        gravity: Gravity::None,
        groups: MatchGroups::NONE,
        tiles_slide: false,
    };

    /// Whether tiles keep their cells until they leave: no gravity and no sliding, so a
    /// position is known by which cells still hold tiles.
    pub fn tiles_stay(&self) -> bool {
        self.gravity == Gravity::None && !self.tiles_slide
    }

    /// Whether a path may pass through `p` on `grid` under these rules.
    pub fn passable(&self, grid: &Grid, p: Pos) -> bool {
        grid.passable(p, self.outer_ring)
    }

    /// Whether tiles of kinds `a` and `b` make a pair.
    pub fn matches(&self, a: Kind, b: Kind) -> bool {
        self.groups.class(a) == self.groups.class(b)
    }
}

/// Most groups a [`MatchGroups`] holds.
const MAX_GROUPS: usize = 4;

/// Runs of kinds whose tiles all match each other, as the flowers and the seasons of mahjong
/// do in KShisen's "Chinese style". Outside the groups a tile matches only its own kind.
///
/// The search, the solver and the deal work on match classes: every kind of a group stands for
/// the group's first kind ([`MatchGroups::classify`]), so they need no other change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct MatchGroups {
    /// `(first, end)`: kinds `first..end` form one group.
    runs: [(Kind, Kind); MAX_GROUPS],
    len: u8,
}

impl MatchGroups {
    /// Every kind matches only itself.
    pub const NONE: MatchGroups = MatchGroups {
        runs: [(0, 0); MAX_GROUPS],
        len: 0,
    };

    /// The four flowers (kinds 34 to 37) match each other, and so do the four seasons (38 to
    /// 41): the kinds of the classic mahjong faces after the 34 suited and honour tiles.
    pub const FLOWERS_AND_SEASONS: MatchGroups = MatchGroups {
        runs: [(34, 38), (38, 42), (0, 0), (0, 0)],
        len: 2,
    };

    /// The groups, as runs of kinds.
    pub fn runs(&self) -> impl Iterator<Item = std::ops::Range<Kind>> + '_ {
        self.runs[..self.len as usize].iter().map(|&(a, b)| a..b)
    }

    /// Whether every kind matches only itself.
    pub fn is_none(&self) -> bool {
        self.len == 0
    }

    /// The kind that stands for `kind`'s group: the group's first kind, or `kind` itself.
    pub fn class(&self, kind: Kind) -> Kind {
        self.runs()
            .find(|run| run.contains(&kind))
            .map_or(kind, |run| run.start)
    }

    /// `grid` with every tile shown as its class, so that tiles match exactly when their kinds
    /// are equal. Borrowed when nothing changes.
    pub fn classify<'g>(&self, grid: &'g Grid) -> Cow<'g, Grid> {
        let differs = |k: Kind| self.class(k) != k;
        if self.is_none() || !grid.tiles().any(|(_, k)| differs(k)) {
            return Cow::Borrowed(grid);
        }
        let mut classes = grid.clone();
        for (p, k) in grid.tiles() {
            if differs(k) {
                classes.set(p, Cell::Tile(self.class(k)));
            }
        }
        Cow::Owned(classes)
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

    #[test]
    fn flowers_match_flowers_and_seasons_seasons() {
        let groups = MatchGroups::FLOWERS_AND_SEASONS;
        let chinese = Rules {
            groups,
            ..Rules::default()
        };
        assert!(chinese.matches(34, 37));
        assert!(chinese.matches(38, 41));
        assert!(!chinese.matches(37, 38), "a flower is not a season");
        assert!(!chinese.matches(33, 34));
        assert!(!chinese.matches(41, 42));
        assert!(chinese.matches(5, 5));
        assert!(!Rules::default().matches(34, 35));

        // 'I'..'L' are kinds 34..37, 'M'..'P' 38..41.
        let g = Grid::from_text("aIJ\nMPb").unwrap();
        assert_eq!(groups.classify(&g).to_text(), "aII\nMMb\n");
        assert!(matches!(MatchGroups::NONE.classify(&g), Cow::Borrowed(_)));
        let plain = Grid::from_text("aIb").unwrap();
        assert!(matches!(groups.classify(&plain), Cow::Borrowed(_)));
    }
}
