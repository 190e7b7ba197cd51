//! Fairness between clients: one address cannot hold every connection or bind names in bulk,
//! a socket that has not signed in holds little, and a key's costly work is charged to it and
//! waits its turn.

use std::io::Write;
use std::net::TcpStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::server::{Player, config, pack_level_clear, player, refused, serve, sqlite_url, submit};
use crate::online::client::Client;
use crate::online::limits::Rate;
use crate::online::server::{ServerConfig, start};
use crate::online::{Verified, Verifier};

#[test]
fn names_bound_from_one_address_are_limited_but_binding_again_is_free() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(ServerConfig {
        name_rate: Rate {
            per_second: 0.0001,
            burst: 2.0,
        },
        ..config(&sqlite_url(&dir))
    });
    let client = Client::new(&server.url()).unwrap();
    let first = player(&client, "First");
    player(&client, "Second");
    client.register(&first.me, "First").unwrap();
    let third = crate::online::keys::Identity::generate().unwrap();
    refused(client.register(&third, "Third"), "too many names");
}

/// Binds `name` to `identity` through a trusted proxy that says the caller is `address`:
/// the answer's status and body.
fn register_from(
    server: &crate::online::server::Running,
    identity: &crate::online::keys::Identity,
    name: &str,
    address: &str,
) -> (u16, String) {
    let body = serde_json::to_string(&crate::online::api::Register {
        name: name.into(),
        key: identity.public_hex(),
        signature: identity.sign_hex(&crate::online::keys::name_message(name)),
    })
    .unwrap();
    let config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build();
    let mut answer = ureq::Agent::new_with_config(config)
        .post(format!("{}/v1/players", server.url()).as_str())
        .header("content-type", "application/json")
        .header("x-real-ip", address)
        .send(body)
        .unwrap();
    let status = answer.status().as_u16();
    (status, answer.body_mut().read_to_string().unwrap())
}

/// Names in bulk behind one key: a key holds one name, whatever address asks, so many names
/// need many keys, and those are limited per address (above).
#[test]
fn one_key_behind_many_addresses_cannot_bind_names_in_bulk() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(ServerConfig {
        trusted_proxies: vec![std::net::Ipv4Addr::LOCALHOST.into()],
        ..config(&sqlite_url(&dir))
    });
    let puppets = crate::online::keys::Identity::generate().unwrap();
    let (status, body) = register_from(&server, &puppets, "PuppetA", "203.0.113.1");
    assert_eq!(status, 200, "{body}");
    for (i, address) in ["203.0.113.2", "203.0.113.3", "198.51.100.7"]
        .iter()
        .enumerate()
    {
        let (status, body) = register_from(&server, &puppets, &format!("Puppet{i}"), address);
        assert_eq!(status, 409, "{address}: {body}");
        assert!(body.contains("a key has one name"), "{body}");
    }
    // Binding its own name again stays free, and another key is not held back.
    let (status, body) = register_from(&server, &puppets, "PuppetA", "203.0.113.4");
    assert_eq!(status, 200, "{body}");
    let player = crate::online::keys::Identity::generate().unwrap();
    let (status, body) = register_from(&server, &player, "RealPlayer", "203.0.113.5");
    assert_eq!(status, 200, "{body}");
}

/// Holds `count` connections open that send nothing.
fn idle_connections(server: &crate::online::server::Running, count: usize) -> Vec<TcpStream> {
    (0..count)
        .map(|_| TcpStream::connect(server.addr()).unwrap())
        .collect()
}

/// Whether a new connection is served: `GET /v1/health` answered 200.
fn healthy(server: &crate::online::server::Running) -> bool {
    let Ok(mut stream) = TcpStream::connect(server.addr()) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let asked =
        stream.write_all(b"GET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n");
    let mut answer = String::new();
    let _ = std::io::Read::read_to_string(&mut stream, &mut answer);
    asked.is_ok() && answer.starts_with("HTTP/1.1 200")
}

#[test]
fn one_address_cannot_hold_every_connection() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(ServerConfig {
        max_connections_per_address: 3,
        ..config(&sqlite_url(&dir))
    });
    let mut held = idle_connections(&server, 3);
    // Connections are counted as they are accepted: wait until all three are.
    std::thread::sleep(Duration::from_millis(200));
    assert!(!healthy(&server), "a fourth connection is closed at once");
    held.pop();
    let began = Instant::now();
    loop {
        if healthy(&server) {
            break;
        }
        assert!(
            began.elapsed() < Duration::from_secs(5),
            "the slot came back"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_socket_that_has_not_signed_in_cannot_announce_a_large_frame() {
    use crate::online::rooms::RoomConfig;
    use crate::suite::race::rooms::{closed_with, raw as raw_socket, read, serve as serve_rooms};
    let server = serve_rooms(RoomConfig {
        auth_timeout: Duration::from_secs(10),
        ..RoomConfig::default()
    });
    let mut socket = raw_socket(&server);
    assert!(read(&mut socket).is_some(), "hello");
    // A masked text frame's header announcing 1 MiB, and nothing after it.
    let mut header = vec![0x81, 0x80 | 127];
    header.extend_from_slice(&(1u64 << 20).to_be_bytes());
    header.extend_from_slice(&[1, 2, 3, 4]);
    let began = Instant::now();
    socket.get_mut().write_all(&header).unwrap();
    let why = closed_with(&mut socket);
    assert!(why.contains("too long: 1048576 > 16384"), "{why}");
    assert!(
        began.elapsed() < Duration::from_secs(5),
        "closed at the header, not at the sign-in deadline: {:?}",
        began.elapsed()
    );
}

/// The online verifier, slowed by `pause` for every replay.
fn slow_verifier(pause: Duration) -> Verifier {
    let inner = crate::game::replays::run_proof::online_verifier();
    Arc::new(move |replay| -> Result<Verified, String> {
        std::thread::sleep(pause);
        inner(replay)
    })
}

#[test]
fn a_keys_costly_work_is_charged_to_it_and_it_waits_for_its_answer() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(
        ServerConfig {
            key_rate: Rate {
                per_second: 0.01,
                burst: 4.0,
            },
            ..config(&sqlite_url(&dir))
        },
        slow_verifier(Duration::from_millis(1500)),
    )
    .unwrap();
    let client = Client::new(&server.url()).unwrap();
    let alice: Player = player(&client, "Alice");
    let (one, two) = (pack_level_clear(1), pack_level_clear(2));
    // Two games of one key at once: the second is told to wait for the first's answer.
    let (first, second) = std::thread::scope(|s| {
        let first = s.spawn(|| submit(&client, &alice, &one));
        std::thread::sleep(Duration::from_millis(300));
        let second = submit(&client, &alice, &two);
        (first.join().unwrap(), second)
    });
    first.unwrap();
    refused(second, "being re-played");
    // The 1.5 s re-play cost the key tokens beyond its request: with 4 at first, 1 for the
    // name, 1 for each submission and 1.5 for the re-play, none is left.
    refused(submit(&client, &alice, &two), "from this key");
}
