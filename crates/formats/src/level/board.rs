//! Checking the board's rows: the layout and the fixed board read cell by cell, and the layout
//! settled under its gravity before the first move.

use super::findings::Findings;
use super::model::{EMPTY_CHAR, MAX_HEIGHT, MAX_WIDTH, OBSTACLE_CHAR, TILE_CHAR};
use super::problem::LevelField;
use crate::i18n::{Message, Value};
use lianliankan_engine::gravity::Gravity;
use lianliankan_engine::grid::{Cell, Grid, Pos, kind_from_char};

/// The layout's rows as cells (any tile's kind is 0). `None` when any row has a problem.
pub(super) fn read_layout(rows: &[String], found: &mut Findings) -> Option<Grid> {
    let cell_of = |ch| match ch {
        TILE_CHAR => Some(Cell::Tile(0)),
        EMPTY_CHAR => Some(Cell::Empty),
        OBSTACLE_CHAR => Some(Cell::Obstacle),
        _ => None,
    };
    read_rows(
        rows,
        LevelField::Layout,
        found,
        cell_of,
        "problem-expected-layout",
    )
}

/// The fixed board's rows as cells, each tile of its kind. `None` when any row has a problem.
pub(super) fn read_fixed(rows: &[String], found: &mut Findings) -> Option<Grid> {
    let cell_of = |ch| match ch {
        EMPTY_CHAR => Some(Cell::Empty),
        OBSTACLE_CHAR => Some(Cell::Obstacle),
        _ => kind_from_char(ch).map(Cell::Tile),
    };
    read_rows(
        rows,
        LevelField::Fixed,
        found,
        cell_of,
        "problem-expected-fixed",
    )
}

/// Reads rows of cells, reporting size and character problems. `None` when any were found.
pub(super) fn read_rows(
    rows: &[String],
    field: LevelField,
    found: &mut Findings,
    cell_of: impl Fn(char) -> Option<Cell>,
    expected: &'static str,
) -> Option<Grid> {
    let (width, height) = check_size(rows, field, found)?;
    let at_rows = found.find.rows(field, rows);
    let mut ok = true;
    let mut grid = Grid::new(width, height);
    for (y, row) in rows.iter().enumerate() {
        let at = at_rows[y];
        let n = row.chars().count();
        if n != width {
            found.at(
                field,
                at,
                Message::with(
                    "problem-row-length",
                    [
                        ("field", field.key().into()),
                        ("row", (y + 1).into()),
                        ("cells", n.into()),
                        ("width", width.into()),
                    ],
                ),
            );
            ok = false;
            continue;
        }
        for (x, ch) in row.chars().enumerate() {
            match cell_of(ch) {
                Some(cell) => grid.set(Pos::new(x as i32, y as i32), cell),
                None => {
                    let place = at.map(|(l, c)| (l, c + x));
                    found.at(field, place, cell_problem(field, x, y, ch, expected));
                    ok = false;
                }
            }
        }
    }
    ok.then_some(grid)
}

/// The width (of the first row) and height of rows: `None` when empty or over the largest
/// board.
fn check_size(rows: &[String], field: LevelField, found: &mut Findings) -> Option<(usize, usize)> {
    let height = rows.len();
    let width = rows.first().map_or(0, |r| r.chars().count());
    if height == 0 || width == 0 {
        found.of(
            field,
            Message::with("problem-rows-empty", [("field", field.key().into())]),
        );
        return None;
    }
    if width > MAX_WIDTH || height > MAX_HEIGHT {
        found.of(
            field,
            Message::with(
                "problem-rows-too-big",
                [
                    ("field", field.key().into()),
                    ("size", format!("{width}x{height}").into()),
                    ("most", format!("{MAX_WIDTH}x{MAX_HEIGHT}").into()),
                ],
            ),
        );
        return None;
    }
    Some((width, height))
}

/// A character `ch` at `x`, `y` that is not a cell of `field` (`expected` says what is).
fn cell_problem(
    field: LevelField,
    x: usize,
    y: usize,
    ch: char,
    expected: &'static str,
) -> Message {
    Message::with(
        "problem-cell",
        [
            ("field", field.key().into()),
            ("row", (y + 1).into()),
            ("column", (x + 1).into()),
            ("found", format!("{ch:?}").into()),
            ("expected", Value::Phrase(expected)),
        ],
    )
}

