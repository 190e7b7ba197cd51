//! The board as drawn: its tiles (`tiles.rs`, their sheets `tile_sheets.rs` and pictures
//! `images.rs`, `picture_memory.rs`), how they move and vanish (`tile_animation.rs`,
//! `effects.rs`, `new_deal.rs`), the link line (`line.rs`), a pick's partners (`partners.rs`),
//! the slide choice (`slide_choice.rs`) and tiles that look alike (`look_alikes.rs`).

pub mod effects;
pub mod images;
pub mod line;
pub mod look_alikes;
pub mod new_deal;
pub mod partners;
pub mod picture_memory;
pub mod slide_choice;
pub mod tile_animation;
pub mod tile_sheets;
pub mod tiles;
