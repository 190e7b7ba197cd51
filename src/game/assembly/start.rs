//! How the game opens: the first level the options ask for, and the systems that run once at
//! the start (the speed, the first screen, notices about the saved files, the first deal, the
//! editor when asked for, the start-up time).

use std::time::Instant;

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::engine::deal::layouts;
use crate::game::assembly::options::GameOptions;
use crate::game::content::levels;
use crate::game::content::levels::{LevelSource, PackSources};
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::screen::{Menu, Screen};
use crate::game::lesson::StartLesson;
use crate::game::screens::editor::OpenEditor;
use crate::i18n::Message;

/// The first level: a built-in layout, or level files.
#[derive(Debug, Clone)]
pub enum StartLevel {
    /// A built-in layout, dealt at once.
    BuiltIn(Box<LevelSpec>),
    /// Level files, loaded as assets (and hot-reloaded).
    Files(LevelSource),
}

/// Decides the first level from the options; a clear message for bad ones.
pub fn start_level(opts: &GameOptions) -> Result<StartLevel, String> {
    if let Some(path) = &opts.level {
        return level_file(path);
    }
    if let Some(name) = &opts.layout {
        return built_in_layout(name, opts.seed);
    }
    pack_level(opts)
}

/// A level file to play: opened even with problems, which the banner shows until it is fixed.
fn level_file(path: &std::path::Path) -> Result<StartLevel, String> {
    if !path.is_file() {
        return Err(format!("{}: no such level file", path.display()));
    }
    if let Err(e) = crate::formats::level::Level::load(path) {
        eprintln!("{e}");
    }
    Ok(StartLevel::Files(LevelSource::File(path.to_path_buf())))
}

/// A built-in layout by name, dealt with `seed` (a fresh one when absent).
fn built_in_layout(name: &str, seed: Option<u64>) -> Result<StartLevel, String> {
    let spec =
        LevelSpec::built_in(name, seed.unwrap_or_else(levels::fresh_seed)).ok_or_else(|| {
            let names: Vec<&str> = layouts::ALL.iter().map(|(n, _)| *n).collect();
            format!(
                "no built-in layout {name:?}; choose one of: {}",
                names.join(", ")
            )
        })?;
    Ok(StartLevel::BuiltIn(Box::new(spec)))
}

/// A level of the packs: `--pack` first if given, else the installed pack, at `--level-number`;
/// the built-in classic board when the installed pack has no levels.
fn pack_level(opts: &GameOptions) -> Result<StartLevel, String> {
    let shipped = levels::default_levels_dir();
    if let Some(dir) = &opts.pack
        && !dir.is_dir()
    {
        return Err(format!("{}: no such pack folder", dir.display()));
    }
    let first = opts.pack.clone().unwrap_or_else(|| shipped.clone());
    let count = crate::formats::pack::PackDir::read(&first, None).map_or(0, |p| p.files.len());
    if count == 0 && opts.pack.is_some() {
        return Err(format!("{}: no .ron level files", first.display()));
    }
    if count == 0 {
        eprintln!(
            "warning: no level files in {}; playing the built-in classic board",
            first.display()
        );
        return Ok(StartLevel::BuiltIn(Box::new(
            LevelSpec::built_in("classic 14x8", opts.seed.unwrap_or_else(levels::fresh_seed))
                .expect("built in"),
        )));
    }
    let index = match opts.level_number {
        Some(n) if (1..=count).contains(&n) => n - 1,
        Some(n) => return Err(format!("level {n}: the pack has levels 1 to {count}")),
        None => 0,
    };
    Ok(StartLevel::Files(LevelSource::Packs(PackSources {
        shipped,
        user: crate::formats::pack::user_packs_dir(),
        extra: opts.pack.clone(),
        start: index,
    })))
}

/// The start a board code asks for: the level to open, the deal's seed and, for a level of
/// the pack played relaxed, the pack's mode.
#[derive(Debug, Clone)]
pub struct CodedStart {
    /// The first level.
    pub start: StartLevel,
    /// The code's seed.
    pub seed: u64,
    /// The mode the pack is played in, for a level of the pack.
    pub pack_mode: Option<crate::formats::play_mode::PlayMode>,
    /// Whose leaderboard entry to race on the board, for a race link.
    pub racer: Option<String>,
}

