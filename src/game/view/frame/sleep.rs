//! The window side of frame pacing (see `logic::pacing`): each frame's request becomes the
//! next frame — a redraw for "now", a timed wake-up of the event loop for "in D", nothing
//! for a sleep — and work off the main thread (background answers, watched files, gamepads,
//! shaders being compiled) wakes the event loop when it has something to show. While the
//! window is unfocused or minimised nothing asks for frames (only the window's own events
//! wake it), except in a race, whose clock runs on without the focus.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::render_resource::{PipelineCache, PipelineDescriptor};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::time::TimeReceiver;
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

use crate::game::core::deal::LevelSpec;
use crate::game::core::pacing::{FramePacing, NextFrame, PacingSystems, PipelinesPending, Wake};

/// The next timed wake-up, kept by a thread that sleeps until it and then wakes the event
/// loop. Setting it only when it changes keeps the window's update mode untouched (a
/// changed mode would force another frame at once).
#[derive(Resource, Clone, Default)]
struct WakeTimer(Arc<(Mutex<Option<Instant>>, Condvar)>);

impl WakeTimer {
    /// Wakes the loop at `at`, or never (`None`).
    fn set(&self, at: Option<Instant>) {
        let (deadline, changed) = &*self.0;
        let Ok(mut deadline) = deadline.lock() else {
            return;
        };
        if *deadline != at {
            *deadline = at;
            changed.notify_one();
        }
    }

    /// Sleeps until each deadline set and wakes the loop then; runs for the whole program.
    fn run(self, wake: Wake) {
        let (deadline, changed) = &*self.0;
        let Ok(mut guard) = deadline.lock() else {
            return;
        };
        loop {
            let left = guard.map(|at| at.saturating_duration_since(Instant::now()));
            let next = match left {
                None => changed.wait(guard).map_err(|_| ()),
                Some(left) if left.is_zero() => {
                    *guard = None;
                    wake.wake();
                    continue;
                }
                Some(left) => changed
                    .wait_timeout(guard, left)
                    .map(|(g, _)| g)
                    .map_err(|_| ()),
            };
            match next {
                Ok(next) => guard = next,
                Err(_) => return,
            }
        }
    }
}

/// The event loop's wake-up for [`Wake`], the timer thread, the gamepad watch, and frames
/// timed from when they begin.
fn start_waking(
    proxy: Res<EventLoopProxyWrapper>,
    wake: Res<Wake>,
    timer: Res<WakeTimer>,
    mut commands: Commands,
) {
    let proxy = Mutex::new((**proxy).clone());
    wake.install(move || {
        if let Ok(proxy) = proxy.lock() {
            // Only fails once the loop has closed: nothing is left to wake.
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }
    });
    let (timer, timer_wake) = (timer.clone(), wake.clone());
    spawn_named("wake-timer", move || timer.run(timer_wake));
    let pad_wake = wake.clone();
    spawn_named("gamepad-wake", move || watch_gamepads(&pad_wake));
    // Bevy times a frame by when the renderer finished the one before, which puts a sleep in
    // the frame after the one it woke: timed from when they begin, frames carry their own.
    commands.remove_resource::<TimeReceiver>();
}

fn spawn_named(name: &str, work: impl FnOnce() + Send + 'static) {
    if let Err(e) = std::thread::Builder::new().name(name.into()).spawn(work) {
        warn!("{name}: {e}");
    }
}

/// Gamepads are read only inside frames: a second reader blocks on their events and wakes
/// the loop, so a press on a sleeping game is answered at once.
fn watch_gamepads(wake: &Wake) {
    let mut pads = match gilrs::Gilrs::new() {
        Ok(pads) => pads,
        Err(e) => {
            info!("gamepads do not wake the game: {e}");
            return;
        }
    };
    loop {
        if pads.next_event_blocking(None).is_some() {
            wake.wake();
        } else {
            // No event and no wait: a backend that cannot block is not polled in a spin.
            std::thread::sleep(Duration::from_secs(1));
        }
    }
}

/// Forgets the last frame's redraw request, which the window has acted on. Bevy clears
/// messages only after a fixed-time step has run, and none runs while game time is paused
/// under a menu: the window, which reads the requests afresh after every frame, would
/// otherwise see the last one for ever and never let the game sleep there.
fn forget_old_redraws(mut requests: ResMut<Messages<RequestRedraw>>) {
    requests.clear();
}

/// Turns the frame's request into the next frame, only while the window has focus or a race
/// is played (the race's clock and the others' progress run on when the player looks away).
fn follow_pacing(
    pacing: Res<FramePacing>,
    windows: Query<&Window>,
    spec: Option<Res<LevelSpec>>,
    timer: Res<WakeTimer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let focused = windows.iter().any(|w| w.focused);
    let racing = spec.is_some_and(|s| !s.mode.pauses());
    let next = if focused || racing {
        pacing.next()
    } else {
        NextFrame::Sleep
    };
    match next {
        NextFrame::Now => {
            redraw.write(RequestRedraw);
            timer.set(None);
        }
        NextFrame::In(wait) => timer.set(Instant::now().checked_add(wait)),
        NextFrame::Sleep => timer.set(None),
    }
}

