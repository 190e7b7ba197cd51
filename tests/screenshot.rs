//! A real screenshot of the game in play: needs a display (run under `xvfb-run` with software
//! Vulkan), so it is ignored by default and run explicitly by `scripts/test`.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
#[ignore = "needs a display: scripts/test runs it under xvfb-run"]
fn screenshot_shows_the_board() {
    let dir = std::env::temp_dir().join(format!("lianliankan-shot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join("play.png");
    let mut child = Command::new(env!("CARGO_BIN_EXE_lianliankan"))
        .args(["--layout", "classic 14x8", "--seed", "3", "--screenshot"])
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
    // Tile bodies are ivory; the background is dark slate. A drawn 14x8 board covers a good
    // share of the window with ivory, and faces add many colours.
    let ivory = img
        .pixels()
        .filter(|p| p[0] > 225 && p[1] > 215 && p[2] > 195)
        .count() as f64
        / (w * h) as f64;
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
    std::fs::remove_dir_all(&dir).ok();
}
