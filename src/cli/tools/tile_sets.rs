//! `lianliankan tile-sets`: every tile set the game can show, with where it comes from: the
//! game's own, and the desktop's (KDE's, with the folder each was found in), each desktop set's
//! picture read and checked as the game would; then every file refused, with its reason. The
//! backgrounds follow, listed the same way.

use std::io::Write;
use std::process::ExitCode;

use crate::art::backgrounds::Background;
use crate::art::backgrounds::desktop::DesktopPicture;
use crate::art::look_alike::{ColourVision, LOOK_ALIKE_BELOW};
use crate::art::sets::TileSet;
use crate::art::sets::critters::Critters;
use crate::art::sets::desktop::DesktopTiles;
use crate::art::sets::mahjong::Mahjong;
use crate::art::sets::shapes::Shapes;
use crate::formats::desktop::desktop_background::{
    find as find_backgrounds, folders as background_folders, read_picture as read_background,
};
use crate::formats::desktop::desktop_tile_set::{Origin, find, folders};
use crate::game::content::backgrounds::{Backgrounds, PLAIN};
use crate::game::view::board::look_alikes::{board_face_px, board_faces, closest_for};
use crate::i18n::{self, Language};

/// Lists the sets found; refused ones go last with their reasons; with `look_alikes`, how
/// alike each set's faces look. Always succeeds: a refused set, or one with look-alikes, is
/// news, not a failure.
pub fn tile_sets(look_alikes: bool) -> crate::cli::failure::Outcome {
    let mut out = std::io::stdout().lock();
    let data = crate::formats::storage::save::data_dir();
    let found = folders(data.as_deref());
    let _ = write_tile_sets(&mut out, &found).and_then(|()| {
        if look_alikes {
            writeln!(out)?;
            write_look_alikes(&mut out, &found)?;
        }
        writeln!(out)?;
        write_backgrounds(&mut out, &background_folders(data.as_deref()))
    });
    Ok(ExitCode::SUCCESS)
}

/// Closest pairs printed per set and colour vision.
const CLOSEST_SHOWN: usize = 3;

/// Writes, for the game's sets and the usable desktop sets in `folders`, the closest pairs of
/// faces for each colour vision and how many pairs look alike.
pub fn write_look_alikes(
    out: &mut impl Write,
    folders: &[(std::path::PathBuf, Origin)],
) -> std::io::Result<()> {
    let size = board_face_px(&Shapes);
    writeln!(
        out,
        "look-alikes: faces of about {size} px (a 30×16 board at 1280×800), mean CIEDE2000 \
         over the most different twentieth of the face; closer than {LOOK_ALIKE_BELOW} looks \
         alike"
    )?;
    let desktop: Vec<DesktopTiles> = find(folders)
        .sets
        .into_iter()
        .map(DesktopTiles::new)
        .filter(|set| set.picture().is_ok())
        .collect();
    let own: [&dyn TileSet; 3] = [&Shapes, &Mahjong, &Critters];
    let all = own
        .into_iter()
        .chain(desktop.iter().map(|s| s as &dyn TileSet));
    for set in all {
        let faces = board_faces(set, None);
        for vision in ColourVision::ALL {
            let closest = closest_for(&faces, vision, usize::MAX);
            let alike = closest.iter().filter(|p| p.looks_alike()).count();
            let shown: Vec<String> = closest
                .iter()
                .take(CLOSEST_SHOWN)
                .map(|p| format!("{}~{} {:.2}", p.a, p.b, p.distance))
                .collect();
            writeln!(
                out,
                "{:<22} {:<8} {alike:>3} alike; closest: {}",
                set.id(),
                format!("{vision:?}"),
                shown.join(", ")
            )?;
        }
    }
    Ok(())
}

