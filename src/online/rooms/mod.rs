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
//! - [`spread`]: quick-match across processes that share a database.

pub mod client;
pub mod protocol;
// The server's side of a room (feature `server`).
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
pub mod lobby;
#[cfg(feature = "server")]
pub mod race;
#[cfg(feature = "server")]
pub mod socket;
#[cfg(feature = "server")]
pub mod spread;
#[cfg(feature = "server")]
mod terms;

#[cfg(feature = "server")]
pub use terms::{RaceCheck, RaceRules, RaceTerms, RoomConfig, RoomLevel};
