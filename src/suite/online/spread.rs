//! What server processes share through their database: rate buckets (taken atomically, even by
//! two processes at once), the processes alive and their waiting quick rooms, and quick-match
//! across two real servers on one PostgreSQL.

use std::time::Duration;

use crate::online::client::Client;
use crate::online::keys::Identity;
use crate::online::limits::Rate;
use crate::online::rooms::client::RoomClient;
use crate::online::rooms::protocol::{ClientMessage, ServerMessage};
use crate::online::shared::{
    QuickRoom, charge_bucket, publish, quick_rooms, sweep_buckets, sweep_processes, take_seat,
    take_token,
};
use crate::online::store::Store;

use super::block_on;
use super::server::postgres_database;
use crate::suite::race::rooms::{next, register, room_config, serve_with};

fn sqlite() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("shared.sqlite").display());
    (dir, url)
}

const RATE: Rate = Rate {
    per_second: 1.0,
    burst: 3.0,
};

async fn buckets_take_refill_charge_and_sweep(store: &Store) {
    for _ in 0..3 {
        assert!(take_token(store, "key:a", RATE, 1_000).await.unwrap());
    }
    assert!(
        !take_token(store, "key:a", RATE, 1_000).await.unwrap(),
        "empty"
    );
    assert!(
        !take_token(store, "key:a", RATE, 1_999).await.unwrap(),
        "0.999 tokens"
    );
    assert!(
        take_token(store, "key:a", RATE, 2_000).await.unwrap(),
        "one refilled"
    );
    assert!(
        take_token(store, "key:b", RATE, 2_000).await.unwrap(),
        "its own bucket"
    );
    // A re-play of five seconds: five tokens of debt, so six seconds until the next request.
    charge_bucket(store, "key:a", RATE, 5.0, 2_000)
        .await
        .unwrap();
    assert!(!take_token(store, "key:a", RATE, 7_999).await.unwrap());
    assert!(take_token(store, "key:a", RATE, 8_000).await.unwrap());
    // A clock behind the last writer's refills nothing (and takes nothing back).
    assert!(!take_token(store, "key:a", RATE, 100).await.unwrap());
    // key:b has filled up again by now (idle): forgotten; key:a is empty: kept.
    assert_eq!(sweep_buckets(store, 8_000).await.unwrap(), 1);
    assert!(!take_token(store, "key:a", RATE, 8_000).await.unwrap());
}

#[test]
fn a_bucket_in_the_database_is_taken_refilled_charged_and_swept_on_sqlite() {
    let (_dir, url) = sqlite();
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        buckets_take_refill_charge_and_sweep(&store).await;
    });
}

#[test]
fn a_bucket_in_the_database_is_taken_refilled_charged_and_swept_on_postgres() {
    let Some(url) = postgres_database() else {
        return;
    };
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        buckets_take_refill_charge_and_sweep(&store).await;
    });
}

/// Two processes taking from one key's bucket at the same instant: together no more than the
/// burst, every round.
#[test]
fn two_processes_share_one_keys_allowance() {
    let Some(url) = postgres_database() else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let (one, two) = (
            Store::open(&url).await.unwrap(),
            Store::open(&url).await.unwrap(),
        );
        let rate = Rate {
            per_second: 0.001,
            burst: 10.0,
        };
        for round in 0..5 {
            let id = format!("key:race{round}");
            let mut attempts = tokio::task::JoinSet::new();
            for i in 0..15 {
                let store = if i % 2 == 0 { one.clone() } else { two.clone() };
                let id = id.clone();
                attempts.spawn(async move { take_token(&store, &id, rate, 50_000).await });
            }
            let taken = attempts.join_all().await;
            let granted = taken.iter().filter(|t| matches!(t, Ok(true))).count();
            assert!(taken.iter().all(Result::is_ok), "{taken:?}");
            assert_eq!(granted, 10, "round {round}");
        }
    });
}

fn room(code: &str, players: u32, max_players: u32, opened_ms: u64) -> QuickRoom {
    QuickRoom {
        code: code.into(),
        letter: code[..1].into(),
        players,
        max_players,
        opened_ms,
    }
}

