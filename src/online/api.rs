//! The JSON bodies of the protocol (see `docs/online.md`). Keys and signatures are lower-case
//! hexadecimal; times are nanoseconds (clocks) and seconds since 1970 (dates).

use serde::{Deserialize, Serialize};

/// `POST /v1/players`: binds `name` to `key`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Register {
    /// The name asked for.
    pub name: String,
    /// The player's public key.
    pub key: String,
    /// The signature of [`super::keys::name_message`].
    pub signature: String,
}

/// `POST /v1/submissions`: a replay for the leaderboards.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Submit {
    /// The player's name (bound to `key`).
    pub name: String,
    /// The player's public key.
    pub key: String,
    /// The replay file's text.
    pub replay: String,
    /// The signature of [`super::keys::submission_message`].
    pub signature: String,
}

/// The answer to an accepted submission.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Accepted {
    /// The board it counts for.
    pub board: String,
    /// The player's rank on it now, from 1.
    pub rank: u64,
    /// The player's entry's points (this game's, or a better one kept).
    pub points: u32,
    /// Whether this game is the player's entry now (false: an earlier entry stands).
    pub kept: bool,
}

/// Any refusal: what was wrong.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The reason, in English, for a person to read.
    pub error: String,
    /// What kind of refusal it is, for a client to act on: a client never reads the English.
    /// Absent from a refusal no client acts on (and from older servers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<RefusalCode>,
}

/// A refusal a client acts on, named on the wire in kebab case (`"name-taken"`).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalCode {
    /// The name is held by another player (or one that looks like it).
    NameTaken,
    /// A code this client does not know (a newer server's): read as a plain refusal.
    #[serde(other)]
    Unknown,
}

/// One row of a leaderboard.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Rank, from 1.
    pub rank: u64,
    /// The player's name.
    pub name: String,
    /// Points.
    pub points: u32,
    /// The board's clock at the end, in nanoseconds.
    pub clock_ns: u64,
    /// When the game was played (seconds since 1970).
    pub played_at: u64,
    /// Its player shares their replays: this entry's may be fetched (see [`SharedReplay`]).
    #[serde(default)]
    pub shared: bool,
}

/// `GET /v1/leaderboard?board=B[&name=N][&limit=L]`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Leaderboard {
    /// The board, named in full.
    pub board: String,
    /// The top rows, best first.
    pub rows: Vec<Row>,
    /// The row of the player named in the query, wherever it ranks.
    pub you: Option<Row>,
}

/// `POST /v1/sharing`: whether the player's leaderboard replays may be fetched by others (no
/// player's may until they say so). The later choice stands: `at_ms` must be later than the
/// last one kept, so a request sent again never undoes a newer choice.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Sharing {
    /// The player's name (bound to `key`).
    pub name: String,
    /// The player's public key.
    pub key: String,
    /// Share (true) or stop sharing.
    pub share: bool,
    /// When the player chose it, in milliseconds since 1970.
    pub at_ms: u64,
    /// The signature of [`super::keys::sharing_message`].
    pub signature: String,
}

/// `GET /v1/replay?board=B&name=N`: the replay of `name`'s entry on `board`, when they share.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct SharedReplay {
    /// The board, named in full.
    pub board: String,
    /// The player's name.
    pub name: String,
    /// The replay file's text, as it was sent.
    pub replay: String,
}

/// Most rows a leaderboard answer holds.
pub const MAX_ROWS: u32 = 100;

/// Milliseconds since 1970, on this machine's clock (the times a signed message carries).
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
