//! Load for the online server (run by `scripts/load-online`): CLIENTS simulated players, each on
//! its own thread with its own key and name, submit replays to SERVER for SECONDS, one after the
//! other; prints submissions, accepted ones, replays verified a second, and the p50/p99 time
//! from submission to rank. The replays are the bot's clears of a small pack level, one per
//! seed, so every player's entries are real games the server must re-play.
//!
//! `lianliankan load-online SERVER [CLIENTS] [SECONDS] [REPLAYS]`

use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::formats::level::Level;
use crate::formats::replay::Replay;
use crate::game::core::deal::LevelSpec;
use crate::game::replays::bot::{MOST_LINKS, bot_replay};
use crate::online::client::Client;
use crate::online::keys::Identity;

/// `lianliankan load-online SERVER [CLIENTS] [SECONDS] [REPLAYS]`.
pub fn load_online(server: String, clients: usize, seconds: u64, replays: u64) -> ExitCode {
    let made = Instant::now();
    let texts: Vec<String> = (0..replays).map(|seed| replay(seed).to_text()).collect();
    eprintln!(
        "{} replays made in {:.1} s",
        texts.len(),
        made.elapsed().as_secs_f64()
    );
    let texts = std::sync::Arc::new(texts);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let start = Instant::now();
    let threads: Vec<_> = (0..clients)
        .map(|i| {
            let texts = texts.clone();
            let server = server.clone();
            std::thread::spawn(move || {
                let client = Client::new(&server).expect("a server address");
                let me = Identity::generate().expect("a key");
                let name = format!("load{i}");
                let mut times = Vec::new();
                let mut accepted = 0u64;
                let mut refused = Vec::new();
                let mut registered = client.register(&me, &name);
                for _ in 0..20 {
                    if registered.is_ok() {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(250));
                    registered = client.register(&me, &name);
                }
                if let Err(e) = registered {
                    refused.push(format!("could not bind the name: {e}"));
                    return (times, accepted, refused);
                }
                let mut n = i;
                while Instant::now() < deadline {
                    let t = Instant::now();
                    match client.submit(&me, &name, &texts[n % texts.len()]) {
                        Ok(_) => accepted += 1,
                        Err(e) => refused.push(e.to_string()),
                    }
                    times.push(t.elapsed());
                    n += 7;
                }
                (times, accepted, refused)
            })
        })
        .collect();
    let mut times = Vec::new();
    let mut accepted = 0;
    let mut refused: Vec<String> = Vec::new();
    for t in threads {
        let (t, a, r) = t.join().expect("a client thread");
        times.extend(t);
        accepted += a;
        refused.extend(r);
    }
    let elapsed = start.elapsed().as_secs_f64();
    times.sort();
    let pct = |p: f64| {
        times
            .get(((times.len() as f64 * p) as usize).min(times.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    println!("clients: {clients}, seconds: {elapsed:.1}");
    println!(
        "submissions: {}, accepted: {accepted}, refused or failed: {}",
        times.len(),
        refused.len()
    );
    println!("verified per second: {:.1}", accepted as f64 / elapsed);
    println!(
        "submit to rank: p50 {:.0} ms, p99 {:.0} ms",
        pct(0.5),
        pct(0.99)
    );
    let mut reasons: Vec<&String> = refused.iter().collect();
    reasons.sort();
    reasons.dedup();
    for r in reasons.iter().take(5) {
        println!("  e.g. {r}");
    }
    ExitCode::SUCCESS
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
