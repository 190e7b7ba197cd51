//! The game, built on Bevy.
//!
//! One plugin per file. Logic (board, selection, pathfinding, despawn, flow, demo) runs without
//! any rendering, so headless tests drive it with `MinimalPlugins`; the view plugins (tile
//! visuals, link lines, HUD, screenshots) only read what the logic decided.
//!
//! A move flows one way through ordered sets: input → [`messages::TilePicked`] → selection →
//! [`messages::MatchRequest`] → pathfinding → [`messages::MatchFound`] /
//! [`messages::MatchRejected`] → line, despawn → win or dead-end check.

pub mod art;
pub mod audio;
pub mod board;
mod capture;
pub mod demo;
pub mod despawn;
pub mod editor;
pub mod flow;
pub mod history;
mod hud;
pub mod levels;
pub mod line;
pub mod menus;
pub mod messages;
pub mod pathfinding;
pub mod power_ups;
pub mod progress;
pub mod score;
pub mod screen;
pub mod selection;
pub mod settings;
pub mod slide;
pub mod visuals;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::deal::layouts;
use board::LevelSpec;
use levels::LevelSource;
use messages::NewBoard;

/// The stages of one move within a frame, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveFlow {
    /// Input becomes picks, picks become requests.
    Select,
    /// Requests are answered.
    Search,
    /// Answers take effect: lines, removal, shakes.
    React,
    /// Win and dead-end checks.
    Settle,
}

/// Everything that decides the game, with no rendering: usable headless.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                MoveFlow::Select,
                MoveFlow::Search,
                MoveFlow::React,
                MoveFlow::Settle,
            )
                .chain()
                .run_if(screen::playing),
        );
        // The game's systems are many and tiny: on a two-core machine running them one after
        // the other is faster than handing each to a thread (measured in `benches/game.rs`).
        // Rendering keeps its own thread.
        fn one_thread(schedule: &mut bevy::ecs::schedule::Schedule) {
            schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
        }
        app.edit_schedule(First, one_thread)
            .edit_schedule(PreUpdate, one_thread)
            .edit_schedule(Update, one_thread)
            .edit_schedule(PostUpdate, one_thread)
            .edit_schedule(Last, one_thread);
        app.add_plugins((
            screen::plugin,
            messages::plugin,
            board::plugin,
            selection::plugin,
            pathfinding::plugin,
            despawn::plugin,
            flow::plugin,
            demo::plugin,
            slide::plugin,
            score::plugin,
            history::plugin,
            progress::plugin,
            power_ups::plugin,
            settings::plugin,
        ));
    }
}

/// The view: tile visuals, link lines, HUD, screenshots. Needs the rendering plugins.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            bevy_prototype_lyon::prelude::ShapePlugin,
            visuals::plugin,
            line::plugin,
            hud::plugin,
            capture::plugin,
            editor::plugin,
            power_ups::bar::plugin,
            audio::plugin,
            menus::plugin,
        ));
    }
}

/// How the game was started.
#[derive(Debug, Clone)]
pub struct GameOptions {
    /// A level file to play instead of the pack.
    pub level: Option<PathBuf>,
    /// Start the pack at this level (1-based).
    pub level_number: Option<usize>,
    /// A built-in layout by name.
    pub layout: Option<String>,
    /// The deal's seed.
    pub seed: Option<u64>,
    /// Play by itself.
    pub demo: bool,
    /// Save a screenshot here after the first frames of play, then exit.
    pub screenshot: Option<PathBuf>,
    /// Game speed factor (1.0 normal).
    pub time_scale: f32,
    /// Log frame-time diagnostics.
    pub fps: bool,
    /// Window size in logical pixels.
    pub window_size: (u32, u32),
    /// Every level of the pack open.
    pub unlock_all: bool,
    /// The screen to start on (see the `--screen` option).
    pub screen: Option<String>,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            level: None,
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
        }
    }
}

/// A directory the game ships with (`levels`, `assets`): in the working directory, else in
/// the crate (when run by cargo, or from a build made here), else beside the executable.
pub fn shipped_dir(name: &str) -> PathBuf {
    // Absolute, because Bevy reads relative asset paths from beside the executable.
    let here = std::path::absolute(name).unwrap_or_else(|_| PathBuf::from(name));
    if here.is_dir() {
        return here;
    }
    let crate_dirs = [
        std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR"))),
    ];
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|d| d.to_path_buf()));
    crate_dirs
        .into_iter()
        .chain([exe_dir])
        .flatten()
        .map(|d| d.join(name))
        .find(|p| p.is_dir())
        .unwrap_or(here)
}

