//! Work that input can start is bounded: a fixed board that cannot be proven clearable soon is
//! refused, naming the budget that ran out, by `check`, by level loading and by a pack
//! document (whose levels share one total); `solve` answers contest input board by board and
//! ends endless input with an error.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use lianliankan::formats::Level;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lianliankan"))
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llk-budgets-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A stuck corner ("abab" with no outer ring) walled off from 1190 tiles of one kind: proving
/// it stuck means trying the orders of the big region, far more than any budget allows.
fn tangled_level(name: &str) -> String {
    let mut fixed = vec![
        format!("abab#{}", "c".repeat(35)),
        format!("#####{}", "c".repeat(35)),
    ];
    fixed.extend(std::iter::repeat_n("c".repeat(40), 28));
    let layout: Vec<String> = fixed
        .iter()
        .map(|r| r.replace(['a', 'b', 'c'], "x"))
        .collect();
    format!("(name: {name:?}, layout: {layout:?}, fixed: {fixed:?}, rules: (outer_ring: false))")
}

/// Waits for `child`, killing it and failing the test if it runs 60 seconds: a guard against
/// a hang, not a measure of speed.
fn finish(mut child: Child) -> Output {
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("did not finish in 60 seconds");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn run(command: &mut Command) -> Output {
    finish(
        command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    )
}

const GAVE_UP: &str = "gave up proving the fixed board clearable after";

#[test]
fn a_tangled_fixed_level_is_refused_naming_its_budget() {
    let level = tangled_level("Tangled");
    let err = Level::from_ron(&level, "tangled.ron")
        .unwrap_err()
        .to_string();
    assert!(err.contains(GAVE_UP), "{err}");
    assert!(err.starts_with("tangled.ron:"), "{err}");

    let dir = temp_dir("check");
    let file = dir.join("tangled.ron");
    std::fs::write(&file, &level).unwrap();
    let out = run(bin().arg("check").arg(&file));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("INVALID") && stdout.contains(GAVE_UP),
        "{stdout}"
    );
}

#[test]
fn a_pack_document_of_tangled_levels_is_refused_and_not_installed() {
    let dir = temp_dir("pack");
    let levels: Vec<String> = (1..=2)
        .map(|i| {
            let text = tangled_level(&format!("Tangled {i}"));
            format!("(file: \"0{i}-tangled.ron\", text: {text:?})")
        })
        .collect();
    let document = format!(
        "(format: 1, key: \"tangled\", info: (name: \"Tangled\"), levels: [{}])",
        levels.join(", ")
    );
    let problems = lianliankan::formats::read_document(&document, "doc.ron").unwrap_err();
    assert_eq!(problems.len(), 2, "{problems:?}");
    for (i, p) in problems.iter().enumerate() {
        assert!(p.contains(&format!("0{}-tangled.ron", i + 1)), "{p}");
        assert!(p.contains(GAVE_UP), "{p}");
    }

    let file = dir.join("doc.ron");
    std::fs::write(&file, &document).unwrap();
    let root = dir.join("packs");
    let out = run(bin()
        .args(["pack", "import"])
        .arg(&file)
        .arg("--into")
        .arg(&root));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(GAVE_UP), "{stderr}");
    assert!(!root.join("tangled").exists());
}

/// The contest sample's first board and its answers.
const FIRST_BOARD: &str = "5 4\nXXXXX\nX   X\nXXX X\n XXX \n2 3 5 3\n1 3 4 4\n2 3 3 4\n0 0 0 0\n";
const FIRST_ANSWERS: &str =
    "Board #1:\nPair 1: 4 segments.\nPair 2: 3 segments.\nPair 3: impossible.\n\n";

#[test]
fn solve_answers_a_board_while_the_rest_of_the_input_is_still_to_come() {
    let mut child = bin()
        .arg("solve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(FIRST_BOARD.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let (sent, answered) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut answers = String::new();
        for _ in 0..5 {
            stdout.read_line(&mut answers).unwrap();
        }
        sent.send(answers).unwrap();
    });
    // Standard input is still open: the answers must come before the end marker does.
    let Ok(answers) = answered.recv_timeout(Duration::from_secs(30)) else {
        child.kill().unwrap();
        panic!("no answer while the input stayed open");
    };
    reader.join().unwrap();
    assert_eq!(answers, FIRST_ANSWERS);
    stdin.write_all(b"0 0\n").unwrap();
    drop(stdin);
    let out = finish(child);
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn solve_ends_endless_blank_lines_with_an_error() {
    let mut child = bin()
        .arg("solve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // Writes newlines until the reader goes away.
    std::thread::spawn(move || {
        let block = [b'\n'; 4096];
        while stdin.write_all(&block).is_ok() {}
    });
    let out = finish(child);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("error: <stdin>: line 1001: more than 1000 blank lines in a row"),
        "{stderr}"
    );
}

/// `check --difficulty` stops at the command's deadline: a 40 × 30 board of one kind whose
/// tiles slide (each step of the random player lists every slide of every pair) is measured
/// until then, and the row says why it stopped.
#[test]
fn measuring_a_level_stops_at_the_command_s_deadline() {
    let layout: Vec<String> = vec!["x".repeat(40); 30];
    let level = format!(
        "(name: \"Sliding sea\", layout: {layout:?}, kinds: 1, rules: (max_turns: 1, tiles_slide: true))"
    );
    let dir = temp_dir("measure");
    let file = dir.join("sea.ron");
    std::fs::write(&file, level).unwrap();
    let started = Instant::now();
    let out = run(bin()
        .env("LIANLIANKAN_COMMAND_SECONDS", "2")
        .args(["check", "--difficulty", "20"])
        .arg(&file));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("was stopped"), "{text}");
    assert!(text.contains("reached its deadline of 2 s"), "{text}");
    assert_ne!(out.status.code(), Some(0), "{text}");
    // Stopped, not finished: far less than the measure would take.
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A goal's line search on a 40 × 30 board counts each large position as several, so `check`
/// answers within its work bound (refused or dealt, the same on every machine), not after
/// minutes; with no time at all it stops at once.
#[test]
fn a_large_board_s_goal_is_searched_within_a_bound() {
    let layout: Vec<String> = vec!["x".repeat(40); 30];
    let level = format!(
        "(name: \"Big goal\", layout: {layout:?}, kinds: 20, goal: (clear: pairs, kind: 'a', pairs: 6, within_links: 30))"
    );
    let dir = temp_dir("goal");
    let file = dir.join("goal.ron");
    std::fs::write(&file, &level).unwrap();
    let out = run(bin().arg("check").arg(&file));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(text.contains("goal.ron"), "{text}");
    let stopped = run(bin()
        .env("LIANLIANKAN_COMMAND_SECONDS", "0")
        .arg("check")
        .arg(&file));
    let said = String::from_utf8_lossy(&stopped.stdout);
    assert!(said.contains("was stopped"), "{said}");
    assert_eq!(stopped.status.code(), Some(1), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A deadline that does not read is refused with what was expected, not ignored.
#[test]
fn a_deadline_that_does_not_read_is_refused() {
    for set in ["soon", "-5", "1e9", "99999999"] {
        let out = run(bin()
            .env("LIANLIANKAN_COMMAND_SECONDS", set)
            .args(["check", "/nonexistent.ron"]));
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("LIANLIANKAN_COMMAND_SECONDS")
                && said.contains("expected a whole number"),
            "{set}: {said}"
        );
        assert_eq!(out.status.code(), Some(2), "{set}: {said}");
    }
}
