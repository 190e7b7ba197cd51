//! Headless ECS tests of the game logic: `MinimalPlugins` plus the logic plugin, driven by
//! messages and key presses, with time advanced by hand.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::engine::{Grid, Pos, Refusal, Rules, all_moves};
use crate::formats::level::Level;
use crate::formats::saves::settings::Motion;
use crate::game::core::board::{Board, GridPos, TileKind};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::core::messages::MatchRequest;
use crate::game::core::moves::selection::Selection;
use crate::game::core::settings::Settings;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::logic::LogicPlugin;
use crate::game::modes::demo::Demo;
use crate::game::view::board::effects::{Fading, Spark};
use crate::i18n::Language;
use crate::suite::common::*;

#[test]
fn a_level_that_cannot_be_dealt_says_why_in_the_readers_language() {
    let mut level = Level::new("Odd", Grid::from_text("abc").unwrap());
    level.names.insert("zh".into(), "单数".into());
    let app = app_with(LevelSpec::new(level, 1));
    let problem = app.world().resource::<LevelProblem>().0.clone();
    let problem = problem.expect("three tiles cannot be dealt");
    let english = problem.text(Language::English);
    let chinese = problem.text(Language::Chinese);
    assert!(
        english.contains("Odd") && english.contains('3'),
        "{english}"
    );
    assert!(
        chinese.contains("单数") && chinese.contains('3'),
        "{chinese}"
    );
}

#[test]
fn request_found_removes_the_pair() {
    let mut app = dealt_app("classic 14x8", 3);
    let tiles_before = live_tiles(&mut app);
    assert_eq!(tiles_before, 112);
    let (a, b) = all_moves(board(&app).grid(), &Rules::default())[0];
    pick(&mut app, a);
    app.update();
    assert_eq!(app.world().resource::<Selection>().first, Some(a));
    pick(&mut app, b);
    app.update();
    let rec = app.world().resource::<Record>();
    assert_eq!(rec.found, vec![(a, b)]);
    assert!(board(&app).grid().kind(a).is_none() && board(&app).grid().kind(b).is_none());
    assert_eq!(live_tiles(&mut app), tiles_before - 2);
    // The entities linger while they vanish, then are despawned.
    assert_eq!(all_tile_entities(&mut app), tiles_before);
    run_for(&mut app, 0.5);
    assert_eq!(all_tile_entities(&mut app), tiles_before - 2);
    assert_eq!(app.world().resource::<Selection>().first, None);
}

#[test]
fn moves_left_follows_the_board() {
    use crate::game::core::moves_left::MovesLeft;
    let closed = Rules {
        outer_ring: false,
        ..Rules::default()
    };
    // Every pair touches its partner.
    let mut app = fixed_app("aabd\nccbd", closed);
    app.update();
    let moves = |app: &App| app.world().resource::<MovesLeft>().count();
    assert_eq!(moves(&app), Some(4));
    // The two d's are walled in (no ring): three moves.
    let mut app = fixed_app("aab\nccb\nd#d", closed);
    app.update();
    assert_eq!(moves(&app), Some(3));
    pick(&mut app, Pos::new(0, 0));
    pick(&mut app, Pos::new(1, 0));
    app.update();
    app.update();
    assert_eq!(board(&app).pairs_left(), 3);
    assert_eq!(moves(&app), Some(2), "a–a gone");
}

#[test]
fn unlinkable_pair_is_rejected_and_stays() {
    // The two a's link only round the closed ring; b's are linkable.
    let closed = Rules {
        outer_ring: false,
        ..Rules::default()
    };
    let mut app = fixed_app("a#a\nb#b\n###\nbb.", closed);
    pick(&mut app, Pos::new(0, 0));
    pick(&mut app, Pos::new(2, 0));
    app.update();
    let rec = app.world().resource::<Record>();
    assert_eq!(
        rec.rejected,
        vec![(Pos::new(0, 0), Pos::new(2, 0), Refusal::OnlyThroughRing)]
    );
    assert!(rec.found.is_empty());
    assert_eq!(live_tiles(&mut app), 6);
    assert_eq!(board(&app).grid().kind(Pos::new(0, 0)), Some(0));
}

