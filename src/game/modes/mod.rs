//! Modes of play: the questions every mode answers (`terms.rs`, one exhaustive match each, so
//! a new mode is asked every one of them by the compiler), the pack played classic or relaxed
//! and the daily challenge, runs of boards (time attack, endless), the demo that plays itself,
//! and the Modes menu (`screens.rs`).

pub mod demo;
pub mod pack_and_daily;
pub mod runs;
pub mod screens;
pub mod terms;

use bevy::prelude::*;

/// The modes' logic.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((pack_and_daily::plugin, runs::plugin, demo::plugin));
}
