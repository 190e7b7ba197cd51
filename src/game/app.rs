//! Assembling the game: the one place the app is put together from its rooms (logic, the
//! built-in power-ups, view, screens, theme), so that a modder's own `main` can build the same
//! game, add power-ups to it, and run it:
//!
//! ```ignore
//! use lianliankan::game::app::{GameOptions, game_app, run_app};
//! let app = game_app(&GameOptions::default()).expect("the game starts");
//! // app.add_power_up::<MyPowerUp>();
//! run_app(app);
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;

use super::logic::LogicPlugin;
use super::logic::board::Board;
use super::logic::deal::LevelSpec;
use super::logic::demo::Demo;
use super::logic::levels::{self, LevelPack, LevelSource, LevelsPlugin, PackSources};
use super::logic::messages::{NewBoard, Notify};
use super::logic::playback::Playback;
use super::logic::progress::SavedProgress;
use super::logic::recorder::{KeepNothing, ReplayStore};
use super::logic::screen::{Menu, Screen};
use super::logic::settings::SettingsFile;
use super::screens::editor::OpenEditor;
use super::view::ViewPlugin;
use super::view::capture::ScreenshotThenExit;
use crate::engine::deal::layouts;
use crate::i18n::{Language, Message};
use crate::replay::{Replay, ReplayDir};

/// How the game is started: the game's command-line options (`lianliankan --help`), so a
/// modder's `main` reads them with `GameOptions::parse()`.
#[derive(clap::Parser, Debug, Clone)]
#[command(name = "lianliankan")]
pub struct GameOptions {
    /// A level file (RON, see docs/levels.md) to play instead of the level pack; saving it
    /// re-deals it in the running game.
    #[arg(long, value_name = "FILE")]
    pub level: Option<PathBuf>,
    /// A level pack (a folder of level files, see docs/levels.md) to play first, beside the
    /// installed pack and the data directory's packs; the editor may save into it.
    #[arg(long, value_name = "DIR")]
    pub pack: Option<PathBuf>,
    /// Start the level pack at level N (1 is the first).
    #[arg(long, value_name = "N")]
    pub level_number: Option<usize>,
    /// A built-in layout to play ("starter 6x4", "classic 14x8", "kshisen 30x16", "pyramid",
    /// "pillars").
    #[arg(long)]
    pub layout: Option<String>,
    /// The deal's seed: the same level and seed give the same board everywhere.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Let the game play itself.
    #[arg(long)]
    pub demo: bool,
    /// Save a screenshot to PATH after the first frames of play, then exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Game speed factor (0.1 = slow motion), for inspecting animations.
    #[arg(long, default_value_t = 1.0, hide = true)]
    pub time_scale: f32,
    /// Log frames per second and frame times every second.
    #[arg(long, hide = true)]
    pub fps: bool,
    /// Window size in logical pixels, e.g. 1920x1080.
    #[arg(long, value_name = "WxH", default_value = "1280x800", value_parser = parse_size)]
    pub window_size: (u32, u32),
    /// Open every level of the pack, cleared or not (for level designers).
    #[arg(long)]
    pub unlock_all: bool,
    /// Start on this screen: title, packs, levels, settings, play, pause, won (plays itself to the win
    /// screen), lost (a timed level, left to run out) or editor (on the level given). With --screenshot, the shot waits for
    /// the win or lose screen. Without it the game opens on the title, or straight into play
    /// when a level, layout or demo is given.
    #[arg(long, value_name = "SCREEN", value_parser = ["title", "packs", "levels", "settings", "play", "pause", "won", "lost", "editor"])]
    pub screen: Option<String>,
    /// The language of the words on screen: en (English) or zh (简体中文). Without it the
    /// language chosen in settings is used, or on first start the system's (LANG).
    #[arg(long, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<Language>,
    /// Show a recorded game (a replay file, see `lianliankan replay`) in the window: Tab for
    /// normal or fast speed, P to pause.
    #[arg(long, value_name = "FILE")]
    pub replay: Option<PathBuf>,
}

/// Reads a language code: `en` or `zh`.
pub fn parse_language(s: &str) -> Result<Language, String> {
    match s {
        "en" => Ok(Language::English),
        "zh" => Ok(Language::Chinese),
        _ => Err(format!("expected en or zh, found {s:?}")),
    }
}

