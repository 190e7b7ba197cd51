//! `tile-sets --render`: every face of a set written as a PNG, named and sized as the board
//! draws it, or alone on a transparent ground; bad sets, folders and sizes refused with exit
//! status 2. The desktop sets are KDE's, as Debian's `kdegames-mahjongg-data-kf5` installs
//! them (`scripts/install-deps.sh --test`).

use std::path::Path;
use std::process::Output;

use crate::lianliankan;

/// KMahjongg's 42 face elements.
fn face_ids() -> Vec<String> {
    let suits = [
        ("CHARACTER", 9),
        ("ROD", 9),
        ("BAMBOO", 9),
        ("WIND", 4),
        ("DRAGON", 3),
        ("FLOWER", 4),
        ("SEASON", 4),
    ];
    suits
        .iter()
        .flat_map(|&(suit, n)| (1..=n).map(move |i| format!("{suit}_{i}")))
        .collect()
}

/// Runs `tile-sets ARGS` with a data folder of its own.
fn tile_sets(args: &[&str], data: &Path) -> Output {
    lianliankan()
        .arg("tile-sets")
        .args(args)
        .env("LIANLIANKAN_DATA_DIR", data)
        .output()
        .unwrap()
}

/// A PNG's width, height and pixels.
fn png(path: &Path) -> (u32, u32, Vec<u8>) {
    let image = image::open(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .into_rgba8();
    (image.width(), image.height(), image.into_raw())
}

fn kde_installed() {
    assert!(
        Path::new("/usr/share/kmahjongglib/tilesets/alphabet.desktop").is_file(),
        "KDE's tile sets are not installed: install kdegames-mahjongg-data-kf5 \
         (scripts/install-deps.sh --test)"
    );
}

#[test]
fn a_desktop_sets_faces_are_written_on_their_tiles_named_by_their_elements() {
    kde_installed();
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("alphabet");
    let dir_text = dir.to_str().unwrap();
    let run = tile_sets(
        &["--render", "desktop.alphabet", dir_text, "--size", "40"],
        data.path(),
    );
    assert!(run.status.success(), "{run:?}");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut wanted: Vec<String> = face_ids().iter().map(|id| format!("{id}.png")).collect();
    wanted.sort();
    assert_eq!(names, wanted);
    // Tiles 40 pixels wide: Alphabet's tile (231 × 283) is 49 tall.
    for name in &names {
        let (w, h, pixels) = png(&dir.join(name));
        assert_eq!((w, h), (40, 49), "{name}");
        // The tile is drawn: most of it is opaque (its shadow and rounded corners are not).
        let opaque = pixels.chunks(4).filter(|p| p[3] > 200).count();
        assert!(opaque * 5 > (w * h * 3) as usize, "{name}: {opaque} opaque");
    }

    // At a size given, alone: the face box in the set's proportions, with corners that show
    // the ground (Alphabet's blocks are rounded).
    let faces = out.path().join("faces");
    let run = tile_sets(
        &[
            "--render",
            "desktop.alphabet",
            faces.to_str().unwrap(),
            "--size",
            "231",
            "--faces-only",
        ],
        data.path(),
    );
    assert!(run.status.success(), "{run:?}");
    for id in face_ids() {
        let (w, h, pixels) = png(&faces.join(format!("{id}.png")));
        assert_eq!((w, h), (173, 211), "{id}");
        let alpha = |x: u32, y: u32| pixels[((y * w + x) * 4 + 3) as usize];
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
            assert_eq!(alpha(x, y), 0, "{id}: corner {x},{y}");
        }
        assert_eq!(alpha(w / 2, 3), 255, "{id}: the block's edge");
    }
}

#[test]
fn jade_is_drawn_on_its_red_body() {
    kde_installed();
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().to_str().unwrap();
    let run = tile_sets(
        &["--render", "desktop.jade", dir, "--size", "93"],
        data.path(),
    );
    assert!(run.status.success(), "{run:?}");
    let (w, h, pixels) = png(&out.path().join("BAMBOO_1.png"));
    assert_eq!((w, h), (93, 98));
    let opaque: Vec<&[u8]> = pixels.chunks(4).filter(|p| p[3] == 255).collect();
    let mean = |c: usize| opaque.iter().map(|p| u32::from(p[c])).sum::<u32>() / opaque.len() as u32;
    assert!(mean(0) > mean(1) + 40 && mean(0) > mean(2) + 40, "not red");
}

#[test]
fn the_games_own_sets_are_written_by_kind() {
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().to_str().unwrap();
    let run = tile_sets(&["--render", "mahjong", dir, "--size", "64"], data.path());
    assert!(run.status.success(), "{run:?}");
    let count = std::fs::read_dir(out.path()).unwrap().count();
    assert_eq!(count, 42);
    let (w, h, _) = png(&out.path().join("kind-41.png"));
    assert_eq!((w, h), (64, 67));
    assert!(!out.path().join("kind-42.png").exists());
}

#[test]
fn a_bad_set_folder_or_size_is_refused_with_exit_status_2() {
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().to_str().unwrap();
    let file = out.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let cases: [(&[&str], &str); 5] = [
        (
            &["--render", "desktop.nothing", dir],
            "no tile set \"desktop.nothing\"",
        ),
        (&["--render", "shapes", file.to_str().unwrap()], "a-file"),
        (&["--render", "shapes", dir, "--size", "0"], "--size 0"),
        (
            &["--render", "shapes", dir, "--size", "99999"],
            "--size 99999",
        ),
        (&["--render", "shapes"], "--render"),
    ];
    for (args, said) in cases {
        let run = tile_sets(args, data.path());
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(said), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    assert_eq!(
        std::fs::read_dir(out.path()).unwrap().count(),
        1,
        "nothing written"
    );
}
