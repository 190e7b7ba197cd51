//! Level thumbnails for the level select: each level's shape drawn from its layout (tile cells
//! light, stones dark, holes left open), with marks for its gravity (an arrow the way tiles
//! slide) and its time limit (a clock). Thumbnails go on sheets no side of which is longer
//! than [`MAX_SIDE`], a texture size every graphics card takes, so the level select draws a
//! page of them from one texture whatever the pack's size.

use super::icon::IconCanvas;
use crate::engine::specials::Special;
use crate::engine::{Cell, Gravity};
use crate::formats::level::Level;

/// Thumbnail width in pixels.
pub const THUMB_W: usize = 120;
/// Thumbnail height in pixels.
pub const THUMB_H: usize = 60;
/// Pixels of the strip on the right that holds the marks.
const MARKS_W: usize = 22;
/// Side of a mark.
const MARK: usize = 18;

const TILE: [u8; 4] = [235, 225, 205, 255];
const TILE_EDGE: [u8; 4] = [160, 150, 130, 255];
const STONE: [u8; 4] = [96, 104, 124, 255];
/// Special tiles, in the colours their marks have in play: ice, a lock, a face-down tile's
/// back, a stopwatch.
const ICE: [u8; 4] = [170, 220, 250, 255];
const LOCK: [u8; 4] = [250, 205, 70, 255];
const BACK: [u8; 4] = [46, 116, 98, 255];
const STOPWATCH: [u8; 4] = [240, 120, 90, 255];
/// A mod's special tile, whatever it is.
const MODDED: [u8; 4] = [196, 120, 230, 255];
const MARK_COLOUR: [u8; 3] = [255, 210, 90];

/// The longest side of a sheet in pixels: every graphics card takes textures this large.
pub const MAX_SIDE: usize = 2048;

/// Thumbnails on one sheet, `columns` to a row, left to right and top to bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// Straight-alpha sRGB RGBA bytes.
    pub rgba: Vec<u8>,
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Thumbnails to a row.
    pub columns: usize,
    /// Thumbnails it holds.
    pub count: usize,
}

/// Thumbnails to a row (`columns` asked, as many as fit [`MAX_SIDE`]) and thumbnails to a
/// sheet.
pub fn sheet_shape(columns: usize) -> (usize, usize) {
    let columns = columns.clamp(1, MAX_SIDE / THUMB_W);
    (columns, columns * (MAX_SIDE / THUMB_H))
}

/// Draws the thumbnails of `levels` (`None`: a level that does not load, left blank) on as
/// many sheets as they need, each within [`MAX_SIDE`]: level `i` is on sheet `i / per_sheet`
/// at place `i % per_sheet`, where [`sheet_shape`] gives `per_sheet`.
pub fn sheets(levels: &[Option<&Level>], columns: usize) -> Vec<Sheet> {
    let (columns, per_sheet) = sheet_shape(columns);
    levels
        .chunks(per_sheet)
        .map(|chunk| sheet(chunk, columns))
        .collect()
}

/// One sheet of `levels`, `columns` to a row; the callers keep it within [`MAX_SIDE`].
fn sheet(levels: &[Option<&Level>], columns: usize) -> Sheet {
    let rows = levels.len().div_ceil(columns).max(1);
    let (width, height) = (columns * THUMB_W, rows * THUMB_H);
    let mut rgba = vec![0u8; width * height * 4];
    for (i, level) in levels.iter().enumerate() {
        let Some(level) = level else { continue };
        let thumb = thumbnail(level);
        let (ox, oy) = ((i % columns) * THUMB_W, (i / columns) * THUMB_H);
        for y in 0..THUMB_H {
            let from = y * THUMB_W * 4;
            let to = ((oy + y) * width + ox) * 4;
            rgba[to..to + THUMB_W * 4].copy_from_slice(&thumb[from..from + THUMB_W * 4]);
        }
    }
    Sheet {
        rgba,
        width,
        height,
        columns,
        count: levels.len(),
    }
}

