//! Tile sprites: the art (see `crate::art::tiles`) drawn into an atlas at start-up, given to
//! every new tile with the click observer. The atlas is drawn again, in the background, when
//! the tile set or the high-contrast setting changes, and at a resolution that suits the tiles'
//! size on screen, so they stay sharp in a big window.

use std::sync::Arc;

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::tasks::futures_lite::future;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use super::camera::BoardCamera;
use super::geometry::{CELL, cell_center};
use super::images::pickable_rgba_image;
use super::tile_sheets::{FaceSource, TileSheets};
use crate::art::sets::{Faces, Sheet, TileSet};
use crate::art::tiles as art;
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::core::board::{GridPos, TileKind};
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::input::board_input::on_tile_clicked;
use crate::game::input::partners::on_tile_pressed;
use crate::game::theme::fonts;

/// Tile atlas columns.
const ATLAS_COLUMNS: usize = 12;
/// Tile image proportions, and the stones' size in pixels.
pub const TILE_PX: (usize, usize) = (96, 100);
/// Tile image heights the board's atlas may be drawn at: a tile's height on screen, within
/// these bounds (the width keeps [`TILE_PX`]'s proportion).
const BOARD_HEIGHTS: std::ops::RangeInclusive<usize> = 16..=300;
/// Tile image height of the menus' atlas: the tallest tile picture a menu shows (the title's
/// row), so menus sample their pictures at about their size.
const MENU_TILE_HEIGHT: usize = 50;
/// Tile size in world units (the cell is [`CELL`]).
pub const BODY: Vec2 = Vec2::new(CELL * 0.94, CELL * 0.98);

/// The images every tile uses, drawn once at start-up.
#[derive(Resource, Debug, Clone)]
pub struct TileArt {
    tiles: Handle<Image>,
    layout: Handle<TextureAtlasLayout>,
    menu_tiles: Handle<Image>,
    menu_layout: Handle<TextureAtlasLayout>,
    /// The soft ring around the selected tile and the keyboard cursor.
    pub glow: Handle<Image>,
    /// An obstacle's stone.
    pub stone: Handle<Image>,
}

