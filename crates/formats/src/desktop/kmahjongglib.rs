//! What KDE's KMahjongg library keeps on a desktop (Debian's `kdegames-mahjongg-data-kf5`), and
//! KShisen shares: tile sets and backgrounds, each a key file (`NAME.desktop`) beside an SVG or
//! SVGZ picture. They are read where the system keeps them, never copied: `$XDG_DATA_HOME`, the
//! game's data directory (for one a player downloaded) and each of `$XDG_DATA_DIRS`, under
//! `kmahjongglib/tilesets/` or `kmahjongglib/backgrounds/`.
//!
//! A file is never trusted: the key file and the picture are read with a size cap, an SVGZ is
//! unpacked up to a cap, the XML is parsed with a node limit and no DTD (no entity expansion),
//! and nothing the picture names outside itself is read.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::desktop::svg_bounds;
use crate::storage::files::read_capped;

/// Most bytes of a key file.
const MAX_DESKTOP_BYTES: u64 = 64 * 1024;
/// Most bytes of a picture file as it lies on disk.
pub const MAX_FILE_BYTES: u64 = 16 << 20;
/// Most bytes of a picture once unpacked.
pub const MAX_SVG_BYTES: u64 = 48 << 20;
/// Most XML nodes of a picture (the largest KDE set has under 40,000).
pub const MAX_NODES: u32 = 400_000;
/// Most pixels of a raster picture inside a picture (KDE's Egyptian background holds a
/// 1920 × 1200 JPEG): 64 MiB once decoded.
pub const MAX_RASTER_PIXELS: u64 = 4096 * 4096;

/// Which of the library's shelves: tile sets or backgrounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shelf {
    /// `tilesets/`, group `[KMahjonggTileset]`.
    TileSets,
    /// `backgrounds/`, group `[KMahjonggBackground]`.
    Backgrounds,
}

impl Shelf {
    /// The shelf's folder under `kmahjongglib/` (and under the game's data directory).
    pub fn folder(self) -> &'static str {
        match self {
            Shelf::TileSets => "tilesets",
            Shelf::Backgrounds => "backgrounds",
        }
    }

    /// The key file's group.
    fn group(self) -> &'static str {
        match self {
            Shelf::TileSets => "[KMahjonggTileset]",
            Shelf::Backgrounds => "[KMahjonggBackground]",
        }
    }

    /// What a file of this shelf is, for a refusal.
    fn what(self) -> &'static str {
        match self {
            Shelf::TileSets => "a tile set",
            Shelf::Backgrounds => "a background",
        }
    }
}

/// Where a key file was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The player's own data folder (`$XDG_DATA_HOME`, or the game's data directory).
    Player,
    /// The system's (`$XDG_DATA_DIRS`), where a desktop package installs it.
    System,
}

/// A key file, read: what every item of the library says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyFile {
    /// The key file's name without `.desktop`: the item's identity.
    pub stem: String,
    /// The key file.
    pub desktop: PathBuf,
    /// Its name.
    pub name: String,
    /// Its name in other languages, by the key file's codes (`zh_CN`, `de`).
    pub names: BTreeMap<String, String>,
    /// Who drew it.
    pub author: Option<String>,
    /// Where it was found.
    pub origin: Origin,
    /// Every key of the group.
    pub keys: BTreeMap<String, String>,
}

impl KeyFile {
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

    /// The picture `FileName` names, beside the key file: a name with a folder in it is
    /// refused.
    pub fn picture(&self) -> Result<PathBuf, String> {
        let picture = self.keys.get("FileName").ok_or("no FileName key")?;
        if picture.is_empty() || picture.contains(['/', '\\']) || picture.starts_with('.') {
            return Err(format!(
                "FileName {picture:?} is not a file name beside the key file"
            ));
        }
        Ok(self.desktop.with_file_name(picture))
    }

    /// Key `key` read as a number, if it is there and one.
    pub fn number(&self, key: &str) -> Option<f32> {
        self.keys.get(key)?.parse().ok()
    }

