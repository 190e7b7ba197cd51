//! The board: cells, positions and link rules.

use std::fmt;
use std::sync::Arc;

pub use super::cell::{Cell, Kind, Pos, char_from_kind, kind_from_char};
use super::specials::Specials;

/// Largest board side. Two more for the ring must fit a 128-bit row mask.
pub const MAX_SIDE: usize = 126;

/// A rectangular board of cells.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
    /// Special tiles over the cells (ice, locks, hidden faces, timers), shared by every copy
    /// of the board made while it is played.
    specials: Option<Arc<Specials>>,
}

/// Why a text grid could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridTextError {
    /// 1-based line of the text.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for GridTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for GridTextError {}

impl Grid {
    /// An empty board. Panics if a side is 0 or over [`MAX_SIDE`]; callers validate input first.
    pub fn new(width: usize, height: usize) -> Self {
        assert!(
            (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height),
            "grid size {width}x{height} outside 1..={MAX_SIDE}"
        );
        Grid {
            width,
            height,
            cells: vec![Cell::Empty; width * height],
            specials: None,
        }
    }

    /// Reads a board from rows of text: `.` or space is empty, `#` an obstacle, and a letter or
    /// digit a tile (`a`..`z` are kinds 0..25, `A`..`Z` 26..51, `0`..`9` 52..61). Rows may be
    /// ragged; short rows are padded with empty cells. Leading and trailing blank lines are skipped.
    pub fn from_text(text: &str) -> Result<Grid, GridTextError> {
        let lines: Vec<&str> = text.lines().collect();
        let first = lines.iter().position(|l| !l.trim().is_empty()).unwrap_or(0);
        let last = lines
            .iter()
            .rposition(|l| !l.trim().is_empty())
            .map_or(0, |i| i + 1);
        let rows = &lines[first..last.max(first)];
        let height = rows.len();
        let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
        if height == 0 || width == 0 {
            return Err(GridTextError {
                line: 1,
                message: "expected at least one row of cells".into(),
            });
        }
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(GridTextError {
                line: first + 1,
                message: format!("board is {width}x{height}, the most is {MAX_SIDE}x{MAX_SIDE}"),
            });
        }
        let mut grid = Grid::new(width, height);
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let cell = match ch {
                    '.' | ' ' => Cell::Empty,
                    '#' => Cell::Obstacle,
                    _ => match kind_from_char(ch) {
                        Some(k) => Cell::Tile(k),
                        None => {
                            return Err(GridTextError {
                                line: first + y + 1,
                                message: format!(
                                    "column {}: expected '.', '#', a letter or a digit, found {ch:?}",
                                    x + 1
                                ),
                            });
                        }
                    },
                };
                grid.set(Pos::new(x as i32, y as i32), cell);
            }
        }
        Ok(grid)
    }

    /// The board as text, in the format [`Grid::from_text`] reads (kinds over 61 print as `?`).
    pub fn to_text(&self) -> String {
        let mut s = String::with_capacity((self.width + 1) * self.height);
        for y in 0..self.height {
            for x in 0..self.width {
                s.push(match self.get(Pos::new(x as i32, y as i32)) {
                    Cell::Empty => '.',
                    Cell::Obstacle => '#',
                    Cell::Tile(k) => char_from_kind(k),
                });
            }
            s.push('\n');
        }
        s
    }

    /// All cells, row by row.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether the position is on the board.
    pub fn contains(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && (p.x as usize) < self.width && (p.y as usize) < self.height
    }

    /// Whether the position is on the one-cell ring around the board.
    pub fn is_ring(&self, p: Pos) -> bool {
        p.x >= -1
            && p.y >= -1
            && p.x <= self.width as i32
            && p.y <= self.height as i32
            && !self.contains(p)
    }

    /// The cell at `p`; positions off the board read as empty.
    pub fn get(&self, p: Pos) -> Cell {
        if self.contains(p) {
            self.cells[p.y as usize * self.width + p.x as usize]
        } else {
            Cell::Empty
        }
    }

    /// The kind of tile at `p`, if there is one.
    pub fn kind(&self, p: Pos) -> Option<Kind> {
        match self.get(p) {
            Cell::Tile(k) => Some(k),
            _ => None,
        }
    }

    /// Sets the cell at `p`. Panics off the board.
    pub fn set(&mut self, p: Pos, cell: Cell) {
        assert!(
            self.contains(p),
            "{p} is off the {}x{} board",
            self.width,
            self.height
        );
        self.cells[p.y as usize * self.width + p.x as usize] = cell;
    }

    /// Every position, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height as i32)
            .flat_map(move |y| (0..self.width as i32).map(move |x| Pos::new(x, y)))
    }

    /// Every tile with its position, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Kind)> + '_ {
        self.positions()
            .filter_map(|p| self.kind(p).map(|k| (p, k)))
    }

    /// How many tiles are on the board.
    pub fn tile_count(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Cell::Tile(_)))
            .count()
    }

    /// Whether no tile is left.
    pub fn is_cleared(&self) -> bool {
        !self.cells.iter().any(|c| matches!(c, Cell::Tile(_)))
    }

    /// The special tiles this board was dealt with, if it has any.
    pub fn specials(&self) -> Option<&Specials> {
        self.specials.as_deref()
    }

    /// This board with `specials` over its cells (made for this board's size); none when
    /// `specials` is empty. Its moves, links, solver and re-deals then play only tiles that
    /// may be picked.
    pub fn with_specials(mut self, specials: Specials) -> Grid {
        self.specials = (!specials.is_empty()).then(|| Arc::new(specials));
        self
    }

    /// Which cells hold a tile now: the presence the special tiles are judged by.
    pub fn blank_specials(&self) -> Specials {
        Specials::new(
            self.width,
            self.height,
            self.cells
                .iter()
                .map(|c| matches!(c, Cell::Tile(_)))
                .collect(),
        )
    }

    /// Whether the tile on `p` may be picked now (frozen and locked tiles may not).
    pub fn pickable(&self, p: Pos) -> bool {
        self.specials
            .as_ref()
            .is_none_or(|s| s.pickable(&self.cells, p))
    }

    /// Whether the tile on `p` shows its face now (a hidden tile does not).
    pub fn face_shown(&self, p: Pos) -> bool {
        self.specials
            .as_ref()
            .is_none_or(|s| s.face_shown(&self.cells, p))
    }

    /// Whether a path may pass through `p`: an empty board cell, or a ring cell when the ring is
    /// open.
    pub fn passable(&self, p: Pos, outer_ring: bool) -> bool {
        if self.contains(p) {
            self.get(p) == Cell::Empty
        } else {
            outer_ring && self.is_ring(p)
        }
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Grid {}x{}", self.width, self.height)?;
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trip() {
        let text = "ab.#\nZ09.\n";
        let g = Grid::from_text(text).unwrap();
        assert_eq!(g.width(), 4);
        assert_eq!(g.height(), 2);
        assert_eq!(g.get(Pos::new(3, 0)), Cell::Obstacle);
        assert_eq!(g.kind(Pos::new(0, 1)), Some(51));
        assert_eq!(g.to_text(), text);
    }

    #[test]
    fn bad_character_names_line_and_column() {
        let err = Grid::from_text("ab\na*").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.message.contains("column 2"), "{err}");
    }
}
