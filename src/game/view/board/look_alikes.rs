//! Tile faces that look alike (`art::look_alike`), measured at the size the board draws them on
//! a 30×16 board with its ring in a 1280×800 window: the check a modder's tests call
//! ([`check_tile_set`]), and the marks Settings → Tiles shows for the player's colour vision,
//! worked out off the main thread while the settings are open.

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::tasks::{Task, block_on, poll_once};

use crate::art::look_alike::{
    ColourVision, FacePair, LOOK_ALIKE_BELOW, closest_pairs, faces_on_tile, look_alikes, see,
};
use crate::art::sets::{Faces, Sheet, TileSet};
use crate::art::tiles::{TileShape, board_shape};
use crate::game::content::tile_sets::TileSets;
use crate::game::core::background::work_pool;
use crate::game::core::pacing::FramePacing;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::theme::fonts;
use crate::game::view::board::tile_sheets::{FaceSource, TileSheets, sheet_from_image};
use crate::game::view::board::tiles::BODY;
use crate::game::view::geometry::{CELL, cell_pixels};

/// The board the faces are measured on: 30×16 tiles (with the ring around them).
pub const CHECKED_BOARD: (usize, usize) = (30, 16);
/// The window the faces are measured in.
pub const CHECKED_WINDOW: (f32, f32) = (1280.0, 800.0);

/// Pixels per cell on [`CHECKED_BOARD`] in [`CHECKED_WINDOW`].
pub fn checked_cell_px() -> f32 {
    cell_pixels(CHECKED_BOARD, Vec2::from(CHECKED_WINDOW))
}

/// The shape of `set`'s tile picture on the board, in cells.
pub fn tile_shape(set: &dyn TileSet) -> TileShape {
    board_shape(set, (BODY.x / CELL, BODY.y / CELL))
}

/// The width and height in pixels of `set`'s tile picture on [`CHECKED_BOARD`] in
/// [`CHECKED_WINDOW`] (`tile-sets --render` draws it at this size).
pub fn board_tile_px(set: &dyn TileSet) -> (usize, usize) {
    let shape = tile_shape(set);
    let px = |cells: f32| ((cells * checked_cell_px()).round() as usize).max(1);
    (px(shape.size.0), px(shape.size.1))
}

/// The side in pixels of `set`'s faces on [`CHECKED_BOARD`] in [`CHECKED_WINDOW`]: the cell
/// for a set with its own tile (its face box fills the cell), else its share of the tile.
pub fn board_face_px(set: &dyn TileSet) -> usize {
    let cell = checked_cell_px();
    if set.own_tile().is_some() {
        return (cell as usize).max(1);
    }
    let tile = cell * BODY.x / CELL;
    ((tile * set.face_share().clamp(0.1, 0.94)) as usize).max(1)
}

/// Every face of `set` on the tile at the board's size (`sheet`: a sheet set's picture).
pub fn board_faces(set: &dyn TileSet, sheet: Option<&Sheet>) -> Vec<Vec<[u8; 3]>> {
    faces_on_tile(set, sheet, Some(fonts::BOLD), board_face_px(set))
}

/// The `count` closest pairs of `faces` for `vision`, closest first.
pub fn closest_for(faces: &[Vec<[u8; 3]>], vision: ColourVision, count: usize) -> Vec<FacePair> {
    let seen: Vec<_> = faces.iter().map(|f| see(f, vision)).collect();
    closest_pairs(&seen, count)
}

/// The look-alike pairs of `faces` for `vision`, closest first.
pub fn look_alikes_for(faces: &[Vec<[u8; 3]>], vision: ColourVision) -> Vec<FacePair> {
    let seen: Vec<_> = faces.iter().map(|f| see(f, vision)).collect();
    look_alikes(&seen)
}

/// Checks that no two faces of `set` look alike, for typical colour vision and for each of the
/// three common kinds of colour blindness, at the size tiles are drawn on a 30×16 board at
/// 1280×800. A set cut from a sheet is checked with its picture, `sheet_file` (a PNG). A mod's
/// tests call it on its sets (the game's tests call it on the game's).
///
/// # Errors
/// The sheet's problem, or every look-alike pair: the colour vision, the two kinds and how far
/// apart they look (the threshold is [`LOOK_ALIKE_BELOW`]).
pub fn check_tile_set(set: &dyn TileSet, sheet_file: Option<&Path>) -> Result<(), String> {
    let sheet = match (set.faces(), sheet_file) {
        (Faces::Drawn, _) => None,
        (Faces::Sheet(faces), Some(file)) => Some(read_sheet(&faces, set.kinds(), file)?),
        (Faces::Sheet(faces), None) => {
            return Err(format!("{}: the check needs its sheet's file", faces.path));
        }
    };
    let faces = board_faces(set, sheet.as_ref());
    let mut found = Vec::new();
    for vision in ColourVision::ALL {
        for pair in look_alikes_for(&faces, vision) {
            found.push(format!(
                "{vision:?}: kinds {} and {} are {:.2} apart",
                pair.a, pair.b, pair.distance
            ));
        }
    }
    if found.is_empty() {
        return Ok(());
    }
    Err(format!(
        "tile set {:?}: {} pairs look alike (closer than {LOOK_ALIKE_BELOW}):\n{}",
        set.id(),
        found.len(),
        found.join("\n")
    ))
}

