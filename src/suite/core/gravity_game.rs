//! Gravity in the game, headless: tiles slide after a removal (same entities, new cells),
//! the selection follows, undo puts every tile back exactly, and whole boards under every mode
//! play to the end.

use std::time::Duration;

use bevy::prelude::*;

use crate::engine::{Gravity, Pos, Rules};
use crate::game::core::board::{GridPos, OutOfPlay, TileId};
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{MatchRequest, TilePicked};
use crate::game::core::moves::selection::Selection;
use crate::game::modes::demo::Demo;
use crate::game::view::board::tile_animation::{Appearing, Sliding};
use crate::suite::common::*;

fn down() -> Rules {
    Rules {
        gravity: Gravity::Down,
        ..Rules::default()
    }
}

fn grid_text(app: &App) -> String {
    board(app).grid().to_text().trim_end().to_string()
}

/// The live tile entity at `p`, with its identity.
fn tile_at(app: &mut App, p: Pos) -> Option<(Entity, u32)> {
    let world = app.world_mut();
    world
        .query_filtered::<(Entity, &GridPos, &TileId), Without<OutOfPlay>>()
        .iter(world)
        .find(|(_, g, _)| g.0 == p)
        .map(|(e, _, id)| (e, id.0))
}

#[test]
fn tiles_fall_after_a_removal_and_undo_puts_them_back() {
    // Column 0 holds a over b over b; the b's go and the a falls two cells.
    let mut app = fixed_app("a.\nb.\nba", down());
    let top = Pos::new(0, 0);
    let bottom = Pos::new(0, 2);
    let (falling, id) = tile_at(&mut app, top).unwrap();
    // Select the a first: the selection must follow it down.
    app.world_mut().write_message(TilePicked(top));
    app.update();
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 1),
        b: bottom,
    });
    app.update();
    assert_eq!(grid_text(&app), "..\n..\naa");
    assert_eq!(
        tile_at(&mut app, bottom),
        Some((falling, id)),
        "the same tile fell"
    );
    assert!(
        app.world().get::<Sliding>(falling).is_some(),
        "and glides there"
    );
    assert_eq!(app.world().resource::<Selection>().first, Some(bottom));
    run_for(&mut app, 0.6);
    assert!(
        app.world().get::<Sliding>(falling).is_none(),
        "the glide ends"
    );

    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(grid_text(&app), "a.\nb.\nba");
    assert_eq!(
        tile_at(&mut app, top),
        Some((falling, id)),
        "it went back up"
    );
    assert!(app.world().get::<Sliding>(falling).is_some());
    let (b, _) = tile_at(&mut app, bottom).unwrap();
    assert!(
        app.world().get::<Appearing>(b).is_some(),
        "the b's come back"
    );
    run_for(&mut app, 0.6);
    assert_eq!(all_tile_entities(&mut app), 4);

    app.world_mut().write_message(RedoRequested);
    app.update();
    assert_eq!(grid_text(&app), "..\n..\naa");
    assert_eq!(tile_at(&mut app, bottom), Some((falling, id)));
}

#[test]
fn a_second_request_in_the_same_frame_meets_the_settled_board() {
    // After the b's go, the a's fall side by side; a request naming the a's old cells in the
    // same frame finds no tile there and is refused, never removing the wrong pair.
    let mut app = fixed_app("a.\nb.\nba", down());
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 1),
        b: Pos::new(0, 2),
    });
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(1, 2),
    });
    app.update();
    let rec = app.world().resource::<Record>();
    assert_eq!(rec.found.len(), 1);
    assert_eq!(rec.rejected.len(), 1);
    assert_eq!(grid_text(&app), "..\n..\naa");
}

#[test]
fn whole_boards_play_to_the_end_under_every_gravity() {
    for gravity in Gravity::ALL {
        let mut spec = LevelSpec::built_in("classic 14x8", 60).unwrap();
        spec.level.rules.gravity = gravity;
        let mut app = app_with(spec);
        let mut demo = Demo::new(Duration::from_millis(10));
        demo.next_board = false;
        app.insert_resource(demo);
        // The demo's pairs come from the background solver, so the bound is on real time.
        let start = std::time::Instant::now();
        while !board(&app).grid().is_cleared() {
            app.update();
            assert!(
                start.elapsed().as_secs() < 120,
                "{gravity}: the demo stalled"
            );
        }
        run_for(&mut app, 1.0);
        assert_eq!(all_tile_entities(&mut app), 0, "{gravity}");
        let rec = app.world().resource::<Record>();
        assert_eq!((rec.found.len(), rec.cleared), (56, 1), "{gravity}");
    }
}

/// With less motion, tiles are at once where they go: no glide down, no growing back in, and a
/// refused pair flushes red where it stands rather than shaking.
#[test]
fn with_less_motion_tiles_jump_and_a_refusal_flushes_without_shaking() {
    use crate::formats::saves::settings::Motion;
    use crate::game::core::settings::Settings;
    use crate::game::view::board::tile_animation::Shake;

    let mut app = fixed_app("a.\nb.\nba", down());
    app.world_mut().resource_mut::<Settings>().motion = Motion::Reduced;
    let (falling, _) = tile_at(&mut app, Pos::new(0, 0)).unwrap();
    // Headless tiles have no picture: give this one what the animation moves and tints.
    let drawn = (Transform::default(), Sprite::default());
    app.world_mut().entity_mut(falling).insert(drawn.clone());
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 1),
        b: Pos::new(0, 2),
    });
    app.update();
    assert_eq!(grid_text(&app), "..\n..\naa");
    assert!(app.world().get::<Sliding>(falling).is_none(), "no glide");
    let at_rest = *app.world().get::<Transform>(falling).unwrap();
    app.update();
    assert_eq!(
        app.world().get::<Transform>(falling).unwrap().translation,
        at_rest.translation,
        "already in its cell"
    );
    app.world_mut().write_message(UndoRequested);
    app.update();
    let (b, _) = tile_at(&mut app, Pos::new(0, 2)).unwrap();
    assert!(app.world().get::<Appearing>(b).is_none(), "no growing in");
    assert!(app.world().get::<Sliding>(falling).is_none());
    app.world_mut().entity_mut(b).insert(drawn);
    app.update();

    // The a on top and the b below it do not match: refused.
    let still = *app.world().get::<Transform>(b).unwrap();
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 2),
    });
    app.update();
    app.update();
    assert!(
        app.world().get::<Shake>(b).is_some(),
        "the refusal is shown"
    );
    let now = app.world().get::<Transform>(b).unwrap();
    assert_eq!(now.translation, still.translation, "without moving");
    let colour = app.world().get::<Sprite>(b).unwrap().color.to_srgba();
    assert!(
        colour.green < 0.9 && colour.red > 0.99,
        "but flushed: {colour:?}"
    );
}
