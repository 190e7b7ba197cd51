//! Which pairs can be removed now: all of them, or just whether any exists.
//!
//! For links of at most two turns this needs no search per pair. Every such link runs along one
//! straight run of free cells (its middle segment), reached from each tile either end-on (the
//! tile ends the run) or from the side (a straight ray from the tile meets the run). So two
//! tiles of a kind link within two turns exactly when they touch a common run, or are
//! neighbours; within one turn, when one of them ends the run; with no turn, when both do.
//! Larger limits fall back to one run search per tile.

use super::gravity::Slide;
use super::grid::{Cell, Grid, Kind, Pos};
use super::links::{LinkMap, LinkSearch};
use super::rules::{Rules, TurnLimit};

/// A removable pair, `a < b` in row-major order.
pub type Move = (Pos, Pos);

/// How a tile touches a run.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Touch {
    /// The tile ends the run.
    EndOn,
    /// A straight ray from the tile meets the run.
    Side,
}

/// Visits every (run, tile, touch) contact; the visitor returns true to stop early.
fn for_each_contact(
    grid: &Grid,
    map: &LinkMap,
    mut visit: impl FnMut(u32, Pos, Kind, Touch) -> bool,
) -> bool {
    let tile_at = |i: usize| -> Option<(Pos, Kind)> {
        let p = map.pos_of(i);
        grid.kind(p).map(|k| (p, k))
    };
    for r in 0..map.run_count() as u32 {
        for end in map.run_end_cells(r).into_iter().flatten() {
            if let Some((p, k)) = tile_at(end)
                && visit(r, p, k, Touch::EndOn)
            {
                return true;
            }
        }
        for c in map.run_cells(r) {
            let cross = map.cross_run(r, c);
            for end in map.run_end_cells(cross).into_iter().flatten() {
                if let Some((p, k)) = tile_at(end)
                    && visit(r, p, k, Touch::Side)
                {
                    return true;
                }
            }
        }
    }
    false
}

fn neighbours_of_kind(grid: &Grid, mut visit: impl FnMut(Pos, Pos) -> bool) -> bool {
    for (p, k) in grid.tiles() {
        for q in [Pos::new(p.x + 1, p.y), Pos::new(p.x, p.y + 1)] {
            if grid.kind(q) == Some(k) && visit(p, q) {
                return true;
            }
        }
    }
    false
}

/// Whether any pair can be removed now (both its tiles may be picked).
pub fn has_move(grid: &Grid, rules: &Rules) -> bool {
    if grid.specials().is_some() {
        return !all_moves(grid, rules).is_empty();
    }
    let grid = &*rules.groups.classify(grid);
    if neighbours_of_kind(grid, |_, _| true) {
        return true;
    }
    let map = LinkMap::new(grid, rules);
    match rules.max_turns {
        TurnLimit::AtMost(t @ 0..=2) => {
            // Per run, which kinds touched it and how; stamps avoid clearing between runs.
            let kinds = grid.tiles().map(|(_, k)| k as usize + 1).max().unwrap_or(0);
            let mut stamp = vec![u32::MAX; kinds];
            let mut end_on = vec![false; kinds];
            for_each_contact(grid, &map, |r, _, k, touch| {
                let k = k as usize;
                let here = touch == Touch::EndOn;
                if stamp[k] != r {
                    stamp[k] = r;
                    end_on[k] = here;
                    return false;
                }
                let linked = match t {
                    0 => end_on[k] && here,
                    1 => end_on[k] || here,
                    _ => true,
                };
                end_on[k] |= here;
                linked
            })
        }
        _ => !moves_by_search(grid, &map, rules, true).is_empty(),
    }
}

/// Every pair that can be removed now (both its tiles may be picked), sorted and without
/// repeats.
pub fn all_moves(grid: &Grid, rules: &Rules) -> Vec<Move> {
    let mut out = linkable_pairs(&rules.groups.classify(grid), rules);
    if grid.specials().is_some() {
        out.retain(|&(a, b)| grid.pickable(a) && grid.pickable(b));
    }
    out
}

