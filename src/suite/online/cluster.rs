//! A deployment as `scripts/serve-cluster` runs it: real `serve` processes on one PostgreSQL
//! behind nginx (deploy/nginx), reached only through the proxy. Rooms joined across processes,
//! quick-match across processes, a name race, a process killed with SIGKILL mid-race, and
//! every accepted game still there after all processes restart.
//!
//! The processes are the server's binary named by `LIANLIANKAN_SERVER_BIN` (scripts/test sets it);
//! without it, or without nginx, these tests say they were skipped (and fail under CI).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::online::client::{Client, ClientError};
use crate::online::keys::Identity;
use crate::online::rooms::client::{RoomClient, RoomEvent, room_is_elsewhere};
use crate::online::rooms::protocol::{ClientMessage, ServerMessage};
use crate::online::shared::quick_rooms;
use crate::online::store::Store;

use super::server::{pack_level_clear, postgres_database};
use crate::suite::race::rooms::next;

/// Rates for tests whose players all come from this machine's address.
const GENEROUS: &str = "--address-rate 1000 --key-rate 1000 --name-rate 1000 --room-rate 1000";

/// A running cluster, stopped when dropped.
struct Cluster {
    dir: tempfile::TempDir,
    url: String,
    database: String,
}

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/serve-cluster")
}

/// What `serve-cluster WHAT` printed, once it has succeeded.
fn succeeded(mut command: Command, what: &str) -> String {
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "serve-cluster {what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

impl Cluster {
    /// `processes` servers behind nginx, with generous rates (many players here share one
    /// address), or `None` (said) when this machine cannot run them.
    fn start(processes: usize) -> Option<Cluster> {
        Cluster::start_with(processes, GENEROUS)
    }

    /// [`Cluster::start`], with these options for each `serve`.
    fn start_with(processes: usize, serve_flags: &str) -> Option<Cluster> {
        Cluster::start_in(processes, serve_flags, "")
    }

    /// [`Cluster::start_with`], the proxy speaking TLS when `tls` is `self-signed`.
    fn start_in(processes: usize, serve_flags: &str, tls: &str) -> Option<Cluster> {
        let binary = std::env::var("LIANLIANKAN_SERVER_BIN")
            .ok()
            .filter(|b| !b.is_empty());
        let nginx = Path::new("/usr/sbin/nginx").exists();
        let (Some(binary), true) = (binary, nginx) else {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "LIANLIANKAN_SERVER_BIN and nginx are needed under CI: scripts/test provides both"
            );
            eprintln!(
                "\n!!! SKIPPED: the cluster tests (LIANLIANKAN_SERVER_BIN or nginx missing) !!!\n"
            );
            return None;
        };
        let database = postgres_database()?;
        let dir = tempfile::tempdir().unwrap();
        let mut start = Command::new(script());
        start
            .args(["start", &processes.to_string()])
            .arg(dir.path())
            .env("LIANLIANKAN_SERVER_BIN", binary)
            .env("DATABASE", &database)
            .env("SERVE_FLAGS", serve_flags)
            .env("TLS", tls)
            .env_remove("PORT");
        let url = succeeded(start, "start");
        Some(Cluster { dir, url, database })
    }

    fn run(&self, what: &str) {
        let mut command = Command::new(script());
        command.arg(what).arg(self.dir.path());
        succeeded(command, what);
    }

    /// Kills the process serving `letter` at once (SIGKILL: no goodbye to anyone).
    fn kill(&self, letter: char) {
        let pid =
            std::fs::read_to_string(self.dir.path().join(format!("serve-{letter}.pid"))).unwrap();
        let killed = Command::new("kill")
            .args(["-KILL", pid.trim()])
            .status()
            .unwrap();
        assert!(killed.success());
    }

    fn client(&self) -> Client {
        Client::new(&self.url).unwrap()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new(script())
            .arg("stop")
            .arg(self.dir.path())
            .status();
    }
}

/// A player with a key kept in a folder of its own (so it can connect again).
struct Player {
    keys: tempfile::TempDir,
    name: String,
}

impl Player {
    fn new(cluster: &Cluster, name: &str) -> Player {
        let keys = tempfile::tempdir().unwrap();
        let me = Identity::load_or_create(keys.path()).unwrap();
        cluster.client().register(&me, name).unwrap();
        Player {
            keys,
            name: name.into(),
        }
    }

