//! Tile sprites: the art (see `crate::art::tiles`) drawn into an atlas at start-up, given to
//! every new tile with the click observer. The atlas is drawn again, in the background, when
//! the tile set or the high-contrast setting changes, and at a resolution that suits the tiles'
//! size on screen, so they stay sharp in a big window.

use std::sync::Arc;

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::tasks::futures_lite::future;
use bevy::tasks::{Task, block_on};

use crate::art::sets::{Faces, Sheet, TileSet};
use crate::art::tiles as art;
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::core::background::work_pool;
use crate::game::core::board::{GridPos, TileKind};
use crate::game::core::moves::selection::Selection;
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::input::board_input::on_tile_clicked;
use crate::game::input::partners::on_tile_pressed;
use crate::game::theme::fonts;
use crate::game::view::board::images::pickable_rgba_image;
use crate::game::view::board::tile_sheets::{FaceSource, TileSheets};
use crate::game::view::frame::camera::BoardCamera;
use crate::game::view::geometry::{CELL, cell_center, stacking};

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

/// The shape of `set`'s tiles on the board, in cells.
fn board_shape(set: &dyn TileSet) -> art::TileShape {
    art::board_shape(set, (BODY.x / CELL, BODY.y / CELL))
}

/// The tile image size of `set`'s atlas at tile image height `height`. On the board a set with
/// its own tile keeps its picture's proportions (the sprite is the whole picture); menus show
/// every set in the game's proportions, [`TILE_PX`], a set's own picture fitted inside.
fn tile_px(set: &dyn TileSet, height: usize, board: bool) -> (usize, usize) {
    match set.own_tile() {
        Some(_) if board => {
            let (w, h) = board_shape(set).size;
            (((height as f32 * w / h).round() as usize).max(1), height)
        }
        _ => (height * TILE_PX.0 / TILE_PX.1, height),
    }
}

/// How the board's tile sprites show the board's atlas: their size and anchor (the cell's
/// centre on the picture), and where the selected tiles' pictures start in it, for a set with
/// its own selected body.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardTileLook {
    /// The sprite's size in world units.
    pub size: Vec2,
    /// The sprite's anchor: the point of the picture over the cell's centre.
    pub anchor: Vec2,
    /// The first selected tile in the atlas and the set's kinds (see
    /// [`art::selected_tile`]).
    selected: Option<(usize, usize)>,
}

impl BoardTileLook {
    /// The look of `set`'s atlas of `cells` tiles drawn for the board (`board`) or copied from
    /// the menus' (whose pictures have the game's proportions).
    fn of(set: &dyn TileSet, cells: usize, board: bool) -> Self {
        let shape = if board {
            board_shape(set)
        } else {
            art::TileShape {
                size: (BODY.x / CELL, BODY.y / CELL),
                centre: (0.5, 0.5),
            }
        };
        BoardTileLook {
            size: Vec2::new(shape.size.0, shape.size.1) * CELL,
            anchor: Vec2::new(shape.centre.0 - 0.5, 0.5 - shape.centre.1),
            selected: art::selected_tile(set, cells, 0).map(|first| (first, set.kinds().max(1))),
        }
    }

    /// The atlas index of a tile of `kind`, selected or not.
    pub fn index(&self, kind: usize, selected: bool) -> usize {
        match self.selected {
            Some((first, kinds)) if selected => first + kind % kinds,
            _ => kind,
        }
    }
}

impl Default for BoardTileLook {
    fn default() -> Self {
        BoardTileLook {
            size: BODY,
            anchor: Vec2::ZERO,
            selected: None,
        }
    }
}

/// An atlas drawn: its picture, its grid, and how the board's sprites show it.
struct DrawnAtlas {
    image: Image,
    layout: TextureAtlasLayout,
    look: BoardTileLook,
}

