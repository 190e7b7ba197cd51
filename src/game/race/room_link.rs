//! The race rooms' connection: a thin mapping between the game's [`RaceOutgoing`] /
//! [`RaceEvent`] messages and a [`RoomClient`] (its own thread; `send` and `try_recv` never
//! block, so no frame waits for the network). It connects, to the server set with `--server`
//! or the `server` setting, when the player first asks for a room, and again after a lost
//! connection. Each event the client queues wakes the window.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use crate::bots::tier::Tier;
use crate::formats::race_items::Item;
use crate::game::core::pacing::Wake;
use crate::game::core::stages::BoardSetup;
use crate::game::online::leaderboards::OnlineConfig;
use crate::game::online::player_name::{NameState, PlayerName};
use crate::game::race::room::{Place, RaceEvent, RaceOutgoing, RaceState, Standing};
use crate::online::keys::Identity;
use crate::online::rooms::client::{RoomClient, RoomEvent, room_is_elsewhere};
use crate::online::rooms::protocol::{self, ClientMessage, ServerMessage};

/// The open connection, the name the server welcomed, and the first letter of the room codes
/// its process holds (when rooms are spread over processes).
#[derive(Resource)]
struct RoomLink {
    client: Mutex<RoomClient>,
    you: String,
    letter: Option<char>,
    /// The server moved this player's quick match to this room of another process.
    moved_to: Option<String>,
}

impl RoomLink {
    /// The room `code` is held by another process than this connection's: it is joined
    /// through a connection of its own (routed by its code).
    fn is_elsewhere(&self, code: &str) -> bool {
        room_is_elsewhere(self.letter, code)
    }
}

/// Opens a connection as the player's name, once the server has bound it to the player's key
/// (the lobby sends the player to choose one before); for the room `room`, when one is named.
fn open_link(
    config: &OnlineConfig,
    player: &PlayerName,
    wake: Option<&Wake>,
    room: Option<&str>,
) -> Result<RoomLink, String> {
    let server = config.server.as_deref().ok_or("no server is set")?;
    let name = match (&player.state, &player.name) {
        (NameState::Bound, Some(name)) => name.clone(),
        _ => return Err("the player's name is not bound on the server yet".into()),
    };
    let identity = Identity::load_or_create(&config.dir)?;
    let wake = wake.cloned().map(|w| {
        let wake: crate::online::rooms::client::Wake = Arc::new(move || w.wake());
        wake
    });
    let client = RoomClient::connect_waking(server, room, identity, &name, wake);
    Ok(RoomLink {
        client: Mutex::new(client),
        you: name,
        letter: None,
        moved_to: None,
    })
}

/// What the game tells the room, as the protocol says it.
fn to_server(out: &RaceOutgoing) -> ClientMessage {
    match out.clone() {
        RaceOutgoing::Create { items, level } => ClientMessage::Create {
            level: level.map(|l| protocol::LevelChoice {
                text: l.text,
                id: l.id.unwrap_or_default(),
            }),
            items,
            max_players: *protocol::PLAYERS.end(),
            computers_after_s: Some(protocol::DEFAULT_COMPUTERS_AFTER_S),
        },
        RaceOutgoing::Join { code } => ClientMessage::Join { code },
        RaceOutgoing::QuickMatch => ClientMessage::QuickMatch,
        RaceOutgoing::Start => ClientMessage::Start,
        RaceOutgoing::Progress { pairs_left, combo } => {
            ClientMessage::Progress { pairs_left, combo }
        }
        RaceOutgoing::Throw { item, to } => ClientMessage::Throw {
            item: item.name().to_string(),
            to,
        },
        RaceOutgoing::Finished { replay } => ClientMessage::Finished { replay },
        RaceOutgoing::Leave => ClientMessage::Leave,
    }
}

/// Sends what the game tells the room; asking for a room opens the connection first (joining
/// a room held by another process opens one to it).
fn send_to_room(
    mut out: MessageReader<RaceOutgoing>,
    link: Option<Res<RoomLink>>,
    (config, player): (Res<OnlineConfig>, Res<PlayerName>),
    wake: Option<Res<Wake>>,
    mut commands: Commands,
    mut events: MessageWriter<RaceEvent>,
) {
    let mut opened: Option<RoomLink> = None;
    for message in out.read() {
        let asks_for_room = matches!(
            message,
            RaceOutgoing::Create { .. } | RaceOutgoing::Join { .. } | RaceOutgoing::QuickMatch
        );
        let current = opened.as_ref().or(link.as_deref());
        let room = match message {
            RaceOutgoing::Join { code } => Some(code.as_str()),
            _ => None,
        };
        let elsewhere = room.is_some_and(|code| current.is_some_and(|l| l.is_elsewhere(code)));
        if (current.is_none() && asks_for_room) || elsewhere {
            match open_link(&config, &player, wake.as_deref(), room) {
                Ok(new) => opened = Some(new),
                Err(e) => {
                    warn!("cannot open a race room's connection: {e}");
                    events.write(RaceEvent::ConnectionLost);
                    continue;
                }
            }
        }
        if let Some(link) = link.as_deref().or(opened.as_ref())
            && let Ok(client) = link.client.lock()
        {
            client.send(to_server(message));
        }
    }
    if let Some(new) = opened {
        commands.insert_resource(new);
    }
}

