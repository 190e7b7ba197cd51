//! A tile set of the player's desktop (a KDE KMahjongg set, `formats::desktop_tile_set`): its
//! 42 named faces drawn from its SVG at the size each tile is drawn. The picture is read the
//! first time a face is wanted; a picture that cannot be used draws nothing, and the game sets
//! the set aside with the reason (`game::content::desktop_tile_sets`).

use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{Pixmap, Rect, Transform};
use resvg::usvg::Node;

use super::{FacePen, Faces, TileSet};
use crate::engine::MatchGroups;
use crate::formats::desktop_tile_set::{DesktopSet, FACE_IDS, Picture, read_picture};

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

    fn kinds(&self) -> usize {
        FACE_IDS.len()
    }

    fn faces(&self) -> Faces {
        Faces::Drawn
    }

    fn draw(&self, kind: usize, size: usize, _: &mut FacePen) -> Vec<u8> {
        let face = self
            .picture()
            .ok()
            .zip(FACE_IDS.get(kind))
            .and_then(|(picture, id)| draw_element(picture, id, size));
        face.unwrap_or_else(|| vec![0; size * size * 4])
    }

    fn face_share(&self) -> f32 {
        0.86
    }

    fn groups(&self) -> MatchGroups {
        MatchGroups::FLOWERS_AND_SEASONS
    }

    fn preview(&self) -> Vec<usize> {
        vec![0, 4, 10, 13, 22, 27, 31, 34]
    }
}

/// Face `id` of `picture` drawn to fit a `size × size` square, centred, as straight-alpha
/// RGBA8; `None` if it is not there or has no size.
pub fn draw_element(picture: &Picture, id: &str, size: usize) -> Option<Vec<u8>> {
    let node = picture.tree.node_by_id(id)?;
    let layer = node.abs_layer_bounding_box()?;
    // Fitted to the face's own frame where it gives one, else to what it draws.
    let bbox = picture
        .frames
        .get(id)
        .and_then(|&[x, y, w, h]| Rect::from_xywh(x, y, w, h))
        .and_then(|frame| frame.transform(node.abs_transform()))
        .and_then(|frame| frame.to_non_zero_rect())
        .unwrap_or(layer);
    let side = size.max(1) as f32;
    let scale = (side / bbox.width()).min(side / bbox.height());
    if !scale.is_finite() || scale <= 0.0 {
        return None;
    }
    let fit = Transform::from_translate(
        (side - bbox.width() * scale) / 2.0,
        (side - bbox.height() * scale) / 2.0,
    )
    .pre_scale(scale, scale);
    // `render_node` draws the element under its own transform only, moved by its layer box:
    // the transforms of the groups around it are put back in, and the move taken back.
    let placed = fit
        .pre_translate(-bbox.x(), -bbox.y())
        .pre_concat(outer_transform(node))
        .pre_translate(layer.x(), layer.y());
    let mut pixmap = Pixmap::new(size as u32, size as u32)?;
    resvg::render_node(node, placed, &mut pixmap.as_mut())?;
    Some(straight_alpha(pixmap))
}

/// The transform of the groups around `node` (its absolute transform without its own).
fn outer_transform(node: &Node) -> Transform {
    match node {
        Node::Group(group) => group
            .transform()
            .invert()
            .map_or(group.abs_transform(), |own| {
                group.abs_transform().pre_concat(own)
            }),
        other => other.abs_transform(),
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
