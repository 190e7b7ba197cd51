//! Tile sets: how tile faces look. A set is a type implementing [`TileSet`]: its stable id, its
//! name (a message key), how many kinds it has, and its faces — drawn by code into pixels, or
//! cut from a PNG sheet of its own ([`SheetFaces`]). The game ships three, each one file here:
//! [`shapes`] (colour-blind safe, the default), [`mahjong`] (with its flower and season groups)
//! and [`critters`]. A mod adds its own the same way (see `docs/modding.md`).
//!
//! Pure pixel code: no Bevy. The game registers sets (`game::tile_sets`) and turns their
//! pixels into images.

pub mod critters;
pub mod desktop;
pub mod mahjong;
pub mod shapes;

use super::glyphs::Glyphs;
use crate::engine::MatchGroups;
use crate::i18n::Message;

/// A tile set. Implement it on a unit struct and register it with
/// `app.add_tile_set(MySet)` (`game::tile_sets::AddTileSet`).
pub trait TileSet: Send + Sync + 'static {
    /// The stable id settings store (`"shapes"`, `"mahjong"`): never change it once players
    /// have chosen the set. A mod's sets should start with the mod's name (`"mymod.dots"`).
    fn id(&self) -> &'static str;

    /// The message key of the set's name, in every language the game speaks
    /// (`assets/i18n/*.ftl`).
    fn name_key(&self) -> &'static str;

    /// The set's own name in language `language` (`en`, `zh-TW`), for a set that carries its
    /// name (a desktop's set); `None` (the default): the game says [`TileSet::name_key`].
    fn title(&self, language: &str) -> Option<String> {
        let _ = language;
        None
    }

    /// Who drew the set, when it says.
    fn author(&self) -> Option<&str> {
        None
    }

    /// How many kinds the set tells apart: levels that deal more are shown with another set.
    fn kinds(&self) -> usize;

    /// Where the faces come from.
    fn faces(&self) -> Faces;

    /// Face `kind` (below [`TileSet::kinds`]) drawn into a `size × size` straight-alpha RGBA8
    /// buffer, transparent around the face; for [`Faces::Drawn`] sets. The default draws
    /// nothing.
    fn draw(&self, kind: usize, size: usize, pen: &mut FacePen) -> Vec<u8> {
        let _ = (kind, pen);
        vec![0; size * size * 4]
    }

    /// How much of the tile's width the face takes.
    fn face_share(&self) -> f32 {
        0.72
    }

    /// The set's own tile, for a set that brings one (a desktop set): its body is then drawn
    /// by [`TileSet::draw_part`] in place of the game's, and its faces fill its face box.
    /// `None` (the default): faces lie on the game's ivory tile.
    fn own_tile(&self) -> Option<OwnTile> {
        None
    }

    /// Part `part` of the set's own tile stretched onto `width × height` pixels, as
    /// straight-alpha RGBA8 (`width * height * 4` bytes); for sets with
    /// [`TileSet::own_tile`]. `None` (the default) where the set has no such part: the game's
    /// body stands in for a body, the body for a selected body, and a face is blank.
    fn draw_part(&self, part: TilePart, (width, height): (usize, usize)) -> Option<Vec<u8>> {
        let _ = (part, width, height);
        None
    }

    /// Kinds that pair by group. The game plays one group rule, KShisen's "Chinese style"
    /// ([`MatchGroups::FLOWERS_AND_SEASONS`]: kinds 34 to 37 pair with each other, and 38 to
    /// 41): a set returning it shows which tiles are flowers and seasons, so the player's
    /// Chinese-style setting takes effect with it. The default: every kind pairs only with
    /// itself.
    fn groups(&self) -> MatchGroups {
        MatchGroups::NONE
    }

    /// The words for face `kind`, as a screen reader says a tile ("Bamboo 3", "circle,
    /// orange"). The default numbers the kinds ("Tile 7"); a set whose faces have names says
    /// them.
    fn face_name(&self, kind: usize) -> Message {
        Message::with("face-tile", [("number", (kind + 1).into())])
    }

    /// The kinds Settings shows as the set's preview. The default: eight kinds spread over
    /// the set.
    fn preview(&self) -> Vec<usize> {
        let n = self.kinds().max(1);
        (0..8).map(|i| i * n / 8).collect()
    }
}

/// A set's own tile (see [`TileSet::own_tile`]), in the set's own units: the whole tile
/// picture (its body with the 3D edge and shadow) and the box its faces fill, at the picture's
/// top left. The board fits the face box to its cell and lets the rest of the picture reach
/// over the cells to the right and below, as KDE's KShisen draws its tiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OwnTile {
    /// The tile picture's width and height.
    pub tile: (f32, f32),
    /// The face box's width and height, no larger than the picture.
    pub face: (f32, f32),
}

impl OwnTile {
    /// The scale that fits the face box to a square of `side`.
    pub fn fit_face(&self, side: f32) -> f32 {
        side / self.face.0.max(self.face.1).max(f32::EPSILON)
    }
}

