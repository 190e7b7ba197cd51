//! How alike a tile set's faces look: each face laid on the tile, seen as a player with a given
//! colour vision sees it, and every pair of faces compared pixel by pixel in a perceptual
//! colour space. Players' most common complaint about tile games is faces that look alike at
//! small sizes, so faces are measured at the size the board draws them.
//!
//! - **Colour vision**: the three common kinds of colour blindness are simulated with the
//!   matrices of Machado, Oliveira and Fernandes (2009, "A physiologically-based model for
//!   simulation of color vision deficiency"), full severity, in linear RGB.
//! - **Distance**: both faces on the tile's own colour, softened as the eye sees a small
//!   picture at a glance (a 3×3 binomial blur), are compared pixel by pixel by the CIEDE2000
//!   colour difference (Sharma, Wu and Dalal 2005); the distance is the mean over the most
//!   different twentieth of the face. Faces are told apart by where they differ most (a pip, a
//!   numeral, a stroke of colour), not by how much of them is the same; two identical faces
//!   are 0 apart.
//!
//! Pure pixel code: no Bevy.

use super::glyphs::Glyphs;
use super::sets::{FacePen, Faces, OwnTile, Sheet, TileSet};
use super::tiles::{TILE_TINT, TileDrawing};
pub use crate::formats::saves::settings::ColourVision;

/// Faces closer than this are look-alikes. A CIEDE2000 difference of about 2 is where most
/// people begin to see two colours as different at a glance, in patches side by side; the
/// differences that tell tiles apart are small (a twentieth of a face of about 20 pixels is a
/// pip or a stroke), seen across a board rather than side by side, and colour differences over
/// small areas are harder to see, so a pair must differ by over twice that. Measured: every
/// pair of faces the games' sets draw differently stands 9 or more apart for typical vision,
/// while pairs told apart by colour alone, for eyes that cannot see that colour, and pale
/// carvings of one colour laid on an ivory tile stand under 2.1.
pub const LOOK_ALIKE_BELOW: f32 = 5.0;

/// Two faces (kinds `a < b`) and how far apart they look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FacePair {
    /// The first kind.
    pub a: usize,
    /// The second kind.
    pub b: usize,
    /// Mean CIEDE2000 difference over the face.
    pub distance: f32,
}

impl FacePair {
    /// Whether the two faces are closer than [`LOOK_ALIKE_BELOW`].
    pub fn looks_alike(&self) -> bool {
        self.distance < LOOK_ALIKE_BELOW
    }
}

/// A face as seen: CIELAB per pixel, row by row.
pub type SeenFace = Vec<[f32; 3]>;

/// Every face of `set` (`sheet` holds a sheet set's picture; `font` the game's typeface for
/// faces that carry writing), `size` pixels square, on the tile and softened as the eye sees
/// it: opaque sRGB pixels, for [`see`]. A set with its own tile is seen on its own body, its
/// face box `size` pixels at its longer side; a sheet set without its sheet shows blank tiles.
pub fn faces_on_tile(
    set: &dyn TileSet,
    sheet: Option<&Sheet>,
    font: Option<&[u8]>,
    size: usize,
) -> Vec<Vec<[u8; 3]>> {
    let mut glyphs = font.and_then(Glyphs::new);
    let size = size.max(1);
    if let Some(own) = set.own_tile() {
        return (0..set.kinds())
            .map(|kind| {
                soften(
                    &on_tile(&own_face_on_tile(set, own, kind, size), size),
                    size,
                )
            })
            .collect();
    }
    (0..set.kinds())
        .map(|kind| {
            let face = match (set.faces(), sheet) {
                (Faces::Drawn, _) => {
                    let mut pen = FacePen {
                        high_contrast: false,
                        glyphs: glyphs.as_mut(),
                    };
                    set.draw(kind, size, &mut pen)
                }
                (Faces::Sheet(_), Some(sheet)) => sheet.face(kind, size),
                (Faces::Sheet(_), None) => Vec::new(),
            };
            soften(&on_tile(&face, size), size)
        })
        .collect()
}