#[test]
fn illegal_requests_are_refused() {
    let mut app = fixed_app("ab.\nab.", Rules::default());
    let w = app.world_mut();
    w.write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 0),
    });
    w.write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(1, 0),
    });
    w.write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(2, 0),
    });
    w.write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(9, 9),
    });
    app.update();
    let reasons: Vec<Refusal> = app
        .world()
        .resource::<Record>()
        .rejected
        .iter()
        .map(|r| r.2)
        .collect();
    assert_eq!(
        reasons,
        vec![
            Refusal::SameTile,
            Refusal::DifferentKinds,
            Refusal::NotATile,
            Refusal::NotATile
        ]
    );
    assert_eq!(live_tiles(&mut app), 4);
    // Picking the same tile twice deselects; another kind moves the selection; empty cells
    // are ignored.
    pick(&mut app, Pos::new(0, 0));
    pick(&mut app, Pos::new(0, 0));
    app.update();
    assert_eq!(app.world().resource::<Selection>().first, None);
    pick(&mut app, Pos::new(0, 0));
    pick(&mut app, Pos::new(1, 0));
    pick(&mut app, Pos::new(2, 0));
    app.update();
    assert_eq!(
        app.world().resource::<Selection>().first,
        Some(Pos::new(1, 0))
    );
}

#[test]
fn clearing_the_board_wins_once() {
    let mut app = fixed_app("a.a", Rules::default());
    pick(&mut app, Pos::new(0, 0));
    pick(&mut app, Pos::new(2, 0));
    run_for(&mut app, 1.0);
    let rec = app.world().resource::<Record>();
    assert_eq!(rec.cleared, 1);
    assert!(app.world().resource::<DealClock>().finished.is_some());
    assert_eq!(all_tile_entities(&mut app), 0);
}

#[test]
fn dead_end_is_redealt() {
    let closed = Rules {
        outer_ring: false,
        ..Rules::default()
    };
    let mut app = fixed_app("ab\nba", closed);
    // The re-deal is worked out in the background.
    until(&mut app, |app| {
        app.world().resource::<Record>().shuffled > 0
    });
    app.update();
    let rec = app.world().resource::<Record>();
    assert_eq!(rec.shuffled, 1);
    let grid = &board(&app).grid();
    assert!(!all_moves(grid, &closed).is_empty(), "{grid:?}");
    // The entities carry the new kinds (the debug sync check also runs every frame).
    let world = app.world_mut();
    let mut q = world.query::<(&GridPos, &TileKind)>();
    let grid = world.resource::<Board>().grid().clone();
    for (p, k) in q.iter(world) {
        assert_eq!(grid.kind(p.0), Some(k.0));
    }
}

/// The last pair taken while the dead-end check still works on the board before it: the
/// finished board leaves no question open (a replay and a waiting test would wait on it
/// forever).
#[test]
fn a_finished_board_leaves_no_dead_end_question_open() {
    let mut app = fixed_app("aabb", Rules::default());
    app.update();
    link(&mut app, Pos::new(0, 0), Pos::new(1, 0));
    assert!(
        board(&app).has_open_questions(),
        "the check asks about the board left"
    );
    link(&mut app, Pos::new(2, 0), Pos::new(3, 0));
    assert!(board(&app).grid().is_cleared());
    let start = std::time::Instant::now();
    while board(&app).is_thinking() && start.elapsed() < BACKGROUND_PATIENCE {
        std::thread::sleep(Duration::from_millis(1));
    }
    app.update();
    assert!(!board(&app).has_open_questions());
}

fn link(app: &mut App, a: Pos, b: Pos) {
    app.world_mut().write_message(MatchRequest { a, b });
    app.update();
}