    /// Connects through the proxy (for `room`, when given): the connection and the letter of
    /// the process it reached.
    fn connect(&self, cluster: &Cluster, room: Option<&str>) -> (RoomClient, Option<char>) {
        let me = Identity::load_or_create(self.keys.path()).unwrap();
        let client = RoomClient::connect_waking(&cluster.url, room, me, &self.name, None);
        let ServerMessage::Welcome { letter, .. } =
            next(&client, |m| matches!(m, ServerMessage::Welcome { .. }))
        else {
            unreachable!()
        };
        (client, letter)
    }

    /// Connects through the proxy until the connection reaches the process with `letter`.
    fn connect_to(&self, cluster: &Cluster, letter: char) -> RoomClient {
        for _ in 0..20 {
            let (client, reached) = self.connect(cluster, None);
            if reached == Some(letter) {
                return client;
            }
        }
        panic!("the proxy never sent a connection to process {letter}");
    }

    /// Connects through the proxy until the connection reaches a process whose letter is not
    /// `not` (the proxy takes turns between processes).
    fn connect_elsewhere(&self, cluster: &Cluster, not: char) -> (RoomClient, char) {
        for _ in 0..20 {
            let (client, letter) = self.connect(cluster, None);
            let letter = letter.expect("a cluster's process has a letter");
            if letter != not {
                return (client, letter);
            }
        }
        panic!("the proxy sent every connection to process {not}");
    }
}

fn code_of(message: &ServerMessage) -> String {
    match message {
        ServerMessage::Room { code, .. } => code.clone(),
        other => panic!("not a room: {other:?}"),
    }
}

fn with_players(n: usize) -> impl Fn(&ServerMessage) -> bool {
    move |m| matches!(m, ServerMessage::Room { players, .. } if players.len() == n)
}

/// A room made on one process is joined by a player whose first connection reached the
/// other: as the game does, it sees the room is elsewhere and connects for the room's code.
fn a_room_is_joined_across_processes(cluster: &Cluster) -> String {
    let (host_player, guest_player) = (Player::new(cluster, "Host"), Player::new(cluster, "Guest"));
    let (host, letter) = host_player.connect(cluster, None);
    let letter = letter.unwrap();
    host.send(ClientMessage::Create {
        level: None,
        items: false,
        max_players: 2,
        computers_after_s: None,
    });
    let code = code_of(&next(&host, |m| matches!(m, ServerMessage::Room { .. })));
    assert!(
        code.starts_with(letter),
        "{code} is drawn by process {letter}"
    );
    let (first, other) = guest_player.connect_elsewhere(cluster, letter);
    assert!(room_is_elsewhere(Some(other), &code));
    drop(first);
    let (guest, reached) = guest_player.connect(cluster, Some(&code));
    assert_eq!(
        reached,
        Some(letter),
        "the proxy routes a code to its process"
    );
    guest.send(ClientMessage::Join { code: code.clone() });
    next(&guest, with_players(2));
    host.send(ClientMessage::Start);
    for client in [&host, &guest] {
        next(client, |m| matches!(m, ServerMessage::Started { .. }));
    }
    code
}

/// Two players who quick-match on two processes meet in one room.
fn quick_match_meets_across_processes(cluster: &Cluster) {
    let (one, two) = (
        Player::new(cluster, "Quick1"),
        Player::new(cluster, "Quick2"),
    );
    let (first, letter) = one.connect(cluster, None);
    first.send(ClientMessage::QuickMatch);
    let code = code_of(&next(&first, |m| matches!(m, ServerMessage::Room { .. })));
    let (second, _) = two.connect_elsewhere(cluster, letter.unwrap());
    second.send(ClientMessage::QuickMatch);
    let moved = next(&second, |m| matches!(m, ServerMessage::Moved { .. }));
    assert_eq!(moved, ServerMessage::Moved { code: code.clone() });
    let (second, reached) = two.connect(cluster, Some(&code));
    assert_eq!(reached, letter);
    second.send(ClientMessage::QuickMatch);
    for client in [&first, &second] {
        assert_eq!(code_of(&next(client, with_players(2))), code);
    }
}

/// Two keys bind look-alike names through the proxy at the same instant: one wins.
fn one_name_race_winner_each_round(cluster: &Cluster) {
    for round in 0..8 {
        let names = [format!("Racer{round}"), format!("RACER{round}")];
        let threads: Vec<_> = names
            .into_iter()
            .map(|name| {
                let client = cluster.client();
                std::thread::spawn(move || client.register(&Identity::generate().unwrap(), &name))
            })
            .collect();
        let results: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        let won = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "round {round}: {results:?}");
        assert!(
            results
                .iter()
                .any(|r| matches!(r, Err(ClientError::NameTaken(_)))),
            "{results:?}"
        );
    }
}

