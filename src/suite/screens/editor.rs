//! The level editor driven headless: edits, test play, save into the pack and back.

use std::time::Duration;

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::engine::{Cell, Pos};
use crate::game::content::levels::{LevelPack, Pack, PackCreated, PackSaved, TestPlaying};
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::NewBoard;
use crate::game::core::screen::Screen;
use crate::game::logic::LogicPlugin;
use crate::game::screens::editor::{
    self, Edit, EditAction, Editor, EditorActed, EditorCommand, EditorPage, Field, FieldChecks,
    Typing, level_page as editor_fields,
};
use crate::suite::common::tap_key;

fn app(pack_dir: std::path::PathBuf) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        LogicPlugin,
        crate::game::power_ups::built_ins,
        editor::plugin,
        editor_fields::plugin,
    ))
    .add_message::<KeyboardInput>()
    .add_message::<bevy::window::Ime>()
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )))
    .init_resource::<ButtonInput<KeyCode>>()
    .init_resource::<ButtonInput<MouseButton>>()
    .add_message::<PackSaved>()
    .add_message::<crate::game::content::levels::GoToLevel>()
    .add_message::<PackCreated>()
    .insert_resource(LevelPack {
        packs: vec![Pack::folder(pack_dir, Some("mine".into()), true)],
        ..LevelPack::default()
    })
    .insert_resource(LevelSpec::built_in("starter 6x4", 1).unwrap());
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app
}

