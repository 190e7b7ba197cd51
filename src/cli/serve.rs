//! `lianliankan-server serve` and `migrate`: the leaderboards' and race rooms' server from the
//! command line, with the game's own proof of a replay and its shipped levels.

use std::net::SocketAddr;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::online::limits::Rate;
use crate::online::rooms::{RaceRules, RoomConfig, RoomLevel};
use crate::online::server::{self, ServerConfig};

/// 连连看 (Lianliankan)'s server: online leaderboards that only a real game can enter, and
/// race rooms. It has no window: replays are proven by the game's own rules, headless.
#[derive(Parser, Debug)]
#[command(name = "lianliankan-server", version, about, long_about = None)]
struct ServerArgs {
    #[command(subcommand)]
    command: ServerCommand,
}

#[derive(Subcommand, Debug)]
enum ServerCommand {
    /// Brings a server database's schema up to date and exits (run once, before the server
    /// processes of a new version start; `serve` also does it at its start).
    Migrate {
        /// The database: sqlite:PATH or postgres://USER@HOST/DB.
        #[arg(long, value_name = "URL")]
        database: String,
    },
    /// Serves the online leaderboards over HTTP (names bound to keys, signed replays re-played
    /// before they count) and race rooms over a WebSocket at /v1/rooms. Runs until ended.
    Serve {
        /// Address to listen on.
        #[arg(long, default_value = "127.0.0.1:7341")]
        bind: std::net::SocketAddr,
        /// The database: sqlite:PATH (created if missing) or postgres://USER@HOST/DB. A SQLite
        /// file in the data directory by default.
        #[arg(long, value_name = "URL")]
        database: Option<String>,
        /// Requests a second allowed from one address (default 10).
        #[arg(long, value_name = "N")]
        address_rate: Option<f64>,
        /// Registrations and submissions a second allowed from one key (default 0.5).
        #[arg(long, value_name = "N")]
        key_rate: Option<f64>,
        /// New names a second bound from one address (default one in 720 s, five at once).
        #[arg(long, value_name = "N")]
        name_rate: Option<f64>,
        /// Connections one address may hold open at once (default 64).
        #[arg(long, value_name = "N")]
        connections_per_address: Option<usize>,
        /// Race rooms one address, and one name, may open a second (default one a minute,
        /// six at once).
        #[arg(long, value_name = "N")]
        room_rate: Option<f64>,
        /// The first letter of every room code this process draws, when rooms are spread
        /// over processes behind a proxy that routes a code by its first letter
        /// (docs/online.md, "Rooms across processes").
        #[arg(long, value_name = "LETTER")]
        room_letter: Option<char>,
        /// Seconds a quick room waits for people before computer players take its empty
        /// seats, 1 to 600, or 0: never (default 20).
        #[arg(long, value_name = "SECONDS")]
        computers_after: Option<u32>,
        /// Most computer players seated in this process's rooms at once (default 1024; 0:
        /// none).
        #[arg(long, value_name = "N")]
        max_computers: Option<usize>,
        /// A proxy in front of this process (repeatable): its `X-Real-IP` header names the
        /// player, so the per-address limits count players, not the proxy.
        #[arg(long, value_name = "IP")]
        trusted_proxy: Vec<std::net::IpAddr>,
    },
}

/// The `lianliankan-server` command: `serve` or `migrate`, its exit status said in one place
/// (`cli::exit_status`).
pub fn server_main() -> ExitCode {
    let outcome = match ServerArgs::parse().command {
        ServerCommand::Migrate { database } => migrate(&database),
        ServerCommand::Serve {
            bind,
            database,
            address_rate,
            key_rate,
            name_rate,
            connections_per_address,
            room_rate,
            room_letter,
            computers_after,
            max_computers,
            trusted_proxy,
        } => serve(
            bind,
            database,
            ServeLimits {
                address_rate,
                key_rate,
                name_rate,
                connections_per_address,
                room_rate,
                trusted_proxies: trusted_proxy,
                computers_after,
                max_computers,
            },
            room_letter,
        ),
    };
    super::failure::exit_status(outcome)
}

