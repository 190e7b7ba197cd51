//! Undo, redo and scoring through the ECS, headless.

use bevy::prelude::*;

use crate::engine::{Pos, Rules, all_moves};
use crate::game::core::board::{Board, GridPos, OutOfPlay, TileId};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{History, RedoRequested, UndoRequested};
use crate::game::core::messages::MatchRequest;
use crate::game::core::power_ups::{PowerUp, PowerUpUsed};
use crate::game::core::score::{PAIR_POINTS, Score};
use crate::game::power_ups::hint::Hint;
use crate::suite::common::*;

fn grid_text(app: &App) -> String {
    board(app).grid().to_text()
}

/// Which tile identity sits in each cell, by entity and by the board's index.
fn tiles_by_cell(app: &mut App) -> Vec<(Pos, u32)> {
    let world = app.world_mut();
    let mut v: Vec<(Pos, u32)> = world
        .query_filtered::<(&GridPos, &TileId), Without<OutOfPlay>>()
        .iter(world)
        .map(|(p, id)| (p.0, id.0))
        .collect();
    v.sort_by_key(|(p, _)| (p.y, p.x));
    let board = app.world().resource::<Board>();
    for &(p, id) in &v {
        assert_eq!(board.id_at(p), Some(TileId(id)), "board index at {p}");
    }
    v
}

fn link_first_move(app: &mut App) -> (Pos, Pos) {
    let rules = board(app).rules();
    let (a, b) = all_moves(board(app).grid(), &rules)[0];
    app.world_mut().write_message(MatchRequest { a, b });
    app.update();
    (a, b)
}

fn undo(app: &mut App) {
    app.world_mut().write_message(UndoRequested);
    app.update();
}

fn redo(app: &mut App) {
    app.world_mut().write_message(RedoRequested);
    app.update();
}

#[test]
fn undo_and_redo_walk_back_and_forth_exactly() {
    let mut app = dealt_app("classic 14x8", 11);
    let mut states = vec![(grid_text(&app), tiles_by_cell(&mut app))];
    let mut scores = vec![app.world().resource::<Score>().earned];
    for _ in 0..6 {
        link_first_move(&mut app);
        run_for(&mut app, 0.2);
        states.push((grid_text(&app), tiles_by_cell(&mut app)));
        scores.push(app.world().resource::<Score>().earned);
    }
    assert_eq!(app.world().resource::<History>().undo_steps(), 6);
    for back in (0..6).rev() {
        undo(&mut app);
        run_for(&mut app, 0.5);
        assert_eq!(
            (grid_text(&app), tiles_by_cell(&mut app)),
            states[back],
            "undo to step {back}"
        );
        assert_eq!(app.world().resource::<Score>().earned, scores[back]);
        assert_eq!(live_tiles(&mut app), 112 - 2 * back);
        // Nothing lingers once the animations are over.
        assert_eq!(all_tile_entities(&mut app), 112 - 2 * back);
    }
    // Nothing left to undo: the board stays.
    undo(&mut app);
    assert_eq!(grid_text(&app), states[0].0);
    for forward in 1..=6 {
        redo(&mut app);
        run_for(&mut app, 0.5);
        assert_eq!(
            (grid_text(&app), tiles_by_cell(&mut app)),
            states[forward],
            "redo to step {forward}"
        );
        assert_eq!(app.world().resource::<Score>().earned, scores[forward]);
    }
    redo(&mut app);
    assert_eq!(grid_text(&app), states[6].0);
}

#[test]
fn a_new_move_after_undo_drops_the_redo_steps() {
    let mut app = dealt_app("classic 14x8", 12);
    link_first_move(&mut app);
    link_first_move(&mut app);
    undo(&mut app);
    assert_eq!(app.world().resource::<History>().redo_steps(), 1);
    link_first_move(&mut app);
    let h = app.world().resource::<History>();
    assert_eq!((h.undo_steps(), h.redo_steps()), (2, 0));
}

#[test]
fn undo_keeps_penalties_and_the_clock() {
    let mut app = dealt_app("classic 14x8", 13);
    link_first_move(&mut app);
    let clock_before = app.world().resource::<DealClock>().seconds();
    assert!(clock_before > 0.0, "the deal clock runs");
    let hint = vec![Pos::new(0, 0), Pos::new(1, 0)];
    app.world_mut().write_message(PowerUpUsed::of::<Hint>(hint));
    app.update();
    let s = app.world().resource::<Score>().clone();
    assert_eq!(
        (s.earned, s.penalties, s.total()),
        (PAIR_POINTS, Hint::COST, PAIR_POINTS - Hint::COST)
    );
    undo(&mut app);
    let s = app.world().resource::<Score>().clone();
    assert_eq!((s.earned, s.penalties, s.total()), (0, Hint::COST, 0));
    // The deal's own clock, not Bevy's: undo does not give time back.
    let clock_after = app.world().resource::<DealClock>().seconds();
    assert!(
        clock_after > clock_before,
        "undo rewound the deal clock: {clock_before} s before, {clock_after} s after"
    );
    // The chain starts again: the next link scores ×1 however soon it comes.
    link_first_move(&mut app);
    assert_eq!(app.world().resource::<Score>().combo, 1);
}

#[test]
fn quick_links_score_a_combo() {
    let mut app = dealt_app("classic 14x8", 14);
    for _ in 0..3 {
        link_first_move(&mut app);
    }
    let s = app.world().resource::<Score>();
    assert_eq!((s.combo, s.earned), (3, PAIR_POINTS * (1 + 2 + 3)));
}

#[test]
fn spamming_undo_and_redo_during_animations_never_desynchronises() {
    let mut app = dealt_app("classic 14x8", 15);
    for round in 0..40 {
        match round % 5 {
            0 | 1 | 3 => {
                link_first_move(&mut app);
            }
            2 => undo(&mut app),
            _ => {
                app.world_mut().write_message(UndoRequested);
                app.world_mut().write_message(UndoRequested);
                app.world_mut().write_message(RedoRequested);
                app.update();
            }
        }
        // The debug check in `Last` panics on any disagreement; count as well.
        assert_eq!(live_tiles(&mut app), board(&app).grid().tile_count());
    }
    run_for(&mut app, 1.0);
    assert_eq!(all_tile_entities(&mut app), board(&app).grid().tile_count());
}

#[test]
fn a_cleared_board_cannot_be_undone() {
    let mut app = fixed_app("aa\n..", Rules::default());
    app.world_mut().resource_mut::<LevelSpec>().level.stars = [100, 250, 100_000];
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(1, 0),
    });
    app.update();
    assert!(board(&app).grid().is_cleared());
    undo(&mut app);
    assert!(board(&app).grid().is_cleared());
    let result = app.world().resource::<Score>().result.expect("scored");
    assert_eq!(result.points, PAIR_POINTS + result.time_bonus);
    assert_eq!(result.stars, if result.points >= 250 { 2 } else { 1 });
}
