//! The instruments: each note is a pure function of its age, so a note sounds the same
//! wherever it falls and however the samples are asked for.

use std::f32::consts::TAU;

/// Samples a second (one channel).
pub const SAMPLE_RATE: u32 = 44_100;

/// How a note is sounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instrument {
    /// A plucked string (guzheng-like): bright harmonics that die away, the higher ones first.
    Zheng,
    /// A blown bamboo flute (dizi-like): a soft, nearly pure tone with a slow vibrato, held for
    /// the note's length.
    Dizi,
    /// A soft pad under the tune: slow to rise and to fade, two slightly detuned tones.
    Pad,
}

/// No partial is made above this frequency: nothing sharp or hissing.
const HIGHEST_PARTIAL_HZ: f32 = 4_000.0;

/// How long a plucked string rings, whatever the note's written length.
const ZHENG_RING_SECONDS: f32 = 2.6;

/// The last stretch of every note fades to silence, so no note ever stops with a step.
const FINAL_FADE_SECONDS: f32 = 0.25;

impl Instrument {
    /// Seconds the instrument sounds for a note written `held` seconds long.
    pub fn ring_seconds(self, held: f32) -> f32 {
        match self {
            Instrument::Zheng => ZHENG_RING_SECONDS,
            Instrument::Dizi => held + 0.3,
            Instrument::Pad => held + 1.6,
        }
    }

    /// Samples the instrument sounds for a note written `held` seconds long.
    pub fn ring_samples(self, held: f32) -> u32 {
        (self.ring_seconds(held) * SAMPLE_RATE as f32).ceil() as u32
    }

    /// The note's sound `age` samples after it began, for a note of `freq` Hz written `held`
    /// seconds long (roughly within ±1).
    pub fn sample(self, freq: f32, held: f32, age: u32) -> f32 {
        let t = age as f32 / SAMPLE_RATE as f32;
        let ring = self.ring_seconds(held);
        if t >= ring {
            return 0.0;
        }
        let tail = ((ring - t) / FINAL_FADE_SECONDS).min(1.0);
        let tone = match self {
            Instrument::Zheng => zheng(freq, t),
            Instrument::Dizi => dizi(freq, held, t),
            Instrument::Pad => pad(freq, held, t),
        };
        tone * smooth(tail)
    }
}

/// 0 → 1 with no step in value or slope.
fn smooth(x: f32) -> f32 {
    let x = x.clamp(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

/// A plucked string: six harmonics, each fainter and shorter-lived than the one below.
fn zheng(freq: f32, t: f32) -> f32 {
    const LEVELS: [f32; 6] = [1.0, 0.45, 0.25, 0.14, 0.08, 0.05];
    let attack = smooth(t / 0.004);
    let mut sum = 0.0;
    for (i, level) in LEVELS.iter().enumerate() {
        let h = (i + 1) as f32;
        if h * freq > HIGHEST_PARTIAL_HZ {
            break;
        }
        let decay = (-t * 1.4 * (1.0 + 0.7 * i as f32)).exp();
        sum += level * decay * (TAU * h * freq * t).sin();
    }
    attack * sum * 0.6
}

/// A bamboo flute: a slow breath in, a vibrato that comes in late, a breath out.
fn dizi(freq: f32, held: f32, t: f32) -> f32 {
    const RATE: f32 = 5.0;
    const DEPTH: f32 = 0.005;
    let onset = smooth(t / 0.08);
    let release = smooth(1.0 - (t - held) / 0.3);
    // The vibrato's depth rises after a quarter second; the phase integrates the frequency.
    let depth = DEPTH * smooth((t - 0.25) / 0.4);
    let phase = TAU * freq * t + freq * depth / RATE * (1.0 - (TAU * RATE * t).cos());
    let mut tone = phase.sin();
    if 2.0 * freq < HIGHEST_PARTIAL_HZ {
        tone += 0.22 * (2.0 * phase).sin();
    }
    if 3.0 * freq < HIGHEST_PARTIAL_HZ {
        tone += 0.08 * (3.0 * phase).sin();
    }
    onset * release * tone * 0.7
}

/// A pad: two tones a few cents apart beat slowly; it rises over a second and fades over more.
fn pad(freq: f32, held: f32, t: f32) -> f32 {
    let onset = smooth(t / 1.2);
    let release = smooth(1.0 - (t - held) / 1.6);
    let tone = (TAU * freq * t).sin()
        + 0.6 * (TAU * freq * 1.003 * t).sin()
        + 0.15 * (TAU * 2.0 * freq * t).sin();
    onset * release * tone * 0.4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_instrument_starts_and_ends_in_silence() {
        for instrument in [Instrument::Zheng, Instrument::Dizi, Instrument::Pad] {
            let held = 0.5;
            assert_eq!(instrument.sample(440.0, held, 0), 0.0, "{instrument:?}");
            let last = instrument.ring_samples(held) - 1;
            assert!(
                instrument.sample(440.0, held, last).abs() < 1e-3,
                "{instrument:?} ends with a step"
            );
            assert_eq!(instrument.sample(440.0, held, last + 2), 0.0);
        }
    }

    #[test]
    fn a_pluck_dies_away_and_a_flute_holds() {
        let peak = |i: Instrument, from: f32, to: f32| {
            let range = (from * SAMPLE_RATE as f32) as u32..(to * SAMPLE_RATE as f32) as u32;
            range
                .map(|n| i.sample(330.0, 1.5, n).abs())
                .fold(0.0, f32::max)
        };
        assert!(peak(Instrument::Zheng, 1.0, 1.2) < 0.4 * peak(Instrument::Zheng, 0.0, 0.2));
        assert!(peak(Instrument::Dizi, 1.0, 1.2) > 0.9 * peak(Instrument::Dizi, 0.2, 0.4));
    }
}
