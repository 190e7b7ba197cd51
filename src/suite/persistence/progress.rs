//! Saved progress: recorded on a clear, read back, damaged files set aside, an unwritable
//! directory survived, and a kill during a save loses nothing.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::Rules;
use crate::formats::saves::progress::{Progress, ProgressFile};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::persistence::progress::SavedProgress;
use crate::suite::common::*;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llk-progress-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[derive(Resource, Default)]
struct Told(Vec<String>);

fn listen(mut notes: MessageReader<Notify>, mut told: ResMut<Told>) {
    told.0.extend(notes.read().map(|n| n.message.to_string()));
}

/// Clears a one-pair board named `name` with progress saved to `file`.
fn clear_one_pair(name: &str, file: ProgressFile) -> App {
    clear_one_pair_with(name, SavedProgress::load(Some(file)).0)
}

/// Clears a one-pair board named `name` with `saved` progress.
fn clear_one_pair_with(name: &str, saved: SavedProgress) -> App {
    let mut app = fixed_app("ab\nab", Rules::default());
    {
        let mut spec = app.world_mut().resource_mut::<LevelSpec>();
        spec.level.name = name.into();
        spec.record = Some(name.into());
    }
    app.insert_resource(saved)
        .init_resource::<Told>()
        .add_systems(Update, listen);
    link_columns(&mut app, &[0, 1]);
    // Saved by the saving thread, and taken back at a later frame.
    until(&mut app, |app| {
        !app.world().resource::<SavedProgress>().is_saving()
    });
    app
}

#[test]
fn a_clear_is_saved_and_read_back() {
    let dir = temp_dir("saved");
    let file = ProgressFile::in_dir(&dir);
    let app = clear_one_pair("Tiny", file.clone());
    let in_game = app.world().resource::<SavedProgress>().progress.clone();
    let record = in_game.get("Tiny").expect("recorded");
    assert_eq!(record.clears, 1);
    assert!(record.best_score >= 200, "two pairs scored");
    let loaded = file.load();
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.value, in_game);
    // A second clear is counted on top of what was read back.
    let app = clear_one_pair("Tiny", file.clone());
    assert_eq!(
        app.world()
            .resource::<SavedProgress>()
            .progress
            .get("Tiny")
            .unwrap()
            .clears,
        2
    );
    assert_eq!(file.load().value.get("Tiny").unwrap().clears, 2);
}

#[test]
fn a_save_off_the_frame_takes_in_what_another_copy_wrote_meanwhile() {
    let dir = temp_dir("other-copy");
    let file = ProgressFile::in_dir(&dir);
    let saved = SavedProgress::load(Some(file.clone())).0;
    // Another copy of the game saves a clear of its own after this one read the file.
    let mut other = Progress::default();
    other.record("Other", 50, 9.0, 1, true);
    file.save(&mut other).unwrap();
    let app = clear_one_pair_with("Tiny", saved);
    let in_game = &app.world().resource::<SavedProgress>().progress;
    assert!(in_game.get("Tiny").is_some(), "this copy's clear");
    assert!(in_game.get("Other").is_some(), "the other copy's, taken in");
    let on_disk = file.load().value;
    assert_eq!(&on_disk, in_game);
}

#[test]
fn a_damaged_file_is_kept_aside_and_the_player_told() {
    let dir = temp_dir("damaged");
    let file = ProgressFile::in_dir(&dir);
    std::fs::write(&file.path, "(levels: {\"A\": (best_score: 10, best_sec").unwrap();
    let (saved, notice) = SavedProgress::load(Some(file.clone()));
    assert_eq!(saved.progress, Progress::default());
    let notice = notice.expect("the player is told").to_string();
    assert!(
        notice.contains("damaged") && notice.contains("line 1"),
        "{notice}"
    );
    let kept: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(kept.len(), 1);
    let backup = std::fs::read_to_string(kept[0].path()).unwrap();
    assert!(
        backup.starts_with("(levels: {\"A\""),
        "the damaged bytes are kept"
    );
}

#[test]
fn an_unwritable_directory_warns_once_and_the_game_goes_on() {
    let dir = temp_dir("unwritable");
    // A directory that can never be made: its parent is a file (works even as root).
    let blocker = dir.join("not-a-dir");
    std::fs::write(&blocker, "").unwrap();
    let file = ProgressFile::in_dir(&blocker.join("data"));
    let mut app = clear_one_pair("Tiny", file);
    let told = &app.world().resource::<Told>().0;
    assert!(
        told.iter().any(|t| t.contains("cannot be saved")),
        "told: {told:?}"
    );
    // The progress is still kept in memory, and the game runs on.
    assert!(
        app.world()
            .resource::<SavedProgress>()
            .progress
            .is_cleared("Tiny")
    );
    run_for(&mut app, 0.5);
}

/// Set in the child process that saves in a loop until it is killed.
const CHILD_DIR: &str = "LLK_SAVE_LOOP_DIR";