/// Draws the atlas of `art` for `look`, for the board or the menus.
fn draw_atlas(art: &AtlasArt, (_, high_contrast, height): AtlasLook, board: bool) -> DrawnAtlas {
    let set = art.set.as_ref();
    let cells = atlas_cells(set);
    let tile = tile_px(set, height, board);
    let (pixels, w, h) = art::tile_atlas(
        set,
        art.sheet.as_deref(),
        cells,
        tile,
        ATLAS_COLUMNS,
        high_contrast,
        Some(fonts::BOLD),
    );
    let layout = TextureAtlasLayout::from_grid(
        UVec2::new(tile.0 as u32, tile.1 as u32),
        ATLAS_COLUMNS as u32,
        art::atlas_tiles(set, cells).div_ceil(ATLAS_COLUMNS) as u32,
        None,
        None,
    );
    DrawnAtlas {
        image: pickable_rgba_image(pixels, w, h),
        layout,
        look: BoardTileLook::of(set, cells, board),
    }
}

/// One tile atlas: the look it shows, and the drawing that will replace it, if any. The
/// board's atlas (`board`) is drawn at the tiles' size on screen and sampled without
/// filtering: one texel per pixel is as sharp as the art gets, and a software renderer shades
/// an unfiltered sample for less (docs/performance.md). Menus scale their pictures, so theirs
/// is filtered.
struct AtlasSlot {
    image: Handle<Image>,
    layout: Handle<TextureAtlasLayout>,
    board: bool,
    shown: AtlasLook,
    drawing: Option<(AtlasLook, Task<DrawnAtlas>)>,
}

impl AtlasSlot {
    /// An atlas showing `drawn`, drawn for `look`.
    fn new(
        drawn: DrawnAtlas,
        look: AtlasLook,
        board: bool,
        images: &mut Assets<Image>,
        layouts: &mut Assets<TextureAtlasLayout>,
    ) -> Self {
        let mut slot = Self {
            image: Handle::default(),
            layout: layouts.add(drawn.layout),
            board,
            shown: look,
            drawing: None,
        };
        slot.image = images.add(slot.sampled(drawn.image));
        slot
    }

    /// `image` with this atlas's sampler. Only the board's tiles are sprites, whose picking
    /// reads their pixels' alpha: the menus' atlas leaves main memory once on the card.
    fn sampled(&self, mut image: Image) -> Image {
        if self.board {
            image.sampler = ImageSampler::nearest();
        } else {
            image.asset_usage = RenderAssetUsages::RENDER_WORLD;
        }
        image
    }