#[test]
fn rooms_quick_match_and_names_hold_across_processes_behind_the_proxy() {
    let Some(cluster) = Cluster::start(2) else {
        return;
    };
    a_room_is_joined_across_processes(&cluster);
    quick_match_meets_across_processes(&cluster);
    one_name_race_winner_each_round(&cluster);
}

/// Two players racing in a room of the process with `letter`'s rooms (made through the
/// proxy): the host's and the guest's connections.
fn race_on(cluster: &Cluster, letter: char, names: [&str; 2]) -> (RoomClient, RoomClient) {
    let (host_player, guest_player) = (
        Player::new(cluster, names[0]),
        Player::new(cluster, names[1]),
    );
    let host = host_player.connect_to(cluster, letter);
    host.send(ClientMessage::Create {
        level: None,
        items: false,
        max_players: 2,
        computers_after_s: None,
    });
    let code = code_of(&next(&host, |m| matches!(m, ServerMessage::Room { .. })));
    let (guest, _) = guest_player.connect(cluster, Some(&code));
    guest.send(ClientMessage::Join { code });
    next(&guest, with_players(2));
    host.send(ClientMessage::Start);
    for client in [&host, &guest] {
        next(client, |m| matches!(m, ServerMessage::Started { .. }));
    }
    (host, guest)
}

/// Accepted games of six players, through the proxy (so on both processes).
fn submit_kept_games(cluster: &Cluster) {
    let client = cluster.client();
    for seed in 1..=6u64 {
        let me = Identity::generate().unwrap();
        let name = format!("Kept{seed}");
        client.register(&me, &name).unwrap();
        let replay = pack_level_clear(seed).to_text();
        client.submit(&me, &name, &replay).unwrap();
    }
}

