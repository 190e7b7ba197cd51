//! The clock of the board in play. It runs on game time, so pausing the game stops it; a
//! freeze holds it for a while.
//!
//! It counts in whole nanoseconds ([`Duration`]), not in summed `f32` seconds: the time at any
//! moment is then the same however the frames fell, so a replay stepped with other frames
//! than the game's reaches exactly the same times, scores and results.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::core::board::{Board, dealt_anew};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::TimeUp;
use crate::game::core::pacing::{FramePacing, FrameStep};
use crate::game::core::stages::{BoardSetup, MoveFlow};

/// The clock of the board in play.
#[derive(Resource, Debug, Default)]
pub struct DealClock {
    /// Game time since the deal, frozen time included: when links are made (combos) and
    /// when replays say the player acted.
    pub played: Duration,
    /// The board's clock: game time since the deal, frozen time not counted.
    pub counted: Duration,
    /// How long the clock stays frozen.
    pub frozen: Duration,
    /// `Time::elapsed_secs` when the board ended (cleared or out of time).
    pub finished: Option<f32>,
    /// Whether the frame of the deal has passed: time from before the deal is not play.
    started: bool,
    /// The clock does not run past this time of play: a replay being shown holds it at its
    /// next recorded moment until that moment's action is taken or answer arrives.
    pub hold_at: Option<Duration>,
}

impl DealClock {
    /// Advances the clock by `dt` of play. The first tick after a deal only starts it.
    pub fn tick(&mut self, dt: Duration) {
        if self.finished.is_some() {
            return;
        }
        if !self.started {
            self.started = true;
            return;
        }
        let dt = match self.hold_at {
            Some(hold) => dt.min(hold.saturating_sub(self.played)),
            None => dt,
        };
        let frozen = self.frozen.min(dt);
        self.frozen -= frozen;
        self.played += dt;
        self.counted += dt - frozen;
    }

    /// Runs the clock on to `at` (a time of play) at once, if it is not there yet.
    pub fn run_to(&mut self, at: Duration) {
        if at > self.played && self.started {
            self.hold_at = Some(at);
            self.tick(at - self.played);
        }
    }

    /// Seconds on the board's clock.
    pub fn seconds(&self) -> f32 {
        self.counted.as_secs_f32()
    }

    /// Seconds of play since the deal, frozen time included.
    pub fn played_seconds(&self) -> f32 {
        self.played.as_secs_f32()
    }

    /// Holds the clock for `time` more.
    pub fn freeze(&mut self, time: Duration) {
        self.frozen += time;
    }

    /// Whether the board is over (cleared, or out of time): no pick, link, power-up or undo
    /// changes it any more.
    pub fn is_finished(&self) -> bool {
        self.finished.is_some()
    }

    /// Ends the clock at `limit`: a frame that came late (the game slept past the limit)
    /// takes back what it counted past it, so the board ends at exactly the limit however
    /// the frames fell.
    fn stop_at(&mut self, limit: Duration) {
        let past = self.counted.saturating_sub(limit);
        self.counted -= past;
        self.played = self.played.saturating_sub(past);
    }

    /// Game time until the clock next changes something: the time limit, or the end of a
    /// freeze. None once the board is over.
    pub fn next_change(&self, limit: Option<Duration>) -> Option<Duration> {
        if self.is_finished() {
            return None;
        }
        let thaw = (!self.frozen.is_zero()).then_some(self.frozen);
        let time_up = limit.map(|l| l.saturating_sub(self.counted) + self.frozen);
        thaw.into_iter().chain(time_up).min()
    }

    /// Game time until the clock as shown (whole seconds, and the seconds it stays frozen)
    /// next changes. None once the board is over.
    pub fn until_next_second(&self) -> Option<Duration> {
        const SECOND: Duration = Duration::from_secs(1);
        if self.is_finished() {
            return None;
        }
        let into = |d: Duration| Duration::new(0, d.subsec_nanos());
        Some(if self.frozen.is_zero() {
            SECOND - into(self.counted)
        } else {
            // The frozen count goes down a second when the frozen time crosses a whole second.
            Some(into(self.frozen))
                .filter(|d| !d.is_zero())
                .unwrap_or(SECOND)
        })
    }
}

/// The view shows the board's clock: a sleeping game wakes each time its text changes.
#[derive(Resource, Debug, Default)]
pub struct ClockShown;

/// The board's time limit, if its level has one: the level's, and the seconds its timer tiles
/// taken so far give. Those follow the board (an undo takes them back with the tiles), so no
/// tile gives its seconds twice.
pub fn time_limit(spec: &LevelSpec, board: &Board) -> Option<Duration> {
    let limit = spec.level.time_limit?;
    let given = board
        .grid()
        .specials()
        .map_or(0, |s| s.timer_seconds_given(board.grid().cells()));
    Some(Duration::from_secs(u64::from(limit) + u64::from(given)))
}

fn tick_clock(step: Res<FrameStep>, board: Option<Res<Board>>, mut clock: ResMut<DealClock>) {
    if board.is_some() {
        clock.tick(step.game());
    }
}

/// Sends [`TimeUp`] once when a timed level's clock runs out with tiles left, in the same
/// stage as the tick, so no move is taken after the last second.
pub fn detect_time_up(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    mut clock: ResMut<DealClock>,
    time: Res<Time>,
    mut time_up: MessageWriter<TimeUp>,
) {
    let Some(board) = board else {
        return;
    };
    let Some(limit) = time_limit(&spec, &board) else {
        return;
    };
    if clock.finished.is_none() && !board.grid().is_cleared() && clock.counted >= limit {
        clock.stop_at(limit);
        clock.finished = Some(time.elapsed_secs());
        time_up.write(TimeUp);
    }
}

/// A sleeping game wakes when the time limit falls or a freeze thaws, and each second while
/// the clock is shown. Runs only while the board is played (see the logic's plugin).
pub(crate) fn wake_for_the_clock(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    (clock, shown): (Res<DealClock>, Option<Res<ClockShown>>),
    time: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
) {
    let Some(board) = board else {
        return;
    };
    let second = shown.and_then(|_| clock.until_next_second());
    for wait in clock
        .next_change(time_limit(&spec, &board))
        .into_iter()
        .chain(second)
    {
        pacing.frame_in_game(wait, &time);
    }
}

/// A new deal starts a new clock.
fn reset_on_deal(mut clock: ResMut<DealClock>) {
    *clock = DealClock::default();
}

/// Run condition: the board in play still takes moves (not cleared, not out of time).
pub fn board_open(clock: Res<DealClock>) -> bool {
    !clock.is_finished()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<DealClock>()
        .add_systems(
            PreUpdate,
            reset_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
        )
        .add_systems(
            Update,
            (tick_clock, detect_time_up).chain().in_set(MoveFlow::Clock),
        );
}
