//! The game sleeps when nothing moves: driven as the window drives it (a frame asked for now
//! comes a display frame later, one asked for in D comes D later, none means sleep until a
//! wake), a game asks for frames only while something moves and when something changes.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::engine::{Pos, Rules};
use crate::game::core::clock::{ClockShown, DealClock};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{MatchRequest, TimeUp};
use crate::game::core::pacing::{FramePacing, NextFrame, Wake};
use crate::game::core::stages::MoveFlow;
use crate::suite::common::*;

/// A display frame.
const FRAME: Duration = Duration::from_nanos(16_666_667);

/// What the window did while driven.
#[derive(Debug, Default)]
struct Driven {
    /// Frames drawn.
    frames: usize,
    /// Of them, frames at the display's rate (something moved).
    moving: usize,
    /// Of them, frames woken from another thread.
    woken: usize,
}

/// Counts the wakes the game's background work sends.
fn count_wakes(app: &mut App) -> Arc<AtomicUsize> {
    let woken = Arc::new(AtomicUsize::new(0));
    let counter = woken.clone();
    app.world().resource::<Wake>().install(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    woken
}

/// Lets no time pass in the app between the frames the test takes itself.
fn frame_after(app: &mut App, step: Duration) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
    app.update();
}

/// Runs the app for `span` of simulated time as the window would: it sleeps through every
/// stretch nothing asked a frame for. Work in the background is waited for (in real time)
/// as the window waits for its wake. `late` is how long after its time a timed wake comes.
fn drive(app: &mut App, woken: &AtomicUsize, span: Duration, late: Duration) -> Driven {
    let mut driven = Driven::default();
    let mut elapsed = Duration::ZERO;
    loop {
        let step = match app.world().resource::<FramePacing>().next() {
            NextFrame::Now => {
                driven.moving += 1;
                FRAME
            }
            NextFrame::In(wait) => wait + late,
            NextFrame::Sleep => match wait_for_wake(app, woken) {
                true => {
                    driven.woken += 1;
                    FRAME
                }
                false => return driven,
            },
        };
        if elapsed + step > span {
            return driven;
        }
        elapsed += step;
        frame_after(app, step);
        driven.frames += 1;
    }
}

/// Waits for a wake while a question about the board is open; whether one came.
fn wait_for_wake(app: &App, woken: &AtomicUsize) -> bool {
    let start = Instant::now();
    while start.elapsed() < BACKGROUND_PATIENCE {
        if woken.swap(0, Ordering::SeqCst) > 0 {
            return true;
        }
        if !board(app).has_open_questions() {
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no wake from the background after {BACKGROUND_PATIENCE:?}");
}

/// A dealt game whose start-up has settled (the deal's checks answered).
fn settled(spec: LevelSpec) -> (App, Arc<AtomicUsize>) {
    let mut app = app_with(spec);
    let woken = count_wakes(&mut app);
    // The deal's check was asked before the wakes were counted.
    until(&mut app, |app| !board(app).has_open_questions());
    drive(&mut app, &woken, SETTLE, Duration::ZERO);
    (app, woken)
}

/// Time for a start-up to settle: shorter than any wait a test asks for.
const SETTLE: Duration = Duration::from_millis(500);

const MINUTE: Duration = Duration::from_secs(60);

#[test]
fn a_game_left_alone_asks_for_no_frames_but_the_clocks() {
    let (mut hidden, woken) = settled(LevelSpec::built_in("classic 14x8", 7).unwrap());
    let alone = drive(&mut hidden, &woken, MINUTE, Duration::ZERO);
    assert_eq!(alone.frames, 0, "clock hidden, no time limit: {alone:?}");

    let (mut shown, woken) = settled(LevelSpec::built_in("classic 14x8", 7).unwrap());
    shown.init_resource::<ClockShown>();
    frame_after(&mut shown, FRAME);
    let alone = drive(&mut shown, &woken, MINUTE, Duration::ZERO);
    assert!(
        (59..=61).contains(&alone.frames) && alone.moving == 0,
        "one frame a second for the clock: {alone:?}"
    );
    let counted = shown.world().resource::<DealClock>().counted;
    assert!(
        counted >= MINUTE - Duration::from_secs(1),
        "the clock kept time asleep: {counted:?}"
    );
}

#[test]
fn a_link_asks_for_frames_only_while_it_moves() {
    let mut app = fixed_app("ab\nab", Rules::default());
    let woken = count_wakes(&mut app);
    until(&mut app, |app| !board(app).has_open_questions());
    drive(&mut app, &woken, SETTLE, Duration::ZERO);
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 1),
    });
    // The request arrives as a click does: it wakes the game after a long sleep.
    frame_after(&mut app, Duration::from_secs(30));
    let after = drive(&mut app, &woken, Duration::from_secs(10), Duration::ZERO);
    // The sparks are the longest of the link's animations here (0.45 s): had the sleep
    // before the click moved them on, they would have ended in its frame.
    let sparks = (0.45 / FRAME.as_secs_f64()).round() as usize;
    assert!(
        (sparks - 1..=sparks).contains(&after.moving),
        "{after:?}, sparks take {sparks}"
    );
    assert!(
        after.frames <= after.moving + after.woken + 1,
        "and nothing after: {after:?}"
    );
    assert!(after.woken >= 1, "the dead-end check's answer woke it");
    assert!(!board(&app).has_open_questions());
    assert_eq!(board(&app).grid().tiles().count(), 2);
}

#[derive(Resource, Default)]
struct TimeUps(usize);

fn count_time_ups(mut r: MessageReader<TimeUp>, mut n: ResMut<TimeUps>) {
    n.0 += r.read().count();
}

/// A timed level left alone: the time-up wakes the sleeping game, which ends the board at
/// exactly the limit however late the wake comes.
fn time_up_while_asleep(shown: bool, late: Duration) -> (Driven, Duration) {
    let mut spec = LevelSpec::built_in("classic 14x8", 8).unwrap();
    spec.level.time_limit = Some(5);
    let (mut app, woken) = settled(spec);
    app.init_resource::<TimeUps>()
        .add_systems(Update, count_time_ups.after(MoveFlow::Clock));
    if shown {
        app.init_resource::<ClockShown>();
    }
    let driven = drive(&mut app, &woken, MINUTE, late);
    assert_eq!(app.world().resource::<TimeUps>().0, 1, "{driven:?}");
    let clock = app.world().resource::<DealClock>();
    assert!(clock.is_finished());
    (driven, clock.counted)
}

#[test]
fn a_time_limit_wakes_the_game_and_ends_the_board_at_the_limit() {
    let limit = Duration::from_secs(5);
    for late in [Duration::ZERO, Duration::from_millis(300)] {
        let (hidden, counted) = time_up_while_asleep(false, late);
        assert_eq!(counted, limit, "late by {late:?}");
        assert!(hidden.frames <= 2 && hidden.moving == 0, "{hidden:?}");
        let (shown, counted) = time_up_while_asleep(true, late);
        assert_eq!(counted, limit, "shown, late by {late:?}");
        assert!(shown.frames <= 7 && shown.moving == 0, "{shown:?}");
    }
}