#[test]
fn the_solver_catches_dead_ends_that_still_have_moves() {
    // Moves remain (the a's), but after them the b's and c's cross: no order clears it.
    let closed = Rules {
        outer_ring: false,
        ..Rules::default()
    };
    let text = "aa\nbc\ncb";
    let grid = Grid::from_text(text).unwrap();
    assert!(!all_moves(&grid, &closed).is_empty());
    let mut app = fixed_app(text, closed);
    // The check and the re-deal run in the background.
    until(&mut app, |app| {
        app.world().resource::<Record>().shuffled > 0
    });
    assert_eq!(app.world().resource::<Record>().shuffled, 1);
}

#[test]
fn click_spam_never_removes_more_than_the_matched_pair() {
    let mut app = dealt_app("classic 14x8", 5);
    let (a, b) = all_moves(board(&app).grid(), &Rules::default())[0];
    let before = live_tiles(&mut app);
    // The pair, then the same tiles again and again in the same frame and the next ones.
    for _ in 0..5 {
        pick(&mut app, a);
        pick(&mut app, b);
        app.world_mut().write_message(MatchRequest { a, b });
    }
    app.update();
    for _ in 0..3 {
        pick(&mut app, a);
        pick(&mut app, b);
        app.world_mut().write_message(MatchRequest { a, b });
        app.update();
    }
    assert_eq!(app.world().resource::<Record>().found, vec![(a, b)]);
    assert_eq!(live_tiles(&mut app), before - 2);
    // Vanishing tiles cannot be selected.
    assert_eq!(app.world().resource::<Selection>().first, None);
    run_for(&mut app, 0.5);
    assert_eq!(all_tile_entities(&mut app), before - 2);
}

/// With a screen reader listening, the cursor's cell has been read already: the first press
/// moves it.
#[test]
fn with_a_reader_listening_the_first_arrow_moves_the_cursor() {
    for (listening, expected) in [(false, 0), (true, 1)] {
        let mut app = fixed_app("ab.\n.ba", Rules::default());
        app.init_resource::<bevy::a11y::AccessibilityRequested>();
        app.world()
            .resource::<bevy::a11y::AccessibilityRequested>()
            .set(listening);
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(KeyCode::ArrowRight);
        app.update();
        let cursor = *app.world().resource::<KeyboardCursor>();
        assert_eq!(cursor.pos, Pos::new(expected, 0), "listening: {listening}");
        assert!(cursor.visible);
    }
}

#[test]
fn keyboard_moves_the_cursor_and_picks() {
    let mut app = fixed_app("ab.\n.ba", Rules::default());
    let press = |app: &mut App, key: KeyCode| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
        keys.press(key);
        app.update();
    };
    press(&mut app, KeyCode::ArrowRight); // first press shows the cursor at (0, 0)
    assert_eq!(
        *app.world().resource::<KeyboardCursor>(),
        KeyboardCursor {
            pos: Pos::new(0, 0),
            visible: true
        }
    );
    press(&mut app, KeyCode::ArrowRight);
    press(&mut app, KeyCode::Space);
    assert_eq!(
        app.world().resource::<Selection>().first,
        Some(Pos::new(1, 0))
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(app.world().resource::<Selection>().first, None);
    // Walk to (1, 0) and (1, 1): the b's link.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::KeyS);
    press(&mut app, KeyCode::Space);
    assert_eq!(
        app.world().resource::<Record>().found,
        vec![(Pos::new(1, 0), Pos::new(1, 1))]
    );
    // The cursor stops at the edges.
    for _ in 0..5 {
        press(&mut app, KeyCode::KeyD);
    }
    assert_eq!(app.world().resource::<KeyboardCursor>().pos, Pos::new(2, 1));
}

