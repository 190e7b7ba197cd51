//! Load for the race rooms (run by `scripts/load-rooms`): CLIENTS players, each a `RoomClient`
//! (its own connection thread) driven by a thread of its own, meet in rooms of four, race, and
//! send progress every INTERVAL ms for SECONDS. Each progress message carries the time it was
//! sent (microseconds since the run began, one clock for every player in this process), so each
//! receiver measures how long it took from one player to the others. Prints messages sent,
//! relayed and received, and the p50/p99/max latency.
//!
//! With `--computers`, each player opens a room of its own on an 18×8 board whose three other
//! seats the server fills with computer players after a second (the server's work for rooms
//! of computer players: `scripts/load-rooms` reads its CPU time).
//!
//! `lianliankan load-rooms SERVER [CLIENTS] [SECONDS] [INTERVAL_MS] [--computers]`

use std::collections::HashMap;
use std::process::ExitCode;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::online::client::Client;
use crate::online::keys::Identity;
use crate::online::rooms::client::{RoomClient, RoomEvent};
use crate::online::rooms::protocol::{ClientMessage, LevelChoice, ServerMessage};

/// Players per room.
pub const ROOM: usize = 4;

/// A level with no clock, so no race ends during the run.
const LEVEL: &str = "(name: \"Load\", id: \"load\", layout: [\"xxxxxx\", \"xxxxxx\", \"xxxxxx\", \"xxxxxx\"], kinds: 6)";

/// A board of KShisen's middle size with no clock, for rooms of computer players.
const COMPUTERS_LEVEL: &str = "(name: \"Load 18x8\", id: \"load-18x8\", layout: [\"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\", \"xxxxxxxxxxxxxxxxxx\"], kinds: 36)";

/// How the run is set.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    /// Time between a player's progress messages.
    pub every: Duration,
    /// Each player races three computer players in a room of its own.
    pub computers: bool,
}

/// Room codes by room number, handed from each host to its guests.
#[derive(Default)]
pub struct Codes {
    codes: Mutex<HashMap<usize, String>>,
    posted: Condvar,
}

impl Codes {
    fn post(&self, room: usize, code: String) {
        self.codes.lock().expect("codes").insert(room, code);
        self.posted.notify_all();
    }

    fn wait(&self, room: usize) -> String {
        let mut codes = self.codes.lock().expect("codes");
        loop {
            if let Some(code) = codes.get(&room) {
                return code.clone();
            }
            codes = self.posted.wait(codes).expect("codes");
        }
    }
}

/// What one player saw.
#[derive(Default)]
pub struct Seen {
    /// Progress messages sent.
    pub sent: u64,
    /// Latencies of the progress messages received, in microseconds.
    pub latencies: Vec<u64>,
    /// Progress messages received from computer players.
    pub from_computers: u64,
    /// Why it stopped early, if it did.
    pub failed: Option<String>,
}

/// The next room message `want` accepts, waiting on the client's wake-ups.
fn wait_for(
    client: &RoomClient,
    want: impl Fn(&ServerMessage) -> bool,
) -> Result<ServerMessage, String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        while let Some(event) = client.try_recv() {
            match event {
                RoomEvent::Message(m) if want(&m) => return Ok(m),
                RoomEvent::Message(ServerMessage::Error { reason }) => return Err(reason),
                RoomEvent::Message(_) => {}
                RoomEvent::Disconnected { reason } => return Err(reason),
            }
        }
        if Instant::now() > deadline {
            return Err("the room did not start in time".into());
        }
        std::thread::park_timeout(Duration::from_millis(100));
    }
}

/// Signs in, meets the room, and races: player `i` of the run.
pub fn player(
    server: &str,
    i: usize,
    codes: &Codes,
    epoch: Instant,
    until: Instant,
    run: Run,
) -> Seen {
    match race(server, i, codes, epoch, until, run) {
        Ok(seen) => seen,
        Err(why) => Seen {
            failed: Some(why),
            ..Seen::default()
        },
    }
}

