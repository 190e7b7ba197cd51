//! The menus, read, headless: a choice row is a combo box named by its label and value, a
//! button by its words, and each is named again when its words change, though the reader's
//! systems look only at what changed since they last ran.

use accesskit::Role;
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::prelude::*;

use crate::game::core::screen::Menu;
use crate::game::theme::choice_row::{Choice, split_choice};
use crate::game::theme::widgets::ButtonAction;
use crate::game::view::reader;
use crate::suite::common::*;
use crate::suite::screens::menus::{menus_app, open};

/// The Settings menu with a reader listening (and the board's reader, which says a menu as it
/// opens).
fn settings_read() -> App {
    let mut app = menus_app();
    app.add_plugins(reader::plugin);
    let requested = AccessibilityRequested::default();
    requested.set(true);
    app.insert_resource(requested);
    open(&mut app, Menu::Settings);
    app
}

/// Each button's role and name, with its entity.
fn read_buttons(app: &mut App) -> Vec<(Entity, Role, String)> {
    let world = app.world_mut();
    let mut q = world.query_filtered::<(Entity, &AccessibilityNode), With<ButtonAction>>();
    q.iter(world)
        .map(|(e, node)| (e, node.role(), node.label().unwrap_or_default().to_string()))
        .collect()
}

/// Nodes touched in the last update (a touched node is sent to the reader again).
#[derive(Resource, Default)]
struct Touched(usize);

fn count_touched(nodes: Query<(), Changed<AccessibilityNode>>, mut touched: ResMut<Touched>) {
    touched.0 = nodes.iter().count();
}

/// The combo boxes' names, sorted, with what their rows show.
fn combos(app: &mut App) -> Vec<(String, String)> {
    let world = app.world_mut();
    let mut q = world.query::<(&AccessibilityNode, &Choice)>();
    let mut rows: Vec<_> = q
        .iter(world)
        .filter(|(node, _)| node.role() == Role::ComboBox)
        .map(|(node, choice)| {
            (
                node.label().unwrap_or_default().to_string(),
                choice.0.clone(),
            )
        })
        .collect();
    rows.sort();
    rows
}

#[test]
fn a_choice_row_is_a_combo_box_named_again_as_its_value_steps() {
    let mut app = settings_read();
    let before = combos(&mut app);
    assert!(before.len() >= 10, "Settings' rows are choices: {before:?}");
    for (name, shown) in &before {
        let (label, value) = split_choice(shown);
        assert_eq!(name, &format!("{label}: {value}"), "a label and its value");
    }
    // The second row (the text's size) steps forward.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    app.update();
    let after = combos(&mut app);
    let changed: Vec<_> = after.iter().filter(|row| !before.contains(row)).collect();
    assert_eq!(changed.len(), 1, "one row stepped: {before:?} → {after:?}");
    let (name, shown) = changed[0];
    let (label, value) = split_choice(shown);
    assert_eq!(name, &format!("{label}: {value}"), "the new value is said");
}

#[test]
fn a_button_whose_words_change_is_named_again_and_nothing_else_is_touched() {
    let mut app = settings_read();
    app.init_resource::<Touched>()
        .add_systems(Last, count_touched);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Touched>().0,
        0,
        "a frame where nothing changed touches no node"
    );
    let (button, ..) = read_buttons(&mut app)
        .into_iter()
        .find(|r| r.1 == Role::Button)
        .expect("Settings has a plain button (Back)");
    let world = app.world_mut();
    let text = world
        .query::<(Entity, &ChildOf, &Text)>()
        .iter(world)
        .find(|(_, parent, _)| parent.parent() == button)
        .map(|(e, ..)| e)
        .expect("the button's words");
    world.get_mut::<Text>(text).unwrap().0 = "Somewhere else".into();
    app.update();
    let name = read_buttons(&mut app)
        .into_iter()
        .find(|r| r.0 == button)
        .unwrap()
        .2;
    assert_eq!(name, "Somewhere else");
    assert_eq!(
        app.world().resource::<Touched>().0,
        1,
        "only the renamed button is sent again"
    );
}
