//! Dealing: what level is played with which seed, and the system that deals a new board when
//! asked.

use bevy::prelude::*;

use crate::engine::special_rules::SpecialProblem;
use crate::engine::{self, DealError, Grid, Pos};
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::game::core::board::{Board, TakeDownBoard};
use crate::game::core::messages::NewBoard;
use crate::game::core::stages::BoardSetup;
use crate::i18n::{self, Message, Value};

/// What to deal: the level (layout, kinds, rules, or a fixed board) and the seed.
#[derive(Resource, Clone, Debug)]
pub struct LevelSpec {
    /// The level being played.
    pub level: Level,
    /// Seed of the current deal.
    pub seed: u64,
    /// The identity a clear of this level is recorded under: set only for a level of the
    /// pack. Built-in layouts, `--level` files and the editor's test play record nothing.
    pub record: Option<String>,
    /// The board's name in the hall of fame and the statistics: a pack level's record
    /// identity, or a quick game's setting (`quick/` and `QuickGame::key`). `None` keeps
    /// the game out of both.
    pub hall: Option<String>,
    /// How it is played (classic, relaxed, the daily board).
    pub mode: PlayMode,
}

impl LevelSpec {
    /// A level dealt with `seed`.
    pub fn new(level: Level, seed: u64) -> Self {
        LevelSpec {
            level,
            seed,
            record: None,
            hall: None,
            mode: PlayMode::Classic,
        }
    }

    /// A built-in layout with its suggested kind count.
    pub fn built_in(name: &str, seed: u64) -> Option<Self> {
        Level::built_in(name).map(|level| LevelSpec::new(level, seed))
    }

    /// Deals the board to play (see [`Level::deal`]).
    pub fn deal(&self) -> Result<Grid, engine::DealError> {
        self.level.deal(self.seed)
    }

    /// Plays of this level count for the player's progress, under this identity.
    pub fn recorded_as(mut self, identity: String) -> Self {
        self.hall = Some(identity.clone());
        self.record = Some(identity);
        self
    }
}

impl Default for LevelSpec {
    fn default() -> Self {
        LevelSpec::built_in("classic 14x8", 1).expect("built in")
    }
}

/// Why the level on screen cannot be played (a broken level file, an impossible deal), for
/// the error banner. `None` while all is well.
#[derive(Resource, Debug, Default)]
pub struct LevelProblem(pub Option<i18n::Message>);

/// Deals a new board when asked: takes the old one down, deals, spawns the new tiles.
pub fn deal_new_board(
    mut requests: MessageReader<NewBoard>,
    mut commands: Commands,
    mut spec: ResMut<LevelSpec>,
    mut problem: ResMut<LevelProblem>,
    chinese_style: Res<ChineseStyleWanted>,
) {
    let Some(request) = requests.read().last().copied() else {
        return;
    };
    if let Some(seed) = request.seed {
        spec.seed = seed;
    }
    commands.queue(TakeDownBoard);
    // The player's match-group choice is read at each deal: changing it mid-game would change
    // the rules of a board already dealt.
    spec.level.rules.groups = spec.level.match_groups(chinese_style.0);
    let dealt = match spec.deal() {
        Ok(grid) => grid,
        Err(e) => {
            let message = i18n::Message::with(
                "deal-failed",
                [
                    ("name", level_name(&spec.level)),
                    ("error", deal_error(&e).into()),
                ],
            );
            error!("{message}");
            problem.0 = Some(message);
            return;
        }
    };
    let board = Board::spawn(&mut commands, &dealt, spec.level.rules, spec.seed);
    commands.insert_resource(board);
}

/// Whether the player's "any flower, any season" choice applies to the next deal: they ask for
/// it and the tile set shown tells flowers and seasons apart (kept up to date by
/// `content::tile_sets`, which knows the sets).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChineseStyleWanted(pub bool);

/// The name of `level`, in the reader's language.
pub fn level_name(level: &Level) -> Value {
    Value::Name {
        name: level.name.clone(),
        names: level.names.clone(),
    }
}

/// Why a board could not be dealt.
pub fn deal_error(e: &DealError) -> Message {
    match *e {
        DealError::NoTiles => Message::new("deal-error-no-tiles"),
        DealError::OddTiles(n) => Message::with("deal-error-odd-tiles", [("n", n.into())]),
        DealError::BadKindCount { kinds, pairs } => Message::with(
            "deal-error-kinds",
            [("kinds", kinds.into()), ("pairs", pairs.into())],
        ),
        DealError::NoSolvableDeal { attempts } => {
            Message::with("deal-error-no-deal", [("attempts", attempts.into())])
        }
        DealError::NotSettled { at } => Message::with(
            "deal-error-not-settled",
            [("column", (at.x + 1).into()), ("row", (at.y + 1).into())],
        ),
        DealError::Specials(ref problem) => special_problem(problem),
        DealError::GoalOutOfReach { links, attempts } => Message::with(
            "deal-error-goal",
            [("links", links.into()), ("attempts", attempts.into())],
        ),
        DealError::Stopped => Message::new("deal-error-stopped"),
    }
}

/// What is wrong with a level's special tiles, in the player's words.
fn special_problem(problem: &SpecialProblem) -> Message {
    let cell = |p: Pos| [("column", (p.x + 1).into()), ("row", (p.y + 1).into())];
    match *problem {
        SpecialProblem::NoTile(at) => Message::with("deal-error-special-no-tile", cell(at)),
        SpecialProblem::BadKey { lock, key } => Message::with(
            "deal-error-special-key",
            [
                ("column", (lock.x + 1).into()),
                ("row", (lock.y + 1).into()),
                ("key_column", (key.x + 1).into()),
                ("key_row", (key.y + 1).into()),
            ],
        ),
        SpecialProblem::LockCircle(at) => Message::with("deal-error-special-lock-circle", cell(at)),
        SpecialProblem::WithMovingTiles => Message::new("deal-error-special-gravity"),
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LevelSpec>()
        .init_resource::<LevelProblem>()
        .init_resource::<ChineseStyleWanted>()
        .add_systems(
            PreUpdate,
            deal_new_board
                .run_if(on_message::<NewBoard>)
                .in_set(BoardSetup::Deal),
        );
}
