//! Reading a level file: its size capped, then UTF-8, RON syntax and the checks, every problem
//! placed at its line and field.

use std::path::Path;

use super::budget::level_budget;
use super::check::check;
use super::format::LevelFile;
use super::locator::Locator;
use super::model::{Level, MAX_FILE_BYTES};
use super::problem::{LevelError, Problem};
use crate::i18n::Message;
use crate::storage::files;
use crate::storage::files::{ReadError, ReadProblem};
use lianliankan_engine::solver::Budget;

impl Level {
    /// Reads a level from RON text. `origin` names the file in messages. A fixed board is
    /// proven clearable within `level_budget`.
    pub fn from_ron(text: &str, origin: &str) -> Result<Level, LevelError> {
        Level::from_ron_within(text, origin, &level_budget())
    }

    /// [`Level::from_ron`], proving a fixed board clearable within `budget`.
    pub fn from_ron_within(text: &str, origin: &str, budget: &Budget) -> Result<Level, LevelError> {
        let fail = |problems| LevelError {
            origin: origin.to_string(),
            problems,
        };
        if text.len() as u64 > MAX_FILE_BYTES {
            return Err(fail(vec![Problem::at_start(Message::with(
                "problem-too-big",
                [
                    ("bytes", text.len().into()),
                    ("most", MAX_FILE_BYTES.into()),
                ],
            ))]));
        }
        let options = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .with_recursion_limit(32);
        let file: LevelFile = options
            .from_str(text)
            .map_err(|e| fail(vec![syntax_problem(text, &e)]))?;
        check(file, text, budget).map_err(fail)
    }

    /// Reads a level from a file's bytes: UTF-8, then [`Level::from_ron`] (which caps the size).
    pub fn from_bytes(bytes: &[u8], origin: &str) -> Result<Level, LevelError> {
        Level::from_bytes_within(bytes, origin, &level_budget())
    }

    /// [`Level::from_bytes`], proving a fixed board clearable within `budget`.
    pub fn from_bytes_within(
        bytes: &[u8],
        origin: &str,
        budget: &Budget,
    ) -> Result<Level, LevelError> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            LevelError::whole_file(
                origin,
                Message::with("problem-not-utf8", [("offset", e.valid_up_to().into())]),
            )
        })?;
        Level::from_ron_within(text, origin, budget)
    }

    /// Reads a level file from disk (no more than `MAX_FILE_BYTES` are read).
    pub fn load(path: &Path) -> Result<Level, LevelError> {
        Level::load_within(path, &level_budget())
    }

    /// [`Level::load`], proving a fixed board clearable within `budget`.
    pub fn load_within(path: &Path, budget: &Budget) -> Result<Level, LevelError> {
        let origin = path.display().to_string();
        let bytes =
            read_capped(path).map_err(|message| LevelError::whole_file(&origin, message))?;
        Level::from_bytes_within(&bytes, &origin, budget)
    }
}

/// A RON syntax error as a problem at its place, of the field whose value it is in.
fn syntax_problem(text: &str, error: &ron::error::SpannedError) -> Problem {
    let start = error.span.start;
    Problem {
        field: Locator::new(text).field_at(start.line, start.col),
        line: Some(start.line),
        column: Some(start.col),
        message: Message::with(
            "problem-syntax",
            [("detail", error.code.to_string().into())],
        ),
    }
}

/// Reads a level file of at most [`MAX_FILE_BYTES`], so an oversized one is caught without
/// holding it, and only a regular file (a FIFO or directory in its place is refused at once).
pub fn read_capped(path: &Path) -> Result<Vec<u8>, Message> {
    match files::read_capped(path, MAX_FILE_BYTES) {
        Ok(Some(bytes)) => Ok(bytes),
        Ok(None) => Err(cannot_read(&"no such file")),
        Err(ReadError {
            problem: ReadProblem::TooLarge { size, cap },
            ..
        }) => Err(Message::with(
            "problem-too-big",
            [("bytes", size.into()), ("most", cap.into())],
        )),
        Err(ReadError {
            problem: ReadProblem::Io(e),
            ..
        }) => Err(cannot_read(&e)),
        Err(e) => Err(cannot_read(&e.problem)),
    }
}

