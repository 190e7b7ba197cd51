//! Pixels drawn by our own code (`crate::art`) as Bevy images.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::art::icon::IconCanvas;

/// An sRGB RGBA8 image `w × h` pixels.
pub fn rgba_image(pixels: Vec<u8>, w: usize, h: usize) -> Image {
    Image::new(
        Extent3d {
            width: w as u32,
            height: h as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        // Kept in the main world too: sprite picking tests the pixels' alpha.
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

/// An icon drawn on a canvas as an image.
pub fn icon_image(canvas: IconCanvas) -> Image {
    let size = canvas.size();
    rgba_image(canvas.into_rgba8(), size, size)
}
