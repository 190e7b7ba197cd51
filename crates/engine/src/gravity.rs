//! Gravity modes: which way tiles slide after a pair is removed, and the settling itself.
//!
//! Settling depends only on which cells hold tiles, obstacles or nothing, never on kinds, so a
//! deal can be played out on anonymous tiles and the kinds given afterwards.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::grid::{Cell, Grid, Pos};

/// Which way tiles slide after each removal (see [`Gravity::settle`] for the exact rule).
/// Obstacles never move and stop sliding tiles.
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
    /// Rows `y < height / 2` rise, the others fall; the halves never exchange tiles.
    SplitVertical,
    /// Columns `x < width / 2` slide left, the others right; the halves never exchange tiles.
    SplitHorizontal,
    /// Tiles close in on the centre lines, each quadrant on its own: rows first, then columns,
    /// repeated until nothing moves.
    TowardsCentre,
}

impl Gravity {
    /// Whether tiles stay where they are.
    pub fn is_none(&self) -> bool {
        *self == Gravity::None
    }

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
}

impl fmt::Display for Gravity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One tile's journey while settling: where it was before and where it came to rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slide {
    /// The tile's cell before settling.
    pub from: Pos,
    /// The tile's cell after settling.
    pub to: Pos,
}

/// A stretch of cells that settles on its own: `len` cells from `floor` (where tiles come to
/// rest first), each `step` further from it.
#[derive(Clone, Copy)]
struct Line {
    floor: Pos,
    step: (i32, i32),
    len: i32,
}

impl Line {
    fn at(self, i: i32) -> Pos {
        Pos::new(
            self.floor.x + self.step.0 * i,
            self.floor.y + self.step.1 * i,
        )
    }
}

impl Gravity {
    /// Lets every tile slide until it rests, and lists the tiles that moved, each from its cell
    /// before settling to its cell after, in row-major order of where they end.
    ///
    /// A tile slides in the mode's direction, one cell at a time, while the next cell is
    /// [`Cell::Empty`] (a cell a tile left and a hole of the layout are alike). It stops at an
    /// obstacle, at a tile that has stopped, or at the board edge. Obstacles never move, and
    /// tiles never pass each other, so the order of tiles along a line is kept.
    ///
    /// - `None`: nothing moves.
    /// - `Down`, `Up`, `Left`, `Right`: every column (or row) compacts towards that edge.
    /// - `SplitVertical`: in every column, rows `y < height / 2` compact upwards (towards row 0)
    ///   and rows `y >= height / 2` downwards; with an odd height the middle row belongs to the
    ///   bottom half. The halves never exchange tiles.
    /// - `SplitHorizontal`: in every row, columns `x < width / 2` compact left and columns
    ///   `x >= width / 2` right; with an odd width the middle column belongs to the right half.
    /// - `TowardsCentre`: each half closes towards the centre line, which no tile crosses. First
    ///   every row: columns `x < width / 2` slide right (the first stops at `x = width / 2 - 1`),
    ///   columns `x >= width / 2` slide left (the first stops at `x = width / 2`). Then every
    ///   column the same way: rows `y < height / 2` slide down, rows `y >= height / 2` up. Rows
    ///   then columns again, until nothing moves; a tile's [`Slide`] covers its whole journey.
    pub fn settle(self, grid: &mut Grid) -> Vec<Slide> {
        if self == Gravity::None {
            return Vec::new();
        }
        let width = grid.width();
        let cells = width * grid.height();
        let index = |p: Pos| p.y as usize * width + p.x as usize;
        // Where the tile now in each cell started; only read for cells holding tiles.
        let mut origin: Vec<u32> = Vec::new();
        let moved = self.settle_with(grid, |from, to| {
            if origin.is_empty() {
                origin = (0..cells as u32).collect();
            }
            origin[index(to)] = origin[index(from)];
        });
        if !moved {
            return Vec::new();
        }
        grid.tiles()
            .filter_map(|(p, _)| {
                let o = origin[index(p)] as usize;
                (o != index(p)).then(|| Slide {
                    from: Pos::new((o % width) as i32, (o / width) as i32),
                    to: p,
                })
            })
            .collect()
    }

    /// Whether no tile would move if the board settled now.
    pub fn is_settled(self, grid: &Grid) -> bool {
        self.first_sliding_tile(grid).is_none()
    }

