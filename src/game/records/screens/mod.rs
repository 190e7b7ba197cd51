//! The screens read from the journal: the Hall of fame (`hall_of_fame.rs`) and the Statistics
//! (`statistics.rs`, with its charts in `charts.rs`), both opened from the title; a board's
//! name in words is `board_title.rs`.

pub mod board_title;
pub mod charts;
pub mod hall_of_fame;
pub mod statistics;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((hall_of_fame::plugin, statistics::plugin));
}
