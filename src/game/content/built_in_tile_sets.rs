//! Tile sets as an extension point: everything a mod needs to add one, and the built-ins'
//! registration. A set is a type implementing [`TileSet`] (its id, its name's message key,
//! its kinds, and its faces drawn in code or cut from a PNG sheet); `app.add_tile_set(MySet)`
//! adds it, and Settings → Tiles offers it. The built-ins are registered here exactly as a
//! mod's would be: adding one is one file in `art::sets` and one line below. See
//! `docs/modding.md`.

use bevy::prelude::*;

pub use crate::art::sets::critters::Critters;
pub use crate::art::sets::mahjong::Mahjong;
pub use crate::art::sets::shapes::Shapes;
pub use crate::art::sets::{FacePen, Faces, Sheet, SheetError, SheetFaces, TileSet};
pub use crate::game::content::mod_assets::AddModAssets;
pub use crate::game::content::tile_sets::{AddTileSet, TileSets};

/// Registers the built-in sets, in the order Settings steps through them.
pub fn plugin(app: &mut App) {
    app.add_tile_set(Shapes)
        .add_tile_set(Mahjong)
        .add_tile_set(Critters);
}
