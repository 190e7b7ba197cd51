//! Fast link queries that share work: a board is cut once into straight runs of free cells,
//! and a search from one tile walks runs instead of cells.
//!
//! A link of `s` segments is a chain of `s` runs, each crossing the next, the first touching
//! the start tile end-on and the last touching the target end-on. So the fewest segments from a
//! tile to every run is a breadth-first search over runs, and one search answers every target.

use super::grid::{Cell, Grid, Pos};
use super::rules::Rules;

const NO_RUN: u32 = u32::MAX;
/// Level of a run the search has not reached.
pub const UNREACHED: u32 = u32::MAX;

/// A board cut into horizontal and vertical runs of passable cells (ring included when open).
#[derive(Clone, Debug)]
pub struct LinkMap {
    pw: usize,
    ph: usize,
    /// Horizontal run of each padded cell, or `NO_RUN`.
    hrun: Vec<u32>,
    /// Vertical run of each padded cell, or `NO_RUN`.
    vrun: Vec<u32>,
    /// Per run: first padded cell, number of cells; runs below `horizontal` are horizontal.
    runs: Vec<(u32, u32)>,
    horizontal: u32,
}

/// Scratch space for searches, reusable across searches on maps of any size.
#[derive(Clone, Debug, Default)]
pub struct LinkSearch {
    /// Fewest segments that reach along each run (`UNREACHED` if none within the limit).
    level: Vec<u32>,
    /// The runs reached, in order; also the entries of `level` to reset before the next search.
    queue: Vec<u32>,
}

impl LinkSearch {
    /// Fewest segments of a path along run `r` found by the last search, or [`UNREACHED`].
    pub fn level(&self, r: u32) -> u32 {
        self.level[r as usize]
    }

    /// The runs the last search reached, in the order it reached them.
    pub fn reached(&self) -> &[u32] {
        &self.queue
    }
}

impl LinkMap {
    /// Cuts the board into runs under `rules`.
    pub fn new(grid: &Grid, rules: &Rules) -> Self {
        let mut map = LinkMap {
            pw: 0,
            ph: 0,
            hrun: Vec::new(),
            vrun: Vec::new(),
            runs: Vec::new(),
            horizontal: 0,
        };
        map.rebuild(grid, rules);
        map
    }

    /// Cuts the board again, reusing this map's memory.
    pub fn rebuild(&mut self, grid: &Grid, rules: &Rules) {
        let (w, h) = (grid.width(), grid.height());
        let (pw, ph) = (w + 2, h + 2);
        self.pw = pw;
        self.ph = ph;
        // Passability goes straight into the run tables: NO_RUN marks blocked cells, 0 open.
        let ring = if rules.outer_ring { 0 } else { NO_RUN };
        self.hrun.clear();
        self.hrun.resize(pw * ph, ring);
        let cells = grid.cells();
        for y in 0..h {
            let row = &mut self.hrun[(y + 1) * pw + 1..(y + 1) * pw + 1 + w];
            for (slot, cell) in row.iter_mut().zip(&cells[y * w..(y + 1) * w]) {
                *slot = if *cell == Cell::Empty { 0 } else { NO_RUN };
            }
        }
        self.vrun.clear();
        self.vrun.extend_from_slice(&self.hrun);
        self.runs.clear();
        for py in 0..ph {
            let row = py * pw;
            let mut px = 0;
            while px < pw {
                if self.hrun[row + px] != NO_RUN {
                    let start = px;
                    let id = self.runs.len() as u32;
                    while px < pw && self.hrun[row + px] != NO_RUN {
                        self.hrun[row + px] = id;
                        px += 1;
                    }
                    self.runs.push(((row + start) as u32, (px - start) as u32));
                } else {
                    px += 1;
                }
            }
        }
        self.horizontal = self.runs.len() as u32;
        for px in 0..pw {
            let mut py = 0;
            while py < ph {
                if self.vrun[py * pw + px] != NO_RUN {
                    let start = py;
                    let id = self.runs.len() as u32;
                    while py < ph && self.vrun[py * pw + px] != NO_RUN {
                        self.vrun[py * pw + px] = id;
                        py += 1;
                    }
                    self.runs
                        .push(((start * pw + px) as u32, (py - start) as u32));
                } else {
                    py += 1;
                }
            }
        }
    }