/// The database `serve` uses when none is given: a SQLite file in the data directory.
pub fn default_database() -> String {
    let path = crate::formats::storage::save::data_dir()
        .map(|d| d.join("leaderboards.sqlite"))
        .unwrap_or_else(|| "leaderboards.sqlite".into());
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    format!("sqlite:{}", path.display())
}

/// A rate given on the command line: requests a second above 0, the burst three seconds' worth
/// (or the default's, if larger).
fn set_rate(rate: &mut Rate, given: Option<f64>, option: &str) -> Result<(), String> {
    let Some(given) = given else {
        return Ok(());
    };
    if !(given.is_finite() && given > 0.0) {
        return Err(format!(
            "{option} wants a number of requests a second above 0"
        ));
    }
    rate.per_second = given;
    rate.burst = rate.burst.max(given * 3.0);
    Ok(())
}

/// `--room-letter`: a letter room codes are made of, as a capital.
fn room_code_letter(given: char) -> Result<u8, String> {
    use crate::online::rooms::protocol::CODE_LETTERS;
    let letter = given.to_ascii_uppercase();
    u8::try_from(letter)
        .ok()
        .filter(|b| CODE_LETTERS.contains(b))
        .ok_or_else(|| {
            format!(
                "--room-letter wants one of the letters room codes are made of ({}), not {given:?}",
                String::from_utf8_lossy(CODE_LETTERS)
            )
        })
}

/// The limits `serve` was given (each `None`: the default).
pub struct ServeLimits {
    /// `--address-rate`.
    pub address_rate: Option<f64>,
    /// `--key-rate`.
    pub key_rate: Option<f64>,
    /// `--name-rate`.
    pub name_rate: Option<f64>,
    /// `--connections-per-address`.
    pub connections_per_address: Option<usize>,
    /// `--room-rate`.
    pub room_rate: Option<f64>,
    /// `--trusted-proxy`.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// `--computers-after` (0: never).
    pub computers_after: Option<u32>,
    /// `--max-computers`.
    pub max_computers: Option<usize>,
}

/// `--computers-after`: the quick rooms' wait before computer players sit down (0: never).
fn set_computers_after(config: &mut RoomConfig, seconds: Option<u32>) -> Result<(), String> {
    use crate::online::rooms::protocol::COMPUTERS_AFTER_S;
    match seconds {
        None => Ok(()),
        Some(0) => {
            config.quick_computers_after = None;
            Ok(())
        }
        Some(s) if COMPUTERS_AFTER_S.contains(&s) => {
            config.quick_computers_after = Some(std::time::Duration::from_secs(u64::from(s)));
            Ok(())
        }
        Some(s) => Err(format!(
            "--computers-after is 1 to 600 seconds, or 0 for never; {s} is not"
        )),
    }
}

/// `lianliankan serve`: serves until the process is ended.
pub fn serve(
    bind: SocketAddr,
    database: Option<String>,
    limits: ServeLimits,
    room_letter: Option<char>,
) -> super::failure::Outcome {
    let code_letter = room_letter.map(room_code_letter).transpose()?;
    let mut config = ServerConfig {
        bind,
        database: database.unwrap_or_else(default_database),
        ..ServerConfig::default()
    };
    config.trusted_proxies = limits.trusted_proxies;
    config.shipped_boards = shipped_level_boards();
    if let Some(most) = limits.connections_per_address {
        config.max_connections_per_address = most.max(1);
    }
    let rates = set_rate(
        &mut config.address_rate,
        limits.address_rate,
        "--address-rate",
    )
    .and_then(|()| set_rate(&mut config.key_rate, limits.key_rate, "--key-rate"))
    .and_then(|()| set_rate(&mut config.name_rate, limits.name_rate, "--name-rate"));
    let mut room_config = RoomConfig {
        code_letter,
        ..RoomConfig::default()
    };
    if let Some(most) = limits.max_computers {
        room_config.max_computers = most;
    }
    let rates = rates.and_then(|()| set_computers_after(&mut room_config, limits.computers_after));
    let rates = rates.and_then(|()| {
        set_rate(
            &mut room_config.rooms_opened,
            limits.room_rate,
            "--room-rate",
        )
    });
    rates?;
    let rules = RaceRules {
        check: crate::game::replays::race_proof::race_check(),
        levels: shipped_race_levels(),
        items: RACE_ITEMS.iter().map(|k| k.to_string()).collect(),
    };
    let rooms = Some((room_config, rules));
    let running = server::start_with_rooms(
        config,
        crate::game::replays::run_proof::online_verifier(),
        rooms,
    )?;
    println!("serving on {}", running.url());
    running.wait();
    Ok(ExitCode::SUCCESS)
}

