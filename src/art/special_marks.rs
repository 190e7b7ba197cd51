//! The marks of special tiles, drawn in code so they sit over any tile set's faces: a sheet of
//! ice, a padlock and its key (drawn white, to be tinted by the pair they belong to), a
//! stopwatch, and a tile's back for a face still hidden.

use super::icon::IconCanvas;
use super::tiles::tile_body_pixels;

/// Side of a mark's square canvas, in pixels.
pub const MARK_PX: usize = 64;

const WHITE: [u8; 3] = [255, 255, 255];
const INK: [u8; 3] = [34, 38, 52];

/// Whether `(x, y)` lies in the rounded square of half-side `half` and corner radius `r`.
fn in_rounded_square((x, y): (f32, f32), half: (f32, f32), r: f32) -> bool {
    let qx = (x.abs() - (half.0 - r)).max(0.0);
    let qy = (y.abs() - (half.1 - r)).max(0.0);
    x.abs() <= half.0 && y.abs() <= half.1 && qx * qx + qy * qy <= r * r
}

/// A sheet of ice over the whole tile: pale and see-through, so the face shows beneath it,
/// with a bright rim and frost streaks across it.
pub fn ice_pixels(size: usize) -> Vec<u8> {
    let mut c = IconCanvas::new(size);
    let half = (0.94, 0.96);
    c.paint([186, 228, 255], 0.42, |x, y| {
        in_rounded_square((x, y), half, 0.3)
    });
    c.paint([240, 252, 255], 0.95, |x, y| {
        in_rounded_square((x, y), half, 0.3) && !in_rounded_square((x, y), (0.84, 0.86), 0.22)
    });
    for (a, b, w) in [
        ((-0.7, 0.35), (-0.2, 0.8), 0.07),
        ((-0.75, -0.1), (0.1, 0.75), 0.05),
        ((0.2, -0.75), (0.72, -0.2), 0.07),
        ((-0.1, -0.72), (0.7, 0.1), 0.04),
    ] {
        c.paint(WHITE, 0.85, |x, y| {
            super::icon::segment_distance((x, y), a, b) <= w / 2.0
        });
    }
    c.into_rgba8()
}

/// A padlock, white with a dark outline, its keyhole dark.
pub fn lock_pixels(size: usize) -> Vec<u8> {
    let mut c = IconCanvas::new(size);
    let shackle = |x: f32, y: f32, r: f32, w: f32| {
        let d = (x * x + (y - 0.2).powi(2)).sqrt();
        y >= 0.2 && (d - r).abs() <= w / 2.0
            || (x.abs() - r).abs() <= w / 2.0 && (0.0..0.2).contains(&y)
    };
    c.paint(INK, 1.0, |x, y| shackle(x, y, 0.42, 0.32));
    c.paint(INK, 1.0, |x, y| {
        in_rounded_square((x, y + 0.38), (0.74, 0.56), 0.16)
    });
    c.paint(WHITE, 1.0, |x, y| shackle(x, y, 0.42, 0.16));
    c.paint(WHITE, 1.0, |x, y| {
        in_rounded_square((x, y + 0.38), (0.64, 0.46), 0.1)
    });
    c.circle(INK, (0.0, -0.28), 0.14);
    c.polygon(
        INK,
        &[(-0.07, -0.32), (0.07, -0.32), (0.11, -0.64), (-0.11, -0.64)],
    );
    c.into_rgba8()
}

/// A key, white with a dark outline.
pub fn key_pixels(size: usize) -> Vec<u8> {
    let mut c = IconCanvas::new(size);
    let draw = |c: &mut IconCanvas, colour: [u8; 3], grow: f32| {
        c.ring(colour, (-0.45, 0.2), 0.3, 0.2 + grow);
        c.line(colour, (-0.18, 0.05), (0.72, -0.45), 0.16 + grow);
        c.line(colour, (0.42, -0.28), (0.6, 0.02), 0.14 + grow);
        c.line(colour, (0.62, -0.39), (0.8, -0.1), 0.14 + grow);
    };
    draw(&mut c, INK, 0.16);
    draw(&mut c, WHITE, 0.0);
    c.into_rgba8()
}

/// A stopwatch: a white face with a dark rim, a hand and the button on top.
pub fn timer_pixels(size: usize) -> Vec<u8> {
    let mut c = IconCanvas::new(size);
    c.line(INK, (0.0, 0.62), (0.0, 0.9), 0.3);
    c.circle(INK, (0.0, -0.12), 0.82);
    c.circle([255, 246, 214], (0.0, -0.12), 0.66);
    c.line(INK, (0.0, -0.12), (0.28, 0.26), 0.14);
    c.circle(INK, (0.0, -0.12), 0.1);
    c.into_rgba8()
}

/// A tile's back, `w × h` pixels: the tile's body in deep green with a lattice, the same for
/// every set, so a hidden face gives nothing away.
pub fn back_pixels(w: usize, h: usize) -> Vec<u8> {
    let mut out = tile_body_pixels(w, h, [46, 116, 98]);
    let spacing = (w / 5).max(4);
    let (cx, cy) = (w as f32 * 0.47, h as f32 * 0.47);
    for y in 0..h {
        for x in 0..w {
            let i = (y * w + x) * 4;
            if out[i + 3] < 250 {
                continue;
            }
            let inner =
                (x as f32 - cx).abs() < w as f32 * 0.34 && (y as f32 - cy).abs() < h as f32 * 0.36;
            let lattice = (x + y) % spacing < 2 || (x + w - y) % spacing < 2;
            let rim = !inner
                && ((x as f32 - cx).abs() < w as f32 * 0.38
                    && (y as f32 - cy).abs() < h as f32 * 0.40);
            let lift = if inner && lattice {
                1.35
            } else if rim {
                1.2
            } else {
                1.0
            };
            for ch in 0..3 {
                out[i + ch] = (out[i + ch] as f32 * lift).min(255.0) as u8;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alpha_at(pixels: &[u8], size: usize, x: usize, y: usize) -> u8 {
        pixels[(y * size + x) * 4 + 3]
    }

    #[test]
    fn ice_lets_the_face_show_and_the_marks_stay_inside_their_squares() {
        let ice = ice_pixels(MARK_PX);
        let middle = alpha_at(&ice, MARK_PX, MARK_PX / 2, MARK_PX / 2);
        assert!((100..=220).contains(&middle), "see-through: {middle}");
        assert_eq!(alpha_at(&ice, MARK_PX, 0, 0), 0, "round corners");
        for pixels in [
            lock_pixels(MARK_PX),
            key_pixels(MARK_PX),
            timer_pixels(MARK_PX),
        ] {
            assert_eq!(pixels.len(), MARK_PX * MARK_PX * 4);
            let opaque = pixels.chunks(4).filter(|p| p[3] > 200).count();
            assert!(opaque > MARK_PX * MARK_PX / 8, "{opaque} pixels drawn");
            assert!(opaque < MARK_PX * MARK_PX * 3 / 4, "{opaque} pixels drawn");
        }
        let back = back_pixels(96, 100);
        assert_eq!(alpha_at(&back, 96, 48, 50), 255, "a back hides the face");
    }
}
