//! The game's logic, assembled: every feature's logic plugin, with no rendering, so headless
//! tests drive the whole game with `MinimalPlugins`. Nothing in a feature's logic imports a look
//! (a `view.rs`, `screens.rs`, `view/`, `screens/` or `theme/`); the look reads what was decided.
//!
//! A move flows one way through the stages of [`MoveFlow`](super::core::stages::MoveFlow):
//! input → picks → selection → match request → pathfinding → found or rejected → the move applied
//! → score, win and dead-end checks → history, the replay and saved progress.

use bevy::prelude::*;

use super::{
    content, core, ghost, input, lesson, modes, persistence, race, records, replays, specials,
};

/// Everything that decides the game, with no rendering: usable headless.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            core::plugin,
            input::plugin,
            content::plugin,
            modes::plugin,
            lesson::plugin,
            replays::plugin,
            persistence::plugin,
            race::plugin,
            records::plugin,
            specials::plugin,
            ghost::plugin,
        ));
        #[cfg(feature = "online")]
        app.add_plugins(super::online::plugin);
    }
}