/// `lianliankan migrate --database URL`: the schema brought up to date, and nothing else.
pub fn migrate(database: &str) -> super::failure::Outcome {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))
        .and_then(|runtime| {
            runtime.block_on(async {
                let store = crate::online::store::Store::open(database).await?;
                store.close().await;
                Ok(())
            })
        })?;
    println!("the database's schema is up to date");
    Ok(ExitCode::SUCCESS)
}

/// The items a race room may throw.
pub const RACE_ITEMS: &[&str] = &["hide", "freeze"];

/// The leaderboard boards of the levels the game ships (`level/ID@FINGERPRINT`, as a replay
/// of each names its board), so the server shows these versions for an identity alone.
pub fn shipped_level_boards() -> Vec<String> {
    let dir = crate::game::content::level_sources::default_levels_dir();
    let Ok(pack) = crate::formats::pack::PackDir::read(&dir, None) else {
        return Vec::new();
    };
    pack.paths()
        .iter()
        .filter_map(|path| {
            let level = crate::formats::level::Level::load(path).ok()?;
            let board = crate::online::boards::Board::Level {
                id: pack.record_key(&level.identity(path)),
                fingerprint: crate::formats::replays::replay::fingerprint(&level.to_ron()),
            };
            Some(board.to_string())
        })
        .collect()
}

/// The shipped pack's levels, for rooms whose host picks none (a level that does not read is
/// left out, and said).
pub fn shipped_race_levels() -> Vec<RoomLevel> {
    let dir = crate::game::content::level_sources::default_levels_dir();
    let paths = match crate::formats::pack::PackDir::read(&dir, None) {
        Ok(pack) => pack.paths(),
        Err(e) => {
            eprintln!("warning: no levels for race rooms: {e}");
            return Vec::new();
        }
    };
    let mut levels = Vec::new();
    for path in paths {
        let read = crate::formats::storage::files::read_capped(&path, 1 << 20)
            .map_err(|e| e.to_string())
            .and_then(|bytes| bytes.ok_or_else(|| "no such file".to_string()))
            .and_then(|b| String::from_utf8(b).map_err(|_| "not UTF-8 text".to_string()));
        let text = match read {
            Ok(text) => text,
            Err(e) => {
                eprintln!("warning: {}: left out of race rooms: {e}", path.display());
                continue;
            }
        };
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        match crate::formats::level::Level::from_ron(&text, &path.display().to_string()) {
            Ok(level) => levels.push(RoomLevel {
                id: level.id.unwrap_or(stem),
                text,
            }),
            Err(e) => eprintln!("warning: left out of race rooms: {e}"),
        }
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::{RoomConfig, room_code_letter, set_computers_after};

    #[test]
    fn a_room_letter_is_one_of_the_codes_letters() {
        assert_eq!(room_code_letter('q'), Ok(b'Q'));
        assert_eq!(room_code_letter('Z'), Ok(b'Z'));
        for bad in ['I', 'o', '1', '连', ' '] {
            let e = room_code_letter(bad).unwrap_err();
            assert!(e.contains("ABCDEFGHJKMNPQRSTUVWXYZ"), "{e}");
        }
    }

    #[test]
    fn computer_players_wait_as_long_as_serve_is_told_or_never() {
        let mut config = RoomConfig::default();
        assert_eq!(set_computers_after(&mut config, Some(45)), Ok(()));
        assert_eq!(
            config.quick_computers_after,
            Some(std::time::Duration::from_secs(45))
        );
        assert_eq!(set_computers_after(&mut config, None), Ok(()));
        assert!(config.quick_computers_after.is_some(), "unchanged");
        assert_eq!(set_computers_after(&mut config, Some(0)), Ok(()));
        assert_eq!(config.quick_computers_after, None);
        let e = set_computers_after(&mut config, Some(601)).unwrap_err();
        assert!(e.contains("1 to 600"), "{e}");
    }
}
