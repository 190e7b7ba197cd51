//! The online leaderboards: a server started in-process on 127.0.0.1 (port 0) over a temporary
//! SQLite database, and the same storage tests against a real PostgreSQL when
//! `LIANLIANKAN_TEST_POSTGRES` names one (`scripts/test` starts one; under `CI=true` its
//! absence fails).

use std::io::{Read, Write};
use std::sync::OnceLock;
use std::time::Duration;

use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::{Replay, fingerprint};
use crate::game::core::deal::LevelSpec;
use crate::game::modes::pack_and_daily::daily_spec;
use crate::game::modes::runs::{ATTACK_START, run_level};
use crate::game::replays::bot::{MOST_LINKS, bot_replay};
use crate::online::client::{Client, ClientError};
use crate::online::keys::Identity;
use crate::online::limits::Rate;
use crate::online::server::{Running, ServerConfig, start};

const POSTGRES_VAR: &str = "LIANLIANKAN_TEST_POSTGRES";

/// Limits loose enough for a test's bursts.
pub(crate) fn config(database: &str) -> ServerConfig {
    ServerConfig {
        bind: "127.0.0.1:0".parse().unwrap(),
        database: database.to_string(),
        address_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        key_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        name_rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..ServerConfig::default()
    }
}

pub(crate) fn serve(config: ServerConfig) -> Running {
    start(config, crate::game::replays::run_proof::online_verifier()).expect("the server starts")
}

pub(crate) fn sqlite_url(dir: &tempfile::TempDir) -> String {
    format!("sqlite:{}", dir.path().join("boards.sqlite").display())
}

fn today() -> String {
    crate::formats::daily::today()
}

/// Today's daily board played by the bot for `links` links (all of it: [`MOST_LINKS`]).
fn daily(links: usize) -> Replay {
    bot_replay(daily_spec(&today(), &Default::default()), links).unwrap()
}

/// A small pack level, cleared by the bot.
pub(crate) fn pack_level_clear(seed: u64) -> Replay {
    let level = Level::from_ron(
        "(name: \"Small\", id: \"small\", layout: [\"xxxx\", \"xxxx\"], kinds: 4)",
        "test",
    )
    .unwrap();
    let mut spec = LevelSpec::new(level, seed);
    spec.record = Some("small".into());
    bot_replay(spec, MOST_LINKS).unwrap()
}

/// The opening board of a time-attack run, played for a few links.
fn time_attack() -> Replay {
    static GAME: OnceLock<Replay> = OnceLock::new();
    GAME.get_or_init(|| {
        let mut spec = LevelSpec::new(run_level(PlayMode::TimeAttack, 1, ATTACK_START), 5);
        spec.mode = PlayMode::TimeAttack;
        bot_replay(spec, 4).unwrap()
    })
    .clone()
}

/// Three full and partial daily games, made once (the bot's games are the slow part).
fn dailies() -> &'static (Replay, Replay, Replay) {
    static GAMES: OnceLock<(Replay, Replay, Replay)> = OnceLock::new();
    GAMES.get_or_init(|| (daily(MOST_LINKS), daily(6), daily(3)))
}

pub(crate) struct Player {
    pub(crate) me: Identity,
    pub(crate) name: String,
}

pub(crate) fn player(client: &Client, name: &str) -> Player {
    let me = Identity::generate().unwrap();
    client.register(&me, name).unwrap();
    Player {
        me,
        name: name.to_string(),
    }
}

pub(crate) fn submit(
    client: &Client,
    p: &Player,
    replay: &Replay,
) -> Result<crate::online::api::Accepted, ClientError> {
    client.submit(&p.me, &p.name, &replay.to_text())
}

pub(crate) fn refused(result: Result<impl std::fmt::Debug, ClientError>, want: &str) {
    match result {
        Err(ClientError::Refused(why)) => {
            assert!(why.contains(want), "{why:?} should say {want:?}")
        }
        other => panic!("expected a refusal saying {want:?}, got {other:?}"),
    }
}

/// A name refused as another player's: known by the refusal's code, its words saying `want`.
pub(crate) fn taken(result: Result<impl std::fmt::Debug, ClientError>, want: &str) {
    match result {
        Err(ClientError::NameTaken(why)) => {
            assert!(why.contains(want), "{why:?} should say {want:?}")
        }
        other => panic!("expected the name taken, saying {want:?}, got {other:?}"),
    }
}

