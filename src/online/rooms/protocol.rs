//! The race rooms' protocol: JSON text frames over a WebSocket at [`PATH`], each one object
//! tagged by `"type"`. The server speaks first ([`ServerMessage::Hello`] with a nonce); the
//! client answers with [`ClientMessage::Auth`] (its name, key and the signature of
//! [`auth_message`]); anything else first is refused. See `docs/online.md`.

use serde::{Deserialize, Serialize};

/// The protocol's version; a client of another version is refused with the reason.
pub const PROTOCOL: u32 = 1;

/// Where the rooms' WebSocket is served.
pub const PATH: &str = "/v1/rooms";

#[cfg(feature = "server")]
/// Largest frame other than a `finished` one: a level file for `create` fits with room to spare.
pub const MAX_CONTROL_BYTES: usize = 64 << 10;

/// Largest message: a `finished` with its replay (the server re-plays at most 20,000 log
/// entries, well under this; it is also under `replay::MAX_REPLAY_BYTES`).
pub const MAX_MESSAGE_BYTES: usize = 1 << 20;

/// Largest frame a client sends: a longer message goes in fragments of this size. The server
/// reserves a frame's whole length as soon as its header arrives, so a socket that has not
/// signed in can make it hold this much, not a whole message's worth.
pub const MAX_WIRE_FRAME_BYTES: usize = 16 << 10;

/// The pieces `text` is sent in: one frame when it fits in [`MAX_WIRE_FRAME_BYTES`], else
/// fragments of at most that many bytes, cut between characters.
pub fn fragments(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while rest.len() > MAX_WIRE_FRAME_BYTES {
        let mut cut = MAX_WIRE_FRAME_BYTES;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        let (piece, after) = rest.split_at(cut);
        pieces.push(piece);
        rest = after;
    }
    pieces.push(rest);
    pieces
}

/// Fewest and most players in a room.
pub const PLAYERS: std::ops::RangeInclusive<u8> = 2..=6;

/// The letters of a room's code: capitals without I, L and O, which read as digits.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ";

#[cfg(feature = "server")]
/// Letters in a room's code.
pub const CODE_LEN: usize = 6;

#[cfg(feature = "server")]
/// Most characters an item's kind has.
pub const MAX_ITEM_CHARS: usize = 16;

#[cfg(feature = "server")]
/// The seconds a room may wait before computer players take its empty seats.
pub const COMPUTERS_AFTER_S: std::ops::RangeInclusive<u32> = 1..=600;

/// The seconds a room waits before computer players take its empty seats, unless its host
/// says otherwise.
pub const DEFAULT_COMPUTERS_AFTER_S: u32 = 20;

fn default_computers_after() -> Option<u32> {
    Some(DEFAULT_COMPUTERS_AFTER_S)
}

#[cfg(feature = "server")]
/// The mode every race is played in.
pub const RACE_MODE: &str = "race";

/// What the client signs to prove its key: the server's nonce.
pub fn auth_message(nonce: &str) -> Vec<u8> {
    format!("lianliankan/1 room\n{nonce}").into_bytes()
}

/// A level the host brings: its file's text and its identity in its pack.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct LevelChoice {
    /// The level file's text.
    pub text: String,
    /// Its identity (`07-cross`), shown to the others.
    pub id: String,
}

