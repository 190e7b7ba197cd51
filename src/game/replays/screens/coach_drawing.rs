//! What the coach screen draws, with the game's own UI nodes and tiles: the game's timeline
//! (the wait before each link as a bar, the pairs open as a line, hints, undos and re-deals as
//! marks) and a board as it was, with the pairs open then and the link made drawn on it.

use bevy::prelude::*;

use crate::engine::{Cell, Grid, Pos, Rules, find_path};
use crate::formats::replays::replay::seconds;
use crate::game::records::screens::charts::{line, placed, tick};
use crate::game::replays::coach::Coaching;
use crate::game::theme::palette;
use crate::game::theme::widgets::clock_text;
use crate::game::view::board::tiles::TileArt;

/// Size of the drawing area.
pub const AREA: Vec2 = Vec2::new(640.0, 270.0);

/// Colour of a wait's bar.
const WAIT: Color = palette::TEXT_DIM;
/// Colour of the longest waits' bars, and of the link made on a board.
const LONGEST: Color = palette::GOLD;
/// Colour of the pairs open (the line over time, the pairs on a board).
const OPEN: Color = palette::PARTNERS;
/// Colour of a link that closed off a clear.
const CLOSING: Color = palette::PROBLEM;
/// Colour of a board's cells.
const EMPTY: Color = Color::srgba(0.2, 0.24, 0.32, 0.5);
/// Colours of the marks: hints, undos, re-deals.
const MARKS: [Color; 3] = [palette::AIMING, palette::PROBLEM, palette::TEXT];

/// The drawing area: a chip-coloured box of [`AREA`]'s size, children placed in it.
pub fn area() -> impl Bundle {
    (
        Node {
            width: px(AREA.x),
            height: px(AREA.y),
            flex_shrink: 0.0,
            ..default()
        },
        BackgroundColor(palette::CHIP),
    )
}

/// The timeline: each link a bar as tall as the wait before it (the longest in gold) at its
/// time; the pairs open before each link as a line; hints, undos and re-deals as marks along
/// the foot.
pub fn timeline(area: &mut ChildSpawnerCommands, coaching: &Coaching) {
    let (left, right, top, foot) = (40.0, AREA.x - 40.0, 22.0, AREA.y - 40.0);
    let end = coaching
        .links
        .last()
        .map_or(0, |l| l.t)
        .max(coaching.clock)
        .max(1);
    let x = |t: u64| left + (right - left) * t as f32 / end as f32;
    let longest_wait = coaching
        .links
        .iter()
        .map(|l| l.wait)
        .max()
        .unwrap_or(1)
        .max(1);
    let most_open = coaching
        .links
        .iter()
        .map(|l| l.open_before.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let longest: Vec<u64> = coaching.longest_waits().iter().map(|l| l.t).collect();
    let bar = ((right - left) / coaching.links.len().max(1) as f32 * 0.6).clamp(2.0, 12.0);
    for link in &coaching.links {
        let h = (foot - top) * link.wait as f32 / longest_wait as f32;
        let colour = if longest.contains(&link.t) {
            LONGEST
        } else {
            WAIT
        };
        area.spawn((
            placed(x(link.t) - bar, foot - h, bar, h),
            BackgroundColor(colour),
        ));
    }
    let open_y = |n: usize| foot - (foot - top) * n as f32 / most_open as f32;
    for pair in coaching.links.windows(2) {
        let from = Vec2::new(x(pair[0].t), open_y(pair[0].open_before.len()));
        let to = Vec2::new(x(pair[1].t), open_y(pair[1].open_before.len()));
        area.spawn(line(from, to, 2.0, OPEN));
    }
    let marks = [&coaching.hints, &coaching.undos, &coaching.redeals];
    for (row, (times, colour)) in marks.iter().zip(MARKS).enumerate() {
        let y = foot + 4.0 + row as f32 * 6.0;
        for &t in times.iter() {
            area.spawn((placed(x(t) - 2.0, y, 5.0, 5.0), BackgroundColor(colour)));
        }
    }
    area.spawn(tick(format!("{:.1} s", seconds(longest_wait)), 4.0, 2.0));
    area.spawn(tick(most_open.to_string(), right + 6.0, top - 8.0));
    area.spawn(tick(clock_text(0.0), left - 16.0, AREA.y - 18.0));
    area.spawn(tick(
        clock_text(seconds(end) as f32),
        right - 20.0,
        AREA.y - 18.0,
    ));
}

/// What a board is drawn with: the pairs open on it and the link made from it.
pub struct BoardMarks<'a> {
    /// The pairs that could be linked.
    pub open: &'a [(Pos, Pos)],
    /// The link the player made, and its colour.
    pub made: ((Pos, Pos), Color),
}

