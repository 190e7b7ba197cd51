//! The game's pictures, drawn by our own code into plain RGBA pixels: tiles and their faces,
//! and the canvas power-up icons are drawn on. No Bevy here; the view turns pixels into images.

#[cfg(feature = "look")]
pub mod animation;
#[cfg(feature = "look")]
pub mod app_icon;
pub mod backgrounds;
pub mod glyphs;
pub mod icon;
#[cfg(feature = "look")]
pub mod look_alike;
#[cfg(feature = "look")]
pub mod result_card;
pub mod sets;
pub mod shape_faces;
#[cfg(feature = "look")]
pub mod special_marks;
#[cfg(feature = "look")]
pub mod thumbnails;
#[cfg(feature = "look")]
pub mod tiles;