    /// The first tile in row-major order that would slide right away, with the empty cell next
    /// to it that it would slide into; `None` exactly when the board is settled. Under
    /// `TowardsCentre` that is a tile that slides across if any does (rows move first), else
    /// one that slides up or down. Points a level designer at the tile to fix.
    pub fn first_sliding_tile(self, grid: &Grid) -> Option<(Pos, Pos)> {
        let (w, h) = (grid.width() as i32, grid.height() as i32);
        let mut first: Option<(Pos, Pos)> = None;
        for pass in 0..self.passes() {
            if first.is_some() {
                break;
            }
            self.lines(pass, w, h, |line| {
                for i in 1..line.len {
                    let (p, next) = (line.at(i), line.at(i - 1));
                    if grid.kind(p).is_some()
                        && grid.get(next) == Cell::Empty
                        && first.is_none_or(|(f, _)| (p.y, p.x) < (f.y, f.x))
                    {
                        first = Some((p, next));
                    }
                }
            });
        }
        first
    }

    /// How many tiles would slide if the tiles at `a` and `b` were removed from the settled
    /// `grid`: a cheap measure of how much a move reshapes the board. Outside `TowardsCentre`
    /// these are the tiles behind each removed one (away from where tiles rest), up to an
    /// obstacle or the end of its half; towards the centre, where slides cascade, the board is
    /// settled on a copy.
    pub(crate) fn sliding_after_removal(self, grid: &Grid, a: Pos, b: Pos) -> usize {
        let (w, h) = (grid.width() as i32, grid.height() as i32);
        let away = |p: Pos| -> Option<(i32, i32)> {
            let (top, left) = (p.y < h / 2, p.x < w / 2);
            Some(match self {
                Gravity::None => return None,
                Gravity::Down => (0, -1),
                Gravity::Up => (0, 1),
                Gravity::Left => (1, 0),
                Gravity::Right => (-1, 0),
                Gravity::SplitVertical => (0, if top { 1 } else { -1 }),
                Gravity::SplitHorizontal => (if left { 1 } else { -1 }, 0),
                Gravity::TowardsCentre => return None,
            })
        };
        if self == Gravity::TowardsCentre {
            let mut after = grid.clone();
            after.set(a, Cell::Empty);
            after.set(b, Cell::Empty);
            return self.settle(&mut after).len();
        }
        // Tiles behind `from`, and whether `other` is among the cells passed.
        let behind = |from: Pos, other: Pos| -> (usize, bool) {
            let Some((dx, dy)) = away(from) else {
                return (0, false);
            };
            let half = |p: Pos| (p.y < h / 2, p.x < w / 2);
            let (mut count, mut passed) = (0, false);
            let mut p = Pos::new(from.x + dx, from.y + dy);
            while grid.contains(p) && grid.get(p) != Cell::Obstacle {
                let split_edge = match self {
                    Gravity::SplitVertical => half(p).0 != half(from).0,
                    Gravity::SplitHorizontal => half(p).1 != half(from).1,
                    _ => false,
                };
                if split_edge {
                    break;
                }
                if p == other {
                    passed = true;
                } else if grid.kind(p).is_some() {
                    count += 1;
                }
                p = Pos::new(p.x + dx, p.y + dy);
            }
            (count, passed)
        };
        let (from_a, passed_b) = behind(a, b);
        let (from_b, passed_a) = behind(b, a);
        // When one removed tile is behind the other, the nearer one's count covers both.
        match (passed_b, passed_a) {
            (true, _) => from_a,
            (_, true) => from_b,
            _ => from_a + from_b,
        }
    }

    /// Settles `grid`, calling `on_move(from, to)` for every single move of a tile to an empty
    /// cell, in the order they happen. Returns whether anything moved.
    pub(crate) fn settle_with(self, grid: &mut Grid, mut on_move: impl FnMut(Pos, Pos)) -> bool {
        let (w, h) = (grid.width() as i32, grid.height() as i32);
        let mut any = false;
        loop {
            let mut moved = false;
            for pass in 0..self.passes() {
                self.lines(pass, w, h, |line| {
                    moved |= compact(grid, line, &mut on_move)
                });
            }
            any |= moved;
            // One pass settles every mode but towards the centre, whose passes feed each other.
            if !moved || self != Gravity::TowardsCentre {
                return any;
            }
        }
    }

    /// Distinct passes per round: towards the centre moves rows, then columns.
    fn passes(self) -> u8 {
        match self {
            Gravity::None => 0,
            Gravity::TowardsCentre => 2,
            _ => 1,
        }
    }

