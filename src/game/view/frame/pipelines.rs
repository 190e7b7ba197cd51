//! What the renderer compiles at start: the 2D game's pipelines, not the 3D ones Bevy's core
//! pipeline queues for every app (the depth pyramid's four downsampling passes for occlusion
//! culling and the deferred renderer's lighting-id copy). No camera here is 3D, so nothing
//! would ever use them, yet they were compiled first, on the one thread the renderer compiles
//! on with two cores, and the first frame waits for its final blit, which was queued after
//! them (`RUST_LOG=lianliankan::game::view::frame::sleep=debug` logs each compile).

use bevy::core_pipeline::deferred::copy_lighting_id::init_copy_deferred_lighting_id_pipeline;
use bevy::core_pipeline::mip_generation::experimental::depth::create_downsample_depth_pipelines;
use bevy::ecs::schedule::ScheduleCleanupPolicy;
use bevy::prelude::*;
use bevy::render::{Render, RenderApp, RenderStartup};

/// Takes out the systems that queue the 3D pipelines. Both leave a resource unmade that only
/// a 3D camera's passes read (the systems that read it outside those passes check for it).
pub fn plugin(app: &mut App) {
    let Some(render) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    let policy = ScheduleCleanupPolicy::RemoveSystemsOnly;
    let removed = [
        render.remove_systems_in_set(Render, create_downsample_depth_pipelines, policy),
        render.remove_systems_in_set(
            RenderStartup,
            init_copy_deferred_lighting_id_pipeline,
            policy,
        ),
    ];
    for result in removed {
        match result {
            Ok(0) | Err(_) => {
                warn!("a 3D start-up pipeline was not found to leave out: {result:?}")
            }
            Ok(_) => {}
        }
    }
}
