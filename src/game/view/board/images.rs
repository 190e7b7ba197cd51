//! Pixels drawn by our own code (`crate::art`) as Bevy images.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::art::icon::IconCanvas;

/// An sRGB RGBA8 image `w × h` pixels, for pictures nothing reads back: its pixels go to the
/// graphics card and leave main memory (with a software renderer, a second copy would stay in
/// the process for nothing).
pub fn rgba_image(pixels: Vec<u8>, w: usize, h: usize) -> Image {
    let mut image = pickable_rgba_image(pixels, w, h);
    image.asset_usage = RenderAssetUsages::RENDER_WORLD;
    image
}

/// An sRGB RGBA8 image `w × h` pixels that keeps its pixels in the main world too: sprite
/// picking tests the alpha of the pixel under the pointer, so a sprite without them could
/// not be clicked.
pub fn pickable_rgba_image(pixels: Vec<u8>, w: usize, h: usize) -> Image {
    Image::new(
        Extent3d {
            width: w as u32,
            height: h as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

/// An icon drawn on a canvas as an image.
pub fn icon_image(canvas: IconCanvas) -> Image {
    let size = canvas.size();
    rgba_image(canvas.into_rgba8(), size, size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pickable_images_keep_their_pixels_in_the_main_world() {
        let shown = rgba_image(vec![0; 16], 2, 2);
        assert_eq!(shown.asset_usage, RenderAssetUsages::RENDER_WORLD);
        let picked = pickable_rgba_image(vec![0; 16], 2, 2);
        assert!(picked.asset_usage.contains(RenderAssetUsages::MAIN_WORLD));
        assert!(picked.asset_usage.contains(RenderAssetUsages::RENDER_WORLD));
    }
}