    /// Key `key` read as a switch (`1` or `true`).
    pub fn switch(&self, key: &str) -> bool {
        self.keys
            .get(key)
            .is_some_and(|v| v == "1" || v.eq_ignore_ascii_case("true"))
    }
}

/// The folders of `shelf` looked in, in order: the player's first.
pub fn folders(game_data: Option<&Path>, shelf: Shelf) -> Vec<(PathBuf, Origin)> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    let mut dirs = Vec::new();
    let data_home = var("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".local/share")));
    let under = Path::new("kmahjongglib").join(shelf.folder());
    if let Some(home) = data_home {
        dirs.push((home.join(&under), Origin::Player));
    }
    if let Some(data) = game_data {
        dirs.push((data.join(shelf.folder()), Origin::Player));
    }
    let system = var("XDG_DATA_DIRS").unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    for dir in std::env::split_paths(&system) {
        dirs.push((dir.join(&under), Origin::System));
    }
    dirs
}

/// Every key file of `shelf` in `folders` (folders that are not there are passed over), in
/// folder order then file-name order; one found twice is taken from the first folder. Files
/// that cannot be read come back with the reason.
pub fn find(folders: &[(PathBuf, Origin)], shelf: Shelf) -> (Vec<KeyFile>, Vec<(PathBuf, String)>) {
    let (mut found, mut refused) = (Vec::<KeyFile>::new(), Vec::new());
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
            match read_key_file(&file, *origin, shelf) {
                Ok(key) if found.iter().any(|k| k.stem == key.stem) => {}
                Ok(key) => found.push(key),
                Err(why) => refused.push((file, why)),
            }
        }
    }
    (found, refused)
}

/// Reads one key file of `shelf`.
pub fn read_key_file(file: &Path, origin: Origin, shelf: Shelf) -> Result<KeyFile, String> {
    let bytes = read_capped(file, MAX_DESKTOP_BYTES)
        .map_err(|e| e.to_string())?
        .ok_or("the file is not there")?;
    let text = String::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string())?;
    let keys = group_keys(&text, shelf)?;
    let name = keys.get("Name").cloned().ok_or("no Name key")?;
    let names = keys
        .iter()
        .filter_map(|(k, v)| Some((k.strip_prefix("Name[")?.strip_suffix(']')?, v)))
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    Ok(KeyFile {
        stem: file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        desktop: file.to_path_buf(),
        name,
        names,
        author: keys.get("Author").filter(|a| !a.is_empty()).cloned(),
        origin,
        keys,
    })
}

/// The keys of the shelf's group.
fn group_keys(text: &str, shelf: Shelf) -> Result<BTreeMap<String, String>, String> {
    let mut keys = BTreeMap::new();
    let mut in_group = false;
    let mut seen = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') && line.ends_with(']') {
            in_group = line == shelf.group();
            seen |= in_group;
        } else if in_group && let Some((key, value)) = line.split_once('=') {
            keys.insert(key.trim().to_string(), value.trim().to_string());
        }
    }
    if !seen {
        return Err(format!("no {} group: not {}", shelf.group(), shelf.what()));
    }
    Ok(keys)
}

/// Reads and parses a picture within the caps, and reads what `also` wants of its XML; errors
/// name the file.
pub fn read_svg<T>(
    path: &Path,
    also: impl FnOnce(&roxmltree::Document) -> T,
) -> Result<(resvg::usvg::Tree, T), String> {
    let in_file = |why: String| format!("{}: {why}", path.display());
    let bytes = read_capped(path, MAX_FILE_BYTES)
        .map_err(|e| in_file(e.to_string()))?
        .ok_or_else(|| in_file("the picture is not there".into()))?;
    let svg = unpacked(bytes).map_err(in_file)?;
    parse(&svg, also).map_err(in_file)
}