/// What a client says.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The answer to [`ServerMessage::Hello`].
    Auth {
        /// The client's [`PROTOCOL`].
        protocol: u32,
        /// The player's name, bound to `key` on the server (`POST /v1/players`).
        name: String,
        /// The player's public key (hex).
        key: String,
        /// The signature of [`auth_message`] (hex).
        signature: String,
    },
    /// Opens a room with this player as its host.
    Create {
        /// The level to race; `None`: the server picks one.
        level: Option<LevelChoice>,
        /// Items may be thrown at opponents.
        items: bool,
        /// Most players, within [`PLAYERS`].
        max_players: u8,
        /// Seats still empty this many seconds after the room opened are taken by computer
        /// players (within [`COMPUTERS_AFTER_S`]); `None`: never. A person who joins later
        /// takes a computer's seat. Absent: [`DEFAULT_COMPUTERS_AFTER_S`].
        #[serde(default = "default_computers_after")]
        computers_after_s: Option<u32>,
    },
    /// Joins the room with this code (case does not matter).
    Join {
        /// The room's code.
        code: String,
    },
    /// Joins the oldest open quick room, or opens one.
    QuickMatch,
    /// Starts the race (the host only, with at least two players).
    Start,
    /// This player's board now.
    Progress {
        /// Pairs still on the board.
        pairs_left: u32,
        /// The combo running now.
        combo: u32,
    },
    /// Throws an item at an opponent.
    Throw {
        /// The item's kind (`hide`, `freeze`).
        item: String,
        /// The opponent's name.
        to: String,
    },
    /// This player's race is over: the replay that proves it.
    Finished {
        /// The replay file's text.
        replay: String,
    },
    /// Leaves the room (during a race: drops out of it).
    Leave,
}

/// The room as it is now.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomOptions {
    /// The level's identity, when the host chose one (else the server picks at the start).
    pub level_id: Option<String>,
    /// Items may be thrown.
    pub items: bool,
    /// Most players.
    pub max_players: u8,
    /// A quick-match room (starts by itself).
    pub quick: bool,
    /// Seats still empty this many seconds after the room opened are taken by computer
    /// players; `None`: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computers_after_s: Option<u32>,
}

/// A computer player the server runs in a room.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Computer {
    /// Its name in the room (with a space, which no person's name has).
    pub name: String,
    /// Its tier (`beginner`, `club`, `expert`).
    pub tier: String,
}

/// One player's place in a race's result.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The player.
    pub name: String,
    /// From 1; everyone whose clear is not proven shares the last place.
    pub place: u32,
    /// The proven clock at the clear, in nanoseconds (`None`: no proven clear).
    pub clock_ns: Option<u64>,
    /// The replay proves the clear.
    pub verified: bool,
    /// Why the place is what it is (`cleared`, `left`, the verifier's refusal…).
    pub reason: String,
    /// What became of the player, for the game to say in its own words.
    #[serde(default)]
    pub standing: Standing,
    /// A computer player the server ran: placed by its clock, never proven by a replay, never
    /// ranked anywhere else.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub computer: bool,
}

pub use crate::formats::race_items::Standing;

/// What the server says.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The first frame: sign `nonce` (see [`auth_message`]) and answer with `auth`.
    Hello {
        /// The server's [`PROTOCOL`].
        protocol: u32,
        /// Random, hex.
        nonce: String,
    },
    /// The key and name hold: this connection plays as `name`.
    Welcome {
        /// The player's name.
        name: String,
        /// The first letter of every room code this process holds, when rooms are spread
        /// over processes (a room of another letter is joined through a connection of its own).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        letter: Option<char>,
    },
    /// The room this player is in, after any change to who is in it.
    Room {
        /// Its code.
        code: String,
        /// Its players, in the order they came.
        players: Vec<String>,
        /// The host.
        host: String,
        /// How it is set.
        options: RoomOptions,
        /// Which of the players are computer players the server runs.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        computers: Vec<Computer>,
    },
    /// The race is on: everyone plays this level with this seed.
    Started {
        /// The level file's text.
        level: String,
        /// Its identity.
        level_id: String,
        /// The deal's seed.
        seed: u64,
        /// The mode ([`RACE_MODE`]).
        mode: String,
        /// Items may be thrown.
        items: bool,
        /// The level's clock, in seconds, if it has one.
        time_limit_s: Option<u32>,
    },
    /// An opponent's board.
    Progress {
        /// Who.
        player: String,
        /// Pairs still on the board.
        pairs_left: u32,
        /// The combo running now.
        combo: u32,
    },
    /// An item landed on `to` (everyone in the room is told; `to` records it in its replay).
    Item {
        /// The item's kind.
        kind: String,
        /// Who threw it.
        from: String,
        /// Who it landed on.
        to: String,
    },
    /// A player says they are done; the replay is being checked.
    Finished {
        /// Who.
        player: String,
    },
    /// A player left or lost the connection: out of the race.
    Dropped {
        /// Who.
        player: String,
    },
    /// The race's verified order.
    Result {
        /// The race's identity, as the server keeps it.
        race: String,
        /// Best first.
        places: Vec<Place>,
    },
    /// The player's quick match goes on in an older waiting room on another process: connect
    /// for room `code` (`/v1/rooms?code=…`, which a proxy routes to its process) and quick-match
    /// again there. Sent only to a player alone in a quick room, who is out of it.
    Moved {
        /// The room waiting on the other process.
        code: String,
    },
    /// A request was refused; after a malformed or abusive frame the server closes.
    Error {
        /// Why, in English.
        reason: String,
    },
}

