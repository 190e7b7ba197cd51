//! Load for the online server (run by `scripts/load-online`): CLIENTS simulated players, each on
//! its own thread with its own key and name, submit replays to SERVER for SECONDS, one after the
//! other; prints submissions, accepted ones, replays verified a second, and the p50/p99 time
//! from submission to rank. The replays are the bot's clears of a small pack level, one per
//! seed, so every player's entries are real games the server must re-play. Each player sends
//! its own games (REPLAYS of them, in turn): a game belongs to the player who sent it first,
//! and the server refuses it from anyone else.
//!
//! `lianliankan load-online SERVER [CLIENTS] [SECONDS] [REPLAYS]`

use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::formats::level::Level;
use crate::formats::replays::replay::Replay;
use crate::game::core::deal::LevelSpec;
use crate::game::replays::bot::{MOST_LINKS, bot_replay};
use crate::online::client::Client;
use crate::online::keys::Identity;

/// `lianliankan load-online SERVER [CLIENTS] [SECONDS] [REPLAYS]`: REPLAYS games per player.
pub fn load_online(
    server: String,
    clients: usize,
    seconds: u64,
    replays: u64,
) -> crate::cli::failure::Outcome {
    let made = Instant::now();
    let per_player = replays.max(1);
    let games: Vec<Vec<String>> = (0..clients as u64)
        .map(|i| {
            (0..per_player)
                .map(|j| replay(i * per_player + j).to_text())
                .collect()
        })
        .collect();
    eprintln!(
        "{} replays made in {:.1} s",
        clients as u64 * per_player,
        made.elapsed().as_secs_f64()
    );
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let start = Instant::now();
    let threads: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(i, own)| {
            let server = server.clone();
            std::thread::spawn(move || one_client(i, &server, &own, deadline))
        })
        .collect();
    let mut sent = Sent::default();
    for t in threads {
        let one = t.join().expect("a client thread");
        sent.times.extend(one.times);
        sent.accepted += one.accepted;
        sent.refused.extend(one.refused);
    }
    report(clients, start.elapsed().as_secs_f64(), sent);
    Ok(ExitCode::SUCCESS)
}

/// What one simulated player's submissions came to.
#[derive(Default)]
struct Sent {
    times: Vec<Duration>,
    accepted: u64,
    refused: Vec<String>,
}

/// Player `i`: binds a name, then submits its own games in turn until `deadline`.
fn one_client(i: usize, server: &str, texts: &[String], deadline: Instant) -> Sent {
    let client = Client::new(server).expect("a server address");
    let me = Identity::generate().expect("a key");
    let name = format!("load{i}");
    let mut sent = Sent::default();
    let mut registered = client.register(&me, &name);
    for _ in 0..20 {
        if registered.is_ok() {
            break;
        }
        std::thread::sleep(Duration::from_millis(250));
        registered = client.register(&me, &name);
    }
    if let Err(e) = registered {
        sent.refused.push(format!("could not bind the name: {e}"));
        return sent;
    }
    for text in texts.iter().cycle() {
        if Instant::now() >= deadline {
            break;
        }
        let t = Instant::now();
        match client.submit(&me, &name, text) {
            Ok(_) => sent.accepted += 1,
            Err(e) => sent.refused.push(e.to_string()),
        }
        sent.times.push(t.elapsed());
    }
    sent
}

/// Prints the rate, the latencies and a few reasons for refusals.
fn report(clients: usize, elapsed: f64, mut sent: Sent) {
    sent.times.sort();
    let times = &sent.times;
    let pct = |p: f64| {
        times
            .get(((times.len() as f64 * p) as usize).min(times.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    println!("clients: {clients}, seconds: {elapsed:.1}");
    println!(
        "submissions: {}, accepted: {}, refused or failed: {}",
        times.len(),
        sent.accepted,
        sent.refused.len()
    );
    println!("verified per second: {:.1}", sent.accepted as f64 / elapsed);
    println!(
        "submit to rank: p50 {:.0} ms, p99 {:.0} ms",
        pct(0.5),
        pct(0.99)
    );
    let mut reasons: Vec<&String> = sent.refused.iter().collect();
    reasons.sort();
    reasons.dedup();
    for r in reasons.iter().take(5) {
        println!("  e.g. {r}");
    }
}

/// The bot's clear of a small pack level with `seed`.
fn replay(seed: u64) -> Replay {
    let level = Level::from_ron(
        "(name: \"Load\", id: \"load\", layout: [\"xxxxxx\", \"xxxxxx\", \"xxxxxx\", \"xxxxxx\"], kinds: 6)",
        "load",
    )
    .expect("a level");
    let mut spec = LevelSpec::new(level, seed);
    spec.record = Some("load".into());
    bot_replay(spec, MOST_LINKS).expect("a game")
}
