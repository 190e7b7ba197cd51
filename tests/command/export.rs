//! `lianliankan export`: a replay drawn by the game offscreen into an animated GIF or PNG.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Instant;

use lianliankan::formats::Replay;

use crate::{lianliankan, recorded_replay};

/// A real game of a minute on an 18×8 board (72 links), played at a steady pace.
fn minute_on_18_by_8() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/replays/wide-60s.ron")
}

fn export(replay: &Path, out: &Path, extra: &[&str], data: &Path) -> Output {
    lianliankan()
        .arg("export")
        .args([replay.as_os_str(), out.as_os_str()])
        .args(["--lang", "en"])
        .args(extra)
        .env("LIANLIANKAN_DATA_DIR", data)
        .output()
        .unwrap()
}

fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The frames of a GIF: how many, and how long it plays in hundredths.
fn gif_frames(bytes: &[u8]) -> (u16, u16, usize, u32) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (decoder.width(), decoder.height());
    let (mut frames, mut hundredths) = (0, 0u32);
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames += 1;
        hundredths += u32::from(frame.delay);
    }
    (width, height, frames, hundredths)
}

#[test]
#[ignore = "draws with Vulkan (software works): scripts/test runs it"]
fn a_minute_on_an_18_by_8_board_exports_to_a_gif_of_at_most_2_mb() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("game.gif");
    let began = Instant::now();
    let done = export(&minute_on_18_by_8(), &out, &[], dir.path());
    assert!(done.status.success(), "{}", said(&done));
    let bytes = std::fs::read(&out).unwrap();
    assert!(
        bytes.len() <= 2_000_000,
        "a minute at 480 pixels: {} bytes",
        bytes.len()
    );
    let (width, height, frames, hundredths) = gif_frames(&bytes);
    assert_eq!((width, height), (480, 300));
    // The whole minute is shown at its pace (with the deal before and the finish after).
    assert!(
        (6_000..7_500).contains(&hundredths),
        "plays {hundredths} hundredths"
    );
    assert!(frames > 300, "the game moves: {frames} frames");
    eprintln!(
        "export of a 60 s game: {:.1} s, {} bytes, {frames} frames",
        began.elapsed().as_secs_f64(),
        bytes.len()
    );
    // Nothing is written beside the animation: no replay, no settings.
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
    assert_eq!(left.len(), 1, "{left:?}");
}

#[test]
#[ignore = "draws with Vulkan (software works): scripts/test runs it"]
fn the_links_asked_for_export_to_an_animated_png_and_a_forged_game_to_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("moment.png");
    let moment = ["--from", "2", "--to", "3", "--size", "320", "--fps", "12"];
    let done = export(&recorded_replay(), &out, &moment, dir.path());
    assert!(done.status.success(), "{}", said(&done));
    let decoder = png::Decoder::new(std::io::Cursor::new(std::fs::read(&out).unwrap()));
    let reader = decoder.read_info().expect("a PNG");
    assert_eq!((reader.info().width, reader.info().height), (320, 200));
    let control = reader.info().animation_control().expect("an animated PNG");
    assert!(control.num_frames > 5, "{} frames", control.num_frames);

    // The same again is refused: the file is not replaced.
    let again = export(&recorded_replay(), &out, &moment, dir.path());
    assert_eq!(again.status.code(), Some(2), "{}", said(&again));

    let mut forged = Replay::load(&recorded_replay()).unwrap();
    forged.result.points += 1000;
    let bad = dir.path().join("forged.ron");
    std::fs::write(&bad, forged.to_text()).unwrap();
    let refused = dir.path().join("forged.gif");
    let done = export(&bad, &refused, &[], dir.path());
    assert_eq!(done.status.code(), Some(1), "{}", said(&done));
    assert!(said(&done).contains("not exported"), "{}", said(&done));
    assert!(!refused.exists());

    for wrong in [
        &["--size", "50"][..],
        &["--from", "99"],
        &["--from", "3", "--to", "2"],
    ] {
        let done = export(&recorded_replay(), &refused, wrong, dir.path());
        assert_eq!(done.status.code(), Some(2), "{wrong:?}: {}", said(&done));
    }
}
