//! The view: what is drawn and heard. It reads what the logic decided (resources and messages)
//! and never changes the game; the logic does not know it exists.

pub mod audio;
pub mod board_panel;
pub mod camera;
pub mod capture;
pub mod continuing;
pub mod cursor;
pub mod effects;
pub mod geometry;
pub mod hud;
pub mod images;
pub mod lesson;
pub mod line;
pub mod music;
pub mod offstage;
pub mod picture_memory;
pub mod power_up_bar;
pub mod race_column;
pub mod refusal_notice;
pub mod sets;
pub mod sleep;
pub mod tile_animation;
pub mod tile_sheets;
pub mod tiles;

use bevy::prelude::*;

use crate::game::logic::messages::NewBoard;

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

/// The part of the view that needs no renderer: tile animations (removed tiles linger while
/// they vanish), effects and the power-ups' looks. Headless tests add it to see what the
/// player would see happen.
pub struct ViewReactionsPlugin;

impl Plugin for ViewReactionsPlugin {
    fn build(&self, app: &mut App) {
        sets::configure(app);
        app.add_plugins((tile_animation::plugin, effects::plugin));
        crate::game::logic::power_ups::build_power_up_views(app);
    }
}

/// The view: tiles and their animations, the board's backdrop, link lines, effects, the HUD and
/// power-up bar, sounds and music, screenshots. Needs the rendering plugins.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        // The board and what moves on it, then what stands around it.
        app.add_plugins((
            bevy_prototype_lyon::prelude::ShapePlugin,
            ViewReactionsPlugin,
            tiles::plugin,
            tile_sheets::plugin,
            camera::plugin,
            board_panel::plugin,
            cursor::plugin,
            line::plugin,
        ))
        .add_plugins((
            hud::plugin,
            power_up_bar::plugin,
            refusal_notice::plugin,
            lesson::plugin,
            audio::plugin,
            music::plugin,
            capture::plugin,
            offstage::plugin,
            continuing::plugin,
            race_column::plugin,
        ));
    }
}
