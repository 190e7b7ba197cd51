//! Characters of the game's typeface as coverage masks, for tile faces that carry writing
//! (the mahjong set's 萬, 東, 中 …). The font comes in as bytes; swash rasterises its outlines.

use swash::FontRef;
use swash::scale::{Render, ScaleContext, Source};
use swash::zeno::Format;

/// A character's coverage, `width × height` bytes (0 = none, 255 = full), tight to its ink.
#[derive(Clone, Debug)]
pub struct GlyphMask {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Row-major coverage.
    pub coverage: Vec<u8>,
}

impl GlyphMask {
    /// Coverage at (u, v) in [0, 1]² (v down), 0 outside.
    pub fn at(&self, u: f32, v: f32) -> u8 {
        if !(0.0..1.0).contains(&u) || !(0.0..1.0).contains(&v) {
            return 0;
        }
        let (x, y) = (
            (u * self.width as f32) as usize,
            (v * self.height as f32) as usize,
        );
        self.coverage[y * self.width + x]
    }
}

/// Rasterises characters of one font.
pub struct Glyphs<'a> {
    font: FontRef<'a>,
    context: ScaleContext,
}

impl<'a> Glyphs<'a> {
    /// Glyphs of the font `bytes` (an OpenType or TrueType file); `None` if it cannot be read.
    pub fn new(bytes: &'a [u8]) -> Option<Self> {
        Some(Glyphs {
            font: FontRef::from_index(bytes, 0)?,
            context: ScaleContext::new(),
        })
    }

    /// `ch` drawn `px` pixels high (the font's em); `None` if the font lacks it.
    pub fn mask(&mut self, ch: char, px: f32) -> Option<GlyphMask> {
        let glyph = self.font.charmap().map(ch);
        if glyph == 0 {
            return None;
        }
        let mut scaler = self.context.builder(self.font).size(px).build();
        let image = Render::new(&[Source::Outline])
            .format(Format::Alpha)
            .render(&mut scaler, glyph)?;
        let (width, height) = (
            image.placement.width as usize,
            image.placement.height as usize,
        );
        (width > 0 && height > 0).then_some(GlyphMask {
            width,
            height,
            coverage: image.data,
        })
    }
}
