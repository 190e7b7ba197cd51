//! Assembling the game: the one place the app is put together from its rooms (logic, the
//! built-in power-ups, view, screens, theme), so that a modder's own `main` can build the same
//! game, add power-ups to it, and run it:
//!
//! ```ignore
//! use lianliankan::game::assembly::app::{GameOptions, game_app, run_app};
//! let app = game_app(&GameOptions::default()).expect("the game starts");
//! // app.add_power_up::<MyPowerUp>();
//! run_app(app);
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::window::{MonitorSelection, WindowMode};
use bevy::winit::{UpdateMode, WinitSettings};

use crate::formats::replays::kept_game::KeptGameFile;
use crate::formats::replays::replay::{Replay, ReplayDir};
use crate::formats::saves::settings::WindowPlace;
pub use crate::game::assembly::options::{GameOptions, StartScreen};
use crate::game::assembly::start::{self, Launched, Opening};
pub use crate::game::assembly::start::{StartLevel, start_level};
use crate::game::content::levels;
use crate::game::content::levels::{LevelPack, LevelSource, LevelsPlugin, PackSources};
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::game::ghost::best::BestGhosts;
use crate::game::ghost::race::GhostFile;
use crate::game::lesson::LessonOnFirstStart;
use crate::game::logic::LogicPlugin;
use crate::game::modes::board_code::RaceFromLink;
use crate::game::modes::demo::Demo;
use crate::game::one_thread::run_on_one_thread;
use crate::game::persistence::keep::KeptGameStore;
use crate::game::persistence::progress::SavedProgress;
use crate::game::persistence::settings::SettingsFile;
use crate::game::replays::playback::Playback;
use crate::game::replays::proof;
use crate::game::replays::recorder::{KeepNothing, ReplayStore};
use crate::game::replays::screens::coach::CoachWith;
use crate::game::result_card::animation::AnimationMaker;
use crate::game::view::ViewPlugin;
use crate::game::view::frame::capture::ScreenshotThenExit;
use crate::i18n::Message;

/// The whole game as an app, ready to run: window, logic, built-in power-ups, view, screens
/// and theme, started as `opts` says. A modder adds power-ups (`AddPowerUp::add_power_up`)
/// before passing it to [`run_app`]. A clear message for options that cannot start a game.
pub fn game_app(opts: &GameOptions) -> Result<App, String> {
    game_app_with(opts, |_| {})
}

/// [`game_app`], with `before_plugins` run on the app before any of Bevy's plugins is added:
/// the moment a mod adds its own asset folder (`AddModAssets::add_mod_assets`), which Bevy
/// reads only when its `AssetPlugin` is built. Everything else (power-ups, tile sets) is
/// added to the finished app.
pub fn game_app_with(
    opts: &GameOptions,
    before_plugins: impl FnOnce(&mut App),
) -> Result<App, String> {
    let launched = Instant::now();
    // A replay to show decides the level itself.
    let mut playback = match &opts.replay {
        Some(path) => Some(Playback::start(Replay::load(path)?)?),
        None => None,
    };
    if let Some((showing, _)) = playback.as_mut() {
        showing.quiet = opts.export.is_some();
    }
    let ghost = ghost_file(opts)?;
    let coded = start::coded_start(opts)?;
    let opts = &with_ghost_seed(opts, ghost.as_ref(), coded.as_ref());
    let start = first_level(opts, playback.as_ref(), ghost.as_ref(), coded.as_ref())?;
    let mut app = App::new();
    before_plugins(&mut app);
    let mut source = level_source(&start);
    if let (LevelSource::Packs(packs), Some(_)) = (&mut source, &opts.export) {
        // The replay carries its level; an export makes no folder for the player's packs.
        packs.user = None;
    }
    levels::register_source(&mut app, &source);
    // The settings first: they say where the window opens.
    let notices = load_saved_files(&mut app, opts);
    open_window(&mut app, opts);
    app.add_plugins(crate::game::view::frame::pipelines::plugin);
    add_game(&mut app);
    if let Some(coded) = coded {
        insert_coded(&mut app, coded);
    }
    // Measuring frame rates, or taking one screenshot and leaving (where no window manager may
    // give the window focus), the game draws without pause.
    if !opts.fps && opts.screenshot.is_none() && opts.export.is_none() {
        app.insert_resource(sleeping_window())
            .add_plugins(crate::game::view::frame::sleep::plugin);
    }
    app.add_plugins(LevelsPlugin { source });
    let deal = insert_first_level(&mut app, start, opts.seed);
    insert_replays(&mut app, playback);
    if let Some(ghost) = ghost {
        app.insert_resource(ghost);
    }
    let screen = opts.first_screen();
    if screen == StartScreen::Editor {
        app.add_systems(Update, start::open_editor_once_dealt);
    }
    insert_demo(&mut app, opts.demo, screen);
    if opts.may_open_lesson() {
        app.insert_resource(LessonOnFirstStart);
    }
    if screen == StartScreen::Lesson {
        app.add_systems(Update, start::start_lesson_once_dealt);
    }
    #[cfg(feature = "online")]
    insert_online(&mut app, opts)?;
    add_measuring_tools(&mut app, opts, screen);
    if let Some(spec) = &opts.export {
        crate::game::view::frame::export::export_app(&mut app, spec.clone());
    } else if let Ok(program) = std::env::current_exe() {
        // The game's own program draws a saved animation (`export`), as the player would.
        app.insert_resource(AnimationMaker(program));
    }
    app.insert_resource(Opening {
        speed: opts.speed(),
        states: screen.states(),
        notices,
        deal,
    })
    .insert_resource(Launched(launched))
    .add_plugins(start::plugin);
    Ok(app)
}

