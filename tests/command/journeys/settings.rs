//! Settings walked row by row with the keys, each row stepped forward and back (Right, Left),
//! with its arrows and with the right button, and one change kept across a restart.

use super::desktop::{Desktop, PATIENCE, wait_until};
use super::scene::{Button, Scene};
use super::{DataDir, Game};

/// The focused row, once the Settings page shows.
fn focused(game: &Game) -> Button {
    let scene = game.wait_for("Settings", |s| {
        s.menu == "Settings" && s.focused().is_some()
    });
    scene.focused().unwrap().clone()
}

/// Waits until the focused row says something else than `before`; what it says then.
fn changed(game: &Game, before: &str) -> Button {
    let scene = game.wait_for("the row to change", |s| {
        s.focused().is_some_and(|b| b.words != before)
    });
    scene.focused().unwrap().clone()
}

/// `at` read until it stays put: a window going to or from full screen moves the rows for a
/// while.
fn settled(game: &Game, at: impl Fn(&Game) -> (f32, f32)) -> (f32, f32) {
    let mut last = at(game);
    wait_until("the row to stay put", PATIENCE, || {
        std::thread::sleep(std::time::Duration::from_millis(400));
        let now = at(game);
        let still = now == last;
        last = now;
        still.then_some(now)
    })
}

/// Where the focused row's arrow stepping by `by` is.
fn arrow(game: &Game, by: i8) -> (f32, f32) {
    settled(game, |game| {
        let row = focused(game);
        let arrow = row.arrows.iter().find(|(b, _)| *b == by);
        arrow.expect("the row's arrow").1.centre()
    })
}

/// Waits until the focused row says `words` again.
fn back_to(game: &Game, what: &str, words: &str) {
    game.wait_for(what, |s: &Scene| {
        s.focused().is_some_and(|b| b.words == words)
    });
}

/// Steps the focused row forward and back with the keys, then with its arrows, then back with
/// the right button: each time its words change and come back.
fn step_both_ways(game: &Game) {
    let row = focused(game);
    if row.arrows.is_empty() {
        return;
    }
    game.key("Right");
    changed(game, &row.words);
    game.key("Left");
    back_to(game, "the row back", &row.words);
    let other = |s: &Scene| s.focused().is_some_and(|b| b.words != row.words);
    let same = |s: &Scene| s.focused().is_some_and(|b| b.words == row.words);
    let back = game.click_until(|game| arrow(game, -1), other);
    let back = back.focused().unwrap().clone();
    game.click_until(|game| arrow(game, 1), same);
    game.click_until(|game| arrow(game, 1), other);
    game.right_click(settled(game, |game| focused(game).centre()));
    back_to(game, "the right button to step it back", &row.words);
    assert_ne!(back.words, row.words);
}

#[test]
#[ignore = "needs a display and a window manager: scripts/test runs it"]
fn settings_are_walked_row_by_row_and_a_change_is_kept() {
    let desktop = Desktop::new("1366x768");
    let data = DataDir::past_the_lesson("settings");
    let game = desktop.start(data.path(), &[]);
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    game.click_button_until("Settings", |s| s.menu == "Settings");
    let mut walked = Vec::new();
    loop {
        let row = focused(&game);
        if row.arrows.is_empty() {
            break;
        }
        step_both_ways(&game);
        walked.push(row.words.clone());
        game.key("Down");
        game.wait_for("the next row", |s| {
            s.focused().is_some_and(|b| b.words != row.words)
        });
    }
    assert_eq!(walked.len(), 16, "every setting: {walked:?}");
    // Removal speed, made fast, stays fast.
    let speed = game.scene().button("Removal speed").unwrap().clone();
    let forward = speed.arrows.iter().find(|(by, _)| *by > 0).unwrap().1;
    game.click(forward.centre());
    game.wait_for("fast", |s| {
        s.button("Removal speed")
            .is_some_and(|b| b.words.contains("fast"))
    });
    game.close();
    assert!(data.read("settings.ron").contains("removal_speed: Fast"));
    let game = desktop.start(data.path(), &[]);
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    game.click_button_until("Settings", |s| s.menu == "Settings");
    game.wait_for("fast, still", |s| {
        s.button("Removal speed")
            .is_some_and(|b| b.words.contains("fast"))
    });
    game.close();
}