/// Face `kind` of a set with its own tile `own` as the board shows it: the tile drawn with its
/// face box `size` pixels at its longer side, and the `size` square around the face box's
/// centre cut from it, moved to lie within the picture where it can (transparent beyond it).
fn own_face_on_tile(set: &dyn TileSet, own: OwnTile, kind: usize, size: usize) -> Vec<u8> {
    let scale = own.fit_face(size as f32);
    let px = |v: f32| ((v * scale).round() as usize).max(1);
    let (w, h) = (px(own.tile.0), px(own.tile.1));
    let mut drawing = TileDrawing::new(set, None, (w, h), false, None);
    let face = drawing.face(kind);
    let tile = drawing.tile(&face, false);
    let (fw, fh) = drawing.face_size();
    // The picture fills the drawing, so the face box lies at its top left.
    let start = |centre: usize, len: usize| -> isize {
        let from = centre as isize - (size / 2) as isize;
        match len.checked_sub(size) {
            Some(room) => from.clamp(0, room as isize),
            None => -(((size - len) / 2) as isize),
        }
    };
    let (x0, y0) = (start(fw / 2, w), start(fh / 2, h));
    let mut square = vec![0u8; size * size * 4];
    for y in 0..size {
        for x in 0..size {
            let (sx, sy) = (x0 + x as isize, y0 + y as isize);
            if sx < 0 || sy < 0 || sx as usize >= w || sy as usize >= h {
                continue;
            }
            let from = (sy as usize * w + sx as usize) * 4;
            let to = (y * size + x) * 4;
            square[to..to + 4].copy_from_slice(&tile[from..from + 4]);
        }
    }
    square
}

/// `face` (straight-alpha RGBA8, `size` square; anything else counts as blank) over the
/// tile's colour, as opaque RGB.
fn on_tile(face: &[u8], size: usize) -> Vec<[u8; 3]> {
    if face.len() != size * size * 4 {
        return vec![TILE_TINT; size * size];
    }
    face.chunks_exact(4)
        .map(|p| {
            let a = f32::from(p[3]) / 255.0;
            std::array::from_fn(|c| {
                (f32::from(p[c]) * a + f32::from(TILE_TINT[c]) * (1.0 - a)).round() as u8
            })
        })
        .collect()
}

/// `pixels` (`size` square) blurred by the 3×3 binomial kernel, edges repeated.
fn soften(pixels: &[[u8; 3]], size: usize) -> Vec<[u8; 3]> {
    const WEIGHTS: [u32; 3] = [1, 2, 1];
    let at = |x: usize, y: usize, dx: usize, dy: usize| {
        let x = (x + dx).saturating_sub(1).min(size - 1);
        let y = (y + dy).saturating_sub(1).min(size - 1);
        pixels[y * size + x]
    };
    (0..size * size)
        .map(|i| {
            let (x, y) = (i % size, i / size);
            let mut sum = [0u32; 3];
            for (dy, wy) in WEIGHTS.iter().enumerate() {
                for (dx, wx) in WEIGHTS.iter().enumerate() {
                    let w = wx * wy;
                    let p = at(x, y, dx, dy);
                    for c in 0..3 {
                        sum[c] += u32::from(p[c]) * w;
                    }
                }
            }
            sum.map(|v| ((v + 8) / 16) as u8)
        })
        .collect()
}

/// Pixels as a player with `vision` sees them, in CIELAB.
pub fn see(pixels: &[[u8; 3]], vision: ColourVision) -> SeenFace {
    let matrix = simulation(vision);
    pixels
        .iter()
        .map(|&rgb| {
            let linear = rgb.map(linear_of);
            let shown = matrix.map(|row| {
                (row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]).clamp(0.0, 1.0)
            });
            lab(shown)
        })
        .collect()
}

/// The `count` closest pairs among `faces` (all of one size), closest first.
pub fn closest_pairs(faces: &[SeenFace], count: usize) -> Vec<FacePair> {
    let mut pairs: Vec<FacePair> = (0..faces.len())
        .flat_map(|a| (a + 1..faces.len()).map(move |b| (a, b)))
        .map(|(a, b)| FacePair {
            a,
            b,
            distance: distance(&faces[a], &faces[b]),
        })
        .collect();
    pairs.sort_by(|x, y| x.distance.total_cmp(&y.distance));
    pairs.truncate(count);
    pairs
}

/// The pairs of `faces` closer than [`LOOK_ALIKE_BELOW`], closest first.
pub fn look_alikes(faces: &[SeenFace]) -> Vec<FacePair> {
    let mut pairs = closest_pairs(faces, usize::MAX);
    pairs.retain(FacePair::looks_alike);
    pairs
}

/// The share of a face whose differences make the distance: the most different twentieth.
const MOST_DIFFERENT: usize = 20;