impl ClientMessage {
    #[cfg(feature = "server")]
    /// Reads a frame, within its cap: the error is the reason to give.
    pub fn parse(text: &str) -> Result<ClientMessage, String> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(format!(
                "a frame is at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                text.len()
            ));
        }
        let message: ClientMessage =
            serde_json::from_str(text).map_err(|e| format!("malformed message: {e}"))?;
        if !matches!(message, ClientMessage::Finished { .. }) && text.len() > MAX_CONTROL_BYTES {
            return Err(format!(
                "a message other than finished is at most {MAX_CONTROL_BYTES} bytes; this one \
                 has {}",
                text.len()
            ));
        }
        message.check()?;
        Ok(message)
    }

    #[cfg(feature = "server")]
    /// Checks the fields a frame can hold but the protocol does not allow.
    fn check(&self) -> Result<(), String> {
        match self {
            ClientMessage::Create { max_players, .. } if !PLAYERS.contains(max_players) => {
                Err(format!("a room has 2 to 6 players, not {max_players}"))
            }
            ClientMessage::Create {
                computers_after_s: Some(s),
                ..
            } if !COMPUTERS_AFTER_S.contains(s) => Err(format!(
                "computer players take empty seats after 1 to 600 seconds, not {s}"
            )),
            ClientMessage::Join { code } => normalise_code(code).map(|_| ()),
            ClientMessage::Throw { item, .. } => check_item(item),
            _ => Ok(()),
        }
    }

    /// The frame's text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("plain strings and numbers serialise")
    }
}

impl ServerMessage {
    /// Reads a frame from the server.
    pub fn parse(text: &str) -> Result<ServerMessage, String> {
        serde_json::from_str(text).map_err(|e| format!("malformed message from the server: {e}"))
    }

    #[cfg(feature = "server")]
    /// The frame's text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("plain strings and numbers serialise")
    }
}

#[cfg(feature = "server")]
/// A room's code in capitals, if it is [`CODE_LEN`] of [`CODE_LETTERS`] (in any case).
pub fn normalise_code(code: &str) -> Result<String, String> {
    let upper = code.to_ascii_uppercase();
    if upper.len() == CODE_LEN && upper.bytes().all(|b| CODE_LETTERS.contains(&b)) {
        Ok(upper)
    } else {
        Err(format!(
            "a room's code is {CODE_LEN} letters (no I, L or O); {:?} is not one",
            code.chars().take(20).collect::<String>()
        ))
    }
}

#[cfg(feature = "server")]
/// An item's kind: 1 to [`MAX_ITEM_CHARS`] lower-case ASCII letters.
pub fn check_item(kind: &str) -> Result<(), String> {
    if (1..=MAX_ITEM_CHARS).contains(&kind.len()) && kind.bytes().all(|b| b.is_ascii_lowercase()) {
        Ok(())
    } else {
        Err(format!(
            "an item's kind is 1 to {MAX_ITEM_CHARS} lower-case letters; {:?} is not one",
            kind.chars().take(20).collect::<String>()
        ))
    }
}

