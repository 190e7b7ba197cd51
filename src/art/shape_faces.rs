//! The shapes set's faces: twelve shapes, each plain or marked with one or two pips beneath
//! it, in eight colour-blind-safe colours. The first 36 kinds (twelve shapes, three marks)
//! differ in shape or mark, never only in colour, so a full board of 36 kinds reads in any
//! colour vision and in grey; beyond them the colours tell the rest apart.
//!
//! Pure pixel code: RGBA8, anti-aliased by 4×4 supersampling.

/// Number of distinct face shapes.
pub const SHAPES: usize = 12;
/// Number of marks a shape may carry: none, one pip, two pips.
pub const MARKS: usize = 3;
/// Number of face colours (the Okabe–Ito colour-blind-safe palette).
pub const COLOURS: usize = 8;
/// Kinds with a face of their own.
pub const FACE_KINDS: usize = SHAPES * COLOURS;

/// Okabe–Ito palette, with its black lifted to a dark slate so it reads on the tile and its
/// yellow made maroon.
const PALETTE: [[u8; 3]; COLOURS] = [
    [0xE6, 0x9F, 0x00], // orange
    [0x56, 0xB4, 0xE9], // sky blue
    [0x00, 0x9E, 0x73], // bluish green
    [0xD5, 0x5E, 0x00], // vermillion
    [0x00, 0x72, 0xB2], // blue
    [0xCC, 0x79, 0xA7], // reddish purple
    // Maroon in place of Okabe–Ito's yellow: darkened to stand out on ivory, that yellow is
    // orange to red-green-blind eyes (`art::look_alike`).
    [0x78, 0x1E, 0x0F],
    [0x3A, 0x3F, 0x4A], // slate
];

/// A kind's face: its shape, its mark (pips beneath it) and its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Face {
    /// Which of the twelve shapes.
    pub shape: usize,
    /// How many pips beneath it: 0, 1 or 2.
    pub mark: usize,
    /// Which of the eight colours.
    pub colour: usize,
}

/// The face of `kind`: the first 36 kinds each a different (shape, mark); every kind below
/// [`FACE_KINDS`] a different face, and neighbouring kinds differ in colour too.
pub fn face_of(kind: usize) -> Face {
    let k = kind % FACE_KINDS;
    Face {
        shape: k % SHAPES,
        mark: (k / SHAPES) % MARKS,
        colour: (k + k / SHAPES) % COLOURS,
    }
}

/// The colour of a face colour index, as sRGB bytes.
pub fn colour(index: usize) -> [u8; 3] {
    PALETTE[index % COLOURS]
}

/// Whether point (x, y) in [-1, 1]² (y up) lies inside shape `shape`.
fn inside(shape: usize, x: f32, y: f32) -> bool {
    let r = (x * x + y * y).sqrt();
    // Only the stars need the angle: an arctangent for every sample of every face made drawing
    // a set's faces (before the first frame, for the menus) several times slower.
    let angle = || y.atan2(x);
    match shape {
        0 => r <= 0.85,                                    // circle
        1 => x.abs() <= 0.72 && y.abs() <= 0.72,           // square
        2 => y >= -0.7 && y <= 0.85 - 2.0 * x.abs() * 0.9, // triangle up
        3 => x.abs() + y.abs() <= 0.95,                    // diamond
        4 => star(angle(), r, 5, 0.92, 0.42),              // five-point star
        5 => hexagon(x, y, 0.85),                          // hexagon
        6 => (x.abs() <= 0.28 && y.abs() <= 0.85) || (y.abs() <= 0.28 && x.abs() <= 0.85), // plus
        7 => (0.5..=0.88).contains(&r),                    // ring
        8 => y <= 0.7 && y >= -0.85 + 2.0 * x.abs() * 0.9, // triangle down
        9 => r <= 0.85 && ((x - 0.38).powi(2) + (y - 0.2).powi(2)).sqrt() > 0.62, // crescent
        10 => star(angle(), r, 4, 0.95, 0.3),              // four-point sparkle
        _ => {
            // X cross: the plus turned by 45 degrees
            let (u, v) = (
                (x + y) * std::f32::consts::FRAC_1_SQRT_2,
                (x - y) * std::f32::consts::FRAC_1_SQRT_2,
            );
            (u.abs() <= 0.24 && v.abs() <= 0.9) || (v.abs() <= 0.24 && u.abs() <= 0.9)
        }
    }
}

fn star(angle: f32, r: f32, points: u32, outer: f32, inner: f32) -> bool {
    let sector = std::f32::consts::TAU / points as f32;
    // Angle from the nearest point, with the first point straight up.
    let a = (angle - std::f32::consts::FRAC_PI_2).rem_euclid(sector);
    let t = (a - sector / 2.0).abs() / (sector / 2.0); // 1 at a point, 0 between points
    r <= inner + (outer - inner) * t.powf(1.6)
}

fn hexagon(x: f32, y: f32, size: f32) -> bool {
    let (x, y) = (x.abs(), y.abs());
    y <= size * 0.866 && x * 0.866 + y * 0.5 <= size * 0.866
}

/// A marked face's shape is drawn this much smaller, raised by [`MARKED_LIFT`], leaving the
/// bottom of the face to its pips.
const MARKED_SCALE: f32 = 0.78;
/// How far a marked face's shape is raised.
const MARKED_LIFT: f32 = 0.2;
/// A pip's radius, its centre's height, and the distance between two pips' centres.
const PIP: (f32, f32, f32) = (0.17, -0.8, 0.44);

