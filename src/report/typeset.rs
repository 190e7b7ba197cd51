//! A bitmap backend that sets its text itself, laid out like the SVG output's.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};
use plotters_backend::{BackendColor, BackendCoord, BackendTextStyle, DrawingErrorKind};

/// A bitmap backend that sets text itself: `plotters`' own `ab_glyph` text drops each glyph's
/// side bearing, so letters sit unevenly. Text is scaled as in the SVG output (an em of
/// size / 1.24 pixels) and anchored as there, so both formats lay out alike.
pub(super) struct Typeset<B> {
    pub inner: B,
    pub face: FontRef<'static>,
}

/// The font's scale for a `plotters` text size.
fn scale_for(face: &FontRef<'static>, size: f64) -> PxScale {
    let em = size / 1.24;
    let units = f64::from(face.units_per_em().unwrap_or(1000.0));
    PxScale::from((em * f64::from(face.height_unscaled()) / units) as f32)
}

/// How wide characters set one after another are: what fitting text needs to know.
pub(super) trait Measure {
    /// The advance width of `c`, in pixels.
    fn advance(&self, c: char) -> f32;
    /// The kerning between `prev` and `c` set after it, in pixels.
    fn kern(&self, prev: char, c: char) -> f32;
}

/// The face at one size, measured glyph by glyph.
pub(super) struct FaceAt<'a> {
    font: ab_glyph::PxScaleFont<&'a FontRef<'static>>,
}

impl<'a> FaceAt<'a> {
    /// `face` at a `plotters` text size.
    pub fn new(face: &'a FontRef<'static>, size: f64) -> Self {
        FaceAt {
            font: face.as_scaled(scale_for(face, size)),
        }
    }
}

impl Measure for FaceAt<'_> {
    fn advance(&self, c: char) -> f32 {
        self.font.h_advance(self.font.glyph_id(c))
    }

    fn kern(&self, prev: char, c: char) -> f32 {
        self.font
            .kern(self.font.glyph_id(prev), self.font.glyph_id(c))
    }
}

/// Advance width of `text` in pixels, kerning included.
pub(super) fn text_width(face: &FontRef<'static>, text: &str, size: f64) -> f64 {
    f64::from(width_of(&FaceAt::new(face, size), text))
}

/// Advance width of `text` as `m` measures it, kerning included.
fn width_of(m: &impl Measure, text: &str) -> f32 {
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        if let Some(p) = prev {
            width += m.kern(p, c);
        }
        width += m.advance(c);
        prev = Some(c);
    }
    width
}

/// `text`, or its longest start followed by an ellipsis, so it is at most `width` pixels wide
/// as `m` measures it (an ellipsis alone when nothing fits). Each character is measured once,
/// so the work grows with the text's length and no faster.
pub(super) fn fit_text(m: &impl Measure, text: &str, width: f64) -> String {
    let ellipsis = m.advance('…');
    let mut set = 0.0f32;
    let mut prev = None;
    // Where the longest start that fits with an ellipsis after it ends.
    let mut cut = 0;
    for (at, c) in text.char_indices() {
        let with_ellipsis = prev.map_or(set, |p| set + m.kern(p, '…')) + ellipsis;
        if f64::from(with_ellipsis) <= width {
            cut = at;
        }
        if let Some(p) = prev {
            set += m.kern(p, c);
        }
        set += m.advance(c);
        prev = Some(c);
    }
    if f64::from(set) <= width {
        return text.to_string();
    }
    format!("{}…", &text[..cut])
}

