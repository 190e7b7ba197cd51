//! The packs and the level select.

pub mod level_select;
pub mod packs;

use bevy::prelude::*;

/// Both screens.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((level_select::plugin, packs::plugin));
}
