//! The game's schedules on one thread (the window's app and the headless re-plays alike).

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;

/// Runs every schedule of the main world on one thread. The game's systems are many and tiny:
/// on a two-core machine running them one after the other is faster than handing each to a
/// thread, and a schedule left to the multi-threaded executor (the state transitions, the fixed
/// steps, `Main` itself) wakes the task pool's threads every frame only to run a few systems
/// (measured in `benches/game.rs`). Rendering keeps its own thread. Call it once the plugins
/// are added, so that their schedules exist.
pub fn run_on_one_thread(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}
