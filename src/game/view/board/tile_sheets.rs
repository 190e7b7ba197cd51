//! The PNG sheets of tile sets whose faces are cut from one (`Faces::Sheet`): loaded at
//! start-up through the asset server (a mod's from its own asset source), checked, and kept
//! as pixels for the tile atlas. A sheet that cannot be read, or whose size is not its grid,
//! sets its set aside with a clear message: the board then shows another set.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use bevy::asset::LoadState;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

use crate::art::sets::{Faces, Sheet, SheetError, SheetFaces, TileSet};
use crate::game::content::tile_sets::TileSets;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::FramePacing;

/// How often a frame comes while a sheet loads (the asset server wakes no one).
const LOADING_POLL: Duration = Duration::from_millis(100);

/// A sheet on its way, or read.
enum SheetState {
    /// Loading.
    Loading(Handle<Image>),
    /// Read and checked.
    Ready(Arc<Sheet>),
    /// Cannot be used (see `TileSets::broken`).
    Broken,
}

/// Every sheet set's sheet, by set id.
#[derive(Resource, Default)]
pub struct TileSheets(HashMap<&'static str, SheetState>);

/// What an atlas of a set is drawn from.
pub enum FaceSource {
    /// Drawn by the set's code.
    Drawn,
    /// Cut from this sheet.
    Sheet(Arc<Sheet>),
    /// Not yet: its sheet is loading, or cannot be used.
    NotReady,
}

impl FaceSource {
    /// The sheet, for a sheet set.
    pub fn sheet(&self) -> Option<Arc<Sheet>> {
        match self {
            FaceSource::Sheet(s) => Some(s.clone()),
            _ => None,
        }
    }
}

impl TileSheets {
    /// What `set`'s atlas is drawn from now.
    pub fn faces_of(&self, set: &dyn TileSet) -> FaceSource {
        match (set.faces(), self.0.get(set.id())) {
            (Faces::Drawn, _) => FaceSource::Drawn,
            (Faces::Sheet(_), Some(SheetState::Ready(sheet))) => FaceSource::Sheet(sheet.clone()),
            (Faces::Sheet(_), _) => FaceSource::NotReady,
        }
    }

    /// Whether a sheet is still loading.
    pub fn loading(&self) -> bool {
        self.0.values().any(|s| matches!(s, SheetState::Loading(_)))
    }
}

/// A loaded sheet picture as a checked [`Sheet`] for a set of `kinds` kinds; a clear message
/// when its size is not the grid, or its pixels cannot be read as colours.
pub fn sheet_from_image(
    faces: &SheetFaces,
    kinds: usize,
    image: &Image,
) -> Result<Sheet, SheetError> {
    let (w, h) = (image.width() as usize, image.height() as usize);
    // The size first: a picture of the wrong size is never converted.
    faces.face_side(w, h)?;
    let unreadable = || SheetError::Unreadable {
        path: faces.path.to_string(),
    };
    let rgba = if image.texture_descriptor.format == TextureFormat::Rgba8UnormSrgb {
        image.data.clone()
    } else {
        image
            .convert(TextureFormat::Rgba8UnormSrgb)
            .and_then(|i| i.data)
    };
    Sheet::new(faces, kinds, rgba.ok_or_else(unreadable)?, w, h)
}

/// Starts loading every sheet set's sheet.
fn load_sheets(mut commands: Commands, sets: Res<TileSets>, server: Res<AssetServer>) {
    let mut sheets = TileSheets::default();
    for set in sets.all() {
        if let Faces::Sheet(faces) = set.faces() {
            let handle = server.load(faces.path);
            sheets.0.insert(set.id(), SheetState::Loading(handle));
        }
    }
    commands.insert_resource(sheets);
}

/// Reads the sheets that have loaded; sets aside the sets whose sheet cannot be used.
fn read_sheets(
    mut sheets: ResMut<TileSheets>,
    mut sets: ResMut<TileSets>,
    (server, images): (Res<AssetServer>, Res<Assets<Image>>),
    mut pacing: ResMut<FramePacing>,
    mut notify: MessageWriter<Notify>,
) {
    for (&id, state) in sheets.0.iter_mut() {
        let SheetState::Loading(handle) = state else {
            continue;
        };
        let Some(set) = sets.get(id).cloned() else {
            continue;
        };
        let Faces::Sheet(faces) = set.faces() else {
            continue;
        };
        let read = match server.load_state(handle.id()) {
            LoadState::Loaded => match images.get(handle.id()) {
                Some(image) => sheet_from_image(&faces, set.kinds(), image),
                None => continue,
            },
            LoadState::Failed(e) => {
                warn!("tile set {id:?}: {e}");
                Err(SheetError::Unreadable {
                    path: faces.path.to_string(),
                })
            }
            _ => {
                pacing.frame_in(LOADING_POLL);
                continue;
            }
        };
        *state = match read {
            Ok(sheet) => SheetState::Ready(Arc::new(sheet)),
            Err(e) => {
                warn!("tile set {id:?} cannot be shown: {e}");
                notify.write(Notify {
                    message: e.message(),
                    seconds: 8.0,
                });
                sets.set_broken(id, e.message());
                SheetState::Broken
            }
        };
    }
}

/// Loads and reads the sheets (needs the asset server and images; public for headless tests).
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sheets).add_systems(
        Update,
        read_sheets
            .run_if(|sheets: Option<Res<TileSheets>>| sheets.is_some_and(|s| s.loading()))
            .in_set(crate::game::view::stages::ViewSystems::Dress),
    );
}