/// One level's thumbnail, [`THUMB_W`] × [`THUMB_H`] RGBA bytes.
pub fn thumbnail(level: &Level) -> Vec<u8> {
    let mut px = vec![0u8; THUMB_W * THUMB_H * 4];
    let layout = &level.layout;
    let (w, h) = (layout.width().max(1), layout.height().max(1));
    let room_w = THUMB_W - MARKS_W;
    let cell = (room_w / w).min(THUMB_H / h).max(1);
    let (ox, oy) = ((room_w - cell * w) / 2, (THUMB_H - cell * h) / 2);
    let mut put = |x: usize, y: usize, c: [u8; 4]| {
        if x < THUMB_W && y < THUMB_H {
            let i = (y * THUMB_W + x) * 4;
            px[i..i + 4].copy_from_slice(&c);
        }
    };
    let special = |i: usize| {
        let at = crate::engine::Pos::new((i % w) as i32, (i / w) as i32);
        level.specials.as_ref().and_then(|s| s.get(at))
    };
    for (i, c) in layout.cells().iter().enumerate() {
        let (cx, cy) = (ox + (i % w) * cell, oy + (i / w) * cell);
        let colour = match (c, special(i)) {
            (Cell::Tile(_), Some(Special::Ice)) => ICE,
            (Cell::Tile(_), Some(Special::Lock { .. })) => LOCK,
            (Cell::Tile(_), Some(Special::Hidden)) => BACK,
            (Cell::Tile(_), Some(Special::Timer { .. })) => STOPWATCH,
            (Cell::Tile(_), Some(Special::Modded(_))) => MODDED,
            (Cell::Tile(_), None) => TILE,
            (Cell::Obstacle, _) => STONE,
            (Cell::Empty, _) => continue,
        };
        for y in 0..cell {
            for x in 0..cell {
                // A one-pixel edge between tiles when there is room for one.
                let edge = cell >= 4 && (x == cell - 1 || y == cell - 1);
                let c = if edge && colour != STONE {
                    TILE_EDGE
                } else {
                    colour
                };
                put(cx + x, cy + y, c);
            }
        }
    }
    let mark_x = THUMB_W - MARKS_W + (MARKS_W - MARK) / 2;
    if let Some(arrow) = gravity_mark(level.rules.gravity) {
        blit(&mut px, &arrow, mark_x, THUMB_H - MARK - 4);
    }
    if level.time_limit.is_some() {
        blit(&mut px, &clock_mark(), mark_x, 4);
    }
    px
}

/// Draws `icon` (a square canvas's bytes) at `x`, `y` over `px`.
fn blit(px: &mut [u8], icon: &[u8], x: usize, y: usize) {
    for iy in 0..MARK {
        for ix in 0..MARK {
            let s = (iy * MARK + ix) * 4;
            if icon[s + 3] == 0 {
                continue;
            }
            let d = ((y + iy) * THUMB_W + x + ix) * 4;
            px[d..d + 4].copy_from_slice(&icon[s..s + 4]);
        }
    }
}

/// A line from one point to another in the canvas's -1..1 square.
type Stroke = ((f32, f32), (f32, f32));

/// An arrow the way tiles slide; `None` without gravity.
fn gravity_mark(gravity: Gravity) -> Option<Vec<u8>> {
    // Each arrow as a list of (from, to) strokes in the canvas's -1..1 square.
    let strokes: &[Stroke] = match gravity {
        Gravity::None => return None,
        Gravity::Down => &[
            ((0.0, 0.8), (0.0, -0.7)),
            ((-0.55, -0.15), (0.0, -0.7)),
            ((0.55, -0.15), (0.0, -0.7)),
        ],
        Gravity::Up => &[
            ((0.0, -0.8), (0.0, 0.7)),
            ((-0.55, 0.15), (0.0, 0.7)),
            ((0.55, 0.15), (0.0, 0.7)),
        ],
        Gravity::Left => &[
            ((0.8, 0.0), (-0.7, 0.0)),
            ((-0.15, 0.55), (-0.7, 0.0)),
            ((-0.15, -0.55), (-0.7, 0.0)),
        ],
        Gravity::Right => &[
            ((-0.8, 0.0), (0.7, 0.0)),
            ((0.15, 0.55), (0.7, 0.0)),
            ((0.15, -0.55), (0.7, 0.0)),
        ],
        // Apart and together: two heads, away from or towards the middle.
        _ => &[
            ((0.0, 0.8), (0.0, -0.8)),
            ((-0.45, 0.35), (0.0, 0.8)),
            ((0.45, 0.35), (0.0, 0.8)),
            ((-0.45, -0.35), (0.0, -0.8)),
            ((0.45, -0.35), (0.0, -0.8)),
        ],
    };
    let mut c = IconCanvas::new(MARK);
    for &(a, b) in strokes {
        c.line(MARK_COLOUR, a, b, 0.28);
    }
    Some(c.into_rgba8())
}

