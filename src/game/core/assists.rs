//! The help a run took: hints, shuffles the player asked for, and undone moves. A clear with
//! any of it still counts, but the records keep the best unaided result apart.

use bevy::prelude::*;

use crate::game::core::board::dealt_anew;
use crate::game::core::history::History;
use crate::game::core::messages::Assists;
use crate::game::core::power_ups::PowerUpUsed;
use crate::game::core::stages::{BoardSetup, MoveFlow};

/// Counts help power-ups as they act, and takes the moves undone from the history.
fn count_assists(
    mut used: MessageReader<PowerUpUsed>,
    history: Res<History>,
    mut assists: ResMut<Assists>,
) {
    for u in used.read().filter(|u| u.assist) {
        *assists.power_ups.entry(u.id).or_default() += 1;
    }
    let undos = history.undone();
    if assists.undos != undos {
        assists.undos = undos;
    }
}

/// A new deal starts without help.
fn reset_on_deal(mut assists: ResMut<Assists>) {
    *assists = Assists::default();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Assists>()
        .add_systems(
            PreUpdate,
            reset_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
        )
        // Settled before the clear is scored and recorded (`Conclude`).
        .add_systems(Update, count_assists.in_set(MoveFlow::Settle));
}
