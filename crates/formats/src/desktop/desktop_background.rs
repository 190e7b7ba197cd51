//! The backgrounds already on the player's desktop: KDE's KMahjongg backgrounds (see
//! [`kmahjongglib`](crate::desktop::kmahjongglib), where and how they are read safely). A key
//! file names an SVG or SVGZ drawn either once over the whole window or, with `Tiled=1`, as a
//! `Width × Height` pattern repeated; `Plain=1` asks for the window's own colour, which is the
//! game's plain background already, so such a file is passed over.

use std::path::{Path, PathBuf};

pub use crate::desktop::kmahjongglib::Origin;
use crate::desktop::kmahjongglib::{KeyFile, Shelf, read_svg};

/// The largest side of a repeated pattern, in pixels.
pub const MAX_PATTERN_SIDE: u32 = 2048;

/// How a background's picture is laid on the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Layout {
    /// Drawn once, scaled to cover the window.
    Cover,
    /// Drawn into a pattern of this many pixels (width, height), repeated.
    Pattern(u32, u32),
}

/// A background's key file, read.
#[derive(Clone, Debug, PartialEq)]
pub struct DesktopBackground {
    /// What the key file says.
    pub about: KeyFile,
    /// The picture it names.
    pub picture: PathBuf,
    /// How the picture is laid.
    pub layout: Layout,
}

/// The folders backgrounds are looked for in, in order: the player's first.
pub fn folders(game_data: Option<&Path>) -> Vec<(PathBuf, Origin)> {
    crate::desktop::kmahjongglib::folders(game_data, Shelf::Backgrounds)
}

/// Every background's key file in `folders` (plain ones passed over), and each file refused
/// with why.
pub fn find(folders: &[(PathBuf, Origin)]) -> (Vec<DesktopBackground>, Vec<(PathBuf, String)>) {
    let (keys, mut refused) = crate::desktop::kmahjongglib::find(folders, Shelf::Backgrounds);
    let mut found = Vec::new();
    for about in keys.into_iter().filter(|k| !k.switch("Plain")) {
        match background(about.clone()) {
            Ok(b) => found.push(b),
            Err(why) => refused.push((about.desktop, why)),
        }
    }
    (found, refused)
}

/// The background a key file describes.
fn background(about: KeyFile) -> Result<DesktopBackground, String> {
    let picture = about.picture()?;
    let layout = if about.switch("Tiled") {
        let side = |key: &str| {
            about
                .number(key)
                .filter(|v| (1.0..=MAX_PATTERN_SIDE as f32).contains(v))
                .map(|v| v.round() as u32)
                .ok_or_else(|| {
                    format!("a repeated background needs {key} from 1 to {MAX_PATTERN_SIDE}")
                })
        };
        Layout::Pattern(side("Width")?, side("Height")?)
    } else {
        Layout::Cover
    };
    Ok(DesktopBackground {
        about,
        picture,
        layout,
    })
}

/// Reads and parses a background's picture, within the caps.
pub fn read_picture(path: &Path) -> Result<resvg::usvg::Tree, String> {
    read_svg(path, |_| ()).map(|(tree, ())| tree)
}