/// Checks that no tile of the layout would slide before the first move, reporting the first
/// that would at its row. Returns whether the layout is settled.
pub(super) fn check_settled(
    layout: &Grid,
    gravity: Gravity,
    rows: &[String],
    found: &mut Findings,
) -> bool {
    let Some((tile, free)) = gravity.first_sliding_tile(layout) else {
        return true;
    };
    let side = match (free.x - tile.x, free.y - tile.y) {
        (0, 1) => "problem-side-below",
        (0, -1) => "problem-side-above",
        (-1, 0) => "problem-side-left",
        _ => "problem-side-right",
    };
    let key = if gravity == Gravity::TowardsCentre {
        "problem-slides-centre"
    } else {
        "problem-slides"
    };
    let at = found.find.rows(LevelField::Layout, rows)[tile.y as usize];
    found.at(
        LevelField::Layout,
        at.map(|(l, c)| (l, c + tile.x as usize)),
        Message::with(
            key,
            [
                ("row", (tile.y + 1).into()),
                ("column", (tile.x + 1).into()),
                ("gravity", gravity.to_string().into()),
                ("side", Value::Phrase(side)),
            ],
        ),
    );
    false
}

#[cfg(test)]
mod tests {
    use crate::level::model::parse;
    use lianliankan_engine::gravity::Gravity;

    #[test]
    fn gravity_layouts_must_start_settled() {
        let text = "(\n  name: \"A\",\n  layout: [\n    \"xx..\",\n    \"x.x.\",\n  ],\n  gravity: down,\n)";
        assert_eq!(
            parse(text).unwrap_err().to_string(),
            "test.ron:4:7: layout row 1 column 2: under gravity down this tile would slide at the \
             start; put a tile, an obstacle or the board edge below it"
        );
        // Per mode: a settled layout, an unsettled one, and where its first sliding tile goes.
        let cases = [
            (
                "down",
                ["x..x", "xxxx"],
                ["xx..", "x.x."],
                "row 1 column 2",
                "below it",
            ),
            (
                "up",
                ["xxxx", "x..x"],
                ["x.x.", "xx.."],
                "row 2 column 2",
                "above it",
            ),
            (
                "left",
                ["xx..", "xx.."],
                [".x..", "xxx."],
                "row 1 column 2",
                "to its left",
            ),
            (
                "right",
                ["..xx", "..xx"],
                ["x.xx", "...x"],
                "row 1 column 1",
                "to its right",
            ),
            (
                "split_horizontal",
                ["x..x", "xxxx"],
                ["x.x.", "xxxx"],
                "row 1 column 3",
                "to its right",
            ),
            (
                "towards_centre",
                [".xx.", ".xx."],
                ["x..x", ".xx."],
                "row 1 column 1",
                "to its right, or move it against the centre line",
            ),
        ];
        for (mode, settled, sliding, at, side) in cases {
            let file = |rows: [&str; 2]| {
                format!(
                    "(name: \"A\", layout: [\"{}\", \"{}\"], gravity: {mode})",
                    rows[0], rows[1]
                )
            };
            let level = parse(&file(settled)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(level.rules.gravity.name(), mode);
            let msg = parse(&file(sliding)).unwrap_err().to_string();
            assert!(
                msg.contains(&format!(
                    "layout {at}: under gravity {mode} this tile would slide"
                )) && msg.ends_with(side),
                "{msg}"
            );
        }
        // The split halves: the top half rises, the bottom half falls.
        let split = |rows: &str| {
            parse(&format!(
                "(name: \"A\", layout: [{rows}], gravity: split_vertical)"
            ))
        };
        assert!(split("\"xx\", \"..\", \"..\", \"xx\"").is_ok());
        let msg = split("\".x\", \"x.\", \"..\", \"xx\"")
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("layout row 2 column 1") && msg.ends_with("above it"),
            "{msg}"
        );
        // Every mode but none finds a tile to slide here.
        for gravity in Gravity::ALL {
            let result = parse(&format!(
                "(name: \"A\", layout: [\"x..x\", \".xx.\", \"x..x\"], gravity: {gravity})"
            ));
            assert_eq!(
                result.is_ok(),
                gravity == Gravity::None,
                "{gravity}: {result:?}"
            );
        }
    }
}
