//! While a kept game is caught up (its log re-applied a moment a frame, see
//! `logic::keep`), a curtain hides the board going through its moves again: the player sees
//! "Continuing…" and then the board as it was left.

use bevy::picking::Pickable;
use bevy::prelude::*;

use crate::game::content::words::Words;
use crate::game::persistence::keep::Resuming;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;
use crate::game::theme::widgets::label;

/// The curtain over the board while it catches up.
#[derive(Component, Debug)]
pub struct Curtain;

fn raise_curtain(mut commands: Commands, words: Words) {
    commands
        .spawn((
            Curtain,
            Name::new("continuing curtain"),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100.0),
                height: percent(100.0),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                ..default()
            },
            BackgroundColor(palette::TITLE_BACKDROP),
            // Above the board and its HUD, below the screen fades.
            GlobalZIndex(30 * LAYER_STEP),
            Pickable::IGNORE,
        ))
        .with_child(label(words.t("continue-catching-up"), 28.0, palette::TEXT));
}

fn lower_curtain(mut commands: Commands, curtains: Query<Entity, With<Curtain>>) {
    for curtain in &curtains {
        commands.entity(curtain).despawn();
    }
}

/// Raises the curtain while a kept game catches up, and lowers it after.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            raise_curtain.run_if(resource_added::<Resuming>),
            lower_curtain.run_if(resource_removed::<Resuming>),
        ),
    );
}