/// Reads a window size like `1280x800`.
pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let err = || format!("expected a size like 1280x800, found {s:?}");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(err)?;
    let (w, h) = (
        w.parse::<u32>().map_err(|_| err())?,
        h.parse::<u32>().map_err(|_| err())?,
    );
    if !(200..=8192).contains(&w) || !(200..=8192).contains(&h) {
        return Err(format!(
            "window size {w}x{h}: each side must be 200 to 8192"
        ));
    }
    Ok((w, h))
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            level: None,
            pack: None,
            level_number: None,
            layout: None,
            seed: None,
            demo: false,
            screenshot: None,
            time_scale: 1.0,
            fps: false,
            window_size: (1280, 800),
            unlock_all: false,
            screen: None,
            lang: None,
            replay: None,
        }
    }
}

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
        if !path.is_file() {
            return Err(format!("{}: no such level file", path.display()));
        }
        if let Err(e) = crate::level::Level::load(path) {
            // Still open it: the banner shows the problems until the file is fixed.
            eprintln!("{e}");
        }
        return Ok(StartLevel::Files(LevelSource::File(path.clone())));
    }
    if let Some(name) = &opts.layout {
        let spec = LevelSpec::built_in(name, opts.seed.unwrap_or_else(levels::fresh_seed))
            .ok_or_else(|| {
                let names: Vec<&str> = layouts::ALL.iter().map(|(n, _)| *n).collect();
                format!(
                    "no built-in layout {name:?}; choose one of: {}",
                    names.join(", ")
                )
            })?;
        return Ok(StartLevel::BuiltIn(Box::new(spec)));
    }
    let shipped = levels::default_levels_dir();
    if let Some(dir) = &opts.pack
        && !dir.is_dir()
    {
        return Err(format!("{}: no such pack folder", dir.display()));
    }
    let first = opts.pack.clone().unwrap_or_else(|| shipped.clone());
    let count = crate::pack::PackDir::read(&first, None).map_or(0, |p| p.files.len());
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
        user: crate::pack::user_packs_dir(),
        extra: opts.pack.clone(),
        start: index,
    })))
}

