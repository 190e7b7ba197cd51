//! The view's stages in a frame (in `Update`), all after every stage of the logic's (both of
//! its gates), so they draw what this frame decided.

use bevy::prelude::*;

use crate::game::core::stages::MoveGate;

/// The view's stages, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewSystems {
    /// New tiles get their sprites; the camera, backdrop and stones follow the board.
    Dress,
    /// What the logic said this frame starts animations, lines, sounds and popups.
    React,
    /// Animations advance; finished ones end.
    Animate,
}

/// Orders the view's stages after the logic's. Safe to call more than once.
pub fn configure(app: &mut App) {
    app.configure_sets(
        Update,
        (ViewSystems::Dress, ViewSystems::React, ViewSystems::Animate)
            .chain()
            .after(MoveGate::Playing)
            .after(MoveGate::Ticking),
    );
}
