//! How a server runs and what it allows.

use std::net::SocketAddr;
use std::time::Duration;

use crate::online::limits::Rate;

/// How the server runs and what it allows.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Address to listen on.
    pub bind: SocketAddr,
    /// The database URL (`sqlite:PATH` or `postgres://…`).
    pub database: String,
    /// Requests of any kind from one address.
    pub address_rate: Rate,
    /// Registrations and submissions signed by one key (a second of re-playing its game
    /// costs one more).
    pub key_rate: Rate,
    /// Names bound from one address: keys are free to make, names are not free to hoard.
    pub name_rate: Rate,
    /// Largest request body, in bytes.
    pub max_body_bytes: usize,
    /// Longest replay log re-played.
    pub max_log_entries: usize,
    /// Deadline of one request, from its headers to its answer.
    pub request_timeout: Duration,
    /// Deadline for a request's headers (a slow or idle socket is closed).
    pub header_timeout: Duration,
    /// Longest a connection stays open.
    pub connection_lifetime: Duration,
    /// Most connections open at once; more are closed at once.
    pub max_connections: usize,
    /// Most connections one address may hold open at once (a room's socket among them); more
    /// from it are closed at once. Behind a proxy every player has the proxy's address: the
    /// proxy keeps this limit then (see docs/online.md).
    pub max_connections_per_address: usize,
    /// Proxies whose `X-Real-IP` names the caller (and whose own connections count against no
    /// address's limit): the per-address limits then apply to the players behind the proxy.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Replays re-played at once.
    pub verifications: usize,
    /// Longest a submission waits for its turn to be re-played.
    pub verify_wait: Duration,
    /// Longest one re-play may run: then it is stopped (not only its answer), and the
    /// submission refused.
    pub verify_time: Duration,
    /// The boards of the levels this server ships (`level/ID@FINGERPRINT`): a level asked for
    /// by its identity alone shows its shipped version, so that entries on a changed copy,
    /// however many, cannot take its place; other levels show their version with the most
    /// entries.
    pub shipped_boards: Vec<String>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        ServerConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 7341)),
            database: "sqlite:leaderboards.sqlite".into(),
            address_rate: Rate {
                per_second: 10.0,
                burst: 30.0,
            },
            key_rate: Rate {
                per_second: 0.5,
                burst: 10.0,
            },
            name_rate: Rate {
                per_second: 1.0 / 720.0,
                burst: 5.0,
            },
            max_body_bytes: 256 << 10,
            max_log_entries: 20_000,
            request_timeout: Duration::from_secs(30),
            header_timeout: Duration::from_secs(10),
            connection_lifetime: Duration::from_secs(120),
            max_connections: 1024,
            max_connections_per_address: 64,
            trusted_proxies: Vec::new(),
            verifications: cores,
            verify_wait: Duration::from_secs(20),
            verify_time: Duration::from_secs(15),
            shipped_boards: Vec::new(),
        }
    }
}
