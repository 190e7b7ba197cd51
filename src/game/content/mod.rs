//! Content: what is played with. Levels and packs as assets (loaded, watched, moved between),
//! where level files are read from, the tile sets and backgrounds (the registries a mod adds
//! to, and the built-ins' registration), a mod's own asset folder, and the words the game shows. Its
//! screens (`screens/`) are the packs and the level select.

pub mod backgrounds;
pub mod board_codes;
pub mod built_in_tile_sets;
pub mod desktop_backgrounds;
pub mod desktop_tile_sets;
pub mod level_sources;
pub mod levels;
pub mod mod_assets;
#[cfg(feature = "look")]
pub mod screens;
pub mod tile_sets;
pub mod words;

use bevy::prelude::*;

use crate::game::core::who_plays::StandInApp;

/// Content's logic (the levels themselves are added by [`levels::LevelsPlugin`], which knows
/// where they come from).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(tile_sets::plugin)
        .stands_in::<levels::TestPlaying>()
        .init_resource::<backgrounds::Backgrounds>();
}