/// Turns what the room said into the game's messages; a lost connection ends the link (the
/// next room asked for opens another).
fn hear_room(
    link: Option<ResMut<RoomLink>>,
    mut events: MessageWriter<RaceEvent>,
    mut commands: Commands,
) {
    let Some(mut link) = link else { return };
    loop {
        let Some(event) = link.client.lock().ok().and_then(|c| c.try_recv()) else {
            return;
        };
        match event {
            RoomEvent::Message(ServerMessage::Welcome { name, letter }) => {
                link.you = name;
                link.letter = letter;
            }
            RoomEvent::Message(ServerMessage::Moved { code }) => {
                link.moved_to = Some(code);
                return;
            }
            RoomEvent::Message(message) => {
                if let Some(event) = from_server(message, &link.you) {
                    events.write(event);
                }
            }
            RoomEvent::Disconnected { reason } => {
                warn!("the race room's connection is over: {reason}");
                events.write(RaceEvent::ConnectionLost);
                commands.remove_resource::<RoomLink>();
                return;
            }
        }
    }
}

/// A quick match moved to another process goes on there: a connection for the room, and a
/// quick match again (the player sees only the room they land in).
fn follow_move(
    link: Option<Res<RoomLink>>,
    (config, player): (Res<OnlineConfig>, Res<PlayerName>),
    wake: Option<Res<Wake>>,
    mut commands: Commands,
    mut events: MessageWriter<RaceEvent>,
) {
    let Some(code) = link.as_ref().and_then(|l| l.moved_to.as_deref()) else {
        return;
    };
    match open_link(&config, &player, wake.as_deref(), Some(code)) {
        Ok(new) => {
            if let Ok(client) = new.client.lock() {
                client.send(ClientMessage::QuickMatch);
            }
            commands.insert_resource(new);
        }
        Err(e) => {
            warn!("cannot follow the quick match to room {code}: {e}");
            events.write(RaceEvent::ConnectionLost);
            commands.remove_resource::<RoomLink>();
        }
    }
}

/// What the room said, as the game's message (`None`: nothing the game shows).
fn from_server(message: ServerMessage, you: &str) -> Option<RaceEvent> {
    Some(match message {
        ServerMessage::Room {
            code,
            players,
            host,
            computers,
            ..
        } => RaceEvent::Room {
            code,
            players,
            host,
            you: you.to_string(),
            computers: computers
                .into_iter()
                .map(|c| (c.name, Tier::from_name(&c.tier).unwrap_or(Tier::Club)))
                .collect(),
        },
        ServerMessage::Started {
            level,
            level_id,
            seed,
            items,
            ..
        } => RaceEvent::Started {
            level,
            id: Some(level_id),
            seed,
            items,
        },
        ServerMessage::Progress {
            player,
            pairs_left,
            combo,
        } => RaceEvent::Progress {
            player,
            pairs_left,
            combo,
        },
        ServerMessage::Item { kind, from, to } if to == you => RaceEvent::ItemLanded {
            item: Item::from_name(&kind)?,
            from,
        },
        ServerMessage::Dropped { player } => RaceEvent::Dropped { player },
        ServerMessage::Result { mut places, .. } => {
            places.sort_by_key(|p| p.place);
            RaceEvent::Result {
                places: places
                    .into_iter()
                    .map(|p| {
                        if !p.verified {
                            info!("race: {} is placed {}: {}", p.name, p.place, p.reason);
                        }
                        // A computer player's clear is the server's own: no replay to prove.
                        let stands = p.verified || p.computer;
                        Place {
                            clock_ns: p.clock_ns.filter(|_| stands),
                            player: p.name,
                            place: p.place,
                            standing: standing(p.standing, stands),
                        }
                    })
                    .collect(),
            }
        }
        ServerMessage::Error { reason } => RaceEvent::Refused { reason },
        ServerMessage::Hello { .. }
        | ServerMessage::Welcome { .. }
        | ServerMessage::Item { .. }
        | ServerMessage::Finished { .. }
        | ServerMessage::Moved { .. } => return None,
    })
}

/// The standing the game shows: only a proven clear is cleared.
fn standing(said: Standing, verified: bool) -> Standing {
    match said {
        Standing::Cleared if !verified => Standing::Refused,
        other => other,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            hear_room,
            follow_move.run_if(resource_exists::<OnlineConfig>),
        )
            .chain()
            .run_if(resource_exists::<RoomLink>)
            .before(BoardSetup::ChooseLevel),
    )
    .add_systems(
        PostUpdate,
        send_to_room
            .run_if(resource_exists::<OnlineConfig>)
            .run_if(|race: Res<RaceState>| !race.against_computer)
            .run_if(on_message::<RaceOutgoing>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_counts_only_for_its_receiver_and_unknown_items_are_dropped() {
        let item = |kind: &str, to: &str| ServerMessage::Item {
            kind: kind.into(),
            from: "bob".into(),
            to: to.into(),
        };
        assert_eq!(
            from_server(item("freeze", "ann"), "ann"),
            Some(RaceEvent::ItemLanded {
                item: Item::FreezePicks,
                from: "bob".into()
            })
        );
        assert_eq!(from_server(item("freeze", "cat"), "ann"), None);
        assert_eq!(from_server(item("bomb", "ann"), "ann"), None);
    }

    #[test]
    fn the_order_comes_by_place_and_unverified_times_do_not_count() {
        let place = |name: &str, place, verified| protocol::Place {
            name: name.into(),
            place,
            clock_ns: Some(5),
            verified,
            reason: String::new(),
            standing: Standing::Cleared,
            computer: false,
        };
        let result = ServerMessage::Result {
            race: "r".into(),
            places: vec![place("bob", 2, false), place("ann", 1, true)],
        };
        let Some(RaceEvent::Result { places }) = from_server(result, "ann") else {
            panic!("a result");
        };
        assert_eq!(places[0].player, "ann");
        assert_eq!(places[0].clock_ns, Some(5));
        assert_eq!(places[1].clock_ns, None);
        assert_eq!(places[0].standing, Standing::Cleared);
        assert_eq!(places[1].standing, Standing::Refused, "a clear not proven");
    }
}