/// The storage scenario, run on SQLite and on PostgreSQL: accepted games rank in order, the
/// daily board keeps the first attempt, a level keeps the best, and a restart keeps it all.
fn ranks_and_keeps(database: &str) {
    let (full, six, three) = dailies();
    let board = format!("daily/{}", today());
    let server = serve(config(database));
    let client = Client::new(&server.url()).unwrap();
    let alice = player(&client, "Alice");
    let bob = player(&client, "Bob");
    let carol = player(&client, "玩家3");
    let accepted = submit(&client, &bob, three).unwrap();
    assert_eq!(
        (accepted.board.as_str(), accepted.rank),
        (board.as_str(), 1)
    );
    assert_eq!(accepted.points, three.result.points);
    assert_eq!(submit(&client, &alice, full).unwrap().rank, 1);
    assert_eq!(submit(&client, &carol, six).unwrap().rank, 2);
    // The daily board keeps the first attempt (a later game of Bob's own is refused); the
    // same replay again is fine.
    refused(submit(&client, &bob, &daily(4)), "first attempt counts");
    assert!(submit(&client, &bob, three).unwrap().kept);
    // A level keeps each player's best.
    let clear = pack_level_clear(3);
    let on_level = submit(&client, &alice, &clear).unwrap();
    assert!(
        on_level.board.starts_with("level/small@"),
        "{}",
        on_level.board
    );
    let names = |table: &crate::online::api::Leaderboard| -> Vec<String> {
        table.rows.iter().map(|r| r.name.clone()).collect()
    };
    let table = client.leaderboard(&board, Some("Bob"), 100).unwrap();
    assert_eq!(names(&table), ["Alice", "玩家3", "Bob"]);
    assert_eq!(table.you.as_ref().map(|r| r.rank), Some(3));
    assert!(table.rows.windows(2).all(|w| w[0].points >= w[1].points));
    drop(server);

    // Restarted on the same database: everything is still there.
    let server = serve(config(database));
    let client = Client::new(&server.url()).unwrap();
    let table = client.leaderboard(&board, None, 100).unwrap();
    assert_eq!(names(&table), ["Alice", "玩家3", "Bob"]);
    let level = client.leaderboard("level/small", None, 100).unwrap();
    assert_eq!(level.board, on_level.board);
    assert_eq!(names(&level), ["Alice"]);
    // A server that ships another version of the level shows that one for the identity
    // alone, however many entries other versions have; each version is still asked for by
    // its full name.
    drop(server);
    let shipped = "level/small@0123456789abcdef".to_string();
    let server = serve(ServerConfig {
        shipped_boards: vec![shipped.clone()],
        ..config(database)
    });
    let client = Client::new(&server.url()).unwrap();
    let level = client.leaderboard("level/small", None, 100).unwrap();
    assert_eq!(level.board, shipped);
    assert!(level.rows.is_empty());
    let played = client.leaderboard(&on_level.board, None, 100).unwrap();
    assert_eq!(names(&played), ["Alice"]);
    // Names survive too: Bob's name is still Bob's.
    taken(
        client.register(&Identity::generate().unwrap(), "bob"),
        "taken",
    );
    client.register(&bob.me, "Bob").unwrap();
}

#[test]
fn games_rank_in_order_and_survive_a_restart_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    ranks_and_keeps(&sqlite_url(&dir));
}

/// A fresh database on the PostgreSQL server the tests were given, if any.
pub(crate) fn postgres_database() -> Option<String> {
    let Some(admin) = std::env::var(POSTGRES_VAR).ok().filter(|u| !u.is_empty()) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{POSTGRES_VAR} is not set under CI: scripts/test starts a PostgreSQL for these tests"
        );
        eprintln!(
            "\n!!! SKIPPED: the PostgreSQL storage tests ({POSTGRES_VAR} is not set; \
             scripts/test sets it) !!!\n"
        );
        return None;
    };
    static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let name = format!(
        "llk_{}_{}",
        std::process::id(),
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        use sqlx::Connection;
        sqlx::any::install_default_drivers();
        let mut conn = sqlx::AnyConnection::connect(&admin).await.unwrap();
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .unwrap();
    });
    // The admin URL's database replaced by the new one (query string kept).
    let (base, query) = admin.split_once('?').unwrap_or((&admin, ""));
    let base = base.rsplit_once('/').map_or(base, |(b, _)| b);
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    Some(format!("{base}/{name}{query}"))
}

