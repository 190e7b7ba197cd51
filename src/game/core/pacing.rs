//! Frame pacing: the game draws a frame only when something on screen moves or is about to
//! change, and sleeps otherwise, like a desktop program.
//!
//! Every frame starts with no request. A system with running work asks [`FramePacing`] for
//! "a frame now" (an animation, a fade, the demo) or "a frame in D" (the clock's next second,
//! a time limit, a notice's end, the gamepad stick's repeat). The window side reads the
//! request in `Last` ([`PacingSystems::Follow`]) and turns it into the next frame; with no
//! request the game sleeps until input, a resize or a [`Wake`].
//!
//! The convention for anything that moves: an animation component is registered once with
//! [`FramesWhile::frames_while`] (on game time: it stands still under a menu) or
//! [`FramesWhile::frames_while_real`], so every frame that has one asks for the next; an effect
//! without a component asks [`FramePacing::frame_now`] itself. An animation advances by
//! [`FrameStep::game_motion`] or [`FrameStep::real_motion`] (a display frame at most in the
//! first frame after a sleep, so it starts where it should); timed logic uses [`FrameStep::game`], exact
//! however long the game slept. Work off the main thread calls [`Wake::wake`] when it is done.

use std::sync::{Arc, RwLock};
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeSystems;

/// How far an animation moves in the frame after a sleep: a display frame.
const FIRST_MOTION: Duration = Duration::from_nanos(16_666_667);

/// What the frame asks of the next one.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FramePacing {
    now: bool,
    within: Option<Duration>,
}

/// When the next frame should come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextFrame {
    /// At the display's rate: something moves.
    Now,
    /// After this long, unless input comes first.
    In(Duration),
    /// Not until input or a wake.
    Sleep,
}

impl FramePacing {
    /// Something moves: the next frame should come at the display's rate. Who asked is logged
    /// at debug level (`RUST_LOG=lianliankan::game::core::pacing=debug`: why the game is awake).
    #[track_caller]
    pub fn frame_now(&mut self) {
        debug!("a frame now, for {}", std::panic::Location::caller());
        self.now = true;
    }

    /// Something changes after `wait` of real time (the earliest of the asks wins). Logged at
    /// debug level with who asked, as [`FramePacing::frame_now`] is.
    #[track_caller]
    pub fn frame_in(&mut self, wait: Duration) {
        debug!(
            "a frame in {wait:?}, for {}",
            std::panic::Location::caller()
        );
        self.within = Some(self.within.map_or(wait, |w| w.min(wait)));
    }

    /// Something changes after `wait` of game time: none while the game is paused, sooner
    /// when it runs fast.
    #[track_caller]
    pub fn frame_in_game(&mut self, wait: Duration, time: &Time<Virtual>) {
        let speed = time.relative_speed_f64();
        if !time.is_paused() && speed > 0.0 {
            self.frame_in(wait.div_f64(speed));
        }
    }

    /// What this frame has asked for so far.
    pub fn next(&self) -> NextFrame {
        match self.within {
            _ if self.now => NextFrame::Now,
            Some(wait) if wait.is_zero() => NextFrame::Now,
            Some(wait) => NextFrame::In(wait),
            None => NextFrame::Sleep,
        }
    }
}

/// The time this frame stands for, exact however long the game slept before it (Bevy's
/// virtual time drops what is over a quarter of a second, which would slow the clocks).
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct FrameStep {
    game: Duration,
    real: Duration,
    /// The frame before asked for this one at the display's rate: nothing slept in between.
    awake: bool,
}

impl FrameStep {
    /// Game time since the last frame (none while paused, scaled by the game's speed).
    pub fn game(&self) -> Duration {
        self.game
    }

    /// Real time since the last frame.
    pub fn real(&self) -> Duration {
        self.real
    }

    /// Game time a running animation moves on by: in the frame after a sleep, where any
    /// animation has only just started, one display frame at most (so it shows at once,
    /// from its start).
    pub fn game_motion(&self) -> Duration {
        self.motion(self.game)
    }

