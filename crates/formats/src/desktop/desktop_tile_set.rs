//! The tile sets already on the player's desktop: KDE's KMahjongg sets (see
//! [`kmahjongglib`](crate::desktop::kmahjongglib), where and how they are read safely), whose
//! SVG names its elements (`CHARACTER_1`, `ROD_5`, `DRAGON_2`, …). A set missing any face is
//! refused, naming the faces it lacks.

use std::path::{Path, PathBuf};

pub use crate::desktop::kmahjongglib::Origin;
use crate::desktop::kmahjongglib::{KeyFile, Shelf, read_svg};

/// The elements of the 42 faces, in the game's mahjong kind order: characters 1–9, dots 1–9,
/// bamboo 1–9, the four winds, the three dragons, the four flowers, the four seasons.
pub const FACE_IDS: [&str; 42] = [
    "CHARACTER_1",
    "CHARACTER_2",
    "CHARACTER_3",
    "CHARACTER_4",
    "CHARACTER_5",
    "CHARACTER_6",
    "CHARACTER_7",
    "CHARACTER_8",
    "CHARACTER_9",
    "ROD_1",
    "ROD_2",
    "ROD_3",
    "ROD_4",
    "ROD_5",
    "ROD_6",
    "ROD_7",
    "ROD_8",
    "ROD_9",
    "BAMBOO_1",
    "BAMBOO_2",
    "BAMBOO_3",
    "BAMBOO_4",
    "BAMBOO_5",
    "BAMBOO_6",
    "BAMBOO_7",
    "BAMBOO_8",
    "BAMBOO_9",
    "WIND_1",
    "WIND_2",
    "WIND_3",
    "WIND_4",
    "DRAGON_1",
    "DRAGON_2",
    "DRAGON_3",
    "FLOWER_1",
    "FLOWER_2",
    "FLOWER_3",
    "FLOWER_4",
    "SEASON_1",
    "SEASON_2",
    "SEASON_3",
    "SEASON_4",
];

/// A set's key file, read.
#[derive(Clone, Debug, PartialEq)]
pub struct DesktopSet {
    /// What the key file says.
    pub about: KeyFile,
    /// The picture it names.
    pub picture: PathBuf,
    /// The tile's and the face's sizes it gives.
    pub geometry: Geometry,
}

/// A set's tile geometry, in the picture's units, as its key file gives it: the whole tile
/// picture (`TileWidth`, `TileHeight`: the body with its 3D edge and shadow) and the face
/// (`TileFaceWidth`, `TileFaceHeight`), which KDE draws at the tile picture's top left and
/// pitches tiles by. A key that is missing or not a size from 1 to [`GEOMETRY_MAX`] takes KDE's
/// default (30, 50, 30, 50). The level offsets (`LevelOffsetX`, `LevelOffsetY`) stack tiles in
/// layers, which a board of one layer never does: they are not read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The tile picture's width and height: never smaller than the face.
    pub tile: (f32, f32),
    /// The face's width and height.
    pub face: (f32, f32),
}

/// The largest size a key file may give.
pub const GEOMETRY_MAX: f32 = 10_000.0;

impl Geometry {
    /// KDE's geometry for a key file without one.
    pub const KDE_DEFAULT: Geometry = Geometry {
        tile: (30.0, 50.0),
        face: (30.0, 50.0),
    };

    /// The geometry key file `about` gives.
    pub fn of(about: &KeyFile) -> Geometry {
        let size = |key: &str, default: f32| {
            about
                .number(key)
                .filter(|v| (1.0..=GEOMETRY_MAX).contains(v))
                .unwrap_or(default)
        };
        let d = Self::KDE_DEFAULT;
        let face = (
            size("TileFaceWidth", d.face.0),
            size("TileFaceHeight", d.face.1),
        );
        Geometry {
            tile: (
                size("TileWidth", d.tile.0).max(face.0),
                size("TileHeight", d.tile.1).max(face.1),
            ),
            face,
        }
    }
}

