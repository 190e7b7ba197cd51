//! Input: the one input map that names every binding (keys, chords and pad buttons), the board's
//! keys, clicks and touches turned into picks and requests, the right button's partners shown, gamepads speaking the keyboard's
//! language, and the Controls page that rebinds the keys of play (`screens.rs`).

pub mod board_input;
pub mod gamepad;
pub mod input_map;
pub mod keys;
pub mod partners;
#[cfg(feature = "look")]
pub mod screens;

use bevy::prelude::*;

/// Input's logic.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        input_map::plugin,
        board_input::plugin,
        gamepad::plugin,
        partners::plugin,
    ));
}
