//! Pictures from the desktop made to hurt (a file in the player's own `kmahjongglib` folder is
//! enough): each class is refused with a message that names the file, or drawn within a bound,
//! and never overflows a stack, runs on, or takes the game down. The shipped KDE pictures
//! (where the machine has them) still read.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::art::sets::desktop::draw_element;
use crate::formats::desktop::desktop_tile_set::{FACE_IDS, Picture, read_picture};
use crate::formats::desktop::kmahjongglib::read_svg;

/// Longest any of these may take: a bound that a runaway (tens of seconds) cannot meet.
const QUICK: Duration = Duration::from_secs(5);

fn write(name: &str, svg: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("llk-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, svg).unwrap();
    path
}

/// Reads `svg` as a picture from a file; the time it took.
fn read(name: &str, svg: &str) -> (Result<(), String>, Duration) {
    let path = write(name, svg);
    let started = Instant::now();
    let read = read_svg(&path, |_| ()).map(|_| ());
    (read, started.elapsed())
}

/// Reads `svg` on a thread with a small stack (as a worker's), so an overflow would show as
/// the thread dying, not the test runner.
fn refused(name: &str, svg: String, says: &str) {
    let name = name.to_string();
    let says = says.to_string();
    let worker = std::thread::Builder::new()
        .stack_size(512 * 1024)
        .spawn(move || {
            let (read, took) = read(&name, &svg);
            let e = read.expect_err("refused");
            assert!(e.contains(&says), "{e}");
            assert!(e.contains(&name), "names the file: {e}");
            assert!(took < QUICK, "{name} took {took:?}");
        })
        .unwrap();
    worker.join().expect("the reading thread lived");
}

fn svg(body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
         width=\"64\" height=\"64\">{body}</svg>"
    )
}

#[test]
fn deep_nesting_is_refused_before_any_parser_recurses() {
    let depth = 20_000;
    let body = format!("{}<rect/>{}", "<g>".repeat(depth), "</g>".repeat(depth));
    refused("nested.svg", svg(&body), "nest over");
}

#[test]
fn a_long_chain_of_clip_paths_is_refused() {
    let chain: String = (0..20_000)
        .map(|i| {
            format!(
                "<clipPath id=\"c{i}\" clip-path=\"url(#c{})\"><rect width=\"9\" height=\"9\"/></clipPath>",
                i + 1
            )
        })
        .collect();
    let body =
        format!("<defs>{chain}</defs><rect clip-path=\"url(#c0)\" width=\"9\" height=\"9\"/>");
    refused("clips.svg", svg(&body), "chain over");
}

#[test]
fn a_use_tree_that_multiplies_is_refused() {
    // Each group uses the one below ten times: ten levels stand for 10^10 elements.
    let mut defs = String::from("<g id=\"l0\"><rect width=\"1\" height=\"1\"/></g>");
    for level in 1..=10 {
        let uses = format!("<use xlink:href=\"#l{}\"/>", level - 1).repeat(10);
        defs.push_str(&format!("<g id=\"l{level}\">{uses}</g>"));
    }
    let body = format!("<defs>{defs}</defs><use xlink:href=\"#l10\"/>");
    refused("laughs.svg", svg(&body), "once its references are followed");
}

#[test]
fn a_turbulence_of_a_billion_octaves_is_refused() {
    let body = "<filter id=\"t\"><feTurbulence baseFrequency=\"0.1\" numOctaves=\"1e9\"/></filter>\
                <rect filter=\"url(#t)\" width=\"64\" height=\"64\"/>";
    refused("octaves.svg", svg(body), "octaves");
}

#[test]
fn a_style_sheet_that_backtracks_is_dropped_and_the_picture_reads_at_once() {
    // A selector whose first part matches nothing: a matcher that backtracks tries every way of
    // placing thirty `g`s among sixty nested groups (10^17) before it gives up.
    let selector = String::from("x ") + &"g ".repeat(30) + "rect";
    let depth = 60;
    let body = format!(
        "<style>{selector} {{ fill: red }}</style>{}<rect width=\"9\" height=\"9\"/>{}",
        "<g>".repeat(depth),
        "</g>".repeat(depth)
    );
    let (sent, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sent.send(read("style.svg", &svg(&body)));
    });
    let (read, took) = answer
        .recv_timeout(QUICK)
        .expect("the picture is read at once, not matched for minutes");
    assert!(read.is_ok(), "{read:?}");
    assert!(took < QUICK, "took {took:?}");
}

/// A set whose every face is a rectangle, the first one drawn through `filter`.
fn set_with_filter(filter: &str) -> String {
    let faces: String = FACE_IDS
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let f = if i == 0 { "filter=\"url(#f)\"" } else { "" };
            format!("<rect id=\"{id}\" {f} x=\"{i}\" width=\"10\" height=\"10\"/>")
        })
        .collect();
    svg(&format!("<defs>{filter}</defs>{faces}"))
}

#[test]
fn a_face_the_drawing_library_cannot_draw_is_left_out_and_the_rest_draw() {
    // A filter region three billion units wide.
    let filter = "<filter id=\"f\" filterUnits=\"userSpaceOnUse\" x=\"-1.5e9\" y=\"0\" \
                  width=\"3e9\" height=\"10\"><feGaussianBlur stdDeviation=\"2\"/></filter>";
    let path = write("wide-filter.svg", &set_with_filter(filter));
    let picture: Picture = read_picture(&path).expect("the set reads");
    let started = Instant::now();
    // Drawn or left out, but never a panic that reaches the game.
    let _first = draw_element(&picture, FACE_IDS[0], (64, 64));
    let second = draw_element(&picture, FACE_IDS[1], (64, 64));
    assert!(second.is_some(), "the other faces draw");
    assert!(started.elapsed() < QUICK);
}

#[test]
fn the_desktop_s_own_pictures_still_read() {
    let shelves = [
        Path::new("/usr/share/kmahjongglib/tilesets"),
        Path::new("/usr/share/kmahjongglib/backgrounds"),
    ];
    for shelf in shelves {
        let Ok(entries) = std::fs::read_dir(shelf) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "svgz" || e == "svg") {
                read_svg(&path, |_| ()).unwrap_or_else(|e| panic!("{e}"));
            }
        }
    }
}
