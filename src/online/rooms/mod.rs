//! Race rooms: two to six players race the same level with the same seed, see each other's
//! progress live, may throw items at each other, and end with an order the server proves from
//! every player's replay. No Bevy here: the server is handed the check that proves a race's
//! replay ([`RaceCheck`]) and the levels it may pick ([`RoomLevel`]), as it is handed the
//! leaderboards' [`super::Verifier`].
//!
//! - [`protocol`]: the messages both sides speak.
//! - [`client`]: the game's connection, on a thread of its own.
//! - [`lobby`]: rooms, codes, quick-match, who is told what (no I/O).
//! - [`race`]: a race's players, its end and its places (no I/O).
//! - [`socket`]: one connection on the server: auth, caps, rates, silence.
//! - [`hub`]: the server's rooms, their clocks, the re-plays and the stored results.

pub mod client;
pub mod hub;
pub mod lobby;
pub mod protocol;
pub mod race;
pub mod socket;

use std::sync::Arc;
use std::time::Duration;

use super::Verified;
use crate::replay::Replay;

/// An item the server delivered to a player, in the order delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    /// The item's kind.
    pub kind: String,
    /// Who threw it.
    pub from: String,
}

/// What a player's race replay must agree with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceTerms {
    /// The level file's text everyone raced.
    pub level: String,
    /// Its identity.
    pub level_id: String,
    /// The deal's seed.
    pub seed: u64,
    /// The mode ([`protocol::RACE_MODE`]).
    pub mode: String,
    /// Items the server landed on this player, in order: the replay's received items must be
    /// these.
    pub received: Vec<Delivered>,
}

/// Proves a race's replay against the room's terms; the error is the reason it is refused. It
/// runs on a blocking thread and must do bounded work (the server caps what it hands it).
pub type RaceCheck = Arc<dyn Fn(&Replay, &RaceTerms) -> Result<Verified, String> + Send + Sync>;

/// A level the server may pick for a room whose host picked none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomLevel {
    /// Its identity.
    pub id: String,
    /// The level file's text.
    pub text: String,
}

/// What the game hands the rooms.
#[derive(Clone)]
pub struct RaceRules {
    /// Proves a player's replay.
    pub check: RaceCheck,
    /// The levels the server picks from (none: every room's host must bring one).
    pub levels: Vec<RoomLevel>,
    /// Item kinds a player may throw.
    pub items: Vec<String>,
}

/// The rooms' limits and clocks.
#[derive(Clone, Debug)]
pub struct RoomConfig {
    /// Most room connections open at once.
    pub max_connections: usize,
    /// Most rooms at once.
    pub max_rooms: usize,
    /// Time to answer `hello`.
    pub auth_timeout: Duration,
    /// How often the server pings a quiet connection.
    pub ping_every: Duration,
    /// A connection silent this long (no frame, no pong) is closed.
    pub silence: Duration,
    /// Messages a connection may send (sustained, burst); over it the connection is closed.
    pub messages: super::limits::Rate,
    /// Progress messages relayed from one player (more are dropped, not relayed).
    pub progress: super::limits::Rate,
    /// Items one player may throw.
    pub throws: super::limits::Rate,
    /// A quick room with two or more players starts after this long.
    pub quick_wait: Duration,
    /// How long races go on, and how much faster than they went a clear may be claimed.
    pub timing: race::RaceTiming,
    /// Seed of the server's random source (codes, seeds); `None`: from the system.
    pub seed: Option<u64>,
}

impl Default for RoomConfig {
    fn default() -> Self {
        use super::limits::Rate;
        RoomConfig {
            max_connections: 4096,
            max_rooms: 1024,
            auth_timeout: Duration::from_secs(10),
            ping_every: Duration::from_secs(15),
            silence: Duration::from_secs(45),
            messages: Rate {
                per_second: 30.0,
                burst: 60.0,
            },
            progress: Rate {
                per_second: 10.0,
                burst: 20.0,
            },
            throws: Rate {
                per_second: 1.0,
                burst: 3.0,
            },
            quick_wait: Duration::from_secs(15),
            timing: race::RaceTiming::default(),
            seed: None,
        }
    }
}
