//! A screen reader's journey: the game on a desktop whose session bus says a screen reader is
//! on, read through the accessibility bus (AT-SPI) by `read_aloud.py`, with pyatspi as Orca
//! reads it: the title's buttons by name and role, Settings' rows with their values, the focus
//! moving with the keys, the board's cells named by their tiles, what is said after a link, and
//! the row and a tile's matches read on their keys.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::time::Duration;

use super::desktop::{Desktop, PATIENCE};
use super::{DataDir, Game, click_pair_until, tiles};
use lianliankan::engine::{Cell, Pos, all_moves};

/// The reader's script, beside this file.
const READ_ALOUD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/command/journeys/read_aloud.py"
);

/// A node as the reader reads it.
#[derive(Clone, Debug)]
struct Read {
    role: String,
    name: String,
    states: String,
}

/// The game window's tree, as the reader reads it now.
fn read_tree(desktop: &Desktop) -> Vec<Read> {
    let out = desktop
        .bus_command("/usr/bin/python3")
        .args([READ_ALOUD, "tree", "Lianliankan"])
        .output()
        .expect("python3 runs (scripts/install-deps.sh --test installs python3-pyatspi)");
    let text = String::from_utf8_lossy(&out.stdout);
    let read = text.lines().filter_map(|line| {
        let parts: Vec<&str> = line.split('\t').collect();
        (parts.len() >= 4).then(|| Read {
            role: parts[1].to_string(),
            name: parts[2].to_string(),
            states: parts[3].to_string(),
        })
    });
    read.collect()
}

/// Reads the tree until `wanted` finds what it looks for; says what was read if it never does.
fn read_until(desktop: &Desktop, what: &str, wanted: impl Fn(&[Read]) -> bool) -> Vec<Read> {
    let mut last = Vec::new();
    let start = std::time::Instant::now();
    while start.elapsed() < PATIENCE {
        last = read_tree(desktop);
        if wanted(&last) {
            return last;
        }
        std::thread::sleep(Duration::from_millis(250));
    }
    let shown: Vec<String> = last
        .iter()
        .take(80)
        .map(|r| format!("{} {:?} {}", r.role, r.name, r.states))
        .collect();
    panic!(
        "the reader never read {what}; it read:\n{}",
        shown.join("\n")
    );
}

fn has(read: &[Read], role: &str, name: &str) -> bool {
    read.iter().any(|r| r.role == role && r.name == name)
}

/// What a reader hears for a while: focus moves and announcements, one a line.
struct Listening(Child);

