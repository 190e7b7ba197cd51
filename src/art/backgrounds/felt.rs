//! Green baize, as on a card table: a dark green with soft clouds and a fine nap.

use super::{Background, Painting, hash, layered_noise, mix};

/// The felt background.
pub struct Felt;

/// The pattern's side, in pixels.
const SIDE: u32 = 256;

impl Background for Felt {
    fn id(&self) -> &'static str {
        "felt"
    }

    fn name_key(&self) -> &'static str {
        "background-felt"
    }

    fn paint(&self, _: u32, _: u32) -> Result<Painting, String> {
        let side = SIDE as f32;
        Ok(Painting::pattern(SIDE, |x, y| {
            let (u, v) = (x as f32 / side, y as f32 / side);
            let cloud = layered_noise(u, v, 4, 3, 11);
            let nap = 1.0 + (hash(x, y, 12) - 0.5) * 0.1;
            mix([0.09, 0.26, 0.17], [0.14, 0.36, 0.24], cloud).map(|c| c * nap)
        }))
    }
}
