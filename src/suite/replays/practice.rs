//! "Try from here": practice from a moment of a game has the board as it was then, with the
//! clock where it stood, records nothing, and ends when another board is dealt.

use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::NewBoard;
use crate::game::persistence::progress::SavedProgress;
use crate::game::replays::coach_proof::coach;
use crate::game::replays::playback::Playback;
use crate::game::replays::practice::{Practising, TryFromHere};
use crate::game::replays::recorder::{KeepNothing, Recorder};
use crate::suite::common::*;
use crate::suite::replays::replay::{LEVEL, app_for, level, link_a_pair, settle};

/// A game of [`LEVEL`] dealt with `seed`: `links` pairs linked, a pause after every third,
/// then left for another board.
fn played(seed: u64, links: usize) -> Replay {
    let mut app = app_for(level(LEVEL), seed);
    for n in 1..=links {
        assert!(link_a_pair(&mut app));
        if n % 3 == 0 {
            run_for(&mut app, 1.0);
        }
    }
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app.world().resource::<Recorder>().last.clone().unwrap()
}

#[test]
fn practice_from_a_moment_has_the_board_as_it_was_and_records_nothing() {
    let replay = played(11, 9);
    let coaching = coach(&replay, None, None).unwrap();
    assert_eq!(coaching.links.len(), 9);
    let (previous, link) = (&coaching.links[5], &coaching.links[6]);

    // Another game is in play when practice is asked for.
    let mut app = app_for(level(LEVEL), 3);
    settle(&mut app);
    app.world_mut().write_message(TryFromHere {
        replay: replay.clone(),
        before: link.t,
    });
    app.update();
    until(&mut app, |app| !app.world().contains_resource::<Playback>());
    settle(&mut app);

    assert_eq!(board(&app).grid(), &link.before, "the board as it was");
    let spec = app.world().resource::<LevelSpec>();
    assert_eq!(spec.seed, replay.seed);
    assert_eq!((spec.record.as_deref(), spec.hall.as_deref()), (None, None));
    let played_for = app.world().resource::<DealClock>().played.as_nanos() as u64;
    assert!(
        (previous.t..link.t).contains(&played_for),
        "the clock stands where it stood: {played_for} in {}..{}",
        previous.t,
        link.t
    );
    assert!(app.world().contains_resource::<Practising>());
    assert!(app.world().contains_resource::<KeepNothing>());

    // Played to the clear, practice records nothing.
    while link_a_pair(&mut app) {}
    app.update();
    let last = app.world().resource::<Recorder>().last.clone().unwrap();
    assert!(
        last.result.cleared,
        "practice is played out: {:?}",
        last.result
    );
    let saved = &app.world().resource::<SavedProgress>().progress;
    assert_eq!(saved.get("everything"), None, "no record");
    assert!(saved.journal.is_empty(), "nothing in the journal");

    // Another board ends practice: games are kept again.
    app.world_mut().write_message(NewBoard { seed: Some(8) });
    app.update();
    app.update();
    assert!(!app.world().contains_resource::<Practising>());
    assert!(!app.world().contains_resource::<KeepNothing>());
}

#[test]
fn practice_starts_between_two_moves_not_halfway_through_one() {
    let replay = played(12, 4);
    let links: Vec<u64> = replay
        .log
        .iter()
        .filter(|e| matches!(e.e, Event::Linked(..)))
        .map(|e| e.t)
        .collect();
    let (first, second) = (links[0], links[1]);
    // The second link's first pick came between the two links: it is left out with the link.
    let picked_between = replay
        .log
        .iter()
        .any(|e| (first..second).contains(&e.t) && matches!(e.e, Event::Pick(..)));
    assert!(picked_between, "{:#?}", replay.log);
    let cut = crate::game::replays::practice::up_to(&replay, second);
    assert!(
        !matches!(cut.log.last().map(|e| &e.e), Some(Event::Pick(..))),
        "{:?}",
        cut.log.last()
    );
    assert!(matches!(
        cut.log.last().map(|e| &e.e),
        Some(Event::Linked(..))
    ));
    assert!(cut.log.iter().all(|e| e.t < second));
}
