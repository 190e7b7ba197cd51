//! Tile sprites: the art (see `crate::art::tiles`) drawn once into an atlas at start-up, given
//! to every new tile with the click observer, and redrawn when the tile set or the
//! high-contrast setting changes.

use bevy::prelude::*;

use super::geometry::{CELL, cell_center};
use super::images::rgba_image;
use crate::art::sets::TileSet;
use crate::art::tiles as art;
use crate::game::logic::board::{GridPos, TileKind};
use crate::game::logic::input::on_tile_clicked;
use crate::game::logic::settings::Settings;
use crate::game::theme::fonts;

/// Tile atlas columns.
const ATLAS_COLUMNS: usize = 12;
/// Tile image size in pixels.
pub const TILE_PX: (usize, usize) = (96, 100);
/// Tile size in world units (the cell is [`CELL`]).
pub const BODY: Vec2 = Vec2::new(CELL * 0.94, CELL * 0.98);

/// The images every tile uses, drawn once at start-up.
#[derive(Resource, Debug, Clone)]
pub struct TileArt {
    tiles: Handle<Image>,
    layout: Handle<TextureAtlasLayout>,
    /// The soft ring around the selected tile and the keyboard cursor.
    pub glow: Handle<Image>,
    /// An obstacle's stone.
    pub stone: Handle<Image>,
}

impl TileArt {
    /// A UI image of tile `kind` (menus decorate with the game's own tiles).
    pub fn tile_node(&self, kind: usize) -> ImageNode {
        ImageNode::from_atlas_image(
            self.tiles.clone(),
            TextureAtlas {
                layout: self.layout.clone(),
                index: kind % art::FACE_KINDS,
            },
        )
    }
}

/// A soft round-cornered glow ring.
fn glow_pixels(size: usize) -> Vec<u8> {
    let mut out = vec![0u8; size * size * 4];
    let half = size as f32 / 2.0;
    for y in 0..size {
        for x in 0..size {
            let (dx, dy) = ((x as f32 + 0.5 - half).abs(), (y as f32 + 0.5 - half).abs());
            let inner = half * 0.74;
            let qx = (dx - inner).max(0.0);
            let qy = (dy - inner).max(0.0);
            let d = (qx * qx + qy * qy).sqrt() / (half - inner); // 0 inside, 1 at the edge
            let a = if dx < inner && dy < inner {
                0.0
            } else {
                (1.0 - d).clamp(0.0, 1.0).powf(1.5)
            };
            let i = (y * size + x) * 4;
            out[i..i + 4].copy_from_slice(&[255, 210, 80, (a * 255.0) as u8]);
        }
    }
    out
}

fn tile_atlas_image(settings: &Settings) -> Image {
    let (pixels, w, h) = art::tile_atlas(
        settings.tile_set,
        art::FACE_KINDS,
        TILE_PX,
        ATLAS_COLUMNS,
        settings.high_contrast,
        Some(fonts::BOLD),
    );
    rgba_image(pixels, w, h)
}

fn make_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
    settings: Res<Settings>,
) {
    let tiles = images.add(tile_atlas_image(&settings));
    let layout = layouts.add(TextureAtlasLayout::from_grid(
        UVec2::new(TILE_PX.0 as u32, TILE_PX.1 as u32),
        ATLAS_COLUMNS as u32,
        art::FACE_KINDS.div_ceil(ATLAS_COLUMNS) as u32,
        None,
        None,
    ));
    let glow = images.add(rgba_image(glow_pixels(96), 96, 96));
    let stone = images.add(rgba_image(
        art::obstacle_pixels(TILE_PX.0, TILE_PX.1),
        TILE_PX.0,
        TILE_PX.1,
    ));
    commands.insert_resource(TileArt {
        tiles,
        layout,
        glow,
        stone,
    });
}

/// Gives new tiles their sprite (body and face in one), their place in the world, and makes
/// them clickable.
fn dress_new_tiles(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    board: Option<Res<crate::game::logic::board::Board>>,
    tiles: Query<(Entity, &TileKind, &GridPos), Added<TileKind>>,
) {
    let (Some(art), Some(board)) = (art, board) else {
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for (e, kind, pos) in &tiles {
        commands
            .entity(e)
            .insert((
                Sprite {
                    image: art.tiles.clone(),
                    texture_atlas: Some(TextureAtlas {
                        layout: art.layout.clone(),
                        index: kind.0 as usize % art::FACE_KINDS,
                    }),
                    custom_size: Some(BODY),
                    ..default()
                },
                Transform::from_translation(cell_center(pos.0, w, h).extend(0.0)),
                Pickable::default(),
            ))
            .observe(on_tile_clicked);
    }
}

/// Faces follow kind changes (re-deals).
fn update_faces(mut tiles: Query<(&TileKind, &mut Sprite), Changed<TileKind>>) {
    for (kind, mut sprite) in &mut tiles {
        if let Some(atlas) = sprite.texture_atlas.as_mut() {
            atlas.index = kind.0 as usize % art::FACE_KINDS;
        }
    }
}

/// Redraws the tiles when the tile set or the high-contrast setting changes (in place: every
/// sprite and menu picture of a tile follows).
fn redraw_tiles(
    settings: Res<Settings>,
    art: Option<Res<TileArt>>,
    mut images: ResMut<Assets<Image>>,
    mut drawn: Local<Option<(TileSet, bool)>>,
) {
    let Some(art) = art else { return };
    let wanted = (settings.tile_set, settings.high_contrast);
    if drawn.is_none() {
        // Drawn at start-up with the loaded settings.
        *drawn = Some(wanted);
    }
    if *drawn != Some(wanted) {
        *drawn = Some(wanted);
        let _ = images.insert(&art.tiles, tile_atlas_image(&settings));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art).add_systems(
        Update,
        (dress_new_tiles, update_faces, redraw_tiles).in_set(super::sets::ViewSystems::Dress),
    );
}
