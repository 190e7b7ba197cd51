//! Level files: the RON format level designers write, read into a checked [`Level`].
//!
//! Reading never panics and never trusts the file: its size is capped before parsing, RON syntax
//! errors carry `line:column` and what was expected, and every semantic problem (odd tile count,
//! too many kinds, unknown gravity, tiles that would slide at the start, oversized layout,
//! unpaired or unclearable fixed kinds) is reported with the line it is on, all of them at once.
//! The format is documented in `docs/levels.md`.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub use crate::engine::deal::default_kinds;
use crate::engine::deal::{DealError, Difficulty};
use crate::engine::gravity::Gravity;
use crate::engine::grid::{Cell, Grid, Pos, kind_from_char};
use crate::engine::rules::{MatchGroups, Rules, TurnLimit};
use crate::engine::solver::{self, Verdict};
use crate::i18n::{Language, Message, Value};

/// Largest level file read, in bytes.
pub const MAX_FILE_BYTES: u64 = 64 * 1024;

/// The file in a pack's folder that describes the pack: not a level.
pub const PACK_FILE: &str = "pack.ron";

/// Widest layout, in cells.
pub const MAX_WIDTH: usize = 40;
/// Tallest layout, in cells.
pub const MAX_HEIGHT: usize = 30;
/// Most tile kinds a level may use (the game draws this many distinct faces).
pub const MAX_KINDS: usize = 96;
/// Most turns a level may set before it should say `"unlimited"`.
pub const MAX_TURNS: u8 = 16;
/// Longest time limit, in seconds (one day).
pub const MAX_TIME_LIMIT: u32 = 24 * 60 * 60;
/// Most uses of one power-up a level may grant.
pub const MAX_POWER_UP_COUNT: u32 = 99;
/// Longest level name, in characters.
pub const MAX_NAME: usize = 60;
/// Positions the solver may expand to prove a fixed layout clearable.
pub const FIXED_SOLVER_LIMIT: u64 = 2_000_000;

/// Characters of a layout row.
pub const TILE_CHAR: char = 'x';
/// An empty cell: paths pass, no tile is dealt.
pub const EMPTY_CHAR: char = '.';
/// An obstacle: nothing passes.
pub const OBSTACLE_CHAR: char = '#';

/// A checked level, ready to deal.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// Shown to the player.
    pub name: String,
    /// The name in other languages, by language code (`zh`): shown instead of `name` to a
    /// player of that language.
    pub names: BTreeMap<String, String>,
    /// The level's identity in a pack, when set in the file: progress is kept under it, so
    /// the name can change without losing records. The file's stem when absent.
    pub id: Option<String>,
    /// The shape: `Tile` cells are where tiles are dealt (their kind is meaningless),
    /// obstacles stay.
    pub layout: Grid,
    /// Tile kinds dealt.
    pub kinds: usize,
    /// Link rules. Their match groups are the flowers and seasons when `chinese_style` is
    /// `Some(true)`, else none (the game applies the player's choice; see
    /// [`Level::match_groups`]).
    pub rules: Rules,
    /// Whether any flower matches any flower and any season any season (KShisen's "Chinese
    /// style"), when the level decides; `None` leaves it to the player.
    pub chinese_style: Option<bool>,
    /// Seconds to clear the board, if limited.
    pub time_limit: Option<u32>,
    /// Scores for one, two and three stars.
    pub stars: [u32; 3],
    /// Uses of each power-up, by name.
    pub power_ups: BTreeMap<String, u32>,
    /// The deal's seed, when the level always deals the same board.
    pub seed: Option<u64>,
    /// A hand-made board: the kinds of every tile, instead of a deal.
    pub fixed: Option<Grid>,
    /// How far apart dealt partners tend to be.
    pub difficulty: Difficulty,
}

impl Level {
    /// A level with every optional field at its default.
    pub fn new(name: impl Into<String>, layout: Grid) -> Level {
        let pairs = layout.tile_count() / 2;
        Level {
            name: name.into(),
            names: BTreeMap::new(),
            id: None,
            kinds: default_kinds(pairs),
            stars: default_stars(pairs),
            layout,
            rules: Rules::default(),
            chinese_style: None,
            time_limit: None,
            power_ups: BTreeMap::new(),
            seed: None,
            fixed: None,
            difficulty: Difficulty::default(),
        }
    }

    /// The name a player of `language` (a code such as `zh`) sees: the translated name if
    /// the level has one, else `name`.
    pub fn name_in(&self, language: &str) -> &str {
        self.names.get(language).map_or(&self.name, String::as_str)
    }

    /// The match groups this level is played with: the flowers and seasons when the level asks
    /// for the Chinese style, or leaves it to the player and `players_choice` is true.
    pub fn match_groups(&self, players_choice: bool) -> MatchGroups {
        style_groups(self.chinese_style, players_choice)
    }

    /// Tile pairs on the full board.
    pub fn pairs(&self) -> usize {
        self.layout.tile_count() / 2
    }

    /// A built-in layout (see [`crate::engine::deal::layouts`]) as a level, with its suggested
    /// kind count.
    pub fn built_in(name: &str) -> Option<Level> {
        let (layout, kinds) = crate::engine::deal::layouts::by_name(name)?;
        let mut level = Level::new(name, layout);
        level.kinds = kinds;
        Some(level)
    }