/// A part of a set's own tile (see [`TileSet::draw_part`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TilePart {
    /// The tile's body, the whole tile picture.
    Body,
    /// The body of a selected tile.
    SelectedBody,
    /// Face `kind`, its face box.
    Face(usize),
}

/// Where a set's faces come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Faces {
    /// Drawn by [`TileSet::draw`].
    Drawn,
    /// Cut from a PNG sheet.
    Sheet(SheetFaces),
}

/// A PNG sheet of faces: a grid of square faces, `columns` to a row, kind 0 at the top left,
/// then along the rows. Its transparent parts show the tile beneath.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetFaces {
    /// The sheet's asset path; a mod's own asset source names it (`"mymod://faces.png"`).
    pub path: &'static str,
    /// Faces in a row.
    pub columns: usize,
    /// Rows of faces.
    pub rows: usize,
}

/// The smallest face side a sheet may have, in pixels.
pub const SHEET_FACE_MIN: usize = 8;
/// The largest face side a sheet may have, in pixels (bounds the work of reading it).
pub const SHEET_FACE_MAX: usize = 1024;

/// What the drawing of a face may use.
pub struct FacePen<'g, 'f> {
    /// Strong outlines and stronger colours.
    pub high_contrast: bool,
    /// The game's typeface, for faces that carry writing; `None` where it cannot be read.
    pub glyphs: Option<&'g mut Glyphs<'f>>,
}

/// Why a sheet cannot be used, for the player (see [`SheetError::message`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// The set has more kinds than the grid holds faces.
    TooFewFaces {
        /// The sheet.
        path: String,
        /// Faces the grid holds.
        faces: usize,
        /// Kinds the set has.
        kinds: usize,
    },
    /// The picture's size is not the grid of square faces.
    WrongSize {
        /// The sheet.
        path: String,
        /// The picture's width.
        width: usize,
        /// The picture's height.
        height: usize,
        /// The grid's columns.
        columns: usize,
        /// The grid's rows.
        rows: usize,
    },
    /// The file could not be read as a picture.
    Unreadable {
        /// The sheet.
        path: String,
    },
}

impl SheetError {
    /// The message for the player.
    pub fn message(&self) -> Message {
        match self {
            SheetError::TooFewFaces { path, faces, kinds } => Message::with(
                "tile-sheet-too-few",
                [
                    ("path", path.clone().into()),
                    ("faces", (*faces).into()),
                    ("kinds", (*kinds).into()),
                ],
            ),
            SheetError::WrongSize {
                path,
                width,
                height,
                columns,
                rows,
            } => Message::with(
                "tile-sheet-size",
                [
                    ("path", path.clone().into()),
                    ("width", (*width).into()),
                    ("height", (*height).into()),
                    ("columns", (*columns).into()),
                    ("rows", (*rows).into()),
                    ("min", SHEET_FACE_MIN.into()),
                    ("max", SHEET_FACE_MAX.into()),
                ],
            ),
            SheetError::Unreadable { path } => {
                Message::with("tile-sheet-unreadable", [("path", path.clone().into())])
            }
        }
    }
}

impl std::fmt::Display for SheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SheetError {}

impl SheetFaces {
    /// Checks the grid against a set of `kinds` kinds (before any picture is read).
    pub fn check_grid(&self, kinds: usize) -> Result<(), SheetError> {
        let faces = self.columns * self.rows;
        if faces < kinds {
            return Err(SheetError::TooFewFaces {
                path: self.path.to_string(),
                faces,
                kinds,
            });
        }
        Ok(())
    }

    /// The side of a face in a `width × height` picture: the picture must be exactly the grid
    /// of square faces, each `SHEET_FACE_MIN` to `SHEET_FACE_MAX` pixels.
    pub fn face_side(&self, width: usize, height: usize) -> Result<usize, SheetError> {
        let wrong = || SheetError::WrongSize {
            path: self.path.to_string(),
            width,
            height,
            columns: self.columns,
            rows: self.rows,
        };
        if self.columns == 0 || self.rows == 0 || !width.is_multiple_of(self.columns) {
            return Err(wrong());
        }
        let side = width / self.columns;
        let fits = (SHEET_FACE_MIN..=SHEET_FACE_MAX).contains(&side);
        if !fits || height != side * self.rows {
            return Err(wrong());
        }
        Ok(side)
    }
}

/// A sheet's picture, checked: straight-alpha RGBA8 pixels cut into faces.
#[derive(Clone, Debug)]
pub struct Sheet {
    pixels: Vec<u8>,
    width: usize,
    side: usize,
    columns: usize,
}