    /// Real time a running animation moves on by (for animations under a paused game).
    pub fn real_motion(&self) -> Duration {
        self.motion(self.real)
    }

    fn motion(&self, step: Duration) -> Duration {
        if self.awake {
            step
        } else {
            step.min(FIRST_MOTION)
        }
    }

    /// A step of time as seen by a frame that follows an awake one (`awake`) or a sleep.
    pub fn new(game: Duration, real: Duration, awake: bool) -> FrameStep {
        FrameStep { game, real, awake }
    }
}

/// Wakes the sleeping game from any thread: what the window installs (a wake-up of its event
/// loop), or nothing where there is no window. Clones share the target, so a handle taken
/// before the window exists wakes it once it does.
#[derive(Resource, Clone, Default)]
pub struct Wake(Arc<RwLock<Option<WakeTarget>>>);

type WakeTarget = Arc<dyn Fn() + Send + Sync>;

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

impl Wake {
    /// Asks for a frame soon; safe from any thread. Logged at debug level with who asked.
    #[track_caller]
    pub fn wake(&self) {
        debug!("woken by {}", std::panic::Location::caller());
        let target = self.0.read().map(|t| t.clone()).unwrap_or_default();
        if let Some(target) = target {
            target();
        }
    }

    /// Makes every clone of this handle call `target`.
    pub fn install(&self, target: impl Fn() + Send + Sync + 'static) {
        if let Ok(mut slot) = self.0.write() {
            *slot = Some(Arc::new(target));
        }
    }
}

/// Whether the renderer still compiles pipelines for what is on screen, as the window's
/// renderer last said (no renderer: never). Clones share the flag: the render world sets it,
/// a fade waits on it so a screen comes in with everything on it drawn.
#[derive(Resource, Clone, Default, Debug)]
pub struct PipelinesPending(Arc<std::sync::atomic::AtomicBool>);

impl PipelinesPending {
    /// Whether pipelines were still being compiled at the end of the last frame rendered.
    pub fn get(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Records whether pipelines are still being compiled.
    pub fn set(&self, pending: bool) {
        self.0.store(pending, std::sync::atomic::Ordering::Relaxed);
    }
}

/// The pacing stages in `Last`: late asks, then the window follows them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PacingSystems {
    /// Animations still running ask for the next frame.
    Ask,
    /// The window turns the frame's request into the next frame.
    Follow,
}

/// Registers animation components: a frame with one asks for the next.
pub trait FramesWhile {
    /// Frames come at the display's rate while any entity has `C` and game time runs: an
    /// animation on game time stands still under a menu, so it asks for nothing there.
    fn frames_while<C: Component>(&mut self) -> &mut Self;

    /// Frames come at the display's rate while any entity has `C`, game time running or not
    /// (animations on real time: fades between screens, confetti).
    fn frames_while_real<C: Component>(&mut self) -> &mut Self;
}

impl FramesWhile for App {
    fn frames_while<C: Component>(&mut self) -> &mut Self {
        self.add_systems(
            Last,
            keep_frames_coming::<C>
                .run_if(any_with_component::<C>)
                .run_if(game_time_runs)
                .in_set(PacingSystems::Ask),
        )
    }

    fn frames_while_real<C: Component>(&mut self) -> &mut Self {
        self.add_systems(
            Last,
            keep_frames_coming::<C>
                .run_if(any_with_component::<C>)
                .in_set(PacingSystems::Ask),
        )
    }
}

fn keep_frames_coming<C: Component>(mut pacing: ResMut<FramePacing>) {
    debug!("a frame now, for {}", std::any::type_name::<C>());
    pacing.now = true;
}

/// Run condition: game time moves (not paused, not at speed zero).
fn game_time_runs(time: Res<Time<Virtual>>) -> bool {
    !time.is_paused() && time.relative_speed_f64() > 0.0
}

