//! `lianliankan replay FILE`: a recorded game is re-played with the game's own rules; status 0
//! when it agrees with them, 1 (with the reason) when it is refused, 2 when the file is not a
//! replay.

use std::ffi::OsStr;
use std::process::Output;

use lianliankan::formats::{Level, Replay};

use crate::{lianliankan, recorded_replay};

fn run(args: &[&OsStr]) -> Output {
    lianliankan().args(args).output().unwrap()
}

#[test]
fn a_replay_proves_is_refused_against_a_changed_level_and_a_bad_file_is_named() {
    let replay = Replay::load(&recorded_replay()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.ron");
    std::fs::write(&good, replay.to_text()).unwrap();
    let out = run(&["replay".as_ref(), good.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("agrees with the rules"), "{stdout}");
    assert!(stdout.contains("cleared in"), "{stdout}");

    // Against a pack where the level changed after the game was played.
    let pack = tempfile::tempdir().unwrap();
    let mut changed = Level::from_ron(&replay.level, "everything.ron").unwrap();
    changed.stars = [1, 2, 3];
    std::fs::write(pack.path().join("everything.ron"), changed.to_ron()).unwrap();
    let out = run(&[
        "replay".as_ref(),
        good.as_os_str(),
        "--pack".as_ref(),
        pack.path().as_os_str(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("REFUSED") && stdout.contains("has changed"),
        "{stdout}"
    );

    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(format: 1,\n seed: [)").unwrap();
    let out = run(&["replay".as_ref(), bad.as_os_str()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("bad.ron:2:"), "{stderr}");
}

#[test]
fn a_daily_replay_names_its_mode_and_a_forged_record_key_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let daily = dir.path().join("daily.ron");
    let out = lianliankan()
        .args([
            "autoplay".as_ref(),
            "--daily".as_ref(),
            "--replay-out".as_ref(),
            daily.as_os_str(),
        ])
        .env("LIANLIANKAN_DATA_DIR", dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let played = Replay::load(&daily).unwrap();
    let day = played
        .level_id
        .as_deref()
        .and_then(|id| id.strip_prefix("daily/"))
        .expect("a daily record key")
        .to_string();
    let out = run(&["replay".as_ref(), daily.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("mode: daily") && stdout.contains(&format!("daily board of {day}")),
        "{stdout}"
    );

    let mut sneaky = Replay::load(&recorded_replay()).unwrap();
    sneaky.level_id = Some("packs/../everything".into());
    let forged = dir.path().join("forged.ron");
    std::fs::write(&forged, sneaky.to_text()).unwrap();
    let out = run(&["replay".as_ref(), forged.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("REFUSED") && stdout.contains("record key"),
        "{stdout}"
    );
}

#[test]
fn autoplay_writes_a_run_file_that_the_replay_command_proves_whole() {
    use lianliankan::formats::ReplayFile;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("run.ron");
    let out = lianliankan()
        .args([
            "autoplay", "--run", "endless", "--boards", "3", "--seed", "11",
        ])
        .arg("--replay-out")
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{said}");
    let points = said
        .trim()
        .strip_suffix(" points")
        .and_then(|s| s.rsplit(' ').next())
        .expect("the run's points");
    let out = run(&["replay".as_ref(), file.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains(&format!("total: {points} points")),
        "{said}\n{stdout}"
    );
    // The same boards in another order are refused, naming the board.
    let Ok(ReplayFile::Run(mut run)) = ReplayFile::load(&file) else {
        panic!("a run file");
    };
    assert_eq!(run.boards.len(), 3);
    run.boards.swap(1, 2);
    let forged = dir.path().join("forged.ron");
    std::fs::write(&forged, run.to_text()).unwrap();
    let out = run_cmd(&forged);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("REFUSED: board 2"), "{stdout}");
}

fn run_cmd(file: &std::path::Path) -> Output {
    run(&["replay".as_ref(), file.as_os_str()])
}

#[test]
fn coach_prints_the_findings_of_a_proven_replay_and_refuses_the_rest() {
    let replay = Replay::load(&recorded_replay()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.ron");
    std::fs::write(&good, replay.to_text()).unwrap();
    let out = run(&["coach".as_ref(), good.as_os_str()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    for part in [
        "links in",
        "cleared",
        "timeline",
        "longest waits:",
        "closed off a clear",
    ] {
        assert!(stdout.contains(part), "{part}: {stdout}");
    }

    let mut forged = replay.clone();
    forged.result.points += 1;
    let bad = dir.path().join("forged.ron");
    std::fs::write(&bad, forged.to_text()).unwrap();
    let out = run(&["coach".as_ref(), bad.as_os_str()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("not coached"), "{stderr}");

    let unreadable = dir.path().join("none.ron");
    std::fs::write(&unreadable, "(format: [").unwrap();
    let out = run(&["coach".as_ref(), unreadable.as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
}

/// `replay` and `coach` stop their re-play at the command's deadline: a deadline of no time
/// at all stops even the shortest game, and says why.
#[test]
fn replay_and_coach_stop_at_the_command_s_deadline() {
    let replay = Replay::load(&recorded_replay()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.ron");
    std::fs::write(&good, replay.to_text()).unwrap();
    for command in ["replay", "coach"] {
        let out = lianliankan()
            .env("LIANLIANKAN_COMMAND_SECONDS", "0")
            .args([command.as_ref(), good.as_os_str()])
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(1), "{command}: {text}");
        assert!(text.contains("past its deadline"), "{command}: {text}");
        assert!(
            text.contains("reached its deadline of 0 s"),
            "{command}: {text}"
        );
    }
}

/// `card` prints a proven game's result card and writes its picture; a forged replay gets no
/// card, and a file that is not a replay is named.
#[test]
fn card_prints_a_proven_game_s_card_and_refuses_a_forged_one() {
    let replay = Replay::load(&recorded_replay()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.ron");
    std::fs::write(&good, replay.to_text()).unwrap();
    let png = dir.path().join("card.png");
    let out = lianliankan()
        .args([
            "card".as_ref(),
            good.as_os_str(),
            "--lang".as_ref(),
            "en".as_ref(),
        ])
        .args(["--png".as_ref(), png.as_os_str()])
        .env("LIANLIANKAN_DATA_DIR", dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    let links = replay
        .answers()
        .filter(|e| {
            matches!(
                e.e,
                lianliankan::formats::replays::replay::Event::Linked(..)
            )
        })
        .count();
    assert!(lines[0].contains("Lianliankan"), "{stdout}");
    assert!(stdout.contains(&format!("{links} links")), "{stdout}");
    let pace = lines.last().unwrap();
    assert_eq!(pace.chars().count(), 10, "a pace row of ten: {stdout}");
    assert!(!stdout.contains('('), "no position: {stdout}");
    let picture = image::open(&png).expect("a PNG card");
    assert_eq!((picture.width(), picture.height()), (640, 300));

    let mut forged = replay.clone();
    forged.result.stars = 3 - forged.result.stars.min(3);
    let bad = dir.path().join("forged.ron");
    std::fs::write(&bad, forged.to_text()).unwrap();
    let out = run(&["card".as_ref(), bad.as_os_str()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no card"), "{stderr}");
    assert!(out.stdout.is_empty(), "nothing printed for a forged game");

    let unreadable = dir.path().join("none.ron");
    std::fs::write(&unreadable, "(format: [").unwrap();
    assert_eq!(
        run(&["card".as_ref(), unreadable.as_os_str()])
            .status
            .code(),
        Some(2)
    );
}
