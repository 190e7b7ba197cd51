use super::*;
use crate::online::rooms::terms::Delivered;

fn level() -> RaceLevel {
    RaceLevel {
        id: "pick".into(),
        text: "the level".into(),
        time_limit_s: Some(60),
    }
}

fn lobby() -> Lobby {
    let rules = LobbyRules {
        max_rooms: 3,
        quick_wait: Duration::from_secs(10),
        timing: RaceTiming {
            grace: Duration::from_secs(5),
            cap: Duration::from_secs(600),
            slack: Duration::from_secs(5),
            late_start: Duration::from_secs(30),
        },
        quick_players: 3,
        code_letter: None,
        alone_for: Duration::from_secs(300),
        quick_computers_after: None,
        max_computers: 8,
    };
    Lobby::new(rules, vec![level()], Rng::new(1))
}

fn to(said: &Said, who: &str) -> Vec<ServerMessage> {
    said.iter()
        .filter(|(n, _)| n == who)
        .map(|(_, m)| m.clone())
        .collect()
}

pub(super) fn code_of(said: &Said) -> String {
    said.iter()
        .find_map(|(_, m)| match m {
            ServerMessage::Room { code, .. } => Some(code.clone()),
            _ => None,
        })
        .expect("a room message")
}

/// A started room of `names` (the first hosts), items on.
fn racing(lobby: &mut Lobby, names: &[&str]) -> String {
    let now = Instant::now();
    let code = code_of(&lobby.create(names[0], None, true, 6, None, now).unwrap());
    for n in &names[1..] {
        lobby.join(n, &code).unwrap();
    }
    lobby.start(names[0], now).unwrap();
    code
}

#[test]
fn a_process_with_a_letter_draws_every_code_beginning_with_it() {
    let mut l = lobby();
    l.rules.code_letter = Some(b'Q');
    l.rules.max_rooms = 50;
    let now = Instant::now();
    let codes: Vec<String> = (0..40)
        .map(|i| {
            code_of(
                &l.create(&format!("host{i}"), None, false, 2, None, now)
                    .unwrap(),
            )
        })
        .collect();
    assert!(
        codes.iter().all(|c| c.starts_with('Q') && c.len() == 6),
        "{codes:?}"
    );
    let mut distinct = codes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), codes.len());
}

#[test]
fn codes_are_six_unambiguous_letters_and_rooms_are_capped() {
    let mut l = lobby();
    let now = Instant::now();
    let mut codes = Vec::new();
    for host in ["a", "b", "c"] {
        let code = code_of(&l.create(host, None, false, 2, None, now).unwrap());
        assert_eq!(
            super::super::protocol::normalise_code(&code),
            Ok(code.clone())
        );
        codes.push(code);
    }
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), 3);
    assert!(
        l.create("d", None, false, 2, None, now)
            .unwrap_err()
            .contains("as many rooms")
    );
    assert!(
        l.create("a", None, false, 2, None, now)
            .unwrap_err()
            .contains("already")
    );
}