    /// The board this level deals with `seed`: its fixed board if it has one, else a seeded
    /// deal of its kinds onto its layout at its difficulty. The game, `autoplay`, `check` and
    /// the editor's test play all deal through here, so a (level, seed) pair means one board.
    pub fn deal(&self, seed: u64) -> Result<Grid, DealError> {
        if let Some(fixed) = &self.fixed {
            return Ok(fixed.clone());
        }
        crate::engine::deal(&self.layout, self.kinds, &self.rules, self.difficulty, seed)
            .map(|d| d.grid)
    }

    /// Re-deals the tiles left on `grid` (a stuck board, a shuffle): the `redeals_before`-th
    /// re-deal of the board dealt with `deal_seed`. Its seed comes from those two alone (see
    /// [`crate::engine::deal::redeal_seed`]), so the same level, seed and moves give the same
    /// game.
    pub fn redeal(
        &self,
        grid: &Grid,
        deal_seed: u64,
        redeals_before: u32,
    ) -> Result<Grid, DealError> {
        let seed = crate::engine::deal::redeal_seed(deal_seed, redeals_before);
        crate::engine::reshuffle(grid, &self.rules, self.difficulty, seed).map(|d| d.grid)
    }

    /// The identity progress is kept under when this level is the pack file `file`: its `id`
    /// if the file sets one, else the file's stem (`01-first-steps` for
    /// `01-first-steps.ron`).
    pub fn identity(&self, file: &Path) -> String {
        self.id.clone().unwrap_or_else(|| file_identity(file))
    }

    /// Reads a level from RON text. `origin` names the file in messages.
    pub fn from_ron(text: &str, origin: &str) -> Result<Level, LevelError> {
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
        let file: LevelFile = options.from_str(text).map_err(|e| {
            fail(vec![Problem {
                line: Some(e.span.start.line),
                column: Some(e.span.start.col),
                message: Message::with("problem-syntax", [("detail", e.code.to_string().into())]),
            }])
        })?;
        file.check(text).map_err(fail)
    }

    /// Reads a level from a file's bytes: UTF-8, then [`Level::from_ron`] (which caps the size).
    pub fn from_bytes(bytes: &[u8], origin: &str) -> Result<Level, LevelError> {
        let text = std::str::from_utf8(bytes).map_err(|e| {
            LevelError::whole_file(
                origin,
                Message::with("problem-not-utf8", [("offset", e.valid_up_to().into())]),
            )
        })?;
        Level::from_ron(text, origin)
    }

    /// Reads a level file from disk (no more than [`MAX_FILE_BYTES`] are read).
    pub fn load(path: &Path) -> Result<Level, LevelError> {
        let origin = path.display().to_string();
        let bytes =
            read_capped(path).map_err(|message| LevelError::whole_file(&origin, message))?;
        Level::from_bytes(&bytes, &origin)
    }

    /// The level as a RON file, in the layout `docs/levels.md` describes: written by serde
    /// from the same types the file is read into, so the format is defined once. Fields at
    /// their defaults are left out, so the file stays short.
    pub fn to_ron(&self) -> String {
        let pairs = self.pairs();
        let file = LevelFile {
            name: self.name.clone(),
            names: self.names.clone(),
            id: self.id.clone(),
            layout: layout_rows(&self.layout),
            kinds: (self.fixed.is_none() && self.kinds != default_kinds(pairs))
                .then_some(self.kinds as u64),
            rules: RulesFile {
                max_turns: self.rules.max_turns,
                outer_ring: self.rules.outer_ring,
                chinese_style: self.chinese_style,
            },
            gravity: self.rules.gravity,
            time_limit: self.time_limit.map(u64::from),
            stars: (self.stars != default_stars(pairs)).then(|| self.stars.map(u64::from).into()),
            power_ups: self
                .power_ups
                .iter()
                .map(|(k, v)| (k.clone(), u64::from(*v)))
                .collect(),
            seed: self.seed,
            // Through its shortest decimal form, so 0.82 is written as 0.82, not as the f32's
            // exact binary value.
            difficulty: (self.difficulty != Difficulty::default())
                .then(|| self.difficulty.0.to_string().parse().unwrap_or(0.5)),
            fixed: self
                .fixed
                .as_ref()
                .map(|f| f.to_text().lines().map(str::to_string).collect()),
        };
        let pretty = ron::ser::PrettyConfig::default();
        let mut text = ron::ser::to_string_pretty(&file, pretty)
            .expect("a level always serialises: plain strings and numbers");
        text.push('\n');
        text
    }
}

/// The identity of a pack file without an `id`: its stem.
pub fn file_identity(file: &Path) -> String {
    file.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}

