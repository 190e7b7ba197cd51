//! Race rooms: the game's side, its screens, its clock, whole games through a real server, the server's rooms.

pub(crate) mod clock;
pub(crate) mod computer;
pub(crate) mod game;
pub(crate) mod online;
pub(crate) mod room_computers;
pub(crate) mod rooms;
pub(crate) mod screens;
