//! Racing the computer: computer players come in as the room's other players, their links are
//! told as the race's clock of play reaches them, an item thrown at one holds it, one of theirs
//! lands on the person, and the end brings the order, with nothing sent to a server.

use std::time::Duration;

use bevy::prelude::*;

use crate::bots::field::{Field, Happening, Target};
use crate::bots::tier::Tier;
use crate::formats::race_items::Item;
use crate::game::core::clock::DealClock;
use crate::game::core::screen::{Menu, Screen};
use crate::game::race::computer_room::RaceTheComputer;
use crate::game::race::room::{LevelChoice, Phase, RaceOutgoing, RaceState, Standing, race_level};
use crate::suite::common::*;
use crate::suite::race::game::{
    clear_board, level_text, listening, menu, notices, race, sent, texts,
};

const SEED: u64 = 9;
const EXPERT: &str = "Computer 1 (expert)";
const BEGINNER: &str = "Computer 2 (beginner)";
const TIERS: [Tier; 2] = [Tier::Expert, Tier::Beginner];

fn ask(items: bool) -> RaceTheComputer {
    RaceTheComputer {
        you: "ann".into(),
        opponents: vec![(EXPERT.into(), TIERS[0]), (BEGINNER.into(), TIERS[1])],
        level: LevelChoice {
            text: level_text(),
            id: None,
        },
        items,
        seed: SEED,
    }
}

