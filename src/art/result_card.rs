//! A game's result card as a picture (PNG), the same lines as its text: the header, the
//! board's code, the stars beside the result, and the pace of the game as bars. Text is set
//! with swash from the fonts given, each character from the first font that has it, so a
//! level's name in any of the game's languages is written out.

use std::f32::consts::PI;

use image::{ImageFormat, Rgba, RgbaImage};
use swash::FontRef;
use swash::scale::{Render, ScaleContext, Source};
use swash::shape::ShapeContext;
use swash::zeno::{Format, Vector};

/// The card's width in pixels.
pub const WIDTH: u32 = 640;
/// The card's height in pixels.
pub const HEIGHT: u32 = 300;

/// Space kept clear round the card's edge.
const MARGIN: f32 = 28.0;

const GROUND: [u8; 3] = [0x1b, 0x21, 0x2e];
const EDGE: [u8; 3] = [0xd9, 0xa8, 0x3f];
const TEXT: [u8; 3] = [0xf3, 0xec, 0xdc];
const TEXT_DIM: [u8; 3] = [0xa9, 0xb0, 0xbf];
const STAR: [u8; 3] = [0xf2, 0xc2, 0x3a];
const STAR_EMPTY: [u8; 3] = [0x48, 0x50, 0x60];
const BAR: [u8; 3] = [0x52, 0xc7, 0xa5];

/// What the card shows, already in words.
#[derive(Clone, Debug)]
pub struct CardPicture {
    /// The header: the game, and the level or the day.
    pub header: String,
    /// The board's code line, where the board has a code.
    pub code: Option<String>,
    /// The result line (time, links, hints).
    pub result: String,
    /// Stars earned, 0 to 3; `None` for a board not cleared (no stars drawn).
    pub stars: Option<u8>,
    /// The pace: one bar per slice of the game, each `0..=pace_top`.
    pub pace: Vec<u8>,
    /// The pace's highest level.
    pub pace_top: u8,
    /// The language sets its punctuation narrow (Latin and Cyrillic letters).
    pub narrow_punctuation: bool,
}

/// The card drawn and encoded as PNG, its text set in `fonts` (first choice first). An error
/// only when no font can be read.
pub fn card_png(card: &CardPicture, fonts: &[&[u8]]) -> Result<Vec<u8>, String> {
    let mut pen = Pen::new(fonts, card.narrow_punctuation)?;
    let mut picture = RgbaImage::from_pixel(WIDTH, HEIGHT, rgba(GROUND));
    frame(&mut picture);
    let room = WIDTH as f32 - 2.0 * MARGIN;
    pen.write(&mut picture, &card.header, (MARGIN, 58.0, 28.0, room), TEXT);
    if let Some(code) = &card.code {
        pen.write(&mut picture, code, (MARGIN, 98.0, 21.0, room), TEXT_DIM);
    }
    let mut result_x = MARGIN;
    if let Some(stars) = card.stars {
        for i in 0..3u8 {
            let colour = if i < stars { STAR } else { STAR_EMPTY };
            let centre = (MARGIN + 22.0 + 50.0 * f32::from(i), 146.0);
            star(&mut picture, centre, 21.0, colour);
        }
        result_x += 160.0;
    }
    let room = WIDTH as f32 - MARGIN - result_x;
    pen.write(
        &mut picture,
        &card.result,
        (result_x, 155.0, 24.0, room),
        TEXT,
    );
    bars(&mut picture, &card.pace, card.pace_top);
    let mut png = Vec::new();
    picture
        .write_to(&mut std::io::Cursor::new(&mut png), ImageFormat::Png)
        .map_err(|e| format!("the card could not be encoded: {e}"))?;
    Ok(png)
}

fn rgba([r, g, b]: [u8; 3]) -> Rgba<u8> {
    Rgba([r, g, b, 255])
}

/// Lays `colour` over the pixel at (x, y) with `coverage` (0–255); outside the card, nothing.
fn blend(picture: &mut RgbaImage, (x, y): (i64, i64), colour: [u8; 3], coverage: u8) {
    if x < 0 || y < 0 || x >= i64::from(WIDTH) || y >= i64::from(HEIGHT) || coverage == 0 {
        return;
    }
    let pixel = picture.get_pixel_mut(x as u32, y as u32);
    let a = u16::from(coverage);
    for (channel, want) in pixel.0.iter_mut().zip(colour) {
        *channel = ((u16::from(*channel) * (255 - a) + u16::from(want) * a) / 255) as u8;
    }
}