/// A clock face: the level has a time limit.
fn clock_mark() -> Vec<u8> {
    let mut c = IconCanvas::new(MARK);
    c.ring(MARK_COLOUR, (0.0, 0.0), 0.72, 0.22);
    c.line(MARK_COLOUR, (0.0, 0.0), (0.0, 0.5), 0.18);
    c.line(MARK_COLOUR, (0.0, 0.0), (0.38, 0.0), 0.18);
    c.into_rgba8()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(px: &[u8], x: usize, y: usize) -> [u8; 4] {
        let i = (y * THUMB_W + x) * 4;
        [px[i], px[i + 1], px[i + 2], px[i + 3]]
    }

    fn level(text: &str) -> Level {
        Level::from_ron(text, "test").unwrap()
    }

    #[test]
    fn tiles_stones_and_holes_are_told_apart() {
        let l = level(r#"(name: "T", layout: ["x#", ".x"])"#);
        let px = thumbnail(&l);
        // 2×2 cells in a 98×60 room: 30-pixel cells, the shape centred.
        let cell = (THUMB_W - MARKS_W) / 2;
        let cell = cell.min(THUMB_H / 2);
        let (ox, oy) = ((THUMB_W - MARKS_W - 2 * cell) / 2, (THUMB_H - 2 * cell) / 2);
        let centre =
            |cx: usize, cy: usize| at(&px, ox + cx * cell + cell / 2, oy + cy * cell + cell / 2);
        assert_eq!(centre(0, 0), TILE);
        assert_eq!(centre(1, 0), STONE);
        assert_eq!(centre(0, 1)[3], 0, "a hole stays open");
        assert_eq!(centre(1, 1), TILE);
        // No marks without gravity or a clock.
        let marks = (THUMB_W - MARKS_W..THUMB_W).flat_map(|x| (0..THUMB_H).map(move |y| (x, y)));
        assert!(marks.clone().all(|(x, y)| at(&px, x, y)[3] == 0));

        let timed = level(r#"(name: "T", layout: ["xx"], gravity: down, time_limit: 60)"#);
        let px = thumbnail(&timed);
        let top =
            (0..THUMB_H / 2).any(|y| (THUMB_W - MARKS_W..THUMB_W).any(|x| at(&px, x, y)[3] > 0));
        let bottom = (THUMB_H / 2..THUMB_H)
            .any(|y| (THUMB_W - MARKS_W..THUMB_W).any(|x| at(&px, x, y)[3] > 0));
        assert!(top && bottom, "a clock above, an arrow below");
        // Each way of sliding has its own arrow.
        let arrows: Vec<_> = [Gravity::Down, Gravity::Up, Gravity::Left, Gravity::Right]
            .map(|g| gravity_mark(g).unwrap())
            .into();
        for (i, a) in arrows.iter().enumerate() {
            assert!(arrows[i + 1..].iter().all(|b| a != b));
        }
    }

    #[test]
    fn a_sheet_holds_every_thumbnail_in_its_place() {
        let a = level(r#"(name: "A", layout: ["xx"])"#);
        let b = level(r#"(name: "B", layout: ["x", "x"])"#);
        let all = sheets(&[Some(&a), None, Some(&b)], 2);
        assert_eq!(all.len(), 1);
        let s = &all[0];
        assert_eq!(
            (s.width, s.height, s.columns, s.count),
            (2 * THUMB_W, 2 * THUMB_H, 2, 3)
        );
        let piece = |col: usize, row: usize| -> Vec<u8> {
            (0..THUMB_H)
                .flat_map(|y| {
                    let start = ((row * THUMB_H + y) * s.width + col * THUMB_W) * 4;
                    s.rgba[start..start + THUMB_W * 4].to_vec()
                })
                .collect()
        };
        assert_eq!(piece(0, 0), thumbnail(&a));
        assert!(
            piece(1, 0).iter().all(|&v| v == 0),
            "a level that does not load is blank"
        );
        assert_eq!(piece(0, 1), thumbnail(&b));
    }

    #[test]
    fn five_thousand_levels_go_on_sheets_every_card_takes() {
        let a = level(r#"(name: "A", layout: ["xx"])"#);
        let levels: Vec<Option<&Level>> = (0..5000).map(|i| (i % 7 != 3).then_some(&a)).collect();
        for columns in [0, 1, 7, 40, 10_000] {
            let all = sheets(&levels, columns);
            let (per_row, per_sheet) = sheet_shape(columns);
            assert!(all.len() > 1, "5000 thumbnails need several sheets");
            assert_eq!(all.iter().map(|s| s.count).sum::<usize>(), 5000);
            for (k, s) in all.iter().enumerate() {
                assert!(
                    s.width <= MAX_SIDE && s.height <= MAX_SIDE,
                    "{columns}: sheet {k}"
                );
                assert_eq!(s.rgba.len(), s.width * s.height * 4);
                assert_eq!(s.columns, per_row);
                assert!(s.count <= per_sheet && s.count.div_ceil(per_row) * THUMB_H <= s.height);
            }
        }
        // Level 4999 is the last sheet's last place: drawn where the shape says.
        let all = sheets(&levels, 7);
        let (per_row, per_sheet) = sheet_shape(7);
        let last = &all[4999 / per_sheet];
        let place = 4999 % per_sheet;
        let (x, y) = ((place % per_row) * THUMB_W, (place / per_row) * THUMB_H);
        let start = (y * last.width + x) * 4;
        assert_eq!(
            last.rgba[start..start + THUMB_W * 4],
            thumbnail(&a)[..THUMB_W * 4]
        );
    }

    #[test]
    fn special_tiles_show_in_their_colours() {
        let plain = level(r#"(name: "P", layout: ["xxxx", "xxxx"])"#);
        let marked = level(r#"(name: "S", layout: ["xxxx", "xxxx"], specials: ["Ia.A", "H..T"])"#);
        let (a, b) = (thumbnail(&plain), thumbnail(&marked));
        assert_ne!(a, b);
        for colour in [ICE, LOCK, BACK, STOPWATCH] {
            assert!(b.chunks(4).any(|p| p == colour), "{colour:?} is drawn");
            assert!(!a.chunks(4).any(|p| p == colour));
        }
    }
}
