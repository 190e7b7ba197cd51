//! Property test: the engine's link searches agree with a deliberately simple reference search
//! on random boards, and every path they return is legal.

use crate::{Cell, Grid, Path, Pos, Rules, TurnLimit, find_path, link_segments};

/// A small, self-contained generator so the test does not depend on the engine's RNG.
struct TestRng(u64);

impl TestRng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

/// Reference: plain breadth-first search by length over states (cell, heading, turns used),
/// then the fewest turns among states that reach `b`, and the fewest steps for those turns.
/// Returns (turns, length).
fn reference(grid: &Grid, a: Pos, b: Pos, rules: &Rules) -> Option<(u32, u32)> {
    let w = grid.width() as i32;
    let h = grid.height() as i32;
    let free = |p: Pos| -> bool {
        if p == b {
            return true;
        }
        if p.x >= 0 && p.y >= 0 && p.x < w && p.y < h {
            grid.get(p) == Cell::Empty
        } else {
            rules.outer_ring && p.x >= -1 && p.y >= -1 && p.x <= w && p.y <= h
        }
    };
    let cells = ((w + 2) * (h + 2)) as u32;
    let cap = match rules.max_turns {
        TurnLimit::AtMost(n) => (n as u32).min(cells),
        TurnLimit::Unlimited => cells,
    };
    let dirs = [(1, 0), (0, 1), (-1, 0), (0, -1)];
    let id = |p: Pos, d: usize, t: u32| -> usize {
        ((((p.y + 1) * (w + 2) + p.x + 1) as usize * 4 + d) * (cap as usize + 1)) + t as usize
    };
    let mut dist = vec![u32::MAX; cells as usize * 4 * (cap as usize + 1)];
    let mut queue = std::collections::VecDeque::new();
    for (d, &(dx, dy)) in dirs.iter().enumerate() {
        let n = Pos::new(a.x + dx, a.y + dy);
        if free(n) {
            dist[id(n, d, 0)] = 1;
            queue.push_back((n, d, 0u32));
        }
    }
    let mut best: Option<(u32, u32)> = None;
    while let Some((p, d, t)) = queue.pop_front() {
        let len = dist[id(p, d, t)];
        if p == b {
            best = Some(best.map_or((t, len), |bst| bst.min((t, len))));
            continue;
        }
        for (nd, &(dx, dy)) in dirs.iter().enumerate() {
            if nd == (d + 2) % 4 {
                continue;
            }
            let nt = t + u32::from(nd != d);
            if nt > cap {
                continue;
            }
            let n = Pos::new(p.x + dx, p.y + dy);
            if free(n) && dist[id(n, nd, nt)] == u32::MAX {
                dist[id(n, nd, nt)] = len + 1;
                queue.push_back((n, nd, nt));
            }
        }
    }
    best
}

/// Checks that `path` is a legal link from `a` to `b` and that its counts are right.
fn assert_legal(grid: &Grid, a: Pos, b: Pos, rules: &Rules, path: &Path) {
    let pts = &path.points;
    assert!(pts.len() >= 2, "{pts:?}");
    assert_eq!((pts[0], *pts.last().unwrap()), (a, b));
    assert_eq!(path.turns as usize, pts.len() - 2);
    assert!(path.turns <= rules.max_turns.as_u32());
    let mut length = 0;
    for (i, w) in pts.windows(2).enumerate() {
        assert!(
            (w[0].x == w[1].x) != (w[0].y == w[1].y),
            "segment {i} not straight: {pts:?}"
        );
        if i > 0 {
            // consecutive segments must turn 90 degrees, not continue or reverse
            let prev = (pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y);
            let next = (w[1].x - w[0].x, w[1].y - w[0].y);
            assert_eq!(
                prev.0 * next.0 + prev.1 * next.1,
                0,
                "no real turn: {pts:?}"
            );
        }
        length += (w[1].x - w[0].x).abs() + (w[1].y - w[0].y).abs();
    }
    assert_eq!(path.length as i32, length);
    let cells = path.cells();
    assert_eq!(cells.len() as i32, length + 1);
    for &c in &cells[1..cells.len() - 1] {
        assert!(
            rules.passable(grid, c),
            "path crosses {c}: {pts:?}\n{grid:?}"
        );
    }
    let mut seen = std::collections::HashSet::new();
    assert!(cells.iter().all(|c| seen.insert(*c)), "path repeats a cell");
}

#[test]
fn engine_matches_reference_on_100k_random_queries() {
    let mut rng = TestRng(0x1804_1101);
    let limits = [
        TurnLimit::AtMost(0),
        TurnLimit::AtMost(1),
        TurnLimit::AtMost(2),
        TurnLimit::AtMost(2),
        TurnLimit::AtMost(3),
        TurnLimit::AtMost(5),
        TurnLimit::Unlimited,
    ];
    let mut queries = 0;
    let mut found = 0;
    let mut by_turns = [0u32; 8];
    while queries < 100_000 {
        let w = 1 + rng.below(10) as usize;
        let h = 1 + rng.below(10) as usize;
        let density = [0.1, 0.3, 0.5, 0.7, 0.9][rng.below(5) as usize];
        let obstacles = [0.0, 0.0, 0.1, 0.25][rng.below(4) as usize];
        let mut grid = Grid::new(w, h);
        let mut tiles = Vec::new();
        for p in grid.positions().collect::<Vec<_>>() {
            if rng.chance(density) {
                grid.set(p, Cell::Tile(rng.below(3) as u16));
                tiles.push(p);
            } else if rng.chance(obstacles) {
                grid.set(p, Cell::Obstacle);
            }
        }
        if tiles.len() < 2 {
            continue;
        }
        let rules = Rules {
            max_turns: limits[rng.below(limits.len() as u64) as usize],
            outer_ring: rng.chance(0.6),
            ..Rules::default()
        };
        for _ in 0..20 {
            let a = tiles[rng.below(tiles.len() as u64) as usize];
            let b = tiles[rng.below(tiles.len() as u64) as usize];
            if a == b {
                continue;
            }
            queries += 1;
            let expected = reference(&grid, a, b, &rules);
            let got = find_path(&grid, a, b, &rules);
            assert_eq!(
                got.as_ref().map(|p| (p.turns, p.length)),
                expected,
                "find_path {a} -> {b} under {rules:?}\n{grid:?}"
            );
            assert_eq!(
                link_segments(&grid, a, b, &rules),
                expected.map(|(t, _)| t + 1),
                "link_segments {a} -> {b} under {rules:?}\n{grid:?}"
            );
            if let Some(path) = got {
                assert_legal(&grid, a, b, &rules, &path);
                found += 1;
                by_turns[(path.turns as usize).min(7)] += 1;
                // Deterministic: the same query gives the same path.
                assert_eq!(find_path(&grid, a, b, &rules).unwrap(), path);
            }
        }
    }
    // The sample must exercise every kind of answer, not only "impossible".
    assert!(found > 20_000, "only {found} linkable queries");
    assert!(by_turns[..4].iter().all(|&n| n > 1_000), "{by_turns:?}");
    assert!(by_turns[4..].iter().sum::<u32>() > 100, "{by_turns:?}");
}
