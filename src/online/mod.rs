//! The online part: a server that keeps leaderboards only a real game can enter, the player's
//! key and name, and a small blocking client. No Bevy here: the server is handed the replay
//! verifier (see [`Verifier`]) by whoever starts it, so this tree builds and reads without the
//! game.
//!
//! - [`keys`]: the player's ed25519 key (made on first use, kept in the data directory) and what
//!   is signed.
//! - [`names`]: which names may be taken, and when two names are one (Unicode's rules).
//! - [`boards`]: which leaderboard a replay counts for.
//! - [`store`]: the database (SQLite or PostgreSQL through sqlx, with migrations in `schema`).
//! - [`sharing`]: each player's permission to share their replays, and an entry's replay.
//! - [`limits`]: rate limits by address and by key, connections per address.
//! - [`turns`]: fair turns at re-playing, between senders.
//! - [`shared`]: what the processes of one deployment share through the database.
//! - [`server`]: the HTTP server (axum on tokio).
//! - [`client`]: the blocking client the command line and the game use.
//! - [`outbox`]: replays waiting to be sent, and the thread that sends them.
//! - [`api`]: the JSON bodies both sides speak.
//! - [`rooms`]: race rooms over a WebSocket: the protocol, the server's rooms, the client.
//!
//! The design and the protocol are in `docs/online.md`.

pub mod api;
pub mod boards;
pub mod client;
pub mod keys;
pub mod names;
pub mod outbox;
pub mod rooms;
// The server's own rooms (feature `server`): the game's binary carries none of them.
#[cfg(feature = "server")]
pub mod limits;
#[cfg(feature = "server")]
pub(crate) mod schema;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "server")]
pub mod shared;
#[cfg(feature = "server")]
pub mod sharing;
#[cfg(feature = "server")]
pub mod store;
#[cfg(feature = "server")]
pub mod turns;

#[cfg(feature = "server")]
use std::sync::Arc;

#[cfg(feature = "server")]
use crate::formats::replays::replay::Outcome;
#[cfg(feature = "server")]
use crate::formats::replays::run_replay::ReplayFile;

#[cfg(feature = "server")]
/// What the verifier found a replay to be: the result its moves give.
#[derive(Clone, Debug, PartialEq)]
pub struct Verified {
    /// The result, as re-played.
    pub outcome: Outcome,
}

#[cfg(feature = "server")]
/// Re-plays a replay with the game's own rules; the error is the reason it is refused. It runs
/// on a blocking thread and must do bounded work (the server caps what it hands it).
pub type Verifier = Arc<dyn Fn(&ReplayFile) -> Result<Verified, String> + Send + Sync>;

/// Lower-case hexadecimal of `bytes`.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of hexadecimal `text`, if it is exactly `N` bytes of it.
pub fn from_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.as_bytes();
    if text.len() != 2 * N {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = [0u8; N];
    for (i, pair) in text.chunks(2).enumerate() {
        out[i] = (digit(pair[0])? << 4) | digit(pair[1])?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_goes_both_ways_and_refuses_the_wrong_length_or_digits() {
        let bytes = [0u8, 1, 0xab, 0xff];
        assert_eq!(to_hex(&bytes), "0001abff");
        assert_eq!(from_hex::<4>("0001abff"), Some(bytes));
        assert_eq!(from_hex::<4>("0001ABFF"), Some(bytes));
        assert_eq!(from_hex::<4>("0001abf"), None);
        assert_eq!(from_hex::<4>("0001abfg"), None);
        assert_eq!(from_hex::<3>("0001abff"), None);
    }
}
