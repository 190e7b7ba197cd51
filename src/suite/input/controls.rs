//! The input map and the Controls page, headless: keys live in play are refused to power-ups,
//! a rebound key is saved and drives the game, a taken key is refused naming both actions.

use bevy::prelude::*;

use crate::art::icon::IconCanvas;
use crate::engine::{Pos, Rules};
use crate::formats::saves::settings::ChordName;
use crate::game::content::levels::{ChoosePack, GoToLevel};
use crate::game::core::messages::Notify;
use crate::game::core::power_ups::{AddPowerUp, PowerUp, Target};
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::input::input_map::PlayAction;
use crate::game::input::keys::Chord;
use crate::game::input::screens::{ActionRow, ResetKeysButton};
use crate::game::persistence::settings::SettingsFile;
use crate::game::screens::navigation;
use crate::game::theme::widgets::Chosen;
use crate::game::view::sound::audio::PlaySound;
use crate::i18n::Language;
use crate::suite::common::*;

struct OnReplayKey;

impl PowerUp for OnReplayKey {
    const ID: &'static str = "tabby";
    const TITLE: &'static str = "Tabby";
    const KEY: KeyCode = KeyCode::Tab;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/link.wav";
    fn icon(_: &mut IconCanvas) {}
    fn build(_: &mut App) {}
}

#[test]
#[should_panic(
    expected = "power-up \"tabby\" cannot use the key Tab: the game uses it for a replay's speed"
)]
fn a_power_up_on_the_replay_key_is_refused_at_start_up() {
    App::new().add_power_up::<OnReplayKey>();
}

/// Every notice shown, in order.
#[derive(Resource, Default)]
struct Notices(Vec<String>);

fn record_notices(mut notes: MessageReader<Notify>, mut seen: ResMut<Notices>) {
    seen.0.extend(notes.read().map(|n| n.message.to_string()));
}

/// A board in play with the menus and the Controls page, in English, its settings kept in
/// `file`.
fn controls_app(file: std::path::PathBuf) -> App {
    let mut app = fixed_app("ab.\n.ba", Rules::default());
    app.add_message::<PlaySound>()
        .add_message::<GoToLevel>()
        .add_message::<ChoosePack>()
        .add_plugins((navigation::plugin, crate::game::input::screens::plugin))
        .init_resource::<Notices>()
        .add_systems(Last, record_notices)
        .insert_resource(SettingsFile::at(file));
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Controls);
    app.update();
    app
}

/// Chooses the button of the Controls page that `is_it` picks out.
fn choose(app: &mut App, is_it: impl Fn(&EntityRef) -> bool) {
    let world = app.world_mut();
    let button = world
        .query::<EntityRef>()
        .iter(world)
        .find(|e| is_it(e))
        .map(|e| e.id())
        .expect("the page shows that button");
    world.trigger(Chosen { entity: button });
    app.update();
}

/// Chooses an action's row on the Controls page, then presses `key` for it.
fn rebind(app: &mut App, action: PlayAction, key: KeyCode) {
    choose(app, |e| {
        e.get::<ActionRow>().is_some_and(|row| row.0 == action)
    });
    press(app, key);
    app.update();
}

fn scratch_file(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("llk-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("settings.ron")
}

#[test]
fn a_rebound_key_is_saved_and_read_back() {
    let path = scratch_file("rebind");
    let mut app = controls_app(path.clone());
    rebind(&mut app, PlayAction::CursorRight, KeyCode::KeyK);
    let keys = &app.world().resource::<Settings>().keys;
    assert_eq!(
        keys[&PlayAction::CursorRight],
        [ChordName::from(Chord::key(KeyCode::KeyK))]
    );
    let saved = |app: &App| !app.world().resource::<SettingsFile>().is_saving();
    until(&mut app, saved);
    let (read_back, notice) = SettingsFile::at(path.clone()).load();
    assert_eq!(notice, None);
    assert_eq!(
        read_back.keys[&PlayAction::CursorRight],
        [ChordName::from(Chord::key(KeyCode::KeyK))]
    );
    // The reset puts the defaults back, in the file too.
    choose(&mut app, |e| e.contains::<ResetKeysButton>());
    app.update();
    until(&mut app, saved);
    assert!(SettingsFile::at(path).load().0.keys.is_empty());
}

#[test]
fn a_taken_key_is_refused_naming_both_actions() {
    let mut app = controls_app(scratch_file("clash"));
    rebind(&mut app, PlayAction::Pause, KeyCode::KeyZ);
    assert!(app.world().resource::<Settings>().keys.is_empty());
    let notices = &app.world().resource::<Notices>().0;
    assert!(
        notices
            .iter()
            .any(|n| n.contains("“Undo”") && n.contains("“Pause”")),
        "{notices:#?}"
    );
    // A power-up's key is taken too.
    rebind(&mut app, PlayAction::Pause, KeyCode::KeyH);
    assert!(app.world().resource::<Settings>().keys.is_empty());
    let notices = &app.world().resource::<Notices>().0;
    assert!(notices.iter().any(|n| n.contains("“Hint”")), "{notices:#?}");
}

#[test]
fn a_rebound_key_drives_the_game() {
    let mut app = controls_app(scratch_file("drive"));
    rebind(&mut app, PlayAction::CursorRight, KeyCode::KeyK);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    app.update();
    press(&mut app, KeyCode::KeyK); // the first press shows the cursor
    press(&mut app, KeyCode::KeyK);
    assert_eq!(app.world().resource::<KeyboardCursor>().pos, Pos::new(1, 0));
    // The old key does nothing now.
    press(&mut app, KeyCode::KeyD);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<KeyboardCursor>().pos, Pos::new(1, 0));
}