/// A sheet set's picture read from `file` and checked as the game would.
fn read_sheet(
    faces: &crate::art::sets::SheetFaces,
    kinds: usize,
    file: &Path,
) -> Result<Sheet, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let image = Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .map_err(|e| format!("{}: {e}", file.display()))?;
    sheet_from_image(faces, kinds, &image).map_err(|e| e.to_string())
}

/// A set and a colour vision.
type Measured = (&'static str, ColourVision);

/// How many look-alike pairs each set has for each colour vision, as far as measured, and the
/// measure under way.
#[derive(Resource, Default)]
pub struct LookAlikeMarks {
    found: HashMap<Measured, usize>,
    working: Option<(Measured, Task<usize>)>,
}

impl LookAlikeMarks {
    /// The look-alike pairs of set `id` for `vision`, once measured.
    pub fn pairs(&self, id: &str, vision: ColourVision) -> Option<usize> {
        self.found
            .iter()
            .find(|((set, v), _)| *set == id && *v == vision)
            .map(|(_, &n)| n)
    }
}

/// How often a frame comes to look for the answer.
const POLL: Duration = Duration::from_millis(50);

/// Starts measuring the set Settings shows, for the player's colour vision, unless it is known
/// or being measured.
fn measure_shown_set(
    settings: Res<Settings>,
    sets: Res<TileSets>,
    sheets: Option<Res<TileSheets>>,
    mut marks: ResMut<LookAlikeMarks>,
    mut pacing: ResMut<FramePacing>,
) {
    if marks.working.is_some() {
        return;
    }
    let Some(set) = sets.pick(settings.tile_set.as_str(), 0).cloned() else {
        return;
    };
    let key = (set.id(), settings.colour_vision);
    if marks.found.contains_key(&key) {
        return;
    }
    let sheet = match sheets.map(|s| s.faces_of(set.as_ref())) {
        Some(FaceSource::Sheet(sheet)) => Some(sheet),
        Some(FaceSource::NotReady) | None if matches!(set.faces(), Faces::Sheet(_)) => return,
        _ => None,
    };
    let vision = key.1;
    let task = work_pool().spawn(async move {
        look_alikes_for(&board_faces(set.as_ref(), sheet.as_deref()), vision).len()
    });
    marks.working = Some((key, task));
    pacing.frame_in(POLL);
}

/// Takes the measure's answer when it has come.
fn take_measure(mut marks: ResMut<LookAlikeMarks>, mut pacing: ResMut<FramePacing>) {
    let Some((key, task)) = marks.working.as_mut() else {
        return;
    };
    let key = *key;
    match block_on(poll_once(task)) {
        Some(pairs) => {
            marks.working = None;
            marks.found.insert(key, pairs);
        }
        None => pacing.frame_in(POLL),
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LookAlikeMarks>().add_systems(
        Update,
        (take_measure, measure_shown_set)
            .chain()
            .run_if(in_state(Menu::Settings)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::sets::critters::Critters;
    use crate::art::sets::mahjong::Mahjong;
    use crate::art::sets::shapes::Shapes;

    #[test]
    fn faces_are_measured_at_the_size_a_full_board_shows_them() {
        // 30×16 tiles in a frame round the ring need 31.56 by 17.56 cells: at 1280×800 the
        // height left between the HUD (78) and the power-up bar (60) binds, 662 / 17.56 = 37.7
        // pixels a cell; a tile is 0.94 of it, a shape 0.7 of the tile, a mahjong face 0.8.
        assert_eq!(checked_cell_px().round(), 38.0);
        assert_eq!(board_face_px(&Shapes), 24);
        assert_eq!(board_face_px(&Mahjong), 28);
    }

    #[test]
    fn the_games_own_sets_have_no_look_alikes_for_any_colour_vision() {
        for set in [&Shapes as &dyn TileSet, &Mahjong, &Critters] {
            check_tile_set(set, None).unwrap();
            let faces = board_faces(set, None);
            for vision in ColourVision::ALL {
                let closest = closest_for(&faces, vision, 1)[0];
                assert!(
                    closest.distance >= LOOK_ALIKE_BELOW + 3.0,
                    "{} {vision:?}: {closest:?}",
                    set.id()
                );
            }
        }
    }

    #[test]
    fn a_sheet_set_is_checked_with_its_sheet_or_told_it_needs_it() {
        use crate::art::sets::SheetFaces;
        struct Dots;
        impl TileSet for Dots {
            fn id(&self) -> &'static str {
                "dots"
            }
            fn name_key(&self) -> &'static str {
                "dots"
            }
            fn kinds(&self) -> usize {
                4
            }
            fn faces(&self) -> Faces {
                Faces::Sheet(SheetFaces {
                    path: "dots://faces.png",
                    columns: 2,
                    rows: 2,
                })
            }
        }
        let why = check_tile_set(&Dots, None).unwrap_err();
        assert!(why.contains("dots://faces.png"), "{why}");
        let missing = check_tile_set(&Dots, Some(Path::new("/nonexistent/faces.png")));
        assert!(missing.unwrap_err().contains("/nonexistent/faces.png"));
    }
}
