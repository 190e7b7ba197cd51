//! A tile set of the player's desktop (a KDE KMahjongg set, `formats::desktop::desktop_tile_set`),
//! drawn as KDE draws it: its own tile body (and selected body) and its 42 named faces, each
//! element of its SVG rendered as KDE's renderer (Qt's `QSvgRenderer`) renders one onto a
//! picture: the element's bounds, unseen shapes included, stretched onto the whole picture.
//! The picture is read the first time a part is wanted; a picture that cannot be used draws
//! nothing, and the game sets the set aside with the reason (`game::content::desktop_tile_sets`).

use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{NonZeroRect, Pixmap, Rect, Transform};
use resvg::usvg::Node;

use super::mahjong::mahjong_face_name;
use super::{FacePen, Faces, OwnTile, TilePart, TileSet};
use crate::engine::MatchGroups;
use crate::formats::desktop::desktop_tile_set::{
    BODY_IDS, DesktopSet, FACE_IDS, Picture, read_picture,
};
use crate::formats::desktop::svg_bounds;
use crate::i18n::Message;

/// The most pixels one part is drawn at (a side of 4096): the caller's sizes come from the
/// screen, but a part is never asked to fill more.
const MAX_PART_PIXELS: usize = 4096 * 4096;

/// A desktop tile set (clones share the picture read).
#[derive(Clone)]
pub struct DesktopTiles {
    /// Its id in the settings: `desktop.` and the key file's name.
    id: &'static str,
    /// Its key file.
    set: DesktopSet,
    /// The picture, once read, or why it cannot be used.
    picture: Arc<OnceLock<Result<Arc<Picture>, String>>>,
}

impl DesktopTiles {
    /// The set its key file describes (its picture is read when first needed).
    pub fn new(set: DesktopSet) -> Self {
        // Ids live as long as the game: a handful of sets are found once, at start.
        let id: &'static str = Box::leak(format!("desktop.{}", set.about.stem).into_boxed_str());
        DesktopTiles {
            id,
            set,
            picture: Arc::new(OnceLock::new()),
        }
    }

    /// The picture, read on first use; why it cannot be used otherwise.
    pub fn picture(&self) -> Result<&Arc<Picture>, &str> {
        self.picture
            .get_or_init(|| read_picture(&self.set.picture).map(Arc::new))
            .as_ref()
            .map_err(String::as_str)
    }

    /// The set's tile, as its key file gives it.
    pub fn own(&self) -> OwnTile {
        let g = self.set.geometry;
        OwnTile {
            tile: g.tile,
            face: g.face,
        }
    }

    /// The element `part` is drawn from.
    pub fn element(part: TilePart) -> Option<&'static str> {
        match part {
            TilePart::Body => Some(BODY_IDS[0]),
            TilePart::SelectedBody => Some(BODY_IDS[1]),
            TilePart::Face(kind) => FACE_IDS.get(kind).copied(),
        }
    }
}

impl TileSet for DesktopTiles {
    fn id(&self) -> &'static str {
        self.id
    }

    fn name_key(&self) -> &'static str {
        "tile-set-desktop"
    }

    fn title(&self, language: &str) -> Option<String> {
        Some(self.set.about.name_in(language).to_string())
    }

    fn author(&self) -> Option<&str> {
        self.set.about.author.as_deref()
    }

    /// Named as the mahjong faces are: a desktop set deals its faces in their order.
    fn face_name(&self, kind: usize) -> Message {
        mahjong_face_name(kind)
    }

    fn kinds(&self) -> usize {
        FACE_IDS.len()
    }

    fn faces(&self) -> Faces {
        Faces::Drawn
    }

    /// The face box, fitted to the square and centred on it.
    fn draw(&self, kind: usize, size: usize, _: &mut FacePen) -> Vec<u8> {
        let own = self.own();
        let scale = own.fit_face(size as f32);
        let (w, h) = (
            ((own.face.0 * scale).round() as usize).clamp(1, size.max(1)),
            ((own.face.1 * scale).round() as usize).clamp(1, size.max(1)),
        );
        let mut square = vec![0; size * size * 4];
        if let Some(face) = self.draw_part(TilePart::Face(kind), (w, h)) {
            let (x0, y0) = ((size - w) / 2, (size - h) / 2);
            for y in 0..h {
                let from = y * w * 4;
                let to = ((y0 + y) * size + x0) * 4;
                square[to..to + w * 4].copy_from_slice(&face[from..from + w * 4]);
            }
        }
        square
    }

    fn face_share(&self) -> f32 {
        0.86
    }

    fn own_tile(&self) -> Option<OwnTile> {
        Some(self.own())
    }

    fn draw_part(&self, part: TilePart, size: (usize, usize)) -> Option<Vec<u8>> {
        let picture = self.picture().ok()?;
        draw_element(picture, Self::element(part)?, size)
    }

    fn groups(&self) -> MatchGroups {
        MatchGroups::FLOWERS_AND_SEASONS
    }

    fn preview(&self) -> Vec<usize> {
        vec![0, 4, 10, 13, 22, 27, 31, 34]
    }
}

