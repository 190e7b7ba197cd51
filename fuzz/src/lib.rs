//! What must hold for every input of each reader the game has, whatever the bytes: no panic, an
//! `Err` that says something, and an `Ok` value that writes back out and reads back the same.
//! Each function is one fuzz target's body (see `fuzz_targets/`); the readers called are the
//! game's own.

use std::path::Path;

use lianliankan_engine::noi;
use lianliankan_formats::i18n::Language;
use lianliankan_formats::{
    BoardCode, Level, PackDocument, Progress, Replay, SavedSettings, check_header, check_loaded,
    read_and_draw_desktop_picture, read_document, read_save_file,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// What `lianliankan check FILE` does with a level file's bytes: read, check, then deal (or
/// prove the fixed board). A level that reads writes back as text that reads as the same level.
pub fn level(data: &[u8]) {
    let path = Path::new("fuzz.ron");
    let report = check_loaded(path, Level::from_bytes(data, "fuzz.ron"));
    match &report.level {
        Ok(level) => {
            let text = level.to_ron();
            let again = Level::from_ron(&text, "written.ron")
                .unwrap_or_else(|e| panic!("a level written back does not read: {e}\n{text}"));
            assert_eq!(
                &again, level,
                "a level written back reads differently:\n{text}"
            );
            if let Some(Err(e)) = &report.deal {
                assert!(!e.to_string().is_empty(), "a deal failed without a message");
            }
        }
        Err(e) => {
            assert!(!e.problems.is_empty(), "a level refused with no problem");
            assert!(
                !e.to_string().trim().is_empty(),
                "a level refused in silence"
            );
        }
    }
}

/// What `pack import` does before it installs: UTF-8, then [`read_document`] with every
/// check `check` makes of each level. A document that reads writes back as one that reads the
/// same.
pub fn pack(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match read_document(text, "fuzz.ron") {
        Ok(document) => {
            let written = ron::ser::to_string_pretty(&document, Default::default())
                .expect("a pack document serialises");
            let again: PackDocument = read_document(&written, "written.ron")
                .unwrap_or_else(|e| panic!("a document written back is refused: {e:?}"));
            assert_eq!(again, document, "a document written back reads differently");
        }
        Err(problems) => assert_says_why(&problems),
    }
}

/// When replays are judged to have been played (2027-01-15): a fixed time, so a finding
/// repeats.
const NOW: u64 = 1_800_000_000;

/// What showing or proving a replay does before the game runs: UTF-8, [`Replay::from_text`],
/// the header checks ([`check_header`]), then the level it deals ([`Replay::level_to_deal`])
/// dealt with its seed.
pub fn replay(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let replay = match Replay::from_text(text, "fuzz.ron") {
        Ok(replay) => replay,
        Err(message) => return assert_says_why(&[message]),
    };
    let written = replay.to_text();
    let again = Replay::from_text(&written, "written.ron")
        .unwrap_or_else(|e| panic!("a replay written back is refused: {e}\n{written}"));
    assert_eq!(again, replay, "a replay written back reads differently");
    if let Err(message) = check_header(&replay, NOW) {
        return assert_says_why(&[message]);
    }
    match replay.level_to_deal() {
        Ok(level) => {
            let _ = level.deal(replay.seed);
        }
        Err(message) => assert_says_why(&[message]),
    }
}

/// The progress file as the game reads it on start ([`read_save_file`]).
pub fn progress(data: &[u8]) {
    save_file::<Progress>(data);
}

/// The settings file as the game reads it on start ([`read_save_file`]).
pub fn settings(data: &[u8]) {
    save_file::<SavedSettings>(data);
}

/// Contest input, as `solve` reads it from standard input.
pub fn noi(data: &[u8]) {
    let mut out = String::new();
    if let Err(e) = noi::solve(data, &mut out) {
        assert!(e.line >= 1, "an input error at line 0: {e}");
        assert!(!e.message.is_empty(), "an input error without a message");
    }
}

/// A save file read as the game reads it: a value, or a message for the player. A value written
/// back as the game writes it (pretty RON) reads back to the same text (compared as text, so a
/// `NaN` that reads back as `NaN` counts as the same).
fn save_file<T: Serialize + DeserializeOwned>(data: &[u8]) {
    match read_save_file::<T>(data, Language::English) {
        Ok(value) => {
            let written = ron::ser::to_string_pretty(&value, Default::default())
                .expect("a save file's contents serialise");
            let again: T = read_save_file(written.as_bytes(), Language::English)
                .unwrap_or_else(|e| panic!("a save written back does not read: {e}\n{written}"));
            let rewritten = ron::ser::to_string_pretty(&again, Default::default())
                .expect("a save file's contents serialise");
            assert_eq!(rewritten, written, "a save written back reads differently");
        }
        Err(message) => assert!(!message.trim().is_empty(), "a save file refused in silence"),
    }
}

/// What the game does with a tile set's or background's picture from the desktop (SVG or
/// SVGZ): read it within its bounds, then draw it whole and element by element, small. A
/// refusal says why; nothing panics past the drawing library's containment, nothing runs long.
pub fn picture(data: &[u8]) {
    // The fuzzer's panic hook aborts at any panic, even one the game contains; a panic that
    // escapes still aborts the run where the fuzzer catches the unwinding.
    static QUIET: std::sync::Once = std::sync::Once::new();
    QUIET.call_once(|| std::panic::set_hook(Box::new(|_| {})));
    if let Err(message) = read_and_draw_desktop_picture(data.to_vec(), 24) {
        assert!(!message.trim().is_empty(), "a picture refused in silence");
    }
}

/// What `--code`, `code decode` and a link do with a text: read it as a board code (or a
/// link), or refuse it with the reason. A code that reads writes back as a code that reads as
/// the same board, and any other way of writing it that reads names that board too: a text
/// never names two boards.
pub fn board_code(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match BoardCode::decode(text) {
        Ok(code) => {
            let written = code
                .encode()
                .unwrap_or_else(|e| panic!("a code that reads does not write back: {e}"));
            assert_eq!(
                BoardCode::decode(&written),
                Ok(code),
                "{text:?} written back as {written}"
            );
            if text.is_ascii() {
                let lower = text.to_ascii_lowercase();
                assert_eq!(BoardCode::decode(&lower), Ok(code), "{text:?}");
            }
        }
        Err(e) => assert!(
            !e.to_string().trim().is_empty(),
            "a code refused in silence"
        ),
    }
    race_link(text);
}

/// A race link that reads writes back as the same board and name; what names a board names
/// the same one whether read as a board's code or as a race link.
fn race_link(text: &str) {
    use lianliankan_formats::race_link::{RaceLink, board_and_racer};
    let race = RaceLink::parse(text);
    match &race {
        Ok(race) => {
            let link = race
                .link()
                .unwrap_or_else(|e| panic!("a race link that reads does not write back: {e}"));
            assert_eq!(RaceLink::parse(&link).as_ref(), Ok(race), "{text:?} as {link}");
        }
        Err(e) => assert!(!e.to_string().trim().is_empty(), "a link refused in silence"),
    }
    match board_and_racer(text) {
        Ok((code, Some(name))) => assert_eq!(race, Ok(RaceLink { code, name })),
        Ok((code, None)) => assert_eq!(BoardCode::decode(text), Ok(code)),
        Err(e) => assert!(!e.to_string().trim().is_empty(), "refused in silence"),
    }
}

/// Every problem has something to say.
fn assert_says_why(problems: &[String]) {
    assert!(!problems.is_empty(), "refused with no problem named");
    for problem in problems {
        assert!(!problem.trim().is_empty(), "a problem with no words");
    }
}