/// Reads a desktop picture's bytes as `read_svg` reads its file, then draws it as the game
/// does (the whole picture, and each element with an id, up to `MOST_DRAWN` of them, on a
/// `size`-pixel square): what a hostile picture meets. `Ok` with how many drawings were left out
/// because the drawing library failed on them.
pub fn read_and_draw(bytes: Vec<u8>, size: u32) -> Result<usize, String> {
    use resvg::tiny_skia::{Pixmap, Transform};
    let svg = unpacked(bytes)?;
    let (tree, ()) = parse(&svg, |_| ())?;
    let mut pixmap = Pixmap::new(size.max(1), size.max(1)).ok_or("no such size")?;
    let whole = tree.size();
    let fit = Transform::from_scale(size as f32 / whole.width(), size as f32 / whole.height());
    let mut failed = usize::from(
        svg_bounds::contained(|| resvg::render(&tree, fit, &mut pixmap.as_mut())).is_none(),
    );
    let mut ids = Vec::new();
    collect_ids(tree.root(), &mut ids);
    for id in ids.iter().take(MOST_DRAWN) {
        let Some(node) = tree.node_by_id(id) else {
            continue;
        };
        pixmap.fill(resvg::tiny_skia::Color::TRANSPARENT);
        let drawn = svg_bounds::contained(|| resvg::render_node(node, fit, &mut pixmap.as_mut()));
        failed += usize::from(drawn.is_none());
    }
    Ok(failed)
}

/// Most elements [`read_and_draw`] draws one by one (a KDE set names about 80).
pub const MOST_DRAWN: usize = 100;

/// The ids of a group's elements, depth first.
fn collect_ids(group: &resvg::usvg::Group, ids: &mut Vec<String>) {
    for node in group.children() {
        if ids.len() >= MOST_DRAWN {
            return;
        }
        if !node.id().is_empty() {
            ids.push(node.id().to_string());
        }
        if let resvg::usvg::Node::Group(inner) = node {
            collect_ids(inner, ids);
        }
    }
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

/// Parses SVG text: at most [`MAX_NODES`] nodes, no DTD, nothing outside the file, within the
/// bounds of [`svg_bounds`] (nesting, references, filters; style sheets dropped). A panic in
/// the SVG library is contained: the picture is refused.
fn parse<T>(
    svg: &str,
    also: impl FnOnce(&roxmltree::Document) -> T,
) -> Result<(resvg::usvg::Tree, T), String> {
    svg_bounds::check_depth(svg)?;
    let doc = parse_xml(svg)?;
    let sheets = svg_bounds::style_sheets(&doc);
    let without_sheets;
    let doc = if sheets.is_empty() {
        doc
    } else {
        without_sheets = svg_bounds::blanked(svg, &sheets);
        parse_xml(&without_sheets)?
    };
    svg_bounds::check_tree(&doc)?;
    let mut options = resvg::usvg::Options::default();
    options.image_href_resolver.resolve_string = Box::new(|_, _| None);
    options.image_href_resolver.resolve_data = Box::new(|_, data, _| bounded_raster(data));
    let converted = svg_bounds::contained(|| resvg::usvg::Tree::from_xmltree(&doc, &options))
        .ok_or("the SVG library failed on it")?;
    let tree = converted.map_err(|e| format!("not usable SVG: {e}"))?;
    Ok((tree, also(&doc)))
}

/// The XML of a picture: at most [`MAX_NODES`] nodes, no DTD.
fn parse_xml(svg: &str) -> Result<roxmltree::Document<'_>, String> {
    let xml = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: MAX_NODES,
    };
    roxmltree::Document::parse_with_options(svg, xml).map_err(|e| match e {
        roxmltree::Error::NodesLimitReached => {
            format!("the picture has over {MAX_NODES} XML nodes")
        }
        e => format!("not readable SVG: {e}"),
    })
}

