//! The desktop's own pictures, read as the desktop's programs draw them: KDE's tile sets and
//! backgrounds (`kmahjongglib.rs` reads their `.desktop` files, `desktop_tile_set.rs` and
//! `desktop_background.rs` draw them, `svg_bounds.rs` measures an SVG's elements), and the id
//! a tile set is kept under (`tile_set_id.rs`).

pub mod desktop_background;
pub mod desktop_tile_set;
pub mod kmahjongglib;
pub mod svg_bounds;
pub mod tile_set_id;
