//! One way to deal: `autoplay` deals the board the level deals for a seed (and the game deals
//! that board too: `src/suite/trust.rs`).

use std::path::Path;

use lianliankan::formats::Level;

use crate::lianliankan;

/// The board as `autoplay --moves` prints it before its first move.
fn autoplay_board(file: &Path, seed: u64) -> String {
    let out = lianliankan()
        .args([
            "autoplay",
            "--moves",
            "--seed",
            &seed.to_string(),
            "--level",
        ])
        .arg(file)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with("  "))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn the_command_line_deals_as_the_level_does() {
    // Levels with a difficulty, gravity, a fixed board and none of these.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron") && !p.ends_with("pack.ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "the shipped pack is there");
    for file in files.iter().step_by(4) {
        let level = Level::load(file).unwrap_or_else(|e| panic!("{e}"));
        for seed in [464_937, 7] {
            assert_eq!(
                autoplay_board(file, seed),
                level.deal(seed).unwrap().to_text(),
                "{} seed {seed}: autoplay deals another board",
                file.display()
            );
        }
    }
}
