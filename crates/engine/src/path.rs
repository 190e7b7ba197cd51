//! The exact link search: fewest turns first, then shortest, with a fixed tie-break.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::grid::{Grid, Pos};
use super::rules::Rules;

/// A legal link between two tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    /// The corner points from the first tile to the second, both ends included. Ring cells
    /// (outside the board) appear with coordinates -1 or width/height.
    pub points: Vec<Pos>,
    /// Turns taken (`points.len() - 2`).
    pub turns: u32,
    /// Length in cell steps.
    pub length: u32,
}

impl Path {
    /// Number of straight segments (turns + 1).
    pub fn segments(&self) -> u32 {
        self.turns + 1
    }

    /// Every cell the path passes through, both ends included.
    pub fn cells(&self) -> Vec<Pos> {
        let mut out = vec![self.points[0]];
        for w in self.points.windows(2) {
            let (dx, dy) = ((w[1].x - w[0].x).signum(), (w[1].y - w[0].y).signum());
            let mut p = w[0];
            while p != w[1] {
                p = Pos::new(p.x + dx, p.y + dy);
                out.push(p);
            }
        }
        out
    }
}

/// Unit steps: right, down, left, up. The order is the tie-break between equal paths.
pub(crate) const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// The best legal link from tile `a` to tile `b`: fewest turns, then fewest steps; among equal
/// paths the one found first in a fixed order (states by row-major cell, then direction).
/// `None` if `a == b`, either is off the board, or no legal path exists.
///
/// The endpoints need not hold tiles of the same kind: this answers whether a path exists, and
/// matching kinds is the caller's rule.
pub fn find_path(grid: &Grid, a: Pos, b: Pos, rules: &Rules) -> Option<Path> {
    if a == b || !grid.contains(a) || !grid.contains(b) {
        return None;
    }
    let pw = grid.width() as i32 + 2;
    let ph = grid.height() as i32 + 2;
    let index = |p: Pos| ((p.y + 1) * pw + p.x + 1) as usize;
    let cells = (pw * ph) as usize;
    // Passable cells, with the target counted as one that can be entered but not left.
    let mut open = vec![false; cells];
    for y in -1..ph - 1 {
        for x in -1..pw - 1 {
            let p = Pos::new(x, y);
            open[index(p)] = rules.passable(grid, p);
        }
    }
    let target = index(b);
    open[target] = true;
    let max_turns = rules.max_turns.as_u32();

    // Dijkstra over (cell, heading) states, key = (turns, length), ties by state number.
    const UNSEEN: u64 = u64::MAX;
    let mut best = vec![UNSEEN; cells * 4];
    let mut came_from = vec![u32::MAX; cells * 4];
    let mut heap = BinaryHeap::new();
    let key = |turns: u32, length: u32| ((turns as u64) << 32) | length as u64;
    let start = index(a);
    for (d, &(dx, dy)) in DIRS.iter().enumerate() {
        let n = (start as i32 + dx + dy * pw) as usize;
        if open[n] {
            let s = n * 4 + d;
            best[s] = key(0, 1);
            heap.push(Reverse((key(0, 1), s as u32)));
        }
    }
    while let Some(Reverse((k, s))) = heap.pop() {
        let s = s as usize;
        if best[s] != k {
            continue;
        }
        let (cell, d) = (s / 4, s % 4);
        if cell == target {
            return Some(rebuild(s, &came_from, pw, a, k));
        }
        let (turns, length) = ((k >> 32) as u32, k as u32);
        for (nd, &(dx, dy)) in DIRS.iter().enumerate() {
            if nd == (d + 2) % 4 {
                continue; // no reversing onto the segment just walked
            }
            let nt = turns + u32::from(nd != d);
            if nt > max_turns {
                continue;
            }
            let x = (cell as i32 % pw) + dx;
            let y = (cell as i32 / pw) + dy;
            if x < 0 || y < 0 || x >= pw || y >= ph {
                continue;
            }
            let n = (y * pw + x) as usize;
            if !open[n] {
                continue;
            }
            let ns = n * 4 + nd;
            let nk = key(nt, length + 1);
            if nk < best[ns] {
                best[ns] = nk;
                came_from[ns] = s as u32;
                heap.push(Reverse((nk, ns as u32)));
            }
        }
    }
    None
}

