//! The tile sets already on the player's desktop: KDE's KMahjongg sets (Debian's
//! `kdegames-mahjongg-data-kf5`), which KShisen shares. Each is a key file
//! (`NAME.desktop`, group `[KMahjonggTileset]`: `Name`, `Name[lang]`, `Author`, `FileName`)
//! beside an SVG or SVGZ whose elements are named (`CHARACTER_1`, `ROD_5`, `DRAGON_2`, …).
//! They are read where the system keeps them, never copied: `$XDG_DATA_HOME`, the game's data
//! directory (`tilesets/`, for a set a player downloaded) and each of `$XDG_DATA_DIRS`, under
//! `kmahjongglib/tilesets/`.
//!
//! A file is never trusted: the key file and the picture are read with a size cap, an SVGZ is
//! unpacked up to a cap, the XML is parsed with a node limit and no DTD (no entity expansion),
//! and nothing the picture names outside itself is read. A set missing any face is refused,
//! naming the faces it lacks.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::formats::files::read_capped;

/// Most bytes of a key file.
const MAX_DESKTOP_BYTES: u64 = 64 * 1024;
/// Most bytes of a picture file as it lies on disk.
pub const MAX_FILE_BYTES: u64 = 16 << 20;
/// Most bytes of a picture once unpacked.
pub const MAX_SVG_BYTES: u64 = 48 << 20;
/// Most XML nodes of a picture (the largest KDE set has under 40,000).
pub const MAX_NODES: u32 = 400_000;

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

/// Where a set was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The player's own data folder (`$XDG_DATA_HOME`, or the game's data directory).
    Player,
    /// The system's (`$XDG_DATA_DIRS`), where a desktop package installs it.
    System,
}

/// A set's key file, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesktopSet {
    /// The key file's name without `.desktop`: the set's identity.
    pub stem: String,
    /// The key file.
    pub desktop: PathBuf,
    /// The picture it names.
    pub picture: PathBuf,
    /// Its name.
    pub name: String,
    /// Its name in other languages, by the key file's codes (`zh_CN`, `de`).
    pub names: BTreeMap<String, String>,
    /// Who drew it.
    pub author: Option<String>,
    /// Where it was found.
    pub origin: Origin,
}

impl DesktopSet {
    /// The name in language `code` (`zh`, `zh-TW`, `pt-BR`): the key file's translation for
    /// it (`zh_CN`, `zh_TW`, `pt_BR`, or the bare language), else its name.
    pub fn name_in(&self, code: &str) -> &str {
        let (language, region) = code.split_once('-').unwrap_or((code, ""));
        let region = match (language, region) {
            ("zh", "") => "CN",
            (_, region) => region,
        };
        let exact = format!("{language}_{region}");
        self.names
            .get(&exact)
            .or_else(|| self.names.get(language))
            .unwrap_or(&self.name)
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

/// The folders looked in, in order: the player's first.
pub fn folders(game_data: Option<&Path>) -> Vec<(PathBuf, Origin)> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    let mut dirs = Vec::new();
    let data_home = var("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".local/share")));
    if let Some(home) = data_home {
        dirs.push((home.join("kmahjongglib/tilesets"), Origin::Player));
    }
    if let Some(data) = game_data {
        dirs.push((data.join("tilesets"), Origin::Player));
    }
    let system = var("XDG_DATA_DIRS").unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    for dir in std::env::split_paths(&system) {
        dirs.push((dir.join("kmahjongglib/tilesets"), Origin::System));
    }
    dirs
}

/// Reads every key file in `folders` (folders that are not there are passed over).
pub fn find(folders: &[(PathBuf, Origin)]) -> Found {
    let mut found = Found::default();
    for (dir, origin) in folders {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "desktop"))
            .collect();
        files.sort();
        for file in files {
            match read_desktop(&file, *origin) {
                Ok(set) if found.sets.iter().any(|s| s.stem == set.stem) => {}
                Ok(set) => found.sets.push(set),
                Err(why) => found.refused.push((file, why)),
            }
        }
    }
    found
}

/// Reads one key file.
pub fn read_desktop(file: &Path, origin: Origin) -> Result<DesktopSet, String> {
    let bytes = read_capped(file, MAX_DESKTOP_BYTES)
        .map_err(|e| e.to_string())?
        .ok_or("the file is not there")?;
    let text = String::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string())?;
    let keys = tile_set_group(&text)?;
    let name = keys.get("Name").cloned().ok_or("no Name key")?;
    let picture = keys.get("FileName").ok_or("no FileName key")?;
    // The picture lies beside the key file: a name with a folder in it is refused.
    if picture.is_empty() || picture.contains(['/', '\\']) || picture.starts_with('.') {
        return Err(format!(
            "FileName {picture:?} is not a file name beside the key file"
        ));
    }
    let names = keys
        .iter()
        .filter_map(|(k, v)| Some((k.strip_prefix("Name[")?.strip_suffix(']')?, v)))
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    Ok(DesktopSet {
        stem: file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        desktop: file.to_path_buf(),
        picture: file.with_file_name(picture),
        name,
        names,
        author: keys.get("Author").cloned(),
        origin,
    })
}

/// The keys of the `[KMahjonggTileset]` group.
fn tile_set_group(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut keys = BTreeMap::new();
    let mut in_group = false;
    let mut seen = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') && line.ends_with(']') {
            in_group = line == "[KMahjonggTileset]";
            seen |= in_group;
        } else if in_group && let Some((key, value)) = line.split_once('=') {
            keys.insert(key.trim().to_string(), value.trim().to_string());
        }
    }
    if !seen {
        return Err("no [KMahjonggTileset] group: not a tile set".into());
    }
    Ok(keys)
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
    let bytes = read_capped(path, MAX_FILE_BYTES)
        .map_err(|e| in_file(e.to_string()))?
        .ok_or_else(|| in_file("the picture is not there".into()))?;
    let svg = unpacked(bytes).map_err(in_file)?;
    let (tree, frames) = parse(&svg).map_err(in_file)?;
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

/// The SVG text of a file: gunzipped if it is SVGZ, up to [`MAX_SVG_BYTES`].
fn unpacked(bytes: Vec<u8>) -> Result<String, String> {
    let svg = if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(bytes.as_slice())
            .take(MAX_SVG_BYTES + 1)
            .read_to_end(&mut out)
            .map_err(|e| format!("the SVGZ does not unpack: {e}"))?;
        if out.len() as u64 > MAX_SVG_BYTES {
            return Err(format!(
                "unpacked, the picture is over {} MiB",
                MAX_SVG_BYTES >> 20
            ));
        }
        out
    } else {
        bytes
    };
    String::from_utf8(svg).map_err(|_| "the picture is not UTF-8 text".into())
}

/// Parses SVG text: at most [`MAX_NODES`] nodes, no DTD, nothing outside the file.
type Parsed = (resvg::usvg::Tree, BTreeMap<String, [f32; 4]>);

fn parse(svg: &str) -> Result<Parsed, String> {
    let xml = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: MAX_NODES,
    };
    let doc = roxmltree::Document::parse_with_options(svg, xml).map_err(|e| match e {
        roxmltree::Error::NodesLimitReached => {
            format!("the picture has over {MAX_NODES} XML nodes")
        }
        e => format!("not readable SVG: {e}"),
    })?;
    let mut options = resvg::usvg::Options::default();
    options.image_href_resolver.resolve_string = Box::new(|_, _| None);
    let tree = resvg::usvg::Tree::from_xmltree(&doc, &options)
        .map_err(|e| format!("not usable SVG: {e}"))?;
    Ok((tree, frames(&doc)))
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
