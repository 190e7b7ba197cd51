//! The clock of the board in play. It runs on game time, so pausing the game stops it; a
//! freeze holds it for a while.
//!
//! It counts in whole nanoseconds ([`Duration`]), not in summed `f32` seconds: the time at any
//! moment is then the same however the frames fell, so a replay stepped with other frames
//! than the game's reaches exactly the same times, scores and results.

use std::time::Duration;

use bevy::prelude::*;

use super::board::{Board, dealt_anew};
use super::deal::LevelSpec;
use super::messages::TimeUp;
use super::sets::{BoardSetup, MoveFlow};

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
}

fn tick_clock(time: Res<Time>, board: Option<Res<Board>>, mut clock: ResMut<DealClock>) {
    if board.is_some() {
        clock.tick(time.delta());
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
    let (Some(board), Some(limit)) = (board, spec.level.time_limit) else {
        return;
    };
    if clock.finished.is_none()
        && !board.grid().is_cleared()
        && clock.counted >= Duration::from_secs(limit.into())
    {
        clock.finished = Some(time.elapsed_secs());
        time_up.write(TimeUp);
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

pub(super) fn plugin(app: &mut App) {
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
