//! The board: cells, positions and link rules.

use std::fmt;

/// Largest board side. Two more for the ring must fit a 128-bit row mask.
pub const MAX_SIDE: usize = 126;

/// A tile kind. Kinds are small integers; the game maps them to faces.
pub type Kind = u16;

/// A cell position on the board, `x` to the right, `y` down, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
}

impl Pos {
    /// A position from its column and row.
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// What one cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Cell {
    /// Free space a path may cross.
    #[default]
    Empty,
    /// A tile of some kind.
    Tile(Kind),
    /// A fixed block no path may cross and no tile may occupy.
    Obstacle,
}

/// A rectangular board of cells.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
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

/// The kind a text character stands for.
pub fn kind_from_char(ch: char) -> Option<Kind> {
    match ch {
        'a'..='z' => Some(ch as Kind - 'a' as Kind),
        'A'..='Z' => Some(ch as Kind - 'A' as Kind + 26),
        '0'..='9' => Some(ch as Kind - '0' as Kind + 52),
        _ => None,
    }
}

/// The text character for a kind (`?` past 61).
pub fn char_from_kind(k: Kind) -> char {
    match k {
        0..=25 => (b'a' + k as u8) as char,
        26..=51 => (b'A' + (k - 26) as u8) as char,
        52..=61 => (b'0' + (k - 52) as u8) as char,
        _ => '?',
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
