//! `lianliankan bots race`: a line per player, the same races from the same seed, every
//! recorded game a replay that proves, and what it cannot race refused with the reason.

use std::process::Output;

use super::lianliankan;

fn run(args: &[&str]) -> Output {
    lianliankan()
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

/// `bots race` on a 14×6 board, with `more` arguments.
fn race_on_14x6(more: &[&str]) -> Output {
    let mut args = vec!["bots", "race", "--layout", "kshisen 14x6"];
    args.extend(more);
    run(&args)
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The numbers of a line `TIER: wins W of N, mean clear T s; …`.
fn wins_and_mean(line: &str, tier: &str) -> (u32, u32, f64) {
    let rest = line
        .strip_prefix(&format!("{tier}: wins "))
        .unwrap_or_else(|| panic!("{line:?}"));
    let (wins, rest) = rest.split_once(" of ").unwrap();
    let (races, rest) = rest.split_once(", mean clear ").unwrap();
    let (mean, _) = rest.split_once(" s").unwrap();
    (
        wins.parse().unwrap(),
        races.parse().unwrap(),
        mean.parse().unwrap(),
    )
}

#[test]
fn computer_players_race_with_a_line_each_and_the_same_seed_runs_the_same_races() {
    let args = ["--tiers", "beginner,expert", "--races", "12", "--seed", "5"];
    let out = race_on_14x6(&args);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    let (b_wins, b_races, b_mean) = wins_and_mean(lines[0], "beginner");
    let (e_wins, e_races, e_mean) = wins_and_mean(lines[1], "expert");
    assert_eq!((b_races, e_races), (12, 12));
    assert_eq!(b_wins + e_wins, 12, "every race is won by one: {text}");
    assert!(e_wins > b_wins && e_mean < b_mean, "{text}");
    // A 14×6 board of 42 links takes a person minutes, not milliseconds or hours.
    assert!((30.0..600.0).contains(&e_mean), "{text}");
    assert_eq!(
        stdout(&race_on_14x6(&args)),
        text,
        "the same seed, the same races"
    );
}

#[test]
fn a_computer_player_s_recorded_game_proves_as_a_replay() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("games");
    let out = race_on_14x6(&[
        "--tiers",
        "beginner,expert",
        "--races",
        "1",
        "--record",
        record.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let mut files: Vec<_> = std::fs::read_dir(&record)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files[0].ends_with("race-0001-0-beginner.ron"), "{files:?}");
    for file in &files {
        let proof = run(&["replay", file.to_str().unwrap()]);
        assert!(proof.status.success(), "{}: {proof:?}", file.display());
        assert!(stdout(&proof).contains("cleared"), "{}", stdout(&proof));
    }
}

#[test]
fn what_cannot_be_raced_is_refused_with_the_reason() {
    for (args, says) in [
        (vec!["--tiers", "grandmaster"], "no tier \"grandmaster\""),
        (vec!["--races", "0"], "--races: 1 to 10000"),
        (
            vec!["--layout", "kshisen 15x7"],
            "--layout \"kshisen 15x7\"",
        ),
        (
            vec!["--tiers", "club,club,club,club,club,club,club"],
            "1 to 6 players",
        ),
    ] {
        let mut all = vec!["bots", "race"];
        all.extend(args);
        let out = run(&all);
        assert_eq!(out.status.code(), Some(2), "{all:?}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{all:?}: {stderr}");
    }
    let empty = tempfile::tempdir().unwrap();
    let out = run(&[
        "bots",
        "race",
        "--tiers",
        "you",
        "--replays",
        empty.path().to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("too few to tell your pace"));
}
