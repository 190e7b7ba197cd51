//! Player journeys through a real window: the game on a virtual display with a window manager,
//! played with the mouse and the keys as a player plays it (xdotool), read through its scene
//! file, and each journey ending in what the player keeps: the files in the data directory,
//! and what the screens show after a restart. They need a display server and a window manager
//! (Xvfb, openbox, xdotool), so they are ignored unless asked for: `scripts/test` runs them
//! with `cargo test --test command journeys:: -- --ignored`.

mod desktop;
mod handoff;
mod quick_games;
mod reader;
mod scene;
mod settings;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use desktop::{Desktop, Game, PATIENCE, wait_until};
use lianliankan::engine::{
    Grid, Move, Rules, Step, Verdict, all_moves, safe_hint, solve, solver::DEFAULT_NODE_LIMIT,
};
use scene::Scene;

/// A scratch data directory, removed when the journey ends.
pub struct DataDir(PathBuf);

impl DataDir {
    pub fn new(name: &str) -> DataDir {
        let dir =
            std::env::temp_dir().join(format!("lianliankan-journey-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        DataDir(dir)
    }

    /// The directory of a player who has seen the lesson.
    pub fn past_the_lesson(name: &str) -> DataDir {
        let dir = DataDir::new(name);
        std::fs::write(dir.0.join("settings.ron"), "(lesson_seen: true)\n").unwrap();
        dir
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// What a file of the directory holds ("" if it is not there).
    pub fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.0.join(name)).unwrap_or_default()
    }

    /// The replays kept, anywhere under `replays/`.
    pub fn replays(&self) -> Vec<PathBuf> {
        let mut found = Vec::new();
        let mut dirs = vec![self.0.join("replays")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "ron") {
                    found.push(path);
                }
            }
        }
        found
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        // Kept to be looked at when a journey failed.
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
            let _ = std::fs::remove_dir_all(self.0.with_extension("config"));
            let _ = std::fs::remove_dir_all(desktop::pictures(&self.0));
        }
    }
}

/// The tiles on a board.
fn tiles(grid: &Grid) -> usize {
    grid.tiles().count()
}

/// The order that clears the board in play, found once and followed while the board is the
/// one it expects: solving every position again made a 30×16 game cost the test minutes.
#[derive(Default)]
struct Plan {
    /// The board (in its matching classes) the next step is for, and the steps left.
    next: Option<(Grid, VecDeque<Step>)>,
}

/// The work one look for a safe pair may take when the whole board is not solved at once:
/// a tenth of the hint's, since it is spent once for every open pair.
const FALLBACK_NODE_LIMIT: u64 = DEFAULT_NODE_LIMIT / 10;

impl Plan {
    /// A pair to link on `grid`: the plan's next step while the board is as planned; else a
    /// new plan from one solve, or a safe pair (any open one when no safe one is proven).
    fn pair(&mut self, grid: &Grid, rules: &Rules) -> Option<Move> {
        let board = rules.groups.classify(grid).into_owned();
        let planned = self.next.take().filter(|(expected, _)| *expected == board);
        let steps = match planned {
            Some((_, steps)) => Some(steps),
            None => match solve(&board, rules, DEFAULT_NODE_LIMIT) {
                Verdict::Clearable(order) => Some(VecDeque::from(order)),
                _ => None,
            },
        };
        if let Some(mut steps) = steps
            && let Some(step) = steps.pop_front()
        {
            let mut after = board;
            step.play(&mut after, rules);
            self.next = Some((after, steps));
            return Some(step.tiles());
        }
        safe_hint(grid, rules, FALLBACK_NODE_LIMIT)
            .map(|h| h.pair())
            .or_else(|| all_moves(grid, rules).first().copied())
    }
}

/// Links one pair of the board in play, as a player clicks it (a safe pair, as the hint would
/// show it): waits until the board has two tiles fewer. False when the board is cleared.
fn link_a_pair(game: &Game, plan: &mut Plan) -> bool {
    let scene = game.wait_for("a board in play", |s| s.playing() && s.grid.is_some());
    let grid = scene.grid.clone().unwrap();
    if grid.is_cleared() {
        return false;
    }
    let rules = scene.rules.expect("the board's rules");
    let pair = plan.pair(&grid, &rules).expect("a pair that links");
    let before = tiles(&grid);
    click_pair_until(game, pair, |s| {
        s.grid.as_ref().is_some_and(|g| tiles(g) < before)
    });
    true
}

/// Clicks the two tiles of `pair` until the scene shows `done`. A click that lands while the
/// board is busy (dealing, a link still drawn) is not taken, as a player finds: the pair is
/// clicked again (a tile left selected is let go by its own click and taken by the next round).
/// Each round clicks where the cells are then: the board moves when the window does (the
/// first start fits the window to the screen a moment after it opens).
fn click_pair_until(game: &Game, pair: Move, done: impl Fn(&Scene) -> bool) {
    wait_until("the pair to link", PATIENCE, || {
        let scene = game.wait_for("the board", |s| s.cells.is_some());
        game.click(scene.cell(pair.0));
        game.click(scene.cell(pair.1));
        let start = std::time::Instant::now();
        while start.elapsed() < std::time::Duration::from_secs(3) {
            if done(&game.scene()) {
                return Some(());
            }
            std::thread::sleep(std::time::Duration::from_millis(30));
        }
        None
    });
}

