//! Why two tiles cannot be linked: the link search, and when it fails, the cheap searches that
//! tell the player what stood in the way.

use super::grid::{Grid, Pos};
use super::links::link_segments;
use super::path::{Path, find_path};
use super::rules::{Rules, TurnLimit};
use super::specials::Special;

/// Why a pair of cells cannot be linked under a level's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Both ends are the same tile.
    SameTile,
    /// A cell holds no tile (or lies off the board).
    NotATile,
    /// The tiles are of different kinds.
    DifferentKinds,
    /// Both tiles belong to match groups, but to different ones (a flower and a season).
    OtherGroup,
    /// A path exists, but it makes more turns than the level allows.
    TooManyTurns {
        /// The level's limit.
        limit: u8,
    },
    /// Every path runs through the ring round the board, which the level keeps closed.
    OnlyThroughRing,
    /// Tiles and blocks wall the pair off from each other: no path at all.
    WalledOff,
    /// The tile on this cell is frozen: a tile beside it must go first.
    Frozen(Pos),
    /// The tile on this cell is locked until the tile on `key` goes.
    Locked {
        /// The locked tile.
        at: Pos,
        /// Its key tile.
        key: Pos,
    },
    /// The tile on this cell is a mod's special tile that may not be picked yet.
    NotYet {
        /// The tile.
        at: Pos,
        /// Its special's name.
        special: &'static str,
    },
}

/// The best link between the tiles at `a` and `b` (as [`find_path`] finds it), or why there
/// is none. The reasons cost a search or two more only when the link fails.
pub fn try_link(grid: &Grid, a: Pos, b: Pos, rules: &Rules) -> Result<Path, Refusal> {
    // A tile that may not be picked is named first, even asked alone (`a == b`).
    for p in [a, b] {
        if grid.kind(p).is_some()
            && let Some(refusal) = not_pickable(grid, p)
        {
            return Err(refusal);
        }
    }
    if a == b {
        return Err(Refusal::SameTile);
    }
    let (Some(ka), Some(kb)) = (grid.kind(a), grid.kind(b)) else {
        return Err(Refusal::NotATile);
    };
    if !rules.matches(ka, kb) {
        let grouped = |k| rules.groups.runs().any(|run| run.contains(&k));
        return Err(if grouped(ka) && grouped(kb) {
            Refusal::OtherGroup
        } else {
            Refusal::DifferentKinds
        });
    }
    find_path(grid, a, b, rules).ok_or_else(|| blocked_reason(grid, a, b, rules))
}

/// Why the tile on `p` may not be picked now, if it may not.
fn not_pickable(grid: &Grid, p: Pos) -> Option<Refusal> {
    if grid.pickable(p) {
        return None;
    }
    Some(match grid.specials().and_then(|s| s.get(p)) {
        Some(Special::Lock { key }) => Refusal::Locked { at: p, key },
        Some(Special::Modded(m)) => Refusal::NotYet {
            at: p,
            special: m.0.id,
        },
        _ => Refusal::Frozen(p),
    })
}

