//! The mahjong tile set: characters, dots, bamboo, winds, dragons, flowers and seasons on
//! ivory, as Shisen-Sho is played. Its flowers and seasons pair by group in the Chinese style
//! (any flower matches any flower).

use super::{FacePen, Faces, TileSet};
use crate::art::glyphs::Glyphs;
use crate::art::icon::IconCanvas;
use crate::engine::MatchGroups;
use crate::i18n::Message;

/// The faces of the mahjong set, in kind order.
pub const MAHJONG_FACES: usize = 42;

/// Kinds of the mahjong set that are flowers (梅蘭竹菊), then seasons (春夏秋冬).
#[cfg(test)]
pub const MAHJONG_FLOWERS: std::ops::Range<usize> = 34..38;
/// Kinds of the mahjong set that are seasons.
#[cfg(test)]
pub const MAHJONG_SEASONS: std::ops::Range<usize> = 38..42;

/// The mahjong set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mahjong;

impl TileSet for Mahjong {
    fn id(&self) -> &'static str {
        "mahjong"
    }

    fn name_key(&self) -> &'static str {
        "tile-set-mahjong"
    }

    fn kinds(&self) -> usize {
        MAHJONG_FACES
    }

    fn faces(&self) -> Faces {
        Faces::Drawn
    }

    fn draw(&self, kind: usize, size: usize, pen: &mut FacePen) -> Vec<u8> {
        let mut canvas = IconCanvas::new(size);
        draw_mahjong(
            &mut canvas,
            kind,
            pen.high_contrast,
            pen.glyphs.as_deref_mut(),
        );
        canvas.into_rgba8()
    }

    fn face_share(&self) -> f32 {
        0.8
    }

    fn groups(&self) -> MatchGroups {
        MatchGroups::FLOWERS_AND_SEASONS
    }

    /// A little of every suit.
    fn preview(&self) -> Vec<usize> {
        vec![0, 9, 18, 27, 31, 34, 38, 13]
    }

    fn face_name(&self, kind: usize) -> Message {
        mahjong_face_name(kind)
    }
}

/// The words for mahjong face `kind`, in the game's kind order (characters, dots and bamboo
/// 1–9, the four winds, the three dragons, the four flowers, the four seasons): "Bamboo 3",
/// "East wind". The desktop's sets deal their faces in the same order.
pub fn mahjong_face_name(kind: usize) -> Message {
    let (suit, number) = match kind {
        0..27 => (["characters", "dots", "bamboo"][kind / 9], kind % 9 + 1),
        27..31 => ("wind", kind - 26),
        31..34 => ("dragon", kind - 30),
        34..38 => ("flower", kind - 33),
        38..42 => ("season", kind - 37),
        _ => return Message::with("face-tile", [("number", (kind + 1).into())]),
    };
    Message::with(
        "face-mahjong",
        [("suit", suit.into()), ("number", number.into())],
    )
}

const INK: [u8; 3] = [0x1F, 0x2A, 0x44];
const RED: [u8; 3] = [0xC0, 0x1F, 0x25];
const GREEN: [u8; 3] = [0x1B, 0x7A, 0x3E];
const BLUE: [u8; 3] = [0x1C, 0x5A, 0xA8];
const PINK: [u8; 3] = [0xC2, 0x3B, 0x7A];
const TEAL: [u8; 3] = [0x0E, 0x7C, 0x86];

/// A colour made darker, for high contrast.
fn deeper(c: [u8; 3], high_contrast: bool) -> [u8; 3] {
    if high_contrast {
        c.map(|v| (v as f32 * 0.6) as u8)
    } else {
        c
    }
}

