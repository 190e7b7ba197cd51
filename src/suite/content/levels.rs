//! The shipped levels: every one passes the checker, the pack meets its brief, and thousands of
//! corrupted versions of the files give a clean error or a valid level — never a panic or a hang.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::engine::{GameRng, TurnLimit};
use crate::formats::level;
use crate::formats::level::Level;

fn shipped() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    level::level_files(&dir).expect("levels/ is readable")
}

#[test]
fn every_shipped_level_passes_the_checker() {
    let files = shipped();
    assert!(files.len() >= 24, "only {} levels", files.len());
    let mut names = HashSet::new();
    let mut layouts = HashSet::new();
    for file in &files {
        let report = level::check_file(file);
        let level = match &report.level {
            Ok(l) => l,
            Err(e) => panic!("{e}"),
        };
        assert!(
            matches!(report.deal, Some(Ok(_))),
            "{}: {:?}",
            file.display(),
            report.deal
        );
        assert!(
            names.insert(level.name.clone()),
            "name {:?} twice",
            level.name
        );
        assert!(
            layouts.insert(level.layout.to_text()),
            "{}: the same shape as another level",
            file.display()
        );
        // Shipped files follow the play-order naming: two digits, a dash, a name.
        let stem = file.file_stem().unwrap().to_string_lossy();
        assert!(
            stem.len() > 3 && stem[..2].bytes().all(|b| b.is_ascii_digit()) && &stem[2..3] == "-",
            "{stem}"
        );
    }
}

#[test]
fn the_shipped_pack_names_every_level_in_every_language() {
    use crate::formats::pack::{LevelNames, PACK_FILE, PackDir};
    use crate::i18n::Language;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let info = PackDir::read(&dir, None).unwrap().info;
    let levels: Vec<Level> = shipped().iter().map(|f| Level::load(f).unwrap()).collect();
    for language in Language::ALL {
        let code = language.code();
        assert!(
            info.names.contains_key(code) || code == "en",
            "pack name in {code}"
        );
        assert!(
            info.descriptions.contains_key(code) || code == "en",
            "description in {code}"
        );
        for level in &levels {
            let translated = level.names.contains_key(code)
                || info.level_name_in(&level.name, code).is_some()
                || code == "en";
            assert!(translated, "{:?} has no name in {code}", level.name);
        }
    }
    let lessons = level::level_files(&dir.join("lesson")).unwrap();
    for lesson in lessons.iter().map(|f| Level::load(f).unwrap()) {
        for language in Language::ALL.into_iter().filter(|l| l.code() != "en") {
            assert!(
                lesson.names.contains_key(language.code()),
                "{:?} has no name in {}",
                lesson.name,
                language.code()
            );
        }
    }
    let named: Vec<LevelNames> = levels
        .iter()
        .map(|l| LevelNames {
            file: String::new(),
            identity: String::new(),
            name: l.name.clone(),
        })
        .collect();
    assert_eq!(
        info.stray_level_names(&named, &dir.join(PACK_FILE)),
        Vec::<String>::new()
    );
    let renamed = &named[1..];
    let strays = info.stray_level_names(renamed, &dir.join(PACK_FILE));
    assert_eq!(strays.len(), 1, "{strays:?}");
    assert!(
        strays[0].contains("\"First Steps\", which is not the name of a level"),
        "{}",
        strays[0]
    );
}

#[test]
fn the_pack_covers_the_brief() {
    let levels: Vec<Level> = shipped().iter().map(|f| Level::load(f).unwrap()).collect();
    let first = &levels[0];
    assert_eq!((first.layout.width(), first.layout.height()), (6, 4));
    assert!(
        levels
            .iter()
            .any(|l| (l.layout.width(), l.layout.height()) == (30, 16))
    );
    assert!(levels.iter().any(|l| !l.rules.outer_ring));
    assert!(levels.iter().any(|l| l.rules.outer_ring));
    assert!(
        levels
            .iter()
            .any(|l| l.rules.max_turns == TurnLimit::AtMost(1))
    );
    assert!(
        levels
            .iter()
            .any(|l| { l.layout.cells().contains(&crate::engine::Cell::Obstacle) })
    );
    // Harder towards the end: the last third has more pairs and kinds than the first third.
    let third = levels.len() / 3;
    let mean = |ls: &[Level], f: fn(&Level) -> usize| {
        ls.iter().map(f).sum::<usize>() as f64 / ls.len() as f64
    };
    let (early, late) = (&levels[..third], &levels[levels.len() - third..]);
    assert!(mean(late, Level::pairs) > 2.0 * mean(early, Level::pairs));
    assert!(mean(late, |l| l.kinds) > 2.0 * mean(early, |l| l.kinds));
}

/// One corruption of `text`, chosen by `rng`.
fn mutate(text: &str, rng: &mut GameRng) -> Vec<u8> {
    if text.is_empty() {
        return b"(".to_vec();
    }
    let lines: Vec<&str> = text.lines().collect();
    match rng.below(9) {
        0 => flip_bits(text.as_bytes().to_vec(), rng),
        1 => structural_byte(text.as_bytes().to_vec(), rng),
        // Cut the file short.
        2 => {
            let mut bytes = text.as_bytes().to_vec();
            bytes.truncate(rng.below(bytes.len()));
            bytes
        }
        3 => remove_line(&lines, rng),
        4 => halve_line(&lines, rng),
        5 => odd_numbers(&lines, rng),
        6 => duplicate_line(&lines, rng),
        7 => swap_lines(&lines, rng),
        _ => deep_or_long(&lines, rng),
    }
}

