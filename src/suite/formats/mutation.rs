//! Every kind of file the game reads (levels, pack documents, replays, progress, settings,
//! contest input), corrupted a few hundred ways from good samples: the shipped files, the fuzz
//! seeds in `fuzz/seeds/` and files the game itself writes. Each corrupted file, fed to the
//! game's own reader, gives a clean error with a message or a valid value that writes back out
//! and reads back the same — never a panic. The seed is fixed, so a failure repeats.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::engine::{GameRng, noi};
use crate::formats::daily::Attempt;
use crate::formats::level::Level;
use crate::formats::pack_document::PackDocument;
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::{Entry, Event, Outcome, Replay, fingerprint};
use crate::formats::replays::replay_header::check_header;
use crate::formats::saves::progress::{Best, LevelRecord, Progress};
use crate::formats::saves::settings::SavedSettings;
use crate::formats::storage::save;
use crate::formats::{level, pack_document};
use crate::game::input::input_map::PlayAction;
use crate::game::input::keys::Chord;
use crate::i18n::Language;

/// When replays are judged to have been played (2027-01-15).
const NOW: u64 = 1_800_000_000;

/// Corrupted files tried per kind of file.
const CASES: usize = 300;

/// What a reader made of one file: accepted, or refused with this message.
type Verdict = Result<(), String>;

/// A file corrupted in a way chosen by the random numbers.
type Corrupter = fn(&[u8], &mut GameRng) -> Vec<u8>;

/// A kind of file: its good samples and the game's reader with the checks that must hold.
struct FileKind {
    name: &'static str,
    samples: Vec<Vec<u8>>,
    read: fn(&[u8]) -> Verdict,
    /// For a file that holds level files: a sample with one of its levels corrupted, and
    /// still consistent otherwise (a replay's fingerprint matching), so the corruption reaches
    /// the level reader behind the file's own checks.
    inner: Option<Corrupter>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The committed fuzz seeds of `target`.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = root().join("fuzz/seeds").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let seeds: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    assert!(!seeds.is_empty(), "{}: no seeds", dir.display());
    seeds
}

/// The installed pack's levels, then those of the packs shipped beside it (special tiles).
fn shipped_levels() -> Vec<PathBuf> {
    let levels = root().join("levels");
    let beside = crate::formats::storage::shipped::packs_beside(&levels);
    let mut files = level::level_files(&levels).unwrap();
    files.extend(beside.iter().flat_map(|pack| pack.paths()));
    files
}

// ---- The readers, as the game uses them ----

/// `check FILE`: read, check, deal. A level that reads writes back as the same level.
fn read_level(bytes: &[u8]) -> Verdict {
    let report = level::check_loaded(Path::new("m.ron"), Level::from_bytes(bytes, "m.ron"));
    let level = report.level.map_err(|e| {
        assert!(!e.problems.is_empty(), "refused with no problem");
        e.to_string()
    })?;
    let text = level.to_ron();
    let again = Level::from_ron(&text, "again.ron")
        .unwrap_or_else(|e| panic!("the level written back does not read: {e}\n{text}"));
    assert_eq!(
        again, level,
        "the level written back reads differently:\n{text}"
    );
    assert!(report.deal.is_some(), "a level that reads is dealt");
    Ok(())
}

/// `pack import` before it installs anything.
fn read_pack(bytes: &[u8]) -> Verdict {
    let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
    let document = pack_document::read_document(text, "m.ron").map_err(|problems| {
        assert!(!problems.is_empty(), "refused with no problem");
        problems.join("\n")
    })?;
    let written = ron::ser::to_string_pretty(&document, Default::default()).unwrap();
    let again = pack_document::read_document(&written, "again.ron")
        .unwrap_or_else(|e| panic!("the document written back is refused: {e:?}"));
    assert_eq!(
        again, document,
        "the document written back reads differently"
    );
    Ok(())
}

/// Loading a replay to show or prove it, up to the level it deals (no game is run).
fn read_replay(bytes: &[u8]) -> Verdict {
    let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
    let replay = Replay::from_text(text, "m.ron")?;
    let written = replay.to_text();
    let again = Replay::from_text(&written, "again.ron")
        .unwrap_or_else(|e| panic!("the replay written back is refused: {e}\n{written}"));
    assert_eq!(again, replay, "the replay written back reads differently");
    check_header(&replay, NOW)?;
    let _ = replay.level_to_deal()?.deal(replay.seed);
    Ok(())
}

