//! Content: levels as assets and hot reload, the shipped levels, tile sets (the desktop's
//! drawn as KDE draws them).

pub(crate) mod backgrounds;
pub(crate) mod desktop_tiles;
pub(crate) mod hot_reload;
pub(crate) mod levels;
pub(crate) mod tile_sets;