/// Whether `id` may be a level's identity: short, lowercase ASCII letters, digits, `-`, `_`.
fn is_identity(id: &str) -> bool {
    (1..=MAX_NAME).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// The rows of a layout as level files write them.
pub fn layout_rows(layout: &Grid) -> Vec<String> {
    (0..layout.height())
        .map(|y| {
            (0..layout.width())
                .map(|x| match layout.get(Pos::new(x as i32, y as i32)) {
                    Cell::Empty => EMPTY_CHAR,
                    Cell::Obstacle => OBSTACLE_CHAR,
                    Cell::Tile(_) => TILE_CHAR,
                })
                .collect()
        })
        .collect()
}

/// Star scores when a level does not say: 100, 150 and 200 points per pair.
pub fn default_stars(pairs: usize) -> [u32; 3] {
    let p = pairs as u32;
    [p * 100, p * 150, p * 200]
}

/// The match groups of a level whose file says `chinese_style` (`None`: the player's choice).
fn style_groups(chinese_style: Option<bool>, players_choice: bool) -> MatchGroups {
    if chinese_style.unwrap_or(players_choice) {
        MatchGroups::FLOWERS_AND_SEASONS
    } else {
        MatchGroups::NONE
    }
}

/// Reads at most [`MAX_FILE_BYTES`] + 1 bytes of a file, so an oversized one is caught
/// without holding it.
pub fn read_capped(path: &Path) -> Result<Vec<u8>, Message> {
    use std::io::Read;
    let cannot =
        |e: std::io::Error| Message::with("problem-cannot-read", [("error", e.to_string().into())]);
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    Ok(bytes)
}

/// One thing wrong with a level file.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// What is wrong and what was expected, in words for any reader (`Display`: English).
    pub message: Message,
}

impl Problem {
    fn at_start(message: Message) -> Problem {
        Problem {
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
    fn whole_file(origin: &str, message: Message) -> LevelError {
        LevelError {
            origin: origin.to_string(),
            problems: vec![Problem {
                line: None,
                column: None,
                message,
            }],
        }
    }
}

impl LevelError {
    /// One `file:line:column: message` line per problem, in `language`.
    pub fn text(&self, language: Language) -> String {
        let lines: Vec<String> = self
            .problems
            .iter()
            .map(|p| {
                let place = match (p.line, p.column) {
                    (Some(line), Some(col)) => format!(":{line}:{col}"),
                    (Some(line), None) => format!(":{line}"),
                    _ => String::new(),
                };
                format!("{}{place}: {}", self.origin, p.message.text(language))
            })
            .collect();
        lines.join("\n")
    }

    /// The problems alone, one per line, in `language`: for text whose lines the reader never
    /// saw as a file (the editor's).
    pub fn messages(&self, language: Language) -> String {
        let lines: Vec<String> = self
            .problems
            .iter()
            .map(|p| p.message.text(language))
            .collect();
        lines.join("\n")
    }
}

impl fmt::Display for LevelError {
    /// One `file:line:column: message` line per problem, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Language::English))
    }
}

impl std::error::Error for LevelError {}

/// The file as written and read: every field but `name` and `layout` optional, and left out
/// when at its default.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "level")]
struct LevelFile {
    name: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    names: BTreeMap<String, String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    id: Option<String>,
    layout: Vec<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    kinds: Option<u64>,
    #[serde(default, skip_serializing_if = "RulesFile::is_default")]
    rules: RulesFile,
    #[serde(default, skip_serializing_if = "Gravity::is_none")]
    gravity: Gravity,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    time_limit: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    stars: Option<(u64, u64, u64)>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    power_ups: BTreeMap<String, u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    seed: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    difficulty: Option<f64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    fixed: Option<Vec<String>>,
}

#[derive(Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename = "rules")]
struct RulesFile {
    #[serde(default = "default_turns")]
    max_turns: TurnLimit,
    #[serde(default = "default_ring")]
    outer_ring: bool,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    chinese_style: Option<bool>,
}

impl Default for RulesFile {
    fn default() -> Self {
        RulesFile {
            max_turns: default_turns(),
            outer_ring: default_ring(),
            chinese_style: None,
        }
    }
}

/// Writes an optional field's value without `Some(…)`: files are read with implicit `Some`,
/// and absent fields are not written at all.
fn written_plain<T: Serialize, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => v.serialize(s),
        None => s.serialize_none(),
    }
}

impl RulesFile {
    fn is_default(&self) -> bool {
        *self == RulesFile::default()
    }
}

fn default_turns() -> TurnLimit {
    Rules::default().max_turns
}

fn default_ring() -> bool {
    Rules::default().outer_ring
}

/// A number of turns, or `"unlimited"`.
impl Serialize for TurnLimit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            TurnLimit::AtMost(n) => s.serialize_u8(*n),
            TurnLimit::Unlimited => s.serialize_str("unlimited"),
        }
    }
}