/// A save file as the game reads it on start; what it writes back reads back the same (as
/// text: a `NaN` read back is still `NaN`).
fn read_save<T: Serialize + DeserializeOwned>(bytes: &[u8]) -> Verdict {
    let value: T = save::parse(bytes).map_err(|m| m.text(Language::English))?;
    let written = ron::ser::to_string_pretty(&value, Default::default()).unwrap();
    let again: T = save::parse(written.as_bytes())
        .unwrap_or_else(|m| panic!("the file written back does not read: {m}\n{written}"));
    let rewritten = ron::ser::to_string_pretty(&again, Default::default()).unwrap();
    assert_eq!(
        rewritten, written,
        "the file written back reads differently"
    );
    Ok(())
}

/// `solve`: contest input.
fn read_contest(bytes: &[u8]) -> Verdict {
    let mut out = String::new();
    noi::solve(bytes, &mut out).map_err(|e| {
        assert!(e.line >= 1, "an error at line 0: {e}");
        e.to_string()
    })
}

// ---- Good samples the game writes ----

/// Every shipped level, as written and as the game writes it back.
fn level_samples() -> Vec<Vec<u8>> {
    let mut samples = seeds("level");
    for file in shipped_levels().iter().step_by(3) {
        samples.push(std::fs::read(file).unwrap());
        samples.push(Level::load(file).unwrap().to_ron().into_bytes());
    }
    samples
}

/// The seeds, and replays of a shipped level in each mode, as the game writes them.
fn replay_samples() -> Vec<Vec<u8>> {
    let mut samples = seeds("replay");
    let level = Level::load(&shipped_levels()[0]).unwrap();
    let mut relaxed = level.clone();
    crate::formats::play_mode::relax(&mut relaxed);
    let day = "2026-11-25";
    for (mode, id, level, seed) in [
        ("classic", Some("01-first-steps"), level.to_ron(), 42),
        (
            "relaxed",
            Some("relaxed/01-first-steps"),
            relaxed.to_ron(),
            7,
        ),
        (
            "daily",
            Some("daily/2026-11-25"),
            crate::formats::daily::level(day).to_ron(),
            crate::formats::daily::seed(day),
        ),
        ("endless", None, level.to_ron(), 9),
    ] {
        let replay = Replay {
            format: crate::formats::replays::replay::FORMAT,
            level_id: id.map(str::to_string),
            level_fingerprint: fingerprint(&level),
            level,
            seed,
            chinese_style: false,
            mode: PlayMode::from_name(mode).unwrap(),
            played_at: 1_795_608_000,
            log: vec![
                Entry {
                    t: 1_000_000,
                    e: Event::Pick(0, 0),
                },
                Entry {
                    t: 2_000_000,
                    e: Event::PowerUp("hint".into()),
                },
                Entry {
                    t: 2_000_000,
                    e: Event::Used("hint".into()),
                },
                Entry {
                    t: 3_000_000,
                    e: Event::Linked((0, 0), (1, 0)),
                },
                Entry {
                    t: 4_000_000,
                    e: Event::Redealt { asked: true },
                },
            ],
            result: Outcome {
                cleared: false,
                clock: 4_000_000,
                points: 100,
                stars: 0,
                assisted: true,
            },
        };
        samples.push(replay.to_text().into_bytes());
    }
    samples
}

/// The seeds, and progress as the game saves it.
fn progress_samples() -> Vec<Vec<u8>> {
    let mut progress = Progress::default();
    progress.levels.insert(
        "packs/the-grand-tour/01-first-steps".into(),
        LevelRecord {
            best_score: 1800,
            best_seconds: 42.5,
            stars: 3,
            clears: 2,
            unaided: Some(Best {
                score: 1500,
                seconds: 50.25,
                stars: 2,
            }),
        },
    );
    progress
        .levels
        .insert("Old Name".into(), LevelRecord::default());
    progress.daily.insert(
        "2026-11-25".into(),
        Attempt {
            finished: true,
            cleared: true,
            points: 900,
            seconds: 80.0,
        },
    );
    let mut samples = seeds("progress");
    samples.push(as_saved(&progress));
    samples.push(as_saved(&Progress::default()));
    samples
}