/// The whole game as an app, ready to run: window, logic, built-in power-ups, view, screens
/// and theme, started as `opts` says. A modder adds power-ups (`AddPowerUp::add_power_up`)
/// before passing it to [`run_app`]. A clear message for options that cannot start a game.
pub fn game_app(opts: &GameOptions) -> Result<App, String> {
    let launched = std::time::Instant::now();
    // A replay to show decides the level itself.
    let playback = match &opts.replay {
        Some(path) => Some(Playback::start(Replay::load(path)?)?),
        None => None,
    };
    let start = match &playback {
        Some((_, spec)) => StartLevel::BuiltIn(Box::new(spec.clone())),
        None => start_level(opts)?,
    };
    let mut app = App::new();
    let source = match &start {
        StartLevel::Files(source) => source.clone(),
        StartLevel::BuiltIn(_) => LevelSource::Packs(PackSources {
            shipped: levels::default_levels_dir(),
            user: crate::pack::user_packs_dir(),
            ..default()
        }),
    };
    levels::register_source(&mut app, &source);
    let assets = crate::shipped::shipped_dir("assets");
    app.add_plugins(
        DefaultPlugins
            .set(AssetPlugin {
                file_path: assets.to_string_lossy().into_owned(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "连连看 Lianliankan".into(),
                    resolution: opts.window_size.into(),
                    // Ask for keyboard focus, also where no window manager gives it.
                    focused: true,
                    // Measuring frame rates needs frames uncapped by vertical sync.
                    present_mode: if opts.fps {
                        bevy::window::PresentMode::AutoNoVsync
                    } else {
                        bevy::window::PresentMode::AutoVsync
                    },
                    ..default()
                }),
                ..default()
            }),
    );
    add_game(&mut app);
    app.add_plugins(LevelsPlugin { source });
    let deal_at_start = match start {
        StartLevel::BuiltIn(spec) => {
            app.insert_resource(*spec);
            true
        }
        StartLevel::Files(_) => {
            // The level is dealt when its file has loaded.
            app.insert_resource(LevelPack::playing(opts.seed));
            false
        }
    };
    if let Some((playback, _)) = playback {
        app.insert_resource(playback).insert_resource(KeepNothing);
    } else if let Some(dir) = ReplayDir::default_location() {
        app.insert_resource(ReplayStore(dir));
    }
    let direct = opts.level.is_some()
        || opts.replay.is_some()
        || opts.layout.is_some()
        || opts.level_number.is_some()
        || opts.demo
        || opts.screenshot.is_some();
    let screen = opts
        .screen
        .clone()
        .unwrap_or_else(|| if direct { "play" } else { "title" }.to_string());
    let (first_screen, first_menu) = match screen.as_str() {
        "title" => (Screen::Title, Menu::Main),
        "packs" => (Screen::Title, Menu::Packs),
        "levels" => (Screen::Title, Menu::LevelSelect),
        "settings" => (Screen::Title, Menu::Settings),
        "pause" => (Screen::Play, Menu::Pause),
        _ => (Screen::Play, Menu::None),
    };
    let show_win = screen == "won";
    if screen == "editor" {
        // The editor opens on the level once it is dealt (a level file loads first).
        app.add_systems(
            Update,
            |board: Option<Res<Board>>,
             mut asked: Local<bool>,
             mut open: MessageWriter<OpenEditor>| {
                if board.is_some() && !*asked {
                    *asked = true;
                    open.write(OpenEditor);
                }
            },
        );
    }
    if opts.demo || show_win {
        let step = if show_win { 60 } else { 350 };
        app.insert_resource(Demo::new(Duration::from_millis(step)));
    }
    let progress_file = crate::progress::ProgressFile::default_location();
    if progress_file.is_none() {
        warn!("no data directory on this system: progress is kept for this run only");
    }
    let (mut progress, progress_notice) = SavedProgress::load(progress_file);
    progress.unlock_all = opts.unlock_all;
    app.insert_resource(progress);
    let mut settings_file = SettingsFile::default_location();
    let (mut loaded_settings, settings_notice) = settings_file.load();
    if opts.lang.is_some() {
        loaded_settings.language = opts.lang;
    }
    app.insert_resource(settings_file)
        .insert_resource(loaded_settings);
    let notices: Vec<Message> = [progress_notice, settings_notice]
        .into_iter()
        .flatten()
        .collect();
    if opts.fps {
        use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
        app.add_plugins((
            FrameTimeDiagnosticsPlugin::default(),
            LogDiagnosticsPlugin::default(),
        ));
    }
    if let Some(path) = &opts.screenshot {
        let mut shot = ScreenshotThenExit::new(path.clone());
        if show_win {
            shot.wait_for(Menu::Won);
        } else if screen == "lost" {
            shot.wait_for(Menu::Lost);
        } else if screen == "editor" {
            shot.wait_for_screen(Screen::Editor);
        }
        app.insert_resource(shot);
    }
    let speed = if opts.time_scale > 0.0 {
        opts.time_scale
    } else {
        1.0
    };
    app.add_systems(
        Startup,
        move |mut new_board: MessageWriter<NewBoard>,
              mut time: ResMut<Time<Virtual>>,
              mut notify: MessageWriter<Notify>,
              mut next_screen: ResMut<NextState<Screen>>,
              mut next_menu: ResMut<NextState<Menu>>| {
            time.set_relative_speed(speed);
            next_screen.set(first_screen);
            next_menu.set(first_menu);
            for notice in &notices {
                warn!("{notice}");
                notify.write(Notify {
                    message: notice.clone(),
                    seconds: 8.0,
                });
            }
            if deal_at_start {
                new_board.write(NewBoard { seed: None });
            }
        },
    );
    // Start-up time: from launch to the end of the first rendered frame.
    app.add_systems(First, move |frames: Res<bevy::diagnostic::FrameCount>| {
        if frames.0 == 1 {
            info!("first frame after {} ms", launched.elapsed().as_millis());
        }
    });
    Ok(app)
}

/// Adds the game's rooms to an app that has Bevy's default plugins: the logic, the built-in
/// power-ups, the view, the screens and the theme.
pub fn add_game(app: &mut App) {
    app.add_plugins((
        LogicPlugin,
        super::power_ups::plugin,
        ViewPlugin,
        super::screens::plugin,
        super::theme::plugin,
    ));
    run_on_one_thread(app);
}

/// Runs every schedule of the main world on one thread. The game's systems are many and tiny:
/// on a two-core machine running them one after the other is faster than handing each to a
/// thread, and a schedule left to the multi-threaded executor (the state transitions, the fixed
/// steps, `Main` itself) wakes the task pool's threads every frame only to run a few systems
/// (measured in `benches/game.rs`). Rendering keeps its own thread. Call it once the plugins
/// are added, so that their schedules exist.
pub fn run_on_one_thread(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// Runs the app until its window is closed; the exit status is the app's.
pub fn run_app(mut app: App) -> ExitCode {
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Opens the game window as `opts` says and runs until it is closed.
pub fn run(opts: GameOptions) -> ExitCode {
    match game_app(&opts) {
        Ok(app) => run_app(app),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