/// Whether point (x, y) lies inside `face`'s figure (its shape, and its pips), drawn `grow`
/// times its size (the outline is the figure a little larger than its body).
fn inside_face(face: Face, x: f32, y: f32, grow: f32) -> bool {
    if face.mark == 0 {
        return inside(face.shape, x / grow, y / grow);
    }
    let scale = MARKED_SCALE * grow;
    if inside(face.shape, x / scale, (y - MARKED_LIFT) / scale) {
        return true;
    }
    let (radius, height, apart) = PIP;
    let centres: &[f32] = if face.mark == 1 {
        &[0.0]
    } else {
        &[-apart / 2.0, apart / 2.0]
    };
    centres
        .iter()
        .any(|cx| ((x - cx).powi(2) + (y - height).powi(2)).sqrt() <= radius * grow)
}

/// Draws a face (transparent background) into a `size × size` RGBA8 buffer. High contrast
/// gives every face a thick black outline.
pub fn face_pixels(kind: usize, size: usize, high_contrast: bool) -> Vec<u8> {
    let face = face_of(kind);
    let fill = colour(face.colour);
    let (edge, inner) = if high_contrast {
        ([0, 0, 0], 0.78)
    } else {
        (fill.map(|c| (c as f32 * 0.55) as u8), 0.84)
    };
    let mut out = vec![0u8; size * size * 4];
    const SS: usize = 4;
    for py in 0..size {
        for px in 0..size {
            let (mut outline, mut body) = (0u32, 0u32);
            for sy in 0..SS {
                for sx in 0..SS {
                    let x = ((px * SS + sx) as f32 + 0.5) / (size * SS) as f32 * 2.0 - 1.0;
                    let y = 1.0 - ((py * SS + sy) as f32 + 0.5) / (size * SS) as f32 * 2.0;
                    // Outline = the figure at full size; body = the figure shrunk a little.
                    if inside_face(face, x, y, 0.98) {
                        outline += 1;
                        if inside_face(face, x, y, inner) {
                            body += 1;
                        }
                    }
                }
            }
            let total = (SS * SS) as f32;
            let (a_out, a_body) = (outline as f32 / total, body as f32 / total);
            let i = (py * size + px) * 4;
            if a_out > 0.0 {
                // Body over outline; a soft highlight towards the top-left.
                let shine = (1.0 - (px + py) as f32 / (2 * size) as f32) * 0.18;
                for c in 0..3 {
                    let body_c = (fill[c] as f32 + (255.0 - fill[c] as f32) * shine).min(255.0);
                    let v = edge[c] as f32 * (a_out - a_body) / a_out + body_c * a_body / a_out;
                    out[i + c] = v as u8;
                }
                out[i + 3] = (a_out * 255.0) as u8;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_kind_has_a_face_of_its_own() {
        let mut seen = std::collections::HashSet::new();
        for k in 0..FACE_KINDS {
            assert!(seen.insert(face_of(k)), "kind {k} repeats {:?}", face_of(k));
        }
    }

    #[test]
    fn thirty_six_kinds_differ_in_shape_or_mark_not_only_in_colour() {
        let mut seen = std::collections::HashSet::new();
        for k in 0..SHAPES * MARKS {
            let f = face_of(k);
            assert!(seen.insert((f.shape, f.mark)), "kind {k}: {f:?}");
        }
        // And in grey: the figures themselves (shape and pips) differ pixel by pixel.
        let mask = |k: usize| -> Vec<bool> {
            face_pixels(k, 32, false)
                .chunks(4)
                .map(|p| p[3] > 127)
                .collect()
        };
        let masks: Vec<Vec<bool>> = (0..SHAPES * MARKS).map(mask).collect();
        for a in 0..masks.len() {
            for b in a + 1..masks.len() {
                let diff = masks[a]
                    .iter()
                    .zip(&masks[b])
                    .filter(|(x, y)| x != y)
                    .count();
                assert!(diff > 25, "kinds {a} and {b} differ in only {diff} pixels");
            }
        }
    }

    #[test]
    fn neighbouring_kinds_differ_in_colour() {
        for k in 1..FACE_KINDS {
            assert_ne!(
                face_of(k).colour,
                face_of(k - 1).colour,
                "kinds {k} and {}",
                k - 1
            );
        }
    }

    #[test]
    fn shapes_have_distinct_silhouettes() {
        // Compare coverage masks pairwise: any two shapes differ in a good share of pixels.
        let mask = |s: usize| -> Vec<bool> {
            (0..32 * 32)
                .map(|i| {
                    let (x, y) = ((i % 32) as f32 / 16.0 - 1.0, 1.0 - (i / 32) as f32 / 16.0);
                    inside(s, x, y)
                })
                .collect()
        };
        let masks: Vec<Vec<bool>> = (0..SHAPES).map(mask).collect();
        for a in 0..SHAPES {
            assert!(
                masks[a].iter().filter(|&&b| b).count() > 100,
                "shape {a} is tiny"
            );
            for b in a + 1..SHAPES {
                let diff = masks[a]
                    .iter()
                    .zip(&masks[b])
                    .filter(|(x, y)| x != y)
                    .count();
                assert!(diff > 80, "shapes {a} and {b} differ in only {diff} pixels");
            }
        }
    }
}