/// What a look through the folders found: sets, and files refused with why.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// The sets whose key files read (a set found twice is taken from the first folder).
    pub sets: Vec<DesktopSet>,
    /// Each file refused, with the reason.
    pub refused: Vec<(PathBuf, String)>,
}

/// The folders tile sets are looked for in, in order: the player's first.
pub fn folders(game_data: Option<&Path>) -> Vec<(PathBuf, Origin)> {
    crate::desktop::kmahjongglib::folders(game_data, Shelf::TileSets)
}

/// Reads every tile set's key file in `folders` (folders that are not there are passed
/// over).
pub fn find(folders: &[(PathBuf, Origin)]) -> Found {
    let (keys, mut refused) = crate::desktop::kmahjongglib::find(folders, Shelf::TileSets);
    let mut sets = Vec::new();
    for about in keys {
        match about.picture() {
            Ok(picture) => sets.push(DesktopSet {
                geometry: Geometry::of(&about),
                about,
                picture,
            }),
            Err(why) => refused.push((about.desktop, why)),
        }
    }
    Found { sets, refused }
}

/// The element of a set's tile body, and of its selected body: the tile KShisen draws, lit
/// from the top left with its 3D edge and shadow to the right and below, the face at its top
/// left (`TILE_1`, `TILE_3` and `TILE_4` face the other ways, for KMahjongg's views).
pub const BODY_IDS: [&str; 2] = ["TILE_2", "TILE_2_SEL"];

/// A set's picture, parsed.
pub struct Picture {
    /// The drawing. Shapes drawn with neither fill nor stroke stay in it, unseen, and count
    /// in the bounds of the elements around them, as KDE's renderer counts them (the frame
    /// many faces give themselves).
    pub tree: resvg::usvg::Tree,
}

/// Reads and parses a set's picture, within the caps; every face element must be there (the
/// bodies may be missing: the game's own body stands in).
pub fn read_picture(path: &Path) -> Result<Picture, String> {
    let in_file = |why: String| format!("{}: {why}", path.display());
    let (tree, ()) = read_svg(path, |_| ())?;
    let missing: Vec<&str> = FACE_IDS
        .iter()
        .copied()
        .filter(|id| tree.node_by_id(id).is_none())
        .collect();
    if !missing.is_empty() {
        let more = missing.len().saturating_sub(6);
        let shown = missing[..missing.len().min(6)].join(", ");
        let tail = if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        };
        return Err(in_file(format!("faces missing: {shown}{tail}")));
    }
    Ok(Picture { tree })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_file(keys: &[(&str, &str)]) -> KeyFile {
        KeyFile {
            stem: "test".into(),
            desktop: PathBuf::from("test.desktop"),
            name: "Test".into(),
            names: Default::default(),
            author: None,
            origin: Origin::Player,
            keys: keys
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    #[test]
    fn the_geometry_is_read_from_the_key_file_with_kdes_defaults() {
        let alphabet = key_file(&[
            ("TileFaceWidth", "173"),
            ("TileFaceHeight", "211"),
            ("TileWidth", "231"),
            ("TileHeight", "283"),
            ("LevelOffsetX", "28"),
        ]);
        assert_eq!(
            Geometry::of(&alphabet),
            Geometry {
                tile: (231.0, 283.0),
                face: (173.0, 211.0)
            }
        );
        assert_eq!(Geometry::of(&key_file(&[])), Geometry::KDE_DEFAULT);
        // Sizes that are not sizes take the default; a tile smaller than its face grows to it.
        let hostile = key_file(&[
            ("TileFaceWidth", "0"),
            ("TileFaceHeight", "NaN"),
            ("TileWidth", "1e30"),
            ("TileHeight", "-4"),
        ]);
        assert_eq!(Geometry::of(&hostile), Geometry::KDE_DEFAULT);
        let small = key_file(&[("TileFaceWidth", "80"), ("TileWidth", "60")]);
        assert_eq!(Geometry::of(&small).tile, (80.0, 50.0));
    }
}