#[test]
fn games_rank_in_order_and_survive_a_restart_on_postgres() {
    if let Some(url) = postgres_database() {
        ranks_and_keeps(&url);
    }
}

#[test]
fn names_and_forgeries_are_refused_on_postgres() {
    if let Some(url) = postgres_database() {
        forgeries_refused(&url);
    }
}

#[test]
fn forged_replays_and_other_keys_are_refused_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    forgeries_refused(&sqlite_url(&dir));
}

/// Each way a replay may lie is refused with its reason, and nothing is recorded.
fn forgeries_refused(database: &str) {
    let (full, ..) = dailies();
    let server = serve(config(database));
    let client = Client::new(&server.url()).unwrap();
    let alice = player(&client, "Alice");
    let mallory = player(&client, "Mallory");
    lies_in_the_game_are_refused(&client, &alice, full);
    lies_about_the_player_are_refused(&server, &client, (&alice, &mallory), full);
    // The true game is accepted, and a time attack opening counts.
    assert_eq!(submit(&client, &alice, full).unwrap().rank, 1);
    // Alice's game is hers: sent by another player, as it is or dated again, it is refused.
    refused(submit(&client, &mallory, full), "sent first by \"Alice\"");
    let mut redated = full.clone();
    redated.played_at -= 60;
    refused(
        submit(&client, &mallory, &redated),
        "sent first by \"Alice\"",
    );
    assert_eq!(submit(&client, &alice, full).unwrap().rank, 1, "hers again");
    assert_eq!(
        submit(&client, &alice, &time_attack()).unwrap().board,
        "time-attack"
    );
    names_keep_their_rules(&server, &client, &alice);
}

/// A replay that says another seed, score, mode, day, deal, level, clock or date than it
/// played.
fn lies_in_the_game_are_refused(client: &Client, alice: &Player, full: &Replay) {
    let mut ancient = full.clone();
    ancient.played_at = 631_152_000;
    refused(
        submit(client, alice, &ancient),
        "1990-01-01, before the game existed",
    );
    let mut ahead = full.clone();
    ahead.played_at = crate::formats::daily::unix_seconds_now() + 3 * 24 * 60 * 60;
    refused(submit(client, alice, &ahead), "which has not come yet");
    let mut seed = full.clone();
    seed.seed += 1;
    refused(submit(client, alice, &seed), "seed");
    let mut score = full.clone();
    score.result.points += 100;
    refused(submit(client, alice, &score), "its moves give");
    let mut mode = full.clone();
    mode.mode = PlayMode::TimeAttack;
    refused(submit(client, alice, &mode), "opening board of a run");
    let mut date = full.clone();
    date.level_id = Some("daily/2021-03-04".into());
    date.seed = crate::formats::daily::seed("2021-03-04");
    refused(submit(client, alice, &date), "not the one this game deals");
    // A pack level's moves on another deal, and its level altered under its fingerprint.
    let clear = pack_level_clear(3);
    let mut other_deal = clear.clone();
    other_deal.seed += 1;
    refused(submit(client, alice, &other_deal), "does not prove");
    let mut altered = clear.clone();
    altered.level = altered.level.replace("kinds: 4", "kinds: 2");
    assert_ne!(altered.level, clear.level);
    refused(submit(client, alice, &altered), "altered");
    // Another level is another board: a forged level never enters the true level's board.
    let mut other = Level::from_ron(&clear.level, "test").unwrap();
    other.kinds = 2;
    let mut moved = clear.clone();
    moved.level = other.to_ron();
    moved.level_fingerprint = fingerprint(&moved.level);
    if let Ok(accepted) = submit(client, alice, &moved) {
        assert_ne!(
            accepted.board,
            format!("level/small@{}", clear.level_fingerprint)
        );
    }
    // The time attack's opening board, but with a longer clock.
    let mut clock = time_attack();
    let mut longer = Level::from_ron(&clock.level, "test").unwrap();
    longer.time_limit = Some(600);
    clock.level = longer.to_ron();
    assert_ne!(
        clock.level,
        time_attack().level,
        "the clock is in the level"
    );
    clock.level_fingerprint = fingerprint(&clock.level);
    refused(submit(client, alice, &clock), "opening board of a run");
}