/// 1,000 boards played through the ECS by the demo: no panic, every board cleared, and the
/// entity count back at its baseline at every new deal.
#[test]
fn soak_1000_boards_in_demo_mode() {
    let mut app = dealt_app("starter 6x4", 1000);
    let mut demo = Demo::new(Duration::from_millis(10));
    demo.pause_after_win = 0.0;
    app.insert_resource(demo);
    let baseline = app.world().entities().count_spawned();
    let mut boards = 0;
    let mut last_seed = app.world().resource::<LevelSpec>().seed;
    // The demo's pairs come from the background solver, so the bound is on real time.
    let start = std::time::Instant::now();
    while boards < 1000 {
        app.update();
        let seed = app.world().resource::<LevelSpec>().seed;
        if seed != last_seed {
            // A new board was just dealt: everything from the last one is gone but the
            // effects still fading out on their own timers.
            boards += 1;
            last_seed = seed;
            let world = app.world_mut();
            let fading = world
                .query_filtered::<(), Or<(With<Spark>, With<Fading>)>>()
                .iter(world)
                .count();
            assert_eq!(
                app.world().entities().count_spawned() - fading as u32,
                baseline,
                "after board {boards}"
            );
            assert_eq!(live_tiles(&mut app), 24);
        }
        assert!(
            start.elapsed().as_secs() < 300,
            "the demo stalled after {boards} boards"
        );
    }
    assert_eq!(app.world().resource::<Record>().cleared, 1000);
}

/// The logic and the link lines alone, on a board that is exactly `text`, with `motion`.
fn line_app(text: &str, motion: Motion) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default(), LogicPlugin))
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .add_plugins((
            bevy_prototype_lyon::prelude::ShapePlugin,
            crate::game::view::board::line::plugin,
        ))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )));
    app.world_mut().resource_mut::<Settings>().motion = motion;
    let grid = Grid::from_text(text).unwrap();
    let world = app.world_mut();
    let board = Board::spawn(&mut world.commands(), &grid, Rules::default(), 1);
    world.flush();
    world.insert_resource(board);
    app.update();
    app
}

/// The line for a found link exists, with its mesh built, at the end of the very frame in
/// which the request was made.
#[test]
fn the_link_line_is_drawn_in_the_same_frame() {
    use bevy_prototype_lyon::prelude::Shape;

    use crate::game::view::board::line::LinkLine;

    let mut app = line_app("a#a\n###", Motion::System);
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(2, 0),
    });
    app.update();
    let world = app.world_mut();
    let mut lines = world.query_filtered::<(&Shape, &Mesh2d), With<LinkLine>>();
    let (shape, mesh) = lines.single(world).expect("one line, spawned this frame");
    assert!(shape.stroke.is_some());
    let meshes = world.resource::<Assets<Mesh>>();
    let mesh = meshes
        .get(&mesh.0)
        .expect("the line's mesh is built this frame");
    assert!(mesh.count_vertices() > 0);
}

/// With less motion a link does not sweep along its path: it is there whole in its first frame.
#[test]
fn with_less_motion_the_link_line_is_whole_at_once() {
    use bevy::mesh::VertexAttributeValues;

    use crate::game::view::board::line::LinkLine;
    use crate::game::view::geometry::CELL;

    let width_drawn = |reduce_motion: bool| {
        let motion = match reduce_motion {
            true => Motion::Reduced,
            false => Motion::Full,
        };
        let mut app = line_app("a..a\n####", motion);
        app.world_mut().write_message(MatchRequest {
            a: Pos::new(0, 0),
            b: Pos::new(3, 0),
        });
        app.update();
        let world = app.world_mut();
        let mesh = world
            .query_filtered::<&Mesh2d, With<LinkLine>>()
            .single(world)
            .unwrap()
            .0
            .clone();
        let meshes = world.resource::<Assets<Mesh>>();
        let Some(VertexAttributeValues::Float32x3(points)) = meshes
            .get(&mesh)
            .unwrap()
            .attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("a line's mesh has positions");
        };
        let xs = points.iter().map(|p| p[0]);
        xs.clone().fold(f32::MIN, f32::max) - xs.fold(f32::MAX, f32::min)
    };
    let swept = width_drawn(false);
    let whole = width_drawn(true);
    assert!(whole >= 3.0 * CELL, "from one a to the other: {whole}");
    assert!(
        swept < 2.0 * CELL,
        "full motion sweeps: {swept} drawn so far"
    );
}

