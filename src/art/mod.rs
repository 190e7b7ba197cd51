//! The game's pictures, drawn by our own code into plain RGBA pixels: tiles and their faces,
//! and the canvas power-up icons are drawn on. No Bevy here; the view turns pixels into images.

pub mod animation;
pub mod app_icon;
pub mod backgrounds;
pub mod glyphs;
pub mod icon;
pub mod look_alike;
pub mod result_card;
pub mod sets;
pub mod shape_faces;
pub mod special_marks;
pub mod thumbnails;
pub mod tiles;
