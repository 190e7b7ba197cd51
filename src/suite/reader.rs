//! What a screen reader is given, headless: the board's cells named by their tiles and places,
//! a face-down tile never told, the first pick selected, a frozen tile described as held; the
//! reader's focus on the keyboard cursor's cell; a link said with the pairs left, a refusal with
//! its reason, a hint with its places, the win. And nothing of it built while no reader
//! listens.

use accesskit::Role;
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use crate::engine::{Pos, Rules};
use crate::game::core::deal::LevelSpec;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::view::reader::{self, announce::Announcement, board::ReadCell, bus::NewsOnFocus};
use crate::suite::common::*;
use crate::suite::core::specials_game::{close_the_cards, layered};

fn reading(mut app: App, listening: bool) -> App {
    app.add_plugins(reader::plugin);
    app.world_mut()
        .resource::<AccessibilityRequested>()
        .set(listening);
    app.update();
    app
}

/// Each cell's name and whether it is selected, by place.
fn cells(app: &mut App) -> Vec<(Pos, String, bool, Option<String>)> {
    let world = app.world_mut();
    let mut read: Vec<_> = world
        .query::<(&ReadCell, &AccessibilityNode)>()
        .iter(world)
        .map(|(cell, node)| {
            let name = node.label().unwrap_or_default().to_string();
            let held = node.description().map(str::to_string);
            (cell.pos, name, node.is_selected() == Some(true), held)
        })
        .collect();
    read.sort_by_key(|(p, ..)| (p.y, p.x));
    read
}

fn said(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query_filtered::<&AccessibilityNode, With<Announcement>>()
        .iter(world)
        .map(|node| {
            assert_eq!(node.role(), Role::Status);
            node.label().unwrap_or_default().to_string()
        })
        .collect()
}

#[test]
fn the_board_is_a_grid_of_cells_named_by_their_tiles_and_places() {
    let mut app = reading(fixed_app("ab.\n.ba", Rules::default()), true);
    let read = cells(&mut app);
    assert_eq!(read.len(), 6, "a cell for every cell of the 3x2 board");
    let names: Vec<&str> = read.iter().map(|(_, n, ..)| n.as_str()).collect();
    // The shapes set (the default): kind 0 an orange circle, kind 1 a sky-blue square.
    assert_eq!(
        names,
        [
            "circle, orange, row 1, column 1",
            "square, sky blue, row 1, column 2",
            "empty, row 1, column 3",
            "empty, row 2, column 1",
            "square, sky blue, row 2, column 2",
            "circle, orange, row 2, column 3",
        ]
    );
    assert!(read.iter().all(|(_, _, selected, _)| !selected));

    pick(&mut app, Pos::new(0, 0));
    app.update();
    let read = cells(&mut app);
    assert!(read[0].2, "the first pick is selected");
    assert!(read[1..].iter().all(|(_, _, selected, _)| !selected));
    assert_eq!(said(&mut app), ["Picked circle, orange"]);
}

#[test]
fn a_face_down_tile_is_never_named_and_a_frozen_one_is_held() {
    let grid = layered("aabb", "H..I");
    let mut app = reading(fixed_grid_app(&grid, Rules::default()), true);
    let read = cells(&mut app);
    assert_eq!(read[0].1, "face down, row 1, column 1");
    assert!(read[0].3.is_none());
    assert_eq!(read[1].1, "circle, orange, row 1, column 2");
    assert_eq!(read[3].1, "square, sky blue, row 1, column 4");
    assert_eq!(read[3].3.as_deref(), Some("cannot be picked yet"));
}

#[test]
fn the_reader_s_focus_follows_the_keyboard_cursor() {
    let mut app = reading(fixed_app("ab.\n.ba", Rules::default()), true);
    app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(2, 1);
    app.update();
    let focused = app.world().resource::<InputFocus>().get().unwrap();
    let cell = app.world().get::<ReadCell>(focused).unwrap();
    assert_eq!(cell.pos, Pos::new(2, 1));
}