/// Every pair of matching tiles that links now, special tiles aside.
fn linkable_pairs(grid: &Grid, rules: &Rules) -> Vec<Move> {
    let map = LinkMap::new(grid, rules);
    let mut out = Vec::new();
    neighbours_of_kind(grid, |p, q| {
        out.push(ordered(p, q));
        false
    });
    match rules.max_turns {
        TurnLimit::AtMost(t @ 0..=2) => {
            let mut contacts: Vec<(u32, Kind, Pos, Touch)> = Vec::new();
            for_each_contact(grid, &map, |r, p, k, touch| {
                contacts.push((r, k, p, touch));
                false
            });
            // Contacts arrive run by run; only each run's few contacts need sorting by kind.
            for run in contacts.chunk_by_mut(|x, y| x.0 == y.0) {
                run.sort_unstable_by_key(|c| c.1);
            }
            for group in contacts.chunk_by(|x, y| x.0 == y.0 && x.1 == y.1) {
                for (i, x) in group.iter().enumerate() {
                    for y in &group[i + 1..] {
                        let ok = match t {
                            0 => x.3 == Touch::EndOn && y.3 == Touch::EndOn,
                            1 => x.3 == Touch::EndOn || y.3 == Touch::EndOn,
                            _ => true,
                        };
                        if ok {
                            out.push(ordered(x.2, y.2));
                        }
                    }
                }
            }
        }
        _ => out.extend(moves_by_search(grid, &map, rules, false)),
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The pair as a [`Move`]: the earlier cell in row-major order first.
pub(crate) fn ordered(p: Pos, q: Pos) -> Move {
    if (p.y, p.x) <= (q.y, q.x) {
        (p, q)
    } else {
        (q, p)
    }
}

/// One run search per tile; for turn limits above two.
fn moves_by_search(grid: &Grid, map: &LinkMap, rules: &Rules, first_only: bool) -> Vec<Move> {
    let max_segments = rules.max_turns.as_u32().saturating_add(1);
    let tiles: Vec<(Pos, Kind)> = grid.tiles().collect();
    let mut search = LinkSearch::default();
    let mut out = Vec::new();
    for (i, &(a, ka)) in tiles.iter().enumerate() {
        let partners: Vec<Pos> = tiles[i + 1..]
            .iter()
            .filter(|&&(_, k)| k == ka)
            .map(|&(p, _)| p)
            .collect();
        if partners.is_empty() {
            continue;
        }
        map.search_from(a, max_segments, &mut search, |_, _| false);
        for b in partners {
            if map.segments_to(&search, a, b).is_some() {
                out.push(ordered(a, b));
                if first_only {
                    return out;
                }
            }
        }
    }
    out
}

/// Removes a pair (both cells become empty). Panics if either is not a tile.
pub fn remove_pair(grid: &mut Grid, m: Move) {
    for p in [m.0, m.1] {
        assert!(grid.kind(p).is_some(), "no tile at {p}");
        grid.set(p, Cell::Empty);
    }
}

/// The removal rule: the tiles in `cells` leave the board, then the remaining tiles settle
/// under the rules' gravity. Returns the tiles that slid (none without gravity). Panics if a
/// cell is off the board; which tiles may leave is the caller's business.
pub fn remove_and_settle(grid: &mut Grid, cells: &[Pos], rules: &Rules) -> Vec<Slide> {
    for &p in cells {
        grid.set(p, Cell::Empty);
    }
    rules.gravity.settle(grid)
}

/// Plays a pair under `rules` by the removal rule ([`remove_and_settle`]). Returns the tiles
/// that slid (none without gravity). Panics if either cell is not a tile; whether the pair
/// links is the caller's business.
pub fn play_move(grid: &mut Grid, m: Move, rules: &Rules) -> Vec<Slide> {
    for p in [m.0, m.1] {
        assert!(grid.kind(p).is_some(), "no tile at {p}");
    }
    remove_and_settle(grid, &[m.0, m.1], rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::link_segments;

    fn brute(grid: &Grid, rules: &Rules) -> Vec<Move> {
        let tiles: Vec<(Pos, Kind)> = grid.tiles().collect();
        let mut out = Vec::new();
        for (i, &(a, ka)) in tiles.iter().enumerate() {
            for &(b, kb) in &tiles[i + 1..] {
                if rules.matches(ka, kb) && link_segments(grid, a, b, rules).is_some() {
                    out.push(ordered(a, b));
                }
            }
        }
        out.sort_unstable();
        out
    }

    #[test]
    fn contacts_agree_with_pairwise_search() {
        let mut rng = crate::rng::GameRng::new(5);
        for round in 0..3000 {
            let w = 1 + rng.below(9);
            let h = 1 + rng.below(9);
            let mut g = Grid::new(w, h);
            for p in g.positions().collect::<Vec<_>>() {
                let r = rng.below(10);
                if r < 6 {
                    // Plain kinds, two flowers and two seasons.
                    g.set(p, Cell::Tile([0, 1, 34, 35, 38, 39][rng.below(6)]));
                } else if r < 7 {
                    g.set(p, Cell::Obstacle);
                }
            }
            let rules = Rules {
                max_turns: TurnLimit::AtMost([0, 1, 2, 2, 3][round % 5]),
                outer_ring: round % 3 != 0,
                groups: if round % 2 == 0 {
                    crate::rules::MatchGroups::FLOWERS_AND_SEASONS
                } else {
                    crate::rules::MatchGroups::NONE
                },
                ..Rules::default()
            };
            let expected = brute(&g, &rules);
            assert_eq!(all_moves(&g, &rules), expected, "{rules:?}\n{g:?}");
            assert_eq!(
                has_move(&g, &rules),
                !expected.is_empty(),
                "{rules:?}\n{g:?}"
            );
        }
    }

    #[test]
    fn the_ring_opens_moves_on_a_full_board() {
        let closed = Rules {
            outer_ring: false,
            ..Rules::default()
        };
        // Crossed pairs need three turns even around the ring.
        let crossed = Grid::from_text("ab\nba").unwrap();
        assert!(!has_move(&crossed, &Rules::default()));
        let row = Grid::from_text("abab").unwrap();
        assert!(!has_move(&row, &closed));
        assert_eq!(all_moves(&row, &Rules::default()).len(), 2);
    }
}
