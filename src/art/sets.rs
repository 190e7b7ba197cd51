//! Tile sets: how tile faces look. Shapes (colour-blind safe, the default), classic mahjong as
//! Shisen-Sho is played, and critters for children. Each has at least 42 kinds that stay apart
//! in high contrast; a kind beyond a set's own faces shows its shape face.

use serde::{Deserialize, Serialize};

use super::glyphs::Glyphs;
use super::icon::IconCanvas;

/// A tile set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileSet {
    /// Twelve shapes in eight colour-blind-safe colours.
    #[default]
    Shapes,
    /// Characters, dots, bamboo, winds, dragons, flowers and seasons on ivory.
    Mahjong,
    /// Animal faces: six kinds of head in seven colours.
    Critters,
}

/// The faces of the mahjong set, in kind order.
pub const MAHJONG_FACES: usize = 42;
/// The faces of the critters set.
pub const CRITTER_FACES: usize = 42;

/// Kinds of the mahjong set that are flowers (梅蘭竹菊), then seasons (春夏秋冬).
pub const MAHJONG_FLOWERS: std::ops::Range<usize> = 34..38;
/// Kinds of the mahjong set that are seasons.
pub const MAHJONG_SEASONS: std::ops::Range<usize> = 38..42;

impl TileSet {
    /// Every set, in the order settings step through them.
    pub const ALL: [TileSet; 3] = [TileSet::Shapes, TileSet::Mahjong, TileSet::Critters];

    /// Kinds this set draws faces of its own for; `None` for the shapes, which every kind
    /// has (see `tiles::FACE_KINDS`).
    pub fn own_faces(self) -> Option<usize> {
        match self {
            TileSet::Shapes => None,
            TileSet::Mahjong => Some(MAHJONG_FACES),
            TileSet::Critters => Some(CRITTER_FACES),
        }
    }

    /// Whether the set shows flowers and seasons, so that the Chinese-style rule (any flower
    /// matches any flower; [`crate::engine::MatchGroups::FLOWERS_AND_SEASONS`]) can be seen.
    pub fn shows_flowers_and_seasons(self) -> bool {
        self == TileSet::Mahjong
    }

    /// The message key of the set's name (see `assets/i18n`).
    pub fn name_key(self) -> &'static str {
        match self {
            TileSet::Shapes => "tile-set-shapes",
            TileSet::Mahjong => "tile-set-mahjong",
            TileSet::Critters => "tile-set-critters",
        }
    }

    /// How much of the tile's width the face takes.
    pub fn face_share(self) -> f32 {
        match self {
            TileSet::Shapes => 0.64,
            TileSet::Mahjong => 0.8,
            TileSet::Critters => 0.74,
        }
    }
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

/// The critters' fur colours (Okabe–Ito, colour-blind safe).
const FUR: [[u8; 3]; 7] = [
    [0xE6, 0x9F, 0x00],
    [0x56, 0xB4, 0xE9],
    [0x00, 0x9E, 0x73],
    [0xD5, 0x5E, 0x00],
    [0x00, 0x72, 0xB2],
    [0xCC, 0x79, 0xA7],
    [0xC9, 0xB8, 0x00],
];

/// The kinds of head a critter has.
const HEADS: usize = 6;

/// Which head and fur critter `kind` has: every kind below [`CRITTER_FACES`] a different pair,
/// neighbouring kinds differing in both.
pub fn critter_of(kind: usize) -> (usize, usize) {
    (kind % HEADS, (kind / HEADS + kind % HEADS) % FUR.len())
}

/// Draws critter face `kind` on `canvas`: a bear, cat, rabbit, mouse, frog or chick.
pub fn draw_critter(canvas: &mut IconCanvas, kind: usize, high_contrast: bool) {
    let (head, fur) = critter_of(kind);
    let coat = Coat::new(FUR[fur], high_contrast);
    draw_ears(canvas, head, &coat);
    // The head.
    let (head_y, head_r) = (-0.12, 0.66);
    canvas.circle(coat.edge, (0.0, head_y), head_r + coat.outline);
    canvas.circle(coat.fur, (0.0, head_y), head_r);
    // A lighter muzzle.
    canvas.paint(coat.light, 1.0, |x, y| {
        (x / 0.36).powi(2) + ((y + 0.34) / 0.24).powi(2) <= 1.0
    });
    draw_face(canvas, head);
}

/// A critter's colours: its fur, a lighter shade, and the outline (black for high contrast)
/// with its width.
struct Coat {
    fur: [u8; 3],
    edge: [u8; 3],
    light: [u8; 3],
    outline: f32,
}

impl Coat {
    fn new(fur: [u8; 3], high_contrast: bool) -> Coat {
        Coat {
            fur,
            edge: if high_contrast {
                [0, 0, 0]
            } else {
                fur.map(|v| (v as f32 * 0.6) as u8)
            },
            light: fur.map(|v| v + (255 - v) / 2),
            outline: if high_contrast { 0.09 } else { 0.05 },
        }
    }

    /// A round ear at `at` of radius `r`, outlined, with a lighter inside.
    fn ear(&self, canvas: &mut IconCanvas, at: (f32, f32), r: f32) {
        canvas.circle(self.edge, at, r + self.outline);
        canvas.circle(self.fur, at, r);
        canvas.circle(self.light, at, r * 0.5);
    }
}