/// How long a pipeline may wait for its shader before the game stops waking for it: a
/// pipeline whose shader never arrives (one Bevy retries each frame) must not keep the game
/// awake for ever.
const MOST_COMPILE_WAIT: Duration = Duration::from_secs(5);

/// Shaders and pipelines are compiled in the background: the loop is woken until they are
/// ready, so what they draw appears without waiting for input, for at most
/// [`MOST_COMPILE_WAIT`] each.
fn wake_while_compiling(
    (cache, wake, pending): (Res<PipelineCache>, Res<Wake>, Res<PipelinesPending>),
    mut waiting_since: Local<HashMap<usize, (Instant, bool)>>,
) {
    let now = Instant::now();
    let waiting: HashSet<usize> = cache.waiting_pipelines().collect();
    // Where a start's time goes: each pipeline's compile time (RUST_LOG=...sleep=debug).
    for (id, (since, _)) in waiting_since.iter().filter(|(id, _)| !waiting.contains(id)) {
        debug!(
            "{} compiled in {} ms",
            pipeline_label(&cache, *id),
            now.saturating_duration_since(*since).as_millis()
        );
    }
    waiting_since.retain(|id, _| waiting.contains(id));
    let mut compiling = false;
    for id in waiting {
        let (since, told) = waiting_since.entry(id).or_insert((now, false));
        if now.saturating_duration_since(*since) < MOST_COMPILE_WAIT {
            compiling = true;
        } else if !*told {
            *told = true;
            warn!(
                "the pipeline {} has waited {} s to be compiled; the game no longer wakes for it",
                pipeline_label(&cache, id),
                MOST_COMPILE_WAIT.as_secs()
            );
        }
    }
    pending.set(compiling);
    if compiling {
        wake.wake();
    }
}

/// A pipeline's name for the log.
fn pipeline_label(cache: &PipelineCache, id: usize) -> String {
    let label = cache.pipelines().nth(id).and_then(|p| match &p.descriptor {
        PipelineDescriptor::RenderPipelineDescriptor(d) => d.label.clone(),
        PipelineDescriptor::ComputePipelineDescriptor(d) => d.label.clone(),
    });
    label.map_or_else(|| format!("#{id}"), |l| format!("{l} (#{id})"))
}

/// The game sleeps when nothing moves: the window follows [`FramePacing`]. Needs the window
/// and the renderer; not for `--fps`, which measures frames drawn without pause.
pub fn plugin(app: &mut App) {
    app.init_resource::<WakeTimer>()
        .add_systems(Startup, start_waking)
        .add_systems(First, forget_old_redraws)
        .add_systems(Last, follow_pacing.in_set(PacingSystems::Follow));
    let wake = app.world_mut().get_resource_or_init::<Wake>().clone();
    let pending = app
        .world_mut()
        .get_resource_or_init::<PipelinesPending>()
        .clone();
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render
            .insert_resource(wake)
            .insert_resource(pending)
            .add_systems(Render, wake_while_compiling.in_set(RenderSystems::Cleanup));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wake-up the timer holds after a frame that asked for one in a second, in a window
    /// without focus, on a board of `mode`.
    fn unfocused_wake(mode: crate::formats::play_mode::PlayMode) -> Option<Instant> {
        let mut app = App::new();
        let mut spec = LevelSpec::built_in("starter 6x4", 1).unwrap();
        spec.mode = mode;
        let mut pacing = FramePacing::default();
        pacing.frame_in(Duration::from_secs(1));
        app.add_plugins(MinimalPlugins)
            .add_message::<RequestRedraw>()
            .init_resource::<WakeTimer>()
            .insert_resource(pacing)
            .insert_resource(spec)
            .add_systems(Last, follow_pacing);
        app.world_mut().spawn(Window {
            focused: false,
            ..default()
        });
        app.update();
        let timer = app.world().resource::<WakeTimer>();
        *timer.0.0.lock().unwrap()
    }

    #[test]
    fn without_the_focus_only_a_race_wakes_for_its_clock() {
        use crate::formats::play_mode::PlayMode;
        assert_eq!(unfocused_wake(PlayMode::Classic), None);
        assert!(unfocused_wake(PlayMode::Race).is_some());
    }

    #[test]
    fn a_redraw_request_is_forgotten_the_frame_after_even_while_game_time_is_paused() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<RequestRedraw>()
            .add_systems(First, forget_old_redraws);
        // Under a menu: no fixed-time step runs, so Bevy itself clears no message.
        app.world_mut().resource_mut::<Time<Virtual>>().pause();
        app.update();
        app.world_mut().write_message(RequestRedraw);
        app.update();
        assert!(app.world().resource::<Messages<RequestRedraw>>().is_empty());
    }
}
