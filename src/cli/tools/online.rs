//! `lianliankan submit` and `leaderboard`: the online leaderboards from the command line. Exit statuses: 0 done, 1 refused by the server (the reason is printed), 2 a bad file,
//! a bad option or a server that cannot be reached.

use std::path::Path;
use std::process::ExitCode;

use crate::formats::replays::replay::MAX_REPLAY_BYTES;
use crate::online::client::{Client, ClientError};
use crate::online::keys::{self, Identity};

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
pub(super) fn client_error(e: &ClientError) -> crate::cli::failure::Outcome {
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
pub fn submit(file: &Path, server: &str, name: Option<&str>) -> crate::cli::failure::Outcome {
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
    let bytes = match crate::formats::storage::files::read_capped(file, MAX_REPLAY_BYTES) {
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
    crate::formats::replays::run_replay::ReplayFile::from_text(&text, &origin)?;
    Ok(text)
}

/// `lianliankan leaderboard --server URL BOARD`: the top rows, and the player's own.
pub fn leaderboard(server: &str, board: &str) -> crate::cli::failure::Outcome {
    let client = Client::new(server)?;
    let name = keys::default_dir().and_then(|dir| keys::saved_name(&dir));
    match client.leaderboard(board, name.as_deref(), crate::online::api::MAX_ROWS) {
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
                    crate::formats::replays::replay::seconds(row.clock_ns),
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
    use super::{MOST_SHOWN, shown};

    #[test]
    fn a_server_s_words_are_shown_short_and_without_escapes() {
        assert_eq!(shown("full"), "full");
        assert_eq!(shown("a\u{1b}]0;owned\u{7}b\nc"), "a?]0;owned?b?c");
        let long = "x".repeat(1 << 20);
        let cut = shown(&long);
        assert_eq!(cut.chars().count(), MOST_SHOWN + " […]".chars().count());
    }
}