/// Writes the backgrounds: the game's own (as the game registers them), then the desktop's
/// in `folders`, each picture read and checked as the game would; then every file refused.
pub fn write_backgrounds(
    out: &mut impl Write,
    folders: &[(std::path::PathBuf, Origin)],
) -> std::io::Result<()> {
    writeln!(out, "backgrounds:")?;
    writeln!(
        out,
        "{:<26} {}: built in",
        PLAIN,
        i18n::text(Language::English, "background-plain")
    )?;
    let mut app = bevy::app::App::new();
    app.add_plugins(crate::game::content::backgrounds::plugin);
    let own = app.world().resource::<Backgrounds>().clone();
    for id in own.choices().into_iter().filter(|id| *id != PLAIN) {
        let Some(background) = own.get(id) else {
            continue;
        };
        let name = i18n::text(Language::English, background.name_key());
        writeln!(out, "{id:<26} {name}: built in")?;
    }
    let (found, mut refused) = find_backgrounds(folders);
    for background in found {
        let about = &background.about;
        let shown = DesktopPicture::new(background.clone());
        match read_background(&background.picture) {
            Ok(_) => writeln!(
                out,
                "{:<26} {}{}: {}, {}",
                shown.id(),
                about.name,
                by(about.author.as_deref()),
                origin(about.origin),
                about.desktop.display()
            )?,
            Err(why) => refused.push((about.desktop.clone(), why)),
        }
    }
    for (file, why) in refused {
        writeln!(out, "refused: {}: {why}", file.display())?;
    }
    Ok(())
}

/// ", by AUTHOR", when there is one.
fn by(author: Option<&str>) -> String {
    author.map(|a| format!(", by {a}")).unwrap_or_default()
}

