//! Backgrounds: what lies behind the board in play. A background is a type implementing
//! [`Background`]: its stable id, its name (a message key, or its own title), and its picture
//! painted for a window — a small pattern repeated, or one picture covering the window. The
//! game ships four painted in code, each one file here ([`felt`], [`wood`], [`fret`],
//! [`paper`]), and shows the desktop's ([`desktop`]); a mod adds its own the same way.
//!
//! Pure pixel code: no Bevy. The game registers backgrounds (`game::content::backgrounds`)
//! and turns their pixels into an image.

pub mod desktop;
pub mod felt;
pub mod fret;
pub mod paper;
pub mod wood;

/// A background. Implement it on a unit struct and register it with
/// `app.add_background(MyBackground)` (`game::content::backgrounds::AddBackground`).
pub trait Background: Send + Sync + 'static {
    /// The stable id settings and level files store (`"felt"`): never change it once players
    /// have chosen it. A mod's should start with the mod's name (`"mymod.clouds"`).
    fn id(&self) -> &'static str;

    /// The message key of its name, in every language the game speaks.
    fn name_key(&self) -> &'static str;

    /// Its own name in language `language`, for one that carries its name (a desktop's);
    /// `None` (the default): the game says [`Background::name_key`].
    fn title(&self, language: &str) -> Option<String> {
        let _ = language;
        None
    }

    /// Who drew it, when it says.
    fn author(&self) -> Option<&str> {
        None
    }

    /// The picture for a window of `width × height` pixels, or why it cannot be painted.
    /// Called off the main thread, once per choice (and window size, for a covering picture).
    fn paint(&self, width: u32, height: u32) -> Result<Painting, String>;
}

/// How a painting is laid on the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// Repeated from the window's centre, one pixel to a pixel.
    Repeat,
    /// Scaled to cover the window, keeping its shape, centred.
    Cover,
}

/// A background's pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct Painting {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Straight-alpha sRGB RGBA8, rows from the top; opaque.
    pub rgba: Vec<u8>,
    /// How it is laid.
    pub fill: Fill,
}

impl Painting {
    /// A `size × size` pattern whose pixel (`x`, `y`) is `colour(x, y)` (linear 0–1 sRGB
    /// values, clamped).
    pub fn pattern(size: u32, colour: impl Fn(u32, u32) -> [f32; 3]) -> Painting {
        let rgba = (0..size)
            .flat_map(|y| (0..size).map(move |x| (x, y)))
            .flat_map(|(x, y)| {
                let [r, g, b] = colour(x, y).map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8);
                [r, g, b, 255]
            })
            .collect();
        Painting {
            width: size,
            height: size,
            rgba,
            fill: Fill::Repeat,
        }
    }

    /// How light it is on the whole, 0 (black) to 1 (white): the mean of its pixels' luma,
    /// which decides whether the words over it are drawn dark or light.
    pub fn lightness(&self) -> f32 {
        let pixels = self.rgba.chunks_exact(4);
        let count = pixels.len().max(1) as f32;
        let sum: f32 = pixels
            .map(|p| {
                (0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2]))
                    / 255.0
            })
            .sum();
        sum / count
    }
}

/// A repeatable random value in 0–1 for lattice point (`x`, `y`) of stream `seed`.
pub fn hash(x: u32, y: u32, seed: u32) -> f32 {
    let mut h =
        x.wrapping_mul(0x8da6_b343) ^ y.wrapping_mul(0xd816_3841) ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    f32::from((h & 0xffff) as u16) / 65535.0
}

/// Smooth noise in 0–1 at (`u`, `v`) in a pattern's own units (0–1 across it), over a lattice
/// of `cells × cells` that wraps, so the pattern repeats without a seam.
pub fn noise(u: f32, v: f32, cells: u32, seed: u32) -> f32 {
    let (x, y) = (
        u.rem_euclid(1.0) * cells as f32,
        v.rem_euclid(1.0) * cells as f32,
    );
    let (x0, y0) = (x.floor() as u32 % cells, y.floor() as u32 % cells);
    let (x1, y1) = ((x0 + 1) % cells, (y0 + 1) % cells);
    let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
    let (sx, sy) = (smooth(x.fract()), smooth(y.fract()));
    let top = hash(x0, y0, seed) + (hash(x1, y0, seed) - hash(x0, y0, seed)) * sx;
    let bottom = hash(x0, y1, seed) + (hash(x1, y1, seed) - hash(x0, y1, seed)) * sx;
    top + (bottom - top) * sy
}

/// Noise in several octaves (each twice as fine and half as strong), in 0–1; it wraps as
/// [`noise`] does.
pub fn layered_noise(u: f32, v: f32, cells: u32, octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut weight, mut total) = (0.0, 1.0, 0.0);
    for octave in 0..octaves {
        sum += noise(u, v, cells << octave, seed.wrapping_add(octave)) * weight;
        total += weight;
        weight *= 0.5;
    }
    sum / total
}

/// `a` blended towards `b` by `t` (0–1).
pub fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [0, 1, 2].map(|i| a[i] + (b[i] - a[i]) * t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lightness_tells_dark_from_light() {
        assert_eq!(Painting::pattern(4, |_, _| [0.0; 3]).lightness(), 0.0);
        assert_eq!(Painting::pattern(4, |_, _| [1.0; 3]).lightness(), 1.0);
        let half = Painting::pattern(4, |x, _| [if x < 2 { 0.0 } else { 1.0 }; 3]);
        assert_eq!(half.lightness(), 0.5);
    }

    #[test]
    fn noise_wraps_and_stays_in_range() {
        for i in 0..50 {
            let u = i as f32 / 50.0;
            let n = layered_noise(u, 0.3, 8, 4, 7);
            assert!((0.0..=1.0).contains(&n));
            assert!((noise(u, 0.3, 8, 1) - noise(u + 1.0, 1.3, 8, 1)).abs() < 1e-4);
        }
    }
}
