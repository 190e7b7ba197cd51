//! The clock of the board in play. It runs on game time, so pausing the game stops it; a
//! freeze holds it for a while.

use bevy::prelude::*;

use super::board::Board;
use super::sets::MoveFlow;

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
}

fn tick_clock(time: Res<Time>, board: Option<Res<Board>>, mut clock: ResMut<DealClock>) {
    if board.is_some() {
        clock.tick(time.delta_secs());
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DealClock>()
        .add_systems(Update, tick_clock.in_set(MoveFlow::Clock));
}