    /// The independent lines one pass compacts.
    fn lines(self, pass: u8, w: i32, h: i32, mut visit: impl FnMut(Line)) {
        let col = |x, floor_y, step, len| Line {
            floor: Pos::new(x, floor_y),
            step: (0, step),
            len,
        };
        let row = |y, floor_x, step, len| Line {
            floor: Pos::new(floor_x, y),
            step: (step, 0),
            len,
        };
        let (hw, hh) = (w / 2, h / 2);
        match (self, pass) {
            (Gravity::None, _) => {}
            (Gravity::Down, _) => (0..w).for_each(|x| visit(col(x, h - 1, -1, h))),
            (Gravity::Up, _) => (0..w).for_each(|x| visit(col(x, 0, 1, h))),
            (Gravity::Left, _) => (0..h).for_each(|y| visit(row(y, 0, 1, w))),
            (Gravity::Right, _) => (0..h).for_each(|y| visit(row(y, w - 1, -1, w))),
            (Gravity::SplitVertical, _) => (0..w).for_each(|x| {
                visit(col(x, 0, 1, hh));
                visit(col(x, h - 1, -1, h - hh));
            }),
            (Gravity::SplitHorizontal, _) => (0..h).for_each(|y| {
                visit(row(y, 0, 1, hw));
                visit(row(y, w - 1, -1, w - hw));
            }),
            (Gravity::TowardsCentre, 0) => (0..h).for_each(|y| {
                visit(row(y, hw - 1, -1, hw));
                visit(row(y, hw, 1, w - hw));
            }),
            (Gravity::TowardsCentre, _) => (0..w).for_each(|x| {
                visit(col(x, hh - 1, -1, hh));
                visit(col(x, hh, 1, h - hh));
            }),
        }
    }
}