/// Why two matching tiles found no path: the rule that, relaxed, would let one through. The
/// closed ring is named first, as a path round the outside is the one a player sees.
fn blocked_reason(grid: &Grid, a: Pos, b: Pos, rules: &Rules) -> Refusal {
    let links = |ring: bool, turns: TurnLimit| {
        let relaxed = Rules {
            outer_ring: ring,
            max_turns: turns,
            ..*rules
        };
        link_segments(grid, a, b, &relaxed).is_some()
    };
    let ring_closed = !rules.outer_ring;
    if ring_closed && links(true, rules.max_turns) {
        return Refusal::OnlyThroughRing;
    }
    if let TurnLimit::AtMost(limit) = rules.max_turns
        && links(rules.outer_ring, TurnLimit::Unlimited)
    {
        return Refusal::TooManyTurns { limit };
    }
    if ring_closed && links(true, TurnLimit::Unlimited) {
        return Refusal::OnlyThroughRing;
    }
    Refusal::WalledOff
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MatchGroups;

    fn grid(text: &str) -> Grid {
        Grid::from_text(text).unwrap()
    }

    fn rules(turns: u8, ring: bool) -> Rules {
        Rules {
            max_turns: TurnLimit::AtMost(turns),
            outer_ring: ring,
            ..Rules::default()
        }
    }

    fn refusal(text: &str, a: (i32, i32), b: (i32, i32), rules: &Rules) -> Refusal {
        try_link(&grid(text), Pos::new(a.0, a.1), Pos::new(b.0, b.1), rules).unwrap_err()
    }

    #[test]
    fn a_link_is_the_searched_path() {
        let g = grid("a.a");
        let (a, b) = (Pos::new(0, 0), Pos::new(2, 0));
        let r = Rules::default();
        assert_eq!(try_link(&g, a, b, &r), Ok(find_path(&g, a, b, &r).unwrap()));
    }

    #[test]
    fn the_same_cell_or_no_tile_is_refused() {
        let r = Rules::default();
        assert_eq!(refusal("a.a", (0, 0), (0, 0), &r), Refusal::SameTile);
        assert_eq!(refusal("a.a", (0, 0), (1, 0), &r), Refusal::NotATile);
        assert_eq!(refusal("a#a", (0, 0), (1, 0), &r), Refusal::NotATile);
        assert_eq!(refusal("a.a", (0, 0), (7, 0), &r), Refusal::NotATile);
    }

    #[test]
    fn different_tiles_are_refused() {
        assert_eq!(
            refusal("a.b", (0, 0), (2, 0), &Rules::default()),
            Refusal::DifferentKinds
        );
    }

    #[test]
    fn a_flower_and_a_season_are_of_other_groups() {
        // 'I'..'L' are the flowers, 'M'..'P' the seasons.
        let chinese = Rules {
            groups: MatchGroups::FLOWERS_AND_SEASONS,
            ..Rules::default()
        };
        assert!(try_link(&grid("I.L"), Pos::new(0, 0), Pos::new(2, 0), &chinese).is_ok());
        assert_eq!(
            refusal("I.M", (0, 0), (2, 0), &chinese),
            Refusal::OtherGroup
        );
        assert_eq!(
            refusal("I.a", (0, 0), (2, 0), &chinese),
            Refusal::DifferentKinds
        );
        // Without the groups, two flowers are just different tiles.
        assert_eq!(
            refusal("I.L", (0, 0), (2, 0), &Rules::default()),
            Refusal::DifferentKinds
        );
    }

    #[test]
    fn a_path_over_the_limit_needs_more_turns() {
        // A walled detour of 4 turns: the ring round the board cannot help.
        let detour = "#######\n#a#...#\n#.#.#.#\n#...#a#\n#######";
        let (a, b) = ((1, 1), (5, 3));
        for limit in [2, 3] {
            for ring in [true, false] {
                assert_eq!(
                    refusal(detour, a, b, &rules(limit, ring)),
                    Refusal::TooManyTurns { limit }
                );
            }
        }
        let g = grid(detour);
        assert!(try_link(&g, Pos::new(1, 1), Pos::new(5, 3), &rules(4, false)).is_ok());
        // A level that allows no turn: the pair needs 1.
        assert_eq!(
            refusal("a.\n#a", (0, 0), (1, 1), &rules(0, true)),
            Refusal::TooManyTurns { limit: 0 }
        );
    }

    #[test]
    fn a_path_only_round_the_outside_needs_the_ring() {
        // Both tiles open only towards the top edge.
        let boxed = "a#a\n###";
        assert!(
            try_link(
                &grid(boxed),
                Pos::new(0, 0),
                Pos::new(2, 0),
                &rules(2, true)
            )
            .is_ok()
        );
        assert_eq!(
            refusal(boxed, (0, 0), (2, 0), &rules(2, false)),
            Refusal::OnlyThroughRing
        );
        // The ring would need 2 turns where 1 is allowed: the ring is still what is missing.
        assert_eq!(
            refusal(boxed, (0, 0), (2, 0), &rules(1, false)),
            Refusal::OnlyThroughRing
        );
    }

    #[test]
    fn a_walled_off_pair_has_no_path_at_all() {
        let walled = "###..\n#a#..\n###.a";
        for r in [rules(2, true), rules(2, false), Rules::NOI] {
            assert_eq!(refusal(walled, (1, 1), (4, 2), &r), Refusal::WalledOff);
        }
    }
}
