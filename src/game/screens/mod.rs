//! The screens every feature shares: title, settings, pause, win and lose, the level editor,
//! moving through menus and the fades between them; and the registration of each feature's own
//! screens (packs and levels, modes, controls, online, race). Each is a `Screen` or `Menu` state
//! whose entities are despawned when it is left, built from the theme's widgets.

pub mod editor;
pub mod fade;
pub mod finish;
pub mod look_at_board;
pub mod navigation;
pub mod pause;
pub mod reader;
pub mod scene_file;
pub mod scrolling;
pub mod settings;
pub mod title;
pub mod typing;

use bevy::prelude::*;

/// Every screen and menu.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        navigation::plugin,
        title::plugin,
        crate::game::content::screens::plugin,
        crate::game::modes::screens::plugin,
        crate::game::records::screens::plugin,
        crate::game::replays::screens::plugin,
        settings::plugin,
        crate::game::input::screens::plugin,
        pause::plugin,
        finish::plugin,
        fade::plugin,
        look_at_board::plugin,
        editor::plugin,
        editor::level_page::plugin,
        crate::game::specials::screens::plugin,
    ))
    .add_plugins((
        scene_file::plugin,
        scrolling::plugin,
        reader::plugin,
        crate::game::result_card::screens::plugin,
        crate::game::result_card::animation::plugin,
    ));
    #[cfg(feature = "online")]
    app.add_plugins((
        crate::game::online::screens::plugin,
        crate::game::race::screens::plugin,
    ));
}
