//! Effects: pieces power-ups share (and modders may use) — a glowing frame on a tile, a burst
//! ring, a lightning bolt — and the sparks where a pair vanishes. Each fades by itself on time
//! and is despawned when done. Their randomness comes from one [`CosmeticRng`].

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::*;

use crate::engine::GameRng;
use crate::game::core::board::Board;
use crate::game::core::messages::MatchFound;
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::theme::palette;
use crate::game::view::geometry::{CELL, cell_center};
use crate::game::view::motion::{LessMotion, follow_motion, full_motion};
use crate::game::view::stages::ViewSystems;

/// The one random source of cosmetic effects (sparks, bolts, confetti). Never used for
/// anything that decides the game, so it may differ from run to run.
#[derive(Resource, Debug)]
pub struct CosmeticRng(pub GameRng);

impl Default for CosmeticRng {
    fn default() -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        CosmeticRng(GameRng::new(nanos))
    }
}

impl CosmeticRng {
    /// A number in `0.0..1.0`.
    pub fn unit(&mut self) -> f32 {
        self.0.unit() as f32
    }
}

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
    let frame = tile_frame();
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

/// The outline of a tile's face, a little outside it: what frames a tile.
pub fn tile_frame() -> shapes::Rectangle {
    shapes::Rectangle {
        extents: Vec2::splat(CELL * 1.02),
        radii: Some(BorderRadii::single(CELL * 0.16)),
        ..default()
    }
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

/// A jagged bolt from `from` to `to`, zigzagging at random.
pub fn bolt(commands: &mut Commands, rng: &mut CosmeticRng, from: Vec2, to: Vec2, colour: Color) {
    let steps = 7;
    let normal = (to - from).perp().normalize_or_zero();
    let mut path = ShapePath::new().move_to(from);
    for i in 1..steps {
        let jitter = rng.unit() - 0.5;
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

/// A small burst of sparks where a pair vanishes.
#[derive(Component, Debug)]
pub struct Spark {
    velocity: Vec2,
    life: Timer,
}

fn spawn_sparks(
    mut found: MessageReader<MatchFound>,
    board: Option<Res<Board>>,
    mut rng: ResMut<CosmeticRng>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        found.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for m in found.read() {
        for p in [m.a, m.b] {
            let c = cell_center(p, w, h);
            for i in 0..10 {
                let jitter = rng.unit();
                let angle = i as f32 / 10.0 * std::f32::consts::TAU + jitter;
                let speed = CELL * (2.0 + 2.0 * jitter);
                commands.spawn((
                    Spark {
                        velocity: Vec2::from_angle(angle) * speed,
                        life: Timer::from_seconds(0.45, TimerMode::Once),
                    },
                    Sprite::from_color(palette::SPARK, Vec2::splat(CELL * 0.09)),
                    Transform::from_translation(c.extend(4.0)),
                ));
            }
        }
    }
}

/// Sparks fly out, slow down (exponentially, on time) and fade.
fn animate_sparks(
    step: Res<FrameStep>,
    mut commands: Commands,
    mut sparks: Query<(Entity, &mut Spark, &mut Transform, &mut Sprite)>,
) {
    let dt = step.game_motion().as_secs_f32();
    let drag = (-4.0 * dt).exp();
    for (e, mut s, mut t, mut sprite) in &mut sparks {
        if s.life.tick(step.game_motion()).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        t.translation += (s.velocity * dt).extend(0.0);
        s.velocity *= drag;
        sprite.color = sprite.color.with_alpha(1.0 - s.life.fraction());
    }
}

/// Grows, pulses and fades every [`Fading`] shape; despawns finished ones. With less motion
/// a shape only fades where it stands: a bomb's ring does not spread, a bolt or a glowing
/// frame does not flash.
pub fn animate_fading(
    (step, less): (Res<FrameStep>, Res<LessMotion>),
    mut commands: Commands,
    mut shapes: Query<(Entity, &mut Fading, &mut Transform, Option<&mut Shape>)>,
) {
    for (e, mut f, mut t, shape) in &mut shapes {
        if f.timer.tick(step.game_motion()).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        let k = f.timer.fraction();
        let (grow, pulses) = if less.0 {
            (0.0, 0.0)
        } else {
            (f.grow, f.pulses)
        };
        let scale = 1.0 + grow * EaseFunction::CubicOut.sample_clamped(k);
        let pulse = if pulses > 0.0 {
            0.55 + 0.45 * (k * pulses * std::f32::consts::TAU).cos()
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

/// Effects and the cosmetic random source.
pub fn plugin(app: &mut App) {
    follow_motion(app);
    app.frames_while::<Fading>().frames_while::<Spark>();
    app.init_resource::<CosmeticRng>().add_systems(
        Update,
        (
            spawn_sparks
                .run_if(on_message::<MatchFound>)
                .run_if(full_motion)
                .in_set(ViewSystems::React),
            (
                animate_fading.run_if(any_with_component::<Fading>),
                animate_sparks.run_if(any_with_component::<Spark>),
            )
                .in_set(ViewSystems::Animate),
        ),
    );
}