impl<B: DrawingBackend> DrawingBackend for Typeset<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.present()
    }

    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_pixel(point, color)
    }

    fn draw_line<S: plotters_backend::BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_line(from, to, style)
    }

    fn draw_rect<S: plotters_backend::BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: plotters_backend::BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_path(path, style)
    }

    fn draw_circle<S: plotters_backend::BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: plotters_backend::BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.fill_polygon(vert, style)
    }

    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        src: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.blit_bitmap(pos, size, src)
    }

    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> Result<(u32, u32), DrawingErrorKind<Self::ErrorType>> {
        let size = style.size();
        let width = text_width(&self.face, text, size).ceil() as u32;
        Ok((width, (size / 1.24).ceil() as u32))
    }

    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let color = style.color();
        if color.alpha == 0.0 {
            return Ok(());
        }
        let size = style.size();
        let em = (size / 1.24) as f32;
        let width = text_width(&self.face, text, size) as f32;
        let anchor = style.anchor();
        let mut pen = match anchor.h_pos {
            HPos::Left => 0.0,
            HPos::Center => -width / 2.0,
            HPos::Right => -width,
        };
        // Baseline below the anchor: the SVG backend's offsets, with digits and capitals
        // centred on a centre anchor.
        let baseline = match anchor.v_pos {
            VPos::Top => 0.76 * em,
            VPos::Center => 0.36 * em,
            VPos::Bottom => -0.24 * em,
        };
        let transform = style.transform();
        let (w, h) = self.inner.get_size();
        let font = self.face.as_scaled(scale_for(&self.face, size));
        let mut prev = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                pen += font.kern(p, id);
            }
            prev = Some(id);
            let glyph = id.with_scale_and_position(font.scale(), point(pen, baseline));
            pen += font.h_advance(id);
            let Some(outline) = font.outline_glyph(glyph) else {
                continue;
            };
            let min = outline.px_bounds().min;
            let mut coverage = Vec::new();
            outline.draw(|x, y, c| coverage.push((x, y, c)));
            for (x, y, c) in coverage {
                if c <= 0.0 {
                    continue;
                }
                let (dx, dy) =
                    transform.transform(min.x as i32 + x as i32, min.y as i32 + y as i32);
                let (px, py) = (pos.0 + dx, pos.1 + dy);
                if px < 0 || py < 0 || px >= w as i32 || py >= h as i32 {
                    continue;
                }
                let alpha = color.alpha * f64::from(c.min(1.0));
                self.inner.draw_pixel(
                    (px, py),
                    BackendColor {
                        alpha,
                        rgb: color.rgb,
                    },
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    const FONT: &[u8] = include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/fonts/NotoSansSC-Regular.otf"
    ));

    /// Every character 10 pixels wide, 1 less after an `A`; counts what it is asked.
    #[derive(Default)]
    struct Counted {
        asked: Cell<usize>,
    }

    impl Measure for Counted {
        fn advance(&self, _: char) -> f32 {
            self.asked.set(self.asked.get() + 1);
            10.0
        }

        fn kern(&self, prev: char, _: char) -> f32 {
            self.asked.set(self.asked.get() + 1);
            if prev == 'A' { -1.0 } else { 0.0 }
        }
    }

    #[test]
    fn a_ten_thousand_character_title_is_fitted_in_one_pass() {
        let title = "A title of ten thousand characters ".repeat(286);
        let title = &title[..10_000];
        let m = Counted::default();
        let fitted = fit_text(&m, title, 1160.0);
        // Each character measured a bounded number of times: cutting one at a time and
        // measuring each cut again asks about 100 million times.
        assert!(m.asked.get() <= 4 * title.len(), "{} asked", m.asked.get());
        assert!(fitted.ends_with('…'));
        let kept = fitted.trim_end_matches('…');
        assert!(title.starts_with(kept));
        assert!(width_of(&m, &fitted) <= 1160.0);
        let one_more = format!("{}…", &title[..kept.len() + 1]);
        assert!(
            width_of(&m, &one_more) > 1160.0,
            "the longest start that fits"
        );
        assert_eq!(fit_text(&m, "short", 1160.0), "short");
        assert_eq!(fit_text(&m, "too wide", 5.0), "…");
    }

    #[test]
    fn fitted_text_fits_in_the_real_face() {
        let face = FontRef::try_from_slice(FONT).unwrap();
        let m = FaceAt::new(&face, 32.0);
        let title = format!("Pack {}", "很长的名字 Long name ".repeat(700));
        let fitted = fit_text(&m, &title, 1160.0);
        assert!(fitted.ends_with('…') && fitted.chars().count() < 200);
        assert!(title.starts_with(fitted.trim_end_matches('…')));
        assert!(f64::from(width_of(&m, &fitted)) <= 1160.0);
        let kept = fitted.chars().count() - 1;
        let one_more: String = title.chars().take(kept + 1).chain(['…']).collect();
        assert!(f64::from(width_of(&m, &one_more)) > 1160.0);
    }
}