/// Waits until `holds` (within `limit`: a failure, not a measurement).
fn within(limit: Duration, what: &str, holds: impl Fn() -> bool) {
    let deadline = Instant::now() + limit;
    while !holds() {
        assert!(Instant::now() < deadline, "not in time: {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn disconnected(client: &RoomClient) -> bool {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        match client.try_recv() {
            Some(RoomEvent::Disconnected { .. }) => return true,
            Some(_) => {}
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    false
}

#[test]
fn a_process_killed_mid_race_leaves_the_others_racing_and_loses_no_accepted_game() {
    let Some(cluster) = Cluster::start(2) else {
        return;
    };
    submit_kept_games(&cluster);
    let (b_host, b_guest) = race_on(&cluster, 'B', ["BHost", "BGuest"]);
    let (a_host, a_guest) = race_on(&cluster, 'A', ["AHost", "AGuest"]);
    let waiting = Player::new(&cluster, "Lone").connect_to(&cluster, 'A');
    waiting.send(ClientMessage::QuickMatch);
    next(&waiting, |m| matches!(m, ServerMessage::Room { .. }));
    // One runtime for the store: its connections belong to the runtime that opened them.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let store = runtime.block_on(Store::open(&cluster.database)).unwrap();
    let listed_for_a = || {
        let rooms = runtime.block_on(quick_rooms(&store)).unwrap();
        rooms.iter().any(|r| r.letter == "A")
    };
    within(
        Duration::from_secs(20),
        "A lists its waiting room",
        listed_for_a,
    );
    let killed_at = Instant::now();

    cluster.kill('A');
    for client in [&a_host, &a_guest, &waiting] {
        assert!(disconnected(client), "A's players are told");
    }
    // B's race goes on.
    b_host.send(ClientMessage::Progress {
        pairs_left: 7,
        combo: 2,
    });
    let progress = next(&b_guest, |m| matches!(m, ServerMessage::Progress { .. }));
    assert!(matches!(
        progress,
        ServerMessage::Progress { pairs_left: 7, .. }
    ));
    // A's players join a new room at once: the proxy takes them to B.
    let again = Player::new(&cluster, "AHost2");
    let (host, reached) = again.connect(&cluster, None);
    assert_eq!(reached, Some('B'));
    host.send(ClientMessage::QuickMatch);
    next(&host, |m| matches!(m, ServerMessage::Room { .. }));
    // The sweep removes A's waiting room, once A has been silent long enough.
    within(Duration::from_secs(30), "A's rooms are swept", || {
        !listed_for_a()
    });
    assert!(killed_at.elapsed() >= crate::online::rooms::spread::SILENT);

    // Every process restarted: every accepted game is there.
    cluster.run("restart");
    let table = cluster
        .client()
        .leaderboard("level/small", None, 100)
        .unwrap();
    let mut names: Vec<_> = table.rows.iter().map(|r| r.name.clone()).collect();
    names.sort();
    assert_eq!(
        names,
        (1..=6).map(|s| format!("Kept{s}")).collect::<Vec<_>>()
    );
}

/// The names bound from one address are counted once, whichever process each request reaches:
/// the default five at once, then a refusal.
#[test]
fn names_from_one_address_are_counted_across_processes() {
    let Some(cluster) = Cluster::start_with(2, "--address-rate 1000") else {
        return;
    };
    for n in 0..5 {
        let client = cluster.client();
        client
            .register(&Identity::generate().unwrap(), &format!("Many{n}"))
            .unwrap();
    }
    let sixth = cluster
        .client()
        .register(&Identity::generate().unwrap(), "Many5");
    assert!(
        matches!(&sixth, Err(ClientError::Refused(why)) if why.contains("too many names")),
        "{sixth:?}"
    );
}

/// The game speaks TLS to the proxy and checks its certificate: a proxy whose certificate no
/// root vouches for is refused, by the leaderboards' client and the rooms' alike (with a real
/// certificate, the same handshake goes on).
#[test]
fn the_game_speaks_tls_to_the_proxy_and_refuses_a_certificate_nobody_vouches_for() {
    let Some(cluster) = Cluster::start_in(1, GENEROUS, "self-signed") else {
        return;
    };
    assert!(cluster.url.starts_with("https://"), "{}", cluster.url);
    let refused = cluster
        .client()
        .register(&Identity::generate().unwrap(), "Tls");
    assert!(
        matches!(&refused, Err(ClientError::Unreachable(why)) if why.contains("UnknownIssuer")),
        "{refused:?}"
    );
    let room = RoomClient::connect_waking(
        &cluster.url,
        None,
        Identity::generate().unwrap(),
        "Tls",
        None,
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    let reason = loop {
        match room.try_recv() {
            Some(RoomEvent::Disconnected { reason }) => break reason,
            Some(_) => {}
            None => {
                assert!(Instant::now() < deadline, "no answer");
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    };
    assert!(reason.contains("UnknownIssuer"), "{reason}");
}

/// Quick-match moves counted in the processes' logs.
fn moves(cluster: &Cluster) -> usize {
    std::fs::read_dir(cluster.dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|f| f.file_name().to_string_lossy().ends_with(".log"))
        .map(|f| {
            std::fs::read_to_string(f.path())
                .unwrap_or_default()
                .matches("sent on to room")
                .count()
        })
        .sum()
}

/// Whole games quick-matching through the proxy meet in one room, also when the second one's
/// connection reached the other process and the game followed its player's move there. The
/// proxy takes turns between processes, so pairs are played until one such move happened.
#[test]
fn games_quick_matching_through_the_proxy_meet_even_when_moved() {
    use crate::game::race::room::RaceOutgoing;
    use crate::suite::race::online::{pump, race, racer, say};
    let Some(cluster) = Cluster::start(2) else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    for pair in 0..20 {
        let mut apps = ["Qa", "Qb"].map(|who| {
            let name = format!("{who}{pair}");
            racer(&data.path().join(&name), &cluster.url, &name)
        });
        say(&mut apps[0], RaceOutgoing::QuickMatch);
        pump(&mut apps[..1], |apps| race(&apps[0]).code.len() == 6);
        say(&mut apps[1], RaceOutgoing::QuickMatch);
        pump(&mut apps, |apps| {
            apps.iter().all(|app| race(app).players.len() == 2)
        });
        assert_eq!(race(&apps[0]).code, race(&apps[1]).code);
        // Out of the room before the next pair comes (the room closes on the server).
        for app in &mut apps {
            say(app, RaceOutgoing::Leave);
        }
        drop(apps);
        std::thread::sleep(Duration::from_millis(300));
        if moves(&cluster) > 0 {
            return;
        }
    }
    panic!("no second player reached the other process in 20 pairs");
}