fn act(app: &mut App, action: impl Into<EditAction>) {
    app.world_mut().write_message(EditorActed(action.into()));
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// What the editor last said, in English.
fn said(app: &App) -> String {
    let message = &app.world().resource::<Editor>().message;
    message
        .as_ref()
        .map(ToString::to_string)
        .unwrap_or_default()
}

#[test]
fn edit_test_play_and_save() {
    let dir = std::env::temp_dir().join(format!("llk-editor-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = app(dir.clone());
    assert!(app.world().get_resource::<Board>().is_some());

    // E opens the editor on the level in play; the board is cleared away.
    tap_key(&mut app, KeyCode::KeyE);
    assert_eq!(screen(&app), Screen::Editor);
    assert!(app.world().get_resource::<Board>().is_none());
    assert_eq!(
        app.world().resource::<Editor>().level.layout.width(),
        6,
        "the editor opened the level in play"
    );

    // Two stones and a wider board, then test play.
    act(&mut app, Edit::Paint(Pos::new(0, 0), Cell::Obstacle));
    act(&mut app, Edit::Paint(Pos::new(5, 0), Cell::Obstacle));
    act(&mut app, Edit::Resize(2, 0));
    act(&mut app, EditorCommand::TestPlay);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    assert!(app.world().get_resource::<TestPlaying>().is_some());
    let board = app.world().resource::<Board>();
    assert_eq!((board.grid().width(), board.grid().height()), (8, 4));
    assert_eq!(board.grid().get(Pos::new(0, 0)), Cell::Obstacle);
    assert_eq!(board.grid().tile_count(), 24 - 2 + 8);

    // E goes back to the same edit; an odd tile count is refused with the reason.
    tap_key(&mut app, KeyCode::KeyE);
    assert_eq!(screen(&app), Screen::Editor);
    assert_eq!(
        app.world().resource::<Editor>().level.layout.width(),
        8,
        "the edit survived the test play"
    );
    act(&mut app, Edit::Paint(Pos::new(1, 1), Cell::Empty));
    act(&mut app, EditorCommand::TestPlay);
    assert_eq!(screen(&app), Screen::Editor);
    assert!(said(&app).contains("29 tile cells"), "{}", said(&app));
    act(&mut app, EditorCommand::Save);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing saved");

    // Even again: saved as a new, numbered file that reads back as the same level.
    act(&mut app, Edit::Paint(Pos::new(2, 1), Cell::Empty));
    act(&mut app, EditorCommand::Save);
    let files = crate::formats::level::level_files(&dir).unwrap();
    assert_eq!(files.len(), 1, "{files:?}");
    let saved = crate::formats::level::Level::load(&files[0]).unwrap();
    assert_eq!(
        crate::formats::level::layout_rows(&saved.layout),
        crate::formats::level::layout_rows(&app.world().resource::<Editor>().level.layout)
    );
    assert!(said(&app).starts_with("Saved"));
    // Saving again replaces that file (it is the one being edited), no second file.
    act(&mut app, Edit::ToggleRing);
    act(&mut app, EditorCommand::Save);
    assert_eq!(crate::formats::level::level_files(&dir).unwrap().len(), 1);
    assert!(
        !crate::formats::level::Level::load(&files[0])
            .unwrap()
            .rules
            .outer_ring
    );

    // Esc leaves for the game.
    tap_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    assert!(app.world().get_resource::<Board>().is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The installed pack is never written: a level edited from it is saved into a new pack made
/// in the data directory's packs folder, which the game then has as a pack of its own.
#[test]
fn saving_from_the_installed_pack_makes_a_pack_of_ones_own() {
    use crate::game::content::levels::UserPacks;
    let root = std::env::temp_dir().join(format!("llk-editor-packs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let installed = root.join("installed");
    let user = root.join("packs");
    std::fs::create_dir_all(&installed).unwrap();
    let mut app = app(installed.clone());
    app.world_mut().resource_mut::<LevelPack>().packs[0].writable = false;
    app.insert_resource(UserPacks(user.clone()));
    let mut created = app
        .world_mut()
        .resource_mut::<Messages<PackCreated>>()
        .get_cursor();

    tap_key(&mut app, KeyCode::KeyE);
    assert_eq!(app.world().resource::<Editor>().target, None);
    act(&mut app, EditorCommand::Save);
    assert_eq!(
        std::fs::read_dir(&installed).unwrap().count(),
        0,
        "installed pack untouched"
    );
    let made: Vec<_> = created
        .read(app.world().resource::<Messages<PackCreated>>())
        .map(|m| m.0.clone())
        .collect();
    assert_eq!(made.len(), 1, "one new pack");
    assert!(made[0].starts_with(&user), "{made:?}");
    let pack = crate::formats::pack::PackDir::read(&made[0], None).unwrap();
    assert_eq!(pack.files.len(), 1, "the level saved into it");
    assert_eq!(pack.info.name, "My levels");

    // A second save replaces that file; a new pack on request, and saves go there.
    act(&mut app, Edit::ToggleRing);
    act(&mut app, EditorCommand::Save);
    assert_eq!(
        crate::formats::pack::PackDir::read(&made[0], None)
            .unwrap()
            .files
            .len(),
        1
    );
    act(&mut app, EditorCommand::NewPack);
    let target = app.world().resource::<Editor>().target.clone().unwrap();
    assert_ne!(target, made[0]);
    act(&mut app, EditorCommand::Save);
    assert_eq!(
        crate::formats::pack::PackDir::read(&target, None)
            .unwrap()
            .files
            .len(),
        1
    );
    let _ = std::fs::remove_dir_all(&root);
}

/// Types `text` into the field with the keyboard, one key a frame, as a keyboard does.
fn type_text(app: &mut App, text: &str) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::Key;
    for c in text.chars() {
        let (logical_key, text) = match c {
            '\u{8}' => (Key::Backspace, None),
            '\n' => (Key::Enter, None),
            c => (
                Key::Character(c.to_string().into()),
                Some(c.to_string().into()),
            ),
        };
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
            logical_key,
            state: ButtonState::Pressed,
            text,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// Clicks the box of `field`.
fn click_field(app: &mut App, field: Field) {
    let world = app.world_mut();
    let mut boxes = world.query::<(&Field, &mut Interaction)>();
    for (f, mut interaction) in boxes.iter_mut(world) {
        *interaction = if *f == field {
            Interaction::Pressed
        } else {
            Interaction::None
        };
    }
    app.update();
    let world = app.world_mut();
    for (_, mut interaction) in world.query::<(&Field, &mut Interaction)>().iter_mut(world) {
        *interaction = Interaction::None;
    }
}

/// Every field of the format is set on the level page as the designer types; a value that is
/// not a value of the field changes nothing and says what was expected; what `check` says of
/// the level comes back under the field; the editor's keys type instead of acting while a
/// field has the keyboard; one field's typing is one step of undo.
#[test]
fn the_level_page_sets_every_field_with_checks_as_one_types() {
    let dir = std::env::temp_dir().join(format!("llk-editor-fields-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = app(dir.clone());
    tap_key(&mut app, KeyCode::KeyE);
    act(&mut app, EditorCommand::ShowPage(EditorPage::Level));
    assert_eq!(*app.world().resource::<EditorPage>(), EditorPage::Level);

    typing_is_letters_and_a_bad_value_says_what_was_expected(&mut app);
    every_other_field_is_set_and_one_undo_takes_back_one_field(&mut app);
    // A name check's problem comes back under the name, from the background check.
    click_field(&mut app, Field::Name);
    type_text(&mut app, &"\u{8}".repeat(20));
    type_text(&mut app, "\n");
    for _ in 0..200 {
        app.update();
        let checks = app.world().resource::<FieldChecks>();
        if checks
            .result
            .as_ref()
            .is_some_and(|r| r.by_key.contains_key("name"))
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let checks = app.world().resource::<FieldChecks>();
    let name = &checks.result.as_ref().unwrap().by_key["name"];
    assert!(name[0].contains("name"), "{name:?}");

    // Saved as typed: the file reads back with every field.
    click_field(&mut app, Field::Name);
    type_text(&mut app, "Typed\n");
    act(&mut app, EditorCommand::Save);
    let files = crate::formats::level::level_files(&dir).unwrap();
    let saved = crate::formats::level::Level::load(&files[0]).unwrap();
    assert_eq!(saved.name, "Typed");
    assert_eq!(saved.time_limit, Some(90));
    assert_eq!(saved.name_in("zh"), "起步");
    let _ = std::fs::remove_dir_all(&dir);
}

/// While a field has the keyboard, the editor's keys are letters; a value that is not one
/// changes nothing and says what was expected.
fn typing_is_letters_and_a_bad_value_says_what_was_expected(app: &mut App) {
    // "f" would fill the board and "c" clear it: while typing they are letters.
    click_field(app, Field::Name);
    assert_eq!(app.world().resource::<Typing>().field, Some(Field::Name));
    type_text(app, " of fc");
    let editor = app.world().resource::<Editor>();
    assert_eq!(editor.level.name, "starter 6x4 of fc");
    assert!(editor.level.layout.tile_count() > 0, "not cleared by C");

    click_field(app, Field::TimeLimit);
    type_text(app, "9x");
    assert_eq!(app.world().resource::<Editor>().level.time_limit, Some(9));
    assert_eq!(
        app.world().resource::<Typing>().error,
        Some("field-expected-whole")
    );
    type_text(app, "\u{8}0\n");
    assert_eq!(app.world().resource::<Editor>().level.time_limit, Some(90));
    assert_eq!(
        app.world().resource::<Typing>().field,
        None,
        "Enter finishes"
    );
}

/// The Chinese name, the seed, a star, gravity, the flower rule and a power-up are set; one
/// undo takes back all of one field's typing.
fn every_other_field_is_set_and_one_undo_takes_back_one_field(app: &mut App) {
    click_field(app, Field::ChineseName);
    type_text(app, "起步\n");
    click_field(app, Field::Seed);
    type_text(app, "42\n");
    click_field(app, Field::Star(2));
    type_text(app, "\u{8}\u{8}\u{8}\u{8}\u{8}7777\n");
    act(app, Edit::CycleGravity);
    act(app, Edit::CycleChineseStyle);
    act(app, Edit::ToggleTilesSlide);
    act(app, EditorCommand::PowerUp(0, 2));
    let level = app.world().resource::<Editor>().level.clone();
    assert_eq!(level.name_in("zh"), "起步");
    assert_eq!(level.seed, Some(42));
    assert_eq!(level.stars[2], 7777);
    assert_eq!(level.rules.gravity, crate::engine::Gravity::Down);
    assert_eq!(level.chinese_style, Some(true));
    assert!(level.rules.tiles_slide);
    assert!(level.to_ron().contains("tiles_slide: true"));
    assert_eq!(
        level.power_ups.values().sum::<u32>(),
        2,
        "{:?}",
        level.power_ups
    );

    // One undo takes back all of one field's typing (the power-up, then the rest in order).
    for _ in 0..5 {
        act(app, Edit::Undo);
    }
    let back = app.world().resource::<Editor>().level.clone();
    assert_ne!(back.stars[2], 7777, "the star field's typing, in one step");
    assert_eq!(back.rules.gravity, crate::engine::Gravity::None);
    assert_eq!(back.chinese_style, None);
    assert!(!back.rules.tiles_slide);
    assert_eq!(back.seed, Some(42), "the seed is the step before");
    act(app, Edit::Undo);
    assert_eq!(app.world().resource::<Editor>().level.seed, None);
}

#[test]
fn special_tiles_and_a_goal_are_set_test_played_saved_and_taken_back() {
    use crate::engine::goals::{Aim, Goal};
    use crate::engine::specials::Special;
    use crate::game::screens::editor::{Brush, GoalEdit, SpecialBrush};
    let dir = std::env::temp_dir().join(format!("llk-editor-specials-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = app(dir.clone());
    tap_key(&mut app, KeyCode::KeyE);
    let (ice, lock, key, hidden) = (
        Pos::new(0, 0),
        Pos::new(2, 1),
        Pos::new(5, 3),
        Pos::new(0, 3),
    );
    act(&mut app, Edit::Brush(Brush::Special(SpecialBrush::Ice)));
    act(&mut app, Edit::Mark(ice, SpecialBrush::Ice));
    act(&mut app, Edit::Brush(Brush::Special(SpecialBrush::Lock)));
    act(&mut app, Edit::Mark(lock, SpecialBrush::Lock));
    assert!(said(&app).contains("key"), "{}", said(&app));
    act(&mut app, Edit::Mark(key, SpecialBrush::Lock));
    // The keyboard paints with the special brush too.
    act(&mut app, Edit::Brush(Brush::Special(SpecialBrush::Hidden)));
    act(&mut app, Edit::MoveCursor(0, 3));
    act(&mut app, Edit::PaintCursor);
    let painted = app.world().resource::<Editor>().level.clone();
    let marks = painted.specials.clone().expect("specials painted");
    assert_eq!(marks.get(ice), Some(Special::Ice));
    assert_eq!(marks.get(lock), Some(Special::Lock { key }));
    assert_eq!(marks.get(hidden), Some(Special::Hidden));

    // The goal, from the level page's buttons: the ice, within the board's pairs less two.
    for edit in [GoalEdit::CycleAim, GoalEdit::Links(1), GoalEdit::Links(-2)] {
        act(&mut app, Edit::Goal(edit));
    }
    let painted = app.world().resource::<Editor>().level.clone();
    let goal = Goal {
        aim: Aim::ClearIce,
        within_links: Some(painted.pairs() as u32 - 2),
    };
    assert_eq!(painted.goal, goal);
    assert!(painted.to_ron().contains("goal"), "{}", painted.to_ron());

    // What test play deals is what was painted, played for that goal.
    act(&mut app, EditorCommand::TestPlay);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    let played = app.world().resource::<Board>().grid().specials().cloned();
    assert_eq!(played.as_ref(), Some(&marks));
    assert_eq!(app.world().resource::<LevelSpec>().level.goal, goal);
    tap_key(&mut app, KeyCode::KeyE);

    // Saved, the file reads back as the same level, specials and all.
    act(&mut app, EditorCommand::Save);
    let files = crate::formats::level::level_files(&dir).unwrap();
    let saved = crate::formats::level::Level::load(&files[0]).unwrap();
    assert_eq!(saved.specials, painted.specials);
    assert_eq!(saved.goal, goal);
    let text = std::fs::read_to_string(&files[0]).unwrap();
    assert!(text.contains("specials"), "{text}");

    // Painting the key's cell away frees its lock; undo brings both back.
    act(&mut app, Edit::Paint(key, Cell::Empty));
    let after = app.world().resource::<Editor>().level.specials.clone();
    assert_eq!(after.as_ref().and_then(|s| s.get(lock)), None);
    act(&mut app, Edit::Undo);
    assert_eq!(
        app.world().resource::<Editor>().level.specials,
        painted.specials
    );
    // Each goal change is one step of undo.
    for _ in 0..3 {
        act(&mut app, Edit::Undo);
    }
    assert_eq!(app.world().resource::<Editor>().level.goal, Goal::default());
    let _ = std::fs::remove_dir_all(&dir);
}
