//! What the player cannot see is not drawn. While the title screen covers play, the board, its
//! effects and the play HUD are hidden instead of being drawn under it (on a software renderer
//! each full-window layer costs as much as the whole board).

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::Shape;

use crate::game::logic::screen::Screen;

/// A part of the play HUD (status, score, pause button, power-up bar): drawn only where play is.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct PlayOnly;

/// Hidden because a screen covers it; the visibility it had comes back with play.
#[derive(Component, Debug)]
struct Offstage(Visibility);

/// What a covering screen hides: the world's sprites and shapes, and the play HUD.
type Stage = Or<(With<Sprite>, With<Shape>, With<PlayOnly>)>;

/// Whether a screen covers play entirely.
fn covered(screen: Res<State<Screen>>) -> bool {
    *screen.get() == Screen::Title
}

/// Hides everything on the stage, including what is spawned while the screen is up (a board
/// dealt behind the title).
fn hide_stage(
    mut commands: Commands,
    mut shown: Query<(Entity, &mut Visibility), (Stage, Without<Offstage>)>,
) {
    for (entity, mut visibility) in &mut shown {
        if *visibility != Visibility::Hidden {
            commands.entity(entity).insert(Offstage(*visibility));
            *visibility = Visibility::Hidden;
        }
    }
}

/// Shows again what a covering screen hid.
fn show_stage(mut commands: Commands, mut hidden: Query<(Entity, &Offstage, &mut Visibility)>) {
    for (entity, offstage, mut visibility) in &mut hidden {
        *visibility = offstage.0;
        commands.entity(entity).remove::<Offstage>();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        hide_stage
            .run_if(covered)
            .before(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
    )
    .add_systems(OnExit(Screen::Title), show_stage);
}