fn rebuild(end: usize, came_from: &[u32], pw: i32, a: Pos, k: u64) -> Path {
    let pos = |cell: usize| Pos::new(cell as i32 % pw - 1, cell as i32 / pw - 1);
    let mut points = vec![pos(end / 4)];
    let mut s = end;
    loop {
        let prev = came_from[s];
        if prev == u32::MAX {
            break;
        }
        let prev = prev as usize;
        if prev % 4 != s % 4 {
            points.push(pos(prev / 4));
        }
        s = prev;
    }
    points.push(a);
    points.reverse();
    Path {
        turns: (k >> 32) as u32,
        length: k as u32,
        points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TurnLimit;

    fn grid(text: &str) -> Grid {
        Grid::from_text(text).unwrap()
    }

    #[test]
    fn straight_neighbours() {
        let g = grid("aa");
        let p = find_path(&g, Pos::new(0, 0), Pos::new(1, 0), &Rules::default()).unwrap();
        assert_eq!(p.points, vec![Pos::new(0, 0), Pos::new(1, 0)]);
        assert_eq!((p.turns, p.length), (0, 1));
    }

    #[test]
    fn one_corner() {
        let g = grid("a..\nb.a");
        let p = find_path(&g, Pos::new(0, 0), Pos::new(2, 1), &Rules::default()).unwrap();
        assert_eq!(p.turns, 1);
        assert_eq!(p.length, 3);
        assert_eq!(
            p.points,
            vec![Pos::new(0, 0), Pos::new(2, 0), Pos::new(2, 1)]
        );
    }

    #[test]
    fn through_the_ring_and_not_when_closed() {
        // Both tiles boxed in except towards the top edge.
        let g = grid("a#a\n###");
        let open = Rules::default();
        let p = find_path(&g, Pos::new(0, 0), Pos::new(2, 0), &open).unwrap();
        assert_eq!(p.turns, 2);
        assert_eq!(
            p.points,
            vec![
                Pos::new(0, 0),
                Pos::new(0, -1),
                Pos::new(2, -1),
                Pos::new(2, 0)
            ]
        );
        assert_eq!(p.cells().len(), 5);
        let closed = Rules {
            outer_ring: false,
            ..open
        };
        assert_eq!(find_path(&g, Pos::new(0, 0), Pos::new(2, 0), &closed), None);
    }

    #[test]
    fn turn_limit_is_respected() {
        // A detour that needs 4 turns.
        let g = grid(
            "a#...\n\
             .#.#.\n\
             ...#a",
        );
        let rules = |n| Rules {
            max_turns: TurnLimit::AtMost(n),
            outer_ring: false,
            ..Rules::default()
        };
        let (a, b) = (Pos::new(0, 0), Pos::new(4, 2));
        assert_eq!(find_path(&g, a, b, &rules(3)), None);
        let p = find_path(&g, a, b, &rules(4)).unwrap();
        assert_eq!(p.turns, 4);
        let u = find_path(
            &g,
            a,
            b,
            &Rules {
                max_turns: TurnLimit::Unlimited,
                outer_ring: false,
                ..Rules::default()
            },
        )
        .unwrap();
        assert_eq!(u.turns, 4);
    }

    #[test]
    fn prefers_fewer_turns_over_shorter() {
        // Short way needs 2 turns through the middle gap; the ring gives 2 turns too but longer;
        // a 0-turn route does not exist. Both are 2 turns: the shorter wins.
        let g = grid(
            "a.#\n\
             #..\n\
             #.a",
        );
        let p = find_path(&g, Pos::new(0, 0), Pos::new(2, 2), &Rules::default()).unwrap();
        assert_eq!((p.turns, p.length), (2, 4));
    }

    #[test]
    fn same_or_off_board_is_none() {
        let g = grid("aa");
        let r = Rules::default();
        assert_eq!(find_path(&g, Pos::new(0, 0), Pos::new(0, 0), &r), None);
        assert_eq!(find_path(&g, Pos::new(0, 0), Pos::new(5, 0), &r), None);
    }
}
