use std::time::{Duration, Instant};

use super::super::tests::code_of;
use super::super::{Lobby, LobbyRules, Rng, Said};
use crate::formats::level::Level;
use crate::online::rooms::protocol::{Computer, ServerMessage};
use crate::online::rooms::race::{RaceLevel, Runner};
use crate::online::rooms::terms::RaceTiming;

/// A lobby whose quick rooms seat computer players after 20 s (at most `most` at once), on a
/// real board with no clock.
fn lobby(most: usize) -> Lobby {
    let rules = LobbyRules {
        max_rooms: 8,
        quick_wait: Duration::from_secs(10),
        timing: RaceTiming::default(),
        quick_players: 4,
        code_letter: None,
        alone_for: Duration::from_secs(300),
        quick_computers_after: Some(Duration::from_secs(20)),
        max_computers: most,
    };
    let level = RaceLevel {
        id: "starter".into(),
        text: Level::built_in("starter 6x4").unwrap().to_ron(),
        time_limit_s: None,
    };
    Lobby::new(rules, vec![level], Rng::new(3))
}

fn room_said(said: &Said, who: &str) -> Option<(Vec<String>, Vec<Computer>)> {
    said.iter().rev().find_map(|(n, m)| match m {
        ServerMessage::Room {
            players, computers, ..
        } if n == who => Some((players.clone(), computers.clone())),
        _ => None,
    })
}

#[test]
fn empty_seats_take_computer_players_after_the_wait_and_people_take_them_back() {
    let mut l = lobby(16);
    let t0 = Instant::now();
    let code = code_of(&l.create("ann", None, false, 4, Some(20), t0).unwrap());
    let quiet = code_of(&l.create("zed", None, false, 4, None, t0).unwrap());
    let (said, _) = l.tick(t0 + Duration::from_secs(19));
    assert!(said.is_empty(), "nobody waited long enough: {said:?}");
    let (said, _) = l.tick(t0 + Duration::from_secs(20));
    let (players, computers) = room_said(&said, "ann").expect("ann is told");
    assert_eq!(players, ["ann", "computer 1", "computer 2", "computer 3"]);
    assert_eq!(computers.len(), 3);
    assert!(computers.iter().all(|c| c.tier == "club"));
    assert!(
        said.iter().all(|(n, _)| n == "ann"),
        "a computer player is told nothing: {said:?}"
    );
    assert_eq!(l.rooms[&quiet].computers.len(), 0, "a room set to never");
    assert!(!said.iter().any(|(n, _)| n == "zed"));
    // A person who comes takes a computer player's seat; the room is full of people at last.
    for (i, name) in ["bob", "cat", "dan"].into_iter().enumerate() {
        let said = l.join(name, &code).unwrap();
        let (players, computers) = room_said(&said, name).unwrap();
        assert_eq!(players.len(), 4);
        assert_eq!(computers.len(), 2 - i, "{players:?}");
    }
    assert!(l.join("eve", &code).unwrap_err().contains("full"));
    // The host's start with computer players seated: they race; the people are told.
    l.leave("dan");
    let (said, _) = l.tick(t0 + Duration::from_secs(21));
    assert_eq!(room_said(&said, "ann").unwrap().1.len(), 1);
    let said = l.start("ann", t0 + Duration::from_secs(22)).unwrap();
    assert_eq!(
        said.len(),
        3,
        "the start goes to the three people: {said:?}"
    );
    let race = l.rooms[&code].race.as_ref().unwrap();
    let computers: Vec<&str> = race.computers().map(|p| p.name.as_str()).collect();
    assert_eq!(computers, ["computer 1"]);
    // No person's name can be a computer player's: names are letters and digits.
    assert!(crate::online::names::name_problem("computer 1").is_some());
}

