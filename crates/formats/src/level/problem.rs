//! What is wrong with a level file: each problem with its place in the text and the field of
//! the file it is about.

use std::fmt;

use crate::i18n::{Language, Message, Value};

/// A field of the level file, as its key is written (`time_limit`); the rules' own fields
/// (`max_turns`, `outer_ring`, `chinese_style`, `tiles_slide`) are fields of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LevelField {
    /// `name`
    Name,
    /// `names`
    Names,
    /// `id`
    Id,
    /// `layout`
    Layout,
    /// `kinds`
    Kinds,
    /// `rules: (max_turns: …)`
    MaxTurns,
    /// `rules: (outer_ring: …)`
    OuterRing,
    /// `rules: (chinese_style: …)`
    ChineseStyle,
    /// `rules: (tiles_slide: …)`
    TilesSlide,
    /// `gravity`
    Gravity,
    /// `time_limit`
    TimeLimit,
    /// `stars`
    Stars,
    /// `power_ups`
    PowerUps,
    /// `seed`
    Seed,
    /// `difficulty`
    Difficulty,
    /// `fixed`
    Fixed,
    /// `background`
    Background,
    /// `specials`
    Specials,
    /// `goal`
    Goal,
}

impl LevelField {
    /// Every field, in the order a file lists them.
    pub const ALL: [LevelField; 19] = [
        LevelField::Name,
        LevelField::Names,
        LevelField::Id,
        LevelField::Layout,
        LevelField::Kinds,
        LevelField::MaxTurns,
        LevelField::OuterRing,
        LevelField::ChineseStyle,
        LevelField::TilesSlide,
        LevelField::Gravity,
        LevelField::TimeLimit,
        LevelField::Stars,
        LevelField::PowerUps,
        LevelField::Seed,
        LevelField::Difficulty,
        LevelField::Fixed,
        LevelField::Background,
        LevelField::Specials,
        LevelField::Goal,
    ];

    /// The field's key as the file writes it.
    pub fn key(self) -> &'static str {
        match self {
            LevelField::Name => "name",
            LevelField::Names => "names",
            LevelField::Id => "id",
            LevelField::Layout => "layout",
            LevelField::Kinds => "kinds",
            LevelField::MaxTurns => "max_turns",
            LevelField::OuterRing => "outer_ring",
            LevelField::ChineseStyle => "chinese_style",
            LevelField::TilesSlide => "tiles_slide",
            LevelField::Gravity => "gravity",
            LevelField::TimeLimit => "time_limit",
            LevelField::Stars => "stars",
            LevelField::PowerUps => "power_ups",
            LevelField::Seed => "seed",
            LevelField::Difficulty => "difficulty",
            LevelField::Fixed => "fixed",
            LevelField::Background => "background",
            LevelField::Specials => "specials",
            LevelField::Goal => "goal",
        }
    }
}

impl fmt::Display for LevelField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// One thing wrong with a level file.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The field it is about; `None` for the file as a whole.
    pub field: Option<LevelField>,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// What is wrong and what was expected, in words for any reader (`Display`: English).
    pub message: Message,
}

impl Problem {
    /// A problem with the file as a whole, placed at its start.
    pub(super) fn at_start(message: Message) -> Problem {
        Problem {
            field: None,
            line: Some(1),
            column: Some(1),
            message,
        }
    }
}

/// Everything wrong with one level file.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelError {
    /// The file (or other source) read.
    pub origin: String,
    /// At least one problem.
    pub problems: Vec<Problem>,
}

impl LevelError {
    /// One problem with the file as a whole (no line to point at).
    pub(super) fn whole_file(origin: &str, message: Message) -> LevelError {
        LevelError {
            origin: origin.to_string(),
            problems: vec![Problem {
                field: None,
                line: None,
                column: None,
                message,
            }],
        }
    }

    /// One `file:line:column: message` line per problem.
    pub fn message(&self) -> Message {
        let lines = self.problems.iter().map(|p| {
            let place = match (p.line, p.column) {
                (Some(line), Some(col)) => format!(":{line}:{col}"),
                (Some(line), None) => format!(":{line}"),
                _ => String::new(),
            };
            let at = [
                ("place", format!("{}{place}", self.origin).into()),
                ("problem", p.message.clone().into()),
            ];
            Message::with("problem-at", at).into()
        });
        Message::with(
            "problem-list",
            [("problems", Value::Lines(lines.collect()))],
        )
    }

    /// The problems alone, one per line: for text whose lines the reader never saw as a file
    /// (the editor's).
    pub fn bare_lines(&self) -> Vec<Value> {
        self.problems
            .iter()
            .map(|p| p.message.clone().into())
            .collect()
    }

    /// [`LevelError::bare_lines`] as a message of its own.
    pub fn bare_message(&self) -> Message {
        Message::with(
            "problem-list",
            [("problems", Value::Lines(self.bare_lines()))],
        )
    }

    /// [`LevelError::message`] in `language`.
    pub fn text(&self, language: Language) -> String {
        self.message().text(language)
    }

    /// [`LevelError::bare_message`] in `language`.
    pub fn messages(&self, language: Language) -> String {
        self.bare_message().text(language)
    }
}

impl fmt::Display for LevelError {
    /// One `file:line:column: message` line per problem, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Language::English))
    }
}

impl std::error::Error for LevelError {}
