//! Pause, time limits and saved settings, headless.

use bevy::prelude::*;
use bevy::window::WindowFocused;

use crate::formats::saves::settings::{RemovalSpeed, Theme};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{TilePicked, TimeUp};
use crate::game::core::moves::selection::Selection;
use crate::game::core::screen::{Menu, PauseRequested};
use crate::game::core::settings::Settings;
use crate::game::modes::demo::Demo;
use crate::game::persistence::settings::SettingsFile;
use crate::suite::common::*;

fn clock(app: &App) -> f32 {
    app.world().resource::<DealClock>().seconds()
}

fn open_menu(app: &mut App, menu: Menu) {
    app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
    app.update();
}

#[test]
fn the_pause_menu_stops_the_clock_and_the_board() {
    let mut app = dealt_app("classic 14x8", 50);
    run_for(&mut app, 1.0);
    let before = clock(&app);
    assert!(before > 0.8);
    open_menu(&mut app, Menu::Pause);
    run_for(&mut app, 3.0);
    assert!(
        clock(&app) - before < 0.06,
        "paused: {before} → {}",
        clock(&app)
    );
    // Picks do nothing while paused.
    let p = board(&app).grid().tiles().next().unwrap().0;
    app.world_mut().write_message(TilePicked(p));
    app.update();
    assert_eq!(app.world().resource::<Selection>().first, None);
    open_menu(&mut app, Menu::None);
    run_for(&mut app, 1.0);
    assert!(clock(&app) - before > 0.8, "running again");
}

#[derive(Resource, Default)]
struct TimeUps(usize);

fn count_time_ups(mut r: MessageReader<TimeUp>, mut n: ResMut<TimeUps>) {
    n.0 += r.read().count();
}

#[test]
fn a_time_limit_ends_the_board_once() {
    let mut spec = LevelSpec::built_in("classic 14x8", 51).unwrap();
    spec.level.time_limit = Some(2);
    let mut app = app_with(spec);
    app.init_resource::<TimeUps>()
        .add_systems(Update, count_time_ups);
    run_for(&mut app, 1.5);
    assert_eq!(app.world().resource::<TimeUps>().0, 0);
    run_for(&mut app, 1.5);
    assert_eq!(app.world().resource::<TimeUps>().0, 1);
    assert!(app.world().resource::<DealClock>().finished.is_some());
    run_for(&mut app, 1.0);
    assert_eq!(app.world().resource::<TimeUps>().0, 1, "once");
}

#[test]
fn settings_are_saved_when_changed_and_read_back() {
    let dir = std::env::temp_dir().join(format!("llk-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("settings.ron");
    let mut app = dealt_app("starter 6x4", 52);
    let file = SettingsFile::at(path.clone());
    app.insert_resource(file);
    app.update();
    assert!(!path.exists(), "nothing changed, nothing written");
    {
        let mut s = app.world_mut().resource_mut::<Settings>();
        s.volume = 0.3;
        s.theme = Theme::Light;
        s.removal_speed = RemovalSpeed::Slow;
    }
    app.update();
    // Written by the saving thread.
    until(&mut app, |app| {
        !app.world().resource::<SettingsFile>().is_saving()
    });
    let back = SettingsFile::at(path).load();
    assert_eq!(back.1, None);
    assert_eq!(back.0, *app.world().resource::<Settings>());
    assert_eq!(back.0.theme, Theme::Light);
}

#[derive(Resource, Default)]
struct Told(Vec<String>);

fn keep_told(
    mut notices: MessageReader<crate::game::core::messages::Notify>,
    mut told: ResMut<Told>,
) {
    told.0
        .extend(notices.read().map(|n| n.message.key.to_string()));
}

#[test]
fn settings_that_cannot_be_saved_are_told_once_and_kept_for_the_run() {
    let dir = std::env::temp_dir().join(format!("llk-settings-blocked-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // A directory that can never be made: its parent is a file (works even as root).
    let blocker = dir.join("not-a-dir");
    std::fs::write(&blocker, "").unwrap();
    let mut app = dealt_app("starter 6x4", 52);
    app.insert_resource(SettingsFile::at(blocker.join("data").join("settings.ron")))
        .init_resource::<Told>()
        .add_systems(Last, keep_told);
    app.update();
    for volume in [0.2, 0.4] {
        app.world_mut().resource_mut::<Settings>().volume = volume;
        app.update();
        until(&mut app, |app| {
            !app.world().resource::<SettingsFile>().is_saving()
        });
    }
    let told = &app.world().resource::<Told>().0;
    let failures = told.iter().filter(|k| *k == "settings-not-saved").count();
    assert_eq!(failures, 1, "told once: {told:?}");
    assert_eq!(app.world().resource::<Settings>().volume, 0.4);
}

#[derive(Resource, Default)]
struct Pauses(Vec<Option<&'static str>>);

fn count_pauses(mut r: MessageReader<PauseRequested>, mut n: ResMut<Pauses>) {
    n.0.extend(r.read().map(|p| p.reason));
}

/// Losing the focus it had pauses the game and says why; a window that never had focus (a
/// virtual display with no window manager) does not, nor does the demo.
#[test]
fn losing_focus_pauses_and_says_why() {
    let mut app = dealt_app("classic 14x8", 52);
    app.add_message::<WindowFocused>()
        .init_resource::<Pauses>()
        .add_systems(Update, count_pauses);
    let focus = |app: &mut App, focused: bool| {
        app.world_mut().write_message(WindowFocused {
            window: Entity::PLACEHOLDER,
            focused,
        });
        app.update();
    };
    focus(&mut app, false);
    assert_eq!(
        app.world().resource::<Pauses>().0,
        vec![],
        "never had focus"
    );
    focus(&mut app, true);
    focus(&mut app, false);
    assert_eq!(
        app.world().resource::<Pauses>().0,
        vec![Some("pause-reason-focus")]
    );
    app.insert_resource(Demo::new(std::time::Duration::from_millis(100)));
    focus(&mut app, true);
    focus(&mut app, false);
    assert_eq!(
        app.world().resource::<Pauses>().0.len(),
        1,
        "the demo plays on"
    );
}

/// F5 deals the same board again from the start: same tiles, clock and score back to zero.
#[test]
fn f5_restarts_the_same_deal() {
    let mut app = dealt_app("classic 14x8", 53);
    let dealt = board(&app).grid().clone();
    let (a, b) = crate::engine::all_moves(&dealt, &board(&app).rules())[0];
    app.world_mut()
        .write_message(crate::game::core::messages::MatchRequest { a, b });
    run_for(&mut app, 1.0);
    assert_ne!(*board(&app).grid(), dealt);
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::F5);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(KeyCode::F5);
    keys.clear();
    app.update();
    assert_eq!(*board(&app).grid(), dealt);
    assert!(clock(&app) < 0.2, "the clock starts again: {}", clock(&app));
    assert_eq!(
        app.world()
            .resource::<crate::game::core::score::Score>()
            .total(),
        0
    );
}
