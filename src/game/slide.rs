//! Tiles moving between cells: the glide after gravity or an undo, and the growth of a tile put
//! back by an undo. Logic only keeps the timers; the view draws the motion.

use bevy::prelude::*;

use super::board::{Appearing, Sliding};
use super::settings::Settings;

/// Ends glides and appearances whose time is up.
pub fn finish_slides(
    time: Res<Time>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut sliding: Query<(Entity, &mut Sliding)>,
    mut appearing: Query<(Entity, &mut Appearing)>,
) {
    // The removal speed setting speeds up or slows down every glide.
    let dt = time.delta().mul_f32(settings.removal_speed.factor());
    for (e, mut s) in &mut sliding {
        if s.timer.tick(dt).is_finished() {
            commands.entity(e).remove::<Sliding>();
        }
    }
    for (e, mut a) in &mut appearing {
        if a.0.tick(dt).is_finished() {
            commands.entity(e).remove::<Appearing>();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, finish_slides);
}