/// The seeds, and settings as the game saves them, with keys rebound.
fn settings_samples() -> Vec<Vec<u8>> {
    use bevy::input::keyboard::KeyCode;
    let settings = SavedSettings {
        volume: 0.35,
        muted: true,
        language: Some(Language::Chinese),
        chinese_style: true,
        keys: BTreeMap::from([
            (PlayAction::Undo, vec![Chord::key(KeyCode::KeyU).into()]),
            (
                PlayAction::Pick,
                vec![
                    Chord::key(KeyCode::Space).into(),
                    Chord::key(KeyCode::Enter).into(),
                ],
            ),
        ]),
        ..SavedSettings::default()
    };
    let mut samples = seeds("settings");
    samples.push(as_saved(&settings));
    samples.push(as_saved(&SavedSettings::default()));
    samples
}

/// `value` as the game writes it to disk.
fn as_saved<T: Serialize>(value: &T) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("file.ron");
    save::save_atomically(&path, value).unwrap();
    std::fs::read(&path).unwrap()
}

fn kinds() -> Vec<FileKind> {
    vec![
        FileKind {
            name: "level",
            samples: level_samples(),
            read: read_level,
            inner: None,
        },
        FileKind {
            name: "pack",
            samples: seeds("pack"),
            read: read_pack,
            inner: Some(pack_with_a_corrupted_level),
        },
        FileKind {
            name: "replay",
            samples: replay_samples(),
            read: read_replay,
            inner: Some(replay_with_a_corrupted_level),
        },
        FileKind {
            name: "progress",
            samples: progress_samples(),
            read: read_save::<Progress>,
            inner: None,
        },
        FileKind {
            name: "settings",
            samples: settings_samples(),
            read: read_save::<SavedSettings>,
            inner: None,
        },
        FileKind {
            name: "contest input",
            samples: seeds("noi"),
            read: read_contest,
            inner: None,
        },
    ]
}

// ---- Mutations ----

/// Values put in place of a number.
const ODD_NUMBERS: [&str; 10] = [
    "99999999999999999999999",
    "18446744073709551616",
    "-1",
    "-9223372036854775809",
    "0",
    "1e308",
    "-1e-320",
    "NaN",
    "inf",
    "4294967296",
];

/// Put inside a string: path tricks and characters names must not hold.
const ODD_NAME_PARTS: [&str; 8] = ["#", "..", "/", "../../", "\\", "\0", "\u{202e}", "\n"];

/// `bytes` corrupted once, in a way chosen by `rng`.
fn mutate(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    let mut out = bytes.to_vec();
    if out.is_empty() {
        return b"(".to_vec();
    }
    let at = rng.below(out.len());
    match rng.below(10) {
        0 => {
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
        }
        1 => {
            let inserted = b"()[]{}:,\"'#x.\\/0-9 \n\xff"[rng.below(21)];
            out.insert(at, inserted);
        }
        2 => {
            let end = (at + 1 + rng.below(16)).min(out.len());
            out.drain(at..end);
        }
        3 => out.truncate(at),
        4 => return with_lines(bytes, rng, |lines, i, _| lines.insert(i, lines[i].clone())),
        5 => return with_lines(bytes, rng, |lines, i, j| lines.swap(i, j)),
        6 => return with_lines(bytes, rng, |lines, i, _| drop(lines.remove(i))),
        7 => return odd_number(bytes, rng),
        8 => {
            let (open, close) = [("[", "]"), ("(", ")"), ("{", "}")][rng.below(3)];
            let depth = 1 + rng.below(3000);
            let closed = rng.below(2) == 0;
            let nest = format!(
                "{}{}",
                open.repeat(depth),
                close.repeat(depth * closed as usize)
            );
            out.splice(at..at, nest.into_bytes());
        }
        _ => return odd_name(bytes, rng),
    }
    out
}

/// `bytes` with its lines changed by `change` (given two line numbers), or as they are when
/// they are not text.
fn with_lines(
    bytes: &[u8],
    rng: &mut GameRng,
    change: fn(&mut Vec<String>, usize, usize),
) -> Vec<u8> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return bytes.to_vec();
    };
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.is_empty() {
        return bytes.to_vec();
    }
    let (i, j) = (rng.below(lines.len()), rng.below(lines.len()));
    change(&mut lines, i, j);
    let mut out = lines.join("\n");
    out.push('\n');
    out.into_bytes()
}