impl Listening {
    fn start(desktop: &Desktop, seconds: u32) -> Listening {
        let mut child = desktop
            .bus_command("/usr/bin/python3")
            .args([READ_ALOUD, "listen", &seconds.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let mut ready = String::new();
        let err = child.stderr.take().unwrap();
        BufReader::new(err).read_line(&mut ready).unwrap();
        assert_eq!(ready.trim(), "ready", "the reader listens");
        Listening(child)
    }

    /// Everything heard, once the time is up.
    fn heard(self) -> Vec<String> {
        let out = self.0.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        text.lines().map(str::to_string).collect()
    }
}

/// The title's buttons are push buttons named by their words; the focus moves with the keys.
fn the_title_reads(desktop: &Desktop, game: &Game) {
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    let read = read_until(desktop, "the title's buttons", |r| {
        has(r, "push button", "Play") && has(r, "push button", "Settings")
    });
    assert!(has(&read, "push button", "Quit"), "{read:?}");
    let listening = Listening::start(desktop, 3);
    game.key("Down");
    let heard = listening.heard();
    let second = game.scene().focused().unwrap().words.clone();
    assert!(
        heard.contains(&format!("focus\tpush button\t{second}")),
        "the focus on {second:?} is heard: {heard:?}"
    );
}

/// Settings' rows are combo boxes named by their label and value; a step is heard.
fn settings_read(desktop: &Desktop, game: &Game) {
    game.click_button("Settings");
    let scene = game.wait_for("Settings", |s| s.menu == "Settings");
    let row = scene
        .buttons
        .iter()
        .find(|b| b.words.contains('<'))
        .expect("a choice row")
        .words
        .clone();
    let (label, value) = row.rsplit_once('<').unwrap();
    let name = format!("{}: {}", label.trim(), value.trim_end_matches('>').trim());
    read_until(desktop, "a Settings row with its value", |r| {
        has(r, "combo box", &name)
    });
    game.key("Escape");
}

/// The board is a table of cells named by what lies there; the cursor's cell is heard; a link
/// is said with the pairs left.
fn the_board_reads(desktop: &Desktop, game: &Game) {
    let scene = game.wait_for("a board in play", |s| s.playing() && s.grid.is_some());
    let grid = scene.grid.clone().unwrap();
    let (w, h) = (grid.width(), grid.height());
    let read = read_until(desktop, "the board's cells", |r| {
        r.iter().filter(|c| c.role == "table cell").count() == w * h
    });
    assert!(read.iter().any(|r| r.role == "table"), "a table: {read:?}");
    for y in 0..h {
        for x in 0..w {
            let place = format!("row {}, column {}", y + 1, x + 1);
            let cell = read
                .iter()
                .find(|r| r.role == "table cell" && r.name.ends_with(&place))
                .unwrap_or_else(|| panic!("a cell at {place}"));
            let empty = grid.get(Pos::new(x as i32, y as i32)) == Cell::Empty;
            assert_eq!(cell.name.starts_with("empty"), empty, "{cell:?}");
        }
    }
    // The first key shows the cursor where it is; the next moves it.
    let listening = Listening::start(desktop, 3);
    game.key("Right");
    game.key("Down");
    let heard = listening.heard();
    assert!(
        heard
            .iter()
            .any(|l| l.starts_with("focus\ttable cell\t") && l.contains("row ")),
        "the cursor's cell is heard: {heard:?}"
    );

    let rules = scene.rules.unwrap();
    let pair = all_moves(&grid, &rules)[0];
    let before = tiles(&grid);
    let listening = Listening::start(desktop, 6);
    click_pair_until(game, pair, |s| {
        s.grid.as_ref().is_some_and(|g| tiles(g) < before)
    });
    let heard = listening.heard();
    let left = (before - 2) / 2;
    assert!(
        heard
            .iter()
            .any(|l| l.starts_with("said\tLinked ") && l.ends_with(&format!("Pairs left: {left}"))),
        "the link is said with {left} pairs left: {heard:?}"
    );

    // Asked for on the reader's keys: the cursor's row, and its kind's places with the pairs
    // open now.
    let after = game.scene().grid.unwrap();
    let open = all_moves(&after, &rules).len();
    let listening = Listening::start(desktop, 4);
    game.key("i");
    game.key("o");
    let heard = listening.heard();
    assert!(
        heard.iter().any(|l| l.starts_with("said\tRow ")),
        "the row is read: {heard:?}"
    );
    assert!(
        heard
            .iter()
            .any(|l| l.starts_with("said\t") && l.ends_with(&format!("Open pairs: {open}"))),
        "the matches are read with {open} pairs open: {heard:?}"
    );

    // A dialog is said as it opens, once.
    let listening = Listening::start(desktop, 3);
    game.key("Escape");
    game.wait_for("the pause menu", |s| s.menu == "Pause");
    let heard = listening.heard();
    let paused = heard
        .iter()
        .filter(|l| l.starts_with("said\tPaused"))
        .count();
    assert_eq!(paused, 1, "the pause menu is said once: {heard:?}");
}

#[test]
#[ignore = "needs a display, a window manager and the accessibility bus: scripts/test runs it"]
fn a_screen_reader_reads_the_menus_the_board_and_what_happens() {
    let desktop = Desktop::new("1366x768").with_screen_reader();
    let data = DataDir::past_the_lesson("reader");
    let game = desktop.start(data.path(), &[]);
    the_title_reads(&desktop, &game);
    settings_read(&desktop, &game);
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    game.click_button("Play");
    the_board_reads(&desktop, &game);
    game.close();
}