/// How far apart two seen faces of one size look: the mean CIEDE2000 difference over the most
/// different twentieth of their pixels.
pub fn distance(a: &[[f32; 3]], b: &[[f32; 3]]) -> f32 {
    if a.is_empty() || a.len() != b.len() {
        return 0.0;
    }
    let mut apart: Vec<f32> = a
        .iter()
        .zip(b)
        .map(|(p, q)| if p == q { 0.0 } else { ciede2000(*p, *q) })
        .collect();
    let n = a.len().div_ceil(MOST_DIFFERENT);
    apart.select_nth_unstable_by(n - 1, |x, y| y.total_cmp(x));
    apart[..n].iter().sum::<f32>() / n as f32
}

/// Machado et al.'s simulation matrix (linear RGB) for `vision`.
fn simulation(vision: ColourVision) -> [[f32; 3]; 3] {
    match vision {
        ColourVision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        ColourVision::Protan => [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
        ColourVision::Deutan => [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
        ColourVision::Tritan => [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    }
}

/// An sRGB byte as linear light.
fn linear_of(c: u8) -> f32 {
    let v = f32::from(c) / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// Linear sRGB as CIELAB (D65 white).
pub fn lab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f32| {
        const D: f32 = 6.0 / 29.0;
        if t > D * D * D {
            t.cbrt()
        } else {
            t / (3.0 * D * D) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference between two CIELAB colours (Sharma, Wu and Dalal's formulas).
pub fn ciede2000([l1, a1, b1]: [f32; 3], [l2, a2, b2]: [f32; 3]) -> f32 {
    const POW25_7: f32 = 6_103_515_625.0;
    let c_mean = ((a1.hypot(b1) + a2.hypot(b2)) / 2.0).powi(7);
    let g = 0.5 * (1.0 - (c_mean / (c_mean + POW25_7)).sqrt());
    let (a1, a2) = (a1 * (1.0 + g), a2 * (1.0 + g));
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |b: f32, a: f32| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(b1, a1), hue(b2, a2));
    let chromatic = c1 * c2 != 0.0;
    let dh = match h2 - h1 {
        _ if !chromatic => 0.0,
        d if d > 180.0 => d - 360.0,
        d if d < -180.0 => d + 360.0,
        d => d,
    };
    let (dl, dc) = (l2 - l1, c2 - c1);
    let big_dh = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let (l_bar, c_bar) = ((l1 + l2) / 2.0, (c1 + c2) / 2.0);
    let h_bar = match (h1 - h2).abs() {
        _ if !chromatic => h1 + h2,
        d if d <= 180.0 => (h1 + h2) / 2.0,
        _ if h1 + h2 < 360.0 => (h1 + h2 + 360.0) / 2.0,
        _ => (h1 + h2 - 360.0) / 2.0,
    };
    let cos = |deg: f32| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let c7 = c_bar.powi(7);
    let rc = 2.0 * (c7 / (c7 + POW25_7)).sqrt();
    let l50 = (l_bar - 50.0).powi(2);
    let sl = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let sc = 1.0 + 0.045 * c_bar;
    let sh = 1.0 + 0.015 * c_bar * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    let (l, c, h) = (dl / sl, dc / sc, big_dh / sh);
    (l * l + c * c + h * h + rt * c * h).max(0.0).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen_faces(
        set: &dyn TileSet,
        sheet: Option<&Sheet>,
        font: Option<&[u8]>,
        size: usize,
        vision: ColourVision,
    ) -> Vec<SeenFace> {
        let faces = faces_on_tile(set, sheet, font, size);
        faces.iter().map(|face| see(face, vision)).collect()
    }

    #[test]
    fn ciede2000_agrees_with_sharmas_published_pairs() {
        // Pairs 1, 7, 13, 19 and 25 of Sharma, Wu and Dalal's test data, with their answers.
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0011], 7.2195),
            ([50.0, 2.5, 0.0], [50.0, 0.0, -2.5], 4.3065),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
        ];
        for (x, y, want) in pairs {
            let got = ciede2000(x, y);
            assert!((got - want).abs() < 2e-3, "{x:?} {y:?}: {got} ≠ {want}");
            assert!((ciede2000(y, x) - want).abs() < 2e-3, "symmetric");
        }
        assert_eq!(ciede2000([40.0, 10.0, -5.0], [40.0, 10.0, -5.0]), 0.0);
    }

    #[test]
    fn white_is_l100_and_red_and_green_meet_for_a_deutan() {
        let white = lab([1.0; 3]);
        assert!(
            (white[0] - 100.0).abs() < 0.01 && white[1].abs() < 0.01,
            "{white:?}"
        );
        let (red, green) = ([200, 60, 40], [110, 110, 40]);
        let apart = |v| {
            let seen = see(&[red, green], v);
            ciede2000(seen[0], seen[1])
        };
        assert!(apart(ColourVision::Typical) > 30.0);
        assert!(apart(ColourVision::Deutan) < apart(ColourVision::Typical) / 3.0);
        assert!(apart(ColourVision::Protan) < apart(ColourVision::Typical) / 2.0);
        // Blue and green stay apart for red-green blindness and meet for a tritan.
        let (blue, teal) = ([40, 90, 200], [40, 150, 120]);
        let seen = |v| {
            let s = see(&[blue, teal], v);
            ciede2000(s[0], s[1])
        };
        assert!(seen(ColourVision::Tritan) < seen(ColourVision::Deutan));
    }

    /// A set of faces painted in code: kind k is a disc whose colour and size tests choose.
    struct Discs(Vec<([u8; 3], f32)>);

    impl TileSet for Discs {
        fn id(&self) -> &'static str {
            "discs"
        }
        fn name_key(&self) -> &'static str {
            "discs"
        }
        fn kinds(&self) -> usize {
            self.0.len()
        }
        fn faces(&self) -> Faces {
            Faces::Drawn
        }
        fn draw(&self, kind: usize, size: usize, _: &mut FacePen) -> Vec<u8> {
            let (rgb, r) = self.0[kind];
            let mut out = vec![0; size * size * 4];
            let c = size as f32 / 2.0;
            for y in 0..size {
                for x in 0..size {
                    let d = ((x as f32 + 0.5 - c).powi(2) + (y as f32 + 0.5 - c).powi(2)).sqrt();
                    if d <= r * c {
                        let i = (y * size + x) * 4;
                        out[i..i + 3].copy_from_slice(&rgb);
                        out[i + 3] = 255;
                    }
                }
            }
            out
        }
    }

    #[test]
    fn identical_faces_are_zero_apart_and_the_closest_come_first() {
        let set = Discs(vec![
            ([200, 40, 40], 0.9),
            ([40, 40, 200], 0.9),
            ([200, 40, 40], 0.9),
            ([200, 40, 40], 0.8),
        ]);
        let faces = seen_faces(&set, None, None, 24, ColourVision::Typical);
        let pairs = closest_pairs(&faces, 3);
        assert_eq!((pairs[0].a, pairs[0].b, pairs[0].distance), (0, 2, 0.0));
        assert_eq!((pairs[1].a, pairs[1].b), (0, 3), "a smaller disc is closer");
        assert!(pairs[1].distance > 0.0);
        assert_eq!((pairs[2].a, pairs[2].b), (2, 3));
        let alike = look_alikes(&faces);
        assert!(alike.iter().any(|p| (p.a, p.b) == (0, 2)));
        assert!(!alike.iter().any(|p| p.b == 1 || p.a == 1), "{alike:?}");
    }

    #[test]
    fn orange_and_dark_yellow_look_alike_only_for_red_green_blindness() {
        // Okabe–Ito's orange, and its yellow darkened to show on ivory.
        let set = Discs(vec![([0xE6, 0x9F, 0x00], 0.85), ([0xC9, 0xB8, 0x00], 0.85)]);
        let apart = |v| closest_pairs(&seen_faces(&set, None, None, 24, v), 1)[0];
        assert!(!apart(ColourVision::Typical).looks_alike());
        assert!(!apart(ColourVision::Tritan).looks_alike());
        for v in [ColourVision::Protan, ColourVision::Deutan] {
            assert!(apart(v).looks_alike(), "{v:?}: {:?}", apart(v));
        }
    }

    #[test]
    fn a_sheet_set_without_its_sheet_is_blank_tiles_all_alike() {
        use super::super::sets::SheetFaces;
        struct Sheeted;
        impl TileSet for Sheeted {
            fn id(&self) -> &'static str {
                "sheeted"
            }
            fn name_key(&self) -> &'static str {
                "sheeted"
            }
            fn kinds(&self) -> usize {
                2
            }
            fn faces(&self) -> Faces {
                Faces::Sheet(SheetFaces {
                    path: "x.png",
                    columns: 2,
                    rows: 1,
                })
            }
        }
        let faces = seen_faces(&Sheeted, None, None, 16, ColourVision::Typical);
        assert_eq!(closest_pairs(&faces, 1)[0].distance, 0.0);
    }
}
