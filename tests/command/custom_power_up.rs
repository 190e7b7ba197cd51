//! `lianliankan replay` has only the built-in power-ups: it refuses a replay that used a mod's,
//! naming the power-up (the mod's own program, `main_with`, proves it: see
//! `src/suite/custom_power_up.rs`).

use lianliankan::formats::{Entry, Event, Replay};

use crate::{lianliankan, recorded_replay};

#[test]
fn the_games_own_replay_command_refuses_a_mod_power_up_by_name() {
    let mut replay = Replay::load(&recorded_replay()).unwrap();
    let t = replay.log[0].t;
    replay.log.insert(
        0,
        Entry {
            t,
            e: Event::PowerUp("autolink".into()),
        },
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("modded.ron");
    std::fs::write(&file, replay.to_text()).unwrap();
    let out = lianliankan()
        .arg("replay")
        .arg(&file)
        .env("LIANLIANKAN_DATA_DIR", dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("REFUSED") && stdout.contains("\"autolink\""),
        "{stdout}"
    );
}