/// The first level: a built-in layout, or level files.
#[derive(Debug, Clone)]
pub enum StartLevel {
    /// A built-in layout, dealt at once.
    BuiltIn(LevelSpec),
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
        return Ok(StartLevel::BuiltIn(spec));
    }
    let dir = levels::default_levels_dir();
    let count = crate::level::level_files(&dir).map_or(0, |f| f.len());
    if count == 0 {
        eprintln!(
            "warning: no level files in {}; playing the built-in classic board",
            dir.display()
        );
        return Ok(StartLevel::BuiltIn(
            LevelSpec::built_in("classic 14x8", opts.seed.unwrap_or_else(levels::fresh_seed))
                .expect("built in"),
        ));
    }
    let index = match opts.level_number {
        Some(n) if (1..=count).contains(&n) => n - 1,
        Some(n) => return Err(format!("level {n}: the pack has levels 1 to {count}")),
        None => 0,
    };
    Ok(StartLevel::Files(LevelSource::Pack(dir, index)))
}

/// Opens the game window and runs until it is closed.
pub fn run(opts: GameOptions) -> ExitCode {
    let launched = std::time::Instant::now();
    let start = match start_level(&opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut app = App::new();
    let source = match &start {
        StartLevel::Files(source) => source.clone(),
        StartLevel::BuiltIn(_) => LevelSource::Pack(levels::default_levels_dir(), 0),
    };
    levels::register_source(&mut app, &source);
    let assets = shipped_dir("assets");
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
    )
    .add_plugins((LogicPlugin, ViewPlugin, levels::LevelsPlugin { source }));
    let deal_at_start = match start {
        StartLevel::BuiltIn(spec) => {
            app.insert_resource(spec);
            true
        }
        StartLevel::Files(_) => {
            // The level is dealt when its file has loaded.
            app.insert_resource(levels::LevelPack::playing(opts.seed));
            false
        }
    };
    let direct = opts.level.is_some()
        || opts.layout.is_some()
        || opts.level_number.is_some()
        || opts.demo
        || opts.screenshot.is_some();
    let screen = opts
        .screen
        .clone()
        .unwrap_or_else(|| if direct { "play" } else { "title" }.to_string());
    let (first_screen, first_menu) = match screen.as_str() {
        "title" => (screen::Screen::Title, screen::Menu::Main),
        "levels" => (screen::Screen::Title, screen::Menu::LevelSelect),
        "settings" => (screen::Screen::Title, screen::Menu::Settings),
        "pause" => (screen::Screen::Play, screen::Menu::Pause),
        _ => (screen::Screen::Play, screen::Menu::None),
    };
    let show_win = screen == "won";
    if opts.demo || show_win {
        let step = if show_win { 60 } else { 350 };
        app.insert_resource(demo::Demo::new(Duration::from_millis(step)));
    }
    let progress_file = crate::progress::ProgressFile::default_location();
    if progress_file.is_none() {
        warn!("no data directory on this system: progress is kept for this run only");
    }
    let (mut progress, progress_notice) = progress::SavedProgress::load(progress_file);
    progress.unlock_all = opts.unlock_all;
    app.insert_resource(progress);
    let settings_file = settings::SettingsFile::default_location();
    let (loaded_settings, settings_notice) = settings_file.load();
    app.insert_resource(settings_file)
        .insert_resource(loaded_settings);
    let notices: Vec<String> = [progress_notice, settings_notice]
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
    if let Some(path) = opts.screenshot {
        let mut shot = capture::ScreenshotThenExit::new(path);
        if show_win {
            shot.wait_for(screen::Menu::Won);
        } else if screen == "lost" {
            shot.wait_for(screen::Menu::Lost);
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
              mut notify: MessageWriter<messages::Notify>,
              mut next_screen: ResMut<NextState<screen::Screen>>,
              mut next_menu: ResMut<NextState<screen::Menu>>| {
            time.set_relative_speed(speed);
            next_screen.set(first_screen);
            next_menu.set(first_menu);
            for text in &notices {
                warn!("{text}");
                notify.write(messages::Notify {
                    text: text.clone(),
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
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