/// Element `id` of `picture` rendered as KDE renders one onto a `width × height` picture: its
/// bounds (every shape in it, seen or not, strokes included, under its own transform but not
/// its parents') stretched onto the whole picture; straight-alpha RGBA8. `None` if it is not
/// there, draws within no bounds, or the size is empty or too large.
pub fn draw_element(
    picture: &Picture,
    id: &str,
    (width, height): (usize, usize),
) -> Option<Vec<u8>> {
    if width == 0 || height == 0 || width.saturating_mul(height) > MAX_PART_PIXELS {
        return None;
    }
    let node = picture.tree.node_by_id(id)?;
    let bounds = kde_bounds(node)?;
    let (sx, sy) = (
        width as f32 / bounds.width(),
        height as f32 / bounds.height(),
    );
    if !(sx.is_finite() && sy.is_finite() && sx > 0.0 && sy > 0.0) {
        return None;
    }
    let layer = node.abs_layer_bounding_box()?;
    // `render_node` draws the element under its own transform, moved by its layer box: the
    // move is taken back, and the bounds stretched onto the picture.
    let placed = Transform::from_scale(sx, sy)
        .pre_translate(-bounds.x(), -bounds.y())
        .pre_translate(layer.x(), layer.y());
    let mut pixmap = Pixmap::new(width as u32, height as u32)?;
    svg_bounds::contained(|| resvg::render_node(node, placed, &mut pixmap.as_mut()))??;
    Some(straight_alpha(pixmap))
}

/// An element's bounds as KDE's renderer takes them: the box of every shape in it with its
/// stroke, unseen shapes (no fill and no stroke, or fully transparent) included, under the
/// element's own transform and none of its parents'; filters' regions left out (KDE's
/// renderer draws no filters). Worked out from each group's own transform: the absolute boxes
/// the parsed tree keeps count a `use`'s transform twice inside it.
fn kde_bounds(node: &Node) -> Option<NonZeroRect> {
    let bounds = shapes_box(node, Transform::identity())?;
    let finite = [bounds.x(), bounds.y(), bounds.width(), bounds.height()]
        .iter()
        .all(|v| v.is_finite());
    finite.then(|| bounds.to_non_zero_rect()).flatten()
}

/// The box of the shapes of `node` under `transform` (its parent's).
fn shapes_box(node: &Node, transform: Transform) -> Option<Rect> {
    match node {
        Node::Group(group) => {
            let inner = transform.pre_concat(group.transform());
            group
                .children()
                .iter()
                .filter_map(|child| shapes_box(child, inner))
                .reduce(|a, b| {
                    Rect::from_ltrb(
                        a.left().min(b.left()),
                        a.top().min(b.top()),
                        a.right().max(b.right()),
                        a.bottom().max(b.bottom()),
                    )
                    .unwrap_or(a)
                })
        }
        Node::Path(path) => path.stroke_bounding_box().transform(transform),
        Node::Image(image) => image.bounding_box().transform(transform),
        Node::Text(text) => text.stroke_bounding_box().transform(transform),
    }
}

