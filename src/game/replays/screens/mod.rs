//! The replays' screen: the coach (`coach.rs`, its drawings in `coach_drawing.rs`), opened
//! from the win and lose screens.

pub mod coach;
pub mod coach_drawing;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(coach::plugin);
}
