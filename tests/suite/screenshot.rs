//! A real screenshot of the game in play: needs a display (run under `xvfb-run` with software
//! Vulkan), so it is ignored by default and run explicitly by `scripts/test`.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs the game with `args` plus `--screenshot`, waits for it, and returns the picture.
fn screenshot(name: &str, args: &[&str]) -> (image::RgbImage, PathBuf) {
    let dir = std::env::temp_dir().join(format!("lianliankan-shot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join(format!("{name}.png"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_lianliankan"))
        .args(args)
        .arg("--screenshot")
        .arg(&path)
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(180) {
            let _ = child.kill();
            panic!("the game did not take its screenshot within 3 minutes");
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(status.success(), "game exited with {status}");
    let img = image::open(&path).unwrap().to_rgb8();
    let (w, h) = img.dimensions();
    assert!(w >= 800 && h >= 600, "{w}x{h}");
    (img, path)
}

/// Share of the screen in tile ivory.
fn ivory_share(img: &image::RgbImage) -> f64 {
    img.pixels()
        .filter(|p| p[0] > 225 && p[1] > 215 && p[2] > 195)
        .count() as f64
        / (img.width() * img.height()) as f64
}

#[test]
#[ignore = "needs a display: scripts/test runs it under xvfb-run"]
fn screenshot_shows_the_board() {
    let (img, path) = screenshot("play", &["--layout", "classic 14x8", "--seed", "3"]);
    // Tile bodies are ivory; the background is dark slate. A drawn 14x8 board covers a good
    // share of the window with ivory, and faces add many colours.
    let ivory = ivory_share(&img);
    let colours: std::collections::HashSet<[u8; 3]> = img
        .pixels()
        .map(|p| [p[0] >> 3, p[1] >> 3, p[2] >> 3])
        .collect();
    assert!(
        ivory > 0.15,
        "only {:.1}% of the screen is tile: blank board?",
        ivory * 100.0
    );
    assert!(colours.len() > 200, "only {} colours", colours.len());
    // Keep a copy for the README when asked.
    if let Ok(out) = std::env::var("LIANLIANKAN_SCREENSHOT_OUT") {
        std::fs::copy(&path, out).unwrap();
    }
}

#[test]
#[ignore = "needs a display: scripts/test runs it under xvfb-run"]
fn screenshot_of_a_level_file_shows_tiles_and_stones() {
    // Level 22 (Fortress) has obstacles, drawn as slate stones.
    let (img, _) = screenshot("fortress", &["--level-number", "22", "--seed", "3"]);
    let ivory = ivory_share(&img);
    assert!(ivory > 0.08, "only {:.1}% tile", ivory * 100.0);
    let stone = img
        .pixels()
        .filter(|p| p[0].abs_diff(86) < 5 && p[1].abs_diff(94) < 5 && p[2].abs_diff(112) < 5)
        .count();
    assert!(
        stone > 2_000,
        "only {stone} stone pixels: obstacles not drawn?"
    );
}
