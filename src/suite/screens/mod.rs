//! The shared screens: menus, pause and settings, the level editor.

pub(crate) mod editor;
pub(crate) mod menus;
pub(crate) mod pause_and_settings;
