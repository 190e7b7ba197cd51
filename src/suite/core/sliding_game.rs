//! KShisen's sliding rule in the game, headless: a pair with one slide slides at once; with
//! two, both are offered and the pick of a pushed tile chooses; a game with slides proves as a
//! replay.

use bevy::prelude::*;

use crate::engine::slide_links::{picks_for, slides_for_pick};
use crate::engine::{Pos, SlideLink, Step, safe_hint, solve};
use crate::game::core::moves::selection::Selection;
use crate::game::core::screen::Menu;
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::Recorder;
use crate::suite::common::*;
use crate::suite::replays::replay::{app_for, level, settle};

/// The mover at (1, 1) cannot link the `a` at (3, 3): it may push `b` along its row, or `c`
/// and `d` down its column.
const TWO_SLIDES: &str = r#"(
    name: "Slides",
    id: "slides",
    layout: [".....", ".xx..", ".x...", ".x.x.", ".....", "x..xx"],
    fixed: [".....", ".ab..", ".c...", ".d.a.", ".....", "b..cd"],
    rules: (max_turns: 1, outer_ring: false, tiles_slide: true),
)"#;

const MOVER: Pos = Pos::new(1, 1);
const PARTNER: Pos = Pos::new(3, 3);

fn slides_app() -> App {
    let mut app = app_for(level(TWO_SLIDES), 1);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    run_for(&mut app, 0.3);
    settle(&mut app);
    app
}

fn pick_and_settle(app: &mut App, p: Pos) {
    pick(app, p);
    app.update();
    settle(app);
}

fn offered(app: &App) -> Option<[SlideLink; 2]> {
    app.world().resource::<Selection>().choice
}

/// The slide whose board can still be cleared.
fn good_slide(app: &App) -> SlideLink {
    let b = board(app);
    let (grid, rules) = (b.grid(), b.rules());
    let slides = slides_for_pick(grid, MOVER, PARTNER, &rules);
    assert_eq!(slides.len(), 2, "{slides:?}");
    *slides
        .iter()
        .find(|s| {
            let mut after = grid.clone();
            Step::Slide(**s).play(&mut after, &rules);
            solve(&after, &rules, 100_000).is_clearable()
        })
        .expect("one slide keeps the board clearable")
}

#[test]
fn two_slides_are_offered_and_a_pushed_tile_chooses() {
    let mut app = slides_app();
    let chosen = good_slide(&app);
    let tiles = board(&app).grid().tile_count();
    pick_and_settle(&mut app, MOVER);
    pick_and_settle(&mut app, PARTNER);
    let options = offered(&app).expect("two slides offered");
    assert!(options.contains(&chosen));
    assert_eq!(board(&app).grid().tile_count(), tiles, "nothing moves yet");
    assert_eq!(app.world().resource::<Selection>().first, Some(MOVER));

    let pushed = chosen.pushes(board(&app).grid()).unwrap();
    let kind = board(&app).grid().kind(pushed[1].from);
    pick_and_settle(&mut app, pushed[1].from);
    assert_eq!(offered(&app), None);
    let grid = board(&app).grid();
    assert_eq!(grid.tile_count(), tiles - 2, "the pair left");
    assert_eq!(grid.kind(pushed[1].to), kind, "the pushed tile moved");
    assert_eq!(grid.kind(PARTNER), None);

    // The rest by the hint's picks, then the replay proves the game with its slide.
    for _ in 0..10 {
        let b = board(&app);
        if b.grid().is_cleared() {
            break;
        }
        let (grid, rules) = (b.grid().clone(), b.rules());
        let hint = safe_hint(&grid, &rules, 100_000).expect("a clearable board has a hint");
        for p in picks_for(&grid, &hint.step, &rules) {
            pick_and_settle(&mut app, p);
        }
    }
    assert!(board(&app).grid().is_cleared());
    run_for(&mut app, 1.5);
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(replay.result.cleared, "{:?}", replay.result);
    let proven = prove(&replay, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);
}

#[test]
fn another_pick_lets_the_slides_go() {
    let mut app = slides_app();
    pick_and_settle(&mut app, MOVER);
    pick_and_settle(&mut app, PARTNER);
    assert!(offered(&app).is_some());
    let tiles = board(&app).grid().tile_count();
    // A `b` that neither slide pushes: the choice closes, nothing slides, and the pick
    // selects as any pick does.
    let other = Pos::new(0, 5);
    pick_and_settle(&mut app, other);
    assert_eq!(offered(&app), None);
    assert_eq!(board(&app).grid().tile_count(), tiles);
    assert_eq!(app.world().resource::<Selection>().first, Some(other));
}

#[test]
fn a_single_slide_is_made_at_once() {
    let text = r#"(
        name: "Slide",
        id: "slide",
        layout: ["x..x..", "xxx...", "xx..x."],
        fixed: ["d..a..", "abc...", "cb..d."],
        rules: (max_turns: 1, outer_ring: false, tiles_slide: true),
    )"#;
    let mut app = app_for(level(text), 1);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    run_for(&mut app, 0.3);
    settle(&mut app);
    let (mover, partner) = (Pos::new(0, 1), Pos::new(3, 0));
    let b = board(&app);
    assert_eq!(
        slides_for_pick(b.grid(), mover, partner, &b.rules()).len(),
        1
    );
    pick_and_settle(&mut app, mover);
    pick_and_settle(&mut app, partner);
    let grid = board(&app).grid();
    assert_eq!(offered(&app), None);
    assert_eq!(grid.kind(partner), None, "linked at once");
    assert_eq!(
        grid.kind(Pos::new(5, 1)),
        Some(2),
        "`c` pushed to the end of its row"
    );
}
