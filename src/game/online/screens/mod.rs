//! The online screens: the Leaderboard (and a race link's entry raced from it), the win and
//! lose screens' rank line, Settings → Online.

pub mod leaderboard;
pub mod race_link;
pub mod rank;
pub mod settings;

use bevy::prelude::*;

/// The online screens.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        leaderboard::plugin,
        race_link::plugin,
        rank::plugin,
        settings::plugin,
    ));
}
