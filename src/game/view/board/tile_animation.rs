//! How tiles move on screen: a removed tile vanishes, a moved tile glides to its new cell, a
//! tile put back by an undo grows in, a rejected pair shakes, re-dealt tiles pulse, and the
//! selected tile lifts. Every animation runs on time (not per frame), sped up or slowed down by
//! the removal speed setting. With less motion (see `view/motion.rs`) nothing moves: a
//! removed tile only fades, moved and returned tiles are at once where they go, a rejected
//! pair flushes red instead of shaking, and a re-deal does not pulse. Needs no rendering:
//! headless tests may add it.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::core::board::{Board, GridPos, Lingering, OutOfPlay, TileKind};
use crate::game::core::messages::{
    BoardShuffled, MatchRejected, TilesMoved, TilesRemoved, TilesReturned,
};
use crate::game::core::moves::selection::Selection;
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::settings::Settings;
use crate::game::view::geometry::{CELL, cell_center, stacking};
use crate::game::view::motion::{LessMotion, follow_motion};
use crate::game::view::stages::ViewSystems;

/// How long a removed tile takes to vanish.
pub const VANISH: Duration = Duration::from_millis(320);
/// How long a slide or an appearance takes.
pub const SLIDE: Duration = Duration::from_millis(260);
/// How long a rejected tile shakes.
pub const SHAKE: Duration = Duration::from_millis(300);
/// How long re-dealt tiles pulse.
pub const PULSE: Duration = Duration::from_millis(500);

/// A tile on its way out: shrinks, spins a little and fades, then is let go to be despawned.
#[derive(Component, Debug)]
pub struct Vanishing(pub Timer);

/// A tile that moved to another cell (gravity, undo, a shuffle): its sprite glides from `from`.
#[derive(Component, Debug)]
pub struct Sliding {
    /// World position the glide starts from.
    pub from: Vec2,
    /// Runs for the glide's length.
    pub timer: Timer,
}

/// A tile put back on the board (undo, redo): it grows in.
#[derive(Component, Debug)]
pub struct Appearing(pub Timer);

/// The tint a rejected tile flushes with, in place of the shake, with less motion.
const REFUSED: Color = Color::srgb(1.0, 0.45, 0.45);

/// A tile shaking after a rejected request.
#[derive(Component, Debug)]
pub struct Shake(pub Timer);

/// A short pulse after a re-deal.
#[derive(Component, Debug)]
pub struct Pulse(pub Timer);

/// Removed tiles stay a while to vanish; clicks pass through them.
fn start_vanishing(mut removed: MessageReader<TilesRemoved>, mut commands: Commands) {
    for TilesRemoved(tiles) in removed.read() {
        for &e in tiles {
            if let Ok(mut tile) = commands.get_entity(e) {
                tile.insert((
                    Lingering,
                    Vanishing(Timer::new(VANISH, TimerMode::Once)),
                    Pickable::IGNORE,
                ));
            }
        }
    }
}

/// Moved tiles glide from where they are drawn now (from their old cell if not drawn yet).
fn start_gliding(
    mut moved: MessageReader<TilesMoved>,
    (board, less): (Option<Res<Board>>, Res<LessMotion>),
    tiles: Query<&Transform>,
    mut commands: Commands,
) {
    let Some(board) = board.filter(|_| !less.0) else {
        moved.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for TilesMoved(list) in moved.read() {
        for t in list {
            let from = tiles
                .get(t.entity)
                .map_or_else(|_| cell_center(t.from, w, h), |x| x.translation.truncate());
            if let Ok(mut tile) = commands.get_entity(t.entity) {
                tile.insert(Sliding {
                    from,
                    timer: Timer::new(SLIDE, TimerMode::Once),
                });
            }
        }
    }
}

/// Tiles put back grow in.
fn start_appearing(
    mut returned: MessageReader<TilesReturned>,
    less: Res<LessMotion>,
    mut commands: Commands,
) {
    if less.0 {
        returned.clear();
        return;
    }
    for TilesReturned(tiles) in returned.read() {
        for &e in tiles {
            if let Ok(mut tile) = commands.get_entity(e) {
                tile.insert(Appearing(Timer::new(SLIDE, TimerMode::Once)));
            }
        }
    }
}

/// Both tiles of a rejected request shake.
fn start_shaking(
    mut rejected: MessageReader<MatchRejected>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        rejected.clear();
        return;
    };
    for r in rejected.read() {
        for p in [r.a, r.b] {
            if let Some(e) = board.entity_at(p) {
                commands
                    .entity(e)
                    .insert(Shake(Timer::new(SHAKE, TimerMode::Once)));
            }
        }
    }
}

/// Every tile in play pulses after a re-deal.
fn start_pulse(
    mut shuffled: MessageReader<BoardShuffled>,
    less: Res<LessMotion>,
    tiles: Query<Entity, (With<TileKind>, Without<OutOfPlay>)>,
    mut commands: Commands,
) {
    if shuffled.read().count() > 0 && !less.0 {
        for e in &tiles {
            commands
                .entity(e)
                .insert(Pulse(Timer::new(PULSE, TimerMode::Once)));
        }
    }
}

