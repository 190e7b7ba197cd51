//! Special tiles in the game, headless: a frozen or locked tile picked is refused by name and
//! leaves the selection as it was, then opens when its neighbour or key goes; a timer tile taken
//! gives its seconds (an undo takes them back); and a game with every special is recorded,
//! proves, and a forged copy is refused.

use bevy::prelude::*;

use crate::engine::specials::Specials;
use crate::engine::{Grid, Pos, Refusal, Rules};
use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::clock::time_limit;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::UndoRequested;
use crate::game::core::moves::selection::Selection;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::replays::proof::prove;
use crate::game::specials::first_meet::SpecialCard;
use crate::suite::common::*;
use crate::suite::replays::replay::{app_for, level, play_to_the_end, settle};

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

pub(crate) fn layered(grid: &str, specials: &str) -> Grid {
    let grid = Grid::from_text(grid).unwrap();
    let specials = Specials::from_text(&grid, specials).unwrap();
    grid.with_specials(specials)
}

/// The first-meet cards the board opens, closed one by one as a player would: their kinds.
pub(crate) fn close_the_cards(app: &mut App) -> Vec<&'static str> {
    let mut seen = Vec::new();
    for _ in 0..8 {
        // One frame asks for the card, the next opens it.
        app.update();
        app.update();
        if *app.world().resource::<State<Menu>>().get() != Menu::SpecialCard {
            break;
        }
        seen.push(app.world().resource::<SpecialCard>().0);
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::None);
    }
    app.update();
    seen
}

fn refusals(app: &App) -> Vec<Refusal> {
    app.world()
        .resource::<Record>()
        .rejected
        .iter()
        .map(|r| r.2)
        .collect()
}

#[test]
fn a_frozen_or_locked_pick_is_refused_by_name_and_opens_when_its_time_comes() {
    // Ice on the right a, a lock on the left b keyed to the c at the end.
    let mut app = fixed_grid_app(&layered("aabbcc", ".Ia..A"), Rules::default());
    assert_eq!(close_the_cards(&mut app), ["ice", "lock"], "each explained");
    assert_eq!(
        app.world().resource::<Settings>().specials_met,
        ["ice", "lock"]
    );
    pick(&mut app, p(3, 0));
    app.update();
    pick(&mut app, p(1, 0));
    app.update();
    assert_eq!(refusals(&app), vec![Refusal::Frozen(p(1, 0))]);
    assert_eq!(
        app.world().resource::<Selection>().first,
        Some(p(3, 0)),
        "the selection stays"
    );
    pick(&mut app, p(2, 0));
    app.update();
    assert_eq!(
        refusals(&app)[1],
        Refusal::Locked {
            at: p(2, 0),
            key: p(5, 0)
        }
    );
    // The c's go: the lock opens.
    pick(&mut app, p(4, 0));
    app.update();
    pick(&mut app, p(5, 0));
    app.update();
    pick(&mut app, p(2, 0));
    app.update();
    pick(&mut app, p(3, 0));
    app.update();
    assert_eq!(board(&app).grid().to_text().trim(), "aa....");
    // The b beside it went: the ice has thawed.
    pick(&mut app, p(0, 0));
    app.update();
    pick(&mut app, p(1, 0));
    app.update();
    assert!(board(&app).grid().is_cleared());
    assert_eq!(refusals(&app).len(), 2, "{:?}", refusals(&app));
}

#[test]
fn a_timer_tile_taken_gives_its_seconds_and_an_undo_takes_them_back() {
    let mut app = fixed_grid_app(&layered("aabb", "T..."), Rules::default());
    assert_eq!(close_the_cards(&mut app), ["timer"]);
    app.world_mut().resource_mut::<LevelSpec>().level.time_limit = Some(60);
    let limit = |app: &App| {
        time_limit(app.world().resource::<LevelSpec>(), board(app)).map(|d| d.as_secs())
    };
    assert_eq!(limit(&app), Some(60));
    pick(&mut app, p(0, 0));
    app.update();
    pick(&mut app, p(1, 0));
    app.update();
    assert_eq!(limit(&app), Some(70), "the timer gave ten seconds");
    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(limit(&app), Some(60), "and the undo took them back");
}

