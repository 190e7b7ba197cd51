//! The critters tile set, for children: animal faces, six kinds of head in seven colours.

use super::{FacePen, Faces, TileSet};
use crate::art::icon::IconCanvas;
use crate::i18n::Message;

/// The faces of the critters set.
pub const CRITTER_FACES: usize = 42;

/// The critters set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Critters;

impl TileSet for Critters {
    fn id(&self) -> &'static str {
        "critters"
    }

    fn name_key(&self) -> &'static str {
        "tile-set-critters"
    }

    fn kinds(&self) -> usize {
        CRITTER_FACES
    }

    fn faces(&self) -> Faces {
        Faces::Drawn
    }

    fn draw(&self, kind: usize, size: usize, pen: &mut FacePen) -> Vec<u8> {
        let mut canvas = IconCanvas::new(size);
        draw_critter(&mut canvas, kind, pen.high_contrast);
        canvas.into_rgba8()
    }

    fn face_share(&self) -> f32 {
        0.74
    }

    /// "bear, orange": the head and the fur's colour (the shapes set's colours).
    fn face_name(&self, kind: usize) -> Message {
        let (head, fur) = critter_of(kind);
        Message::with("face-critter", [("head", head.into()), ("fur", fur.into())])
    }

    /// Every head, in many colours.
    fn preview(&self) -> Vec<usize> {
        vec![0, 9, 18, 27, 31, 34, 38, 13]
    }
}

/// The critters' fur colours (Okabe–Ito, colour-blind safe, with maroon for yellow).
const FUR: [[u8; 3]; 7] = [
    [0xE6, 0x9F, 0x00],
    [0x56, 0xB4, 0xE9],
    [0x00, 0x9E, 0x73],
    [0xD5, 0x5E, 0x00],
    [0x00, 0x72, 0xB2],
    [0xCC, 0x79, 0xA7],
    // Maroon for Okabe–Ito's yellow, which darkened to show on ivory meets orange for
    // red-green-blind eyes.
    [0x78, 0x1E, 0x0F],
];

/// The kinds of head a critter has.
const HEADS: usize = 6;

/// Which head and fur critter `kind` has: every kind below [`CRITTER_FACES`] a different pair,
/// neighbouring kinds differing in both.
pub fn critter_of(kind: usize) -> (usize, usize) {
    (kind % HEADS, (kind / HEADS + kind % HEADS) % FUR.len())
}

/// Draws critter face `kind` on `canvas`: a bear, cat, rabbit, mouse, frog or chick.
pub fn draw_critter(canvas: &mut IconCanvas, kind: usize, high_contrast: bool) {
    let (head, fur) = critter_of(kind);
    let coat = Coat::new(FUR[fur], high_contrast);
    draw_ears(canvas, head, &coat);
    // The head.
    let (head_y, head_r) = (-0.12, 0.66);
    canvas.circle(coat.edge, (0.0, head_y), head_r + coat.outline);
    canvas.circle(coat.fur, (0.0, head_y), head_r);
    // A lighter muzzle.
    canvas.paint(coat.light, 1.0, |x, y| {
        (x / 0.36).powi(2) + ((y + 0.34) / 0.24).powi(2) <= 1.0
    });
    draw_face(canvas, head);
}

/// A critter's colours: its fur, a lighter shade, and the outline (black for high contrast)
/// with its width.
struct Coat {
    fur: [u8; 3],
    edge: [u8; 3],
    light: [u8; 3],
    outline: f32,
}

impl Coat {
    fn new(fur: [u8; 3], high_contrast: bool) -> Coat {
        Coat {
            fur,
            edge: if high_contrast {
                [0, 0, 0]
            } else {
                fur.map(|v| (v as f32 * 0.6) as u8)
            },
            light: fur.map(|v| v + (255 - v) / 2),
            outline: if high_contrast { 0.09 } else { 0.05 },
        }
    }

    /// A round ear at `at` of radius `r`, outlined, with a lighter inside.
    fn ear(&self, canvas: &mut IconCanvas, at: (f32, f32), r: f32) {
        canvas.circle(self.edge, at, r + self.outline);
        canvas.circle(self.fur, at, r);
        canvas.circle(self.light, at, r * 0.5);
    }
}