/// A gold edge round the card.
fn frame(picture: &mut RgbaImage) {
    let (w, h) = (i64::from(WIDTH), i64::from(HEIGHT));
    for i in 0..4 {
        for x in 0..w {
            blend(picture, (x, i), EDGE, 255);
            blend(picture, (x, h - 1 - i), EDGE, 255);
        }
        for y in 0..h {
            blend(picture, (i, y), EDGE, 255);
            blend(picture, (w - 1 - i, y), EDGE, 255);
        }
    }
}

/// A five-pointed star of outer radius `r` round `centre`, filled (4×4 samples a pixel).
fn star(picture: &mut RgbaImage, (cx, cy): (f32, f32), r: f32, colour: [u8; 3]) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { r * 0.45 };
            let angle = -PI / 2.0 + PI * i as f32 / 5.0;
            (cx + radius * angle.cos(), cy + radius * angle.sin())
        })
        .collect();
    let (x0, y0) = ((cx - r).floor() as i64, (cy - r).floor() as i64);
    let (x1, y1) = ((cx + r).ceil() as i64, (cy + r).ceil() as i64);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let inside = (0..16u8)
                .filter(|s| {
                    let sx = x as f32 + (f32::from(s % 4) + 0.5) / 4.0;
                    let sy = y as f32 + (f32::from(s / 4) + 0.5) / 4.0;
                    contains(&points, sx, sy)
                })
                .count();
            blend(picture, (x, y), colour, (inside * 255 / 16) as u8);
        }
    }
}

