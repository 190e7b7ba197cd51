//! A mod's special tile in the game, headless, registered as `docs/modding.md` shows (the
//! prelude and one line): its card is shown once, a pick of it while shut is refused by name
//! and its mark shows until its rule opens it, a game with it is recorded and proves, a forged
//! copy is refused, and a registration that clashes stops the app being built.

use bevy::prelude::*;

use crate::engine::{Grid, Pos, Refusal, Rules};
use crate::formats::replays::replay::Event;
use crate::game::replays::proof::prove;
use crate::game::specials::view::{Mark, marks_at};
use crate::prelude::*;
use crate::suite::common::*;
use crate::suite::core::specials_game::{self, close_the_cards, with_first_link_picking};
use crate::suite::replays::replay::{app_for, level, play_to_the_end};

/// The modded example's deep ice: frozen until two tiles beside it are gone.
pub struct DeepIce;

impl SpecialTile for DeepIce {
    const ID: &'static str = "deep_ice";
    const MARK: char = '2';

    fn pickable(around: &Around) -> bool {
        around.removed_beside() >= around.started_beside().min(2)
    }

    fn mark(c: &mut IconCanvas) {
        c.ring([40, 90, 200], (0.0, 0.0), 0.82, 0.12);
    }
}

/// A tile whose mark is deep ice's.
struct SameMark;

impl SpecialTile for SameMark {
    const ID: &'static str = "same_mark";
    const MARK: char = '2';

    fn mark(_: &mut IconCanvas) {}
}

/// A tile marked with a letter, which the built-ins use.
struct LetterMark;

impl SpecialTile for LetterMark {
    const ID: &'static str = "letter_mark";
    const MARK: char = 'Q';

    fn mark(_: &mut IconCanvas) {}
}

/// Registers deep ice, as a mod's `add_mod` does, so level files and text grids may mark it.
fn with_deep_ice(mut app: App) -> App {
    app.add_special_tile::<DeepIce>();
    app
}

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

/// A board from text, deep ice registered first so its mark reads.
fn layered(grid: &str, specials: &str) -> Grid {
    App::new().add_special_tile::<DeepIce>();
    specials_game::layered(grid, specials)
}

fn refusals(app: &App) -> Vec<Refusal> {
    let record = app.world().resource::<Record>();
    record.rejected.iter().map(|r| r.2).collect()
}

fn link(app: &mut App, a: Pos, b: Pos) {
    pick(app, a);
    app.update();
    pick(app, b);
    app.update();
}

#[test]
fn a_mods_tile_is_explained_refused_by_name_and_marked_until_its_rule_opens_it() {
    // Deep ice on the first b, between the a and the c above the empty row's middle.
    let grid = layered("abcb\na..c", ".2..\n....");
    let mut app = with_deep_ice(fixed_grid_app(&grid, Rules::default()));
    assert_eq!(close_the_cards(&mut app), ["deep_ice"], "explained");
    let shut = Refusal::NotYet {
        at: p(1, 0),
        special: "deep_ice",
    };
    let marks = |app: &App| marks_at(board(app).grid(), p(1, 0));
    assert_eq!(marks(&app), [Mark::Modded { id: "deep_ice" }]);
    link(&mut app, p(3, 0), p(1, 0));
    assert_eq!(refusals(&app), [shut]);
    // The a's go: one tile beside it, not enough.
    pick(&mut app, p(3, 0));
    app.update();
    link(&mut app, p(0, 0), p(0, 1));
    link(&mut app, p(3, 0), p(1, 0));
    assert_eq!(refusals(&app), [shut, shut]);
    assert_eq!(marks(&app), [Mark::Modded { id: "deep_ice" }]);
    // The c's go: two beside, it opens, and its mark goes.
    pick(&mut app, p(3, 0));
    app.update();
    link(&mut app, p(2, 0), p(3, 1));
    assert_eq!(marks(&app), []);
    link(&mut app, p(1, 0), p(3, 0));
    assert!(
        board(&app).grid().is_cleared(),
        "{}",
        board(&app).grid().to_text()
    );
    assert_eq!(refusals(&app).len(), 2);
}

const DEEP_ICE_LEVEL: &str = r#"(
    name: "Deep",
    id: "deep",
    layout: ["xxxxxx", "xxxxxx", "xxxxxx", "xxxxxx"],
    specials: ["......", ".2..2.", "..22..", "......"],
    kinds: 6,
    power_ups: {"hint": 1},
)"#;

#[test]
fn a_game_with_a_mods_tile_proves_and_a_forged_one_is_refused() {
    // Registered before the level file is read, as `main_with` does.
    App::new().add_special_tile::<DeepIce>();
    let mut app = with_deep_ice(app_for(level(DEEP_ICE_LEVEL), 3));
    assert_eq!(close_the_cards(&mut app), ["deep_ice"]);
    // A refused pick of a tile still under deep ice is part of the game.
    pick(&mut app, p(2, 2));
    app.update();
    let replay = play_to_the_end(&mut app, 20);
    assert!(replay.result.cleared, "{:?}", replay.result);
    assert!(
        (replay.log.iter()).any(|e| matches!(e.e, Event::Refused(..))),
        "{:#?}",
        replay.log
    );
    let proven = prove(&replay, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);
    // The first link's first pick moved onto deep ice, shut then: the game stops agreeing.
    assert!(prove(&with_first_link_picking(&replay, 3, 2), None).is_err());
}

#[test]
#[should_panic(expected = "clashes with \"deep_ice\"")]
fn a_second_tile_with_the_same_mark_stops_the_app_being_built() {
    let mut app = with_deep_ice(App::new());
    app.add_special_tile::<SameMark>();
}

#[test]
#[should_panic(expected = "is not a digit")]
fn a_tile_marked_with_a_letter_stops_the_app_being_built() {
    App::new().add_special_tile::<LetterMark>();
}