/// The window, where the settings (or the options) say it opens; the first start opens one that
/// fits the screen (the design's size may not).
fn open_window(app: &mut App, opts: &GameOptions) {
    let saved = app.world().resource::<Settings>().window;
    let place = opening_place(opts, saved);
    if let Some(spec) = &opts.export {
        app.add_plugins(offscreen_plugins(spec.drawn_size()));
        return;
    }
    if saved.is_none()
        && opts.window_size.is_none()
        && opts.check_layout.is_none()
        && !place.fullscreen
    {
        app.insert_resource(crate::game::view::frame::window::FitToScreen);
    }
    // What the window opens as is what the settings say from here on (not saved unless changed).
    app.world_mut().resource_mut::<Settings>().window = Some(place);
    app.add_plugins(window_plugins(opts, place));
    if place.maximized {
        app.insert_resource(crate::game::view::frame::window::OpenMaximized);
    }
}

/// What the options ask of the game as a tool: frame rates logged, a scene file followed, the
/// layout checked, a screenshot taken.
fn add_measuring_tools(app: &mut App, opts: &GameOptions, screen: StartScreen) {
    if opts.fps {
        use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
        app.add_plugins((
            FrameTimeDiagnosticsPlugin::default(),
            LogDiagnosticsPlugin::default(),
            crate::game::view::board::picture_memory::plugin,
        ));
    }
    if let Some(path) = &opts.scene_file {
        app.insert_resource(crate::game::screens::scene_file::SceneFile::new(
            path.clone(),
        ));
    }
    if opts.check_layout.is_some() {
        app.insert_resource(crate::game::view::frame::layout_check::CheckLayout::default());
    }
    if let Some(path) = &opts.screenshot {
        let mut shot = screenshot(path.clone(), screen);
        shot.at_sizes(opts.check_layout.as_deref().unwrap_or_default());
        app.insert_resource(shot);
    }
}

/// Where levels are read from: the level files to play, or (a built-in layout) the packs, for
/// the level select.
fn level_source(start: &StartLevel) -> LevelSource {
    match start {
        StartLevel::Files(source) => source.clone(),
        StartLevel::BuiltIn(_) => LevelSource::Packs(PackSources {
            shipped: levels::default_levels_dir(),
            user: crate::formats::pack::user_packs_dir(),
            ..default()
        }),
    }
}

/// The window as it opens: at the options' size and corner when given, else as it was left
/// (`saved`), else at the default size where the desktop puts it.
fn opening_place(opts: &GameOptions, saved: Option<WindowPlace>) -> WindowPlace {
    let saved = saved.map(WindowPlace::sane).unwrap_or_default();
    // The layout check opens at the first size it looks at.
    let checked = opts.check_layout.as_ref().and_then(|sizes| sizes.first());
    match opts.window_size.or(checked.copied()) {
        Some((width, height)) => WindowPlace {
            width,
            height,
            position: opts.window_position,
            maximized: false,
            fullscreen: false,
        },
        None => WindowPlace {
            position: opts.window_position.or(saved.position),
            ..saved
        },
    }
}