/// Draws mahjong face `kind` (below [`MAHJONG_FACES`]) on `canvas`. Writing needs `glyphs`;
/// without them the characters are left out.
pub fn draw_mahjong(
    canvas: &mut IconCanvas,
    kind: usize,
    high_contrast: bool,
    glyphs: Option<&mut Glyphs>,
) {
    let mut brush = Brush {
        px: canvas.size() as f32,
        high_contrast,
        glyphs,
    };
    const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    match kind {
        // Characters: the number over 萬.
        0..=8 => {
            brush.write(canvas, NUMERALS[kind], INK, (0.0, 0.47), (0.5, 0.4));
            brush.write(canvas, '萬', RED, (0.0, -0.45), (0.55, 0.48));
        }
        9..=17 => draw_dots(canvas, kind - 8, &brush),
        18..=26 => draw_bamboo(canvas, kind - 17, &brush),
        // Winds.
        27..=30 => {
            let ch = ['東', '南', '西', '北'][kind - 27];
            brush.write(canvas, ch, INK, (0.0, 0.0), (0.78, 0.85));
        }
        // Dragons: red 中, green 發, and 白 as a blue frame.
        31 => brush.write(canvas, '中', RED, (0.0, 0.0), (0.75, 0.85)),
        32 => brush.write(canvas, '發', GREEN, (0.0, 0.0), (0.8, 0.85)),
        33 => {
            canvas.paint(brush.ink(BLUE), 1.0, |x, y| {
                let (ax, ay) = (x.abs(), y.abs());
                ax <= 0.62 && ay <= 0.85 && (ax >= 0.46 || ay >= 0.69)
            });
        }
        34..=41 => draw_flower_or_season(canvas, kind - 34, &mut brush),
        _ => {}
    }
}

/// What a mahjong face is drawn with: its colours, deeper for high contrast, and the
/// typeface's characters when there are glyphs.
struct Brush<'g, 'f> {
    /// The canvas's side in pixels.
    px: f32,
    high_contrast: bool,
    glyphs: Option<&'g mut Glyphs<'f>>,
}

impl Brush<'_, '_> {
    /// The colour as drawn.
    fn ink(&self, colour: [u8; 3]) -> [u8; 3] {
        deeper(colour, self.high_contrast)
    }

    /// Writes `ch` in `colour` at `centre`, `half` its half size; nothing without glyphs.
    fn write(
        &mut self,
        canvas: &mut IconCanvas,
        ch: char,
        colour: [u8; 3],
        centre: (f32, f32),
        half: (f32, f32),
    ) {
        let ink = self.ink(colour);
        if let Some(g) = self.glyphs.as_deref_mut()
            && let Some(mask) = g.mask(ch, self.px * half.1 * 1.1)
        {
            canvas.glyph(ink, &mask, centre, half);
        }
    }
}

/// The `n` dots of a dots tile, blue, green and red in turn, each with a pale ring.
fn draw_dots(canvas: &mut IconCanvas, n: usize, brush: &Brush<'_, '_>) {
    let colours = [BLUE, GREEN, RED];
    let r = match n {
        1 => 0.62,
        2 => 0.34,
        3 => 0.3,
        4 => 0.28,
        5 | 6 => 0.25,
        _ => 0.2,
    };
    for (i, &(x, y)) in dot_layout(n).iter().enumerate() {
        let c = brush.ink(colours[(i + n) % 3]);
        canvas.circle(c, (x, y), r);
        canvas.ring([0xF6, 0xEE, 0xDF], (x, y), r * 0.55, r * 0.22);
    }
}

/// The `n` sticks of a bamboo tile.
fn draw_bamboo(canvas: &mut IconCanvas, n: usize, brush: &Brush<'_, '_>) {
    if n == 1 {
        // The one of bamboo: a single tall stalk with a red knot.
        canvas.line(brush.ink(GREEN), (0.0, -0.85), (0.0, 0.85), 0.28);
        canvas.circle(brush.ink(RED), (0.0, 0.0), 0.2);
        return;
    }
    if n == 8 {
        draw_eight_bamboo(canvas, brush);
        return;
    }
    // Fewer sticks are drawn longer and thicker.
    let (half, width) = match n {
        2 => (0.36, 0.26),
        3..=6 => (0.26, 0.22),
        _ => (0.2, 0.2),
    };
    for (i, &(x, y)) in dot_layout(n).iter().enumerate() {
        // As on real tiles: the middle stick of the five, the top of the seven and the middle
        // column of the nine are red.
        let red = match n {
            5 => i == 2,
            7 => i == 0,
            9 => x == 0.0,
            _ => false,
        };
        let c = if red { RED } else { GREEN };
        canvas.line(brush.ink(c), (x, y - half), (x, y + half), width);
        canvas.line([0xF6, 0xEE, 0xDF], (x - 0.07, y), (x + 0.07, y), 0.04);
    }
}