impl<'de> Deserialize<'de> for TurnLimit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Turns;
        impl Visitor<'_> for Turns {
            type Value = TurnLimit;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a number of turns from 0 to {MAX_TURNS}, or \"unlimited\""
                )
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<TurnLimit, E> {
                if v <= u64::from(MAX_TURNS) {
                    Ok(TurnLimit::AtMost(v as u8))
                } else {
                    Err(E::invalid_value(de::Unexpected::Unsigned(v), &self))
                }
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<TurnLimit, E> {
                match u64::try_from(v) {
                    Ok(v) => self.visit_u64(v),
                    Err(_) => Err(E::invalid_value(de::Unexpected::Signed(v), &self)),
                }
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<TurnLimit, E> {
                if v == "unlimited" {
                    Ok(TurnLimit::Unlimited)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }
        d.deserialize_any(Turns)
    }
}

impl LevelFile {
    /// Every semantic check, collecting all problems.
    fn check(self, text: &str) -> Result<Level, Vec<Problem>> {
        let find = Locator::new(text);
        let mut problems = Vec::new();
        let mut report = |line: Option<(usize, usize)>, message: Message| {
            problems.push(Problem {
                line: line.map(|l| l.0),
                column: line.map(|l| l.1),
                message,
            })
        };

        let name = self.name.trim().to_string();
        if name.is_empty() {
            report(find.key("name"), Message::new("problem-name-empty"));
        } else if name.chars().count() > MAX_NAME {
            report(
                find.key("name"),
                Message::with("problem-name-long", [("most", MAX_NAME.into())]),
            );
        }

        let mut names = BTreeMap::new();
        for (language, translated) in self.names {
            let translated = translated.trim().to_string();
            if !(2..=8).contains(&language.len())
                || !language
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-')
            {
                report(
                    find.key("names"),
                    Message::with(
                        "problem-names-code",
                        [("code", format!("{language:?}").into())],
                    ),
                );
            } else if translated.is_empty() || translated.chars().count() > MAX_NAME {
                report(
                    find.key("names"),
                    Message::with(
                        "problem-names-length",
                        [
                            ("code", format!("{language:?}").into()),
                            ("most", MAX_NAME.into()),
                        ],
                    ),
                );
            } else {
                names.insert(language, translated);
            }
        }

        let id = self.id.as_ref().map(|id| id.trim().to_string());
        if let Some(id) = &id
            && !is_identity(id)
        {
            report(
                find.key("id"),
                Message::with(
                    "problem-id",
                    [("id", format!("{id:?}").into()), ("most", MAX_NAME.into())],
                ),
            );
        }

        let layout = read_rows(
            &self.layout,
            "layout",
            &find,
            &mut report,
            |ch| match ch {
                TILE_CHAR => Some(Cell::Tile(0)),
                EMPTY_CHAR => Some(Cell::Empty),
                OBSTACLE_CHAR => Some(Cell::Obstacle),
                _ => None,
            },
            "problem-expected-layout",
        );

        let fixed = self.fixed.as_ref().and_then(|rows| {
            read_rows(
                rows,
                "fixed",
                &find,
                &mut report,
                |ch| match ch {
                    EMPTY_CHAR => Some(Cell::Empty),
                    OBSTACLE_CHAR => Some(Cell::Obstacle),
                    _ => kind_from_char(ch).map(Cell::Tile),
                },
                "problem-expected-fixed",
            )
        });

        let chinese_style = self.rules.chinese_style;
        let rules = Rules {
            max_turns: self.rules.max_turns,
            outer_ring: self.rules.outer_ring,
            gravity: self.gravity,
            // The file's own rules: the player's choice is the game's to add.
            groups: style_groups(chinese_style, false),
        };
        if let Some(t) = self.time_limit
            && !(1..=u64::from(MAX_TIME_LIMIT)).contains(&t)
        {
            report(
                find.key("time_limit"),
                Message::with(
                    "problem-time-limit",
                    [("seconds", t.into()), ("most", MAX_TIME_LIMIT.into())],
                ),
            );
        }
        for (power_up, &count) in &self.power_ups {
            if power_up.is_empty()
                || !power_up
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            {
                report(
                    find.key("power_ups"),
                    Message::with(
                        "problem-power-up-name",
                        [("name", format!("{power_up:?}").into())],
                    ),
                );
            }
            if count > u64::from(MAX_POWER_UP_COUNT) {
                report(
                    find.key("power_ups"),
                    Message::with(
                        "problem-power-up-count",
                        [
                            ("name", format!("{power_up:?}").into()),
                            ("count", count.into()),
                            ("most", MAX_POWER_UP_COUNT.into()),
                        ],
                    ),
                );
            }
        }
        let difficulty = match self.difficulty {
            None => Difficulty::default(),
            Some(d) if (0.0..=1.0).contains(&d) => Difficulty(d as f32),
            Some(d) => {
                report(
                    find.key("difficulty"),
                    Message::with("problem-difficulty", [("value", d.to_string().into())]),
                );
                Difficulty::default()
            }
        };
        if let Some((a, b, c)) = self.stars
            && !(0 < a && a < b && b < c && c <= u64::from(u32::MAX))
        {
            report(
                find.key("stars"),
                Message::with(
                    "problem-stars",
                    [("stars", format!("({a}, {b}, {c})").into())],
                ),
            );
        }

        let mut kinds = 0;
        if let Some(layout) = &layout {
            let tiles = layout.tile_count();
            let pairs = tiles / 2;
            if tiles == 0 {
                report(find.key("layout"), Message::new("problem-no-tiles"));
            } else if tiles % 2 == 1 {
                report(
                    find.key("layout"),
                    Message::with("problem-odd-tiles", [("tiles", tiles.into())]),
                );
            }
            kinds = match self.kinds {
                None => default_kinds(pairs),
                Some(k) => {
                    if k == 0 || k > pairs as u64 || k > MAX_KINDS as u64 {
                        report(
                            find.key("kinds"),
                            Message::with(
                                "problem-kinds",
                                [
                                    ("kinds", k.into()),
                                    ("most", pairs.clamp(1, MAX_KINDS).into()),
                                    ("pairs", pairs.into()),
                                    ("faces", MAX_KINDS.into()),
                                ],
                            ),
                        );
                    }
                    k as usize
                }
            };
            let settled = check_settled(layout, self.gravity, &self.layout, &find, &mut report);
            if let Some(fixed) = &fixed {
                kinds = check_fixed(layout, fixed, &rules, settled, &find, &mut report);
                if self.kinds.is_some() {
                    report(find.key("kinds"), Message::new("problem-kinds-with-fixed"));
                }
            }
        }

        if !problems.is_empty() {
            return Err(problems);
        }
        let layout = layout.expect("no problems means the layout was read");
        let pairs = layout.tile_count() / 2;
        Ok(Level {
            name,
            names,
            id,
            layout,
            kinds,
            rules,
            chinese_style,
            time_limit: self.time_limit.map(|t| t as u32),
            stars: self.stars.map_or(default_stars(pairs), |(a, b, c)| {
                [a, b, c].map(|s| s as u32)
            }),
            power_ups: self
                .power_ups
                .into_iter()
                .map(|(k, v)| (k, v as u32))
                .collect(),
            seed: self.seed,
            fixed,
            difficulty,
        })
    }
}

/// Reads rows of cells, reporting size and character problems. `None` when any were found.
fn read_rows(
    rows: &[String],
    field: &'static str,
    find: &Locator,
    report: &mut impl FnMut(Option<(usize, usize)>, Message),
    cell_of: impl Fn(char) -> Option<Cell>,
    expected: &'static str,
) -> Option<Grid> {
    let at_rows = find.rows(field, rows);
    let height = rows.len();
    let width = rows.first().map_or(0, |r| r.chars().count());
    if height == 0 || width == 0 {
        report(
            find.key(field),
            Message::with("problem-rows-empty", [("field", field.into())]),
        );
        return None;
    }
    if width > MAX_WIDTH || height > MAX_HEIGHT {
        report(
            find.key(field),
            Message::with(
                "problem-rows-too-big",
                [
                    ("field", field.into()),
                    ("size", format!("{width}x{height}").into()),
                    ("most", format!("{MAX_WIDTH}x{MAX_HEIGHT}").into()),
                ],
            ),
        );
        return None;
    }
    let mut ok = true;
    let mut grid = Grid::new(width, height);
    for (y, row) in rows.iter().enumerate() {
        let at = at_rows[y];
        let n = row.chars().count();
        if n != width {
            report(
                at,
                Message::with(
                    "problem-row-length",
                    [
                        ("field", field.into()),
                        ("row", (y + 1).into()),
                        ("cells", n.into()),
                        ("width", width.into()),
                    ],
                ),
            );
            ok = false;
            continue;
        }
        for (x, ch) in row.chars().enumerate() {
            match cell_of(ch) {
                Some(cell) => grid.set(Pos::new(x as i32, y as i32), cell),
                None => {
                    report(
                        at.map(|(l, c)| (l, c + x)),
                        Message::with(
                            "problem-cell",
                            [
                                ("field", field.into()),
                                ("row", (y + 1).into()),
                                ("column", (x + 1).into()),
                                ("found", format!("{ch:?}").into()),
                                ("expected", Value::Phrase(expected)),
                            ],
                        ),
                    );
                    ok = false;
                }
            }
        }
    }
    ok.then_some(grid)
}

/// Checks that no tile of the layout would slide before the first move, reporting the first
/// that would at its row. Returns whether the layout is settled.
fn check_settled(
    layout: &Grid,
    gravity: Gravity,
    rows: &[String],
    find: &Locator,
    report: &mut impl FnMut(Option<(usize, usize)>, Message),
) -> bool {
    let Some((tile, free)) = gravity.first_sliding_tile(layout) else {
        return true;
    };
    let side = match (free.x - tile.x, free.y - tile.y) {
        (0, 1) => "problem-side-below",
        (0, -1) => "problem-side-above",
        (-1, 0) => "problem-side-left",
        _ => "problem-side-right",
    };
    let key = if gravity == Gravity::TowardsCentre {
        "problem-slides-centre"
    } else {
        "problem-slides"
    };
    let at = find.rows("layout", rows)[tile.y as usize];
    report(
        at.map(|(l, c)| (l, c + tile.x as usize)),
        Message::with(
            key,
            [
                ("row", (tile.y + 1).into()),
                ("column", (tile.x + 1).into()),
                ("gravity", gravity.to_string().into()),
                ("side", Value::Phrase(side)),
            ],
        ),
    );
    false
}

/// Checks fixed kinds against the layout: same shape, every kind paired, clearable (proven only
/// when the layout is `settled`; otherwise that is reported already). Returns the number of
/// kinds used.
fn check_fixed(
    layout: &Grid,
    fixed: &Grid,
    rules: &Rules,
    settled: bool,
    find: &Locator,
    report: &mut impl FnMut(Option<(usize, usize)>, Message),
) -> usize {
    let at = find.key("fixed");
    if (fixed.width(), fixed.height()) != (layout.width(), layout.height()) {
        report(
            at,
            Message::with(
                "problem-fixed-size",
                [
                    (
                        "size",
                        format!("{}x{}", fixed.width(), fixed.height()).into(),
                    ),
                    (
                        "layout",
                        format!("{}x{}", layout.width(), layout.height()).into(),
                    ),
                ],
            ),
        );
        return 0;
    }
    let mut mismatched = 0;
    for p in layout.positions() {
        let same = matches!(
            (layout.get(p), fixed.get(p)),
            (Cell::Tile(_), Cell::Tile(_))
                | (Cell::Empty, Cell::Empty)
                | (Cell::Obstacle, Cell::Obstacle)
        );
        if !same {
            if mismatched < 5 {
                report(
                    at,
                    Message::with(
                        "problem-fixed-cell",
                        [("row", (p.y + 1).into()), ("column", (p.x + 1).into())],
                    ),
                );
            }
            mismatched += 1;
        }
    }
    if mismatched > 0 {
        return 0;
    }
    let mut counts: BTreeMap<u16, usize> = BTreeMap::new();
    for (_, k) in fixed.tiles() {
        *counts.entry(k).or_default() += 1;
    }
    // Under match groups a group pairs as a whole (a flower with any flower).
    let mut class_counts: BTreeMap<u16, usize> = BTreeMap::new();
    for (&k, &n) in &counts {
        *class_counts.entry(rules.groups.class(k)).or_default() += n;
    }
    let unpaired: Vec<String> = class_counts
        .iter()
        .filter(|(_, n)| *n % 2 == 1)
        .map(|(k, n)| format!("'{}' ({n})", crate::engine::grid::char_from_kind(*k)))
        .collect();
    if !unpaired.is_empty() {
        report(
            at,
            Message::with(
                "problem-fixed-unpaired",
                [("kinds", unpaired.join(", ").into())],
            ),
        );
        return counts.len();
    }
    if !settled {
        return counts.len();
    }
    match solver::solve(fixed, rules, FIXED_SOLVER_LIMIT) {
        Verdict::Clearable(_) => {}
        Verdict::Unclearable => report(at, Message::new("problem-fixed-stuck")),
        Verdict::Unknown => report(
            at,
            Message::with(
                "problem-fixed-unknown",
                [("most", FIXED_SOLVER_LIMIT.into())],
            ),
        ),
    }
    counts.len()
}

/// Finds where fields and rows are in the source, for messages. A best effort: `None` when
/// the text is laid out unusually.
struct Locator<'t> {
    text: &'t str,
}

