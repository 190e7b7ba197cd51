//! Screens and menus around play: title, packs, level select, settings and its keys, pause,
//! win and lose, the level editor, and fades between them. Each is a `Screen` or `Menu` state
//! whose entities are despawned when it is left, built from the theme's widgets.

pub mod controls;
pub mod editor;
pub mod fade;
pub mod finish;
#[cfg(feature = "online")]
pub mod leaderboard;
pub mod level_select;
pub mod modes;
pub mod navigation;
#[cfg(feature = "online")]
pub mod online_rank;
#[cfg(feature = "online")]
pub mod online_settings;
pub mod packs;
pub mod pause;
#[cfg(feature = "online")]
pub mod race;
pub mod settings;
pub mod title;

use bevy::prelude::*;

/// Every screen and menu.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        navigation::plugin,
        title::plugin,
        level_select::plugin,
        packs::plugin,
        modes::plugin,
        settings::plugin,
        controls::plugin,
        pause::plugin,
        finish::plugin,
        fade::plugin,
        editor::plugin,
        editor::level_page::plugin,
    ));
    #[cfg(feature = "online")]
    app.add_plugins((
        leaderboard::plugin,
        online_rank::plugin,
        online_settings::plugin,
        race::plugin,
    ));
}
