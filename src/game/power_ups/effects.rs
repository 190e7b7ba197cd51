//! Animation pieces power-ups share (and modders may use): a glowing frame on a tile, a burst
//! ring, a lightning bolt. Each fades by itself and is despawned when done.

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::*;

use crate::game::board::CELL;

/// A shape that grows and fades over its timer, then is despawned.
#[derive(Component, Debug)]
pub struct Fading {
    /// Runs for the whole life.
    pub timer: Timer,
    /// Extra scale reached at the end (0 keeps the size).
    pub grow: f32,
    /// Pulses per life (0 fades evenly).
    pub pulses: f32,
}

fn stroke(colour: Color, width: f32) -> Stroke {
    Stroke {
        options: StrokeOptions::default()
            .with_line_width(width)
            .with_line_join(LineJoin::Round)
            .with_line_cap(LineCap::Round),
        color: colour,
    }
}

/// A glowing frame around a tile entity for `seconds`, pulsing: it follows the tile (a child)
/// and goes with it.
pub fn highlight_tile(commands: &mut Commands, tile: Entity, colour: Color, seconds: f32) {
    let frame = shapes::Rectangle {
        extents: Vec2::splat(CELL * 1.02),
        radii: Some(BorderRadii::single(CELL * 0.16)),
        ..default()
    };
    commands.spawn((
        Fading {
            timer: Timer::from_seconds(seconds, TimerMode::Once),
            grow: 0.0,
            pulses: seconds * 1.5,
        },
        ShapeBuilder::with(&frame)
            .stroke(stroke(colour, 6.0))
            .build(),
        Transform::from_xyz(0.0, 0.0, 0.5),
        ChildOf(tile),
    ));
}

/// An expanding ring at a world position.
pub fn burst(commands: &mut Commands, at: Vec2, colour: Color) {
    let ring = shapes::Circle {
        radius: CELL * 0.4,
        center: Vec2::ZERO,
    };
    commands.spawn((
        Fading {
            timer: Timer::from_seconds(0.45, TimerMode::Once),
            grow: 2.2,
            pulses: 0.0,
        },
        ShapeBuilder::with(&ring)
            .fill(colour.with_alpha(0.35))
            .stroke(stroke(colour, 5.0))
            .build(),
        Transform::from_translation(at.extend(7.0)),
    ));
}

/// A jagged bolt from `from` to `to`; `seed` varies its zigzag.
pub fn bolt(commands: &mut Commands, from: Vec2, to: Vec2, colour: Color, seed: u32) {
    let steps = 7;
    let normal = (to - from).perp().normalize_or_zero();
    let mut path = ShapePath::new().move_to(from);
    let mut n = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    for i in 1..steps {
        n ^= n << 13;
        n ^= n >> 17;
        n ^= n << 5;
        let jitter = (n % 1000) as f32 / 1000.0 - 0.5;
        let p = from.lerp(to, i as f32 / steps as f32) + normal * jitter * CELL * 0.6;
        path = path.line_to(p);
    }
    path = path.line_to(to);
    for (width, alpha, z) in [(14.0, 0.3, 7.0), (4.0, 1.0, 7.1)] {
        commands.spawn((
            Fading {
                timer: Timer::from_seconds(0.5, TimerMode::Once),
                grow: 0.0,
                pulses: 2.0,
            },
            ShapeBuilder::with(&path)
                .stroke(stroke(colour.with_alpha(alpha), width))
                .build(),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
}

/// Grows, pulses and fades every [`Fading`] shape; despawns finished ones.
pub fn animate_fading(
    time: Res<Time>,
    mut commands: Commands,
    mut shapes: Query<(Entity, &mut Fading, &mut Transform, Option<&mut Shape>)>,
) {
    for (e, mut f, mut t, shape) in &mut shapes {
        if f.timer.tick(time.delta()).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        let k = f.timer.fraction();
        let scale = 1.0 + f.grow * EaseFunction::CubicOut.sample_clamped(k);
        let pulse = if f.pulses > 0.0 {
            0.55 + 0.45 * (k * f.pulses * std::f32::consts::TAU).cos()
        } else {
            1.0
        };
        let alpha = pulse * (1.0 - EaseFunction::QuadraticIn.sample_clamped(k));
        t.scale = Vec3::splat(scale);
        if let Some(mut shape) = shape {
            if let Some(s) = shape.stroke.as_mut() {
                s.color = s.color.with_alpha(alpha);
            }
            if let Some(fill) = shape.fill.as_mut() {
                fill.color = fill.color.with_alpha(0.35 * alpha);
            }
        }
    }
}
