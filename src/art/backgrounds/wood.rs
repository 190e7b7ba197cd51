//! Walnut planks: four boards to the pattern, each its own shade, their grain waving along
//! them, a dark joint between.

use std::f32::consts::TAU;

use super::{Background, Painting, hash, layered_noise, mix};

/// The wood background.
pub struct Wood;

/// The pattern's side, in pixels.
const SIDE: u32 = 256;
/// A board's height, in pixels.
const BOARD: u32 = 64;

impl Background for Wood {
    fn id(&self) -> &'static str {
        "wood"
    }

    fn name_key(&self) -> &'static str {
        "background-wood"
    }

    fn paint(&self, _: u32, _: u32) -> Result<Painting, String> {
        let side = SIDE as f32;
        Ok(Painting::pattern(SIDE, |x, y| {
            let (u, v) = (x as f32 / side, y as f32 / side);
            let board = y / BOARD;
            let across = (y % BOARD) as f32 / BOARD as f32;
            let wave = layered_noise(u, v, 4, 3, 21 + board) * 0.8;
            let grain = ((across * 2.5 + wave) * TAU * 2.0 + board as f32).sin() * 0.5 + 0.5;
            let fine = layered_noise(u, v, 64, 2, 23);
            let tone = 0.9 + hash(board, 0, 24) * 0.2;
            let joint = if y % BOARD == 0 { 0.55 } else { 1.0 };
            mix(
                [0.25, 0.15, 0.085],
                [0.40, 0.26, 0.145],
                grain * 0.65 + fine * 0.35,
            )
            .map(|c| c * tone * joint)
        }))
    }
}