/// The eight of bamboo as real tiles draw it: two rows of four sticks, the middle two of the
/// upper row leaning together (an M) and of the lower apart (a W), so it is not the six's two
/// columns with more sticks.
fn draw_eight_bamboo(canvas: &mut IconCanvas, brush: &Brush<'_, '_>) {
    for (row, lean) in [(0.45, 1.0), (-0.45, -1.0)] {
        for x in [-0.62, 0.62] {
            canvas.line(brush.ink(GREEN), (x, row - 0.3), (x, row + 0.3), 0.2);
        }
        for side in [-1.0, 1.0] {
            let (low, high) = (side * 0.36, side * 0.1);
            let (from, to) = if lean > 0.0 {
                ((low, row - 0.3), (high, row + 0.3))
            } else {
                ((high, row - 0.3), (low, row + 0.3))
            };
            canvas.line(brush.ink(GREEN), from, to, 0.2);
        }
    }
}

/// Flower or season `i` (0 to 3 the flowers, 4 to 7 the seasons): the name, its number, and a
/// blossom or a sun.
fn draw_flower_or_season(canvas: &mut IconCanvas, i: usize, brush: &mut Brush<'_, '_>) {
    let flower = i < 4;
    let i = i % 4;
    let (ch, colour) = if flower {
        (['梅', '蘭', '竹', '菊'][i], PINK)
    } else {
        (['春', '夏', '秋', '冬'][i], TEAL)
    };
    brush.write(canvas, ch, colour, (0.12, -0.12), (0.66, 0.72));
    let number = ['1', '2', '3', '4'][i];
    brush.write(canvas, number, INK, (-0.72, 0.72), (0.2, 0.26));
    let mark = brush.ink(colour);
    if flower {
        for p in 0..5 {
            let a = p as f32 * std::f32::consts::TAU / 5.0;
            canvas.circle(mark, (0.62 + a.cos() * 0.12, 0.72 + a.sin() * 0.12), 0.09);
        }
        canvas.circle([0xF2, 0xC1, 0x2E], (0.62, 0.72), 0.07);
    } else {
        canvas.circle(mark, (0.66, 0.74), 0.13);
        canvas.ring(mark, (0.66, 0.74), 0.22, 0.05);
    }
}

/// Where the `n` dots (or bamboo sticks) of a mahjong suit tile go, as on real tiles.
fn dot_layout(n: usize) -> Vec<(f32, f32)> {
    let (l, m, r) = (-0.5, 0.0, 0.5);
    let (t, c, b) = (0.6, 0.0, -0.6);
    match n {
        1 => vec![(m, c)],
        2 => vec![(m, t), (m, b)],
        3 => vec![(l, t), (m, c), (r, b)],
        4 => vec![(l, t), (r, t), (l, b), (r, b)],
        5 => vec![(l, t), (r, t), (m, c), (l, b), (r, b)],
        6 => vec![(l, t), (r, t), (l, c), (r, c), (l, b), (r, b)],
        7 => vec![
            (l, 0.68),
            (m, 0.5),
            (r, 0.32),
            (l, -0.1),
            (r, -0.1),
            (l, -0.62),
            (r, -0.62),
        ],
        8 => vec![
            (l, 0.66),
            (r, 0.66),
            (l, 0.22),
            (r, 0.22),
            (l, -0.22),
            (r, -0.22),
            (l, -0.66),
            (r, -0.66),
        ],
        _ => vec![
            (l, t),
            (m, t),
            (r, t),
            (l, c),
            (m, c),
            (r, c),
            (l, b),
            (m, b),
            (r, b),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chinese_style_groups_are_the_mahjong_flowers_and_seasons() {
        let runs: Vec<_> = Mahjong
            .groups()
            .runs()
            .map(|r| r.start as usize..r.end as usize)
            .collect();
        assert_eq!(runs, [MAHJONG_FLOWERS, MAHJONG_SEASONS]);
    }

    #[test]
    fn dot_layouts_have_their_number_of_dots() {
        for n in 1..=9 {
            let dots = dot_layout(n);
            assert_eq!(dots.len(), n);
            let mut unique = dots.clone();
            unique.sort_by(|a, b| a.partial_cmp(b).unwrap());
            unique.dedup();
            assert_eq!(unique.len(), n, "{n}: no two dots in one place");
        }
    }
}
