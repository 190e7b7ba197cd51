//! `lianliankan tile-sets`: every tile set the game can show, with where it comes from: the
//! game's own, and the desktop's (KDE's, with the folder each was found in), each desktop set's
//! picture read and checked as the game would; then every file refused, with its reason.

use std::io::Write;
use std::process::ExitCode;

use crate::art::sets::TileSet;
use crate::art::sets::critters::Critters;
use crate::art::sets::desktop::DesktopTiles;
use crate::art::sets::mahjong::Mahjong;
use crate::art::sets::shapes::Shapes;
use crate::formats::desktop_tile_set::{Origin, find, folders};
use crate::i18n::{self, Language};

/// Lists the sets found; refused ones go last with their reasons. Always succeeds: a refused
/// set is news, not a failure.
pub fn tile_sets() -> ExitCode {
    let mut out = std::io::stdout().lock();
    let _ = write_tile_sets(
        &mut out,
        &folders(crate::formats::save::data_dir().as_deref()),
    );
    ExitCode::SUCCESS
}

/// Writes the list for the sets in `folders`.
pub fn write_tile_sets(
    out: &mut impl Write,
    folders: &[(std::path::PathBuf, Origin)],
) -> std::io::Result<()> {
    let own: [&dyn TileSet; 3] = [&Shapes, &Mahjong, &Critters];
    for set in own {
        let name = i18n::text(Language::English, set.name_key());
        writeln!(
            out,
            "{:<22} {} ({} kinds): built in",
            set.id(),
            name,
            set.kinds()
        )?;
    }
    let found = find(folders);
    let mut refused = found.refused;
    for about in found.sets {
        let set = DesktopTiles::new(about.clone());
        let by = about
            .author
            .as_deref()
            .map(|a| format!(", by {a}"))
            .unwrap_or_default();
        let origin = match about.origin {
            Origin::Player => "the player's",
            Origin::System => "the system's",
        };
        match set.picture() {
            Ok(_) => writeln!(
                out,
                "{:<22} {}{by} ({} kinds): {origin}, {}",
                set.id(),
                about.name,
                set.kinds(),
                about.desktop.display()
            )?,
            Err(why) => refused.push((about.desktop.clone(), why.to_string())),
        }
    }
    for (file, why) in refused {
        writeln!(out, "refused: {}: {why}", file.display())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io::Write as _;
    use std::path::{Path, PathBuf};

    use super::*;
    use crate::art::sets::FacePen;
    use crate::formats::desktop_tile_set::{FACE_IDS, MAX_NODES};

    /// The folder Debian's `kdegames-mahjongg-data-kf5` installs its sets in
    /// (`scripts/install-deps.sh` installs it).
    const KDE_SETS: &str = "/usr/share/kmahjongglib/tilesets";

    fn listed(folders: &[(PathBuf, Origin)]) -> String {
        let mut out = Vec::new();
        write_tile_sets(&mut out, folders).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_sets_of_a_real_kde_install_are_listed_and_drawn() {
        let dir = Path::new(KDE_SETS);
        assert!(
            dir.join("default.desktop").is_file(),
            "{KDE_SETS} has no default set: install kdegames-mahjongg-data-kf5 \
             (scripts/install-deps.sh)"
        );
        let text = listed(&[(dir.to_path_buf(), Origin::System)]);
        assert!(
            text.contains("shapes") && text.contains("built in"),
            "{text}"
        );
        assert!(
            text.contains("desktop.default ") && text.contains("Default, by Raquel Ravanini"),
            "{text}"
        );
        let found = find(&[(dir.to_path_buf(), Origin::System)]);
        assert!(found.sets.len() >= 5, "{:?}", found.sets);
        let mut pen = FacePen {
            high_contrast: false,
            glyphs: None,
        };
        let mut drawn = 0;
        for about in found.sets {
            let set = DesktopTiles::new(about);
            if let Err(why) = set.picture() {
                // Listed as refused, with its reason.
                assert!(text.contains(why), "{text}");
                continue;
            }
            // A face counts as drawn when it inks a twentieth of its square.
            let blank: Vec<usize> = (0..FACE_IDS.len())
                .filter(|&kind| {
                    let face = set.draw(kind, 48, &mut pen);
                    face.chunks(4).filter(|p| p[3] > 0).count() <= 48 * 48 / 20
                })
                .collect();
            // Jade's red dragon is drawn by a shape this renderer leaves out: the one face
            // known blank.
            let known: &[usize] = if set.id() == "desktop.jade" {
                &[31]
            } else {
                &[]
            };
            assert_eq!(blank, known, "{}: faces left blank", set.id());
            drawn += 1;
        }
        assert!(drawn >= 5, "{text}");
    }

    /// A set of one key file and one picture, made in `dir`.
    fn make_set(dir: &Path, stem: &str, picture: &[u8], file_name: &str) {
        std::fs::write(
            dir.join(format!("{stem}.desktop")),
            format!("[KMahjonggTileset]\nName={stem}\nName[zh_CN]=测试\nAuthor=Test\nFileName={file_name}\n"),
        )
        .unwrap();
        std::fs::write(dir.join(file_name), picture).unwrap();
    }

    fn faces_svg(view_box: &str, extra: &str, skip: usize) -> String {
        let mut svg =
            format!(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}">{extra}"#);
        for (i, id) in FACE_IDS.iter().enumerate().skip(skip) {
            svg += &format!(
                r#"<rect id="{id}" x="{}" y="0" width="60" height="80" fill="red"/>"#,
                i * 70
            );
        }
        svg + "</svg>"
    }

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        gz.write_all(bytes).unwrap();
        gz.finish().unwrap()
    }

    #[test]
    fn hostile_pictures_are_refused_with_their_file_and_reason_in_bounded_time() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        make_set(
            d,
            "good",
            faces_svg("0 0 3000 80", "", 0).as_bytes(),
            "good.svg",
        );
        make_set(
            d,
            "zipped",
            &gzip(faces_svg("0 0 3000 80", "", 0).as_bytes()),
            "zipped.svgz",
        );
        make_set(
            d,
            "huge",
            faces_svg("0 0 1e30 1e30", "", 0).as_bytes(),
            "huge.svg",
        );
        make_set(
            d,
            "missing",
            faces_svg("0 0 3000 80", "", 2).as_bytes(),
            "missing.svg",
        );
        let many = "<g/>".repeat(MAX_NODES as usize + 10);
        make_set(
            d,
            "nodes",
            faces_svg("0 0 3000 80", &many, 0).as_bytes(),
            "nodes.svg",
        );
        // A gzip bomb: a small file that unpacks past the cap.
        let bomb = gzip(&vec![b' '; 60 << 20]);
        make_set(d, "bomb", &bomb, "bomb.svgz");
        let laughs = format!(
            "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>{}",
            faces_svg("0 0 3000 80", "<text>&b;</text>", 0)
        );
        make_set(d, "laughs", laughs.as_bytes(), "laughs.svg");
        let outside = faces_svg(
            "0 0 3000 80",
            r#"<image href="/etc/passwd" width="10" height="10"/><image href="file:///etc/shadow" width="10" height="10"/>"#,
            0,
        );
        make_set(d, "outside", outside.as_bytes(), "outside.svg");
        std::fs::write(
            d.join("escape.desktop"),
            "[KMahjonggTileset]\nName=x\nFileName=../../etc/passwd\n",
        )
        .unwrap();
        std::fs::write(d.join("other.desktop"), "[Desktop Entry]\nName=x\n").unwrap();
        std::fs::write(d.join("binary.desktop"), [0xff, 0xfe, 0x00]).unwrap();

        let started = std::time::Instant::now();
        let text = listed(&[(d.to_path_buf(), Origin::Player)]);
        let took = started.elapsed();
        assert!(took.as_secs() < 20, "took {took:?}");
        for ok in [
            "desktop.good ",
            "desktop.zipped ",
            "desktop.huge ",
            "desktop.outside ",
        ] {
            assert!(text.contains(ok), "{ok} missing from:\n{text}");
        }
        let refused = |file: &str, why: &str| {
            text.lines()
                .any(|l| l.starts_with("refused:") && l.contains(file) && l.contains(why))
        };
        assert!(
            refused("missing.svg", "faces missing: CHARACTER_1, CHARACTER_2"),
            "{text}"
        );
        assert!(refused("nodes.svg", "XML nodes"), "{text}");
        assert!(refused("bomb.svgz", "over 48 MiB"), "{text}");
        assert!(refused("laughs.svg", "not readable SVG"), "{text}");
        assert!(
            refused("escape.desktop", "not a file name beside the key file"),
            "{text}"
        );
        assert!(
            refused("other.desktop", "no [KMahjonggTileset] group"),
            "{text}"
        );
        assert!(refused("binary.desktop", "not UTF-8"), "{text}");

        // The usable ones draw their faces; a huge view box draws within the face's pixels.
        let mut pen = FacePen {
            high_contrast: false,
            glyphs: None,
        };
        let found = find(&[(d.to_path_buf(), Origin::Player)]);
        for stem in ["good", "zipped", "huge", "outside"] {
            let about = found.sets.iter().find(|s| s.stem == stem).unwrap().clone();
            assert_eq!(about.name_in("zh"), "测试");
            let face = DesktopTiles::new(about).draw(5, 32, &mut pen);
            assert_eq!(face.len(), 32 * 32 * 4);
            assert!(
                face.chunks(4).any(|p| p[3] > 0 && p[0] > 200),
                "{stem} draws its face"
            );
        }
    }
}
