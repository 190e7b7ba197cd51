//! A tiny canvas for drawing power-up icons in code: shapes in a -1..1 square, anti-aliased by
//! supersampling, painted over each other.

/// Icon side in pixels.
pub const ICON_PX: usize = 64;

/// Supersamples per pixel side.
const SS: usize = 4;

/// An RGBA icon being drawn. Coordinates run from -1 (left, bottom) to 1 (right, top).
pub struct IconCanvas {
    size: usize,
    /// Straight-alpha RGBA, 0..1.
    pixels: Vec<[f32; 4]>,
}

impl IconCanvas {
    /// A transparent canvas `size` pixels square.
    pub fn new(size: usize) -> Self {
        IconCanvas {
            size,
            pixels: vec![[0.0; 4]; size * size],
        }
    }

    /// Paints `colour` (sRGB bytes) wherever `inside(x, y)` holds, with `alpha` opacity.
    pub fn paint(&mut self, colour: [u8; 3], alpha: f32, inside: impl Fn(f32, f32) -> bool) {
        let n = self.size as f32;
        let c = colour.map(|v| v as f32 / 255.0);
        for py in 0..self.size {
            for px in 0..self.size {
                let mut hits = 0;
                for sy in 0..SS {
                    for sx in 0..SS {
                        let x = (px as f32 + (sx as f32 + 0.5) / SS as f32) / n * 2.0 - 1.0;
                        let y = 1.0 - (py as f32 + (sy as f32 + 0.5) / SS as f32) / n * 2.0;
                        hits += usize::from(inside(x, y));
                    }
                }
                if hits == 0 {
                    continue;
                }
                let a = alpha * hits as f32 / (SS * SS) as f32;
                let dst = &mut self.pixels[py * self.size + px];
                let out_a = a + dst[3] * (1.0 - a);
                for i in 0..3 {
                    dst[i] = (c[i] * a + dst[i] * dst[3] * (1.0 - a)) / out_a.max(1e-6);
                }
                dst[3] = out_a;
            }
        }
    }

    /// A filled circle.
    pub fn circle(&mut self, colour: [u8; 3], (cx, cy): (f32, f32), r: f32) {
        self.paint(colour, 1.0, |x, y| {
            (x - cx).powi(2) + (y - cy).powi(2) <= r * r
        });
    }

    /// A ring between radii `r - width / 2` and `r + width / 2`.
    pub fn ring(&mut self, colour: [u8; 3], (cx, cy): (f32, f32), r: f32, width: f32) {
        self.paint(colour, 1.0, |x, y| {
            (((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r).abs() <= width / 2.0
        });
    }

    /// A thick line with round ends.
    pub fn line(&mut self, colour: [u8; 3], a: (f32, f32), b: (f32, f32), width: f32) {
        self.paint(colour, 1.0, |x, y| {
            segment_distance((x, y), a, b) <= width / 2.0
        });
    }

    /// A filled polygon (any winding, even-odd rule).
    pub fn polygon(&mut self, colour: [u8; 3], points: &[(f32, f32)]) {
        self.paint(colour, 1.0, |x, y| inside_polygon((x, y), points));
    }

    /// A glyph (see `super::glyphs`) as large as fits the box centred at `centre` with
    /// half-sizes `half` (its shape kept: 一 stays a stroke), in `colour`.
    pub fn glyph(
        &mut self,
        colour: [u8; 3],
        mask: &super::glyphs::GlyphMask,
        centre: (f32, f32),
        half: (f32, f32),
    ) {
        let (mw, mh) = (mask.width as f32, mask.height as f32);
        let scale = (2.0 * half.0 / mw).min(2.0 * half.1 / mh);
        let (hw, hh) = (mw * scale / 2.0, mh * scale / 2.0);
        self.paint(colour, 1.0, |x, y| {
            let u = (x - centre.0 + hw) / (2.0 * hw);
            let v = (centre.1 + hh - y) / (2.0 * hh);
            mask.at(u, v) >= 128
        });
    }

    /// The pixels as sRGB bytes, RGBA.
    pub fn into_rgba8(self) -> Vec<u8> {
        self.pixels
            .iter()
            .flat_map(|p| p.map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8))
            .collect()
    }

    /// The canvas side in pixels.
    pub fn size(&self) -> usize {
        self.size
    }
}

pub(crate) fn segment_distance(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    ((p.0 - a.0 - t * dx).powi(2) + (p.1 - a.1 - t * dy).powi(2)).sqrt()
}

fn inside_polygon(p: (f32, f32), points: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut j = points.len().wrapping_sub(1);
    for i in 0..points.len() {
        let (a, b) = (points[i], points[j]);
        if (a.1 > p.1) != (b.1 > p.1) && p.0 < (b.0 - a.0) * (p.1 - a.1) / (b.1 - a.1) + a.0 {
            inside = !inside;
        }
        j = i;
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_cover_what_they_should() {
        let mut c = IconCanvas::new(16);
        c.circle([255, 0, 0], (0.0, 0.0), 0.5);
        let px = c.into_rgba8();
        let at = |x: usize, y: usize| px[(y * 16 + x) * 4 + 3];
        assert_eq!(at(8, 8), 255, "centre filled");
        assert_eq!(at(0, 0), 0, "corner empty");
        // The edge is anti-aliased: some pixel is partly covered.
        assert!((0..16).any(|x| (1..255).contains(&at(x, 4))));
    }

    #[test]
    fn polygons_use_even_odd() {
        let square = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)];
        assert!(inside_polygon((0.0, 0.0), &square));
        assert!(!inside_polygon((0.7, 0.0), &square));
    }
}
