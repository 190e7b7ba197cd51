//! Goals in the game, headless: a goal met wins with tiles left and earns stars by the links it
//! took; links spent with the goal unmet lose the board; both games prove as replays.

use bevy::prelude::*;

use crate::engine::goals::{Aim, Reach, reach};
use crate::engine::{Pos, all_moves};
use crate::formats::replays::replay::Event;
use crate::game::core::clock::DealClock;
use crate::game::core::goal::GoalProgress;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::Recorder;
use crate::suite::common::*;
use crate::suite::replays::replay::{app_for, level, settle};

const ICE_GOAL: &str = r#"(
    name: "Thaw",
    id: "thaw",
    layout: ["xxxxxx", "xxxxxx", "xxxxxx", "xxxxxx"],
    specials: ["I.....", "......", "......", ".....I"],
    kinds: 6,
    goal: (clear: ice, within_links: 5),
)"#;

/// The app on the ice level, its cards met already.
fn ice_app(seed: u64) -> App {
    let mut app = app_for(level(ICE_GOAL), seed);
    app.world_mut().resource_mut::<Settings>().specials_met = vec!["ice".into()];
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    run_for(&mut app, 0.3);
    settle(&mut app);
    app
}

fn link(app: &mut App, (a, b): (Pos, Pos)) {
    pick(app, a);
    run_for(app, 0.3);
    pick(app, b);
    app.update();
    settle(app);
}

/// Whether the board's game is over (won or lost): its clock has stopped.
fn ended(app: &App) -> bool {
    app.world().resource::<DealClock>().finished.is_some()
}

#[test]
fn a_goal_met_wins_with_tiles_left_and_stars_count_the_links() {
    let mut app = ice_app(3);
    let progress = app.world().resource::<GoalProgress>().0.expect("a goal");
    assert_eq!((progress.done, progress.needed, progress.links), (0, 2, 0));
    let b = board(&app);
    let rules = b.rules();
    let Reach::Line(line) = reach(b.dealt(), b.grid(), &rules, &level(ICE_GOAL).goal, 10_000)
    else {
        panic!("the dealer proved a line");
    };
    assert!(line.len() <= 5, "{line:?}");
    for &m in &line {
        link(&mut app, m);
    }
    run_for(&mut app, 1.5);
    assert!(ended(&app));
    assert!(
        !board(&app).grid().is_cleared(),
        "tiles are left: the goal won"
    );
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(replay.result.cleared, "{:?}", replay.result);
    let proven = prove(&replay, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);
    // Stars by the links: within seven tenths of the five allowed is three.
    let links = line.len() as u32;
    let stars = crate::game::core::score::goal_stars(links, 5);
    assert_eq!(replay.result.stars, stars, "{links} links");
}

#[test]
fn links_spent_with_the_goal_unmet_lose_the_board_and_the_loss_proves() {
    let mut app = ice_app(3);
    let ice = [Pos::new(0, 0), Pos::new(5, 3)];
    for _ in 0..5 {
        let b = board(&app);
        let away = all_moves(b.grid(), &b.rules())
            .into_iter()
            .find(|(a, c)| !ice.contains(a) && !ice.contains(c))
            .expect("a pair away from the ice");
        link(&mut app, away);
    }
    let progress = app.world().resource::<GoalProgress>().0.unwrap();
    assert_eq!(progress.links, 5);
    assert!(!progress.met());
    run_for(&mut app, 1.0);
    assert!(ended(&app));
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(!replay.result.cleared);
    assert!(
        replay.log.iter().any(|e| matches!(e.e, Event::GoalMissed)),
        "{:#?}",
        replay.log
    );
    let proven = prove(&replay, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);
}

#[test]
fn a_pairs_goal_counts_its_kind_only() {
    let text = r#"(name: "Pairs", layout: ["xxxxxx", "xxxxxx"], kinds: 2,
        goal: (clear: pairs, kind: 'b', pairs: 2))"#;
    let mut app = app_for(level(text), 4);
    run_for(&mut app, 0.3);
    settle(&mut app);
    assert_eq!(level(text).goal.aim, Aim::Pairs { kind: 1, pairs: 2 });
    for _ in 0..6 {
        let b = board(&app);
        let moves = all_moves(b.grid(), &b.rules());
        // Kind a first, while there is one: it does not count.
        let m = moves
            .iter()
            .find(|(p, _)| b.grid().kind(*p) == Some(0))
            .or(moves.first())
            .copied()
            .expect("a move");
        link(&mut app, m);
        let p = app.world().resource::<GoalProgress>().0.unwrap();
        if p.met() {
            break;
        }
        assert!(p.done < 2);
    }
    run_for(&mut app, 1.5);
    let replay = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(replay.result.cleared, "the goal won");
    let left = board(&app).grid().tile_count();
    assert!(left > 0, "the a's are not all needed");
}