/// Plays the board in play to its end with clicks; waits for the win screen.
fn clear_the_board(game: &Game) -> Scene {
    let mut plan = Plan::default();
    while link_a_pair(game, &mut plan) {}
    game.wait_for("the win screen", |s| s.menu == "Won")
}

/// The game's window fits the screen it opened on (the window manager's frame included).
fn fits_the_screen(desktop: &Desktop, game: &Game, screen: (u32, u32)) {
    let _ = game;
    let geometry = desktop.xdotool(&["search", "--onlyvisible", "--name", "Lianliankan"]);
    for window in geometry.lines() {
        let out = desktop.xdotool(&["getwindowgeometry", window]);
        let size = out
            .lines()
            .find_map(|l| l.trim().strip_prefix("Geometry: "))
            .and_then(|g| g.split_once('x'))
            .map(|(w, h)| (w.parse::<u32>().unwrap(), h.parse::<u32>().unwrap()));
        if let Some((w, h)) = size {
            assert!(
                w <= screen.0 && h + 20 <= screen.1,
                "a {w}x{h} window on a {}x{} screen",
                screen.0,
                screen.1
            );
        }
    }
}

/// What a new player earns by clearing level 1, as the journey checks it: the level's record
/// and the hall of fame's game in the progress file, a replay, and the win screen's coach and
/// race against the best.
fn level_one_is_kept(data: &DataDir, won: &Scene) {
    let progress = data.read("progress.ron");
    assert!(
        progress.contains("01-first-steps"),
        "level 1's record is kept: {progress}"
    );
    assert!(
        progress.contains("journal"),
        "the hall of fame has the game"
    );
    assert!(!data.replays().is_empty(), "a replay is kept");
    for offered in ["Coach", "Race your best", "Copy result"] {
        assert!(
            won.button(offered).is_some(),
            "the win screen offers {offered}: {:?}",
            won.buttons
        );
    }
}

