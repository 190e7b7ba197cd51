//! The 回 fret of Chinese lattice windows: squares within squares, in a muted gold on deep
//! lacquer red, thin enough to stay behind the tiles.

use super::{Background, Painting, hash, layered_noise, mix};

/// The fret background.
pub struct Fret;

/// A motif's side, in pixels.
const MOTIF: u32 = 48;
/// Motifs to the pattern's side.
const MOTIFS: u32 = 5;
/// A line's width, in pixels.
const LINE: u32 = 3;

/// Whether pixel (`x`, `y`) of a motif is on its line: a square from 6 to 41 and one from 17
/// to 30, as the character 回 draws them.
fn on_line(x: u32, y: u32) -> bool {
    let ring = |lo: u32, hi: u32| {
        let inside = |a: u32| (lo..=hi).contains(&a);
        let edge = |a: u32| (lo..lo + LINE).contains(&a) || (hi + 1 - LINE..=hi).contains(&a);
        inside(x) && inside(y) && (edge(x) || edge(y))
    };
    ring(6, 41) || ring(17, 30)
}

impl Background for Fret {
    fn id(&self) -> &'static str {
        "fret"
    }

    fn name_key(&self) -> &'static str {
        "background-fret"
    }

    fn paint(&self, _: u32, _: u32) -> Result<Painting, String> {
        let side = MOTIF * MOTIFS;
        Ok(Painting::pattern(side, |x, y| {
            let (u, v) = (x as f32 / side as f32, y as f32 / side as f32);
            let lacquer = mix(
                [0.30, 0.045, 0.055],
                [0.38, 0.07, 0.07],
                layered_noise(u, v, 3, 3, 31),
            );
            let grain = 1.0 + (hash(x, y, 32) - 0.5) * 0.06;
            let colour = if on_line(x % MOTIF, y % MOTIF) {
                mix(lacquer, [0.62, 0.40, 0.17], 0.45)
            } else {
                lacquer
            };
            colour.map(|c| c * grain)
        }))
    }
}