#[test]
fn a_lone_quick_match_races_computer_players_that_play_finish_and_are_placed_as_computers() {
    let mut l = lobby(16);
    let t0 = Instant::now();
    l.quick_match("ann", t0).unwrap();
    let (said, _) = l.tick(t0 + Duration::from_secs(20));
    assert!(
        said.iter()
            .any(|(n, m)| n == "ann" && matches!(m, ServerMessage::Started { .. })),
        "the full quick room starts: {said:?}"
    );
    let games = l.computer_games_due();
    assert_eq!(games.len(), 1);
    assert!(l.computer_games_due().is_empty(), "asked for once");
    let code = games[0].code.clone();
    l.computer_games_played(&code, &games[0].race, games[0].play());
    l.progress("ann", 12, 0, t0 + Duration::from_secs(20))
        .unwrap();
    // Ten minutes later every computer player has played its game out: each linked every pair
    // in turn and finished, and the people were told.
    let (said, ended) = l.tick(t0 + Duration::from_secs(600));
    assert!(ended.is_empty(), "ann is still racing");
    for computer in ["computer 1", "computer 2", "computer 3"] {
        let pairs: Vec<u32> = said
            .iter()
            .filter_map(|(_, m)| match m {
                ServerMessage::Progress {
                    player, pairs_left, ..
                } if player == computer => Some(*pairs_left),
                _ => None,
            })
            .collect();
        assert_eq!(pairs, (0..12).rev().collect::<Vec<u32>>(), "{computer}");
        assert!(
            said.iter().any(
                |(_, m)| matches!(m, ServerMessage::Finished { player } if player == computer)
            )
        );
    }
    let race = l.rooms[&code].race.as_ref().unwrap();
    assert!(
        race.computers()
            .all(|p| matches!(p.state, Runner::Proven(_)))
    );
    // Ann leaves: the race ends; the computer players are placed by their clocks, marked.
    let (said, ended) = l.leave("ann");
    assert!(said.is_empty(), "nobody is left to tell");
    let places = ended.expect("the race ends").race.places();
    assert_eq!(places.len(), 4);
    for place in &places[..3] {
        assert!(place.computer && !place.verified && place.clock_ns.is_some());
        assert!(place.reason.contains("computer"), "{}", place.reason);
    }
    assert!(places[0].clock_ns <= places[1].clock_ns);
    assert_eq!(
        (places[3].name.as_str(), places[3].computer),
        ("ann", false)
    );
}

#[test]
fn computer_players_are_seated_within_the_process_bound() {
    let mut l = lobby(2);
    let t0 = Instant::now();
    l.quick_match("ann", t0).unwrap();
    let (said, _) = l.tick(t0 + Duration::from_secs(20));
    let (players, _) = room_said(&said, "ann").unwrap();
    assert_eq!(
        players,
        ["ann", "computer 1", "computer 2"],
        "two of three seats"
    );
    assert_eq!(l.computers_seated(), 2);
    l.quick_match("bob", t0 + Duration::from_secs(30)).ok();
    let (said, _) = l.tick(t0 + Duration::from_secs(60));
    assert!(
        room_said(&said, "bob").is_none(),
        "no computer player is left"
    );
    assert_eq!(l.computers_seated(), 2);
}

#[test]
fn items_hold_computer_players_and_theirs_land_on_the_person_with_the_fewest_pairs() {
    let mut l = lobby(16);
    let t0 = Instant::now();
    let code = code_of(&l.create("ann", None, true, 3, Some(20), t0).unwrap());
    l.join("bob", &code).unwrap();
    l.tick(t0 + Duration::from_secs(20));
    let start = t0 + Duration::from_secs(21);
    l.start("ann", start).unwrap();
    let games = l.computer_games_due();
    l.computer_games_played(&code, &games[0].race, games[0].play());
    l.progress("ann", 12, 0, start).unwrap();
    l.progress("bob", 5, 0, start).unwrap();
    // Ann freezes the computer player: its links all come the item's time later.
    let due = |l: &Lobby| {
        l.rooms[&code]
            .race
            .as_ref()
            .unwrap()
            .field
            .as_ref()
            .unwrap()
            .next_due()
    };
    let (_, before) = due(&l).unwrap();
    let said = l.throw("ann", "freeze", "computer 1", start).unwrap();
    assert_eq!(said.len(), 2, "both people see it land");
    let (_, after) = due(&l).unwrap();
    assert!((after - before - 2.0).abs() < 1e-9, "{before} → {after}");
    // Its item, earned after the eighth pair, lands on Bob (five pairs left against twelve)
    // and is kept for Bob's replay's terms.
    let (said, _) = l.tick(start + Duration::from_secs(600));
    let items: Vec<(String, String)> = said
        .iter()
        .filter_map(|(n, m)| match m {
            ServerMessage::Item { from, to, .. } if n == "ann" => Some((from.clone(), to.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(items, [("computer 1".to_string(), "bob".to_string())]);
    let race = l.rooms[&code].race.as_ref().unwrap();
    assert_eq!(race.terms("bob").received.len(), 1);
    assert!(race.terms("ann").received.is_empty());
}
