//! The online leaderboards: the server, the game's side, the player's name.

pub(crate) mod cluster;
pub(crate) mod fairness;
pub(crate) mod leaderboard;
pub(crate) mod names;
pub(crate) mod player_name;
pub(crate) mod processes;
pub(crate) mod server;
pub(crate) mod spread;