#[test]
fn a_link_is_said_with_the_pairs_left_and_a_refusal_with_its_reason() {
    // The a's need three turns, by the ring or not; the c's link (no re-deal is due).
    let mut app = reading(fixed_app("ab.c\nba.c", Rules::default()), true);
    pick(&mut app, Pos::new(0, 0));
    app.update();
    pick(&mut app, Pos::new(1, 1));
    until_answered(&mut app);
    assert_eq!(
        said(&mut app),
        ["No link: it needs more than 2 turns"],
        "the refusal's words, as the notice over the pair says them"
    );

    let mut app = reading(fixed_app("aab\nb..", Rules::default()), true);
    pick(&mut app, Pos::new(0, 0));
    app.update();
    pick(&mut app, Pos::new(1, 0));
    until_answered(&mut app);
    assert_eq!(said(&mut app), ["Linked circle, orange. Pairs left: 1"]);
    assert_eq!(cells(&mut app)[0].1, "empty, row 1, column 1");
}

/// For a reader that hears no announcement (Orca 43), the news is on the focused cell's
/// description too, and leaves it when the focus moves on; not while readers hear them.
#[test]
fn the_news_is_on_the_focus_for_readers_that_miss_announcements() {
    for wanted in [true, false] {
        let mut app = reading(fixed_app("aab\nb..", Rules::default()), true);
        // A flag of the test's own: the registry's thread (if a bus answers here) holds the old.
        let flag = std::sync::atomic::AtomicBool::new(wanted);
        app.insert_resource(NewsOnFocus(std::sync::Arc::new(flag)));
        app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(1, 0);
        pick(&mut app, Pos::new(0, 0));
        app.update();
        pick(&mut app, Pos::new(1, 0));
        until_answered(&mut app);
        let described = |app: &mut App, p: Pos| {
            let read = cells(app);
            read.into_iter().find(|(at, ..)| *at == p).unwrap().3
        };
        let news = "Linked circle, orange. Pairs left: 1";
        assert_eq!(said(&mut app), [news]);
        let expected = wanted.then(|| news.to_string());
        assert_eq!(
            described(&mut app, Pos::new(1, 0)),
            expected,
            "wanted: {wanted}"
        );

        app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(2, 0);
        app.update();
        assert_eq!(
            described(&mut app, Pos::new(1, 0)),
            None,
            "the news leaves the cell"
        );
        assert_eq!(described(&mut app, Pos::new(2, 0)), None);
        if wanted {
            the_same_news_again_is_told_apart_only_on_the_same_cell(&mut app, described);
        }
    }
}

/// The same hint twice on the focused cell changes its description (else it would not be said
/// again); on another cell it is put as it is.
fn the_same_news_again_is_told_apart_only_on_the_same_cell(
    app: &mut App,
    described: impl Fn(&mut App, Pos) -> Option<String>,
) {
    let hint = |app: &mut App| {
        app.world_mut()
            .write_message(crate::game::core::messages::HintShown {
                a: Pos::new(2, 0),
                b: Pos::new(0, 1),
            });
        app.update();
    };
    hint(app);
    let first = described(app, Pos::new(2, 0)).expect("the hint on the cell");
    hint(app);
    let again = described(app, Pos::new(2, 0)).expect("the hint again");
    assert_ne!(again, first);
    assert_eq!(again.replace('\u{200B}', ""), first);
    app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(0, 1);
    app.update();
    hint(app);
    assert_eq!(described(app, Pos::new(0, 1)), Some(first));
}

#[test]
fn a_hint_is_said_with_its_places_and_the_last_link_with_the_win() {
    let mut app = reading(fixed_app("ab.\n.ba", Rules::default()), true);
    app.world_mut()
        .write_message(crate::game::core::messages::HintShown {
            a: Pos::new(1, 0),
            b: Pos::new(1, 1),
        });
    app.update();
    assert_eq!(
        said(&mut app),
        ["Hint: square, sky blue, row 1, column 2, and row 2, column 2"]
    );
    app.world_mut()
        .write_message(crate::game::core::messages::BoardCleared { seconds: 9.0 });
    app.update();
    assert_eq!(said(&mut app), ["Cleared!"], "the win is said");
}