impl TileArt {
    /// A UI image of tile `kind` (menus decorate with the game's own tiles).
    pub fn tile_node(&self, kind: usize) -> ImageNode {
        ImageNode::from_atlas_image(
            self.menu_tiles.clone(),
            TextureAtlas {
                layout: self.menu_layout.clone(),
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

/// What an atlas is drawn with: the tile set's id, high contrast, and the tile image height.
type AtlasLook = (&'static str, bool, usize);

/// The tiles an atlas holds: every kind of its set, and at least [`art::FACE_KINDS`], so that
/// any kind below it has a picture whatever the set (kinds beyond a set's own repeat its
/// faces).
fn atlas_cells(set: &dyn TileSet) -> usize {
    set.kinds().max(art::FACE_KINDS)
}

/// What drawing an atlas needs: the set and, for a sheet set, its sheet.
#[derive(Clone)]
struct AtlasArt {
    set: Arc<dyn TileSet>,
    sheet: Option<Arc<Sheet>>,
}

/// The tile image size of a tile image height.
fn tile_px(height: usize) -> (usize, usize) {
    (height * TILE_PX.0 / TILE_PX.1, height)
}

fn tile_atlas_image(art: &AtlasArt, (_, high_contrast, height): AtlasLook) -> Image {
    let (pixels, w, h) = art::tile_atlas(
        art.set.as_ref(),
        art.sheet.as_deref(),
        atlas_cells(art.set.as_ref()),
        tile_px(height),
        ATLAS_COLUMNS,
        high_contrast,
        Some(fonts::BOLD),
    );
    pickable_rgba_image(pixels, w, h)
}

fn atlas_layout(height: usize, cells: usize) -> TextureAtlasLayout {
    let (w, h) = tile_px(height);
    TextureAtlasLayout::from_grid(
        UVec2::new(w as u32, h as u32),
        ATLAS_COLUMNS as u32,
        cells.div_ceil(ATLAS_COLUMNS) as u32,
        None,
        None,
    )
}

/// One tile atlas: the look it shows, and the drawing that will replace it, if any. The
/// board's atlas (`nearest`) is drawn at the tiles' size on screen and sampled without
/// filtering: one texel per pixel is as sharp as the art gets, and a software renderer shades
/// an unfiltered sample for less (docs/performance.md). Menus scale their pictures, so theirs
/// is filtered.
struct AtlasSlot {
    image: Handle<Image>,
    layout: Handle<TextureAtlasLayout>,
    nearest: bool,
    shown: AtlasLook,
    drawing: Option<(AtlasLook, usize, Task<Image>)>,
}

impl AtlasSlot {
    /// An atlas showing `image`, drawn for `look`.
    fn new(
        image: Image,
        (look, cells): (AtlasLook, usize),
        nearest: bool,
        images: &mut Assets<Image>,
        layouts: &mut Assets<TextureAtlasLayout>,
    ) -> Self {
        let mut slot = Self {
            image: Handle::default(),
            layout: layouts.add(atlas_layout(look.2, cells)),
            nearest,
            shown: look,
            drawing: None,
        };
        slot.image = images.add(slot.sampled(image));
        slot
    }

    /// `image` with this atlas's sampler. Only the board's tiles are sprites, whose picking
    /// reads their pixels' alpha: the menus' atlas leaves main memory once on the card.
    fn sampled(&self, mut image: Image) -> Image {
        if self.nearest {
            image.sampler = ImageSampler::nearest();
        } else {
            image.asset_usage = RenderAssetUsages::RENDER_WORLD;
        }
        image
    }

    /// Puts a finished drawing in place (in place: every sprite and picture of it follows), and
    /// starts drawing `wanted` with `art` in the background when it is neither shown nor being
    /// drawn (`art` is `None` while a sheet loads: the atlas shown stays). A drawing that is
    /// no longer wanted is dropped, which cancels it.
    fn keep(
        &mut self,
        (wanted, art): (AtlasLook, Option<AtlasArt>),
        wake: &Wake,
        images: &mut Assets<Image>,
        layouts: &mut Assets<TextureAtlasLayout>,
    ) {
        if let Some((look, cells, task)) = self.drawing.as_mut()
            && let Some(image) = block_on(future::poll_once(task))
        {
            let (look, cells) = (*look, *cells);
            self.drawing = None;
            let _ = images.insert(&self.image, self.sampled(image));
            let _ = layouts.insert(&self.layout, atlas_layout(look.2, cells));
            self.shown = look;
        }
        let busy_with = self.drawing.as_ref().map(|(look, _, _)| *look);
        let Some(art) = art else {
            return;
        };
        if self.shown != wanted && busy_with != Some(wanted) {
            let wake = wake.clone();
            let cells = atlas_cells(art.set.as_ref());
            let task = AsyncComputeTaskPool::get().spawn(async move {
                let image = tile_atlas_image(&art, wanted);
                wake.wake();
                image
            });
            self.drawing = Some((wanted, cells, task));
        }
    }
}

/// The board's atlas and the menus'.
#[derive(Resource)]
pub(crate) struct TileAtlases {
    board: AtlasSlot,
    menus: AtlasSlot,
    /// Wakes the sleeping game when a drawing is done.
    wake: Wake,
}

impl TileAtlases {
    /// Whether an atlas is being drawn (a screenshot waits until none is).
    pub(crate) fn is_drawing(&self) -> bool {
        self.board.drawing.is_some() || self.menus.drawing.is_some()
    }
}

/// The look and art of an atlas of set `id` (the default set when it is unknown or cannot be
/// shown); no art while its sheet loads.
fn atlas_of(
    sets: &TileSets,
    sheets: Option<&TileSheets>,
    (id, high_contrast, height): (&str, bool, usize),
) -> Option<(AtlasLook, Option<AtlasArt>)> {
    let set = sets.pick(id, 0)?.clone();
    let source = match (set.faces(), sheets) {
        (Faces::Drawn, _) => FaceSource::Drawn,
        (_, Some(sheets)) => sheets.faces_of(set.as_ref()),
        (_, None) => FaceSource::NotReady,
    };
    let look = (set.id(), high_contrast, height);
    let art = match source {
        FaceSource::NotReady => None,
        source => Some(AtlasArt {
            sheet: source.sheet(),
            set,
        }),
    };
    Some((look, art))
}

fn make_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
    (settings, wake, sets): (Res<Settings>, Res<Wake>, Res<TileSets>),
) {
    // One atlas is drawn before the first frame, at the menus' size (the title shows tiles),
    // with the first set drawn in code when the chosen one's sheet is still loading. The board
    // starts from a copy of it and gets its own size in the background: the board is hidden
    // under the title while that is drawn.
    let drawn = sets
        .all()
        .find(|s| s.faces() == Faces::Drawn)
        .map(|s| s.id());
    let first = [settings.tile_set.as_str()].into_iter().chain(drawn);
    let Some((look, art)) = first
        .filter_map(|id| atlas_of(&sets, None, (id, settings.high_contrast, MENU_TILE_HEIGHT)))
        .find_map(|(look, art)| Some((look, art?)))
    else {
        warn!("no tile set can be drawn: the tiles are not drawn");
        return;
    };
    let menu_image = tile_atlas_image(&art, look);
    let cells = (look, atlas_cells(art.set.as_ref()));
    let board = AtlasSlot::new(menu_image.clone(), cells, true, &mut images, &mut layouts);
    let menus = AtlasSlot::new(menu_image, cells, false, &mut images, &mut layouts);
    let (tiles, layout) = (board.image.clone(), board.layout.clone());
    let (menu_tiles, menu_layout) = (menus.image.clone(), menus.layout.clone());
    commands.insert_resource(TileAtlases {
        board,
        menus,
        wake: wake.clone(),
    });
    let glow = images.add(pickable_rgba_image(glow_pixels(96), 96, 96));
    let stone = images.add(pickable_rgba_image(
        art::obstacle_pixels(TILE_PX.0, TILE_PX.1),
        TILE_PX.0,
        TILE_PX.1,
    ));
    commands.insert_resource(TileArt {
        tiles,
        layout,
        menu_tiles,
        menu_layout,
        glow,
        stone,
    });
}

/// Gives new tiles their sprite (body and face in one), their place in the world, and makes
/// them clickable.
fn dress_new_tiles(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    board: Option<Res<crate::game::core::board::Board>>,
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
                        index: kind.0 as usize,
                    }),
                    custom_size: Some(BODY),
                    ..default()
                },
                Transform::from_translation(cell_center(pos.0, w, h).extend(0.0)),
                Pickable::default(),
            ))
            .observe(on_tile_clicked)
            .observe(on_tile_pressed);
    }
}

