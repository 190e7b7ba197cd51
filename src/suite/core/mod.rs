//! The core of play through the ECS, headless: moves, undo and redo, gravity in the game, sleeping,
//! special tiles.

pub(crate) mod game_logic;
pub(crate) mod goals_game;
pub(crate) mod gravity_game;
pub(crate) mod history;
pub(crate) mod modded_special_game;
pub(crate) mod sleep;
pub(crate) mod sliding_game;
pub(crate) mod specials_game;
