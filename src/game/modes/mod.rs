//! Modes of play (what each mode means is answered beside the mode itself, in the formats
//! crate's `mode_terms.rs`): the pack played classic or relaxed
//! and the daily challenge, quick games of any size (`quick_game.rs`),
//! runs of boards (time attack, endless), the demo that plays itself, and their menus
//! (`screens/`), the code that names the board in play (`board_code.rs`), and a board handed
//! to the running game by a link opened later (`handoff.rs`). Racing a ghost is
//! its own room, `game/ghost/`.

pub mod board_code;
pub mod demo;
#[cfg(unix)]
pub mod handoff;
pub mod pack_and_daily;
pub mod quick_game;
pub mod runs;
#[cfg(feature = "look")]
pub mod screens;

use bevy::prelude::*;

/// The modes' logic.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        pack_and_daily::plugin,
        board_code::plugin,
        quick_game::plugin,
        runs::plugin,
        demo::plugin,
    ));
}