/// What sits behind and above the head: ears, a frog's eye bumps, a chick's tuft.
fn draw_ears(canvas: &mut IconCanvas, head: usize, coat: &Coat) {
    let (edge, fur, light, w) = (coat.edge, coat.fur, coat.light, coat.outline);
    match head {
        // Bear: round ears.
        0 => {
            coat.ear(canvas, (-0.5, 0.45), 0.22);
            coat.ear(canvas, (0.5, 0.45), 0.22);
        }
        // Cat: pointed ears.
        1 => {
            for s in [-1.0f32, 1.0] {
                let outer = [(s * 0.62, 0.12), (s * 0.55, 0.92), (s * 0.12, 0.45)];
                canvas.polygon(edge, &outer);
                let inner = [(s * 0.56, 0.2), (s * 0.52, 0.78), (s * 0.2, 0.45)];
                canvas.polygon(fur, &inner);
            }
        }
        // Rabbit: long ears.
        2 => {
            for s in [-1.0f32, 1.0] {
                canvas.line(edge, (s * 0.25, 0.3), (s * 0.35, 0.9), 0.3 + w * 2.0);
                canvas.line(fur, (s * 0.25, 0.3), (s * 0.35, 0.9), 0.3);
                canvas.line(light, (s * 0.26, 0.4), (s * 0.34, 0.85), 0.12);
            }
        }
        // Mouse: big round ears.
        3 => {
            coat.ear(canvas, (-0.55, 0.4), 0.34);
            coat.ear(canvas, (0.55, 0.4), 0.34);
        }
        // Frog: eyes on bumps above the head.
        4 => {
            for s in [-1.0f32, 1.0] {
                canvas.circle(edge, (s * 0.38, 0.42), 0.26 + w);
                canvas.circle(fur, (s * 0.38, 0.42), 0.26);
            }
        }
        // Chick: a tuft.
        _ => {
            canvas.line(edge, (0.0, 0.45), (-0.12, 0.85), 0.1 + w);
            canvas.line(edge, (0.0, 0.45), (0.14, 0.82), 0.1 + w);
            canvas.line(fur, (0.0, 0.45), (-0.12, 0.85), 0.1);
            canvas.line(fur, (0.0, 0.45), (0.14, 0.82), 0.1);
        }
    }
}

/// Eyes, cheeks, and a nose and smile (a chick's beak).
fn draw_face(canvas: &mut IconCanvas, head: usize) {
    // A frog's eyes sit in its bumps.
    let eye_y = if head == 4 { 0.42 } else { 0.0 };
    let eye_x = if head == 4 { 0.38 } else { 0.25 };
    for s in [-1.0f32, 1.0] {
        if head == 4 {
            canvas.circle([255, 255, 255], (s * eye_x, eye_y), 0.15);
        }
        canvas.circle([0x22, 0x22, 0x2A], (s * eye_x, eye_y), 0.09);
        canvas.circle([255, 255, 255], (s * eye_x + 0.03, eye_y + 0.03), 0.03);
        // Cheeks.
        canvas.circle([0xF2, 0x8B, 0x9B], (s * 0.42, -0.2), 0.08);
    }
    if head == 5 {
        // A beak.
        canvas.polygon(
            [0xF0, 0x8A, 0x1C],
            &[(-0.14, -0.22), (0.14, -0.22), (0.0, -0.44)],
        );
    } else {
        // Nose and smile.
        canvas.circle([0x3A, 0x2A, 0x2A], (0.0, -0.24), 0.06);
        canvas.paint([0x3A, 0x2A, 0x2A], 1.0, |x, y| {
            let r = (x * x + (y + 0.3).powi(2)).sqrt();
            (0.12..=0.16).contains(&r) && y < -0.33
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_critter_has_its_own_head_and_fur() {
        let mut seen = std::collections::HashSet::new();
        for k in 0..CRITTER_FACES {
            assert!(seen.insert(critter_of(k)), "critter {k} repeats");
            if k > 0 {
                let (a, b) = (critter_of(k - 1), critter_of(k));
                assert!(a.0 != b.0 && a.1 != b.1, "neighbours {k} differ in both");
            }
        }
    }
}
