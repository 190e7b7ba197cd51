//! Tile art drawn by our own code: a bevelled tile body, and the finished tiles of any set
//! (its faces on the body, in one atlas).
//!
//! Pure pixel code (RGBA8 buffers, anti-aliased by 4×4 supersampling); the view (`game/view/board/tiles.rs`) turns the
//! buffers into Bevy images once at start-up.

use super::glyphs::Glyphs;
use super::sets::{FacePen, Faces, Sheet, TilePart, TileSet};

/// The colour of a tile's face (ivory; high contrast draws white).
pub const TILE_TINT: [u8; 3] = [0xF6, 0xEE, 0xDF];

pub use super::shape_faces::FACE_KINDS;

/// How a tile's picture lies over its board cell, in cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TileShape {
    /// The picture's width and height.
    pub size: (f32, f32),
    /// The picture's point over the cell's centre, as fractions of its width and height from
    /// its top left.
    pub centre: (f32, f32),
}

/// The shape of `set`'s tiles on the board. A set with its own tile has its face box fitted to
/// the cell and centred on it, the rest of its picture (the body's 3D edge and shadow)
/// reaching over the cells to the right and below, as KShisen pitches tiles by their faces;
/// the others are `body` (in cells), centred.
pub fn board_shape(set: &dyn TileSet, body: (f32, f32)) -> TileShape {
    match set.own_tile() {
        Some(own) => {
            let scale = own.fit_face(1.0);
            TileShape {
                size: (own.tile.0 * scale, own.tile.1 * scale),
                centre: (own.face.0 / 2.0 / own.tile.0, own.face.1 / 2.0 / own.tile.1),
            }
        }
        None => TileShape {
            size: body,
            centre: (0.5, 0.5),
        },
    }
}

/// How many tiles an atlas of `cells` tiles of `set` holds: the tiles, then, for a set with
/// its own tile, each of its kinds on its selected body (see [`selected_tile`]).
pub fn atlas_tiles(set: &dyn TileSet, cells: usize) -> usize {
    match set.own_tile() {
        Some(_) => cells + set.kinds().max(1),
        None => cells,
    }
}

/// Where the selected tile of `kind` lies in an atlas of `cells` tiles of `set`; `None` for a
/// set whose selected tiles look like the others (the view marks them).
pub fn selected_tile(set: &dyn TileSet, cells: usize, kind: usize) -> Option<usize> {
    set.own_tile().map(|_| cells + kind % set.kinds().max(1))
}

/// The tiles of a set drawn at one size, piece by piece: each body once, each face when asked.
pub struct TileDrawing<'s, 'f> {
    set: &'s dyn TileSet,
    sheet: Option<&'s Sheet>,
    size: (usize, usize),
    high_contrast: bool,
    glyphs: Option<Glyphs<'f>>,
    /// The body, `size` large.
    body: Vec<u8>,
    /// The selected body, for a set with its own tile.
    selected: Option<Vec<u8>>,
    /// Where the face lies on the tile, and its size.
    face_at: (usize, usize),
    face_size: (usize, usize),
}

impl<'s, 'f> TileDrawing<'s, 'f> {
    /// `set`'s tiles at `w × h` pixels (`sheet`: a sheet set's picture, without which its
    /// faces are blank; `font`: the game's typeface, for sets that write characters). A set
    /// with its own tile is drawn whole: its tile picture fitted to `w × h` and centred, its
    /// face box at the picture's top left.
    pub fn new(
        set: &'s dyn TileSet,
        sheet: Option<&'s Sheet>,
        (w, h): (usize, usize),
        high_contrast: bool,
        font: Option<&'f [u8]>,
    ) -> Self {
        let tint = if high_contrast {
            [0xFF, 0xFF, 0xFF]
        } else {
            TILE_TINT
        };
        let mut drawing = TileDrawing {
            set,
            sheet,
            size: (w, h),
            high_contrast,
            glyphs: font.and_then(Glyphs::new),
            body: Vec::new(),
            selected: None,
            face_at: (0, 0),
            face_size: (0, 0),
        };
        match set.own_tile() {
            Some(own) => {
                let scale = (w as f32 / own.tile.0).min(h as f32 / own.tile.1);
                let px = |v: f32, most: usize| ((v * scale).round() as usize).clamp(1, most.max(1));
                let picture = (px(own.tile.0, w), px(own.tile.1, h));
                let at = (
                    w.saturating_sub(picture.0) / 2,
                    h.saturating_sub(picture.1) / 2,
                );
                drawing.face_at = at;
                drawing.face_size = (px(own.face.0, picture.0), px(own.face.1, picture.1));
                let body = |part| {
                    set.draw_part(part, picture)
                        .filter(|p| p.len() == picture.0 * picture.1 * 4)
                };
                let plain = body(TilePart::Body)
                    .unwrap_or_else(|| tile_body_pixels(picture.0, picture.1, tint));
                let selected = body(TilePart::SelectedBody).unwrap_or_else(|| plain.clone());
                drawing.body = placed((w, h), &plain, picture, at);
                drawing.selected = Some(placed((w, h), &selected, picture, at));
            }
            None => {
                let face_px = ((w as f32 * set.face_share().clamp(0.1, 0.94)) as usize).max(1);
                // The face sits in the middle of the raised part (the shadow takes the
                // bottom-right edge).
                drawing.face_at = (
                    ((w as f32 * 0.47) as usize).saturating_sub(face_px / 2),
                    ((h as f32 * 0.47) as usize).saturating_sub(face_px / 2),
                );
                drawing.face_size = (face_px, face_px);
                drawing.body = tile_body_pixels(w, h, tint);
            }
        }
        drawing
    }

