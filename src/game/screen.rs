//! Which screen is showing. Gameplay systems run only on [`Screen::Play`]; each screen's
//! entities are despawned when it is left.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

/// The screen the player is on.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Playing a board.
    #[default]
    Play,
    /// The level editor.
    Editor,
}

pub(super) fn plugin(app: &mut App) {
    // Headless apps (tests) have no states plugin of their own.
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_state::<Screen>();
}
