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

fn data_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/noi1804")
        .join(name)
}

/// A file of the contest sample; a missing one fails the test that needs it.
fn data(name: &str) -> Vec<u8> {
    let path = data_path(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// FNV-1a, to pin the sample's bytes without a dependency.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn the_sample_is_the_contest_sample() {
    // The contest's own files (pinned by length and hash), so every test below runs on them.
    for (f, len, hash) in [
        ("sample.in", 64, 0x1d0e_f5e3_fd21_e9b3),
        ("sample.out", 71, 0xbe5a_189e_b439_b8ad),
    ] {
        let bytes = data(f);
        assert_eq!((bytes.len(), fnv1a(&bytes)), (len, hash), "{f} changed");
    }
    // And byte for byte the copy in the shared folder, where there is one.
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/noi1804");
    if shared.exists() {
        for f in ["sample.in", "sample.out"] {
            assert_eq!(std::fs::read(shared.join(f)).unwrap(), data(f), "{f}");
        }
    }
}

#[test]
fn solve_prints_the_sample_output_byte_for_byte() {
    let expected = data("sample.out");
    let from_stdin = run_with_stdin(&["solve"], &data("sample.in"));
    assert!(from_stdin.status.success());
    assert_eq!(from_stdin.stdout, expected);
    let from_file = bin()
        .args(["solve", data_path("sample.in").to_str().unwrap()])
        .output()
        .unwrap();
    assert!(from_file.status.success());
    assert_eq!(from_file.stdout, expected);
}

#[test]
fn malformed_input_is_one_clear_error_with_status_2() {
    let sample = String::from_utf8(data("sample.in")).unwrap();
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
    assert_eq!(out.stdout, data("sample.out"));

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
    // Two levels of one pack with one name, and two with one id (a stem and an `id`).
    std::fs::remove_file(&broken).unwrap();
    std::fs::write(dir.join("same.ron"), "(name: \"G\", layout: [\"xx\"])").unwrap();
    std::fs::write(
        dir.join("other.ron"),
        "(name: \"O\", id: \"good\", layout: [\"xx\"])",
    )
    .unwrap();
    let out = bin().arg("check").arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("DUPLICATE name \"G\" in one pack")
            && text.contains("good.ron")
            && text.contains("same.ron"),
        "{text}"
    );
    assert!(text.contains("DUPLICATE id \"good\" in one pack"), "{text}");
    assert!(
        text.contains("3 level file(s) checked, 2 with problems"),
        "{text}"
    );
    let missing = bin().args(["check", "/no/such/dir"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_measures_difficulty_level_by_level() {
    let levels = concat!(env!("CARGO_MANIFEST_DIR"), "/levels");
    let first = format!("{levels}/01-first-steps.ron");
    let classic = format!("{levels}/10-classic.ron");
    let out = bin()
        .args(["check", "--difficulty", "3", &first, &classic])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("mean over 3 deal(s)"), "{text}");
    let row = |stem: &str| {
        text.lines()
            .find(|l| l.starts_with(stem))
            .unwrap_or_else(|| panic!("no row for {stem}: {text}"))
            .split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    // level, pairs, kinds, time, open, link, random, solver
    let (a, b) = (row("01-first-steps"), row("10-classic"));
    assert_eq!(a.len(), 8, "{a:?}");
    let number = |v: &str| v.trim_end_matches('%').parse::<f64>().unwrap();
    assert!(
        number(&a[1]) < number(&b[1]),
        "the classic board has more pairs: {a:?} {b:?}"
    );
    assert!(number(&a[4]) >= 1.0 && number(&a[5]) >= 1.0, "{a:?}");
    assert!((0.0..=100.0).contains(&number(&b[6])), "{b:?}");
    // Seeded: the same figures twice (the deal times above the table may differ).
    let table = |text: &str| -> String {
        text.lines()
            .skip_while(|l| !l.starts_with("difficulty,"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let again = bin()
        .args(["check", "--difficulty", "3", &first, &classic])
        .output()
        .unwrap();
    let again = String::from_utf8(again.stdout).unwrap();
    assert!(table(&text).contains("10-classic"), "{text}");
    assert_eq!(table(&again), table(&text));
}

/// `quick-games` measures every quick-game size at each difficulty: one row each, and on every
/// size the links grow and the open moves shrink from easy to hard.
#[test]
fn quick_games_measure_their_difficulties() {
    let out = bin()
        .args(["quick-games", "--deals", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    for size in ["14x6", "16x9", "18x8", "24x12", "26x14", "30x16"] {
        let figures: Vec<(f64, f64)> = ["easy", "medium", "hard"]
            .iter()
            .map(|d| {
                let name = format!("{size}-{d}");
                let row: Vec<&str> = text
                    .lines()
                    .find(|l| l.split_whitespace().next() == Some(name.as_str()))
                    .unwrap_or_else(|| panic!("no row for {name}: {text}"))
                    .split_whitespace()
                    .collect();
                // level, pairs, kinds, time, open, link, random, solver
                (row[4].parse().unwrap(), row[5].parse().unwrap())
            })
            .collect();
        assert!(
            figures
                .windows(2)
                .all(|w| w[0].0 > w[1].0 && w[0].1 < w[1].1),
            "{size}: (open, link) by difficulty {figures:?}"
        );
    }
}

/// `check --report` draws the measured pack: an SVG names the pack (from its pack.ron) and
/// each level; a PNG is a picture; any other extension is refused before anything is measured.
#[test]
fn check_draws_the_difficulty_report() {
    let dir = std::env::temp_dir().join(format!("llk-report-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pack = dir.join("spring");
    std::fs::create_dir_all(&pack).unwrap();
    std::fs::write(pack.join("01-a.ron"), "(name: \"A\", layout: [\"xxxx\"])").unwrap();
    std::fs::write(
        pack.join("02-b.ron"),
        "(name: \"B\", layout: [\"xxxx\", \"xxxx\"])",
    )
    .unwrap();
    std::fs::write(
        pack.join("pack.ron"),
        "(name: \"Spring\", order: [\"02-b.ron\"])",
    )
    .unwrap();
    let svg = dir.join("curve.svg");
    let out = bin()
        .args(["check", "--difficulty", "2", "--report"])
        .arg(&svg)
        .arg(&pack)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let order: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.ends_with("-a") || w.ends_with("-b"))
        .collect();
    assert_eq!(order, ["02-b", "01-a"], "the pack's order: {text}");
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(
        drawn.contains("<svg") && drawn.contains("Spring"),
        "{drawn:.200}"
    );
    assert!(drawn.contains("01-a") && drawn.contains("02-b"));

    let png = dir.join("curve.png");
    let out = bin()
        .args(["check", "--report"])
        .arg(&png)
        .arg(&pack)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let picture = image::open(&png).unwrap();
    assert!(picture.width() >= 800 && picture.height() >= 600);

    let out = bin()
        .args(["check", "--report", "curve.gif"])
        .arg(&pack)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("expected a .svg or .png"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `pack export` writes a pack as one document; `pack import` puts it among the game's packs,
/// refuses a second import without --replace, and refuses a document `check` would refuse,
/// naming the file and line.
#[test]
fn packs_move_as_one_file() {
    let dir = std::env::temp_dir().join(format!("llk-pack-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pack = dir.join("garden");
    std::fs::create_dir_all(&pack).unwrap();
    std::fs::write(
        pack.join("01-rose.ron"),
        "(name: \"Rose\", layout: [\"xxxx\"])",
    )
    .unwrap();
    std::fs::write(pack.join("pack.ron"), "(name: \"Garden\", author: \"Ann\")").unwrap();
    let file = dir.join("garden.pack.ron");
    let out = bin()
        .args(["pack", "export"])
        .arg(&pack)
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let again = bin()
        .args(["pack", "export"])
        .arg(&pack)
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(
        again.status.code(),
        Some(1),
        "an existing file is not replaced"
    );

    let data = dir.join("data");
    let import = |extra: &[&str]| {
        bin()
            .env("LIANLIANKAN_DATA_DIR", &data)
            .args(["pack", "import"])
            .arg(&file)
            .args(extra)
            .output()
            .unwrap()
    };
    let out = import(&[]);
    assert!(out.status.success(), "{out:?}");
    assert!(data.join("packs/garden/01-rose.ron").is_file());
    let out = import(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--replace"));
    assert!(import(&["--replace"]).status.success());

    let broken = std::fs::read_to_string(&file)
        .unwrap()
        .replace("xxxx", "xxx");
    std::fs::write(&file, broken).unwrap();
    let out = bin()
        .args(["pack", "import", "--into"])
        .arg(dir.join("elsewhere"))
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("01-rose.ron:1:") && said.contains("3 tile cells"),
        "{said}"
    );
    assert!(!dir.join("elsewhere/garden").exists(), "nothing written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_names_a_translation_of_no_level_only_when_the_whole_pack_is_read() {
    let dir = std::env::temp_dir().join(format!("llk-strays-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("01-a.ron"),
        "(name: \"Rose\", layout: [\"xxxx\"])\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("pack.ron"),
        "(level_names: {\"Rose\": {\"ja\": \"バラ\"}, \"Tulip\": {\"ja\": \"チューリップ\"}})\n",
    )
    .unwrap();
    let whole = bin().args(["check"]).arg(&dir).output().unwrap();
    let text = String::from_utf8(whole.stdout).unwrap();
    assert_eq!(whole.status.code(), Some(1), "{text}");
    assert!(text.contains("level_names translates \"Tulip\""), "{text}");
    assert!(!text.contains("\"Rose\", which"), "{text}");
    let one = bin()
        .args(["check"])
        .arg(dir.join("01-a.ron"))
        .output()
        .unwrap();
    assert!(one.status.success(), "{one:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