/// The colour a link made is drawn in: gold, or red when it closed off a clear.
pub fn made_colour(closing: bool) -> Color {
    if closing { CLOSING } else { LONGEST }
}

/// `grid` as it was, its tiles in the tile set shown: the tiles of the pairs open ringed,
/// with a line between each pair under the tiles (the faces stay seen), and the link made as
/// its path over them.
pub fn board(
    area: &mut ChildSpawnerCommands,
    (grid, rules): (&Grid, &Rules),
    marks: &BoardMarks,
    art: Option<&TileArt>,
) {
    // A link may run round the board through the ring: the ring's cells are in the picture
    // too, so no link strays out of the area (over the caption).
    let ring = if rules.outer_ring { 1.0 } else { 0.0 };
    let (w, h) = (
        grid.width() as f32 + 2.0 * ring,
        grid.height() as f32 + 2.0 * ring,
    );
    let cell = (AREA.x / w).min(AREA.y / h);
    let origin = (AREA - Vec2::new(w, h) * cell) / 2.0 + Vec2::splat(ring * cell);
    let corner = |p: Pos| origin + Vec2::new(p.x as f32, p.y as f32) * cell;
    let centre = |p: Pos| corner(p) + cell / 2.0;
    let inset = |p: Pos, by: f32| {
        placed(
            corner(p).x + by,
            corner(p).y + by,
            cell - 2.0 * by,
            cell - 2.0 * by,
        )
    };
    for p in grid.positions().filter(|&p| !grid.is_ring(p)) {
        area.spawn((inset(p, 0.5), BackgroundColor(EMPTY)));
    }
    let mut ringed: Vec<Pos> = marks.open.iter().flat_map(|&(a, b)| [a, b]).collect();
    ringed.sort_by_key(|p| (p.y, p.x));
    ringed.dedup();
    for &p in &ringed {
        area.spawn((inset(p, -1.0), BackgroundColor(OPEN)));
    }
    let thin = (cell * 0.1).clamp(1.0, 2.5);
    for &(a, b) in marks.open {
        area.spawn(line(centre(a), centre(b), thin, OPEN.with_alpha(0.6)));
    }
    for p in grid.positions() {
        match (grid.get(p), art) {
            (Cell::Tile(kind), Some(art)) => {
                area.spawn((inset(p, 1.0), art.tile_node(kind as usize)));
            }
            (Cell::Tile(_), None) => {
                area.spawn((inset(p, 1.0), BackgroundColor(palette::editor::TILE)));
            }
            (Cell::Obstacle, _) => {
                area.spawn((inset(p, 1.0), BackgroundColor(palette::editor::OBSTACLE)));
            }
            (Cell::Empty, _) => {}
        }
    }
    let ((a, b), colour) = marks.made;
    let corners = find_path(grid, a, b, rules).map_or_else(|| vec![a, b], |p| p.points);
    for pair in corners.windows(2) {
        area.spawn(line(
            centre(pair[0]),
            centre(pair[1]),
            (cell * 0.18).clamp(2.5, 5.0),
            colour,
        ));
    }
}