/// An app on another board that asks for a race against two computer players and waits
/// (frame by frame) until the race is dealt.
fn computer_race(items: bool) -> App {
    let mut app = listening(dealt_app("classic 14x8", 3));
    app.world_mut().write_message(ask(items));
    for _ in 0..2_000 {
        app.update();
        if race(&app).phase == Phase::Racing {
            app.update();
            return app;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the race against the computer did not start");
}

/// The computer players as the room plays them, worked out here on their own.
fn field(items: bool) -> Field {
    let level = race_level(&level_text()).unwrap();
    Field::new(&level, SEED, &TIERS, items.then_some(8)).unwrap()
}

fn pairs_left(app: &App, name: &str) -> u32 {
    race(app)
        .opponents
        .iter()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("{name} is not racing"))
        .pairs_left
}

fn played(app: &App) -> f64 {
    app.world().resource::<DealClock>().played.as_secs_f64()
}

/// Runs frames until the race's clock of play reaches `seconds`.
fn play_until(app: &mut App, seconds: f64) {
    for _ in 0..100_000 {
        if played(app) >= seconds {
            return;
        }
        app.update();
    }
    panic!("the clock did not reach {seconds} s");
}

#[test]
fn computer_players_race_as_a_room_s_players_and_link_when_the_clock_reaches_their_times() {
    let mut app = computer_race(false);
    let state: &RaceState = race(&app);
    assert!(state.against_computer);
    assert_eq!(state.players, ["ann", EXPERT, BEGINNER]);
    assert_eq!(board(&app).pairs_left(), 12, "the room's board is dealt");
    assert_eq!(pairs_left(&app, EXPERT), 12);
    let (first, at) = field(false).next_due().unwrap();
    let name = [EXPERT, BEGINNER][first];
    play_until(&mut app, at - 0.2);
    assert_eq!(pairs_left(&app, name), 12, "not before its time");
    play_until(&mut app, at + 0.2);
    assert_eq!(pairs_left(&app, name), 11, "at its time");
    assert!(
        sent(&app)
            .iter()
            .all(|m| !matches!(m, RaceOutgoing::Create { .. } | RaceOutgoing::Join { .. })),
        "no room is asked of a server"
    );
}

#[test]
fn an_item_thrown_at_a_computer_player_holds_it_for_the_item_s_time() {
    let mut app = computer_race(true);
    let mut alone = field(true);
    let (first, at) = alone.next_due().unwrap();
    let name = [EXPERT, BEGINNER][first];
    app.world_mut().write_message(RaceOutgoing::Throw {
        item: Item::FreezePicks,
        to: name.into(),
    });
    app.update();
    let held = Item::FreezePicks.lasts().as_secs_f64();
    play_until(&mut app, at + held - 0.2);
    assert_eq!(pairs_left(&app, name), 12, "held by the freeze");
    play_until(&mut app, at + held + 0.2);
    assert_eq!(pairs_left(&app, name), 11, "linked once the freeze is over");
    alone.hit(first, Item::FreezePicks);
    assert_eq!(alone.next_due().unwrap().1, at + held);
}

#[test]
fn a_computer_player_s_item_lands_on_the_person() {
    let mut app = computer_race(true);
    // The person does not move: the first item a computer player throws at them, worked
    // out on the computer players alone.
    let mut alone = field(true);
    let mut thrown = None;
    while let Some((_, t)) = alone.next_due() {
        let at_person = alone.advance(t, 12).into_iter().any(|h| {
            matches!(
                h,
                Happening::Threw {
                    at: Target::Person,
                    ..
                }
            )
        });
        if at_person {
            thrown = Some(t);
            break;
        }
    }
    let thrown = thrown.expect("an item is thrown at the person");
    play_until(&mut app, thrown - 0.2);
    assert!(!notices(&app).iter().any(|n| n == "race-item-landed"));
    play_until(&mut app, thrown + 0.2);
    assert!(
        notices(&app).iter().any(|n| n == "race-item-landed"),
        "{:?}",
        notices(&app)
    );
}

#[test]
fn the_end_of_the_person_s_board_brings_the_order_with_every_computer_player_placed() {
    let mut app = computer_race(false);
    clear_board(&mut app);
    for _ in 0..20 {
        app.update();
    }
    let state = race(&app);
    assert_eq!(state.phase, Phase::Over, "{:?}", state.phase);
    let places = state.places.as_ref().expect("the order came");
    let mut names: Vec<&str> = places.iter().map(|p| p.player.as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, [EXPERT, BEGINNER, "ann"]);
    let clocks: Vec<u64> = places.iter().filter_map(|p| p.clock_ns).collect();
    assert!(clocks.is_sorted(), "{places:?}");
    let person = places.iter().find(|p| p.player == "ann").unwrap();
    assert_eq!(person.standing, Standing::Cleared);
    // The person cleared in seconds; the computer players take longer to look.
    assert_eq!(person.place, 1, "{places:?}");
    let mut alone = field(false);
    alone.advance(f64::INFINITY, 0);
    let times = alone.clear_times();
    for (name, time) in [EXPERT, BEGINNER].iter().zip(times) {
        let place = places.iter().find(|p| p.player == *name).unwrap();
        assert_eq!(place.clock_ns, time.map(|s| (s * 1e9) as u64), "{name}");
    }
}

/// The lobby's Race the computer, its page stepped with the keys (three computer players),
/// then Start: the race against them is dealt, named in the player's words, with nothing
/// asked of a server.
#[test]
fn the_lobby_opens_a_race_against_the_computer_with_the_players_chosen_on_its_page() {
    let mut app = crate::suite::race::screens::lobby_app();
    let language = app
        .world()
        .resource::<crate::game::core::settings::Settings>()
        .language();
    let words = |key: &str| crate::i18n::text(language, key);
    // Create, items, level, join, quick match, then Race the computer.
    for _ in 0..5 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    tap_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(menu(&app), Menu::RaceComputer);
    assert!(texts(&mut app).contains(&words("race-computer-about")));
    // Start, board, then the count: one more than the two it starts with.
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(
        app.world()
            .resource::<crate::game::race::lobby_choice::LobbyChoice>()
            .computers
            .count,
        3
    );
    tap_key(&mut app, KeyCode::ArrowUp);
    tap_key(&mut app, KeyCode::ArrowUp);
    tap_key(&mut app, KeyCode::Enter);
    for _ in 0..2_000 {
        app.update();
        if race(&app).phase == Phase::Racing {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(race(&app).phase, Phase::Racing);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    let opponents: Vec<&str> = race(&app)
        .opponents
        .iter()
        .map(|o| o.name.as_str())
        .collect();
    assert_eq!(opponents.len(), 3, "{opponents:?}");
    assert!(
        opponents
            .iter()
            .all(|name| name.contains(&words("race-computer-club"))),
        "{opponents:?}"
    );
    assert_eq!(board(&app).pairs_left(), 72, "the quick game of 18×8");
    assert!(
        sent(&app).iter().all(|m| !matches!(
            m,
            RaceOutgoing::Create { .. } | RaceOutgoing::Join { .. } | RaceOutgoing::QuickMatch
        )),
        "{:?}",
        sent(&app)
    );
}

/// A board the computer players cannot play is refused, and leaves no room behind: the next
/// room asked for is a server's again.
#[test]
fn a_board_that_cannot_be_raced_is_refused_and_leaves_no_room_behind() {
    let mut app = listening(dealt_app("classic 14x8", 3));
    let mut bad = ask(false);
    bad.level.text = "(not a level".into();
    app.world_mut().write_message(bad);
    for _ in 0..2_000 {
        app.update();
        if race(&app).refused.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(race(&app).refused.is_some(), "refused with the reason");
    assert!(!race(&app).against_computer);
    assert!(
        !app.world()
            .contains_resource::<crate::game::race::computer_room::ComputerRoom>()
    );
}