fn pick_line(lines: &[&str], rng: &mut GameRng) -> usize {
    rng.below(lines.len().max(1))
}

/// Flips bits of a few bytes (may break UTF-8).
fn flip_bits(mut bytes: Vec<u8>, rng: &mut GameRng) -> Vec<u8> {
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(bytes.len());
        bytes[i] ^= 1 << rng.below(8);
    }
    bytes
}

/// Replaces a byte with a structural character.
fn structural_byte(mut bytes: Vec<u8>, rng: &mut GameRng) -> Vec<u8> {
    let i = rng.below(bytes.len());
    let structural = b"()[]{}:,\"'#x.\\/0";
    bytes[i] = structural[rng.below(structural.len())];
    bytes
}

/// Removes a line (drops fields, rows, brackets).
fn remove_line(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let skip = pick_line(lines, rng);
    join(
        lines
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != skip)
            .map(|(_, l)| *l),
    )
}

/// Cuts a line in half.
fn halve_line(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let at = pick_line(lines, rng);
    let half: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            if i == at {
                l.chars().take(l.chars().count() / 2).collect()
            } else {
                l.to_string()
            }
        })
        .collect();
    join(half.iter().map(String::as_str))
}

/// Huge or odd numbers in place of every number on a line.
fn odd_numbers(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let at = pick_line(lines, rng);
    let huge = [
        "99999999999999999999999",
        "18446744073709551615",
        "-1",
        "0",
        "1e308",
        "4294967296",
        "NaN",
    ][rng.below(7)];
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        if i == at {
            let mut in_digits = false;
            for ch in l.chars() {
                if ch.is_ascii_digit() {
                    if !in_digits {
                        out.push_str(huge);
                    }
                    in_digits = true;
                } else {
                    in_digits = false;
                    out.push(ch);
                }
            }
        } else {
            out.push_str(l);
        }
        out.push('\n');
    }
    out.into_bytes()
}

/// Duplicates a line (duplicate fields, extra rows).
fn duplicate_line(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let at = pick_line(lines, rng);
    join(
        lines
            .iter()
            .enumerate()
            .flat_map(|(i, l)| if i == at { vec![*l, *l] } else { vec![*l] }),
    )
}

/// Swaps two lines.
fn swap_lines(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let (a, b) = (pick_line(lines, rng), pick_line(lines, rng));
    let mut ls = lines.to_vec();
    ls.swap(a, b);
    join(ls.into_iter())
}

/// Deep nesting or a long row in place of a line.
fn deep_or_long(lines: &[&str], rng: &mut GameRng) -> Vec<u8> {
    let at = pick_line(lines, rng);
    let junk = if rng.below(2) == 0 {
        "[".repeat(1 + rng.below(5000))
    } else {
        format!("\"{}\",", "x".repeat(1 + rng.below(3000)))
    };
    join(
        lines
            .iter()
            .enumerate()
            .map(|(i, l)| if i == at { junk.as_str() } else { l }),
    )
}

fn join<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<u8> {
    let mut out = String::new();
    for l in lines {
        out.push_str(l);
        out.push('\n');
    }
    out.into_bytes()
}

#[test]
fn corrupted_level_files_give_clean_errors_never_panics() {
    let files = shipped();
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            (
                f.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(f).unwrap(),
            )
        })
        .collect();
    let mut rng = GameRng::new(0x1e7e1);
    let (mut valid, mut invalid) = (0, 0);
    let cases = 12_000;
    for case in 0..cases {
        let (name, text) = &texts[case % texts.len()];
        // Sometimes corrupt an already corrupted file.
        let mut bytes = mutate(text, &mut rng);
        if rng.below(4) == 0
            && let Ok(t) = String::from_utf8(bytes.clone())
            && !t.is_empty()
        {
            bytes = mutate(&t, &mut rng);
        }
        let origin = format!("{name}#{case}");
        let outcome = std::panic::catch_unwind(|| {
            let level = Level::from_bytes(&bytes, &origin);
            level::check_loaded(Path::new(&origin), level)
        });
        let report = match outcome {
            Ok(r) => r,
            Err(_) => panic!(
                "case {case} panicked on:\n{}",
                String::from_utf8_lossy(&bytes)
            ),
        };
        match &report.level {
            Ok(level) => {
                valid += 1;
                // A valid level is a playable one: even tiles, kinds within the pairs.
                assert_eq!(level.layout.tile_count() % 2, 0);
                assert!((1..=level.pairs()).contains(&level.kinds));
                assert!(report.deal.is_some());
            }
            Err(e) => {
                invalid += 1;
                let msg = e.to_string();
                assert!(!e.problems.is_empty());
                assert!(msg.starts_with(&origin), "{msg}");
                assert!(
                    e.problems
                        .iter()
                        .all(|p| !p.message.to_string().trim().is_empty()),
                    "{msg}"
                );
            }
        }
    }
    eprintln!("{cases} corrupted files: {valid} still valid levels, {invalid} clean errors");
    assert!(invalid > cases / 2, "most corruptions must be caught");
    assert!(valid > 100, "some corruptions (comments, names) stay valid");
}
