//! Fades: a screen change or a finish screen comes in from black.

use bevy::prelude::*;

use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::screen::Screen;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;

/// Seconds a fade takes.
const FADE: f32 = 0.35;

/// A full-window veil fading out.
#[derive(Component, Debug)]
pub struct Fade(Timer);

fn fade_in(mut commands: Commands, old: Query<Entity, With<Fade>>) {
    for e in &old {
        commands.entity(e).despawn();
    }
    commands.spawn((
        Fade(Timer::from_seconds(FADE, TimerMode::Once)),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100.0),
            height: percent(100.0),
            ..default()
        },
        BackgroundColor(palette::FADE),
        GlobalZIndex(100 * LAYER_STEP),
        Pickable::IGNORE,
    ));
}

fn fade_out(
    step: Res<FrameStep>,
    mut commands: Commands,
    mut fades: Query<(Entity, &mut Fade, &mut BackgroundColor)>,
) {
    for (e, mut f, mut bg) in &mut fades {
        if f.0.tick(step.real_motion()).is_finished() {
            commands.entity(e).despawn();
        } else {
            bg.0 = palette::FADE
                .with_alpha(1.0 - EaseFunction::QuadraticOut.sample_clamped(f.0.fraction()));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), fade_in)
        .add_systems(OnEnter(Screen::Play), fade_in)
        .add_systems(OnEnter(Screen::Editor), fade_in)
        .frames_while_real::<Fade>()
        .add_systems(Update, fade_out);
}