#[test]
fn nothing_is_built_while_no_reader_listens() {
    let mut app = reading(fixed_app("ab.\n.ba", Rules::default()), false);
    pick(&mut app, Pos::new(0, 0));
    app.update();
    assert!(cells(&mut app).is_empty());
    assert!(said(&mut app).is_empty());
}

#[test]
fn the_row_and_a_tile_s_matches_are_read_on_their_keys() {
    // The a's touch; the b's link round the empty corner: two pairs open.
    let mut app = reading(fixed_app("aab\nb..", Rules::default()), true);
    app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(0, 1);
    press(&mut app, KeyCode::KeyI);
    assert_eq!(
        said(&mut app),
        ["Row 2: square, sky blue; 2 empty"],
        "a run of empty cells is said once"
    );
    press(&mut app, KeyCode::KeyO);
    assert_eq!(
        said(&mut app),
        ["square, sky blue: one more, at row 1, column 3. Open pairs: 2"]
    );
    app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(2, 1);
    press(&mut app, KeyCode::KeyO);
    assert_eq!(
        said(&mut app),
        ["Open pairs: 2"],
        "an empty cell has no kind"
    );
}

#[test]
fn a_face_down_tile_s_kind_is_not_told_by_its_matches() {
    // The first a face down, the second b in ice; the c's link (so no re-deal is due).
    let grid = layered("aabbcc", "H..I..");
    let mut app = reading(fixed_grid_app(&grid, Rules::default()), true);
    close_the_cards(&mut app);
    app.world_mut().resource_mut::<KeyboardCursor>().pos = Pos::new(1, 0);
    press(&mut app, KeyCode::KeyO);
    assert_eq!(
        said(&mut app),
        ["circle, orange: no other on the board. Open pairs: 1"],
        "neither the face-down twin nor a pair with it is told"
    );
}

#[test]
fn the_clock_s_last_seconds_are_said_once_each() {
    use crate::game::core::clock::DealClock;
    use std::time::Duration;

    let mut app = reading(fixed_app("ab.\n.ba", Rules::default()), true);
    app.world_mut().resource_mut::<LevelSpec>().level.time_limit = Some(100);
    app.update();
    assert!(said(&mut app).is_empty(), "a long way from the end");
    let run_to = |app: &mut App, seconds: f32| {
        app.world_mut().resource_mut::<DealClock>().counted = Duration::from_secs_f32(seconds);
        app.update();
        said(app)
    };
    assert_eq!(run_to(&mut app, 41.0), ["59 seconds left"]);
    assert_eq!(
        run_to(&mut app, 50.0),
        ["59 seconds left"],
        "nothing new to say"
    );
    assert_eq!(run_to(&mut app, 75.0), ["25 seconds left"]);
    assert_eq!(run_to(&mut app, 95.5), ["5 seconds left"]);
    // Time given back opens the moments above it again.
    assert_eq!(run_to(&mut app, 60.0), ["5 seconds left"]);
    assert_eq!(run_to(&mut app, 80.0), ["20 seconds left"]);
}

/// A dialog is said whole as it opens, once: the pause menu's words, a finish screen's result;
/// any other menu by its title alone. Its buttons are left to the focus.
#[test]
fn a_dialog_is_said_once_as_it_opens_and_a_menu_by_its_title() {
    use crate::game::core::screen::Menu;
    use crate::suite::screens::menus::{menus_app, open};

    let mut app = reading(menus_app(), true);
    let announcement = |app: &mut App| {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<Announcement>>()
            .iter(world)
            .next()
    };
    open(&mut app, Menu::Lost);
    let lost = said(&mut app);
    assert!(lost.iter().any(|s| s.contains("Time's up")), "{lost:?}");
    assert!(
        !lost.iter().any(|s| s.contains("Look at the board")),
        "{lost:?}"
    );
    let first = announcement(&mut app);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        announcement(&mut app),
        first,
        "said once, not again each frame"
    );
    open(&mut app, Menu::Pause);
    assert_eq!(
        said(&mut app),
        ["Paused; the clock is stopped; classic 14x8  ·  seed 60"]
    );
    open(&mut app, Menu::Settings);
    let settings = said(&mut app);
    assert_eq!(settings, ["Settings"], "a menu by its title");
}
