//! `lianliankan serve`, `submit` and `leaderboard`: the online leaderboards from the command
//! line. Exit statuses: 0 done, 1 refused by the server (the reason is printed), 2 a bad file,
//! a bad option or a server that cannot be reached.

use std::net::SocketAddr;
use std::path::Path;
use std::process::ExitCode;

use crate::formats::replay::MAX_REPLAY_BYTES;
use crate::online::client::{Client, ClientError};
use crate::online::keys::{self, Identity};
use crate::online::limits::Rate;
use crate::online::rooms::{RaceRules, RoomConfig, RoomLevel};
use crate::online::server::{self, ServerConfig};

/// The database `serve` uses when none is given: a SQLite file in the data directory.
pub fn default_database() -> String {
    let path = crate::formats::save::data_dir()
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
        check: crate::game::replays::proof::race_check(),
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
                fingerprint: crate::formats::replay::fingerprint(&level.to_ron()),
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
        let read = crate::formats::files::read_capped(&path, 1 << 20)
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

/// The player's key (made on first use) and the folder it is kept in.
fn identity() -> Result<(Identity, std::path::PathBuf), String> {
    let dir = keys::default_dir()
        .ok_or("no data directory on this system to keep the key in (set LIANLIANKAN_DATA_DIR)")?;
    Ok((Identity::load_or_create(&dir)?, dir))
}

/// The player's key and its folder, the server's client, and the name to act under: `name`
/// (checked) or the one kept.
pub(super) fn signed_in(
    server: &str,
    name: Option<&str>,
) -> Result<(Identity, std::path::PathBuf, Client, String), String> {
    let (me, dir) = identity()?;
    let client = Client::new(server)?;
    if let Some(name) = name {
        crate::online::names::check_name(name)?;
    }
    let name = name
        .map(str::to_string)
        .or_else(|| keys::saved_name(&dir))
        .ok_or("no name chosen yet: give one with --name NAME")?;
    Ok((me, dir, client, name))
}

/// The outcome of a failed request: a refusal is the server's answer (printed, status 1); a
/// server that cannot be reached is a failure.
pub(super) fn client_error(e: &ClientError) -> super::failure::Outcome {
    match e {
        ClientError::Refused(why) | ClientError::NameTaken(why) => {
            println!("REFUSED: {}", shown(why));
            Ok(ExitCode::FAILURE)
        }
        ClientError::Unreachable(why) => Err(format!("server unreachable: {}", shown(why)).into()),
    }
}

/// Most characters of a server's words shown on the terminal.
const MOST_SHOWN: usize = 300;

/// A server's words as the terminal shows them: control characters (escape sequences that
/// would move the cursor, recolour or retitle the terminal) as `?`, and at most
/// [`MOST_SHOWN`] characters.
pub(super) fn shown(said: &str) -> String {
    let mut out: String = said
        .chars()
        .take(MOST_SHOWN)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if said.chars().nth(MOST_SHOWN).is_some() {
        out.push_str(" […]");
    }
    out
}

/// `lianliankan submit REPLAY --server URL [--name NAME]`: binds the name (when given) and
/// submits the replay, signed; prints the board and the rank.
pub fn submit(file: &Path, server: &str, name: Option<&str>) -> super::failure::Outcome {
    let text = read_replay_text(file)?;
    let (me, dir, client, name) = signed_in(server, name)?;
    if let Err(e) = client.register(&me, &name) {
        return client_error(&e);
    }
    if let Err(e) = keys::save_name(&dir, &name) {
        eprintln!(
            "warning: the name could not be kept in {}: {e}",
            dir.display()
        );
    }
    match client.submit(&me, &name, &text) {
        Ok(accepted) => {
            println!("accepted: {} as {name}", accepted.board);
            println!(
                "rank {} ({} points){}",
                accepted.rank,
                accepted.points,
                if accepted.kept {
                    ""
                } else {
                    "; your better entry stands"
                }
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => client_error(&e),
    }
}

/// A replay file's text, as it will be signed, once it reads as a replay (a board's or a
/// run's).
fn read_replay_text(file: &Path) -> Result<String, String> {
    let origin = file.display().to_string();
    let bytes = match crate::formats::files::read_capped(file, MAX_REPLAY_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Err(format!("{origin}: cannot read: no such file")),
        Err(e) => return Err(e.to_string()),
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{origin}: not UTF-8 text (byte {} is not)",
            e.utf8_error().valid_up_to()
        )
    })?;
    crate::formats::run_replay::ReplayFile::from_text(&text, &origin)?;
    Ok(text)
}

/// `lianliankan leaderboard --server URL BOARD`: the top rows, and the player's own.
pub fn leaderboard(server: &str, board: &str) -> super::failure::Outcome {
    let client = Client::new(server)?;
    let name = keys::default_dir().and_then(|dir| keys::saved_name(&dir));
    match client.leaderboard(board, name.as_deref(), crate::online::store::MAX_ROWS) {
        Ok(table) => {
            println!("{}", table.board);
            if table.rows.is_empty() {
                println!("  no entries yet");
            }
            for row in table
                .rows
                .iter()
                .chain(table.you.iter().filter(|y| y.rank > 100))
            {
                let mark = if Some(&row.name) == name.as_ref() {
                    "*"
                } else {
                    " "
                };
                println!(
                    "{mark}{:>4}  {:<16}  {:>6} points  {:>8.2} s{}",
                    row.rank,
                    row.name,
                    row.points,
                    crate::formats::replay::seconds(row.clock_ns),
                    if row.shared { "  (replay shared)" } else { "" }
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => client_error(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::{MOST_SHOWN, RoomConfig, room_code_letter, set_computers_after, shown};

    #[test]
    fn a_server_s_words_are_shown_short_and_without_escapes() {
        assert_eq!(shown("full"), "full");
        assert_eq!(shown("a\u{1b}]0;owned\u{7}b\nc"), "a?]0;owned?b?c");
        let long = "x".repeat(1 << 20);
        let cut = shown(&long);
        assert_eq!(cut.chars().count(), MOST_SHOWN + " […]".chars().count());
    }

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
