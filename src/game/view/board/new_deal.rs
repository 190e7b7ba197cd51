//! What a new deal takes with it: the notices about the board that was.

use bevy::prelude::*;

use crate::game::core::messages::NewBoard;

/// A new deal takes every `C` with it (notices about the board that was).
pub(crate) fn despawn_on_deal<C: Component>(
    mut deals: MessageReader<NewBoard>,
    shown: Query<Entity, With<C>>,
    mut commands: Commands,
) {
    if deals.read().count() > 0 {
        for e in &shown {
            commands.entity(e).despawn();
        }
    }
}