async fn seats_go_to_older_rooms_of_other_processes(store: &Store) {
    publish(store, "A", 5_000, &[room("AAAAAA", 1, 2, 1_000)])
        .await
        .unwrap();
    publish(store, "B", 5_000, &[room("BBBBBB", 1, 4, 2_000)])
        .await
        .unwrap();
    // A's room is the older: its lone player stays, B's is sent to A.
    assert_eq!(take_seat(store, "A", 1_000, "AAAAAA").await.unwrap(), None);
    let seat = take_seat(store, "B", 2_000, "BBBBBB").await.unwrap();
    assert_eq!(seat.as_deref(), Some("AAAAAA"));
    // A's room is full now (one seat taken): nobody else is sent there.
    assert_eq!(take_seat(store, "B", 2_000, "BBBBBB").await.unwrap(), None);
    let rooms = quick_rooms(store).await.unwrap();
    assert_eq!(rooms[0], room("AAAAAA", 2, 2, 1_000));
    // A says what it has again: its own count stands.
    publish(store, "A", 6_000, &[]).await.unwrap();
    assert_eq!(
        quick_rooms(store).await.unwrap(),
        [room("BBBBBB", 1, 4, 2_000)]
    );
    // B falls silent: once the sweep runs, its room is gone with it.
    assert_eq!(sweep_processes(store, 5_500).await.unwrap(), ["B"]);
    assert_eq!(quick_rooms(store).await.unwrap(), []);
}

#[test]
fn seats_go_to_older_rooms_of_other_processes_on_sqlite() {
    let (_dir, url) = sqlite();
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        seats_go_to_older_rooms_of_other_processes(&store).await;
    });
}

#[test]
fn seats_go_to_older_rooms_of_other_processes_on_postgres() {
    let Some(url) = postgres_database() else {
        return;
    };
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        seats_go_to_older_rooms_of_other_processes(&store).await;
    });
}

/// Two players who quick-match on two processes meet in one room: the newer room's player is
/// sent to the older room's process, connects for that room and quick-matches there.
#[test]
fn two_players_quick_matching_on_two_processes_meet_in_one_room() {
    let Some(url) = postgres_database() else {
        return;
    };
    let process = |letter: u8| {
        let mut rooms = room_config();
        rooms.code_letter = Some(letter);
        rooms.quick_wait = Duration::from_millis(1500);
        let url = url.clone();
        serve_with(move |c| c.database = url, rooms)
    };
    let (a, b) = (process(b'A'), process(b'B'));
    let keys = tempfile::tempdir().unwrap();
    let xi = register(&b, "Xu");
    let yi = Identity::load_or_create(keys.path()).unwrap();
    Client::new(&a.running.url())
        .unwrap()
        .register(&yi, "Yan")
        .unwrap();
    let x = RoomClient::connect(&b.running.url(), xi, "Xu");
    x.send(ClientMessage::QuickMatch);
    let ServerMessage::Room { code, .. } = next(&x, |m| matches!(m, ServerMessage::Room { .. }))
    else {
        unreachable!()
    };
    assert!(code.starts_with('B'), "{code}");
    let y = RoomClient::connect(&a.running.url(), yi, "Yan");
    y.send(ClientMessage::QuickMatch);
    let moved = next(&y, |m| matches!(m, ServerMessage::Moved { .. }));
    assert_eq!(moved, ServerMessage::Moved { code: code.clone() });
    // What a proxy does: the room's code names its process.
    let yi = Identity::load_or_create(keys.path()).unwrap();
    let y = RoomClient::connect_waking(&b.running.url(), Some(&code), yi, "Yan", None);
    y.send(ClientMessage::QuickMatch);
    let together =
        |m: &ServerMessage| matches!(m, ServerMessage::Room { players, .. } if players.len() == 2);
    for client in [&x, &y] {
        let ServerMessage::Room { code: met, .. } = next(client, together) else {
            unreachable!()
        };
        assert_eq!(met, code);
        next(client, |m| matches!(m, ServerMessage::Started { .. }));
    }
}
