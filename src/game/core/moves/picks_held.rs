//! Picks held: for a while, the player's picks are ignored (an opponent's freeze in a race).
//! Selection and power-up aiming read it; the picks are still recorded, so a replay re-plays
//! them into the same hold.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::core::board::dealt_anew;
use crate::game::core::clock::DealClock;
use crate::game::core::stages::BoardSetup;

/// Picks are ignored until this time of play.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PicksHeld {
    /// The time of play (see [`DealClock::played`]) the hold ends at.
    pub until: Duration,
}

impl PicksHeld {
    /// Whether picks are ignored now.
    pub fn holds(&self, clock: &DealClock) -> bool {
        clock.played < self.until
    }

    /// Holds picks for `time` from `clock`'s now (a longer hold already running stays).
    pub fn hold_for(&mut self, clock: &DealClock, time: Duration) {
        self.until = self.until.max(clock.played + time);
    }
}

fn release_on_deal(mut held: ResMut<PicksHeld>) {
    *held = PicksHeld::default();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PicksHeld>().add_systems(
        PreUpdate,
        release_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
    );
}
