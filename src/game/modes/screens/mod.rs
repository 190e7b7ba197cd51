//! The modes' menus: the Modes menu (`modes.rs`) and the Quick game menu (`quick_game.rs`).

pub mod modes;
pub mod quick_game;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((modes::plugin, quick_game::plugin));
}
