//! The editor's state: the draft being edited, the page of the panel shown, the stages of an
//! editor frame, and the panel's width.

use bevy::prelude::*;

use super::model::LevelDraft;

/// The panel's width; the grid has the rest of the window.
pub(crate) const PANEL_WIDTH: f32 = 300.0;

/// What the editor is working on: the draft, as the game's resource.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct Editor(pub LevelDraft);

/// Which half of the editor's panel is shown.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum EditorPage {
    /// Painting tools, size, kinds, turns, ring.
    #[default]
    Board,
    /// The level's other fields (see `level_page`).
    Level,
}

/// The stages of an editor frame, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EditorSystems {
    /// Keys, clicks and strokes become actions.
    Input,
    /// Actions are carried out.
    Act,
    /// The panel and grid show the result.
    Show,
}
