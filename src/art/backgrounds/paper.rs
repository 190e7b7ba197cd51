//! Xuan paper (宣纸): a warm off-white, mottled where the pulp lay thicker, with fibres and a
//! few specks.

use super::{Background, Painting, hash, layered_noise, mix};

/// The paper background.
pub struct Paper;

/// The pattern's side, in pixels.
const SIDE: u32 = 256;

impl Background for Paper {
    fn id(&self) -> &'static str {
        "paper"
    }

    fn name_key(&self) -> &'static str {
        "background-paper"
    }

    fn paint(&self, _: u32, _: u32) -> Result<Painting, String> {
        let side = SIDE as f32;
        Ok(Painting::pattern(SIDE, |x, y| {
            let (u, v) = (x as f32 / side, y as f32 / side);
            let pulp = layered_noise(u, v, 4, 4, 41);
            let fibre = layered_noise(u, v, 32, 2, 42);
            let base = mix([0.86, 0.83, 0.75], [0.93, 0.91, 0.85], pulp);
            let fibred = if (0.62..0.66).contains(&fibre) {
                base.map(|c| c * 0.95)
            } else {
                base
            };
            if hash(x, y, 43) > 0.9985 {
                mix(fibred, [0.45, 0.40, 0.33], 0.5)
            } else {
                fibred
            }
        }))
    }
}
