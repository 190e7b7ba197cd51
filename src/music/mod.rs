//! The game's music, made by its own code: three pentatonic pieces written in jianpu
//! ([`pieces`]), sounded by simple synthesis (plucked strings, a bamboo flute, a soft pad:
//! [`voice`]), looped without a seam ([`player`]) and crossfaded from one to the next at a
//! gentle volume ([`stream`]). No audio files and no Bevy: the view streams the samples on the
//! audio thread.

pub mod pieces;
pub mod player;
pub mod score;
pub mod stream;
pub mod voice;

use std::sync::Arc;

use player::Player;
pub use voice::SAMPLE_RATE;

/// Which piece plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Calm, for the title and menus: Bamboo Shade.
    Menus,
    /// Sparse, under a board: Flowing Stream.
    Play,
    /// Quick, for the last thirty seconds of a clock: Swift Horse.
    Hurry,
}

impl Piece {
    /// Every piece.
    pub const ALL: [Piece; 3] = [Piece::Menus, Piece::Play, Piece::Hurry];

    /// Its score.
    pub fn score(self) -> &'static score::Score {
        match self {
            Piece::Menus => &pieces::BAMBOO_SHADE,
            Piece::Play => &pieces::FLOWING_STREAM,
            Piece::Hurry => &pieces::SWIFT_HORSE,
        }
    }

    /// A player at the piece's start. The scores are the game's own and tested to read.
    pub fn player(self) -> Player {
        let (events, loop_samples) = self
            .score()
            .events()
            .unwrap_or_else(|e| panic!("the score of {self:?} does not read: {e}"));
        Player::new(Arc::from(events), loop_samples, MIX_LEVEL)
    }
}

/// The level every piece is mixed at: the loudest moment stays well under full scale.
const MIX_LEVEL: f32 = 0.5;

#[cfg(test)]
mod tests;
