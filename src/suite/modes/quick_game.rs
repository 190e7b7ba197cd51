//! Quick games, headless: the menu's choices deal a board of that size and rules, N deals
//! another of the same, and N leaves the modes with one board alone.

use bevy::prelude::*;

use crate::engine::{Gravity, TurnLimit};
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::{QuickDifficulty, QuickGame};
use crate::game::core::deal::LevelSpec;
use crate::game::core::settings::Settings;
use crate::game::modes::quick_game::StartQuickGame;
use crate::suite::common::*;

fn spec(app: &App) -> &LevelSpec {
    app.world().resource::<LevelSpec>()
}

#[test]
fn a_quick_game_deals_the_chosen_board_and_n_deals_another() {
    let mut app = dealt_app("starter 6x4", 1);
    let chosen = QuickGame {
        width: 16,
        height: 9,
        difficulty: QuickDifficulty::Hard,
        gravity: Gravity::Down,
        outer_ring: false,
        max_turns: Some(1),
        tiles_slide: true,
        kinds: Some(12),
        minutes: Some(10),
    };
    app.world_mut().resource_mut::<Settings>().quick_game = chosen;
    app.world_mut().write_message(StartQuickGame);
    until(&mut app, |app| board(app).grid().width() == 16);
    let b = board(&app);
    assert_eq!((b.grid().width(), b.grid().height()), (16, 9));
    assert_eq!(b.grid().tile_count(), 144, "a full board");
    let rules = b.rules();
    assert_eq!(rules.gravity, Gravity::Down);
    assert!(!rules.outer_ring);
    assert_eq!(rules.max_turns, TurnLimit::AtMost(1));
    assert!(rules.tiles_slide);
    let level = &spec(&app).level;
    assert_eq!((level.kinds, level.time_limit), (12, Some(600)));
    assert_eq!(level.name, "16×9");
    assert_eq!(spec(&app).record, None, "a quick game records no level");
    assert_eq!(spec(&app).mode, PlayMode::Classic);

    let first = board(&app).deal_id();
    tap_key(&mut app, KeyCode::KeyN);
    until(&mut app, |app| board(app).deal_id() != first);
    assert_eq!(
        board(&app).grid().tile_count(),
        144,
        "another board of the same choices"
    );
    assert_eq!(spec(&app).level.name, "16×9");

    // The daily board is one board for everyone: N leaves it alone.
    app.world_mut().resource_mut::<LevelSpec>().mode = PlayMode::Daily;
    let daily = board(&app).deal_id();
    tap_key(&mut app, KeyCode::KeyN);
    app.update();
    assert_eq!(board(&app).deal_id(), daily);
}
