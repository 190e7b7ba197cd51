//! What a room is set up with and what a race is judged by: the levels and rules it may
//! race, the check that proves a race's replay, the terms each player raced under and the
//! items they were delivered.

use std::sync::Arc;
use std::time::Duration;

use crate::formats::replays::replay::Replay;
use crate::online::Verified;

/// An item the server delivered to a player, in the order delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    /// The item's kind.
    pub kind: String,
    /// Who threw it.
    pub from: String,
    /// When it landed, on the target's game clock as the room reckons it: nanoseconds since
    /// the target's own start (0 when their clock had not started).
    pub at_ns: u64,
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
    /// these, each at its time give or take `slack_ns`.
    pub received: Vec<Delivered>,
    /// How far a received item's time in the replay may lie from the room's reckoning: the
    /// trips to the server and back and a frame or two ([`RaceTiming::slack`]).
    pub slack_ns: u64,
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
    pub messages: crate::online::limits::Rate,
    /// Progress messages relayed from one player (more are dropped, not relayed).
    pub progress: crate::online::limits::Rate,
    /// Items one player may throw.
    pub throws: crate::online::limits::Rate,
    /// A quick room with two or more players starts after this long.
    pub quick_wait: Duration,
    /// A room nobody joined closes after this long.
    pub alone_for: Duration,
    /// Seats of a quick room still empty this long after it opened are taken by computer
    /// players, and the race starts; `None`: never.
    pub quick_computers_after: Option<Duration>,
    /// Most computer players in this process's rooms at once: the bound on the work they
    /// make (each plays its game once, as bounded work, on the re-plays' turns).
    pub max_computers: usize,
    /// Rooms one address, and one name, may open (a quick match that opens one counts), so
    /// that names made in bulk cannot take every room.
    pub rooms_opened: crate::online::limits::Rate,
    /// How long races go on, and how much faster than they went a clear may be claimed.
    pub timing: RaceTiming,
    /// Seed of the server's random source (codes, seeds); `None`: from the system.
    pub seed: Option<u64>,
    /// The first letter of this process's room codes (one of [`super::protocol::CODE_LETTERS`]),
    /// when rooms are spread over processes; `None`: any letter.
    pub code_letter: Option<u8>,
}

impl Default for RoomConfig {
    fn default() -> Self {
        use crate::online::limits::Rate;
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
            alone_for: Duration::from_secs(300),
            quick_computers_after: Some(Duration::from_secs(u64::from(
                super::protocol::DEFAULT_COMPUTERS_AFTER_S,
            ))),
            max_computers: 1024,
            rooms_opened: Rate {
                per_second: 1.0 / 60.0,
                burst: 6.0,
            },
            timing: RaceTiming::default(),
            seed: None,
            code_letter: None,
        }
    }
}

/// How long a race may go on, and how much faster than the race really went a clear may be
/// claimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceTiming {
    /// Time after the level's clock runs out for the last replays to arrive.
    pub grace: Duration,
    /// No race lasts longer, clock or none.
    pub cap: Duration,
    /// The trips to the server and back and a frame or two: a replay's moves may span this
    /// much less than the time from the player's start to the replay's arrival. A replay whose
    /// moves span less ran a slow clock (a changed game, or one at a slowed speed).
    pub slack: Duration,
    /// A player's start is when their first progress arrived (the game sends it as it deals
    /// the board, which a window that is not drawn may do late), but not later than this
    /// after the race's start.
    pub late_start: Duration,
}

impl Default for RaceTiming {
    fn default() -> Self {
        RaceTiming {
            grace: Duration::from_secs(30),
            cap: Duration::from_secs(20 * 60),
            slack: Duration::from_secs(5),
            late_start: Duration::from_secs(30),
        }
    }
}