/// What `target` the desktop's clipboard offers, read as a program pasting reads it (xclip).
fn clipboard(desktop: &Desktop, target: &str) -> Vec<u8> {
    let out = desktop
        .bus_command("xclip")
        .args(["-selection", "clipboard", "-o", "-t", target])
        .output()
        .expect("xclip runs");
    assert!(
        out.status.success(),
        "the clipboard offers {target}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Whether two rectangles share any area.
fn overlap(a: &scene::Area, b: &scene::Area) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/// The win screen's Copy puts the game just won on the clipboard: a text naming the level,
/// its code, its time as the screen shows it, the links and the stars (and no position), and
/// a PNG card of the same.
fn the_result_card_is_copied(desktop: &Desktop, game: &Game, won: &Scene) {
    let code_line = won
        .texts
        .iter()
        .map(|(t, _)| t.as_str())
        .find(|t| t.starts_with("Board code: "))
        .expect("the win screen shows the board's code");
    let code = code_line.trim_start_matches("Board code: ").to_string();
    // The card's time is the time the win screen shows, written the same way.
    let time: String = won
        .texts
        .iter()
        .find_map(|(t, _)| {
            // "time 00:05", not the points' "(time bonus …)".
            t.split("time ")
                .nth(1)
                .filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .expect("the win screen shows the time")
        .chars()
        .take(5)
        .collect();
    let copied = game.click_button_until("Copy result", |s| s.says("Result copied"));
    // The notice sits clear of the win screen's buttons, and the longer row of buttons still
    // lays each apart.
    let notice = copied
        .texts
        .iter()
        .find(|(t, _)| t.contains("Result copied"))
        .map(|(_, area)| *area)
        .unwrap();
    for (i, button) in copied.buttons.iter().enumerate() {
        assert!(
            !overlap(&notice, &button.area),
            "the notice covers {:?}",
            button.words
        );
        for other in &copied.buttons[i + 1..] {
            assert!(
                !overlap(&button.area, &other.area),
                "{:?} and {:?} overlap",
                button.words,
                other.words
            );
        }
    }
    let text = String::from_utf8(clipboard(desktop, "UTF8_STRING")).expect("UTF-8 text");
    for wanted in ["First Steps", code.as_str(), time.as_str(), "links", "★"] {
        assert!(
            text.contains(wanted),
            "the card's text has {wanted:?}: {text}"
        );
    }
    assert!(!text.contains('('), "the card names no position: {text}");
    let png = clipboard(desktop, "image/png");
    let card = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
        .expect("the clipboard's picture is a PNG");
    assert_eq!((card.width(), card.height()), (640, 300));
    let targets = String::from_utf8_lossy(&clipboard(desktop, "TARGETS")).into_owned();
    assert!(
        targets.contains("image/png") && targets.contains("UTF8_STRING"),
        "{targets}"
    );
}

/// "Save as animation" on the win screen saves the game just won as an animated GIF in the
/// desktop's pictures folder, and says where.
fn the_game_is_saved_as_an_animation(data: &DataDir, game: &Game) {
    game.click_button_until("Save as animation", |s| s.says("Saving the animation"));
    // The game is drawn again in a process of its own; the window goes on meanwhile.
    let saved = game.wait_for("the animation saved", |s| s.says("Animation saved"));
    let folder = desktop::pictures(data.path());
    let files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the pictures folder is made")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(files.len(), 1, "one animation: {files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("lianliankan-") && name.ends_with(".gif"),
        "{name}"
    );
    assert!(saved.says(&name), "the notice names the file");
    let file = std::fs::File::open(&files[0]).unwrap();
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut frames = options.read_info(file).expect("a GIF");
    assert_eq!((frames.width(), frames.height()), (480, 300));
    let mut count = 0;
    while frames.read_next_frame().expect("a whole GIF").is_some() {
        count += 1;
    }
    assert!(count > 10, "an animation of the game: {count} frames");
}

/// After level 1, the player goes on to level 2 and leaves mid-board; the next start
/// offers Continue, and the hall of fame still lists level 1.
fn continue_and_the_hall_of_fame_survive_a_restart(desktop: &Desktop, data: &DataDir) {
    // (The game is already on level 2, one pair linked, when this is called: close it.)
    let game = desktop.start(data.path(), &[]);
    // The kept game is proven in the background before the title offers it.
    let title = game.wait_for("the title offering Continue", |s| {
        s.screen == "Title" && s.menu == "Main" && s.button("Continue").is_some()
    });
    let first = title.focused().expect("a focused button");
    assert!(
        first.words.contains("Continue"),
        "the title's first button is Continue: {:?}",
        title.buttons
    );
    game.click_button("Hall of fame");
    game.wait_for("the hall of fame listing level 1", |s| {
        s.menu == "HallOfFame" && s.says("First Steps")
    });
    game.key("Escape");
    game.wait_for("the title", |s| s.menu == "Main");
    game.click_button("Continue");
    let scene = game.wait_for("level 2 continued", Scene::playing);
    let grid = scene.grid.expect("a board");
    assert!(tiles(&grid) > 0);
    game.close();
}

/// From the win screen of level 1: on to level 2, one pair, then the window is closed.
fn leave_level_two_mid_board(game: Game) {
    game.click_button("Next level");
    game.wait_for("level 2", Scene::playing);
    link_a_pair(&game, &mut Plan::default());
    game.close();
}

/// From the title after the lesson: level 1 played to its clear and kept, level 2 left
/// mid-board, and all of it still there after a restart.
fn play_level_one_from_the_title(desktop: &Desktop, data: &DataDir, game: Game) {
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    game.click_button("Play");
    game.wait_for("level 1", |s| s.playing() && s.says("First Steps"));
    let won = clear_the_board(&game);
    level_one_is_kept(data, &won);
    the_result_card_is_copied(desktop, &game, &won);
    the_game_is_saved_as_an_animation(data, &game);
    leave_level_two_mid_board(game);
    continue_and_the_hall_of_fame_survive_a_restart(desktop, data);
}

#[test]
#[ignore = "needs a display and a window manager: scripts/test runs it"]
fn a_new_player_who_skips_the_lesson_keeps_level_one() {
    let desktop = Desktop::new("1366x768");
    let data = DataDir::new("skips");
    let game = desktop.start(data.path(), &[]);
    game.wait_for("the lesson", |s| s.playing() && s.pointed.is_some());
    fits_the_screen(&desktop, &game, (1366, 768));
    game.key("Escape");
    play_level_one_from_the_title(&desktop, &data, game);
}

#[test]
#[ignore = "needs a display and a window manager: scripts/test runs it"]
fn a_new_player_who_finishes_the_lesson_keeps_level_one() {
    let desktop = Desktop::new("1280x800");
    let data = DataDir::new("finishes");
    let game = desktop.start(data.path(), &[]);
    game.wait_for("the lesson", |s| s.playing() && s.pointed.is_some());
    fits_the_screen(&desktop, &game, (1280, 800));
    let mut steps = 0;
    while game.scene().screen == "Play" {
        let scene = game.scene();
        let pair = match scene.pointed {
            Some(pair) => pair,
            None => {
                // The hint step: the player presses the hint, which points at a pair.
                game.key("h");
                game.wait_for("the hinted pair", |s| {
                    s.pointed.is_some() || s.screen != "Play"
                })
                .pointed
                .unwrap_or_else(|| panic!("no pair pointed at: {scene:?}"))
            }
        };
        steps += 1;
        click_pair_until(&game, pair, |s| {
            s.screen != "Play" || s.pointed != Some(pair) || s.grid != scene.grid
        });
        assert!(steps < 40, "the lesson ends");
    }
    play_level_one_from_the_title(&desktop, &data, game);
}
