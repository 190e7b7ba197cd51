//! `lianliankan tile-sets --render SET DIR [--size PX] [--faces-only]`: every face of a tile
//! set written as a PNG, on its tile as the board draws it, or alone on a transparent ground in
//! its own box. A desktop set's faces are named by their elements (`CHARACTER_1.png`, …), the
//! game's own by their kind (`kind-00.png`, …). Tiles are drawn at the size a 30×16 board
//! draws them in a 1280×800 window (as the look-alike check measures them) unless `--size`
//! gives the tile's width.

use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::art::sets::critters::Critters;
use crate::art::sets::desktop::DesktopTiles;
use crate::art::sets::mahjong::Mahjong;
use crate::art::sets::shapes::Shapes;
use crate::art::sets::{Faces, TilePart, TileSet};
use crate::art::tiles::TileDrawing;
use crate::formats::desktop::desktop_tile_set::{find, folders};
use crate::game::theme::fonts;
use crate::game::view::board::look_alikes::{board_tile_px, tile_shape};

/// The tile widths `--size` may ask for, in pixels.
pub const RENDER_SIZES: RangeInclusive<u32> = 8..=1024;

/// What `--render` was asked for.
pub struct RenderRequest<'a> {
    /// The set's id, as `tile-sets` lists it.
    pub set: &'a str,
    /// The folder the pictures go to (made if it is not there).
    pub dir: &'a Path,
    /// The tile's width in pixels; the board's size on a 30×16 board at 1280×800 if not given.
    pub size: Option<u32>,
    /// Each face alone, on a transparent ground, in its own box.
    pub faces_only: bool,
}

/// Writes the pictures and says where; a set that is not there, a folder that cannot be
/// written or a size out of bounds is said on standard error, exit status 2.
pub fn render_tile_set(request: &RenderRequest) -> crate::cli::failure::Outcome {
    let (count, (w, h)) = render(request).map_err(|why| format!("tile-sets --render: {why}"))?;
    let what = if request.faces_only { "faces" } else { "tiles" };
    println!(
        "{count} {what} of {} ({w}×{h} px tiles) written to {}",
        request.set,
        request.dir.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// A set the command can draw, with how its faces' files are named.
enum Named {
    /// One of the game's own: `kind-00.png`.
    Own(Box<dyn TileSet>),
    /// A desktop set: its elements' ids.
    Desktop(DesktopTiles),
}

impl Named {
    fn set(&self) -> &dyn TileSet {
        match self {
            Named::Own(set) => set.as_ref(),
            Named::Desktop(set) => set,
        }
    }

    fn file_name(&self, kind: usize) -> String {
        let element = match self {
            Named::Own(_) => None,
            Named::Desktop(_) => DesktopTiles::element(TilePart::Face(kind)),
        };
        element.map_or_else(|| format!("kind-{kind:02}.png"), |id| format!("{id}.png"))
    }
}

/// The set `id`, from the game's own and the desktop's; why not, when it is not there or its
/// picture cannot be used.
fn named(id: &str) -> Result<Named, String> {
    let own: [Box<dyn TileSet>; 3] = [Box::new(Shapes), Box::new(Mahjong), Box::new(Critters)];
    let mut known: Vec<String> = own.iter().map(|s| s.id().to_string()).collect();
    if let Some(set) = own.into_iter().find(|s| s.id() == id) {
        return Ok(Named::Own(set));
    }
    let data = crate::formats::storage::save::data_dir();
    for found in find(&folders(data.as_deref())).sets {
        let set = DesktopTiles::new(found);
        if set.id() == id {
            return match set.picture() {
                Ok(_) => Ok(Named::Desktop(set)),
                Err(why) => Err(format!("tile set {id:?} cannot be drawn: {why}")),
            };
        }
        known.push(set.id().to_string());
    }
    Err(format!(
        "no tile set {id:?}; the sets are: {} (lianliankan tile-sets lists them)",
        known.join(", ")
    ))
}

/// The size of `set`'s tile picture `width` pixels wide, in the board's proportions; the
/// checked board's size without one.
fn tile_size(set: &dyn TileSet, width: Option<u32>) -> (usize, usize) {
    let Some(width) = width else {
        return board_tile_px(set);
    };
    let (cells_wide, cells_high) = tile_shape(set).size;
    let w = width as usize;
    let h = (w as f32 * cells_high / cells_wide.max(f32::EPSILON)).round() as usize;
    (w, h.max(1))
}

/// Writes every face; how many, and the tile's size.
fn render(request: &RenderRequest) -> Result<(usize, (usize, usize)), String> {
    if let Some(size) = request.size
        && !RENDER_SIZES.contains(&size)
    {
        return Err(format!(
            "--size {size}: a tile from {} to {} pixels wide",
            RENDER_SIZES.start(),
            RENDER_SIZES.end()
        ));
    }
    let named = named(request.set)?;
    let set = named.set();
    if set.faces() != Faces::Drawn && set.own_tile().is_none() {
        return Err(format!("tile set {:?} is cut from a sheet", request.set));
    }
    let dir = request.dir;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let size = tile_size(set, request.size);
    let mut drawing = TileDrawing::new(set, None, size, false, Some(fonts::BOLD));
    for kind in 0..set.kinds() {
        let face = drawing.face(kind);
        let (pixels, (w, h)) = if request.faces_only {
            let box_size = drawing.face_size();
            let blank = vec![0; box_size.0 * box_size.1 * 4];
            (if face.is_empty() { blank } else { face }, box_size)
        } else {
            (drawing.tile(&face, false), size)
        };
        let path: PathBuf = dir.join(named.file_name(kind));
        image::save_buffer(
            &path,
            &pixels,
            w as u32,
            h as u32,
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok((set.kinds(), size))
}