/// Vanished tiles are let go (sooner or later with the removal speed setting): the board
/// despawns them at the end of the frame with the other tiles out of play.
fn finish_vanishing(
    step: Res<FrameStep>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut vanishing: Query<(Entity, &mut Vanishing)>,
) {
    let dt = step.game_motion().mul_f32(settings.removal_speed.factor());
    for (e, mut v) in &mut vanishing {
        if v.0.tick(dt).is_finished() {
            commands.entity(e).remove::<(Vanishing, Lingering)>();
        }
    }
}

/// Glides and appearances (by the removal speed setting), shakes and pulses end on time.
fn finish_motion(
    step: Res<FrameStep>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut sliding: Query<(Entity, &mut Sliding)>,
    mut appearing: Query<(Entity, &mut Appearing)>,
    mut shaking: Query<(Entity, &mut Shake)>,
    mut pulsing: Query<(Entity, &mut Pulse)>,
) {
    let dt = step.game_motion().mul_f32(settings.removal_speed.factor());
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
    for (e, mut s) in &mut shaking {
        if s.0.tick(step.game_motion()).is_finished() {
            commands.entity(e).remove::<Shake>();
        }
    }
    for (e, mut p) in &mut pulsing {
        if p.0.tick(step.game_motion()).is_finished() {
            commands.entity(e).remove::<Pulse>();
        }
    }
}

/// What the tile animation reads and writes.
type AnimatedTile = (
    &'static GridPos,
    &'static mut Transform,
    &'static mut Sprite,
    Option<&'static Vanishing>,
    Option<&'static Shake>,
    Option<&'static Pulse>,
    Option<&'static Sliding>,
    Option<&'static Appearing>,
);

/// Vanishing tiles shrink, spin a little and fade; shaking tiles wobble; re-dealt tiles pulse;
/// sliding tiles glide to their cell; tiles put back by an undo grow in; the selected tile
/// lifts. Only values that change are written, so still tiles cost nothing downstream.
fn animate_tiles(
    board: Option<Res<Board>>,
    mut tiles: Query<AnimatedTile>,
    (selection, less): (Res<Selection>, Res<LessMotion>),
) {
    let Some(board) = board else { return };
    let still = less.0;
    let (w, h) = (board.grid().width(), board.grid().height());
    for (pos, mut t, mut sprite, vanishing, shake, pulse, sliding, appearing) in &mut tiles {
        let mut home = cell_center(pos.0, w, h);
        if let Some(s) = sliding {
            // Gravity: accelerate like a falling tile, settle with a small bounce.
            let k = EaseFunction::BounceOut.sample_clamped(s.timer.fraction());
            home = s.from.lerp(home, k);
        }
        let mut scale = 1.0;
        let mut offset = Vec2::ZERO;
        let mut alpha = 1.0;
        let mut tint = Color::WHITE;
        let mut z = 0.0;
        let mut rotation = Quat::IDENTITY;
        if let Some(v) = vanishing {
            let k = v.0.fraction();
            scale =
                1.0 + 0.15 * (k * 3.0).min(1.0) - 1.15 * EaseFunction::CubicIn.sample_clamped(k);
            alpha = 1.0 - EaseFunction::QuadraticIn.sample_clamped(k);
            rotation = Quat::from_rotation_z(0.6 * k);
            z = 2.0;
            if still {
                (scale, rotation) = (1.0, Quat::IDENTITY);
            }
        } else if let Some(s) = shake {
            let k = s.0.fraction();
            if still {
                tint = REFUSED.mix(&Color::WHITE, k);
            } else {
                offset.x = (k * 40.0).sin() * CELL * 0.08 * (1.0 - k);
            }
        }
        if let Some(a) = appearing {
            scale *= EaseFunction::BackOut.sample_clamped(a.0.fraction());
        }
        if let Some(p) = pulse {
            scale *= 1.0 + 0.18 * (p.0.fraction() * std::f32::consts::PI).sin();
        }
        if selection.first == Some(pos.0) && vanishing.is_none() {
            scale *= 1.06;
            offset.y += CELL * 0.04;
            z = 1.0;
        }
        let target = Transform {
            translation: (home + offset).extend(z + stacking(pos.0, w, h)),
            rotation,
            scale: Vec3::splat(scale.max(0.0)),
        };
        t.set_if_neq(target);
        let colour = tint.with_alpha(alpha);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}

/// The tile animations. Without the sprites (headless) the timers still run, so tests see them.
pub fn plugin(app: &mut App) {
    crate::game::view::stages::configure(app);
    follow_motion(app);
    app.frames_while::<Vanishing>()
        .frames_while::<Sliding>()
        .frames_while::<Appearing>()
        .frames_while::<Shake>()
        .frames_while::<Pulse>();
    app.add_systems(
        Update,
        (
            (
                start_vanishing.run_if(on_message::<TilesRemoved>),
                start_gliding.run_if(on_message::<TilesMoved>),
                start_appearing.run_if(on_message::<TilesReturned>),
                start_shaking.run_if(on_message::<MatchRejected>),
                start_pulse.run_if(on_message::<BoardShuffled>),
            )
                .in_set(ViewSystems::React),
            (
                finish_vanishing.run_if(any_with_component::<Vanishing>),
                finish_motion,
                animate_tiles,
            )
                .chain()
                .in_set(ViewSystems::Animate),
        ),
    );
}