/// Moves the tiles of a line towards its floor; true if any moved.
fn compact(grid: &mut Grid, line: Line, on_move: &mut impl FnMut(Pos, Pos)) -> bool {
    let mut moved = false;
    // The cell the next tile would rest on.
    let mut rest = 0;
    for i in 0..line.len {
        let p = line.at(i);
        match grid.get(p) {
            Cell::Obstacle => rest = i + 1,
            Cell::Empty => {}
            tile @ Cell::Tile(_) => {
                if rest != i {
                    let to = line.at(rest);
                    grid.set(to, tile);
                    grid.set(p, Cell::Empty);
                    on_move(p, to);
                    moved = true;
                }
                rest += 1;
            }
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Settles the text board under `mode`; the board as text afterwards and the slides.
    fn settled(mode: Gravity, text: &str) -> (String, Vec<Slide>) {
        let mut grid = Grid::from_text(text).unwrap();
        let slides = mode.settle(&mut grid);
        assert!(mode.is_settled(&grid), "{mode}\n{grid:?}");
        (grid.to_text(), slides)
    }

    fn slide(from: (i32, i32), to: (i32, i32)) -> Slide {
        Slide {
            from: Pos::new(from.0, from.1),
            to: Pos::new(to.0, to.1),
        }
    }

    #[test]
    fn down_stops_on_obstacles_tiles_and_the_edge() {
        let (text, slides) = settled(Gravity::Down, "abfc\n.#..\nd..e\n..#.");
        assert_eq!(text, ".b..\n.#..\na.fc\nd.#e\n");
        // Row-major order of where they end.
        assert_eq!(
            slides,
            [
                slide((0, 0), (0, 2)),
                slide((2, 0), (2, 2)),
                slide((3, 0), (3, 2)),
                slide((0, 2), (0, 3)),
                slide((3, 2), (3, 3)),
            ]
        );
    }

    #[test]
    fn up_left_and_right() {
        let board = "abfc\n.#..\nd..e\n..#.";
        assert_eq!(settled(Gravity::Up, board).0, "abfc\nd#.e\n....\n..#.\n");
        let board = ".a.#b.\n..c...\nd#.e.f";
        assert_eq!(settled(Gravity::Left, board).0, "a..#b.\nc.....\nd#ef..\n");
        assert_eq!(settled(Gravity::Right, board).0, "..a#.b\n.....c\nd#..ef\n");
    }

    #[test]
    fn split_vertical_keeps_the_middle_row_in_the_bottom_half() {
        // Height 5: rows 0 and 1 rise, rows 2 to 4 fall.
        let (text, slides) = settled(Gravity::SplitVertical, ".a.\nb.c\n.d.\ne#.\n..f");
        assert_eq!(text, "bac\n...\n.d.\n.#.\ne.f\n");
        assert_eq!(
            slides,
            [
                slide((0, 1), (0, 0)),
                slide((2, 1), (2, 0)),
                slide((0, 3), (0, 4)),
            ]
        );
    }

    #[test]
    fn split_horizontal_keeps_the_middle_column_in_the_right_half() {
        // Width 5: columns 0 and 1 go left, 2 to 4 right.
        let (text, _) = settled(Gravity::SplitHorizontal, ".ab..\nc.d#e");
        assert_eq!(text, "a...b\nc.d#e\n");
    }

    #[test]
    fn towards_centre_moves_rows_then_columns_and_composes() {
        let (text, slides) = settled(Gravity::TowardsCentre, "a...\n....\n....\n...b");
        assert_eq!(text, "....\n.a..\n..b.\n....\n");
        assert_eq!(slides, [slide((0, 0), (1, 1)), slide((3, 3), (2, 2))]);
        // `a` can only move across once `b` has dropped: a second round.
        let (text, slides) = settled(Gravity::TowardsCentre, "ab..\n#...\n....\n....");
        assert_eq!(text, ".a..\n#b..\n....\n....\n");
        assert_eq!(slides, [slide((0, 0), (1, 0)), slide((1, 0), (1, 1))]);
        // Odd sides: the middle column and row belong to the right and bottom halves.
        let (text, _) = settled(Gravity::TowardsCentre, "a...b\n.....\n..c.d");
        assert_eq!(text, ".ab..\n..cd.\n.....\n");
    }

    #[test]
    fn none_moves_nothing_and_a_settled_board_stays() {
        let board = "a.b\n...\n.c.";
        assert_eq!(
            settled(Gravity::None, board),
            (format!("{board}\n"), vec![])
        );
        for mode in Gravity::ALL {
            let (once, _) = settled(mode, board);
            assert_eq!(settled(mode, &once), (once.clone(), vec![]), "{mode}");
        }
    }

    #[test]
    fn sliding_after_removal_counts_what_settling_moves() {
        let mut rng = crate::rng::GameRng::new(11);
        for _ in 0..3000 {
            let (w, h) = (1 + rng.below(8), 1 + rng.below(8));
            let mut grid = Grid::new(w, h);
            for p in grid.positions().collect::<Vec<_>>() {
                match rng.below(10) {
                    0..6 => grid.set(p, Cell::Tile(0)),
                    6 => grid.set(p, Cell::Obstacle),
                    _ => {}
                }
            }
            let tiles: Vec<Pos> = grid.tiles().map(|(p, _)| p).collect();
            if tiles.len() < 2 {
                continue;
            }
            for mode in Gravity::ALL {
                let mut settled = grid.clone();
                mode.settle(&mut settled);
                let tiles: Vec<Pos> = settled.tiles().map(|(p, _)| p).collect();
                let a = tiles[rng.below(tiles.len())];
                let b = loop {
                    let b = tiles[rng.below(tiles.len())];
                    if b != a {
                        break b;
                    }
                };
                let mut after = settled.clone();
                after.set(a, Cell::Empty);
                after.set(b, Cell::Empty);
                let moved = mode.settle(&mut after).len();
                assert_eq!(
                    mode.sliding_after_removal(&settled, a, b),
                    moved,
                    "{mode} {a} {b}\n{settled:?}"
                );
            }
        }
    }

    #[test]
    fn the_first_sliding_tile_is_next_to_a_gap() {
        let grid = Grid::from_text("ab\n.b\nb.\n").unwrap();
        // `a` has a gap below it, and so has the `b` under the other `b`: `a` comes first.
        assert_eq!(
            Gravity::Down.first_sliding_tile(&grid),
            Some((Pos::new(0, 0), Pos::new(0, 1)))
        );
        let stacked = Grid::from_text("a\nb\n.").unwrap();
        // Both would fall; the one next to the gap is the one to fix.
        assert_eq!(
            Gravity::Down.first_sliding_tile(&stacked),
            Some((Pos::new(0, 1), Pos::new(0, 2)))
        );
        assert_eq!(Gravity::Up.first_sliding_tile(&stacked), None);
        assert_eq!(Gravity::None.first_sliding_tile(&stacked), None);
    }
}
