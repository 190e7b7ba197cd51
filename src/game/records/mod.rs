//! What a player keeps on this computer besides progress: the journal of finished games
//! (`journal.rs`), and the screens read from it: the hall of fame and the statistics
//! (`screens/`). The data and its rules are `formats::saves::journal`, `formats::saves::hall_of_fame` and
//! `formats::saves::statistics`.

pub mod journal;
#[cfg(feature = "look")]
pub mod screens;

use bevy::prelude::*;

/// The journal's logic.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(journal::plugin);
}
