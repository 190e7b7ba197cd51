//! The modes' menus: the Modes menu (`modes.rs`), the Quick game menu (`quick_game.rs`) and
//! Enter a code (`enter_code.rs`), and a board handed over by a link opened while the game
//! runs (`handed.rs`).

pub mod enter_code;
#[cfg(unix)]
pub mod handed;
pub mod modes;
pub mod quick_game;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((modes::plugin, quick_game::plugin, enter_code::plugin));
    #[cfg(unix)]
    app.add_plugins(handed::plugin);
}
