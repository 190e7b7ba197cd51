//! The shapes tile set, the default: twelve shapes, plain or marked with pips, in eight
//! colour-blind-safe colours (drawn by `art::shape_faces`).

use super::{FacePen, Faces, TileSet};
use crate::art::shape_faces::{FACE_KINDS, face_of, face_pixels};
use crate::i18n::Message;

/// The shapes set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shapes;

impl TileSet for Shapes {
    fn id(&self) -> &'static str {
        "shapes"
    }

    fn name_key(&self) -> &'static str {
        "tile-set-shapes"
    }

    fn kinds(&self) -> usize {
        FACE_KINDS
    }

    fn faces(&self) -> Faces {
        Faces::Drawn
    }

    fn draw(&self, kind: usize, size: usize, pen: &mut FacePen) -> Vec<u8> {
        face_pixels(kind, size, pen.high_contrast)
    }

    fn face_share(&self) -> f32 {
        0.7
    }

    /// "circle, orange, one dot": the shape, its colour and its mark.
    fn face_name(&self, kind: usize) -> Message {
        let face = face_of(kind);
        Message::with(
            "face-shape",
            [
                ("shape", face.shape.into()),
                ("colour", face.colour.into()),
                ("mark", face.mark.into()),
            ],
        )
    }

    /// The same kinds the mahjong set previews, to compare.
    fn preview(&self) -> Vec<usize> {
        vec![0, 9, 18, 27, 31, 34, 38, 13]
    }
}
