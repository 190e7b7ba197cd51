//! A real screenshot of the game in play: needs a display (run under `xvfb-run` with software
//! Vulkan), so it is ignored by default and run explicitly by `scripts/test`.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Waits for the game to exit; fails the test after 3 minutes.
fn wait_for(mut child: std::process::Child) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > Duration::from_secs(180) {
            let _ = child.kill();
            panic!("the game did not finish its screenshot within 3 minutes");
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Runs the game with `args` plus `--screenshot`, waits for it, and returns the picture.
fn screenshot(name: &str, args: &[&str]) -> (image::RgbImage, PathBuf) {
    let dir = std::env::temp_dir().join(format!("lianliankan-shot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join(format!("{name}.png"));
    let child = Command::new(env!("CARGO_BIN_EXE_lianliankan"))
        .args(args)
        .arg("--screenshot")
        .arg(&path)
        .spawn()
        .unwrap();
    let status = wait_for(child);
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

/// Runs the game with `--screenshot path` (the small starter board) and returns its exit
/// status and what it wrote to stderr.
fn shoot(path: &std::path::Path) -> (std::process::ExitStatus, String) {
    let dir = std::env::temp_dir().join(format!("lianliankan-shot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join(format!(
        "stderr-{}.txt",
        path.file_stem().unwrap().display()
    ));
    let child = Command::new(env!("CARGO_BIN_EXE_lianliankan"))
        .args(["--layout", "starter 6x4", "--seed", "1", "--screenshot"])
        .arg(path)
        .env("LIANLIANKAN_DATA_DIR", dir.join("data"))
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let status = wait_for(child);
    (status, std::fs::read_to_string(&log).unwrap_or_default())
}

#[test]
#[ignore = "needs a display: scripts/test runs it under xvfb-run"]
fn a_screenshot_replaces_an_old_file_and_one_that_cannot_be_written_fails() {
    let dir = std::env::temp_dir().join(format!("lianliankan-shot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // An old file at the path: success only with a new picture in it.
    let old = dir.join("old.png");
    std::fs::write(&old, b"not a picture").unwrap();
    let (status, stderr) = shoot(&old);
    assert!(status.success(), "{status}: {stderr}");
    let img = image::open(&old).expect("a new picture replaced the old file");
    assert!(img.width() >= 800, "{}", img.width());
    // A directory that does not exist: a failure that says why, and no success.
    let nowhere = dir.join("no-such-dir").join("shot.png");
    let (status, stderr) = shoot(&nowhere);
    assert!(
        !status.success(),
        "reported success for a picture it could not write"
    );
    assert!(
        stderr.contains("error: screenshot") && stderr.contains("no-such-dir"),
        "{stderr}"
    );
    assert!(!nowhere.exists());
}

#[test]
#[ignore = "needs a display: scripts/test runs it under xvfb-run"]
fn the_lesson_asked_for_on_the_command_line_is_not_dealt_over() {
    // A level given beside it loads first; the lesson's board and pointer must be what shows.
    let dir = std::env::temp_dir().join(format!("lianliankan-lesson-{}", std::process::id()));
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let (shot, scene) = (dir.join("lesson.png"), dir.join("scene.txt"));
    let child = Command::new(env!("CARGO_BIN_EXE_lianliankan"))
        .args(["--screen", "lesson", "--level-number", "12", "--seed", "5"])
        .arg("--scene-file")
        .arg(&scene)
        .arg("--screenshot")
        .arg(&shot)
        .env("LIANLIANKAN_DATA_DIR", &data)
        .spawn()
        .unwrap();
    assert!(wait_for(child).success());
    let scene = std::fs::read_to_string(&scene).unwrap();
    assert!(scene.contains("\npointed "), "the lesson points: {scene}");
    assert!(scene.contains("screen Play"), "{scene}");
    // The lesson's first board is 6x3 (level 12 is larger).
    assert!(scene.contains("\nboard 6 3 "), "{scene}");
}
