//! Renders the game's music to WAV files to listen to or look at, each piece once round its
//! loop and a few seconds into the next time round (so the loop point can be heard):
//! `lianliankan render-music OUT_DIR` writes `menus.wav`, `play.wav`, `hurry.wav`.
//!
//! `sox OUT_DIR/menus.wav -n stat` gives the peak and RMS; `sox … -n spectrogram -o x.png`
//! draws it.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::music::{Piece, SAMPLE_RATE};

/// Seconds rendered past the loop point.
const PAST_THE_LOOP: u32 = 6;

/// `lianliankan render-music OUT_DIR`: writes `menus.wav`, `play.wav` and `hurry.wav`.
pub fn render_music(dir: &Path) -> crate::cli::failure::Outcome {
    for (piece, name) in [
        (Piece::Menus, "menus"),
        (Piece::Play, "play"),
        (Piece::Hurry, "hurry"),
    ] {
        let mut player = piece.player();
        let n = player.loop_samples() + PAST_THE_LOOP * SAMPLE_RATE;
        let samples: Vec<f32> = (0..n).map(|_| player.next_sample()).collect();
        let path = dir.join(format!("{name}.wav"));
        write_wav(&path, &samples).map_err(|e| {
            crate::cli::failure::Failure::refused(format!("cannot write {}: {e}", path.display()))
        })?;
        println!(
            "{}: loop {:.1} s",
            path.display(),
            player.loop_samples() as f32 / SAMPLE_RATE as f32
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes mono 16-bit PCM.
fn write_wav(path: &Path, samples: &[f32]) -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create(path)?);
    let data_len = u32::try_from(samples.len() * 2).map_err(std::io::Error::other)?;
    w.write_all(b"RIFF")?;
    w.write_all(&(36 + data_len).to_le_bytes())?;
    w.write_all(b"WAVEfmt ")?;
    w.write_all(&16u32.to_le_bytes())?;
    w.write_all(&1u16.to_le_bytes())?; // PCM
    w.write_all(&1u16.to_le_bytes())?; // mono
    w.write_all(&SAMPLE_RATE.to_le_bytes())?;
    w.write_all(&(SAMPLE_RATE * 2).to_le_bytes())?;
    w.write_all(&2u16.to_le_bytes())?;
    w.write_all(&16u16.to_le_bytes())?;
    w.write_all(b"data")?;
    w.write_all(&data_len.to_le_bytes())?;
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        w.write_all(&v.to_le_bytes())?;
    }
    w.flush()
}
