//! Scores written in jianpu (简谱), the numbered notation Chinese music is read in: `1 2 3 5 6`
//! are the degrees of the pentatonic scale, `'` after a digit raises it an octave and `,`
//! lowers it, `-` holds the note before, `0` is a rest, `|` marks a bar and is only read by
//! people. Every other token is one step (an eighth note here).

use super::voice::{Instrument, SAMPLE_RATE};

/// One line of a piece: an instrument playing a tune, written as phrases one after another.
#[derive(Clone, Copy, Debug)]
pub struct Part {
    /// What plays it.
    pub instrument: Instrument,
    /// Octaves above (or below, negative) the piece's `1`.
    pub octave: i32,
    /// Loudness of the line, before the piece's mix.
    pub gain: f32,
    /// The tune, phrase by phrase.
    pub phrases: &'static [&'static str],
}

/// A piece of music, looped.
#[derive(Clone, Copy, Debug)]
pub struct Score {
    /// Its name, for people.
    pub name: &'static str,
    /// Beats a minute.
    pub tempo: f32,
    /// Steps (written tokens) a beat.
    pub steps_per_beat: u32,
    /// The frequency of the degree `1`, Hz.
    pub tonic_hz: f32,
    /// Its lines; all are as long as each other.
    pub parts: &'static [Part],
}

/// A note to sound, when and how.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Event {
    /// The sample the note starts at, from the start of the loop.
    pub start: u32,
    /// Its frequency, Hz.
    pub freq: f32,
    /// Its written length, seconds.
    pub held: f32,
    /// What plays it.
    pub instrument: Instrument,
    /// How loud.
    pub gain: f32,
}

/// Semitones above `1` of each degree of the scale (`4` and `7` are the two notes outside the
/// pentatonic scale, kept for completeness).
const SEMITONES: [i32; 7] = [0, 2, 4, 5, 7, 9, 11];

/// A note written in a token: its step count of semitones above the tonic, or `None` for a
/// rest; `Err` for a token that is not jianpu.
fn read_note(token: &str) -> Result<Option<i32>, String> {
    let mut chars = token.chars();
    let degree = chars
        .next()
        .and_then(|c| c.to_digit(10))
        .filter(|d| *d <= 7)
        .ok_or_else(|| format!("`{token}` is not a note (0-7, then ' or ,)"))?;
    let mut octave = 0;
    for c in chars {
        octave += match c {
            '\'' => 1,
            ',' => -1,
            _ => return Err(format!("`{token}`: `{c}` is neither ' nor ,")),
        };
    }
    Ok((degree > 0).then(|| SEMITONES[degree as usize - 1] + 12 * octave))
}

/// A note as written: (first step, steps held, semitones above the tonic).
type Written = (u32, u32, i32);

/// A line's notes, and its length in steps.
pub fn read_line(phrases: &[&str]) -> Result<(Vec<Written>, u32), String> {
    let mut notes: Vec<Written> = Vec::new();
    let mut step = 0u32;
    let mut sounding = false;
    for token in phrases.iter().flat_map(|p| p.split_whitespace()) {
        match token {
            "|" => continue,
            "-" => {
                if let Some(last) = notes.last_mut().filter(|_| sounding) {
                    last.1 += 1;
                }
            }
            _ => {
                sounding = false;
                if let Some(semitones) = read_note(token)? {
                    notes.push((step, 1, semitones));
                    sounding = true;
                }
            }
        }
        step += 1;
    }
    Ok((notes, step))
}

impl Score {
    /// Samples a step lasts.
    pub fn step_samples(&self) -> u32 {
        (SAMPLE_RATE as f32 * 60.0 / (self.tempo * self.steps_per_beat as f32)).round() as u32
    }

    /// The notes of every part, in order of start, and the loop's length in samples. Parts of
    /// different lengths are an error.
    pub fn events(&self) -> Result<(Vec<Event>, u32), String> {
        let step = self.step_samples();
        let mut events = Vec::new();
        let mut steps = None;
        for (i, part) in self.parts.iter().enumerate() {
            let (notes, length) =
                read_line(part.phrases).map_err(|e| format!("{}, part {i}: {e}", self.name))?;
            if *steps.get_or_insert(length) != length {
                return Err(format!(
                    "{}: part {i} is {length} steps long, part 0 {steps:?}",
                    self.name
                ));
            }
            events.extend(notes.into_iter().map(|(at, len, semitones)| Event {
                start: at * step,
                freq: self.tonic_hz * 2f32.powf(part.octave as f32 + semitones as f32 / 12.0),
                held: (len * step) as f32 / SAMPLE_RATE as f32,
                instrument: part.instrument,
                gain: part.gain,
            }));
        }
        events.sort_by_key(|e| e.start);
        Ok((events, steps.unwrap_or(0) * step))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jianpu_reads_degrees_octaves_holds_and_rests() {
        let (notes, steps) = read_line(&["1 2 - | 0 - 6, 1' -", "5"]).unwrap();
        assert_eq!(
            notes,
            vec![(0, 1, 0), (1, 2, 2), (5, 1, -3), (6, 2, 12), (8, 1, 7)]
        );
        assert_eq!(steps, 9, "bar lines take no time; a rest held stays silent");
    }

    #[test]
    fn a_token_that_is_not_jianpu_is_named() {
        assert!(read_line(&["1 x"]).unwrap_err().contains("`x`"));
        assert!(read_line(&["8"]).is_err());
        assert!(read_line(&["1#"]).unwrap_err().contains("`#`"));
    }

    #[test]
    fn parts_of_different_lengths_are_refused() {
        const PARTS: [Part; 2] = [
            Part {
                instrument: Instrument::Zheng,
                octave: 0,
                gain: 1.0,
                phrases: &["1 2 3"],
            },
            Part {
                instrument: Instrument::Pad,
                octave: 0,
                gain: 1.0,
                phrases: &["1 -"],
            },
        ];
        let score = Score {
            name: "uneven",
            tempo: 60.0,
            steps_per_beat: 2,
            tonic_hz: 220.0,
            parts: &PARTS,
        };
        assert!(score.events().unwrap_err().contains("part 1 is 2 steps"));
    }
}