/// Bevy's default plugins with the game's assets folder and window, opened at `place`.
fn window_plugins(opts: &GameOptions, place: WindowPlace) -> impl PluginGroup {
    let assets = crate::formats::storage::shipped::shipped_dir("assets");
    DefaultPlugins
        .set(bevy::log::LogPlugin {
            custom_layer: crate::game::view::frame::troubles::watch_the_log,
            // The SVG reader warns of every attribute of a desktop tile set it passes over
            // (thousands per set); a set it cannot use is reported by the game itself.
            filter: format!("{},usvg=error", bevy::log::DEFAULT_FILTER),
            ..default()
        })
        .set(AssetPlugin {
            file_path: assets.to_string_lossy().into_owned(),
            ..default()
        })
        .set(WindowPlugin {
            primary_window: Some(Window {
                // Latin letters: the window manager draws the title in its own font, which may have no
                // Chinese (the desktop entry names the game in each language for the menus).
                title: "Lianliankan".into(),
                // The task bar matches the window to the desktop entry by this (X11's
                // WM_CLASS, Wayland's app id), and shows its icon.
                name: Some(crate::formats::storage::shipped::APP_ID.into()),
                resolution: (place.width, place.height).into(),
                position: place.position.map_or(WindowPosition::Automatic, |(x, y)| {
                    WindowPosition::At(IVec2::new(x, y))
                }),
                mode: if place.fullscreen {
                    WindowMode::BorderlessFullscreen(MonitorSelection::Current)
                } else {
                    WindowMode::Windowed
                },
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
        })
}

/// Bevy's plugins for drawing offscreen (an export): the window is only the size the
/// interface is laid out at; nothing opens on the desktop, and frames follow one another at
/// once.
fn offscreen_plugins(size: UVec2) -> impl PluginGroup {
    let place = WindowPlace {
        width: size.x,
        height: size.y,
        position: None,
        maximized: false,
        fullscreen: false,
    };
    window_plugins(&GameOptions::default(), place)
        .build()
        .disable::<bevy::winit::WinitPlugin>()
        .add(bevy::app::ScheduleRunnerPlugin::run_loop(Duration::ZERO))
}

/// The window sleeps until input, a resize, a focus change or a wake-up asked for by the
/// game (`logic::pacing`); the long wait only bounds a sleep that nothing ends.
fn sleeping_window() -> WinitSettings {
    let long = Duration::from_secs(3600);
    WinitSettings {
        focused_mode: UpdateMode::Reactive {
            wait: long,
            react_to_device_events: false,
            react_to_user_events: true,
            react_to_window_events: true,
        },
        unfocused_mode: UpdateMode::reactive_low_power(long),
    }
}

/// Puts the first level in place; whether it is dealt at start-up (a built-in layout) rather
/// than when its file has loaded.
fn insert_first_level(app: &mut App, start: StartLevel, seed: Option<u64>) -> bool {
    match start {
        StartLevel::BuiltIn(spec) => {
            app.insert_resource(*spec);
            true
        }
        StartLevel::Files(_) => {
            app.insert_resource(LevelPack::playing(seed));
            false
        }
    }
}

/// A replay to show plays back without being recorded; otherwise games are recorded to the
/// data directory's replays, where there is one, and the game in progress is kept there.
/// The first level: a replay's to show, a code's, a ghost's own when no level is named, else
/// the one the options name.
fn first_level(
    opts: &GameOptions,
    playback: Option<&(Playback, crate::game::core::deal::LevelSpec)>,
    ghost: Option<&GhostFile>,
    coded: Option<&start::CodedStart>,
) -> Result<StartLevel, String> {
    Ok(match (playback, ghost, coded) {
        (Some((_, spec)), _, _) => StartLevel::BuiltIn(Box::new(spec.clone())),
        (None, _, Some(coded)) => coded.start.clone(),
        (None, Some(ghost), None) if !opts.names_a_level() => {
            StartLevel::BuiltIn(Box::new(Playback::level_spec(&ghost.replay)?))
        }
        _ => start_level(opts)?,
    })
}

/// `opts`, with the code's seed, or the ghost's when it gives none: that board is dealt.
fn with_ghost_seed(
    opts: &GameOptions,
    ghost: Option<&GhostFile>,
    coded: Option<&start::CodedStart>,
) -> GameOptions {
    GameOptions {
        seed: opts
            .seed
            .or(coded.map(|c| c.seed))
            .or(ghost.map(|g| g.replay.seed)),
        ..opts.clone()
    }
}

/// What a code or link asks of the game besides its first level: the pack's mode, and whose
/// entry a race link races.
fn insert_coded(app: &mut App, coded: start::CodedStart) {
    if let Some(mode) = coded.pack_mode {
        app.insert_resource(crate::game::modes::pack_and_daily::PackMode(mode));
    }
    if let Some(name) = coded.racer {
        app.insert_resource(RaceFromLink {
            name,
            seed: coded.seed,
        });
    }
}

/// The ghost `--ghost` names, read (a clear message when it cannot be).
fn ghost_file(opts: &GameOptions) -> Result<Option<GhostFile>, String> {
    let Some(path) = &opts.ghost else {
        return Ok(None);
    };
    let replay = Replay::load(path)?;
    let name = path
        .file_stem()
        .map_or_else(|| "ghost".into(), |s| s.to_string_lossy().into_owned());
    Ok(Some(GhostFile {
        replay,
        name: Some(name),
        this_board_only: false,
        prove: crate::game::ghost::proof::prove_ghost,
    }))
}

fn insert_replays(app: &mut App, playback: Option<(Playback, crate::game::core::deal::LevelSpec)>) {
    app.insert_resource(CoachWith(crate::game::replays::coach_proof::coach_in_game));
    if let Some((playback, _)) = playback {
        app.insert_resource(playback).insert_resource(KeepNothing);
    } else if let Some(dir) = ReplayDir::default_location() {
        // The game in progress is kept beside the replays, to be continued.
        let kept = KeptGameFile::in_dir(&dir.dir);
        app.insert_resource(ReplayStore(dir))
            .insert_resource(BestGhosts(crate::game::ghost::proof::prove_ghost))
            .insert_resource(KeptGameStore::new(kept, proof::prove_kept));
    }
}

/// The game plays itself for `--demo`, and fast to the win screen for `--screen won`.
fn insert_demo(app: &mut App, demo: bool, screen: StartScreen) {
    let show_win = screen == StartScreen::Won;
    if demo || show_win {
        let step = if show_win { 60 } else { 350 };
        let mut playing = Demo::new(Duration::from_millis(step));
        // Played to the win screen, the game stays there.
        playing.next_board = demo;
        app.insert_resource(playing);
    }
}

/// Loads progress and settings (the options' unlocking and language on top); what the player
/// should be told about them.
fn load_saved_files(app: &mut App, opts: &GameOptions) -> Vec<Message> {
    let progress_file = crate::formats::saves::progress::ProgressFile::default_location();
    if progress_file.is_none() {
        warn!("no data directory on this system: progress is kept for this run only");
    }
    let (mut progress, mut notices) = progress_at_speed(progress_file, opts.speed());
    progress.unlock_all = opts.unlock_all;
    let mut settings_file = SettingsFile::default_location();
    let (mut loaded_settings, mut settings_notice) = settings_file.load();
    // An export draws with the player's settings and writes nothing, nor says anything of it.
    if opts.export.is_some() {
        (progress.file, settings_file.path) = (None, None);
        (notices, settings_notice) = (Vec::new(), None);
    }
    app.insert_resource(progress);
    if opts.lang.is_some() {
        loaded_settings.language = opts.lang;
    }
    crate::game::view::frame::troubles::speak(loaded_settings.language());
    app.insert_resource(settings_file)
        .insert_resource(loaded_settings);
    notices.into_iter().chain(settings_notice).collect()
}

/// The progress read from `file`, for a game at `speed`: at another speed than normal
/// (`--time-scale`, for looking at animations) the clock is not the player's, so nothing
/// played is saved, and the player is told.
fn progress_at_speed(
    file: Option<crate::formats::saves::progress::ProgressFile>,
    speed: f32,
) -> (SavedProgress, Vec<Message>) {
    let (mut progress, notice) = SavedProgress::load(file);
    let mut notices: Vec<Message> = notice.into_iter().collect();
    if speed != 1.0 {
        progress.file = None;
        notices.push(Message::new("notice-speed-not-recorded"));
    }
    (progress, notices)
}

/// The online part's home (the data directory's `online/`, where the key and name are kept)
/// and the server if one is set (`--server`, else the setting): games that count are sent
/// there. A bad address or name given as an option is an error.
#[cfg(feature = "online")]
fn insert_online(app: &mut App, opts: &GameOptions) -> Result<(), String> {
    use crate::game::online::leaderboards::OnlineConfig;
    app.insert_resource(crate::game::ghost::entry::EntryGhosts(
        crate::game::ghost::proof::prove_ghost,
    ));
    if let Some(name) = &opts.name {
        crate::online::names::check_name(name).map_err(|e| format!("--name: {e}"))?;
    }
    if let Some(server) = &opts.server {
        crate::online::client::Client::new(server).map_err(|e| format!("--server: {e}"))?;
    }
    let setting = app.world().resource::<Settings>().server.clone();
    let setting = setting.filter(|server| match crate::online::client::Client::new(server) {
        Ok(_) => true,
        Err(e) => {
            warn!("the server setting: {e}; the game stays offline");
            false
        }
    });
    let server = opts.server.clone().or(setting);
    let Some(dir) = crate::online::keys::default_dir() else {
        return Ok(());
    };
    // At another speed the clock is not the player's: no game is sent (see
    // `progress_at_speed`).
    let server = server.filter(|_| opts.speed() == 1.0);
    app.insert_resource(OnlineConfig {
        server,
        dir,
        name: opts.name.clone(),
    });
    Ok(())
}

/// A screenshot to `path`, taken on the screen the game opens on, or once the game reaches
/// the win, lose or editor screen it was asked to open on.
fn screenshot(path: std::path::PathBuf, screen: StartScreen) -> ScreenshotThenExit {
    let mut shot = ScreenshotThenExit::new(path);
    match screen {
        StartScreen::Won => shot.wait_for(Menu::Won),
        StartScreen::Lost => shot.wait_for(Menu::Lost),
        StartScreen::Editor => shot.wait_for_screen(Screen::Editor),
        _ => {}
    }
    shot
}

/// Adds the game's rooms to an app that has Bevy's default plugins: the logic, the built-in
/// power-ups, the view, the screens and the theme.
pub fn add_game(app: &mut App) {
    app.add_plugins((
        LogicPlugin,
        crate::game::power_ups::built_ins,
        crate::game::content::built_in_tile_sets::plugin,
        crate::game::content::desktop_tile_sets::plugin,
        crate::game::content::backgrounds::plugin,
        crate::game::content::desktop_backgrounds::plugin,
        ViewPlugin,
        crate::game::screens::plugin,
        crate::game::theme::plugin,
    ));
    run_on_one_thread(app);
}

/// Runs the app until its window is closed; the exit status is the app's.
pub fn run_app(mut app: App) -> ExitCode {
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_another_speed_progress_is_read_and_nothing_is_saved() {
        let dir = tempfile::tempdir().unwrap();
        let file = crate::formats::saves::progress::ProgressFile::in_dir(dir.path());
        let mut kept = crate::formats::saves::progress::Progress::default();
        kept.record("level/a", 900, 30.0, 3, false);
        file.save_since(
            &mut kept,
            &crate::formats::saves::progress::Progress::default(),
        )
        .unwrap();
        let (normal, notices) = progress_at_speed(Some(file.clone()), 1.0);
        assert!(normal.file.is_some());
        assert!(notices.is_empty());
        let (slowed, notices) = progress_at_speed(Some(file), 0.5);
        assert_eq!(slowed.progress, normal.progress, "what was won shows");
        assert_ne!(
            slowed.progress,
            crate::formats::saves::progress::Progress::default()
        );
        assert!(slowed.file.is_none(), "nothing is saved");
        assert_eq!(notices, [Message::new("notice-speed-not-recorded")]);
    }
}