    /// The face's size on the tile, in pixels.
    pub fn face_size(&self) -> (usize, usize) {
        self.face_size
    }

    /// Face `kind` (modulo the set's kinds) alone, [`TileDrawing::face_size`] large,
    /// straight-alpha RGBA8; empty where it cannot be drawn.
    pub fn face(&mut self, kind: usize) -> Vec<u8> {
        let kind = kind % self.set.kinds().max(1);
        let (fw, fh) = self.face_size;
        let face = match (self.set.own_tile(), self.set.faces(), self.sheet) {
            (Some(_), _, _) => self
                .set
                .draw_part(TilePart::Face(kind), (fw, fh))
                .unwrap_or_default(),
            (None, Faces::Drawn, _) => {
                let mut pen = FacePen {
                    high_contrast: self.high_contrast,
                    glyphs: self.glyphs.as_mut(),
                };
                self.set.draw(kind, fw, &mut pen)
            }
            (None, Faces::Sheet(_), Some(sheet)) => sheet.face(kind, fw),
            (None, Faces::Sheet(_), None) => Vec::new(),
        };
        if face.len() == fw * fh * 4 {
            face
        } else {
            Vec::new()
        }
    }

    /// A finished tile: `face` (from [`TileDrawing::face`]) on the body, or on the selected
    /// body when `selected` and the set has one; `w × h` straight-alpha RGBA8.
    pub fn tile(&self, face: &[u8], selected: bool) -> Vec<u8> {
        let body = match (&self.selected, selected) {
            (Some(body), true) => body,
            _ => &self.body,
        };
        let mut tile = body.clone();
        if !face.is_empty() {
            lay_face(&mut tile, self.size, face, self.face_size, self.face_at);
        }
        tile
    }
}

/// `picture` (`size` large) on a transparent `w × h` canvas at `at`.
fn placed(
    (w, h): (usize, usize),
    picture: &[u8],
    size: (usize, usize),
    at: (usize, usize),
) -> Vec<u8> {
    let mut canvas = vec![0u8; w * h * 4];
    for y in 0..size.1.min(h.saturating_sub(at.1)) {
        let n = size.0.min(w.saturating_sub(at.0)) * 4;
        let from = y * size.0 * 4;
        let to = ((at.1 + y) * w + at.0) * 4;
        canvas[to..to + n].copy_from_slice(&picture[from..from + n]);
    }
    canvas
}

/// `cells` finished tiles of `set` (kind `k` shows face `k` modulo the set's kinds), then, for
/// a set with its own tile, each of its kinds selected ([`atlas_tiles`] in all), in one atlas
/// image: `columns` tiles per row, each `w × h`. One sprite per tile then draws it. `font`
/// (the game's typeface) writes the characters of sets that have them; `sheet` holds the
/// faces of a set cut from a sheet (without it, its tiles are blank). Returns the RGBA8 buffer
/// and its width and height.
pub fn tile_atlas(
    set: &dyn TileSet,
    sheet: Option<&Sheet>,
    cells: usize,
    (w, h): (usize, usize),
    columns: usize,
    high_contrast: bool,
    font: Option<&[u8]>,
) -> (Vec<u8>, usize, usize) {
    let mut drawing = TileDrawing::new(set, sheet, (w, h), high_contrast, font);
    let kinds = set.kinds().max(1);
    let faces: Vec<Vec<u8>> = (0..kinds.min(cells)).map(|k| drawing.face(k)).collect();
    let tiles = atlas_tiles(set, cells);
    let rows = tiles.div_ceil(columns);
    let (aw, ah) = (columns * w, rows * h);
    let mut out = vec![0u8; aw * ah * 4];
    for index in 0..tiles {
        let (kind, selected) = if index < cells {
            (index % kinds, false)
        } else {
            (index - cells, true)
        };
        let face = faces.get(kind).map_or(&[][..], Vec::as_slice);
        let tile = drawing.tile(face, selected);
        let (ox, oy) = ((index % columns) * w, (index / columns) * h);
        for y in 0..h {
            let start = ((oy + y) * aw + ox) * 4;
            out[start..start + w * 4].copy_from_slice(&tile[y * w * 4..(y + 1) * w * 4]);
        }
    }
    (out, aw, ah)
}

