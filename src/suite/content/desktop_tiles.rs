//! The desktop's tile sets drawn as KDE draws them, measured on the sets a KDE desktop installs
//! (Debian's `kdegames-mahjongg-data-kf5`, which `scripts/install-deps.sh --test` installs):
//! every face fills its face box, the tile body is the set's own, and a selected tile shows
//! the set's selected body.

use std::path::Path;

use crate::art::sets::desktop::DesktopTiles;
use crate::art::sets::shapes::Shapes;
use crate::art::sets::{TilePart, TileSet};
use crate::art::tiles::{TILE_TINT, atlas_tiles, selected_tile, tile_atlas, tile_body_pixels};
use crate::formats::desktop::desktop_tile_set::{FACE_IDS, Origin, find};

/// Where Debian installs KDE's sets.
const KDE_SETS: &str = "/usr/share/kmahjongglib/tilesets";

/// Every usable set of the KDE install, Alphabet, Imperial Jade and Default among them.
fn kde_sets() -> Vec<DesktopTiles> {
    let dir = Path::new(KDE_SETS);
    assert!(
        dir.join("alphabet.desktop").is_file(),
        "{KDE_SETS} has no Alphabet set: install kdegames-mahjongg-data-kf5 \
         (scripts/install-deps.sh --test)"
    );
    let sets: Vec<DesktopTiles> = find(&[(dir.to_path_buf(), Origin::System)])
        .sets
        .into_iter()
        .map(DesktopTiles::new)
        .filter(|set| set.picture().is_ok())
        .collect();
    for id in ["desktop.alphabet", "desktop.jade", "desktop.default"] {
        assert!(sets.iter().any(|s| s.id() == id), "{id} is not usable");
    }
    sets
}

/// The face box of `set` `height` pixels tall.
fn face_box(set: &DesktopTiles, height: usize) -> (usize, usize) {
    let own = set.own();
    let w = (own.face.0 / own.face.1 * height as f32).round() as usize;
    (w, height)
}

/// The box the opaque pixels of a `w × h` picture span, as shares of its width and height:
/// left, top, right, bottom; `None` for a blank picture.
fn opaque_box(pixels: &[u8], (w, h): (usize, usize)) -> Option<[f32; 4]> {
    let opaque = |x: usize, y: usize| pixels[(y * w + x) * 4 + 3] > 64;
    let columns: Vec<usize> = (0..w).filter(|&x| (0..h).any(|y| opaque(x, y))).collect();
    let rows: Vec<usize> = (0..h).filter(|&y| (0..w).any(|x| opaque(x, y))).collect();
    Some([
        *columns.first()? as f32 / w as f32,
        *rows.first()? as f32 / h as f32,
        (*columns.last()? + 1) as f32 / w as f32,
        (*rows.last()? + 1) as f32 / h as f32,
    ])
}

/// The white dragon, blank in KDE's Chinese sets: its element is its frame alone (unseen, or a
/// hairline).
const WHITE_DRAGON: usize = 31;

#[test]
fn every_face_of_every_installed_kde_set_fills_its_face_box() {
    for set in kde_sets() {
        let size = face_box(&set, 96);
        let mut all = [1.0f32, 1.0, 0.0, 0.0];
        for (kind, id) in FACE_IDS.iter().enumerate() {
            let face = set.draw_part(TilePart::Face(kind), size);
            let face = face.unwrap_or_else(|| panic!("{} {id}: not drawn", set.id()));
            assert_eq!(face.len(), size.0 * size.1 * 4);
            let drawn = opaque_box(&face, size);
            if kind == WHITE_DRAGON && drawn.is_none_or(|[l, t, r, b]| (r - l) * (b - t) < 0.01) {
                continue;
            }
            let Some([left, top, right, bottom]) = drawn else {
                panic!("{} {id}: blank", set.id());
            };
            // Drawn to its frame, not shrunk into a corner: what a face draws is centred in
            // its box and spans at least half of it one way (a column of two bamboos is
            // narrow, a wind's character short).
            let (w, h) = (right - left, bottom - top);
            let centre = ((left + right) / 2.0, (top + bottom) / 2.0);
            let centred = (0.25..0.75).contains(&centre.0) && (0.25..0.75).contains(&centre.1);
            assert!(
                w.max(h) >= 0.5 && centred,
                "{} {id}: drawn within {left:.2},{top:.2} to {right:.2},{bottom:.2}",
                set.id()
            );
            if set.id() == "desktop.alphabet" {
                // Alphabet's faces are framed blocks: each fills its box to the edge.
                assert!(w >= 0.97 && h >= 0.97, "{id}: {w:.2} × {h:.2}");
            }
            all = [
                left.min(all[0]),
                top.min(all[1]),
                right.max(all[2]),
                bottom.max(all[3]),
            ];
        }
        // Together the faces reach the box's edges (numbers in its corners, pictures to its
        // frame).
        let (w, h) = (all[2] - all[0], all[3] - all[1]);
        assert!(
            w >= 0.85 && h >= 0.85,
            "{}: faces span {w:.2} × {h:.2}",
            set.id()
        );
    }
}