/// The board the options' code (or link) names, if one is given; a code the game cannot
/// honour is refused with the reason.
pub fn coded_start(opts: &GameOptions) -> Result<Option<CodedStart>, String> {
    use crate::formats::board_code::Named;
    use crate::game::content::board_codes::{board_of, spec_of};
    let Some(text) = opts.board_code() else {
        return Ok(None);
    };
    if let Some(word) = opts.link.as_deref().filter(|l| !l.contains("://")) {
        return Err(format!(
            "{word:?} is neither a subcommand nor a board's link (lianliankan://board/CODE) \
             nor a race's (lianliankan://race/CODE/NAME); \
             see lianliankan --help"
        ));
    }
    let (code, named) = board_of(text).map_err(|e| format!("{}: {e}", text.trim()))?;
    let (start, pack_mode) = match &named {
        Named::Level { index, .. } => (
            StartLevel::Files(LevelSource::Packs(PackSources {
                shipped: levels::default_levels_dir(),
                user: crate::formats::pack::user_packs_dir(),
                extra: None,
                start: *index,
            })),
            Some(code.mode),
        ),
        Named::Quick(_) => (StartLevel::BuiltIn(Box::new(spec_of(&code, &named))), None),
    };
    Ok(Some(CodedStart {
        start,
        seed: code.seed,
        pack_mode,
        racer: crate::game::content::board_codes::racer_of(text),
    }))
}

/// What the game does at start-up, decided from the options before the app runs.
#[derive(Resource)]
pub(crate) struct Opening {
    /// The game's speed factor.
    pub speed: f32,
    /// The first screen and menu.
    pub states: (Screen, Menu),
    /// What the player is told about the saved files (one damaged, one unreadable).
    pub notices: Vec<Message>,
    /// Deal the board at once (a built-in layout); level files deal once loaded.
    pub deal: bool,
}

/// When the game was launched, for the start-up time in the log.
#[derive(Resource)]
pub(crate) struct Launched(pub Instant);

/// Runs the opening at start-up and logs the start-up time after the first frame.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Startup,
        (
            set_speed,
            enter_first_screen,
            tell_notices,
            deal_first_board,
        )
            .chain(),
    );
    app.add_systems(First, log_start_up_time);
}

fn set_speed(opening: Res<Opening>, mut time: ResMut<Time<Virtual>>) {
    time.set_relative_speed(opening.speed);
}

fn enter_first_screen(
    opening: Res<Opening>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
) {
    let (screen, menu) = opening.states;
    next_screen.set(screen);
    next_menu.set(menu);
}

fn tell_notices(opening: Res<Opening>, mut notify: MessageWriter<Notify>) {
    for notice in &opening.notices {
        warn!("{notice}");
        notify.write(Notify {
            message: notice.clone(),
            seconds: 8.0,
        });
    }
}

fn deal_first_board(opening: Res<Opening>, mut new_board: MessageWriter<NewBoard>) {
    if opening.deal {
        new_board.write(NewBoard { seed: None });
    }
}

/// Start-up time: from launch to the end of the first rendered frame.
fn log_start_up_time(launched: Res<Launched>, frames: Res<FrameCount>) {
    if frames.0 == 1 {
        info!("first frame after {} ms", launched.0.elapsed().as_millis());
    }
}

/// Starts the lesson once the first board is dealt (`--screen lesson`): a level file that
/// loads first would otherwise be dealt over the lesson's board and end it.
pub(crate) fn start_lesson_once_dealt(
    board: Option<Res<Board>>,
    mut asked: Local<bool>,
    mut start: MessageWriter<StartLesson>,
) {
    if board.is_some() && !*asked {
        *asked = true;
        start.write(StartLesson);
    }
}

/// Opens the editor on the level once it is dealt (a level file loads first), once.
pub(crate) fn open_editor_once_dealt(
    board: Option<Res<Board>>,
    mut asked: Local<bool>,
    mut open: MessageWriter<OpenEditor>,
) {
    if board.is_some() && !*asked {
        *asked = true;
        open.write(OpenEditor);
    }
}