/// With less motion the power-ups' effects stay where they are struck: a bomb's ring does not
/// spread, a bolt does not flash; each only fades.
#[test]
fn with_less_motion_a_blast_and_a_bolt_only_fade() {
    use crate::game::view::board::effects::{CosmeticRng, bolt, burst};

    // The largest scale and the most an alpha rose from one frame to the next.
    let drawn = |motion: Motion| {
        let mut app = line_app("ab\nba", motion);
        app.add_plugins(crate::game::view::board::effects::plugin);
        let world = app.world_mut();
        let mut rng = CosmeticRng::default();
        let mut commands = world.commands();
        burst(&mut commands, Vec2::ZERO, Color::WHITE);
        bolt(&mut commands, &mut rng, Vec2::Y, Vec2::X, Color::WHITE);
        world.flush();
        let (mut largest, mut rose) = (0.0f32, 0.0f32);
        let mut alphas: Vec<f32> = Vec::new();
        for _ in 0..20 {
            app.update();
            let world = app.world_mut();
            let now: Vec<(f32, f32)> = world
                .query_filtered::<(&Transform, &bevy_prototype_lyon::prelude::Shape), With<Fading>>(
                )
                .iter(world)
                .map(|(t, s)| (t.scale.x, s.stroke.unwrap().color.alpha()))
                .collect();
            for (i, &(scale, alpha)) in now.iter().enumerate() {
                largest = largest.max(scale);
                rose = rose.max(alpha - alphas.get(i).copied().unwrap_or(alpha));
            }
            alphas = now.iter().map(|&(_, a)| a).collect();
        }
        (largest, rose)
    };
    let (spread, flashed) = drawn(Motion::Full);
    assert!(
        spread > 1.5 && flashed > 0.1,
        "full motion: {spread} {flashed}"
    );
    let (spread, flashed) = drawn(Motion::Reduced);
    assert!(
        spread <= 1.0 && flashed <= 0.0,
        "less motion: {spread} {flashed}"
    );
}

/// The Chinese-style rule: a level that asks for it always plays by it; a level that leaves it
/// to the player plays by the setting, and only with the mahjong tiles, which show the flowers.
#[test]
fn flowers_pair_across_faces_when_the_level_or_the_player_says_so() {
    use crate::formats::level::Level;
    use crate::formats::saves::settings::SavedSettings;
    use crate::game::content::tile_sets::TileSetId;
    use crate::game::core::messages::NewBoard;

    // Two flowers, 'I' and 'J', side by side; strictly, each I pairs with the other I.
    let level = |style: &str| {
        Level::from_ron(
            &format!(
                r#"(name: "F", layout: ["xxxx"], fixed: ["IJJI"], rules: (chinese_style: {style}))"#
            ),
            "f.ron",
        )
        .unwrap()
    };
    let unset =
        Level::from_ron(r#"(name: "F", layout: ["xxxx"], fixed: ["IJJI"])"#, "f.ron").unwrap();
    let cases = [
        (unset.clone(), "mahjong", true, true),
        (unset.clone(), "mahjong", false, false),
        (unset, "shapes", true, false),
        (level("true"), "shapes", false, true),
        (level("false"), "mahjong", true, false),
    ];
    for (level, tile_set, chinese_style, pairs) in cases {
        let mut app = app_with(LevelSpec::new(level, 1));
        app.insert_resource(Settings(SavedSettings {
            tile_set: TileSetId::new(tile_set),
            chinese_style,
            ..SavedSettings::default()
        }));
        app.world_mut().write_message(NewBoard { seed: None });
        app.update();
        let (a, b) = (Pos::new(0, 0), Pos::new(1, 0));
        app.world_mut().write_message(MatchRequest { a, b });
        app.update();
        let rec = app.world().resource::<Record>();
        let case = format!("{tile_set}, setting {chinese_style}");
        if pairs {
            assert_eq!(rec.found, vec![(a, b)], "{case}");
        } else {
            assert_eq!(
                rec.rejected,
                vec![(a, b, Refusal::DifferentKinds)],
                "{case}"
            );
        }
    }
}