/// The mean colour of the opaque pixels of a picture.
fn mean_opaque(pixels: &[u8]) -> [f32; 3] {
    let opaque: Vec<&[u8]> = pixels.chunks(4).filter(|p| p[3] > 200).collect();
    let n = opaque.len().max(1) as f32;
    std::array::from_fn(|c| opaque.iter().map(|p| f32::from(p[c])).sum::<f32>() / n)
}

#[test]
fn the_tile_body_is_the_sets_own() {
    for set in kde_sets() {
        let own = set.own();
        let size = (96, (own.tile.1 / own.tile.0 * 96.0).round() as usize);
        let body = set.draw_part(TilePart::Body, size).expect("a body");
        let ours = tile_body_pixels(size.0, size.1, TILE_TINT);
        let differ = body
            .chunks(4)
            .zip(ours.chunks(4))
            .filter(|(a, b)| a != b)
            .count();
        assert!(differ > size.0 * size.1 / 2, "{}: our body", set.id());
        let [r, g, b] = mean_opaque(&body);
        match set.id() {
            // Imperial Jade's body is red lacquer: its pale carvings show on it.
            "desktop.jade" => assert!(r > g + 60.0 && r > b + 60.0 && r < 200.0, "{r} {g} {b}"),
            // Alphabet's is yellow wood.
            "desktop.alphabet" => assert!(r > b + 40.0 && g > b + 40.0, "{r} {g} {b}"),
            _ => {}
        }
    }
    // On the board, Jade's carvings lie on that body: the face box of each tile is red.
    let jade = kde_sets()
        .into_iter()
        .find(|s| s.id() == "desktop.jade")
        .unwrap();
    let (w, h) = (93, 98);
    let (pixels, aw, _) = tile_atlas(&jade, None, 42, (w, h), 42, false, None);
    for kind in [0, 13, 27, 34] {
        let face: Vec<u8> = (10..70)
            .flat_map(|y| {
                let start = (y * aw + kind * w + 10) * 4;
                pixels[start..start + 50 * 4].to_vec()
            })
            .collect();
        let [r, g, b] = mean_opaque(&face);
        assert!(
            r > g + 30.0 && r > b + 30.0,
            "{}: {r} {g} {b}",
            FACE_IDS[kind]
        );
    }
}

#[test]
fn a_selected_tile_shows_the_sets_selected_body() {
    for set in kde_sets() {
        let cells = 96;
        assert_eq!(atlas_tiles(&set, cells), cells + 42);
        let (w, h) = (48, 60);
        let (pixels, aw, _) = tile_atlas(&set, None, cells, (w, h), 12, false, None);
        let tile = |index: usize| -> Vec<u8> {
            let (ox, oy) = ((index % 12) * w, (index / 12) * h);
            (0..h)
                .flat_map(|y| {
                    let start = ((oy + y) * aw + ox) * 4;
                    pixels[start..start + w * 4].to_vec()
                })
                .collect()
        };
        for kind in [0, 20, 41, 50] {
            let selected = selected_tile(&set, cells, kind).unwrap();
            assert_eq!(selected, cells + kind % 42);
            let (plain, lit) = (tile(kind), tile(selected));
            let differ = plain
                .chunks(4)
                .zip(lit.chunks(4))
                .filter(|(a, b)| a != b)
                .count();
            assert!(
                differ > w * h / 20,
                "{} {kind}: {differ} pixels differ",
                set.id()
            );
            let apart = |body: TilePart| set.draw_part(body, (w, h)).unwrap();
            assert_ne!(apart(TilePart::Body), apart(TilePart::SelectedBody));
        }
    }
    // The game's own sets keep their look: no selected pictures of their own.
    assert_eq!(atlas_tiles(&Shapes, 96), 96);
    assert_eq!(selected_tile(&Shapes, 96, 3), None);
}