#[test]
fn save_loop_child() {
    // Only does something when started by `killing_during_saves_loses_nothing`.
    let Some(dir) = std::env::var_os(CHILD_DIR) else {
        return;
    };
    let file = ProgressFile::in_dir(&PathBuf::from(dir));
    let mut progress = Progress::default();
    // Padding makes each save take long enough to be interrupted part-way.
    for i in 0..500 {
        progress.record(&format!("padding level {i:03}"), i, 1.0, 1, true);
    }
    for n in 1.. {
        progress.record("Counted", n, 1.0, 0, true);
        println!("saving {n}");
        let start = std::time::Instant::now();
        file.save(&mut progress).unwrap();
        println!("saved {n} in {} us", start.elapsed().as_micros());
    }
}

#[test]
fn killing_during_saves_loses_nothing() {
    let dir = temp_dir("kill");
    let file = ProgressFile::in_dir(&dir);
    let me = std::env::current_exe().unwrap();
    // Each round kills the saving child as soon as it starts a save (after a varying number
    // of saves and a varying pause), then reads back what is on disk.
    let (mut mid_save, mut mid_write) = (0, 0);
    for round in 0..20u64 {
        let (confirmed, last) = kill_a_saving_child(&me, &dir, round);
        if last.starts_with("saving") {
            mid_save += 1;
        }
        let loaded = file.load();
        assert_eq!(loaded.notice, None, "round {round}: the file is whole");
        let clears = loaded.value.get("Counted").expect("saved").clears;
        assert!(
            u64::from(clears) >= confirmed,
            "round {round}: {clears} clears on disk, {confirmed} confirmed saved"
        );
        assert_eq!(loaded.value.levels.len(), 501);
        // Start the next round from a fresh file. A temporary file left over means the kill
        // came while the new version was being written.
        std::fs::remove_file(&file.path).unwrap();
        // The lock file stays between saves; anything else is a temporary file.
        let is_lock = |e: &std::fs::DirEntry| e.file_name().to_string_lossy().ends_with(".lock");
        for leftover in std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .filter(|e| !is_lock(e))
        {
            mid_write += 1;
            std::fs::remove_file(leftover.path()).unwrap();
        }
    }
    println!("of 20 kills, {mid_save} landed in the middle of a save, {mid_write} while writing");
    assert!(
        mid_save >= 1,
        "no kill landed in the middle of a save: the test saw no interrupted save"
    );
}

/// Starts the saving child, kills it once it starts save `3 + round * 7` (a varying pause into
/// that save), and returns the last save it confirmed and the last line it printed.
fn kill_a_saving_child(me: &std::path::Path, dir: &std::path::Path, round: u64) -> (u64, String) {
    let mut child = Command::new(me)
        .args([
            "--exact",
            "suite::persistence::progress::save_loop_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_DIR, dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let wanted = 3 + round * 7;
    let (mut confirmed, mut save_micros) = (0, 0);
    let saved = |line: &str| -> Option<(u64, u64)> {
        let (n, rest) = line.strip_prefix("saved ")?.split_once(" in ")?;
        Some((n.parse().ok()?, rest.strip_suffix(" us")?.parse().ok()?))
    };
    for line in lines.by_ref() {
        let line = line.unwrap();
        if let Some((n, micros)) = saved(&line) {
            (confirmed, save_micros) = (n, micros);
        } else if let Some(n) = line.strip_prefix("saving ")
            && n.parse::<u64>().unwrap() >= wanted
        {
            break;
        }
    }
    // Spread the kills over the length of a save.
    std::thread::sleep(Duration::from_micros(save_micros * (round % 10) / 10));
    child.kill().unwrap();
    child.wait().unwrap();
    // Whatever the child printed before it died: a save it did not finish shows as a
    // "saving" line that no "saved" line follows.
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let last = rest.last().map_or("saving", String::as_str).to_string();
    for line in &rest {
        if let Some((n, _)) = saved(line) {
            confirmed = n;
        }
    }
    (confirmed, last)
}

/// Two copies of the game saving the same file at once, again and again, each a fresh read,
/// one new clear and a save: every clear of both is on disk at the end.
#[test]
fn copies_saving_at_once_both_keep_their_clears() {
    let dir = temp_dir("concurrent");
    let file = ProgressFile::in_dir(&dir);
    const SAVES: u32 = 150;
    let copies: Vec<_> = ["left", "right"]
        .into_iter()
        .map(|copy| {
            let file = file.clone();
            std::thread::spawn(move || {
                for n in 0..SAVES {
                    let read = file.load().value;
                    let mut mine = read.clone();
                    mine.record(&format!("{copy} {n}"), n, 1.0, 1, true);
                    file.save_since(&mut mine, &read).unwrap();
                }
            })
        })
        .collect();
    for copy in copies {
        copy.join().unwrap();
    }
    let on_disk = file.load().value;
    let lost: Vec<String> = ["left", "right"]
        .into_iter()
        .flat_map(|copy| (0..SAVES).map(move |n| format!("{copy} {n}")))
        .filter(|level| !on_disk.is_cleared(level))
        .collect();
    assert!(
        lost.is_empty(),
        "{} clears lost, first {:?}",
        lost.len(),
        lost.first()
    );
    assert_eq!(on_disk.levels.len(), 2 * SAVES as usize);
}