/// Another player's key under a name, a replay changed after signing, a practice game.
fn lies_about_the_player_are_refused(
    server: &Running,
    client: &Client,
    (alice, mallory): (&Player, &Player),
    full: &Replay,
) {
    refused(
        client.submit(&mallory.me, "Alice", &full.to_text()),
        "another key",
    );
    let body = serde_json::json!({
        "name": "Alice",
        "key": alice.me.public_hex(),
        "replay": full.to_text().replace("points", "points "),
        "signature": alice.me.sign_hex(&crate::online::keys::submission_message("Alice", &full.to_text())),
    });
    let (status, text) = raw(server, "POST", "/v1/submissions", &body.to_string());
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("signature does not match"), "{text}");
    // Practice and relaxed games count for no board.
    let mut practice = full.clone();
    practice.level_id = None;
    refused(submit(client, alice, &practice), "practice");
    let table = client
        .leaderboard(&format!("daily/{}", today()), None, 100)
        .unwrap();
    assert!(table.rows.is_empty(), "{:?}", table.rows);
}

/// Names: the rules, one per key, unique whatever the case and look; a key has one spelling.
fn names_keep_their_rules(server: &Running, client: &Client, alice: &Player) {
    let fresh = Identity::generate().unwrap();
    for bad in [
        "",
        "a b",
        "seventeen-chars!!",
        "x".repeat(17).as_str(),
        "名字?",
    ] {
        refused(client.register(&fresh, bad), "a name");
    }
    taken(client.register(&fresh, "ALICE"), "taken");
    taken(client.register(&fresh, "AIice"), "looks like \"Alice\"");
    refused(client.register(&fresh, "Ａｌｉｃｅ"), "names do not use");
    refused(client.register(&fresh, "\u{3164}Alice"), "names do not use");
    refused(client.register(&fresh, "Аlicе"), "mixes scripts");
    refused(client.register(&alice.me, "Alice2"), "already has the name");
    // The same key in capitals is no other key, and no way round its name or its limits.
    let shouted = crate::online::api::Register {
        name: "Shouted".into(),
        key: alice.me.public_hex().to_uppercase(),
        signature: alice
            .me
            .sign_hex(&crate::online::keys::name_message("Shouted")),
    };
    let body = serde_json::to_string(&shouted).unwrap();
    let (status, text) = raw(server, "POST", "/v1/players", &body);
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("lowercase"), "{text}");
    client.register(&fresh, "连连看").unwrap();
}

/// One request by hand: the status and the body.
pub(crate) fn raw(server: &Running, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = std::net::TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n\
         content-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    let _ = s.read_to_string(&mut answer);
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, answer)
}

#[test]
fn caps_rate_limits_and_timeouts_hold() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(ServerConfig {
        key_rate: Rate {
            per_second: 0.001,
            burst: 2.0,
        },
        header_timeout: Duration::from_secs(1),
        max_body_bytes: 4096,
        ..config(&sqlite_url(&dir))
    });
    // Malformed requests are refused with the reason.
    let (status, text) = raw(&server, "POST", "/v1/players", "{\"name\": 5}");
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("malformed request"), "{text}");
    let (status, text) = raw(&server, "GET", "/v1/leaderboard?board=weekly", "");
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("no board"), "{text}");
    // A body over the cap.
    let big = format!("{{\"name\": \"{}\"}}", "x".repeat(5000));
    let (status, _) = raw(&server, "POST", "/v1/players", &big);
    assert_eq!(status, 413);
    // A key's rate: two requests, then refused.
    let client = Client::new(&server.url()).unwrap();
    let me = Identity::generate().unwrap();
    client.register(&me, "Quick").unwrap();
    client.register(&me, "Quick").unwrap();
    refused(
        client.register(&me, "Quick"),
        "too many requests from this key",
    );
    // Headers that never finish: the socket is closed.
    let mut slow = std::net::TcpStream::connect(server.addr()).unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    slow.write_all(b"GET /v1/health HTTP/1.1\r\nhost: x\r\n")
        .unwrap();
    let start = std::time::Instant::now();
    let mut buf = Vec::new();
    let _ = slow.read_to_end(&mut buf);
    assert!(
        start.elapsed() < Duration::from_secs(15),
        "closed after the header deadline"
    );
    drop(server);

    // An address's rate.
    let server = serve(ServerConfig {
        address_rate: Rate {
            per_second: 0.001,
            burst: 3.0,
        },
        ..config(&sqlite_url(&dir))
    });
    for _ in 0..3 {
        assert_eq!(raw(&server, "GET", "/v1/health", "").0, 200);
    }
    let (status, text) = raw(&server, "GET", "/v1/health", "");
    assert_eq!(status, 429, "{text}");
    assert!(text.contains("this address"), "{text}");
}

