//! The clock of the board in play. It runs on game time, so pausing the game stops it; a
//! freeze holds it for a while.

use bevy::prelude::*;

use super::board::{Board, dealt_anew};
use super::deal::LevelSpec;
use super::messages::TimeUp;
use super::sets::{BoardSetup, MoveFlow};

/// The clock of the board in play.
#[derive(Resource, Debug, Default)]
pub struct DealClock {
    /// Seconds played on this board, frozen time not counted.
    pub seconds: f32,
    /// Seconds the clock stays frozen.
    pub frozen_for: f32,
    /// `Time::elapsed_secs` when the board ended (cleared or out of time).
    pub finished: Option<f32>,
}

impl DealClock {
    /// Advances the clock by `dt` seconds of play.
    pub fn tick(&mut self, dt: f32) {
        if self.finished.is_some() {
            return;
        }
        let frozen = self.frozen_for.min(dt);
        self.frozen_for -= frozen;
        self.seconds += dt - frozen;
    }

    /// Whether the board is over (cleared, or out of time): no pick, link, power-up or undo
    /// changes it any more.
    pub fn is_finished(&self) -> bool {
        self.finished.is_some()
    }
}

fn tick_clock(time: Res<Time>, board: Option<Res<Board>>, mut clock: ResMut<DealClock>) {
    if board.is_some() {
        clock.tick(time.delta_secs());
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
    if clock.finished.is_none() && !board.grid().is_cleared() && clock.seconds >= limit as f32 {
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