/// Whose folder a file was found in.
fn origin(origin: Origin) -> &'static str {
    match origin {
        Origin::Player => "the player's",
        Origin::System => "the system's",
    }
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
    for found_set in found.sets {
        let set = DesktopTiles::new(found_set.clone());
        let about = &found_set.about;
        let (by, origin) = (by(about.author.as_deref()), origin(about.origin));
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
    use crate::art::sets::{FacePen, TilePart};
    use crate::art::tiles::{TILE_TINT, TileDrawing};
    use crate::formats::desktop::desktop_background::Layout;
    use crate::formats::desktop::desktop_tile_set::FACE_IDS;
    use crate::formats::desktop::kmahjongglib::MAX_NODES;

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
            // Jade's white dragon is blank by design: its element is its unseen frame alone
            // (Default's draws its frame's hairline).
            let white_dragon: &[usize] = if set.id() == "desktop.jade" {
                &[31]
            } else {
                &[]
            };
            assert_eq!(blank, white_dragon, "{}: faces left blank", set.id());
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
            let about = found
                .sets
                .iter()
                .find(|s| s.about.stem == stem)
                .unwrap()
                .clone();
            assert_eq!(about.about.name_in("zh"), "测试");
            let set = DesktopTiles::new(about);
            let face = set.draw(5, 32, &mut pen);
            assert_eq!(face.len(), 32 * 32 * 4);
            assert!(
                face.chunks(4).any(|p| p[3] > 0 && p[0] > 200),
                "{stem} draws its face"
            );
            // A picture without a tile body is drawn on the game's own.
            assert!(set.draw_part(TilePart::Body, (30, 50)).is_none());
            let body = TileDrawing::new(&set, None, (30, 50), false, None).tile(&[], false);
            let ivory = body.chunks(4).filter(|p| p[..3] == TILE_TINT).count();
            assert!(ivory > 30 * 50 / 10, "{stem}: {ivory} ivory pixels");
        }
    }

    /// Where Debian's `kdegames-mahjongg-data-kf5` installs its backgrounds.
    const KDE_BACKGROUNDS: &str = "/usr/share/kmahjongglib/backgrounds";

    /// How many different colours a painting has (a picture, not a blank).
    fn colours(painting: &crate::art::backgrounds::Painting) -> usize {
        let mut seen: Vec<&[u8]> = painting.rgba.chunks(4).collect();
        seen.sort();
        seen.dedup();
        seen.len()
    }

    #[test]
    fn the_backgrounds_of_a_real_kde_install_are_listed_and_painted() {
        use crate::art::backgrounds::Fill;
        let dir = Path::new(KDE_BACKGROUNDS).to_path_buf();
        let folders = [(dir, Origin::System)];
        let mut out = Vec::new();
        write_backgrounds(&mut out, &folders).unwrap();
        let text = String::from_utf8(out).unwrap();
        for line in [
            "felt",
            "paper",
            "desktop.egyptian",
            "Egyptian, by Sean Wilson",
        ] {
            assert!(text.contains(line), "{line}: {text}");
        }
        assert!(!text.contains("refused"), "{text}");
        assert!(
            !text.contains("color_plain"),
            "a plain one is ours already: {text}"
        );
        let (found, refused) = find_backgrounds(&folders);
        assert!(refused.is_empty(), "{refused:?}");
        assert!(found.len() >= 5, "{found:?}");
        for background in found {
            let layout = background.layout;
            let painting = DesktopPicture::new(background.clone())
                .paint(320, 200)
                .unwrap();
            match layout {
                Layout::Cover => {
                    assert_eq!((painting.width, painting.height), (320, 200));
                    assert_eq!(painting.fill, Fill::Cover);
                }
                Layout::Pattern(w, h) => {
                    assert_eq!((painting.width, painting.height), (w, h));
                    assert_eq!(painting.fill, Fill::Repeat);
                }
            }
            let opaque = painting.rgba.chunks(4).filter(|p| p[3] == 255).count();
            let all = (painting.width * painting.height) as usize;
            assert!(
                opaque * 10 >= all * 9,
                "{}: mostly see-through",
                background.about.stem
            );
            let n = colours(&painting);
            assert!(n > 8, "{}: blank ({n} colours)", background.about.stem);
        }
    }

    /// A background key file with `keys`, and its picture `picture` as `file_name`.
    fn make_background(dir: &Path, stem: &str, keys: &str, picture: &[u8], file_name: &str) {
        std::fs::write(
            dir.join(format!("{stem}.desktop")),
            format!("[KMahjonggBackground]\nName={stem}\nFileName={file_name}\n{keys}\n"),
        )
        .unwrap();
        std::fs::write(dir.join(file_name), picture).unwrap();
    }

    #[test]
    fn hostile_backgrounds_are_refused_with_their_file_and_reason() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let square = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="green"/></svg>"#;
        make_background(d, "good", "", square, "good.svg");
        make_background(
            d,
            "wide",
            "Tiled=1\nWidth=99999\nHeight=5",
            square,
            "wide.svg",
        );
        make_background(d, "away", "", square, "../away.svg");
        let bomb = gzip(&vec![b' '; (MAX_NODES as usize) * 200]);
        make_background(d, "bomb", "", &bomb, "bomb.svgz");
        let outside = br#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1e30 1e30"><image xlink:href="/etc/hostname" width="1e30" height="1e30"/><rect width="1e30" height="1e30" fill="blue"/></svg>"#;
        make_background(d, "outside", "", outside, "outside.svg");
        std::fs::write(d.join("nothing.desktop"), "[Other]\nName=x\n").unwrap();

        let folders = [(d.to_path_buf(), Origin::Player)];
        let (found, refused) = find_backgrounds(&folders);
        let stems: Vec<&str> = found.iter().map(|b| b.about.stem.as_str()).collect();
        assert_eq!(stems, ["bomb", "good", "outside"]);
        let reasons = format!("{refused:?}");
        assert!(
            reasons.contains("wide.desktop") && reasons.contains("Width from 1 to 2048"),
            "{reasons}"
        );
        assert!(
            reasons.contains("away.desktop") && reasons.contains("not a file name"),
            "{reasons}"
        );
        assert!(
            reasons.contains("nothing.desktop") && reasons.contains("not a background"),
            "{reasons}"
        );

        let paint = |stem: &str| {
            let b = found.iter().find(|b| b.about.stem == stem).unwrap().clone();
            DesktopPicture::new(b).paint(64, 48)
        };
        let why = paint("bomb").unwrap_err();
        assert!(
            why.contains("bomb.svgz") && why.contains("over 48 MiB"),
            "{why}"
        );
        let good = paint("good").unwrap();
        assert!(
            good.rgba.chunks(4).all(|p| p == [0, 128, 0, 255]),
            "covered in green"
        );
        // The picture it names outside itself is never read: the rect over it is what shows.
        let blue = paint("outside").unwrap();
        assert!(blue.rgba.chunks(4).all(|p| p == [0, 0, 255, 255]));
        let mut out = Vec::new();
        write_backgrounds(&mut out, &folders).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("refused: ") && text.contains("bomb.svgz"),
            "{text}"
        );
    }
}