fn race(
    server: &str,
    i: usize,
    codes: &Codes,
    epoch: Instant,
    until: Instant,
    run: Run,
) -> Result<Seen, String> {
    let me = Identity::generate()?;
    let name = format!("racer{i}");
    Client::new(server)?
        .register(&me, &name)
        .map_err(|e| e.to_string())?;
    let thread = std::thread::current();
    let wake = Arc::new(move || thread.unpark());
    let room = i / ROOM;
    let host = run.computers || i.is_multiple_of(ROOM);
    // A guest connects for its room's code: behind a proxy, to the room's process.
    let code = (!host).then(|| codes.wait(room));
    let client = RoomClient::connect_waking(server, code.as_deref(), me, &name, Some(wake));
    wait_for(&client, |m| matches!(m, ServerMessage::Welcome { .. }))?;
    if let Some(code) = code {
        client.send(ClientMessage::Join { code });
    } else {
        host_room(&client, codes, room, run)?;
    }
    wait_for(&client, |m| matches!(m, ServerMessage::Started { .. }))?;
    let mut seen = Seen::default();
    let every = run.every;
    let mut next_send = Instant::now();
    while Instant::now() < until {
        if Instant::now() >= next_send {
            let micros = epoch.elapsed().as_micros() as u32;
            client.send(ClientMessage::Progress {
                pairs_left: micros,
                combo: 0,
            });
            seen.sent += 1;
            next_send += every;
        }
        while let Some(event) = client.try_recv() {
            match event {
                RoomEvent::Message(ServerMessage::Progress { player, .. })
                    if player.contains(' ') =>
                {
                    seen.from_computers += 1;
                }
                RoomEvent::Message(ServerMessage::Progress { pairs_left, .. }) => {
                    let now = epoch.elapsed().as_micros() as u32;
                    seen.latencies.push(u64::from(now.wrapping_sub(pairs_left)));
                }
                RoomEvent::Message(_) => {}
                RoomEvent::Disconnected { reason } => {
                    seen.failed = Some(reason);
                    return Ok(seen);
                }
            }
        }
        std::thread::park_timeout(
            next_send
                .min(until)
                .saturating_duration_since(Instant::now()),
        );
    }
    Ok(seen)
}

/// Opens room number `room` (posting its code for the guests), waits for it to fill, and
/// starts it.
fn host_room(client: &RoomClient, codes: &Codes, room: usize, run: Run) -> Result<(), String> {
    let (text, id) = if run.computers {
        (COMPUTERS_LEVEL, "load-18x8")
    } else {
        (LEVEL, "load")
    };
    client.send(ClientMessage::Create {
        level: Some(LevelChoice {
            text: text.into(),
            id: id.into(),
        }),
        items: false,
        max_players: ROOM as u8,
        computers_after_s: run.computers.then_some(1),
    });
    let ServerMessage::Room { code, .. } =
        wait_for(client, |m| matches!(m, ServerMessage::Room { .. }))?
    else {
        unreachable!()
    };
    codes.post(room, code);
    wait_for(
        client,
        |m| matches!(m, ServerMessage::Room { players, .. } if players.len() == ROOM),
    )?;
    client.send(ClientMessage::Start);
    Ok(())
}

/// `lianliankan load-rooms SERVER [CLIENTS] [SECONDS] [INTERVAL_MS] [--computers]`.
pub fn load_rooms(
    server: String,
    clients: usize,
    seconds: u64,
    interval_ms: u64,
    computers: bool,
) -> crate::cli::failure::Outcome {
    let clients = if computers {
        clients
    } else {
        clients / ROOM * ROOM
    };
    let every = Duration::from_millis(interval_ms);
    let run = Run { every, computers };
    let codes = Arc::new(Codes::default());
    let epoch = Instant::now();
    // Time to meet: every room is made and started before the measured minute ends.
    let until = epoch + Duration::from_secs(seconds + 10);
    let threads: Vec<_> = (0..clients)
        .map(|i| {
            let (server, codes) = (server.clone(), codes.clone());
            std::thread::spawn(move || player(&server, i, &codes, epoch, until, run))
        })
        .collect();
    let mut latencies = Vec::new();
    let (mut sent, mut from_computers) = (0, 0);
    let mut failed = Vec::new();
    for t in threads {
        let seen = t.join().expect("a player's thread");
        sent += seen.sent;
        from_computers += seen.from_computers;
        latencies.extend(seen.latencies);
        failed.extend(seen.failed);
    }
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |&us| us as f64 / 1e3)
    };
    if computers {
        println!(
            "clients: {clients}, each in a room with {} computer players, progress every {} \
             ms for about {seconds} s",
            ROOM - 1,
            every.as_millis()
        );
        println!(
            "progress sent: {sent}; progress from computer players received: {from_computers}; \
             failed players: {}",
            failed.len()
        );
        print_failures(failed);
        return Ok(ExitCode::SUCCESS);
    }
    let expected = sent * (ROOM as u64 - 1);
    println!(
        "clients: {clients} in rooms of {}, progress every {} ms for about {seconds} s",
        ROOM,
        every.as_millis()
    );
    println!(
        "progress sent: {sent}, received: {} of {expected} ({:.2}%), failed players: {}",
        latencies.len(),
        100.0 * latencies.len() as f64 / expected.max(1) as f64,
        failed.len()
    );
    println!(
        "latency one player to another: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    print_failures(failed);
    Ok(ExitCode::SUCCESS)
}

/// A few of the reasons players stopped early.
fn print_failures(mut failed: Vec<String>) {
    failed.sort();
    failed.dedup();
    for why in failed.iter().take(5) {
        println!("  e.g. {why}");
    }
}