impl<'t> Locator<'t> {
    fn new(text: &'t str) -> Self {
        Locator { text }
    }

    fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    /// Byte offset of `key:` used as a field name.
    fn key_offset(&self, key: &str) -> Option<usize> {
        let bytes = self.text.as_bytes();
        let mut from = 0;
        while let Some(i) = self.text[from..].find(key) {
            let start = from + i;
            let end = start + key.len();
            let before_ok = start == 0 || !is_ident_byte(bytes[start - 1]);
            let rest = self.text[end..].trim_start();
            if before_ok && rest.starts_with(':') {
                return Some(start);
            }
            from = end;
        }
        None
    }

    fn key(&self, key: &str) -> Option<(usize, usize)> {
        self.key_offset(key).map(|o| self.line_col(o))
    }

    /// Where each row's first character is, found in order after the field name.
    fn rows(&self, field: &str, rows: &[String]) -> Vec<Option<(usize, usize)>> {
        let mut from = self.key_offset(field);
        rows.iter()
            .map(|row| {
                let start = from?;
                let quoted = format!("\"{row}\"");
                let i = self.text[start..].find(&quoted)?;
                let at = start + i;
                from = Some(at + quoted.len());
                Some(self.line_col(at + 1))
            })
            .collect()
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The outcome of checking one level file in depth (the `check` command).
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The file.
    pub path: PathBuf,
    /// The level, or everything wrong with it.
    pub level: Result<Level, LevelError>,
    /// Whether a clearable board was dealt (or the fixed board is clearable), with the time it
    /// took.
    pub deal: Option<Result<std::time::Duration, DealError>>,
}

/// Loads and deals one level file, timing the deal.
pub fn check_file(path: &Path) -> CheckReport {
    check_loaded(path, Level::load(path))
}

/// Deals a loaded level (or passes on its problems), timing the deal.
pub fn check_loaded(path: &Path, level: Result<Level, LevelError>) -> CheckReport {
    let deal = level.as_ref().ok().map(|level| {
        let start = std::time::Instant::now();
        if level.fixed.is_some() {
            // Proven clearable while loading.
            return Ok(start.elapsed());
        }
        level.deal(level.seed.unwrap_or(1)).map(|_| start.elapsed())
    });
    CheckReport {
        path: path.to_path_buf(),
        level,
        deal,
    }
}

/// The level files of a directory in file-name order (every `.ron` file but the pack's
/// `pack.ron`), or the error reading it. A pack's play order is its `pack.ron`'s (the pack
/// module reads it).
pub fn level_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("{}: cannot list: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron") && p.is_file())
        .filter(|p| p.file_name().is_none_or(|n| n != PACK_FILE))
        .collect();
    files.sort();
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Level, LevelError> {
        Level::from_ron(text, "test.ron")
    }

    #[test]
    fn translated_names_are_read_checked_and_written() {
        let level = parse(r#"(name: "Heart", names: {"zh": "心形"}, layout: ["xxxx"])"#).unwrap();
        assert_eq!(level.name_in("zh"), "心形");
        assert_eq!(level.name_in("en"), "Heart");
        assert_eq!(level.name_in("fr"), "Heart", "no translation: the name");
        let again = Level::from_ron(&level.to_ron(), "again.ron").unwrap();
        assert_eq!(again, level, "written and read back the same");
        let err = parse(
            "(name: \"A\",\n names: {\"Chinese!\": \"甲\", \"zh\": \"\"},\n layout: [\"xx\"])",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("test.ron:2:") && err.contains("not a language code"),
            "{err}"
        );
        assert!(err.contains("the \"zh\" name must be"), "{err}");
    }

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
    fn round_trips_through_to_ron() {
        let text = r#"(name: "Trip", layout: ["xxxx", "x##x", "xxxx"], kinds: 2,
            rules: (max_turns: 1), time_limit: 60, power_ups: {"hint": 3}, seed: 5)"#;
        let level = parse(text).unwrap();
        let again = parse(&level.to_ron()).unwrap();
        assert_eq!(level, again);
        let fixed = parse(
            r#"(name: "F", layout: ["xxxx", "xxxx"], fixed: ["abba", "cddc"], rules: (max_turns: 0))"#,
        )
        .unwrap();
        assert_eq!(parse(&fixed.to_ron()).unwrap(), fixed);
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
    fn gravity_layouts_must_start_settled() {
        let text = "(\n  name: \"A\",\n  layout: [\n    \"xx..\",\n    \"x.x.\",\n  ],\n  gravity: down,\n)";
        assert_eq!(
            parse(text).unwrap_err().to_string(),
            "test.ron:4:7: layout row 1 column 2: under gravity down this tile would slide at the \
             start; put a tile, an obstacle or the board edge below it"
        );
        // Per mode: a settled layout, an unsettled one, and where its first sliding tile goes.
        let cases = [
            (
                "down",
                ["x..x", "xxxx"],
                ["xx..", "x.x."],
                "row 1 column 2",
                "below it",
            ),
            (
                "up",
                ["xxxx", "x..x"],
                ["x.x.", "xx.."],
                "row 2 column 2",
                "above it",
            ),
            (
                "left",
                ["xx..", "xx.."],
                [".x..", "xxx."],
                "row 1 column 2",
                "to its left",
            ),
            (
                "right",
                ["..xx", "..xx"],
                ["x.xx", "...x"],
                "row 1 column 1",
                "to its right",
            ),
            (
                "split_horizontal",
                ["x..x", "xxxx"],
                ["x.x.", "xxxx"],
                "row 1 column 3",
                "to its right",
            ),
            (
                "towards_centre",
                [".xx.", ".xx."],
                ["x..x", ".xx."],
                "row 1 column 1",
                "to its right, or move it against the centre line",
            ),
        ];
        for (mode, settled, sliding, at, side) in cases {
            let file = |rows: [&str; 2]| {
                format!(
                    "(name: \"A\", layout: [\"{}\", \"{}\"], gravity: {mode})",
                    rows[0], rows[1]
                )
            };
            let level = parse(&file(settled)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(level.rules.gravity.name(), mode);
            let msg = parse(&file(sliding)).unwrap_err().to_string();
            assert!(
                msg.contains(&format!(
                    "layout {at}: under gravity {mode} this tile would slide"
                )) && msg.ends_with(side),
                "{msg}"
            );
        }
        // The split halves: the top half rises, the bottom half falls.
        let split = |rows: &str| {
            parse(&format!(
                "(name: \"A\", layout: [{rows}], gravity: split_vertical)"
            ))
        };
        assert!(split("\"xx\", \"..\", \"..\", \"xx\"").is_ok());
        let msg = split("\".x\", \"x.\", \"..\", \"xx\"")
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("layout row 2 column 1") && msg.ends_with("above it"),
            "{msg}"
        );
        // Every mode but none finds a tile to slide here.
        for gravity in Gravity::ALL {
            let result = parse(&format!(
                "(name: \"A\", layout: [\"x..x\", \".xx.\", \"x..x\"], gravity: {gravity})"
            ));
            assert_eq!(
                result.is_ok(),
                gravity == Gravity::None,
                "{gravity}: {result:?}"
            );
        }
    }

    #[test]
    fn all_semantic_problems_are_listed_with_lines() {
        let text = "(\n    name: \"Bad\",\n    layout: [\n        \"xxx\",\n        \"xqx\",\n        \"xx\",\n    ],\n    kinds: 9,\n    time_limit: 0,\n    stars: (3, 2, 1),\n)";
        let err = parse(text).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("test.ron:5:11: layout row 2 column 2: found 'q'"),
            "{msg}"
        );
        assert!(msg.contains("test.ron:6:"), "{msg}");
        assert!(msg.contains("test.ron:9:5: time_limit is 0"), "{msg}");
        assert!(msg.contains("test.ron:10:5: stars"), "{msg}");
        assert_eq!(err.problems.len(), 4, "{msg}");
    }

    #[test]
    fn odd_tiles_and_too_many_kinds() {
        let err = parse("(name: \"A\", layout: [\"xxx\"])").unwrap_err();
        assert!(err.to_string().contains("3 tile cells"), "{err}");
        let err = parse("(name: \"A\", layout: [\"xxxx\"], kinds: 3)").unwrap_err();
        assert!(
            err.to_string().contains("kinds is 3; expected 1 to 2"),
            "{err}"
        );
        let err = parse("(name: \"A\", layout: [\"....\"])").unwrap_err();
        assert!(err.to_string().contains("no tile cells"), "{err}");
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
    fn chinese_style_is_the_levels_or_the_players_choice() {
        let plain = parse(r#"(name: "A", layout: ["xxxx"])"#).unwrap();
        assert_eq!(plain.chinese_style, None);
        assert!(plain.rules.groups.is_none());
        assert_eq!(plain.match_groups(true), MatchGroups::FLOWERS_AND_SEASONS);
        assert_eq!(plain.match_groups(false), MatchGroups::NONE);

        let on = parse(r#"(name: "A", layout: ["xxxx"], rules: (chinese_style: true))"#).unwrap();
        assert_eq!(on.rules.groups, MatchGroups::FLOWERS_AND_SEASONS);
        assert_eq!(on.match_groups(false), MatchGroups::FLOWERS_AND_SEASONS);
        assert!(
            on.to_ron().contains("chinese_style: true"),
            "{}",
            on.to_ron()
        );
        assert_eq!(parse(&on.to_ron()).unwrap(), on);

        let off = parse(r#"(name: "A", layout: ["xxxx"], rules: (chinese_style: false))"#).unwrap();
        assert_eq!(off.match_groups(true), MatchGroups::NONE);
        assert!(!plain.to_ron().contains("chinese_style"));

        // Two different flowers ('I', 'J') pair only in Chinese style.
        let fixed = |style: &str| {
            parse(&format!(
                r#"(name: "F", layout: ["xxxx"], fixed: ["IJaa"], rules: (chinese_style: {style}))"#
            ))
        };
        assert!(fixed("true").is_ok());
        let err = fixed("false").unwrap_err();
        assert!(err.to_string().contains("'I' (1), 'J' (1)"), "{err}");
    }

    #[test]
    fn fixed_kinds_are_checked() {
        let unpaired = parse(r#"(name: "F", layout: ["xxxx"], fixed: ["abac"])"#).unwrap_err();
        assert!(
            unpaired.to_string().contains("'b' (1), 'c' (1)"),
            "{unpaired}"
        );
        // a b / b a with no ring and straight links only: each pair is blocked by the other.
        let stuck = parse(
            r#"(name: "F", layout: ["xx", "xx"], fixed: ["ab", "ba"], rules: (max_turns: 0, outer_ring: false))"#,
        )
        .unwrap_err();
        assert!(stuck.to_string().contains("cannot be cleared"), "{stuck}");
        let shape = parse(r#"(name: "F", layout: ["xx.x"], fixed: ["aa.."])"#).unwrap_err();
        assert!(shape.to_string().contains("row 1 column 4"), "{shape}");
        let ok = parse(r#"(name: "F", layout: ["xxxx"], fixed: ["abba"])"#).unwrap();
        assert_eq!(ok.kinds, 2);
    }

    #[test]
    fn fixed_boards_are_proven_under_their_gravity() {
        let file = |fixed: [&str; 2], turns: u8, gravity: &str| {
            format!(
                "(name: \"F\", layout: [\"xxxx\", \"xxxx\"], fixed: [\"{}\", \"{}\"], \
                 rules: (max_turns: {turns}, outer_ring: false), gravity: {gravity})",
                fixed[0], fixed[1]
            )
        };
        let stuck = |text: &str| {
            parse(text)
                .unwrap_err()
                .to_string()
                .contains("the fixed board cannot be cleared")
        };
        // Straight links only: falling tiles bring the last two a's into line.
        let helped = ["caba", "caab"];
        assert!(stuck(&file(helped, 0, "none")));
        assert!(parse(&file(helped, 0, "down")).is_ok());
        // One turn: falling tiles block links the board needs.
        let hindered = ["cbab", "aaca"];
        assert!(parse(&file(hindered, 1, "none")).is_ok());
        assert!(stuck(&file(hindered, 1, "down")));
        // A fixed board that is not settled is reported as such, not proven.
        let err = parse(r#"(name: "F", layout: ["xx", ".."], fixed: ["aa", ".."], gravity: down)"#)
            .unwrap_err();
        assert_eq!(err.problems.len(), 1, "{err}");
        assert!(err.to_string().contains("would slide"), "{err}");
    }

    #[test]
    fn unknown_fields_are_refused() {
        let err = parse("(name: \"A\", layout: [\"xx\"], colour: 3)").unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }
}