    /// A connected-component label per run: two runs share a label exactly when free space
    /// connects them.
    pub fn components(&self) -> Vec<u32> {
        let mut parent: Vec<u32> = (0..self.runs.len() as u32).collect();
        fn find(parent: &mut [u32], mut x: u32) -> u32 {
            while parent[x as usize] != x {
                parent[x as usize] = parent[parent[x as usize] as usize];
                x = parent[x as usize];
            }
            x
        }
        for r in 0..self.horizontal {
            for c in self.run_cells(r) {
                let (a, b) = (find(&mut parent, r), find(&mut parent, self.vrun[c]));
                if a != b {
                    parent[a.max(b) as usize] = a.min(b);
                }
            }
        }
        (0..self.runs.len() as u32)
            .map(|r| find(&mut parent, r))
            .collect()
    }

    /// Number of runs.
    pub fn run_count(&self) -> usize {
        self.runs.len()
    }

    fn index(&self, p: Pos) -> usize {
        (p.y + 1) as usize * self.pw + (p.x + 1) as usize
    }

    /// The runs that touch board cell `p` end-on, one per side (right, down, left, up), or
    /// `None` where that neighbour is not passable.
    pub fn runs_touching(&self, p: Pos) -> [Option<u32>; 4] {
        let i = self.index(p);
        let pick = |v: u32| (v != NO_RUN).then_some(v);
        [
            pick(self.hrun[i + 1]),
            pick(self.vrun[i + self.pw]),
            pick(self.hrun[i - 1]),
            pick(self.vrun[i - self.pw]),
        ]
    }

    /// Breadth-first search over runs from tile `a`: afterwards `search.level[r]` is the fewest
    /// segments of a path from `a` that runs along `r`, for levels up to `max_segments`.
    /// `stop` is asked after each finished level (with that level) and ends the search early by
    /// returning true.
    pub fn search_from(
        &self,
        a: Pos,
        max_segments: u32,
        search: &mut LinkSearch,
        mut stop: impl FnMut(&LinkSearch, u32) -> bool,
    ) {
        // Only the runs the last search touched need resetting: many small searches on a big
        // board stay cheap.
        if search.level.len() == self.runs.len() {
            for &r in &search.queue {
                search.level[r as usize] = UNREACHED;
            }
        } else {
            search.level.clear();
            search.level.resize(self.runs.len(), UNREACHED);
        }
        search.queue.clear();
        if max_segments == 0 {
            return;
        }
        for r in self.runs_touching(a).into_iter().flatten() {
            if search.level[r as usize] == UNREACHED {
                search.level[r as usize] = 1;
                search.queue.push(r);
            }
        }
        let mut head = 0;
        let mut level = 1;
        while head < search.queue.len() {
            let level_end = search.queue.len();
            if stop(search, level) || level >= max_segments {
                return;
            }
            while head < level_end {
                let r = search.queue[head];
                head += 1;
                let (start, len) = self.runs[r as usize];
                let (step, cross) = if r < self.horizontal {
                    (1, &self.vrun)
                } else {
                    (self.pw, &self.hrun)
                };
                let mut c = start as usize;
                for _ in 0..len {
                    let other = cross[c];
                    if search.level[other as usize] == UNREACHED {
                        search.level[other as usize] = level + 1;
                        search.queue.push(other);
                    }
                    c += step;
                }
            }
            level += 1;
        }
    }

    /// After [`LinkMap::search_from`] from `a`: the fewest segments of a link from `a` to `b`,
    /// or `None` if none was found within the search's limit.
    pub fn segments_to(&self, search: &LinkSearch, a: Pos, b: Pos) -> Option<u32> {
        if (a.x - b.x).abs() + (a.y - b.y).abs() == 1 {
            return Some(1);
        }
        self.runs_touching(b)
            .into_iter()
            .flatten()
            .map(|r| search.level(r))
            .min()
            .filter(|&l| l != UNREACHED)
    }

