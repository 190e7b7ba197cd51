//! The online screens: the Leaderboard, the win and lose screens' rank line, Settings → Online.

pub mod leaderboard;
pub mod rank;
pub mod settings;

use bevy::prelude::*;

/// The online screens.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((leaderboard::plugin, rank::plugin, settings::plugin));
}