/// Lays `face` (`fw × fh`, straight alpha) over `tile` (`w × h`) at `(fx, fy)`, clipped to
/// the tile.
fn lay_face(
    tile: &mut [u8],
    (w, h): (usize, usize),
    face: &[u8],
    (fw, fh): (usize, usize),
    (fx, fy): (usize, usize),
) {
    for y in 0..fh.min(h.saturating_sub(fy)) {
        for x in 0..fw.min(w.saturating_sub(fx)) {
            let src = &face[(y * fw + x) * 4..(y * fw + x) * 4 + 4];
            let i = ((fy + y) * w + fx + x) * 4;
            over(&mut tile[i..i + 4], src);
        }
    }
}

/// Straight-alpha `src` over `dst`, in place.
fn over(dst: &mut [u8], src: &[u8]) {
    let a = f32::from(src[3]) / 255.0;
    let da = f32::from(dst[3]) / 255.0;
    let out = a + da * (1.0 - a);
    if out <= 0.0 {
        return;
    }
    for c in 0..3 {
        let v = f32::from(src[c]) * a + f32::from(dst[c]) * da * (1.0 - a);
        dst[c] = (v / out) as u8;
    }
    dst[3] = (out * 255.0).round() as u8;
}

/// The tile body: an ivory rounded rectangle with a bevel (light top-left, dark bottom-right)
/// and a soft drop shadow, `w × h` RGBA8. `tint` shifts it for themes.
pub fn tile_body_pixels(w: usize, h: usize, tint: [u8; 3]) -> Vec<u8> {
    let mut out = vec![0u8; w * h * 4];
    let (fw, fh) = (w as f32, h as f32);
    let shadow = 0.06 * fw; // offset of the drop shadow
    let radius = 0.16 * fw;
    let bevel = 0.07 * fw;
    // Signed distance to a rounded rectangle occupying [0, bw] × [0, bh].
    let rounded = |x: f32, y: f32, bw: f32, bh: f32| -> f32 {
        let qx = (x - bw / 2.0).abs() - (bw / 2.0 - radius);
        let qy = (y - bh / 2.0).abs() - (bh / 2.0 - radius);
        let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
        outside + qx.max(qy).min(0.0) - radius
    };
    let (bw, bh) = (fw - shadow, fh - shadow);
    for py in 0..h {
        for px in 0..w {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let d_body = rounded(x, y, bw, bh);
            let d_shadow = rounded(x - shadow, y - shadow, bw, bh);
            let body_a = (0.5 - d_body).clamp(0.0, 1.0);
            let shadow_a = (0.5 - d_shadow / 2.0).clamp(0.0, 1.0) * 0.35;
            let mut rgb = [0.0f32; 3];
            let mut a = shadow_a * (1.0 - body_a);
            if body_a > 0.0 {
                // Bevel: inside distance < bevel gets lit or shaded by which edge is nearer.
                let depth = (-d_body).max(0.0);
                let lit = if depth < bevel {
                    let towards_top_left = (bw - x) + (bh - y) > x + y;
                    if towards_top_left { 1.12 } else { 0.80 }
                } else {
                    1.0
                };
                for c in 0..3 {
                    rgb[c] = (tint[c] as f32 * lit).min(255.0);
                }
                a += body_a;
            }
            let i = (py * w + px) * 4;
            out[i] = rgb[0] as u8;
            out[i + 1] = rgb[1] as u8;
            out[i + 2] = rgb[2] as u8;
            out[i + 3] = (a.min(1.0) * 255.0) as u8;
        }
    }
    out
}

