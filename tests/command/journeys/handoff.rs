//! A board's link opened while the game is open goes to that game: the second start hands it
//! over and ends at once, and the open game plays that very board.

use std::time::{Duration, Instant};

use super::DataDir;
use super::desktop::Desktop;
use crate::lianliankan;

/// A quick game's code, as `code encode` prints it.
fn quick_code(seed: &str) -> String {
    let out = lianliankan()
        .args(["code", "encode", "--quick", "12x6-easy", "--seed", seed])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

#[test]
#[ignore = "needs a display and a window manager: scripts/test runs it"]
fn a_link_opened_while_the_game_is_open_goes_to_that_game() {
    let desktop = Desktop::new("1280x800");
    let data = DataDir::past_the_lesson("handoff");
    let game = desktop.start(data.path(), &[]);
    game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
    let code = quick_code("77");
    let started = Instant::now();
    let second = desktop
        .bus_command(env!("CARGO_BIN_EXE_lianliankan"))
        .env("LIANLIANKAN_DATA_DIR", data.path())
        .arg(format!("lianliankan://board/{code}"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(second.status.success(), "{said}");
    assert!(
        said.contains("already open"),
        "the second start says where it went: {said}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "the second start ends at once, it opens no window ({:?})",
        started.elapsed()
    );
    let playing = game.wait_for("the handed board in play", |s| s.playing());
    let grid = playing.grid.expect("a board");
    assert_eq!(
        (grid.width(), grid.height()),
        (12, 6),
        "the code's 12×6 quick game"
    );
    game.key("Escape");
    game.wait_for("the pause menu naming the handed board's code", |s| {
        s.says(&code)
    });
    game.close();
    assert!(
        !data.path().join("board.sock").exists(),
        "the socket goes with the game"
    );
}