/// A PNG or JPEG held in the picture itself (a `data:` address), when its header gives a size
/// of at most [`MAX_RASTER_PIXELS`]; anything else is left out of the drawing: other formats,
/// and pictures within the picture (an SVG in a `data:` address would be parsed with none of
/// the caps above).
fn bounded_raster(data: std::sync::Arc<Vec<u8>>) -> Option<resvg::usvg::ImageKind> {
    use resvg::usvg::ImageKind;
    let (kind, size) = if data.starts_with(b"\x89PNG\r\n\x1a\n") {
        (ImageKind::PNG as fn(_) -> _, png_size(&data)?)
    } else if data.starts_with(&[0xff, 0xd8]) {
        (ImageKind::JPEG as fn(_) -> _, jpeg_size(&data)?)
    } else {
        return None;
    };
    let pixels = u64::from(size.0) * u64::from(size.1);
    (pixels > 0 && pixels <= MAX_RASTER_PIXELS).then(|| kind(data))
}

/// A PNG's width and height, from its header.
fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    let word = |at: usize| Some(u32::from_be_bytes(data.get(at..at + 4)?.try_into().ok()?));
    (data.get(12..16)? == b"IHDR").then_some(())?;
    Some((word(16)?, word(20)?))
}

/// A JPEG's width and height, from its first start-of-frame segment.
fn jpeg_size(data: &[u8]) -> Option<(u32, u32)> {
    let half = |at: usize| {
        Some(u32::from(u16::from_be_bytes(
            data.get(at..at + 2)?.try_into().ok()?,
        )))
    };
    let mut at = 2;
    loop {
        if *data.get(at)? != 0xff {
            return None;
        }
        let marker = *data.get(at + 1)?;
        let frame = (0xc0..=0xcf).contains(&marker) && !matches!(marker, 0xc4 | 0xc8 | 0xcc);
        if frame {
            return Some((half(at + 7)?, half(at + 5)?));
        }
        // Each segment moves on by its length: the walk ends within the data.
        at += 2 + usize::try_from(half(at + 2)?).ok()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raster_sizes_are_read_from_headers_and_large_ones_left_out() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        png.extend(640u32.to_be_bytes());
        png.extend(480u32.to_be_bytes());
        assert_eq!(png_size(&png), Some((640, 480)));
        assert!(bounded_raster(png.clone().into()).is_some());
        png[16..20].copy_from_slice(&100_000u32.to_be_bytes());
        assert!(bounded_raster(png.into()).is_none(), "too many pixels");

        // An APP0 segment, then a baseline frame of 1920 × 1200.
        let mut jpeg = vec![0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0];
        jpeg.extend([0xff, 0xc0, 0, 11, 8, 0x04, 0xb0, 0x07, 0x80, 3]);
        assert_eq!(jpeg_size(&jpeg), Some((1920, 1200)));
        assert!(bounded_raster(jpeg.clone().into()).is_some());
        assert_eq!(jpeg_size(&jpeg[..12]), None, "cut short");
        assert!(
            bounded_raster(b"<svg/>".to_vec().into()).is_none(),
            "no SVG within"
        );
        assert!(bounded_raster(b"GIF89a".to_vec().into()).is_none());
    }

    #[test]
    fn a_picture_s_bytes_are_read_and_drawn_as_the_game_does() {
        let seeds = crate::storage::shipped::source_checkout().join("fuzz/seeds/picture");
        for seed in ["shapes.svg", "shapes.svgz", "filters.svg", "style.svg"] {
            let bytes = std::fs::read(seeds.join(seed)).unwrap();
            assert_eq!(read_and_draw(bytes, 24), Ok(0), "{seed}");
        }
        let deep = format!("<svg>{}</svg>", "<g>".repeat(100) + &"</g>".repeat(100));
        let refused = read_and_draw(deep.into_bytes(), 24).unwrap_err();
        assert!(refused.contains("deep"), "{refused}");
        assert!(
            read_and_draw(vec![0x1f, 0x8b, 1, 2], 24).is_err(),
            "a broken SVGZ"
        );
    }
}
