//! Helpers shared by the headless game tests.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::engine::{Grid, Pos, Refusal, Rules};
use crate::game::content::built_in_tile_sets;
use crate::game::core::background::Thinking;
use crate::game::core::board::{Board, GridPos, OutOfPlay};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{
    BoardCleared, BoardShuffled, MatchFound, MatchRejected, MatchRequest, NewBoard, TilePicked,
};
use crate::game::core::power_ups::{PowerUpId, PowerUps, UsePowerUp};
use crate::game::core::stages::MoveFlow;
use crate::game::logic::LogicPlugin;
use crate::game::power_ups;
use crate::game::view::ViewReactionsPlugin;

/// Everything the logic said, in order.
#[derive(Resource, Default, Debug)]
pub struct Record {
    pub found: Vec<(Pos, Pos)>,
    pub rejected: Vec<(Pos, Pos, Refusal)>,
    pub cleared: usize,
    pub shuffled: usize,
}

fn record(
    mut r: ResMut<Record>,
    mut found: MessageReader<MatchFound>,
    mut rejected: MessageReader<MatchRejected>,
    mut cleared: MessageReader<BoardCleared>,
    mut shuffled: MessageReader<BoardShuffled>,
) {
    r.found.extend(found.read().map(|m| (m.a, m.b)));
    r.rejected
        .extend(rejected.read().map(|m| (m.a, m.b, m.reason)));
    r.cleared += cleared.read().count();
    r.shuffled += shuffled.read().count();
}

pub fn app_with(spec: LevelSpec) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        LogicPlugin,
        power_ups::built_ins,
        built_in_tile_sets::plugin,
        ViewReactionsPlugin,
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )))
    .insert_resource(spec)
    .init_resource::<ButtonInput<KeyCode>>()
    .init_resource::<Record>()
    .add_systems(Update, record.after(MoveFlow::Remember));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app
}

pub fn dealt_app(layout: &str, seed: u64) -> App {
    app_with(LevelSpec::built_in(layout, seed).unwrap())
}

/// An app whose board is exactly `text` (no deal).
pub fn fixed_app(text: &str, rules: Rules) -> App {
    fixed_grid_app(&Grid::from_text(text).unwrap(), rules)
}

/// An app whose board is exactly `grid` (no deal), with its special tiles.
pub fn fixed_grid_app(grid: &Grid, rules: Rules) -> App {
    let mut app = dealt_app("starter 6x4", 1);
    let world = app.world_mut();
    let old: Vec<Entity> = world
        .query_filtered::<Entity, With<GridPos>>()
        .iter(world)
        .collect();
    for e in old {
        world.despawn(e);
    }
    let board = Board::spawn(&mut world.commands(), grid, rules, 1);
    world.flush();
    world.insert_resource(board);
    app
}

pub fn board(app: &App) -> &Board {
    app.world().resource::<Board>()
}

/// Presses `key` alone for a frame (every other key let go first).
pub fn press(app: &mut App, key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    keys.press(key);
    app.update();
}

pub fn pick(app: &mut App, p: Pos) {
    app.world_mut().write_message(TilePicked(p));
}

/// Links the two columns of tiles at `xs` on a two-row board, one frame each, as a player's
/// requests do, then lets a frame pass.
pub fn link_columns(app: &mut App, xs: &[i32]) {
    for &x in xs {
        app.world_mut().write_message(MatchRequest {
            a: Pos::new(x, 0),
            b: Pos::new(x, 1),
        });
        app.update();
    }
    app.update();
}

/// How long a test waits for work from the background. The background pool's threads are
/// shared by every test of the process, so another test's search may hold them a while: the
/// wait is in time, not in frames.
pub const BACKGROUND_PATIENCE: Duration = Duration::from_secs(60);

/// Runs frames until every power-up working in the background has its answer (the solver
/// runs off the main thread, so an answer takes one frame or more).
pub fn until_answered(app: &mut App) {
    let start = std::time::Instant::now();
    while start.elapsed() < BACKGROUND_PATIENCE {
        frame_while_waiting(app);
        if app.world().resource::<Thinking>().is_idle() {
            app.update();
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no answer after {BACKGROUND_PATIENCE:?}");
}

/// Runs frames until `done` holds of the app (work from the background, such as a dead-end
/// re-deal, has arrived), as frames would come in play; fails after [`BACKGROUND_PATIENCE`].
pub fn until(app: &mut App, done: impl Fn(&App) -> bool) {
    let start = std::time::Instant::now();
    while start.elapsed() < BACKGROUND_PATIENCE {
        frame_while_waiting(app);
        if done(app) {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("still waiting after {BACKGROUND_PATIENCE:?}");
}

/// One frame while a test waits in real time; while work is out in the background, the game's
/// clock stands still for it. A test polls far faster than a player's frames come, so on a busy
/// machine a slow thread would otherwise spend a level's whole time limit in frames.
fn frame_while_waiting(app: &mut App) {
    let busy = app
        .world()
        .get_resource::<Thinking>()
        .is_some_and(|t| !t.is_idle())
        || app
            .world()
            .get_resource::<Board>()
            .is_some_and(|b| b.is_thinking() || b.has_open_questions());
    let step = match app.world().get_resource::<TimeUpdateStrategy>() {
        Some(TimeUpdateStrategy::ManualDuration(step)) if busy => Some(*step),
        _ => None,
    };
    if let Some(step) = step {
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO));
        app.update();
        app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
    } else {
        app.update();
    }
}

pub fn live_tiles(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query_filtered::<(), (With<GridPos>, Without<OutOfPlay>)>()
        .iter(world)
        .count()
}

pub fn all_tile_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query_filtered::<(), With<GridPos>>()
        .iter(world)
        .count()
}

pub fn run_for(app: &mut App, seconds: f32) {
    for _ in 0..(seconds / 0.05).ceil() as usize {
        app.update();
    }
}

/// Presses `key` for a frame, then lets it go for the next.
pub fn tap_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

/// The handle of the registered power-up with stable id `name` (panics if there is none).
pub fn power_up_id(app: &App, name: &str) -> PowerUpId {
    app.world()
        .resource::<PowerUps>()
        .id(name)
        .unwrap_or_else(|| panic!("no power-up {name:?} is registered"))
}

/// A request for the registered power-up `name`.
pub fn ask(app: &App, name: &str) -> UsePowerUp {
    UsePowerUp(power_up_id(app, name))
}

/// Plays the board to the end with picks, as a player does (in a run, until the next board
/// has taken its place).
pub fn clear_board(app: &mut App) {
    let deal = board(app).deal_id();
    for _ in 0..400 {
        until(app, |app| !board(app).is_thinking());
        app.update();
        let b = board(app);
        // A board whose clock ran out takes no more picks: asking for hints on it would only
        // spin.
        let over = app
            .world()
            .resource::<crate::game::core::clock::DealClock>()
            .is_finished();
        if b.grid().is_cleared() || b.deal_id() != deal || over {
            return;
        }
        let rules = b.rules();
        let pair =
            crate::engine::safe_hint(b.grid(), &rules, crate::engine::solver::DEFAULT_NODE_LIMIT)
                .map(|h| h.pair())
                .or_else(|| crate::engine::all_moves(b.grid(), &rules).first().copied());
        if let Some((a, c)) = pair {
            pick(app, a);
            app.update();
            pick(app, c);
            app.update();
        }
    }
    panic!("the board was not cleared");
}