/// The pixmap's premultiplied pixels as straight alpha.
fn straight_alpha(pixmap: Pixmap) -> Vec<u8> {
    pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::desktop::desktop_tile_set::{Origin, find};

    /// A set in `dir`: a blue body and a green selected body, 50 × 100, and faces of 40 × 80
    /// whose frame is an unseen rectangle placed by a `use` that moves it, with a red block
    /// over the frame's top left quarter.
    fn fixture(dir: &std::path::Path) -> DesktopTiles {
        let mut svg = String::from(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4000 400">
            <defs><rect id="frame" width="40" height="80" style="fill:none;stroke:none"/></defs>
            <g id="TILE_2" transform="translate(500,0)"><rect width="50" height="100" fill="#00f"/></g>
            <g id="TILE_2_SEL"><rect x="600" width="50" height="100" fill="#0f0"/></g>"##,
        );
        for (i, id) in FACE_IDS.iter().enumerate() {
            svg += &format!(
                r##"<g id="{id}" transform="translate({},200)"><use xlink:href="#frame" transform="translate(5,5)"/><rect x="5" y="5" width="20" height="40" fill="#f00"/></g>"##,
                i * 90
            );
        }
        svg += "</svg>";
        std::fs::write(dir.join("fixture.svg"), svg).unwrap();
        std::fs::write(
            dir.join("fixture.desktop"),
            "[KMahjonggTileset]\nName=Fixture\nFileName=fixture.svg\nTileWidth=50\n\
             TileHeight=100\nTileFaceWidth=40\nTileFaceHeight=80\n",
        )
        .unwrap();
        let found = find(&[(dir.to_path_buf(), Origin::Player)]);
        DesktopTiles::new(found.sets.into_iter().next().unwrap())
    }

    /// The columns and rows where `pixels` (`w` wide) are red.
    fn red_box(pixels: &[u8], w: usize) -> (usize, usize, usize, usize) {
        let red: Vec<usize> = (0..pixels.len() / 4)
            .filter(|i| pixels[i * 4] > 200 && pixels[i * 4 + 2] < 50 && pixels[i * 4 + 3] > 200)
            .collect();
        let xs = red.iter().map(|i| i % w);
        let ys = red.iter().map(|i| i / w);
        (
            xs.clone().min().unwrap(),
            xs.max().unwrap(),
            ys.clone().min().unwrap(),
            ys.max().unwrap(),
        )
    }

    #[test]
    fn a_face_is_its_frame_with_unseen_shapes_stretched_onto_its_box() {
        let dir = tempfile::tempdir().unwrap();
        let set = fixture(dir.path());
        assert_eq!(
            set.own(),
            OwnTile {
                tile: (50.0, 100.0),
                face: (40.0, 80.0)
            }
        );
        // The unseen frame places the block: the top left quarter of the face box.
        for kind in [0, 20, 41] {
            let face = set.draw_part(TilePart::Face(kind), (40, 80)).unwrap();
            assert_eq!(red_box(&face, 40), (0, 19, 0, 39), "{}", FACE_IDS[kind]);
        }
        // Stretched as KDE stretches it, not fitted: a square box draws the block twice as wide.
        let square = set.draw_part(TilePart::Face(3), (80, 80)).unwrap();
        assert_eq!(red_box(&square, 80), (0, 39, 0, 39));
        // The square face fits the face box by its height, centred.
        let mut pen = FacePen {
            high_contrast: false,
            glyphs: None,
        };
        let fitted = set.draw(3, 80, &mut pen);
        assert_eq!(red_box(&fitted, 80), (20, 39, 0, 39));
    }

    #[test]
    fn the_bodies_are_the_sets_own_elements() {
        let dir = tempfile::tempdir().unwrap();
        let set = fixture(dir.path());
        let colour = |part| {
            let pixels = set.draw_part(part, (25, 50)).unwrap();
            assert!(
                pixels.chunks(4).all(|p| p[3] == 255),
                "{part:?} fills its picture"
            );
            [pixels[0], pixels[1], pixels[2]]
        };
        assert_eq!(colour(TilePart::Body), [0, 0, 255]);
        assert_eq!(colour(TilePart::SelectedBody), [0, 255, 0]);
        assert!(set.draw_part(TilePart::Face(42), (25, 50)).is_none());
        assert!(set.draw_part(TilePart::Body, (0, 50)).is_none());
        assert!(set.draw_part(TilePart::Body, (100_000, 100_000)).is_none());
    }
}