/// Whether (x, y) is inside the polygon `points` (even-odd rule).
fn contains(points: &[(f32, f32)], x: f32, y: f32) -> bool {
    let mut inside = false;
    let mut j = points.len() - 1;
    for (i, &(xi, yi)) in points.iter().enumerate() {
        let (xj, yj) = points[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// The pace as bars along the card's foot, a slice with no link as a faint stub.
fn bars(picture: &mut RgbaImage, pace: &[u8], top: u8) {
    if pace.is_empty() {
        return;
    }
    let (left, right) = (MARGIN, WIDTH as f32 - MARGIN);
    let (foot, tallest) = (HEIGHT as f32 - 30.0, 80.0);
    let step = (right - left) / pace.len() as f32;
    for (i, &level) in pace.iter().enumerate() {
        let height = (tallest * f32::from(level.min(top)) / f32::from(top.max(1))).max(4.0);
        let x0 = (left + step * i as f32 + 4.0) as i64;
        let x1 = (left + step * (i + 1) as f32 - 4.0) as i64;
        let coverage = if level == 0 { 110 } else { 255 };
        for y in (foot - height) as i64..foot as i64 {
            for x in x0..x1 {
                blend(picture, (x, y), BAR, coverage);
            }
        }
    }
}

/// Sets text in the first font of a list that has each character.
struct Pen<'a> {
    fonts: Vec<FontRef<'a>>,
    scaling: ScaleContext,
    shaping: ShapeContext,
    /// The faces' proportional widths are on (the `palt` feature): the built-in face is a
    /// Chinese one, whose middle dot and quotes are full-width, too wide in Latin text.
    narrow: bool,
}

/// One glyph placed on a line: its font, its id, and its pen position.
struct Placed<'a> {
    font: FontRef<'a>,
    id: u16,
    x: f32,
}

impl<'a> Pen<'a> {
    fn new(fonts: &[&'a [u8]], narrow: bool) -> Result<Self, String> {
        let fonts: Vec<FontRef<'a>> = fonts
            .iter()
            .filter_map(|bytes| FontRef::from_index(bytes, 0))
            .collect();
        if fonts.is_empty() {
            return Err("no font for the card could be read".into());
        }
        Ok(Pen {
            fonts,
            scaling: ScaleContext::new(),
            shaping: ShapeContext::new(),
            narrow,
        })
    }

    /// Which font writes `ch`: the first that has it, else the first.
    fn font_for(&self, ch: char) -> usize {
        self.fonts
            .iter()
            .position(|font| font.charmap().map(ch) != 0)
            .unwrap_or(0)
    }

    /// `text` shaped at `px`, each run of characters in its own font: the glyphs and the
    /// line's width.
    fn shape(&mut self, text: &str, px: f32) -> (Vec<Placed<'a>>, f32) {
        let mut placed = Vec::new();
        let mut x = 0.0;
        let mut rest = text;
        while let Some(first) = rest.chars().next() {
            let index = self.font_for(first);
            let run_end = rest
                .char_indices()
                .find(|&(_, ch)| self.font_for(ch) != index)
                .map_or(rest.len(), |(at, _)| at);
            let font = self.fonts[index];
            let features: &[(&str, u16)] = if self.narrow { &[("palt", 1)] } else { &[] };
            let mut shaper = self
                .shaping
                .builder(font)
                .size(px)
                .features(features.iter().copied())
                .build();
            shaper.add_str(&rest[..run_end]);
            shaper.shape_with(|cluster| {
                for glyph in cluster.glyphs {
                    placed.push(Placed {
                        font,
                        id: glyph.id,
                        x: x + glyph.x,
                    });
                    x += glyph.advance;
                }
            });
            rest = &rest[run_end..];
        }
        (placed, x)
    }

    /// Writes `text` with its baseline's start at (x, y), `px` high, made smaller to fit in
    /// `room` pixels.
    fn write(
        &mut self,
        picture: &mut RgbaImage,
        text: &str,
        (x, baseline, px, room): (f32, f32, f32, f32),
        colour: [u8; 3],
    ) {
        let (mut placed, wide) = self.shape(text, px);
        let px = if wide > room { px * room / wide } else { px };
        if wide > room {
            placed = self.shape(text, px).0;
        }
        for glyph in placed {
            let at = x + glyph.x;
            let mut scaler = self.scaling.builder(glyph.font).size(px).build();
            let image = Render::new(&[Source::Outline])
                .format(Format::Alpha)
                .offset(Vector::new(at.fract(), 0.0))
                .render(&mut scaler, glyph.id);
            let Some(image) = image else { continue };
            let p = image.placement;
            let left = at.floor() as i64 + i64::from(p.left);
            let top = baseline as i64 - i64::from(p.top);
            for (i, &coverage) in image.data.iter().enumerate() {
                let (col, row) = (i % p.width as usize, i / p.width as usize);
                blend(
                    picture,
                    (left + col as i64, top + row as i64),
                    colour,
                    coverage,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Regular.otf");

    fn card(stars: Option<u8>) -> CardPicture {
        CardPicture {
            header: "连连看 Lianliankan · Starter".into(),
            code: Some("Board code: LLK-AAAA-BBBB-CC".into()),
            result: "1:10 · 5 links · 1 hint".into(),
            stars,
            pace: vec![7, 0, 0, 3, 0, 0, 0, 0, 0, 2],
            pace_top: 7,
            narrow_punctuation: true,
        }
    }

    fn decoded(png: &[u8]) -> RgbaImage {
        image::load_from_memory_with_format(png, ImageFormat::Png)
            .expect("a PNG")
            .to_rgba8()
    }

    /// Pixels in the box that are not the card's ground.
    fn ink(picture: &RgbaImage, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| picture.get_pixel(x, y).0[..3] != GROUND)
            .count()
    }

    #[test]
    fn the_card_is_a_png_with_its_text_stars_and_bars_drawn() {
        let picture = decoded(&card_png(&card(Some(2)), &[FONT]).unwrap());
        assert_eq!(picture.dimensions(), (WIDTH, HEIGHT));
        // The header, the code and the result are written; the stars and bars are there.
        assert!(ink(&picture, (28, 30, 400, 62)) > 400, "no header");
        assert!(ink(&picture, (28, 78, 400, 102)) > 300, "no code");
        assert!(ink(&picture, (190, 130, 500, 160)) > 300, "no result");
        let gold = |x: u32| picture.get_pixel(x, 146).0[..3] == STAR;
        assert!(
            gold(50) && gold(100) && !gold(150),
            "two stars of three filled"
        );
        // The first bar is the tallest; the empty slices are stubs.
        let bar_top = |x: u32| (0..HEIGHT).find(|&y| picture.get_pixel(x, y).0[..3] == BAR);
        let (first, empty) = (bar_top(50).unwrap(), bar_top(110));
        assert!(
            first < HEIGHT - 100,
            "the busiest slice's bar is tall: {first}"
        );
        assert!(empty.is_none(), "a slice with no link is a faint stub");
    }

    #[test]
    fn a_board_not_cleared_has_no_stars_and_long_text_is_fitted() {
        let mut long = card(None);
        long.header = "Lianliankan ".repeat(20);
        let picture = decoded(&card_png(&long, &[FONT]).unwrap());
        assert_eq!(picture.get_pixel(50, 146).0[..3], GROUND);
        // The long header shrinks to the margin instead of running off the card.
        assert_eq!(ink(&picture, (WIDTH - 26, 30, WIDTH - 4, 70)), 0);
        assert!(card_png(&long, &[b"not a font"]).is_err());
    }

    #[test]
    fn latin_text_sets_the_middle_dot_narrow_and_chinese_keeps_it_full_width() {
        let width = |narrow: bool| Pen::new(&[FONT], narrow).unwrap().shape("a · b", 24.0).1;
        let (latin, chinese) = (width(true), width(false));
        assert!(
            latin < chinese - 8.0,
            "the dot is narrow in Latin text: {latin} against {chinese}"
        );
    }
}
