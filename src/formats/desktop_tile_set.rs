//! The tile sets already on the player's desktop: KDE's KMahjongg sets (see
//! [`kmahjongglib`](crate::formats::kmahjongglib), where and how they are read safely), whose
//! SVG names its elements (`CHARACTER_1`, `ROD_5`, `DRAGON_2`, …). A set missing any face is
//! refused, naming the faces it lacks.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use crate::formats::kmahjongglib::Origin;
use crate::formats::kmahjongglib::{KeyFile, Shelf, read_svg};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesktopSet {
    /// What the key file says.
    pub about: KeyFile,
    /// The picture it names.
    pub picture: PathBuf,
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
    crate::formats::kmahjongglib::folders(game_data, Shelf::TileSets)
}

/// Reads every tile set's key file in `folders` (folders that are not there are passed
/// over).
pub fn find(folders: &[(PathBuf, Origin)]) -> Found {
    let (keys, mut refused) = crate::formats::kmahjongglib::find(folders, Shelf::TileSets);
    let mut sets = Vec::new();
    for about in keys {
        match about.picture() {
            Ok(picture) => sets.push(DesktopSet { about, picture }),
            Err(why) => refused.push((about.desktop, why)),
        }
    }
    Found { sets, refused }
}

/// A set's picture, parsed, and the frame each face gives itself.
pub struct Picture {
    /// The drawing.
    pub tree: resvg::usvg::Tree,
    /// By face id: the face's frame (`x`, `y`, width, height in the face's own coordinates),
    /// KDE's first `rect` of the face, often drawn with neither fill nor stroke, which KDE's
    /// renderer fits to the tile and which a drawing that leaves out unseen shapes loses.
    pub frames: BTreeMap<String, [f32; 4]>,
}

/// Reads and parses a set's picture, within the caps; every face element must be there.
pub fn read_picture(path: &Path) -> Result<Picture, String> {
    let in_file = |why: String| format!("{}: {why}", path.display());
    let (tree, frames) = read_svg(path, frames)?;
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
    Ok(Picture { tree, frames })
}

/// Each face's frame: the first `rect` child of its element (or a `use` of a `rect`, moved by
/// a `translate`), when it has a size.
fn frames(doc: &roxmltree::Document) -> BTreeMap<String, [f32; 4]> {
    doc.descendants()
        .filter_map(|n| {
            Some((
                FACE_IDS.iter().find(|&&id| n.attribute("id") == Some(id))?,
                n,
            ))
        })
        .filter_map(|(id, n)| {
            let first = n
                .children()
                .find(|c| c.has_tag_name("rect") || c.has_tag_name("use"))?;
            let frame = if first.has_tag_name("rect") {
                rect_box(&first)?
            } else {
                used_rect(doc, &first)?
            };
            let sized = frame.iter().all(|v| v.is_finite()) && frame[2] > 0.0 && frame[3] > 0.0;
            sized.then(|| (id.to_string(), frame))
        })
        .collect()
}

/// A number attribute (0 when absent).
fn number(n: &roxmltree::Node, attribute: &str) -> Option<f32> {
    n.attribute(attribute)
        .unwrap_or("0")
        .trim()
        .parse::<f32>()
        .ok()
}

/// A `rect`'s x, y, width and height.
fn rect_box(rect: &roxmltree::Node) -> Option<[f32; 4]> {
    Some([
        number(rect, "x")?,
        number(rect, "y")?,
        number(rect, "width")?,
        number(rect, "height")?,
    ])
}

/// The box of the `rect` a `use` shows, moved as the `use` moves it (a `translate` only).
fn used_rect(doc: &roxmltree::Document, used: &roxmltree::Node) -> Option<[f32; 4]> {
    const XLINK: &str = "http://www.w3.org/1999/xlink";
    let href = used
        .attribute((XLINK, "href"))
        .or_else(|| used.attribute("href"))?;
    let target = href.strip_prefix('#')?;
    let rect = doc
        .descendants()
        .find(|n| n.has_tag_name("rect") && n.attribute("id") == Some(target))?;
    let [x, y, w, h] = rect_box(&rect)?;
    let (tx, ty) = match used.attribute("transform") {
        None => (0.0, 0.0),
        Some(t) => {
            let inner = t.trim().strip_prefix("translate(")?.strip_suffix(')')?;
            let mut parts = inner.split([',', ' ']).filter(|p| !p.is_empty());
            let tx = parts.next()?.parse::<f32>().ok()?;
            (tx, parts.next().map_or(Some(0.0), |p| p.parse().ok())?)
        }
    };
    Some([
        x + tx + number(used, "x")?,
        y + ty + number(used, "y")?,
        w,
        h,
    ])
}
