//! Race rooms, the game's side: the room as the game knows it (`room.rs`: its messages, the
//! race's deal and clock, places), items earned, thrown and landing (`items.rs`), the
//! connection to the server (`room_link.rs`), the race column beside the board (`view.rs`) and
//! the lobby, room and result screens (`screens/`), and a room played here against computer
//! players (`computer_room.rs`).

#[cfg(feature = "online")]
pub mod computer_room;
pub mod items;
#[cfg(feature = "online")]
pub mod lobby_choice;
// The room's messages are spoken only over the network (the `online` feature); the race's
// play itself (its mode, items and replays) is always there.
#[cfg_attr(not(feature = "online"), allow(dead_code))]
pub mod room;
#[cfg(feature = "online")]
pub mod room_link;
#[cfg(feature = "online")]
#[cfg(feature = "look")]
pub mod screens;
#[cfg(feature = "look")]
pub mod view;

use bevy::prelude::*;

/// The race's logic, and its connection when the game is built with `online`.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((room::plugin, items::plugin));
    #[cfg(feature = "online")]
    app.add_plugins((room_link::plugin, computer_room::plugin));
}