    /// Padded cells of a run, in order.
    pub(crate) fn run_cells(&self, r: u32) -> impl Iterator<Item = usize> + '_ {
        let (start, len) = self.runs[r as usize];
        let step = if r < self.horizontal { 1 } else { self.pw };
        (0..len as usize).map(move |i| start as usize + i * step)
    }

    /// The board position of a padded cell.
    pub(crate) fn pos_of(&self, i: usize) -> Pos {
        Pos::new((i % self.pw) as i32 - 1, (i / self.pw) as i32 - 1)
    }

    /// The run crossing run `r` at padded cell `c` (which must lie on `r`).
    pub(crate) fn cross_run(&self, r: u32, c: usize) -> u32 {
        if r < self.horizontal {
            self.vrun[c]
        } else {
            self.hrun[c]
        }
    }

    /// The padded cells just beyond each end of run `r`, where they exist.
    pub(crate) fn run_end_cells(&self, r: u32) -> [Option<usize>; 2] {
        let (start, len) = self.runs[r as usize];
        let (start, len) = (start as usize, len as usize);
        if r < self.horizontal {
            let (x0, x1) = (start % self.pw, start % self.pw + len - 1);
            [
                (x0 > 0).then(|| start - 1),
                (x1 + 1 < self.pw).then(|| start + len),
            ]
        } else {
            let (y0, y1) = (start / self.pw, start / self.pw + len - 1);
            [
                (y0 > 0).then(|| start - self.pw),
                (y1 + 1 < self.ph).then(|| start + len * self.pw),
            ]
        }
    }

    /// Whether run `r` is horizontal.
    pub fn is_horizontal(&self, r: u32) -> bool {
        r < self.horizontal
    }
}

/// The fewest segments of a link from `a` to `b` under `rules`, without the path itself.
/// Equals `find_path(..).map(|p| p.segments())`.
pub fn link_segments(grid: &Grid, a: Pos, b: Pos, rules: &Rules) -> Option<u32> {
    if a == b || !grid.contains(a) || !grid.contains(b) {
        return None;
    }
    let map = LinkMap::new(grid, rules);
    let mut search = LinkSearch::default();
    let max_segments = rules.max_turns.as_u32().saturating_add(1);
    let mut found = None;
    map.search_from(a, max_segments, &mut search, |s, _| {
        found = map.segments_to(s, a, b);
        found.is_some()
    });
    found.or_else(|| map.segments_to(&search, a, b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TurnLimit;

    #[test]
    fn contest_sample() {
        let g = Grid::from_text("XXXXX\nX...X\nXXX.X\n.XXX.").unwrap();
        let seg = |a: (i32, i32), b: (i32, i32)| {
            link_segments(
                &g,
                Pos::new(a.0 - 1, a.1 - 1),
                Pos::new(b.0 - 1, b.1 - 1),
                &Rules::NOI,
            )
        };
        assert_eq!(seg((2, 3), (5, 3)), Some(4));
        assert_eq!(seg((1, 3), (4, 4)), Some(3));
        assert_eq!(seg((2, 3), (3, 4)), None);
    }

    #[test]
    fn limit_cuts_search() {
        let g = Grid::from_text("a#...\n.#.#.\n...#a").unwrap();
        let closed = |t| Rules {
            max_turns: t,
            outer_ring: false,
            ..Rules::default()
        };
        let (a, b) = (Pos::new(0, 0), Pos::new(4, 2));
        assert_eq!(link_segments(&g, a, b, &closed(TurnLimit::AtMost(3))), None);
        assert_eq!(
            link_segments(&g, a, b, &closed(TurnLimit::AtMost(4))),
            Some(5)
        );
        assert_eq!(
            link_segments(&g, a, b, &closed(TurnLimit::Unlimited)),
            Some(5)
        );
    }
}