/// Measures the frame's time and clears the last frame's request.
fn begin_frame(
    real: Res<Time<Real>>,
    virt: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
    mut step: ResMut<FrameStep>,
) {
    let real = real.delta();
    // Virtual time's own delta is clamped; its speed this frame is not.
    let speed = virt.effective_speed_f64();
    let game = if speed == 1.0 {
        real
    } else {
        real.mul_f64(speed)
    };
    *step = FrameStep::new(game, real, pacing.next() == NextFrame::Now);
    *pacing = FramePacing::default();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FramePacing>()
        .init_resource::<FrameStep>()
        .init_resource::<Wake>()
        .configure_sets(Last, (PacingSystems::Ask, PacingSystems::Follow).chain())
        .add_systems(First, begin_frame.after(TimeSystems));
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[test]
    fn the_earliest_ask_wins_and_now_beats_any_wait() {
        let mut pacing = FramePacing::default();
        assert_eq!(pacing.next(), NextFrame::Sleep);
        pacing.frame_in(Duration::from_secs(2));
        pacing.frame_in(Duration::from_millis(300));
        pacing.frame_in(Duration::from_secs(1));
        assert_eq!(pacing.next(), NextFrame::In(Duration::from_millis(300)));
        pacing.frame_now();
        assert_eq!(pacing.next(), NextFrame::Now);
    }

    #[test]
    fn game_time_waits_follow_the_speed_and_none_while_paused() {
        let mut time = Time::<Virtual>::default();
        time.set_relative_speed(2.0);
        let mut pacing = FramePacing::default();
        pacing.frame_in_game(Duration::from_secs(1), &time);
        assert_eq!(pacing.next(), NextFrame::In(Duration::from_millis(500)));
        time.pause();
        let mut paused = FramePacing::default();
        paused.frame_in_game(Duration::from_secs(1), &time);
        assert_eq!(paused.next(), NextFrame::Sleep);
    }

    #[test]
    fn motion_waits_out_the_frame_after_a_sleep() {
        let second = Duration::from_secs(1);
        let after_sleep = FrameStep::new(second, second, false);
        assert_eq!(after_sleep.game(), second);
        assert_eq!(after_sleep.game_motion(), FIRST_MOTION);
        assert_eq!(after_sleep.real_motion(), FIRST_MOTION);
        let awake = FrameStep::new(second, second, true);
        assert_eq!(awake.game_motion(), second);
    }

    #[derive(Component)]
    struct OnGameTime;

    #[derive(Component)]
    struct OnRealTime;

    fn asked(app: &mut App) -> NextFrame {
        app.update();
        app.world().resource::<FramePacing>().next()
    }

    #[test]
    fn game_time_animations_ask_for_nothing_while_game_time_stands_still() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_plugins(plugin);
        app.frames_while::<OnGameTime>()
            .frames_while_real::<OnRealTime>();
        assert_eq!(asked(&mut app), NextFrame::Sleep);
        let moving = app.world_mut().spawn(OnGameTime).id();
        assert_eq!(asked(&mut app), NextFrame::Now);
        // Under a menu the game's time is paused: the animation cannot move, so no frames.
        app.world_mut().resource_mut::<Time<Virtual>>().pause();
        assert_eq!(asked(&mut app), NextFrame::Sleep);
        app.world_mut().spawn(OnRealTime);
        assert_eq!(asked(&mut app), NextFrame::Now);
        app.world_mut().despawn(moving);
        app.world_mut().resource_mut::<Time<Virtual>>().unpause();
        assert_eq!(asked(&mut app), NextFrame::Now);
    }

    #[test]
    fn a_handle_taken_before_the_target_is_installed_wakes_it() {
        let early = Wake::default();
        early.wake();
        let woken = Arc::new(AtomicUsize::new(0));
        let counter = woken.clone();
        early.clone().install(move || {
            counter.fetch_add(1, Ordering::Relaxed);
        });
        early.wake();
        assert_eq!(woken.load(Ordering::Relaxed), 1);
    }
}
