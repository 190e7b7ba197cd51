//! The pieces as heard: they read, loop without a seam, never clip, and are the same every
//! time; the stream changes piece and volume without a step.

use std::sync::Arc;

use super::stream::{MusicControl, MusicStream};
use super::*;

/// The first `n` samples of a piece from its start.
fn render(piece: Piece, n: usize) -> Vec<f32> {
    let mut player = piece.player();
    (0..n).map(|_| player.next_sample()).collect()
}

/// The largest step from one sample to the next in `samples`.
fn largest_step(samples: &[f32]) -> f32 {
    samples
        .windows(2)
        .map(|w| (w[1] - w[0]).abs())
        .fold(0.0, f32::max)
}

fn seconds(s: f32) -> usize {
    (s * SAMPLE_RATE as f32) as usize
}

#[test]
fn every_piece_reads_and_loops_for_long_enough() {
    for piece in Piece::ALL {
        let (events, samples) = piece.score().events().unwrap();
        let length = samples as f32 / SAMPLE_RATE as f32;
        assert!(!events.is_empty());
        let shortest = if piece == Piece::Hurry { 30.0 } else { 60.0 };
        assert!(
            (shortest..=130.0).contains(&length),
            "{piece:?}: {length} s"
        );
    }
}

#[test]
fn every_loop_joins_without_a_seam_and_never_clips() {
    for piece in Piece::ALL {
        let player = piece.player();
        let wrap = player.loop_samples() as usize;
        let samples = render(piece, wrap + seconds(4.0));
        let peak = samples.iter().fold(0.0, |m: f32, x| m.max(x.abs()));
        assert!(peak <= 0.9, "{piece:?} peaks at {peak}");
        assert!(peak > 0.1, "{piece:?} is nearly silent: {peak}");
        let inside = largest_step(&samples[..wrap]);
        let seam = largest_step(&samples[wrap - 64..wrap + 64]);
        assert!(
            seam <= inside,
            "{piece:?}: {seam} at the loop, {inside} inside"
        );
        // Notes ringing at the loop's end carry on into the next time round.
        let carried = samples[wrap..wrap + 64].iter().any(|x| x.abs() > 1e-4);
        assert!(carried, "{piece:?}: silence at the loop point");
    }
}

#[test]
fn the_pieces_are_the_same_every_time() {
    for piece in Piece::ALL {
        let n = seconds(8.0);
        assert_eq!(render(piece, n), render(piece, n), "{piece:?}");
    }
}

/// `n` samples of the stream, after `change` is made to its control at sample `at`.
fn stream_with_change(at: usize, n: usize, change: impl Fn(&MusicControl)) -> Vec<f32> {
    let control = Arc::new(MusicControl::default());
    control.set_piece(Some(Piece::Menus));
    control.set_volume(1.0);
    let mut stream = MusicStream::new(control.clone());
    (0..n)
        .map(|i| {
            if i == at {
                change(&control);
            }
            stream.next_sample()
        })
        .collect()
}

#[test]
fn the_stream_fades_in_and_crossfades_without_a_step() {
    let at = seconds(3.0);
    let samples = stream_with_change(at, seconds(6.0), |c| c.set_piece(Some(Piece::Hurry)));
    assert!(samples[0].abs() < 1e-6, "it starts from silence");
    assert!(
        largest_step(&samples[..seconds(0.1)]) < 1e-3,
        "no click at the start"
    );
    let calm = largest_step(&samples[..at]);
    assert!(largest_step(&samples[at - 32..at + 32]) <= calm);
    let heard = |from: f32, to: f32| {
        samples[seconds(from)..seconds(to)]
            .iter()
            .fold(0.0, |m: f32, x| m.max(x.abs()))
    };
    assert!(heard(5.0, 6.0) > 0.05, "the new piece plays");
}

#[test]
fn silence_and_volume_are_reached_by_gliding() {
    let at = seconds(2.0);
    let silenced = stream_with_change(at, seconds(4.0), |c| c.set_piece(None));
    assert!(
        silenced[seconds(3.6)..].iter().all(|x| *x == 0.0),
        "faded out"
    );
    let muted = stream_with_change(at, seconds(4.0), |c| c.set_volume(0.0));
    let before = largest_step(&muted[..at]);
    assert!(largest_step(&muted[at..]) <= before, "the volume glides");
    assert!(
        muted[seconds(3.9)..].iter().all(|x| x.abs() < 1e-3),
        "and gets there"
    );
}

#[test]
fn the_control_keeps_what_it_is_asked() {
    let control = MusicControl::default();
    assert_eq!(control.piece(), None);
    for piece in Piece::ALL.map(Some).into_iter().chain([None]) {
        control.set_piece(piece);
        assert_eq!(control.piece(), piece);
    }
    control.set_volume(2.0);
    assert_eq!(control.volume(), 1.0);
    control.set_volume(f32::NAN);
    assert_eq!(control.volume(), 0.0);
}
