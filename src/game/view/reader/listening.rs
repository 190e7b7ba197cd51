//! Whether a screen reader listens, and where its focus is: what every part of the reader
//! asks.

use bevy::a11y::AccessibilityRequested;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use crate::game::core::screen::{Menu, Screen};

/// Whether a screen reader listens (AccessKit asked for the tree).
pub fn reader_listens(requested: Option<Res<AccessibilityRequested>>) -> bool {
    requested.is_some_and(|r| r.get())
}

/// Points the reader's focus at `entity`, unless it is there already (a change is told).
pub fn focus_reader_on(focus: &mut InputFocus, entity: Entity) {
    if focus.get() != Some(entity) {
        focus.set(entity, FocusCause::Navigated);
    }
}

/// Whether the menus have the keys: a menu is open, or the screen is not play.
pub fn menus_have_the_keys(
    screen: Option<Res<State<Screen>>>,
    menu: Option<Res<State<Menu>>>,
) -> bool {
    let menu_open = menu.is_some_and(|m| *m.get() != Menu::None);
    menu_open || screen.is_some_and(|s| *s.get() != Screen::Play)
}
