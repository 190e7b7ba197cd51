//! Level files as assets in a running app: loaded and dealt, re-dealt when the file is saved,
//! and a broken save shown as a problem while the board in play stays.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::asset::AssetPlugin;
use bevy::prelude::*;

use crate::game::content::levels::{
    GoToLevel, LevelPack, LevelSource, LevelsPlugin, register_source,
};
use crate::game::core::board::Board;
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::logic::LogicPlugin;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lianliankan-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(crate) fn app_for(source: LevelSource) -> App {
    let mut app = App::new();
    register_source(&mut app, &source);
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin {
            watch_for_changes_override: Some(true),
            ..default()
        },
        LogicPlugin,
        LevelsPlugin { source },
    ))
    .init_resource::<ButtonInput<KeyCode>>()
    .insert_resource(LevelPack::playing(None));
    app
}

/// Runs frames until `done` holds; panics with `what` after 20 s of wall time (the file
/// watcher runs on its own thread, so real time must pass).
pub(crate) fn run_until(
    app: &mut App,
    what: &str,
    mut done: impl FnMut(&mut App) -> bool,
) -> Duration {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out waiting for {what}"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    start.elapsed()
}

pub(crate) fn board_size(app: &App) -> Option<(usize, usize, usize)> {
    let b = app.world().get_resource::<Board>()?;
    Some((b.grid().width(), b.grid().height(), b.grid().tile_count()))
}

pub(crate) fn write(path: &Path, text: &str) {
    // Write and rename, as editors do, so the watcher never sees half a file.
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text).unwrap();
    std::fs::rename(&tmp, path).unwrap();
}