/// A race's places are kept in the result's order, with and without a proven clock, in one
/// transaction, a computer player's apart from the players'; a second race with the same
/// identity is refused and changes nothing.
fn races_are_kept(database: &str) {
    use crate::online::rooms::protocol::{Place, Standing};
    use crate::online::store::{RaceRecord, Store};
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = Store::open(database).await.unwrap();
        for (name, key) in [("Win", "k1"), ("慢", "k2"), ("Gone", "k3")] {
            store.register(name, key, 1).await.unwrap();
        }
        let place = |name: &str, place, clock_ns, verified, reason: &str| Place {
            name: name.to_string(),
            place,
            clock_ns,
            verified,
            reason: reason.to_string(),
            standing: match reason {
                "cleared" | "cleared (a computer player)" => Standing::Cleared,
                _ => Standing::Left,
            },
            computer: reason.contains("computer"),
        };
        // A computer player, between two players: no player of that name exists (none can:
        // it has a space), and it is kept apart from the players' places.
        let places = vec![
            (
                place("Win", 1, Some(u64::MAX / 4), true, "cleared"),
                Some("replay text".to_string()),
            ),
            (
                place(
                    "computer 1",
                    2,
                    Some(8),
                    false,
                    "cleared (a computer player)",
                ),
                None,
            ),
            (place("慢", 3, Some(9), true, "cleared"), None),
            (place("Gone", 4, None, false, "left the race"), None),
        ];
        let race = RaceRecord {
            id: "race-1".into(),
            code: "ABCDEF".into(),
            level_id: "small".into(),
            level_fingerprint: "f".into(),
            seed: u64::MAX,
            items: true,
            ended_at: 1_700_000_000,
            places: places.clone(),
        };
        store.record_race(&race).await.unwrap();
        let want: Vec<Place> = places.iter().map(|(p, _)| p.clone()).collect();
        assert_eq!(store.race_places("race-1").await.unwrap(), want);

        let mut again = race.clone();
        again.places.truncate(1);
        again.places[0].0.place = 3;
        assert!(store.record_race(&again).await.is_err());
        assert_eq!(store.race_places("race-1").await.unwrap(), want);
        assert!(store.race_places("race-2").await.unwrap().is_empty());
        store.close().await;
    });
}

#[test]
fn races_are_kept_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    races_are_kept(&sqlite_url(&dir));
}

#[test]
fn races_are_kept_on_postgres() {
    if let Some(url) = postgres_database() {
        races_are_kept(&url);
    }
}

/// What `serve` ships: one board per shipped level, named as a replay of it names its board
/// (the shipped pack's keys are the levels' identities).
#[test]
fn the_shipped_levels_each_name_one_board() {
    use crate::online::boards::{Board, BoardQuery};
    let boards = crate::cli::serve::shipped_level_boards();
    let levels = crate::formats::pack::PackDir::read(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels"),
        None,
    )
    .unwrap();
    assert_eq!(boards.len(), levels.paths().len(), "{boards:?}");
    for board in &boards {
        assert!(
            matches!(
                Board::parse(board),
                Ok(BoardQuery::Exact(Board::Level { .. }))
            ),
            "{board}"
        );
    }
    let first = Level::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/01-first-steps.ron"),
    )
    .unwrap();
    let want = format!("level/01-first-steps@{}", fingerprint(&first.to_ron()));
    assert!(boards.contains(&want), "{want} in {boards:?}");
}
