//! The line-drawing system: each found link is drawn through the tile centres (through ring
//! cells when the path leaves the board) with bevy_prototype_lyon, drawn on quickly (whole at
//! once with less motion), held with a glow, then faded and despawned.

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::*;

use crate::game::core::board::Board;
use crate::game::core::messages::MatchFound;
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::settings::Settings;
use crate::game::theme::palette::{LINK_CORE as CORE, LINK_GLOW as GLOW};
use crate::game::view::geometry::cell_center;
use crate::game::view::motion::{LessMotion, follow_motion};
use crate::game::view::stages::ViewSystems;

/// Seconds to draw the line on.
const DRAW: f32 = 0.12;
/// Seconds until the fade starts.
const HOLD: f32 = 0.30;
/// Seconds until the line is gone.
const END: f32 = 0.48;

/// A link on screen: its corner points in world space and its age.
#[derive(Component, Debug)]
pub struct LinkLine {
    points: Vec<Vec2>,
    age: f32,
    glow: Entity,
}

/// The wide, soft stroke under a link.
#[derive(Component, Debug)]
pub struct LinkGlow;

/// A round-jointed, round-capped stroke: every line drawn over the board.
pub(crate) fn stroke(color: Color, width: f32) -> Stroke {
    Stroke {
        options: StrokeOptions::default()
            .with_line_width(width)
            .with_line_join(LineJoin::Round)
            .with_line_cap(LineCap::Round),
        color,
    }
}

/// The first `fraction` of a polyline, by length.
fn partial(points: &[Vec2], fraction: f32) -> ShapePath {
    let total: f32 = points.windows(2).map(|w| w[0].distance(w[1])).sum();
    let mut left = total * fraction.clamp(0.0, 1.0);
    let mut path = ShapePath::new().move_to(points[0]);
    for w in points.windows(2) {
        let len = w[0].distance(w[1]);
        if left >= len {
            path = path.line_to(w[1]);
            left -= len;
        } else {
            if left > 0.0 {
                path = path.line_to(w[0].lerp(w[1], left / len));
            }
            break;
        }
    }
    path
}

/// The line and its glow at `age`; with less motion (`whole`) the line is there whole from
/// the start and only fades.
fn shapes_at(points: &[Vec2], age: f32, whole: bool) -> (Shape, Shape) {
    let drawn = if whole { 1.0 } else { (age / DRAW).min(1.0) };
    // Ease out: fast start, gentle arrival.
    let drawn = 1.0 - (1.0 - drawn).powi(3);
    let alpha = if age < HOLD {
        1.0
    } else {
        (1.0 - (age - HOLD) / (END - HOLD)).max(0.0)
    };
    let path = partial(points, drawn);
    let core = ShapeBuilder::with(&path)
        .stroke(stroke(CORE.with_alpha(alpha), 5.0))
        .build();
    let glow = ShapeBuilder::with(&path)
        .stroke(stroke(GLOW.with_alpha(0.35 * alpha), 16.0))
        .build();
    (core, glow)
}

/// Spawns a line for each found link, in the frame the link is found.
pub fn draw_links(
    mut found: MessageReader<MatchFound>,
    board: Option<Res<Board>>,
    less: Res<LessMotion>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        found.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for m in found.read() {
        let points: Vec<Vec2> = m
            .path
            .points
            .iter()
            .map(|&p| cell_center(p, w, h))
            .collect();
        let (core, glow) = shapes_at(&points, 0.0, less.0);
        let glow = commands
            .spawn((glow, LinkGlow, Transform::from_xyz(0.0, 0.0, 5.0)))
            .id();
        commands.spawn((
            core,
            Transform::from_xyz(0.0, 0.0, 5.1),
            LinkLine {
                points,
                age: 0.0,
                glow,
            },
        ));
    }
}

/// Animates lines and despawns finished ones.
pub fn animate_links(
    step: Res<FrameStep>,
    (settings, less): (Res<Settings>, Res<LessMotion>),
    mut commands: Commands,
    mut lines: Query<(Entity, &mut LinkLine, &mut Shape), Without<LinkGlow>>,
    mut glows: Query<&mut Shape, With<LinkGlow>>,
) {
    let dt = step.game_motion().as_secs_f32() * settings.removal_speed.factor();
    for (e, mut line, mut shape) in &mut lines {
        line.age += dt;
        if line.age >= END {
            commands.entity(line.glow).despawn();
            commands.entity(e).despawn();
            continue;
        }
        let (core, glow) = shapes_at(&line.points, line.age, less.0);
        *shape = core;
        if let Ok(mut g) = glows.get_mut(line.glow) {
            *g = glow;
        }
    }
}

/// Draws link lines (needs `ShapePlugin` and mesh assets).
pub fn plugin(app: &mut App) {
    crate::game::view::stages::configure(app);
    follow_motion(app);
    app.frames_while::<LinkLine>().add_systems(
        Update,
        (
            draw_links.in_set(ViewSystems::React),
            animate_links.in_set(ViewSystems::Animate),
        ),
    );
}