    /// Puts a finished drawing in place (in place: every sprite and picture of it follows),
    /// returning how the board's sprites show it, and starts drawing `wanted` with `art` in
    /// the background when it is neither shown nor being drawn (`art` is `None` while a sheet
    /// loads: the atlas shown stays). A drawing that is no longer wanted is dropped, which
    /// cancels it.
    fn keep(
        &mut self,
        (wanted, art): (AtlasLook, Option<AtlasArt>),
        wake: &Wake,
        images: &mut Assets<Image>,
        layouts: &mut Assets<TextureAtlasLayout>,
    ) -> Option<BoardTileLook> {
        let mut placed = None;
        if let Some((look, task)) = self.drawing.as_mut()
            && let Some(drawn) = block_on(future::poll_once(task))
        {
            let look = *look;
            self.drawing = None;
            let _ = images.insert(&self.image, self.sampled(drawn.image));
            let _ = layouts.insert(&self.layout, drawn.layout);
            self.shown = look;
            placed = Some(drawn.look);
        }
        let busy_with = self.drawing.as_ref().map(|(look, _)| *look);
        if let Some(art) = art
            && self.shown != wanted
            && busy_with != Some(wanted)
        {
            let (wake, board) = (wake.clone(), self.board);
            let task = work_pool().spawn(async move {
                let drawn = draw_atlas(&art, wanted, board);
                wake.wake();
                drawn
            });
            self.drawing = Some((wanted, task));
        }
        placed
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
/// shown), its tile image height given by `height` for the set; no art while its sheet loads.
fn atlas_of(
    sets: &TileSets,
    sheets: Option<&TileSheets>,
    (id, high_contrast, height): (&str, bool, impl Fn(&dyn TileSet) -> usize),
) -> Option<(AtlasLook, Option<AtlasArt>)> {
    let set = sets.pick(id, 0)?.clone();
    let height = height(set.as_ref());
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
    let menu_height = |_: &dyn TileSet| MENU_TILE_HEIGHT;
    let Some((look, art)) = first
        .filter_map(|id| atlas_of(&sets, None, (id, settings.high_contrast, menu_height)))
        .find_map(|(look, art)| Some((look, art?)))
    else {
        warn!("no tile set can be drawn: the tiles are not drawn");
        return;
    };
    let drawn = draw_atlas(&art, look, false);
    let copy = DrawnAtlas {
        image: drawn.image.clone(),
        layout: drawn.layout.clone(),
        look: drawn.look,
    };
    commands.insert_resource(drawn.look);
    let board = AtlasSlot::new(copy, look, true, &mut images, &mut layouts);
    let menus = AtlasSlot::new(drawn, look, false, &mut images, &mut layouts);
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
    (art, look, selection): (Option<Res<TileArt>>, Res<BoardTileLook>, Res<Selection>),
    board: Option<Res<crate::game::core::board::Board>>,
    tiles: Query<(Entity, &TileKind, &GridPos), Added<TileKind>>,
) {
    let (Some(art), Some(board)) = (art, board) else {
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for (e, kind, pos) in &tiles {
        let selected = selection.first == Some(pos.0);
        commands
            .entity(e)
            .insert((
                Sprite {
                    image: art.tiles.clone(),
                    texture_atlas: Some(TextureAtlas {
                        layout: art.layout.clone(),
                        index: look.index(kind.0 as usize, selected),
                    }),
                    custom_size: Some(look.size),
                    ..default()
                },
                Anchor(look.anchor),
                Transform::from_translation(cell_center(pos.0, w, h).extend(stacking(pos.0, w, h))),
                Pickable::default(),
            ))
            .observe(on_tile_clicked)
            .observe(on_tile_pressed);
    }
}

/// Tiles follow kind changes (re-deals), the selection (a set with its own selected body
/// shows it) and the board atlas's look (its sprites' size and anchor).
fn follow_kinds_and_selection(
    (look, selection): (Res<BoardTileLook>, Res<Selection>),
    changed: Query<(), Changed<TileKind>>,
    mut tiles: Query<(&TileKind, &GridPos, &mut Sprite, &mut Anchor)>,
) {
    let everything = look.is_changed() || selection.is_changed();
    if !everything && changed.is_empty() {
        return;
    }
    for (kind, pos, mut sprite, mut anchor) in &mut tiles {
        let index = look.index(kind.0 as usize, selection.first == Some(pos.0));
        if let Some(atlas) = sprite.texture_atlas.as_mut()
            && atlas.index != index
        {
            atlas.index = index;
        }
        if sprite.custom_size != Some(look.size) {
            sprite.custom_size = Some(look.size);
        }
        anchor.set_if_neq(Anchor(look.anchor));
    }
}

/// Physical pixels per world unit under the board camera, once there is a window and a
/// camera.
fn pixels_per_unit(
    windows: &Query<&Window>,
    cameras: &Query<&Projection, With<BoardCamera>>,
) -> Option<f32> {
    windows.iter().next().and_then(|window| {
        cameras.iter().find_map(|p| match p {
            Projection::Orthographic(o) if o.area.height() > 0.0 => {
                Some(window.physical_height() as f32 / o.area.height())
            }
            _ => None,
        })
    })
}

/// The tile image height that suits `set`'s tiles on the board: the physical pixels of a
/// tile picture's height on screen (`scale` pixels a world unit), within [`BOARD_HEIGHTS`].
fn suited_height(set: &dyn TileSet, scale: Option<f32>) -> usize {
    let tile = board_shape(set).size.1 * CELL;
    scale.map_or(TILE_PX.1, |px| {
        ((tile * px).round() as usize).clamp(*BOARD_HEIGHTS.start(), *BOARD_HEIGHTS.end())
    })
}

/// Draws the atlases again when the tile set, high contrast or (for the board's) the tiles'
/// size on screen calls for another. The board shows the set chosen for it (see
/// [`BoardTileSet`]); the menus the player's. When the board's drawing is put in place, its
/// sprites' look follows.
fn keep_atlases_fitting(
    (settings, sets, board_set): (Res<Settings>, Res<TileSets>, Res<BoardTileSet>),
    (atlases, sheets): (Option<ResMut<TileAtlases>>, Option<Res<TileSheets>>),
    (windows, cameras): (Query<&Window>, Query<&Projection, With<BoardCamera>>),
    (mut images, mut layouts): (ResMut<Assets<Image>>, ResMut<Assets<TextureAtlasLayout>>),
    mut look: ResMut<BoardTileLook>,
) {
    let Some(mut atlases) = atlases else {
        return;
    };
    let TileAtlases { board, menus, wake } = &mut *atlases;
    let (chosen, contrast) = (settings.tile_set.as_str(), settings.high_contrast);
    let on_board = board_set.id.unwrap_or(chosen);
    let scale = pixels_per_unit(&windows, &cameras);
    let board_height = |set: &dyn TileSet| suited_height(set, scale);
    if let Some(wanted) = atlas_of(&sets, sheets.as_deref(), (on_board, contrast, board_height))
        && let Some(shown) = board.keep(wanted, wake, &mut images, &mut layouts)
    {
        look.set_if_neq(shown);
    }
    let menu_height = |_: &dyn TileSet| MENU_TILE_HEIGHT;
    if let Some(wanted) = atlas_of(&sets, sheets.as_deref(), (chosen, contrast, menu_height)) {
        menus.keep(wanted, wake, &mut images, &mut layouts);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardTileLook>()
        .add_systems(Startup, make_art)
        .add_systems(
            Update,
            (
                dress_new_tiles,
                follow_kinds_and_selection,
                keep_atlases_fitting,
            )
                .in_set(crate::game::view::stages::ViewSystems::Dress),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set with KDE Default's geometry (its tile 96 × 116, its faces 69 × 89).
    struct Framed;

    impl TileSet for Framed {
        fn id(&self) -> &'static str {
            "framed"
        }
        fn name_key(&self) -> &'static str {
            "framed"
        }
        fn kinds(&self) -> usize {
            42
        }
        fn faces(&self) -> Faces {
            Faces::Drawn
        }
        fn own_tile(&self) -> Option<crate::art::sets::OwnTile> {
            Some(crate::art::sets::OwnTile {
                tile: (96.0, 116.0),
                face: (69.0, 89.0),
            })
        }
    }

    #[test]
    fn a_set_with_its_own_tile_fills_the_cell_with_its_face_box() {
        let look = BoardTileLook::of(&Framed, 96, true);
        // The face box is the cell's height; the picture reaches right and down past it.
        assert!((look.size.y - CELL * 116.0 / 89.0).abs() < 1e-3, "{look:?}");
        assert!((look.size.x - CELL * 96.0 / 89.0).abs() < 1e-3, "{look:?}");
        // The cell's centre is the face box's centre: up and left of the picture's.
        let face_centre = Vec2::new(69.0 / 2.0, 89.0 / 2.0) * CELL / 89.0;
        let picture_centre = look.size / 2.0;
        let anchor = Vec2::new(
            (face_centre.x - picture_centre.x) / look.size.x,
            (picture_centre.y - face_centre.y) / look.size.y,
        );
        assert!((look.anchor - anchor).length() < 1e-5, "{look:?}");
        assert_eq!(look.index(5, false), 5);
        assert_eq!(look.index(5, true), 96 + 5);
        assert_eq!(look.index(47, true), 96 + 5);
        // The board's picture keeps the set's proportions; the menus' the game's.
        assert_eq!(tile_px(&Framed, 116, true), (96, 116));
        assert_eq!(tile_px(&Framed, 100, false), (96, 100));
        // Copied from the menus', the pictures have the game's shape.
        assert_eq!(BoardTileLook::of(&Framed, 96, false).size, BODY);
    }

    #[test]
    fn the_games_own_sets_keep_their_tile() {
        use crate::art::sets::shapes::Shapes;
        let look = BoardTileLook::of(&Shapes, 96, true);
        assert_eq!(look, BoardTileLook::default());
        assert_eq!(look.index(7, true), 7);
        assert_eq!(tile_px(&Shapes, 100, true), TILE_PX);
    }
}
