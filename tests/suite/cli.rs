//! The command line: `solve` on the contest sample and on bad input, and `autoplay`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lianliankan"))
}

fn run_with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/noi1804")
        .join(name)
}

#[test]
fn sample_copy_matches_the_shared_one() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/noi1804");
    if shared.exists() {
        for f in ["sample.in", "sample.out"] {
            assert_eq!(
                std::fs::read(shared.join(f)).unwrap(),
                std::fs::read(data(f)).unwrap()
            );
        }
    }
}

#[test]
fn solve_prints_the_sample_output_byte_for_byte() {
    let expected = std::fs::read(data("sample.out")).unwrap();
    let from_stdin = run_with_stdin(&["solve"], &std::fs::read(data("sample.in")).unwrap());
    assert!(from_stdin.status.success());
    assert_eq!(from_stdin.stdout, expected);
    let from_file = bin()
        .args(["solve", data("sample.in").to_str().unwrap()])
        .output()
        .unwrap();
    assert!(from_file.status.success());
    assert_eq!(from_file.stdout, expected);
}

#[test]
fn malformed_input_is_one_clear_error_with_status_2() {
    let sample = std::fs::read_to_string(data("sample.in")).unwrap();
    let broken = sample.strip_suffix("0 0\n").unwrap().to_string() + "3 2\nX X\nXX\n";
    let out = run_with_stdin(&["solve"], broken.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("line 12") && stderr.contains("has 2 characters"),
        "{stderr}"
    );
    // The board answered before the error stays printed.
    assert_eq!(out.stdout, std::fs::read(data("sample.out")).unwrap());

    for bad in [
        "",
        "x y\n",
        "2 1\nXX\n1 1 9 9\n0 0 0 0\n0 0\n",
        "\u{0}\u{ff}\n",
    ] {
        let out = run_with_stdin(&["solve"], bad.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: <stdin>: line "));
    }
    let missing = bin().args(["solve", "/no/such/file"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn autoplay_clears_boards_and_reports() {
    let out = bin()
        .args([
            "autoplay",
            "--layout",
            "starter 6x4",
            "--games",
            "3",
            "--seed",
            "9",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("games: 3\nboards cleared: 3\n"), "{text}");
    assert!(text.contains("time per game"), "{text}");

    let moves = bin()
        .args([
            "autoplay",
            "--layout",
            "pyramid",
            "--moves",
            "--strategy",
            "random",
        ])
        .output()
        .unwrap();
    assert!(moves.status.success());
    let text = String::from_utf8(moves.stdout).unwrap();
    assert_eq!(text.matches("  remove ").count(), 21, "{text}");

    let bad = bin()
        .args(["autoplay", "--layout", "nope"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("starter 6x4"));
}

#[test]
fn check_reports_every_level_and_every_problem() {
    let levels = concat!(env!("CARGO_MANIFEST_DIR"), "/levels");
    let ok = bin().args(["check", levels]).output().unwrap();
    assert!(ok.status.success(), "{ok:?}");
    let text = String::from_utf8(ok.stdout).unwrap();
    assert!(
        text.contains("06-heart.ron: \"Heart\" 12x10, 41 pairs"),
        "{text}"
    );
    assert!(text.contains("solvable deal in"), "{text}");
    assert!(
        text.contains("with problems") && text.contains(", 0 with problems"),
        "{text}"
    );

    let dir = std::env::temp_dir().join(format!("llk-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(
        &broken,
        "(\n  name: \"B\",\n  layout: [\"xxx\", \"...\"],\n  kinds: 0,\n  gravity: down,\n)",
    )
    .unwrap();
    let good = dir.join("good.ron");
    std::fs::write(&good, "(name: \"G\", layout: [\"xx\"])").unwrap();
    let out = bin()
        .args(["check"])
        .arg(&broken)
        .arg(&good)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("broken.ron: INVALID"), "{text}");
    assert!(
        text.contains("broken.ron:3:3: the layout has 3 tile cells"),
        "{text}"
    );
    assert!(
        text.contains(
            "broken.ron:3:13: layout row 1 column 1: under gravity down this tile would slide"
        ),
        "{text}"
    );
    assert!(text.contains("good.ron: \"G\" 2x1, 1 pairs"), "{text}");
    assert!(
        text.contains("2 level file(s) checked, 1 with problems"),
        "{text}"
    );
    let missing = bin().args(["check", "/no/such/dir"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}
