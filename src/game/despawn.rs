//! The despawn system: a found pair leaves the grid at once, then vanishes and is despawned
//! when its animation ends; under gravity the rest slide. A rejected pair shakes.

use std::time::Duration;

use bevy::prelude::*;

use super::board::{Board, GridPos, SLIDE, Sliding, Vanishing, cell_center};
use super::messages::{MatchFound, MatchRejected, TilesSlid};
use super::settings::Settings;
use crate::engine::Pos;

/// How long a removed tile takes to vanish.
pub const VANISH: Duration = Duration::from_millis(320);
/// How long a rejected tile shakes.
pub const SHAKE: Duration = Duration::from_millis(300);

/// A tile shaking after a rejected request.
#[derive(Component, Debug)]
pub struct Shake(pub Timer);

/// Takes found pairs off the board.
pub fn remove_found(
    mut found: MessageReader<MatchFound>,
    mut board: Option<ResMut<Board>>,
    mut commands: Commands,
    mut slid: MessageWriter<TilesSlid>,
) {
    let Some(board) = board.as_mut() else {
        found.clear();
        return;
    };
    for m in found.read() {
        take_off(board, &mut commands, &mut slid, &[m.a, m.b]);
    }
}

/// Takes tiles off the board (whole pairs of a kind, or the board is left unpaired), starts
/// their vanish animation, and lets the rest settle under the level's gravity: at once in the
/// grid, gliding on screen. Power-ups that remove tiles use this too.
pub fn take_off(
    board: &mut Board,
    commands: &mut Commands,
    slid: &mut MessageWriter<TilesSlid>,
    cells: &[Pos],
) {
    for e in board.remove_tiles(cells) {
        commands
            .entity(e)
            .insert(Vanishing(Timer::new(VANISH, TimerMode::Once)));
    }
    let (w, h) = (board.grid.width(), board.grid.height());
    let moved = board.settle();
    for t in &moved {
        commands.entity(t.entity).insert((
            GridPos(t.to),
            Sliding {
                from: cell_center(t.from, w, h),
                timer: Timer::new(SLIDE, TimerMode::Once),
            },
        ));
    }
    if !moved.is_empty() {
        slid.write(TilesSlid(moved.iter().map(|t| (t.from, t.to)).collect()));
    }
}

/// Despawns tiles whose vanish animation is over (sooner or later with the removal speed
/// setting).
pub fn finish_vanishing(
    time: Res<Time>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut tiles: Query<(Entity, &mut Vanishing)>,
) {
    let dt = time.delta().mul_f32(settings.removal_speed.factor());
    for (e, mut v) in &mut tiles {
        if v.0.tick(dt).is_finished() {
            commands.entity(e).despawn();
        }
    }
}

/// Starts the shake of both tiles of a rejected request.
pub fn shake_rejected(
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

/// Ends shakes.
pub fn finish_shaking(
    time: Res<Time>,
    mut commands: Commands,
    mut tiles: Query<(Entity, &mut Shake)>,
) {
    for (e, mut s) in &mut tiles {
        if s.0.tick(time.delta()).is_finished() {
            commands.entity(e).remove::<Shake>();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (remove_found, shake_rejected).in_set(super::MoveFlow::React),
            (finish_vanishing, finish_shaking),
        ),
    );
}
