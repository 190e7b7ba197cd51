//! A quick game of each of KShisen's six sizes, chosen on the Quick game menu with its arrows,
//! dealt, and cleared with clicks; each clear is kept in the hall of fame.

use super::desktop::Desktop;
use super::scene::Scene;
use super::{DataDir, clear_the_board};

/// KShisen's sizes, in the order the Board row steps through them.
const SIZES: [(usize, usize); 6] = [(14, 6), (16, 9), (18, 8), (24, 12), (26, 14), (30, 16)];

/// Steps the Board row with its `›` arrow until it says `size`.
fn choose_size(game: &super::Game, (w, h): (usize, usize)) {
    let wanted = format!("Board  < {w}×{h} >");
    for _ in 0..12 {
        let scene = game.wait_for("the Quick game menu", |s| s.menu == "QuickGame");
        let row = scene.button("Board  <").expect("the Board row").clone();
        if row.words == wanted {
            return;
        }
        let forward = row
            .arrows
            .iter()
            .find(|(by, _)| *by > 0)
            .expect("a › arrow");
        game.click(forward.1.centre());
        game.wait_for("the row to step", |s| {
            s.button("Board  <").is_some_and(|r| r.words != row.words)
        });
    }
    panic!("the Board row never said {wanted}");
}

#[test]
#[ignore = "needs a display and a window manager: scripts/test runs it"]
fn a_quick_game_of_each_kshisen_size_is_dealt_cleared_and_kept() {
    let desktop = Desktop::new("1280x800");
    let data = DataDir::past_the_lesson("quick");
    let game = desktop.start(data.path(), &[]);
    for size in SIZES {
        game.wait_for("the title", |s| s.screen == "Title" && s.menu == "Main");
        game.click_button("Quick game");
        choose_size(&game, size);
        game.click_button("Deal");
        let dealt = game.wait_for("the board dealt", Scene::playing);
        let grid = dealt.grid.as_ref().unwrap();
        assert_eq!((grid.width(), grid.height()), size);
        clear_the_board(&game);
        game.click_button("Menu");
    }
    game.close();
    let journal = data.read("progress.ron");
    for (w, h) in SIZES {
        assert!(
            journal.contains(&format!("quick/{w}x{h}")),
            "the {w}x{h} clear is in the hall of fame: {journal}"
        );
    }
}
