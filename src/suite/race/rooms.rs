//! Race rooms: a server started in-process on 127.0.0.1 (port 0) over a temporary SQLite
//! database, players connected with the game's `RoomClient`, and hostile clients speaking raw
//! WebSocket frames.

use std::net::TcpStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio_tungstenite::tungstenite::{self, Message};

use crate::formats::level::Level;
use crate::formats::replays::replay::{Replay, fingerprint};
use crate::game::core::deal::LevelSpec;
use crate::game::replays::bot::{MOST_LINKS, bot_replay};
use crate::online::Verified;
use crate::online::client::Client;
use crate::online::keys::Identity;
use crate::online::limits::Rate;
use crate::online::rooms::client::{RoomClient, RoomEvent};
use crate::online::rooms::protocol::{
    ClientMessage, LevelChoice, MAX_MESSAGE_BYTES, PROTOCOL, Place, ServerMessage, auth_message,
};
use crate::online::rooms::{RaceCheck, RaceRules, RaceTerms, RoomConfig, RoomLevel};
use crate::online::server::{Running, ServerConfig, start_with_rooms};
use crate::online::store::Store;

const SMALL: &str = "(name: \"Small\", id: \"small\", layout: [\"xxxx\", \"xxxx\"], kinds: 4)";

/// The check handed in: the room's level and seed, then the game's own re-play. The game's
/// race mode checks its mode and received items too; these replays are classic games.
fn check() -> RaceCheck {
    Arc::new(|replay: &Replay, terms: &RaceTerms| {
        if replay.level_fingerprint != fingerprint(&terms.level) {
            return Err("another level".into());
        }
        if replay.seed != terms.seed {
            return Err(format!("seed {} is not the room's", replay.seed));
        }
        let proven = crate::game::replays::proof::prove(replay, None)?;
        Ok(Verified {
            outcome: proven.outcome,
        })
    })
}

pub(crate) fn room_config() -> RoomConfig {
    RoomConfig {
        auth_timeout: Duration::from_millis(500),
        ping_every: Duration::from_millis(200),
        silence: Duration::from_millis(1500),
        quick_wait: Duration::from_millis(300),
        seed: Some(42),
        // Every test's players share one address.
        rooms_opened: crate::online::limits::Rate {
            per_second: 100.0,
            burst: 100.0,
        },
        ..RoomConfig::default()
    }
}

pub(crate) struct Server {
    pub(crate) running: Running,
    pub(crate) database: String,
    _dir: tempfile::TempDir,
}

pub(crate) fn serve(rooms: RoomConfig) -> Server {
    serve_with(|_| {}, rooms)
}

/// A server with rooms, its configuration changed by `change` first.
pub(crate) fn serve_with(change: impl FnOnce(&mut ServerConfig), rooms: RoomConfig) -> Server {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite:{}", dir.path().join("rooms.sqlite").display());
    let mut config = ServerConfig {
        bind: "127.0.0.1:0".parse().unwrap(),
        database: database.clone(),
        address_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        name_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..ServerConfig::default()
    };
    change(&mut config);
    let rules = RaceRules {
        check: check(),
        levels: vec![RoomLevel {
            id: "small".into(),
            text: SMALL.into(),
        }],
        items: vec!["hide".into(), "freeze".into()],
    };
    let running = start_with_rooms(
        config,
        crate::game::replays::run_proof::online_verifier(),
        Some((rooms, rules)),
    )
    .expect("the server starts");
    Server {
        running,
        database,
        _dir: dir,
    }
}

/// A registered player's key.
pub(crate) fn register(server: &Server, name: &str) -> Identity {
    let me = Identity::generate().unwrap();
    Client::new(&server.running.url())
        .unwrap()
        .register(&me, name)
        .unwrap();
    me
}

/// A player connected and signed in.
pub(crate) fn connect(server: &Server, name: &str) -> RoomClient {
    let me = register(server, name);
    let client = RoomClient::connect(&server.running.url(), me, name);
    let welcome = next(&client, |m| matches!(m, ServerMessage::Welcome { .. }));
    assert_eq!(
        welcome,
        ServerMessage::Welcome {
            name: name.into(),
            letter: None
        }
    );
    client
}

