//! What a screen reader reads, on the desktop's accessibility bus (AccessKit, which speaks
//! AT-SPI on Linux): the menus (each button by its words, each `< value >` row as a choice with
//! its value, a screen's texts), the board as a grid of cells named by their tiles, what
//! happens (a pick, a link made or refused, a notice) as it happens, the row or a tile's
//! matches when the player asks, and the clock's last seconds; and, for a reader that hears
//! the keyboard through the applications, each key before the game acts on it.
//!
//! Nothing here runs until a reader asks: AccessKit wakes when the desktop says a screen reader
//! is on, and only then are nodes named and sent.

pub mod announce;
pub mod asked;
pub mod board;
pub mod bus;
pub mod countdown;
pub mod described;
pub mod keys;
pub mod keysyms;
pub mod listening;

use bevy::a11y::AccessibilityRequested;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

/// The board and what happens, for a screen reader (the menus are the screens' own:
/// `screens/reader.rs`).
pub fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .init_resource::<AccessibilityRequested>()
        .add_plugins((
            board::plugin,
            announce::plugin,
            asked::plugin,
            countdown::plugin,
            described::plugin,
            bus::plugin,
            keys::plugin,
        ));
}