/// The first number at or after a random place replaced by an odd value.
fn odd_number(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    let from = rng.below(bytes.len());
    let Some(start) = (from..bytes.len()).find(|&i| bytes[i].is_ascii_digit()) else {
        return bytes.to_vec();
    };
    let end = (start..bytes.len())
        .find(|&i| !(bytes[i].is_ascii_digit() || bytes[i] == b'.'))
        .unwrap_or(bytes.len());
    let mut out = bytes.to_vec();
    let odd = ODD_NUMBERS[rng.below(ODD_NUMBERS.len())];
    out.splice(start..end, odd.bytes());
    out
}

/// Something odd put just inside the string that starts at or after a random place.
fn odd_name(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    let from = rng.below(bytes.len());
    let Some(quote) = (from..bytes.len()).find(|&i| bytes[i] == b'"') else {
        return bytes.to_vec();
    };
    let mut out = bytes.to_vec();
    let odd = ODD_NAME_PARTS[rng.below(ODD_NAME_PARTS.len())];
    out.splice(quote + 1..quote + 1, odd.bytes());
    out
}

/// A pack document with one level's text corrupted.
fn pack_with_a_corrupted_level(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    // Read without the checks (which deal every level): the sample is known to be good.
    let mut document: PackDocument = ron::from_str(std::str::from_utf8(bytes).unwrap()).unwrap();
    let i = rng.below(document.levels.len());
    document.levels[i].text = corrupted_text(&document.levels[i].text, rng);
    ron::ser::to_string_pretty(&document, Default::default())
        .unwrap()
        .into_bytes()
}

/// A replay whose level is corrupted, with the fingerprint of the corrupted level.
fn replay_with_a_corrupted_level(bytes: &[u8], rng: &mut GameRng) -> Vec<u8> {
    let mut replay = Replay::from_text(std::str::from_utf8(bytes).unwrap(), "sample").unwrap();
    replay.level = corrupted_text(&replay.level, rng);
    replay.level_fingerprint = fingerprint(&replay.level);
    replay.to_text().into_bytes()
}

/// `text` corrupted, as text.
fn corrupted_text(text: &str, rng: &mut GameRng) -> String {
    String::from_utf8_lossy(&mutate(text.as_bytes(), rng)).into_owned()
}

/// One to three corruptions of one of `kind`'s samples (for a file holding levels, half the
/// time of one of its levels).
fn corrupted(kind: &FileKind, case: usize, rng: &mut GameRng) -> Vec<u8> {
    let sample = &kind.samples[case % kind.samples.len()];
    if let Some(inner) = kind.inner
        && rng.below(2) == 0
    {
        return inner(sample, rng);
    }
    let mut bytes = sample.clone();
    for _ in 0..1 + rng.below(3) {
        bytes = mutate(&bytes, rng);
    }
    bytes
}

#[test]
fn every_sample_reads() {
    for kind in kinds() {
        for (i, sample) in kind.samples.iter().enumerate() {
            if let Err(e) = (kind.read)(sample) {
                panic!("{} sample {i} is refused: {e}", kind.name);
            }
        }
    }
}

#[test]
fn corrupted_files_of_every_kind_give_clean_errors_or_valid_values() {
    let mut rng = GameRng::new(0xf0_22ed);
    let mut distinct = 0;
    for kind in kinds() {
        let (mut accepted, mut refused) = (0, 0);
        let mut tried = HashSet::new();
        for case in 0..CASES {
            let bytes = corrupted(&kind, case, &mut rng);
            let verdict = std::panic::catch_unwind(|| (kind.read)(&bytes)).unwrap_or_else(|_| {
                panic!(
                    "{} case {case} panicked on:\n{}",
                    kind.name,
                    String::from_utf8_lossy(&bytes)
                )
            });
            match verdict {
                Ok(()) => accepted += 1,
                Err(message) => {
                    refused += 1;
                    assert!(
                        !message.trim().is_empty(),
                        "{} case {case}: refused in silence",
                        kind.name
                    );
                }
            }
            tried.insert(bytes);
        }
        eprintln!(
            "{}: {} distinct corrupted files, {accepted} still valid, {refused} refused",
            kind.name,
            tried.len()
        );
        distinct += tried.len();
        assert!(refused > 0, "{}: no corruption was caught", kind.name);
        assert!(accepted > 0, "{}: no corruption stayed valid", kind.name);
    }
    eprintln!("{distinct} distinct corrupted files in all");
}
