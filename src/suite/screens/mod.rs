//! The shared screens: menus, pause and settings, the level editor, the board's zoom.

pub(crate) mod editor;
pub(crate) mod menu_reader;
pub(crate) mod menus;
pub(crate) mod pause_and_settings;
pub(crate) mod zoom;