/// The problem of a file the system would not give.
fn cannot_read(error: &dyn std::fmt::Display) -> Message {
    Message::with("problem-cannot-read", [("error", error.to_string().into())])
}

#[cfg(test)]
mod tests {
    use crate::level::model::{MAX_WIDTH, parse};
    use lianliankan_engine::deal::Difficulty;
    use lianliankan_engine::gravity::Gravity;
    use lianliankan_engine::grid::{Cell, Pos};
    use lianliankan_engine::rules::{Rules, TurnLimit};

    #[test]
    fn minimal_file_takes_defaults() {
        let level = parse("(name: \"Tiny\", layout: [\"xxxx\", \"x..x\", \"xxxx\"])").unwrap();
        assert_eq!(level.name, "Tiny");
        assert_eq!(level.pairs(), 5);
        assert_eq!(level.kinds, 1);
        assert_eq!(level.rules, Rules::default());
        assert_eq!(level.rules.gravity, Gravity::None);
        assert_eq!(level.time_limit, None);
        assert_eq!(level.stars, [500, 750, 1000]);
        assert!(level.fixed.is_none());
    }

    #[test]
    fn every_field_is_read() {
        let text = r#"(
            name: "Full",
            layout: ["xx#xx", "x...x", "xx#xx"],
            kinds: 2,
            rules: (max_turns: "unlimited", outer_ring: false),
            gravity: none,
            time_limit: 90,
            stars: (100, 200, 300),
            power_ups: {"hint": 2, "bomb": 1},
            seed: 77,
            difficulty: 0.25,
        )"#;
        let level = parse(text).unwrap();
        assert_eq!(level.kinds, 2);
        assert_eq!(
            level.rules,
            Rules {
                max_turns: TurnLimit::Unlimited,
                outer_ring: false,
                ..Rules::default()
            }
        );
        assert_eq!(level.time_limit, Some(90));
        assert_eq!(level.stars, [100, 200, 300]);
        assert_eq!(level.power_ups["hint"], 2);
        assert_eq!(level.seed, Some(77));
        assert_eq!(level.difficulty, Difficulty(0.25));
        assert_eq!(level.layout.get(Pos::new(2, 0)), Cell::Obstacle);
    }

    #[test]
    fn syntax_errors_give_line_and_column() {
        let err = parse("(\n  name: \"A\",\n  layout: [\"xx\" \"xx\"],\n)").unwrap_err();
        let p = &err.problems[0];
        assert_eq!(p.line, Some(3));
        assert!(p.column.is_some());
        assert!(err.to_string().starts_with("test.ron:3:"), "{err}");
    }

    #[test]
    fn unknown_gravity_lists_the_valid_modes() {
        let err = parse("(name: \"A\", layout: [\"xx\"], gravity: sideways)").unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("sideways"), "{msg}");
        assert!(
            msg.contains("towards_centre") && msg.contains("none"),
            "{msg}"
        );
    }

    #[test]
    fn size_and_number_limits() {
        let wide = "x".repeat(MAX_WIDTH + 2);
        let err = parse(&format!("(name: \"A\", layout: [\"{wide}\"])")).unwrap_err();
        assert!(err.to_string().contains("the most is 40x30"), "{err}");
        let err =
            parse("(name: \"A\", layout: [\"xx\"], kinds: 99999999999999999999999)").unwrap_err();
        assert_eq!(err.problems.len(), 1);
        let err = parse("(name: \"A\", layout: [\"xx\"], rules: (max_turns: 300))").unwrap_err();
        assert!(err.to_string().contains("\"unlimited\""), "{err}");
        let big = format!("(name: \"A\", layout: [\"xx\"]) // {}", "z".repeat(70_000));
        assert!(parse(&big).unwrap_err().to_string().contains("at most"));
    }

    #[test]
    fn unknown_fields_are_refused() {
        let err = parse("(name: \"A\", layout: [\"xx\"], colour: 3)").unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }
}