/// What sits behind and above the head: ears, a frog's eye bumps, a chick's tuft.
fn draw_ears(canvas: &mut IconCanvas, head: usize, coat: &Coat) {
    let (edge, fur, light, w) = (coat.edge, coat.fur, coat.light, coat.outline);
    match head {
        // Bear: round ears.
        0 => {
            coat.ear(canvas, (-0.5, 0.45), 0.22);
            coat.ear(canvas, (0.5, 0.45), 0.22);
        }
        // Cat: pointed ears.
        1 => {
            for s in [-1.0f32, 1.0] {
                let outer = [(s * 0.62, 0.12), (s * 0.55, 0.92), (s * 0.12, 0.45)];
                canvas.polygon(edge, &outer);
                let inner = [(s * 0.56, 0.2), (s * 0.52, 0.78), (s * 0.2, 0.45)];
                canvas.polygon(fur, &inner);
            }
        }
        // Rabbit: long ears.
        2 => {
            for s in [-1.0f32, 1.0] {
                canvas.line(edge, (s * 0.25, 0.3), (s * 0.35, 0.9), 0.3 + w * 2.0);
                canvas.line(fur, (s * 0.25, 0.3), (s * 0.35, 0.9), 0.3);
                canvas.line(light, (s * 0.26, 0.4), (s * 0.34, 0.85), 0.12);
            }
        }
        // Mouse: big round ears.
        3 => {
            coat.ear(canvas, (-0.55, 0.4), 0.34);
            coat.ear(canvas, (0.55, 0.4), 0.34);
        }
        // Frog: eyes on bumps above the head.
        4 => {
            for s in [-1.0f32, 1.0] {
                canvas.circle(edge, (s * 0.38, 0.42), 0.26 + w);
                canvas.circle(fur, (s * 0.38, 0.42), 0.26);
            }
        }
        // Chick: a tuft.
        _ => {
            canvas.line(edge, (0.0, 0.45), (-0.12, 0.85), 0.1 + w);
            canvas.line(edge, (0.0, 0.45), (0.14, 0.82), 0.1 + w);
            canvas.line(fur, (0.0, 0.45), (-0.12, 0.85), 0.1);
            canvas.line(fur, (0.0, 0.45), (0.14, 0.82), 0.1);
        }
    }
}

/// Eyes, cheeks, and a nose and smile (a chick's beak).
fn draw_face(canvas: &mut IconCanvas, head: usize) {
    // A frog's eyes sit in its bumps.
    let eye_y = if head == 4 { 0.42 } else { 0.0 };
    let eye_x = if head == 4 { 0.38 } else { 0.25 };
    for s in [-1.0f32, 1.0] {
        if head == 4 {
            canvas.circle([255, 255, 255], (s * eye_x, eye_y), 0.15);
        }
        canvas.circle([0x22, 0x22, 0x2A], (s * eye_x, eye_y), 0.09);
        canvas.circle([255, 255, 255], (s * eye_x + 0.03, eye_y + 0.03), 0.03);
        // Cheeks.
        canvas.circle([0xF2, 0x8B, 0x9B], (s * 0.42, -0.2), 0.08);
    }
    if head == 5 {
        // A beak.
        canvas.polygon(
            [0xF0, 0x8A, 0x1C],
            &[(-0.14, -0.22), (0.14, -0.22), (0.0, -0.44)],
        );
    } else {
        // Nose and smile.
        canvas.circle([0x3A, 0x2A, 0x2A], (0.0, -0.24), 0.06);
        canvas.paint([0x3A, 0x2A, 0x2A], 1.0, |x, y| {
            let r = (x * x + (y + 0.3).powi(2)).sqrt();
            (0.12..=0.16).contains(&r) && y < -0.33
        });
    }
}

/// Draws face `kind` of `set` (one of the set's own faces; see [`TileSet::own_faces`]) into a
/// `size × size` RGBA8 buffer; `None` for the shapes, which `tiles` draws.
pub fn set_face_pixels(
    set: TileSet,
    kind: usize,
    size: usize,
    high_contrast: bool,
    glyphs: Option<&mut Glyphs>,
) -> Option<Vec<u8>> {
    let mut canvas = IconCanvas::new(size);
    match set {
        TileSet::Mahjong => draw_mahjong(&mut canvas, kind, high_contrast, glyphs),
        TileSet::Critters => draw_critter(&mut canvas, kind, high_contrast),
        TileSet::Shapes => return None,
    }
    Some(canvas.into_rgba8())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_critter_has_its_own_head_and_fur() {
        let mut seen = std::collections::HashSet::new();
        for k in 0..CRITTER_FACES {
            assert!(seen.insert(critter_of(k)), "critter {k} repeats");
            if k > 0 {
                let (a, b) = (critter_of(k - 1), critter_of(k));
                assert!(a.0 != b.0 && a.1 != b.1, "neighbours {k} differ in both");
            }
        }
    }

    #[test]
    fn the_chinese_style_groups_are_the_mahjong_flowers_and_seasons() {
        let runs: Vec<_> = crate::engine::MatchGroups::FLOWERS_AND_SEASONS
            .runs()
            .map(|r| r.start as usize..r.end as usize)
            .collect();
        assert_eq!(runs, [MAHJONG_FLOWERS, MAHJONG_SEASONS]);
        assert!(TileSet::Mahjong.shows_flowers_and_seasons());
        assert!(!TileSet::Shapes.shows_flowers_and_seasons());
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