impl Sheet {
    /// The sheet `faces` of a set of `kinds` kinds from its `width × height` RGBA8 picture;
    /// a clear error when the sizes do not fit.
    pub fn new(
        faces: &SheetFaces,
        kinds: usize,
        pixels: Vec<u8>,
        width: usize,
        height: usize,
    ) -> Result<Sheet, SheetError> {
        faces.check_grid(kinds)?;
        let side = faces.face_side(width, height)?;
        if pixels.len() != width * height * 4 {
            return Err(SheetError::Unreadable {
                path: faces.path.to_string(),
            });
        }
        Ok(Sheet {
            pixels,
            width,
            side,
            columns: faces.columns,
        })
    }

    /// The side of one face in the picture, in pixels.
    pub fn face_side(&self) -> usize {
        self.side
    }

    /// Face `kind` scaled to `size × size` (each pixel the average of the picture's pixels it
    /// covers, so faces stay smooth when shrunk), straight-alpha RGBA8.
    pub fn face(&self, kind: usize, size: usize) -> Vec<u8> {
        let (ox, oy) = (
            (kind % self.columns) * self.side,
            (kind / self.columns) * self.side,
        );
        let mut out = vec![0u8; size * size * 4];
        for y in 0..size {
            let (y0, y1) = span(y, size, self.side);
            for x in 0..size {
                let (x0, x1) = span(x, size, self.side);
                let mut sum = [0u32; 4];
                for sy in y0..y1 {
                    for sx in x0..x1 {
                        let i = ((oy + sy) * self.width + ox + sx) * 4;
                        let p = &self.pixels[i..i + 4];
                        // Colours weighted by alpha, so transparent pixels lend no colour.
                        let a = u32::from(p[3]);
                        for c in 0..3 {
                            sum[c] += u32::from(p[c]) * a;
                        }
                        sum[3] += a;
                    }
                }
                let count = ((y1 - y0) * (x1 - x0)) as u32;
                let o = (y * size + x) * 4;
                for c in 0..3 {
                    out[o + c] = sum[c].checked_div(sum[3]).unwrap_or(0) as u8;
                }
                out[o + 3] = (sum[3] / count) as u8;
            }
        }
        out
    }
}

/// The source pixels `from..to` (at least one) that output pixel `i` of `size` covers in a
/// face `side` pixels wide.
fn span(i: usize, size: usize, side: usize) -> (usize, usize) {
    let from = i * side / size;
    let to = ((i + 1) * side / size).max(from + 1).min(side);
    (from.min(side - 1), to)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FACES: SheetFaces = SheetFaces {
        path: "test://faces.png",
        columns: 4,
        rows: 2,
    };

    #[test]
    fn a_sheet_must_be_its_grid_of_square_faces() {
        assert_eq!(FACES.face_side(64, 32), Ok(16));
        for (w, h) in [(64, 33), (63, 32), (64, 64), (16, 8), (8192, 4096)] {
            let err = FACES.face_side(w, h).unwrap_err();
            let text = err.to_string();
            assert!(
                text.contains("test://faces.png") && text.contains(&format!("{w}×{h}")),
                "{w}×{h}: {text}"
            );
        }
        let err = FACES.check_grid(9).unwrap_err();
        assert!(err.to_string().contains('9'), "{err}");
    }

    #[test]
    fn a_sheets_faces_are_cut_from_their_cells_and_scaled() {
        // Face k is filled with grey k * 20, opaque.
        let (w, h) = (64, 32);
        let mut pixels = vec![0u8; w * h * 4];
        for y in 0..h {
            for x in 0..w {
                let k = (y / 16) * 4 + x / 16;
                let i = (y * w + x) * 4;
                pixels[i..i + 4].copy_from_slice(&[(k * 20) as u8, 0, 0, 255]);
            }
        }
        let sheet = Sheet::new(&FACES, 8, pixels, w, h).unwrap();
        for k in 0..8 {
            for size in [5, 16, 40] {
                let face = sheet.face(k, size);
                assert_eq!(face.len(), size * size * 4);
                assert!(
                    face.chunks(4).all(|p| p == [(k * 20) as u8, 0, 0, 255]),
                    "face {k} at {size}"
                );
            }
        }
        let short = Sheet::new(&FACES, 8, vec![0; 10], w, h).unwrap_err();
        assert!(matches!(short, SheetError::Unreadable { .. }));
    }

    #[test]
    fn the_default_preview_spreads_over_the_kinds() {
        struct Ten;
        impl TileSet for Ten {
            fn id(&self) -> &'static str {
                "ten"
            }
            fn name_key(&self) -> &'static str {
                "ten"
            }
            fn kinds(&self) -> usize {
                10
            }
            fn faces(&self) -> Faces {
                Faces::Drawn
            }
        }
        let preview = Ten.preview();
        assert_eq!(preview.len(), 8);
        assert!(preview.iter().all(|&k| k < 10));
        assert_eq!(
            Ten.draw(
                3,
                4,
                &mut FacePen {
                    high_contrast: false,
                    glyphs: None
                }
            ),
            vec![0; 64]
        );
    }
}