/// A 6×4 board with every special tile.
const SPECIALS_LEVEL: &str = r#"(
    name: "Specials",
    id: "specials",
    layout: ["xxxxxx", "xxxxxx", "xxxxxx", "xxxxxx"],
    specials: ["I..a..", ".H..T.", "..A..I", "H....."],
    kinds: 6,
    time_limit: 600,
    power_ups: {"hint": 1, "shuffle": 1},
)"#;

#[test]
fn a_game_with_special_tiles_proves_and_a_forged_one_is_refused() {
    let mut app = app_for(level(SPECIALS_LEVEL), 5);
    assert_eq!(
        close_the_cards(&mut app),
        ["ice", "lock", "hidden", "timer"]
    );
    run_for(&mut app, 0.3);
    // A refused pick of the frozen corner is part of the game.
    pick(&mut app, p(0, 0));
    app.update();
    {
        let r = ask(&app, "shuffle");
        app.world_mut().write_message(r);
    }
    app.update();
    settle(&mut app);
    let replay = play_to_the_end(&mut app, 40);
    assert!(replay.result.cleared, "{:?}", replay.result);
    assert!(
        replay.log.iter().any(|e| matches!(e.e, Event::Refused(..))),
        "{:#?}",
        replay.log
    );
    assert!(replay.level.contains("specials"), "{}", replay.level);
    let proven = prove(&replay, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);

    // The same moves on the level without its specials: another level, refused.
    let mut plain = replay.clone();
    let cut = plain.level.find("    specials").expect("written on a line");
    let end = cut + plain.level[cut..].find('\n').unwrap() + 1;
    plain.level.replace_range(cut..end, "");
    assert!(
        prove(&plain, None).is_err(),
        "the level's specials are part of it"
    );

    // The first link's first pick moved onto a frozen tile: the game stops agreeing.
    assert!(prove(&with_first_link_picking(&replay, 5, 2), None).is_err());
}

/// `replay` with the first pick of its first link moved to the cell `(x, y)`.
pub(crate) fn with_first_link_picking(replay: &Replay, x: i32, y: i32) -> Replay {
    let mut forged = replay.clone();
    let link = (forged.log.iter())
        .position(|e| matches!(e.e, Event::Linked(..)))
        .expect("a link");
    let first = forged.log[..link]
        .iter()
        .rposition(|e| matches!(e.e, Event::Pick(..)))
        .expect("its picks");
    forged.log[first].e = Event::Pick(x, y);
    forged
}

#[test]
fn each_kind_is_explained_once_and_not_to_a_stand_in() {
    let mut app = fixed_grid_app(&layered("aabb", "I..."), Rules::default());
    assert_eq!(close_the_cards(&mut app), ["ice"]);
    // The next board with ice and a lock: only the lock is new.
    let mut next = fixed_grid_app(&layered("aabbcc", "I.a..A"), Rules::default());
    next.insert_resource(app.world().resource::<Settings>().clone());
    assert_eq!(close_the_cards(&mut next), ["lock"]);
    // A replay being shown: no card.
    let mut shown = fixed_grid_app(&layered("aabb", "H..."), Rules::default());
    shown.insert_resource(crate::game::core::who_plays::KeepNothing);
    assert!(close_the_cards(&mut shown).is_empty());
}

#[test]
fn a_card_cut_off_by_another_screen_comes_again() {
    use crate::game::core::screen::Screen;
    let mut app = fixed_grid_app(&layered("aabb", "I..."), Rules::default());
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Menu>>().get(),
        Menu::SpecialCard
    );
    // The editor opens in the same frame: the card goes unread.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Editor);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    assert!(app.world().resource::<Settings>().specials_met.is_empty());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    assert_eq!(close_the_cards(&mut app), ["ice"], "shown again in play");
}
