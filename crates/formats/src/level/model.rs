//! A level as a value: its fields, the limits every level keeps to, and the helpers reading and
//! writing a level file share.

use std::collections::BTreeMap;
use std::path::Path;

use lianliankan_engine::deal::{DealError, Difficulty, default_kinds};
use lianliankan_engine::goals::{self, Goal};
use lianliankan_engine::grid::{Cell, Grid, Pos};
use lianliankan_engine::moves::Move;
use lianliankan_engine::rules::{MatchGroups, Rules};
use lianliankan_engine::specials::Specials;

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
/// Longest time limit, in seconds (one day).
pub const MAX_TIME_LIMIT: u32 = 24 * 60 * 60;
/// Most uses of one power-up a level may grant.
pub const MAX_POWER_UP_COUNT: u32 = 99;
/// Longest level name, in characters.
pub const MAX_NAME: usize = 60;
/// Positions the solver may expand to prove a fixed layout clearable.
pub const FIXED_SOLVER_LIMIT: u64 = 2_000_000;

/// Deals tried for a goal within a number of links before the level is said to ask too much.
pub const GOAL_DEAL_ATTEMPTS: u32 = 8;
/// Positions the search for a line meeting a goal may expand, per deal.
pub const GOAL_NODE_LIMIT: u64 = 4_000;
/// Mixed into the seed of the deals tried after the first, so they are not the re-deals'.
const GOAL_DEAL_STREAM: u64 = 0x474f_414c;

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
    /// Whether holding the right button on a tile shows every tile of its kind (KShisen's
    /// handbook counts it as no help); a level that is about finding partners turns it off.
    pub show_partners: bool,
    /// The background play shows behind this level, by id (`"fret"`, `"desktop.egyptian"`),
    /// when the level names one; one that is not there leaves the choice to the pack and the
    /// player.
    pub background: Option<String>,
    /// Special tiles (ice, locks, hidden faces, timers) on the layout's cells, if any: every
    /// deal is played out and proven with them.
    pub specials: Option<Specials>,
    /// What the player is asked to do: clear the board (the default), every ice tile or pairs
    /// of a kind, perhaps within a number of links.
    pub goal: Goal,
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
            show_partners: true,
            background: None,
            specials: None,
            goal: Goal::default(),
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

    /// A built-in layout (see [`lianliankan_engine::deal::layouts`]) as a level, with its suggested
    /// kind count.
    pub fn built_in(name: &str) -> Option<Level> {
        let (layout, kinds) = lianliankan_engine::deal::layouts::by_name(name)?;
        let mut level = Level::new(name, layout);
        level.kinds = kinds;
        Some(level)
    }

    /// The board this level deals with `seed`: its fixed board if it has one, else a seeded
    /// deal of its kinds onto its layout at its difficulty. The game, `autoplay`, `check` and
    /// the editor's test play all deal through here, so a (level, seed) pair means one board.
    pub fn deal(&self, seed: u64) -> Result<Grid, DealError> {
        self.deal_with_proof(seed).map(|(grid, _)| grid)
    }

    /// [`Level::deal`], with the dealer's proof that the board clears (one full removal
    /// order); a fixed board has none.
    pub fn deal_with_proof(&self, seed: u64) -> Result<(Grid, Option<Vec<Move>>), DealError> {
        if let Some(fixed) = &self.fixed {
            return Ok((fixed.clone(), None));
        }
        let Some(links) = self.goal.within_links else {
            return self.deal_once(seed);
        };
        // A goal within a number of links needs its own proof: deals are tried (the first
        // with `seed` itself) until one has a line of play meeting it.
        for attempt in 0..GOAL_DEAL_ATTEMPTS {
            let seed = match attempt {
                0 => seed,
                n => lianliankan_engine::deal::redeal_seed(seed ^ GOAL_DEAL_STREAM, n),
            };
            let (grid, proof) = self.deal_once(seed)?;
            match goals::reach(&grid, &grid, &self.rules, &self.goal, GOAL_NODE_LIMIT) {
                goals::Reach::Line(_) => return Ok((grid, proof)),
                goals::Reach::Stopped => return Err(DealError::Stopped),
                goals::Reach::Never | goals::Reach::Unknown => {}
            }
        }
        Err(DealError::GoalOutOfReach {
            links,
            attempts: GOAL_DEAL_ATTEMPTS,
        })
    }

    /// One seeded deal of the level, with the dealer's proof.
    fn deal_once(&self, seed: u64) -> Result<(Grid, Option<Vec<Move>>), DealError> {
        lianliankan_engine::deal::deal_with_specials(
            &self.layout,
            self.kinds,
            &self.rules,
            self.difficulty,
            seed,
            self.specials.as_ref(),
        )
        .map(|d| (d.grid, Some(d.proof)))
    }

    /// Re-deals the tiles left on `grid` (a stuck board, a shuffle): the `redeals_before`-th
    /// re-deal of the board dealt with `deal_seed`. Its seed comes from those two alone (see
    /// [`lianliankan_engine::deal::redeal_seed`]), so the same level, seed and moves give the same
    /// game.
    pub fn redeal(
        &self,
        grid: &Grid,
        deal_seed: u64,
        redeals_before: u32,
    ) -> Result<Grid, DealError> {
        let seed = lianliankan_engine::deal::redeal_seed(deal_seed, redeals_before);
        lianliankan_engine::reshuffle(grid, &self.rules, self.difficulty, seed).map(|d| d.grid)
    }

    /// The identity progress is kept under when this level is the pack file `file`: its `id`
    /// if the file sets one, else the file's stem (`01-first-steps` for
    /// `01-first-steps.ron`).
    pub fn identity(&self, file: &Path) -> String {
        self.id.clone().unwrap_or_else(|| file_identity(file))
    }
}

/// The identity of a pack file without an `id`: its stem.
pub fn file_identity(file: &Path) -> String {
    file.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
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
pub fn style_groups(chinese_style: Option<bool>, players_choice: bool) -> MatchGroups {
    if chinese_style.unwrap_or(players_choice) {
        MatchGroups::FLOWERS_AND_SEASONS
    } else {
        MatchGroups::NONE
    }
}

/// Reads `text` as the file `test.ron`.
#[cfg(test)]
pub fn parse(text: &str) -> Result<Level, super::problem::LevelError> {
    Level::from_ron(text, "test.ron")
}
