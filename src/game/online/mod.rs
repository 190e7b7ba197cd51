//! The game's side of the online leaderboards: sending games that count and reading boards
//! (`leaderboards.rs`), the player's name (`player_name.rs`), sharing the player's replays
//! (`sharing.rs`), and the screens (`screens/`): the
//! Leaderboard, the rank line on the win screen and Settings → Online.

pub mod leaderboards;
pub mod player_name;
#[cfg(feature = "look")]
pub mod screens;
pub mod sharing;

use bevy::prelude::*;

/// Leaderboards and the name.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((leaderboards::plugin, sharing::plugin));
}
