//! Content: levels as assets and hot reload, the shipped levels, tile sets.

pub(crate) mod backgrounds;
pub(crate) mod hot_reload;
pub(crate) mod levels;
pub(crate) mod tile_sets;