/// Faces follow kind changes (re-deals).
fn update_faces(mut tiles: Query<(&TileKind, &mut Sprite), Changed<TileKind>>) {
    for (kind, mut sprite) in &mut tiles {
        if let Some(atlas) = sprite.texture_atlas.as_mut() {
            atlas.index = kind.0 as usize;
        }
    }
}

/// The tile image height that suits the board's tiles on screen: the physical pixels of a
/// tile's height under the board camera.
fn suited_height(
    windows: &Query<&Window>,
    cameras: &Query<&Projection, With<BoardCamera>>,
) -> usize {
    let on_screen = windows.iter().next().and_then(|window| {
        cameras.iter().find_map(|p| match p {
            Projection::Orthographic(o) if o.area.height() > 0.0 => {
                Some(BODY.y * window.physical_height() as f32 / o.area.height())
            }
            _ => None,
        })
    });
    on_screen.map_or(TILE_PX.1, |px| {
        (px.round() as usize).clamp(*BOARD_HEIGHTS.start(), *BOARD_HEIGHTS.end())
    })
}

/// Draws the atlases again when the tile set, high contrast or (for the board's) the tiles'
/// size on screen calls for another. The board shows the set chosen for it (see
/// [`BoardTileSet`]); the menus the player's.
fn keep_atlases_fitting(
    (settings, sets, board_set): (Res<Settings>, Res<TileSets>, Res<BoardTileSet>),
    (atlases, sheets): (Option<ResMut<TileAtlases>>, Option<Res<TileSheets>>),
    (windows, cameras): (Query<&Window>, Query<&Projection, With<BoardCamera>>),
    mut images: ResMut<Assets<Image>>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
) {
    let Some(mut atlases) = atlases else {
        return;
    };
    let TileAtlases { board, menus, wake } = &mut *atlases;
    let (chosen, contrast) = (settings.tile_set.as_str(), settings.high_contrast);
    let on_board = board_set.id.unwrap_or(chosen);
    let board_look = (on_board, contrast, suited_height(&windows, &cameras));
    if let Some(wanted) = atlas_of(&sets, sheets.as_deref(), board_look) {
        board.keep(wanted, wake, &mut images, &mut layouts);
    }
    let menu_look = (chosen, contrast, MENU_TILE_HEIGHT);
    if let Some(wanted) = atlas_of(&sets, sheets.as_deref(), menu_look) {
        menus.keep(wanted, wake, &mut images, &mut layouts);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art).add_systems(
        Update,
        (dress_new_tiles, update_faces, keep_atlases_fitting)
            .in_set(crate::game::view::stages::ViewSystems::Dress),
    );
}