// Signed and read as both sides do: the server's side is in these tests.
#[cfg(all(test, feature = "server"))]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_goes_in_fragments_cut_between_characters() {
        assert_eq!(fragments("short"), ["short"]);
        assert_eq!(fragments(""), [""]);
        let text = format!("a{}", "连".repeat(MAX_WIRE_FRAME_BYTES));
        let pieces = fragments(&text);
        assert!(pieces.len() > 3);
        assert!(
            pieces
                .iter()
                .all(|p| p.len() <= MAX_WIRE_FRAME_BYTES && !p.is_empty())
        );
        assert_eq!(pieces.concat(), text);
    }

    #[test]
    fn frames_read_back_and_bad_ones_say_why() {
        let create = ClientMessage::Create {
            level: None,
            items: true,
            max_players: 4,
            computers_after_s: None,
        };
        assert_eq!(ClientMessage::parse(&create.to_text()), Ok(create));
        // A client that does not say lets computer players take empty seats after the default.
        let Ok(ClientMessage::Create {
            computers_after_s, ..
        }) =
            ClientMessage::parse(r#"{"type":"create","level":null,"items":false,"max_players":4}"#)
        else {
            panic!("an older create reads");
        };
        assert_eq!(computers_after_s, Some(DEFAULT_COMPUTERS_AFTER_S));
        assert_eq!(
            ClientMessage::parse(r#"{"type":"quick_match"}"#),
            Ok(ClientMessage::QuickMatch)
        );
        for (bad, why) in [
            ("not json", "malformed"),
            (r#"{"type":"fly"}"#, "malformed"),
            (r#"{"type":"join","code":"ABCDEF","extra":1}"#, "malformed"),
            (
                r#"{"type":"create","level":null,"items":false,"max_players":7}"#,
                "2 to 6",
            ),
            (
                r#"{"type":"create","level":null,"items":false,"max_players":4,"computers_after_s":0}"#,
                "1 to 600",
            ),
            (r#"{"type":"join","code":"ABCDEI"}"#, "no I, L or O"),
            (r#"{"type":"join","code":"ABC"}"#, "6 letters"),
            (r#"{"type":"throw","item":"Hide!","to":"a"}"#, "lower-case"),
            (
                r#"{"type":"progress","pairs_left":-1,"combo":0}"#,
                "malformed",
            ),
        ] {
            let e = ClientMessage::parse(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
        let long_join = format!(
            r#"{{"type":"join","code":"ABCDEF","pad":"{}"}}"#,
            "x".repeat(MAX_CONTROL_BYTES)
        );
        assert!(ClientMessage::parse(&long_join).is_err());
        let long_replay = ClientMessage::Finished {
            replay: "x".repeat(MAX_CONTROL_BYTES * 2),
        };
        assert!(ClientMessage::parse(&long_replay.to_text()).is_ok());
        let too_long = ClientMessage::Finished {
            replay: "x".repeat(MAX_MESSAGE_BYTES),
        };
        assert!(
            ClientMessage::parse(&too_long.to_text())
                .unwrap_err()
                .contains("at most")
        );
        assert_eq!(normalise_code("abcdef"), Ok("ABCDEF".into()));
    }

    #[test]
    fn server_frames_read_back() {
        let result = ServerMessage::Result {
            race: "0a".into(),
            places: vec![Place {
                name: "甲".into(),
                place: 1,
                clock_ns: Some(5),
                verified: true,
                reason: "cleared".into(),
                standing: Standing::Cleared,
                computer: false,
            }],
        };
        assert_eq!(ServerMessage::parse(&result.to_text()), Ok(result.clone()));
        // A place from a server that does not say the standing: not finished.
        let older = result.to_text().replace(r#","standing":"cleared""#, "");
        let ServerMessage::Result { places, .. } = ServerMessage::parse(&older).unwrap() else {
            panic!("a result");
        };
        assert_eq!(places[0].standing, Standing::Unfinished);
    }
}