#[test]
fn joining_fills_a_room_and_the_host_starts_it_with_one_seed_for_all() {
    let mut l = lobby();
    let now = Instant::now();
    let code = code_of(&l.create("a", None, false, 2, None, now).unwrap());
    assert!(l.start("a", now).unwrap_err().contains("two players"));
    let said = l.join("b", &code).unwrap();
    assert_eq!(to(&said, "a").len(), 1, "the host hears who came");
    assert!(l.join("c", &code).unwrap_err().contains("full"));
    assert!(l.join("c", "ZZZZZZ").unwrap_err().contains("no room"));
    assert!(l.start("b", now).unwrap_err().contains("only the host"));
    let said = l.start("a", now).unwrap();
    let seeds: Vec<u64> = said
        .iter()
        .map(|(_, m)| match m {
            ServerMessage::Started { seed, level_id, .. } => {
                assert_eq!(level_id, "pick", "the server picks a level");
                *seed
            }
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(seeds.len(), 2);
    assert_eq!(seeds[0], seeds[1]);
    assert!(l.join("c", &code).unwrap_err().contains("started"));
}

#[test]
fn quick_match_fills_the_oldest_room_and_starts_when_full_or_after_the_wait() {
    let mut l = lobby();
    let t0 = Instant::now();
    let first = code_of(&l.quick_match("a", t0).unwrap());
    let said = l.quick_match("b", t0).unwrap();
    assert_eq!(code_of(&said), first);
    // Two players wait; the room starts once the wait is over.
    let (said, _) = l.tick(t0 + Duration::from_secs(1));
    assert!(said.is_empty());
    let (said, _) = l.tick(t0 + Duration::from_secs(11));
    assert!(matches!(
        to(&said, "a")[..],
        [ServerMessage::Started { .. }]
    ));
    // A full quick room starts at once.
    let second = code_of(&l.quick_match("c", t0).unwrap());
    assert_ne!(second, first, "a started room is not filled");
    l.quick_match("d", t0).unwrap();
    let said = l.quick_match("e", t0).unwrap();
    assert!(
        to(&said, "c")
            .iter()
            .any(|m| matches!(m, ServerMessage::Started { .. }))
    );
}

#[test]
fn progress_goes_to_the_others_only_and_items_to_the_room_when_on() {
    let mut l = lobby();
    racing(&mut l, &["a", "b", "c"]);
    let said = l.progress("a", 10, 2, Instant::now()).unwrap();
    assert!(to(&said, "a").is_empty());
    assert_eq!(to(&said, "b").len(), 1);
    assert_eq!(to(&said, "c").len(), 1);
    // b's clock starts with b's first progress; the item lands three seconds into it.
    let now = Instant::now();
    l.progress("b", 12, 0, now + Duration::from_secs(1))
        .unwrap();
    let now = now + Duration::from_secs(4);
    assert!(
        l.throw("a", "hide", "a", now)
            .unwrap_err()
            .contains("yourself")
    );
    assert!(
        l.throw("a", "hide", "zed", now)
            .unwrap_err()
            .contains("not racing")
    );
    let said = l.throw("a", "hide", "b", now).unwrap();
    assert_eq!(said.len(), 3, "everyone sees it land");
    let (terms, _, _) = l.finished("b", "replay".into(), Instant::now()).unwrap();
    assert_eq!(
        terms.received,
        [Delivered {
            kind: "hide".into(),
            from: "a".into(),
            at_ns: 3_000_000_000,
        }]
    );
    // Items off: refused.
    let mut l = lobby();
    let now = Instant::now();
    let code = code_of(&l.create("a", None, false, 2, None, now).unwrap());
    l.join("b", &code).unwrap();
    l.start("a", now).unwrap();
    assert!(
        l.throw("a", "hide", "b", now)
            .unwrap_err()
            .contains("items off")
    );
    assert!(
        l.progress("zed", 1, 1, Instant::now())
            .unwrap_err()
            .contains("not in a room")
    );
}

#[test]
fn a_race_ends_when_everyone_is_answered_and_a_dropped_player_is_last() {
    let mut l = lobby();
    let code = racing(&mut l, &["a", "b", "c"]);
    let (said, ended) = l.leave("c");
    assert!(ended.is_none(), "the race goes on");
    assert!(matches!(
        to(&said, "a")[..],
        [ServerMessage::Dropped { .. }]
    ));
    assert!(
        l.progress("a", 5, 0, Instant::now())
            .unwrap()
            .iter()
            .all(|(n, _)| n != "c")
    );
    l.finished("a", "r".into(), Instant::now()).unwrap();
    l.finished("b", "r".into(), Instant::now()).unwrap();
    let cleared = Cleared {
        clock_ns: 900,
        played_ns: 900,
    };
    assert!(l.checked(&code, "a", Ok(cleared)).1.is_none());
    let (said, ended) = l.checked(&code, "b", Err("forged".into()));
    let ended = ended.expect("everyone is answered");
    let places = ended.race.places();
    let order: Vec<(&str, u32)> = places.iter().map(|p| (p.name.as_str(), p.place)).collect();
    assert_eq!(order, [("a", 1), ("b", 2), ("c", 2)]);
    assert_eq!(to(&said, "a").len(), 1);
    assert!(to(&said, "c").is_empty(), "who left hears nothing");
    assert_eq!(l.rooms(), 0);
    assert!(l.room_of("a").is_none());
}

#[test]
fn the_clock_ends_a_race_and_a_host_who_leaves_passes_the_room_on() {
    let mut l = lobby();
    racing(&mut l, &["a", "b"]);
    let late = Instant::now() + Duration::from_secs(66);
    let (said, ended) = l.tick(late);
    assert_eq!(ended.len(), 1);
    assert_eq!(said.len(), 2);
    let now = Instant::now();
    let code = code_of(&l.create("a", None, false, 3, None, now).unwrap());
    l.join("b", &code).unwrap();
    let (said, _) = l.leave("a");
    assert!(matches!(&to(&said, "b")[..], [ServerMessage::Room { host, .. }] if host == "b"));
}

#[test]
fn a_room_nobody_joins_closes_and_its_place_is_free_again() {
    let mut l = lobby();
    let now = Instant::now();
    let lonely = code_of(&l.create("ann", None, true, 4, None, now).unwrap());
    let joined = code_of(&l.create("bob", None, true, 4, None, now).unwrap());
    l.join("cat", &joined).unwrap();
    let (said, _) = l.tick(now + Duration::from_secs(299));
    assert!(to(&said, "ann").is_empty(), "not yet");
    assert_eq!(l.rooms(), 2);
    let (said, _) = l.tick(now + Duration::from_secs(300));
    let told = to(&said, "ann");
    assert!(
        matches!(&told[..], [ServerMessage::Room { code, players, .. }, ServerMessage::Error { reason }]
            if *code == lonely && players.is_empty() && reason.contains(&lonely) && reason.contains("nobody joined")),
        "{told:?}"
    );
    assert_eq!(l.rooms(), 1, "the room with two players stays");
    assert!(l.room_of("ann").is_none());
    assert!(l.room_of("cat").is_some());
    // Ann may open a room again.
    assert!(l.create("ann", None, true, 4, None, now).is_ok());
}
