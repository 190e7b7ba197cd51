//! The music as one endless stream: the piece asked for, at the volume asked for. The game
//! only sets two numbers ([`MusicControl`]); the stream, running on the audio thread, fades
//! from piece to piece and from volume to volume by itself, so a change never clicks and
//! never needs a frame drawn.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};

use super::Piece;
use super::player::Player;
use super::voice::SAMPLE_RATE;

/// Seconds one piece takes to fade into the next.
const CROSSFADE_SECONDS: f32 = 1.5;

/// Seconds the volume takes to get most of the way to a new setting.
const VOLUME_GLIDE_SECONDS: f32 = 0.25;

/// Pieces still fading out at once; a quicker succession lets the oldest go.
const MOST_FADING: usize = 2;

/// What the game asks of the music: shared between the game and the audio thread.
#[derive(Debug)]
pub struct MusicControl {
    /// The piece: 0 for none, 1 + its place in [`Piece::ALL`].
    piece: AtomicU8,
    /// The volume, as `f32` bits.
    volume: AtomicU32,
}

impl Default for MusicControl {
    fn default() -> Self {
        MusicControl {
            piece: AtomicU8::new(0),
            volume: AtomicU32::new(0f32.to_bits()),
        }
    }
}

impl MusicControl {
    /// Asks for `piece` (`None`: silence).
    pub fn set_piece(&self, piece: Option<Piece>) {
        let code = piece.map_or(0, |p| {
            1 + Piece::ALL.iter().position(|&q| q == p).unwrap_or(0)
        });
        self.piece.store(code as u8, Ordering::Relaxed);
    }

    /// The piece asked for.
    pub fn piece(&self) -> Option<Piece> {
        let code = self.piece.load(Ordering::Relaxed) as usize;
        code.checked_sub(1).and_then(|i| Piece::ALL.get(i).copied())
    }

    /// Asks for a volume (clamped to 0..=1).
    pub fn set_volume(&self, volume: f32) {
        let v = if volume.is_finite() {
            volume.clamp(0.0, 1.0)
        } else {
            0.0
        };
        self.volume.store(v.to_bits(), Ordering::Relaxed);
    }

    /// The volume asked for.
    pub fn volume(&self) -> f32 {
        f32::from_bits(self.volume.load(Ordering::Relaxed))
    }
}

/// A piece and how far it has faded in (or out).
#[derive(Debug)]
struct Fading {
    piece: Piece,
    player: Player,
    /// 0 (silent) to 1 (full).
    level: f32,
}

/// The endless music stream.
#[derive(Debug)]
pub struct MusicStream {
    control: Arc<MusicControl>,
    playing: Option<Fading>,
    leaving: Vec<Fading>,
    volume: f32,
}

impl MusicStream {
    /// A stream following `control`, silent until it asks for a piece and a volume.
    pub fn new(control: Arc<MusicControl>) -> Self {
        MusicStream {
            control,
            playing: None,
            leaving: Vec::with_capacity(MOST_FADING + 1),
            volume: 0.0,
        }
    }

    /// Starts the piece asked for, if it is not the one playing; the one playing fades out.
    fn follow_piece(&mut self) {
        let wanted = self.control.piece();
        if self.playing.as_ref().map(|f| f.piece) == wanted {
            return;
        }
        if let Some(old) = self.playing.take() {
            self.leaving.push(old);
            if self.leaving.len() > MOST_FADING {
                self.leaving.remove(0);
            }
        }
        self.playing = wanted.map(|piece| Fading {
            piece,
            player: piece.player(),
            level: 0.0,
        });
    }

    /// The next sample.
    pub fn next_sample(&mut self) -> f32 {
        self.follow_piece();
        let step = 1.0 / (CROSSFADE_SECONDS * SAMPLE_RATE as f32);
        let mut sum = 0.0;
        if let Some(f) = &mut self.playing {
            f.level = (f.level + step).min(1.0);
            sum += smooth(f.level) * f.player.next_sample();
        }
        for f in &mut self.leaving {
            f.level = (f.level - step).max(0.0);
            sum += smooth(f.level) * f.player.next_sample();
        }
        self.leaving.retain(|f| f.level > 0.0);
        let glide = 1.0 / (VOLUME_GLIDE_SECONDS * SAMPLE_RATE as f32);
        self.volume += (self.control.volume() - self.volume) * glide;
        sum * self.volume * self.volume
    }
}

/// 0 → 1 with no step in value or slope.
fn smooth(x: f32) -> f32 {
    x * x * (3.0 - 2.0 * x)
}

impl Iterator for MusicStream {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        Some(self.next_sample())
    }
}