#[test]
fn saving_the_level_file_redeals_it_in_the_running_app() {
    let dir = temp_dir("hot-reload");
    let file = dir.join("level.ron");
    write(
        &file,
        "(name: \"Before\", layout: [\"xxxxxx\", \"xxxxxx\"], seed: 3)",
    );
    let mut app = app_for(LevelSource::File(file.clone()));
    run_until(&mut app, "the first deal", |app| board_size(app).is_some());
    assert_eq!(board_size(&app), Some((6, 2, 12)));
    assert_eq!(app.world().resource::<LevelSpec>().level.name, "Before");

    // Let the watcher settle, then save a new shape.
    std::thread::sleep(Duration::from_millis(400));
    write(
        &file,
        "(name: \"After\", layout: [\"xxxx\", \"x..x\", \"x..x\", \"xxxx\"], seed: 3)",
    );
    let took = run_until(&mut app, "the re-deal after saving", |app| {
        board_size(app) == Some((4, 4, 12))
    });
    assert_eq!(app.world().resource::<LevelSpec>().level.name, "After");
    eprintln!("re-dealt {:.0} ms after the save", took.as_secs_f64() * 1e3);

    // A broken save: the problem is reported, the board in play stays.
    std::thread::sleep(Duration::from_millis(400));
    write(&file, "(name: \"Broken\", layout: [\"xxx\"]");
    run_until(&mut app, "the problem banner", |app| {
        app.world().resource::<LevelProblem>().0.is_some()
    });
    let problem = app
        .world()
        .resource::<LevelProblem>()
        .0
        .clone()
        .unwrap()
        .to_string();
    assert!(problem.contains("level.ron:1:"), "{problem}");
    assert_eq!(board_size(&app), Some((4, 4, 12)));

    // Fixed again: the problem clears and the new level is dealt.
    std::thread::sleep(Duration::from_millis(400));
    write(&file, "(name: \"Fixed\", layout: [\"xx\", \"xx\"])");
    run_until(&mut app, "the fixed level", |app| {
        board_size(app) == Some((2, 2, 4))
    });
    assert!(app.world().resource::<LevelProblem>().0.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_pack_plays_in_file_name_order_and_moves_between_levels() {
    let dir = temp_dir("pack");
    write(&dir.join("02-b.ron"), "(name: \"B\", layout: [\"xxxx\"])");
    write(&dir.join("01-a.ron"), "(name: \"A\", layout: [\"xx\"])");
    write(&dir.join("03-c.ron"), "(name: \"C\", layout: [\"x\"])");
    let mut app = app_for(LevelSource::pack(dir.clone(), 0));
    run_until(&mut app, "level A", |app| {
        board_size(app) == Some((2, 1, 2))
    });
    app.world_mut().write_message(GoToLevel(1));
    run_until(&mut app, "level B", |app| {
        board_size(app) == Some((4, 1, 4))
    });
    // Level C is broken (odd tiles): the banner says so and B stays in play.
    app.world_mut().write_message(GoToLevel(2));
    run_until(&mut app, "the problem with C", |app| {
        app.world().resource::<LevelProblem>().0.is_some()
    });
    let problem = app
        .world()
        .resource::<LevelProblem>()
        .0
        .clone()
        .unwrap()
        .to_string();
    assert!(
        problem.contains("03-c.ron") && problem.contains("1 tile cells"),
        "{problem}"
    );
    assert_eq!(board_size(&app), Some((4, 1, 4)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A progress file from before level identities (records by display name) is carried over to
/// the pack's identities once the pack loads, and saved so; a level of the pack is played
/// under its identity (its `id`, or its file's stem).
#[test]
fn records_by_name_are_carried_to_level_identities() {
    use crate::formats::saves::progress::{Progress, ProgressFile};
    use crate::game::persistence::progress::SavedProgress;

    let dir = temp_dir("carry-over");
    let pack = dir.join("pack");
    std::fs::create_dir_all(&pack).unwrap();
    write(
        &pack.join("01-one.ron"),
        "(name: \"One\", layout: [\"xxxx\"])",
    );
    write(
        &pack.join("02-two.ron"),
        "(name: \"Two\", id: \"second\", layout: [\"xx\", \"xx\"])",
    );
    let file = ProgressFile::in_dir(&dir);
    let mut old = Progress::default();
    old.record("One", 300, 20.0, 2, true);
    old.record("Two", 400, 30.0, 3, true);
    old.record("Elsewhere", 1, 1.0, 0, true);
    file.save(&mut old).unwrap();

    let mut app = app_for(LevelSource::pack(pack, 0));
    app.insert_resource(SavedProgress::load(Some(file.clone())).0);
    run_until(&mut app, "the pack to load", |app| {
        let spec = app.world().resource::<LevelSpec>();
        spec.level.name == "One" && board_size(app).is_some()
    });
    app.world_mut().write_message(GoToLevel(1));
    run_until(&mut app, "level two", |app| {
        app.world().resource::<LevelSpec>().level.name == "Two"
    });
    assert_eq!(
        app.world().resource::<LevelSpec>().record.as_deref(),
        Some("second")
    );
    run_until(&mut app, "the moved records to be saved", |app| {
        !app.world().resource::<SavedProgress>().is_saving()
    });
    let on_disk = file.load().value;
    assert_eq!(on_disk.get("01-one").map(|r| r.best_score), Some(300));
    assert_eq!(on_disk.get("second").map(|r| r.stars), Some(3));
    assert_eq!(on_disk.get("One"), None);
    assert!(
        on_disk.is_cleared("Elsewhere"),
        "records of other levels stay"
    );
}

/// The installed pack, `--pack DIR` and the data directory's packs are all played: `--pack`
/// first, the others chosen with `ChoosePack`. Each keeps its own progress keys; a level file
/// that does not read is one broken level, and the rest of its pack plays.
#[test]
fn every_pack_is_played_with_its_own_records() {
    use crate::game::content::levels::{ChoosePack, PackSources};
    let dir = temp_dir("packs");
    let (installed, user, extra) = (dir.join("levels"), dir.join("data"), dir.join("trial"));
    for d in [&installed, &user.join("garden"), &extra] {
        std::fs::create_dir_all(d).unwrap();
    }
    write(
        &installed.join("01-a.ron"),
        "(name: \"A\", layout: [\"xx\"])",
    );
    write(
        &extra.join("01-t.ron"),
        "(name: \"T\", layout: [\"xxxxxx\"])",
    );
    let garden = user.join("garden");
    write(
        &garden.join("01-broken.ron"),
        "(name: \"B\", layout: [\"xxx\"])",
    );
    write(
        &garden.join("02-rose.ron"),
        "(name: \"Rose\", layout: [\"xxxx\"])",
    );
    write(
        &garden.join("pack.ron"),
        "(name: \"Garden\", author: \"Ann\", order: [\"02-rose.ron\", \"01-broken.ron\"])",
    );
    let mut app = app_for(LevelSource::Packs(PackSources {
        shipped: installed,
        user: Some(user),
        extra: Some(extra),
        start: 0,
    }));
    run_until(&mut app, "the --pack level", |app| {
        board_size(app) == Some((6, 1, 6))
    });
    assert_eq!(
        app.world().resource::<LevelSpec>().record.as_deref(),
        Some("packs/trial/01-t")
    );
    let names: Vec<String> = app
        .world()
        .resource::<LevelPack>()
        .packs
        .iter()
        .map(|p| p.about.info.name.clone())
        .collect();
    assert_eq!(names, ["levels", "trial", "Garden"]);

    // The user's pack, in its own order: the rose first, then the broken file.
    app.world_mut().write_message(ChoosePack(2));
    app.world_mut().write_message(GoToLevel(0));
    run_until(&mut app, "the rose", |app| {
        board_size(app) == Some((4, 1, 4))
    });
    assert_eq!(
        app.world().resource::<LevelSpec>().record.as_deref(),
        Some("packs/garden/02-rose")
    );
    app.world_mut().write_message(GoToLevel(1));
    run_until(&mut app, "the broken level's problem", |app| {
        app.world().resource::<LevelProblem>().0.is_some()
    });
    assert_eq!(board_size(&app), Some((4, 1, 4)), "the rose stays in play");

    // The installed pack keeps its records under the level identities alone.
    app.world_mut().write_message(ChoosePack(0));
    app.world_mut().write_message(GoToLevel(0));
    run_until(&mut app, "level A", |app| {
        board_size(app) == Some((2, 1, 2))
    });
    assert_eq!(
        app.world().resource::<LevelSpec>().record.as_deref(),
        Some("01-a")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