/// Waits (at most 20 s: a failure, not a measurement) for the first message that `want`
/// accepts, skipping others; panics on a disconnection.
pub(crate) fn next(client: &RoomClient, want: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        match client.try_recv() {
            Some(RoomEvent::Message(m)) if want(&m) => return m,
            Some(RoomEvent::Message(_)) => {}
            Some(RoomEvent::Disconnected { reason }) => panic!("disconnected: {reason}"),
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    panic!("no such message in time");
}

/// Everything the client has been sent until it has been quiet for a moment.
fn drain(client: &RoomClient) -> Vec<ServerMessage> {
    let mut got = Vec::new();
    let mut quiet_since = Instant::now();
    while quiet_since.elapsed() < Duration::from_millis(300) {
        match client.try_recv() {
            Some(RoomEvent::Message(m)) => {
                got.push(m);
                quiet_since = Instant::now();
            }
            Some(RoomEvent::Disconnected { reason }) => panic!("disconnected: {reason}"),
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    got
}

fn room_code(message: &ServerMessage) -> String {
    match message {
        ServerMessage::Room { code, .. } => code.clone(),
        other => panic!("not a room: {other:?}"),
    }
}

fn is_room(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::Room { .. })
}

pub(crate) fn is_started(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::Started { .. })
}

#[test]
fn the_games_client_sends_a_long_message_in_fragments_the_server_takes_whole() {
    let server = serve(room_config());
    let host = connect(&server, "Long");
    // A level file with a long comment: more than a frame may carry, less than a level may be.
    let text = format!("{SMALL}\n// {}\n", "长".repeat(10_000));
    assert!(text.len() > crate::online::rooms::protocol::MAX_WIRE_FRAME_BYTES);
    host.send(ClientMessage::Create {
        level: Some(LevelChoice {
            text,
            id: "small".into(),
        }),
        items: false,
        max_players: 2,
        computers_after_s: None,
    });
    next(&host, is_room);
}

/// A room of `names` (the first hosts, bringing the small level), started; the seed.
fn race(server: &Server, names: &[&str], items: bool) -> (Vec<RoomClient>, u64) {
    let clients: Vec<RoomClient> = names.iter().map(|n| connect(server, n)).collect();
    clients[0].send(ClientMessage::Create {
        level: Some(LevelChoice {
            text: SMALL.into(),
            id: "small".into(),
        }),
        items,
        max_players: 6,
        computers_after_s: None,
    });
    let code = room_code(&next(&clients[0], is_room));
    for c in &clients[1..] {
        c.send(ClientMessage::Join {
            code: code.to_lowercase(),
        });
        next(c, is_room);
    }
    // The host sees the room fill up before starting it.
    next(
        &clients[0],
        |m| matches!(m, ServerMessage::Room { players, .. } if players.len() == names.len()),
    );
    clients[0].send(ClientMessage::Start);
    let mut seeds = Vec::new();
    for c in &clients {
        match next(c, is_started) {
            ServerMessage::Started {
                seed, level, mode, ..
            } => {
                assert_eq!(level, Level::from_ron(SMALL, "test").unwrap().to_ron());
                assert_eq!(mode, "race");
                seeds.push(seed);
            }
            _ => unreachable!(),
        }
    }
    assert!(seeds.iter().all(|s| *s == seeds[0]), "one seed for all");
    (clients, seeds[0])
}

pub(crate) fn clear(seed: u64) -> Replay {
    let level = Level::from_ron(SMALL, "test").unwrap();
    bot_replay(LevelSpec::new(level, seed), MOST_LINKS).unwrap()
}

#[test]
fn rooms_are_made_joined_and_quick_matched() {
    let server = serve(room_config());
    let (a, b, c) = (
        connect(&server, "Ann"),
        connect(&server, "Bo"),
        connect(&server, "Cy"),
    );
    a.send(ClientMessage::Create {
        level: None,
        items: false,
        max_players: 2,
        computers_after_s: None,
    });
    let code = room_code(&next(&a, is_room));
    b.send(ClientMessage::Join { code: code.clone() });
    match next(&b, is_room) {
        ServerMessage::Room { players, host, .. } => {
            assert_eq!(players, ["Ann", "Bo"]);
            assert_eq!(host, "Ann");
        }
        _ => unreachable!(),
    }
    c.send(ClientMessage::Join { code: code.clone() });
    let refusal = next(&c, |m| matches!(m, ServerMessage::Error { .. }));
    assert!(format!("{refusal:?}").contains("full"), "{refusal:?}");
    b.send(ClientMessage::Start);
    let refusal = next(&b, |m| matches!(m, ServerMessage::Error { .. }));
    assert!(
        format!("{refusal:?}").contains("only the host"),
        "{refusal:?}"
    );
    // Quick-match: two players wait, then the room starts by itself with the server's level.
    // Di asks the moment the connection is opened, as the game does: the ask waits for the
    // sign-in.
    let d = RoomClient::connect(&server.running.url(), register(&server, "Di"), "Di");
    d.send(ClientMessage::QuickMatch);
    let e = connect(&server, "Ed");
    let quick = room_code(&next(&d, is_room));
    e.send(ClientMessage::QuickMatch);
    assert_eq!(room_code(&next(&e, is_room)), quick);
    for client in [&d, &e] {
        match next(client, is_started) {
            ServerMessage::Started { level_id, .. } => assert_eq!(level_id, "small"),
            _ => unreachable!(),
        }
    }
}

/// Names made in bulk cannot take every room: one address (and one name) opens rooms at a
/// rate, a refusal says what to do instead, and joining a waiting quick room opens none.
#[test]
fn rooms_are_opened_at_a_rate_per_address_and_quick_rooms_are_still_joined() {
    let server = serve(RoomConfig {
        rooms_opened: crate::online::limits::Rate {
            per_second: 0.0001,
            burst: 2.0,
        },
        ..room_config()
    });
    let (a, b, c) = (
        connect(&server, "Ann"),
        connect(&server, "Bo"),
        connect(&server, "Cy"),
    );
    let create = ClientMessage::Create {
        level: None,
        items: false,
        max_players: 4,
        computers_after_s: None,
    };
    a.send(ClientMessage::QuickMatch);
    let quick = room_code(&next(&a, is_room));
    b.send(create.clone());
    next(&b, is_room);
    b.send(ClientMessage::Leave);
    b.send(create);
    let refusal = next(&b, |m| matches!(m, ServerMessage::Error { .. }));
    assert!(
        format!("{refusal:?}").contains("faster than the server allows"),
        "{refusal:?}"
    );
    c.send(ClientMessage::QuickMatch);
    match next(&c, is_room) {
        ServerMessage::Room { code, players, .. } => {
            assert_eq!(code, quick);
            assert_eq!(players, ["Ann", "Cy"]);
        }
        _ => unreachable!(),
    }
}

#[test]
fn progress_reaches_the_others_only_and_items_only_the_room_with_items_on() {
    let server = serve(room_config());
    let (clients, _) = race(&server, &["Pa", "Pb", "Pc"], true);
    let (outsider_clients, _) = race(&server, &["Qa", "Qb"], false);
    clients[0].send(ClientMessage::Progress {
        pairs_left: 3,
        combo: 2,
    });
    let want = ServerMessage::Progress {
        player: "Pa".into(),
        pairs_left: 3,
        combo: 2,
    };
    assert_eq!(
        next(&clients[1], |m| matches!(m, ServerMessage::Progress { .. })),
        want
    );
    assert_eq!(
        next(&clients[2], |m| matches!(m, ServerMessage::Progress { .. })),
        want
    );
    clients[0].send(ClientMessage::Throw {
        item: "hide".into(),
        to: "Pb".into(),
    });
    let item = ServerMessage::Item {
        kind: "hide".into(),
        from: "Pa".into(),
        to: "Pb".into(),
    };
    for c in &clients {
        assert_eq!(next(c, |m| matches!(m, ServerMessage::Item { .. })), item);
    }
    // Not at someone in another room, not an unknown item, not in a room with items off.
    clients[0].send(ClientMessage::Throw {
        item: "freeze".into(),
        to: "Qa".into(),
    });
    clients[1].send(ClientMessage::Throw {
        item: "bomb".into(),
        to: "Pa".into(),
    });
    outsider_clients[0].send(ClientMessage::Throw {
        item: "hide".into(),
        to: "Qb".into(),
    });
    let errors = |c: &RoomClient| {
        drain(c)
            .into_iter()
            .filter_map(|m| match m {
                ServerMessage::Error { reason } => Some(reason),
                ServerMessage::Item { .. } | ServerMessage::Progress { .. } => {
                    panic!("relayed: {m:?}")
                }
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert!(errors(&clients[0])[0].contains("not racing in your room"));
    assert!(errors(&clients[1])[0].contains("not an item"));
    assert!(errors(&outsider_clients[0])[0].contains("items off"));
    assert!(errors(&clients[2]).is_empty());
    assert!(
        errors(&outsider_clients[1]).is_empty(),
        "nothing leaks across rooms"
    );
    // The sender hears its own progress from nobody.
    assert!(drain(&clients[0]).is_empty());
}

pub(crate) fn places(client: &RoomClient) -> (String, Vec<Place>) {
    match next(client, |m| matches!(m, ServerMessage::Result { .. })) {
        ServerMessage::Result { race, places } => (race, places),
        _ => unreachable!(),
    }
}

#[test]
fn the_order_is_the_one_the_replays_prove_and_a_dropped_player_is_last() {
    let server = serve(room_config());
    let (mut clients, seed) = race(&server, &["Win", "Liar", "Gone"], false);
    // Gone drops out; the race goes on.
    drop(clients.pop());
    for c in &clients {
        assert_eq!(
            next(c, |m| matches!(m, ServerMessage::Dropped { .. })),
            ServerMessage::Dropped {
                player: "Gone".into()
            }
        );
    }
    // Liar claims a clear with a replay of another seed; Win sends a real clear.
    clients[1].send(ClientMessage::Finished {
        replay: clear(seed ^ 1).to_text(),
    });
    clients[0].send(ClientMessage::Finished {
        replay: clear(seed).to_text(),
    });
    let (id, got) = places(&clients[0]);
    assert_eq!(places(&clients[1]).1, got, "everyone sees one order");
    let order: Vec<(&str, u32, bool)> = got
        .iter()
        .map(|p| (p.name.as_str(), p.place, p.verified))
        .collect();
    assert_eq!(
        order,
        [("Win", 1, true), ("Liar", 2, false), ("Gone", 2, false)]
    );
    assert!(got[1].reason.contains("is not the room's"), "{:?}", got[1]);
    assert_eq!(got[2].reason, "left the race");
    assert_eq!(got[0].clock_ns, Some(clear(seed).result.clock));
    // Kept in the database, after a restart too.
    let database = server.database.clone();
    drop(clients);
    server.running.stop();
    assert_eq!(stored_places(&database, &id), got);
}

/// The places of race `id` as the stopped server's database keeps them.
pub(crate) fn stored_places(database: &str, id: &str) -> Vec<Place> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let store = Store::open(database).await.unwrap();
            store.race_places(id).await.unwrap()
        })
}

/// A raw WebSocket to the rooms, before signing in.
pub(crate) fn raw(server: &Server) -> tungstenite::WebSocket<TcpStream> {
    let addr = server.running.addr();
    let stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let (socket, _) = tungstenite::client::client(format!("ws://{addr}/v1/rooms"), stream).unwrap();
    socket
}

/// Reads text frames until one reads as a server message (or the connection ends: `None`).
pub(crate) fn read(socket: &mut tungstenite::WebSocket<TcpStream>) -> Option<ServerMessage> {
    loop {
        match socket.read() {
            Ok(Message::Text(text)) => return Some(ServerMessage::parse(&text).unwrap()),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// A raw connection signed in as `name`.
pub(crate) fn raw_player(server: &Server, name: &str) -> tungstenite::WebSocket<TcpStream> {
    let me = register(server, name);
    let mut socket = raw(server);
    let Some(ServerMessage::Hello { nonce, .. }) = read(&mut socket) else {
        panic!("no hello");
    };
    let auth = ClientMessage::Auth {
        protocol: PROTOCOL,
        name: name.into(),
        key: me.public_hex(),
        signature: me.sign_hex(&auth_message(&nonce)),
    };
    socket.send(Message::text(auth.to_text())).unwrap();
    assert!(matches!(
        read(&mut socket),
        Some(ServerMessage::Welcome { .. })
    ));
    socket
}

/// Sends `text` as the game's client does: in fragments of at most a frame's size.
pub(crate) fn send_in_fragments(socket: &mut tungstenite::WebSocket<TcpStream>, text: &str) {
    use tungstenite::protocol::frame::Frame;
    use tungstenite::protocol::frame::coding::{Data, OpCode};
    let pieces = crate::online::rooms::protocol::fragments(text);
    let last = pieces.len() - 1;
    for (i, piece) in pieces.into_iter().enumerate() {
        let kind = if i == 0 { Data::Text } else { Data::Continue };
        let frame = Frame::message(piece.as_bytes().to_vec(), OpCode::Data(kind), i == last);
        if socket.send(Message::Frame(frame)).is_err() {
            return;
        }
    }
}

/// The reason of the error the server sends before it closes.
pub(crate) fn closed_with(socket: &mut tungstenite::WebSocket<TcpStream>) -> String {
    let mut last = String::new();
    while let Some(message) = read(socket) {
        if let ServerMessage::Error { reason } = message {
            last = reason;
        }
    }
    last
}

#[test]
fn bad_signatures_malformed_and_oversized_frames_are_closed_with_the_reason() {
    let server = serve(room_config());
    // A signature by another key than the name's.
    register(&server, "Owner");
    let mut socket = raw(&server);
    let Some(ServerMessage::Hello { nonce, .. }) = read(&mut socket) else {
        panic!("no hello");
    };
    let thief = Identity::generate().unwrap();
    let auth = ClientMessage::Auth {
        protocol: PROTOCOL,
        name: "Owner".into(),
        key: thief.public_hex(),
        signature: thief.sign_hex(&auth_message(&nonce)),
    };
    socket.send(Message::text(auth.to_text())).unwrap();
    assert!(closed_with(&mut socket).contains("another key"));
    // Malformed.
    let mut socket = raw_player(&server, "Mal");
    socket.send(Message::text("{\"type\":")).unwrap();
    assert!(closed_with(&mut socket).contains("malformed"));
    // A control message over its cap.
    let mut socket = raw_player(&server, "Big");
    let big_level = ClientMessage::Create {
        level: Some(LevelChoice {
            text: "x".repeat(100_000),
            id: "big".into(),
        }),
        items: false,
        max_players: 2,
        computers_after_s: None,
    };
    send_in_fragments(&mut socket, &big_level.to_text());
    let why = closed_with(&mut socket);
    assert!(why.contains("at most 65536 bytes"), "{why}");
    // A message over the largest, in fragments: closed before it is read whole.
    let mut socket = raw_player(&server, "Huge");
    send_in_fragments(&mut socket, &"x".repeat(MAX_MESSAGE_BYTES + 10));
    let why = closed_with(&mut socket);
    assert!(why.is_empty() || why.contains("failed"), "{why}");
    // The server still serves.
    connect(&server, "Fine");
}

#[test]
fn a_flood_is_not_relayed_and_a_silent_client_is_closed() {
    let server = serve(room_config());
    // A room of a raw flooder and a watcher.
    let watcher = connect(&server, "Seer");
    let mut flooder = raw_player(&server, "Flood");
    watcher.send(ClientMessage::Create {
        level: None,
        items: false,
        max_players: 2,
        computers_after_s: None,
    });
    let room = room_code(&next(&watcher, is_room));
    flooder
        .send(Message::text(ClientMessage::Join { code: room }.to_text()))
        .unwrap();
    next(
        &watcher,
        |m| matches!(m, ServerMessage::Room { players, .. } if players.len() == 2),
    );
    watcher.send(ClientMessage::Start);
    next(&watcher, is_started);
    // Fewer than the connection's burst: none refused, but far fewer relayed than sent.
    let progress = ClientMessage::Progress {
        pairs_left: 1,
        combo: 0,
    }
    .to_text();
    for _ in 0..50 {
        flooder.send(Message::text(progress.clone())).unwrap();
    }
    let relayed = drain(&watcher)
        .iter()
        .filter(|m| matches!(m, ServerMessage::Progress { .. }))
        .count();
    assert!(
        (1..50).contains(&relayed),
        "{relayed} of 50 progress messages relayed"
    );
    // Past the connection's rate: closed, and out of the race.
    for _ in 0..200 {
        if flooder.send(Message::text(progress.clone())).is_err() {
            break;
        }
    }
    assert!(closed_with(&mut flooder).contains("flooding"));
    assert_eq!(
        next(&watcher, |m| matches!(m, ServerMessage::Dropped { .. })),
        ServerMessage::Dropped {
            player: "Flood".into()
        }
    );
    // No answer to hello: closed.
    let mut mute = raw(&server);
    assert!(closed_with(&mut mute).contains("no answer to hello"));
    // Signed in, then deaf (never reads, so never answers a ping): closed for silence.
    let mut deaf = raw_player(&server, "Deaf");
    let listener = connect(&server, "Ear");
    listener.send(ClientMessage::QuickMatch);
    next(&listener, is_room);
    deaf.send(Message::text(ClientMessage::QuickMatch.to_text()))
        .unwrap();
    next(&listener, is_started);
    assert_eq!(
        next(&listener, |m| matches!(m, ServerMessage::Dropped { .. })),
        ServerMessage::Dropped {
            player: "Deaf".into()
        }
    );
}