/// An obstacle block: a slate stone with the tile's bevel and shadow, cross-hatched so it never
/// reads as a tile, `w × h` RGBA8.
pub fn obstacle_pixels(w: usize, h: usize) -> Vec<u8> {
    let mut out = tile_body_pixels(w, h, [86, 94, 112]);
    let spacing = (w / 6).max(4);
    for y in 0..h {
        for x in 0..w {
            let i = (y * w + x) * 4;
            // Only the opaque body is hatched, not its shadow.
            if out[i + 3] < 250 || out[i] == 0 {
                continue;
            }
            let on_hatch = (x + y) % spacing < 2 || (x + w - y) % spacing < 2;
            if on_hatch {
                for c in 0..3 {
                    out[i + c] = (out[i + c] as f32 * 0.72) as u8;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::sets::critters::Critters;
    use crate::art::sets::mahjong::Mahjong;

    /// The shapes set's faces (`face_pixels`, as `sets::shapes` draws them) cut to `N` kinds.
    struct FirstShapes<const N: usize>;

    impl<const N: usize> TileSet for FirstShapes<N> {
        fn id(&self) -> &'static str {
            "first-shapes"
        }
        fn name_key(&self) -> &'static str {
            "tile-set-shapes"
        }
        fn kinds(&self) -> usize {
            N
        }
        fn faces(&self) -> Faces {
            Faces::Drawn
        }
        fn draw(&self, kind: usize, size: usize, pen: &mut FacePen) -> Vec<u8> {
            crate::art::shape_faces::face_pixels(kind, size, pen.high_contrast)
        }
        fn face_share(&self) -> f32 {
            0.64
        }
    }

    #[test]
    fn high_contrast_outlines_faces_in_black() {
        let dark = |high| {
            let (pixels, _, _) = tile_atlas(&FirstShapes::<12>, None, 12, (32, 34), 12, high, None);
            pixels
                .chunks(4)
                .filter(|p| p[3] > 200 && p[0] < 12 && p[1] < 12 && p[2] < 12)
                .count()
        };
        let (normal, high) = (dark(false), dark(true));
        assert!(
            high > normal * 3 + 200,
            "{normal} → {high} near-black pixels"
        );
    }

    #[test]
    fn atlas_holds_every_tile_with_its_face() {
        let (pixels, w, h) = tile_atlas(&FirstShapes::<36>, None, 36, (32, 34), 12, false, None);
        assert_eq!((w, h), (384, 102));
        assert_eq!(pixels.len(), w * h * 4);
        let rgb = |x: usize, y: usize| {
            let i = (y * w + x) * 4;
            [pixels[i], pixels[i + 1], pixels[i + 2]]
        };
        for k in 0..36 {
            let (ox, oy) = ((k % 12) * 32, (k / 12) * 34);
            // The middle of the tile shows a face: a good share of it is not ivory body.
            let faced = (8..24)
                .flat_map(|y| (8..24).map(move |x| (x, y)))
                .filter(|&(x, y)| rgb(ox + x, oy + y) != [0xF6, 0xEE, 0xDF])
                .count();
            assert!(faced > 40, "tile {k} has no face ({faced} pixels)");
            // Tiles of different faces differ somewhere.
            if k > 0 {
                let (px, py) = (((k - 1) % 12) * 32, ((k - 1) / 12) * 34);
                let differs = (0..32 * 34)
                    .any(|i| rgb(ox + i % 32, oy + i / 32) != rgb(px + i % 32, py + i / 32));
                assert!(differs, "tiles {k} and {} look the same", k - 1);
            }
        }
    }

    #[test]
    fn every_set_tells_its_kinds_apart_in_both_contrasts() {
        let font: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Bold.otf");
        let sets: [&dyn TileSet; 2] = [&Mahjong, &Critters];
        for set in sets {
            for high in [false, true] {
                let (w, h) = (64, 66);
                let n = set.kinds();
                assert!(n >= 42, "{} has {n} kinds", set.id());
                let (pixels, aw, _) = tile_atlas(set, None, n, (w, h), n, high, Some(font));
                let tile = |k: usize| -> Vec<u8> {
                    (0..h)
                        .flat_map(|y| {
                            let start = (y * aw + k * w) * 4;
                            pixels[start..start + w * 4].to_vec()
                        })
                        .collect()
                };
                let tiles: Vec<Vec<u8>> = (0..n).map(tile).collect();
                let tint = if high { [0xFF; 3] } else { [0xF6, 0xEE, 0xDF] };
                let body = tile_body_pixels(w, h, tint);
                for (a, ta) in tiles.iter().enumerate() {
                    // Every face has ink on it (the characters were written).
                    let inked = ta
                        .chunks(4)
                        .zip(body.chunks(4))
                        .filter(|(p, q)| p != q)
                        .count();
                    assert!(
                        inked > w * h / 16,
                        "{} {a}: only {inked} inked pixels",
                        set.id()
                    );
                    for (b, tb) in tiles.iter().enumerate().skip(a + 1) {
                        let differ = ta
                            .chunks(4)
                            .zip(tb.chunks(4))
                            .filter(|(p, q)| {
                                p.iter()
                                    .zip(q.iter())
                                    .map(|(x, y)| x.abs_diff(*y) as u32)
                                    .sum::<u32>()
                                    > 48
                            })
                            .count();
                        assert!(
                            differ > 40,
                            "{} (high contrast {high}): {a} and {b} differ in {differ} pixels",
                            set.id()
                        );
                    }
                }
            }
        }
    }
}
