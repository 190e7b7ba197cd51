//! Shuffle: the tiles in play are re-dealt where they lie into a clearable board; they fly out
//! from the centre to their cells.

use bevy::prelude::*;

use super::{Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target};
use crate::engine;
use crate::game::board::{Board, LevelSpec, SLIDE, Sliding, TileKind, apply_redeal};
use crate::game::messages::BoardShuffled;

/// Re-deals the tiles in play.
pub struct Shuffle;

impl PowerUp for Shuffle {
    const NAME: &'static str = "shuffle";
    const TITLE: &'static str = "Shuffle";
    const KEY: KeyCode = KeyCode::KeyX;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/shuffle.wav";

    fn icon(c: &mut IconCanvas) {
        // Two crossing arrows.
        let green = [110, 230, 160];
        c.line(green, (-0.8, -0.5), (0.45, 0.5), 0.16);
        c.line(green, (-0.8, 0.5), (0.45, -0.5), 0.16);
        c.polygon(green, &[(0.85, 0.5), (0.35, 0.78), (0.35, 0.22)]);
        c.polygon(green, &[(0.85, -0.5), (0.35, -0.22), (0.35, -0.78)]);
    }

    fn build(app: &mut App) {
        app.add_observer(shuffle_board);
    }
}

#[allow(clippy::too_many_arguments)]
fn shuffle_board(
    _: On<Activate<Shuffle>>,
    board: Option<ResMut<Board>>,
    spec: Res<LevelSpec>,
    mut kinds: Query<&mut TileKind>,
    mut commands: Commands,
    mut shuffled: MessageWriter<BoardShuffled>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let refuse = |refused: &mut MessageWriter<PowerUpRefused>, reason: String| {
        refused.write(PowerUpRefused {
            name: Shuffle::NAME,
            reason,
        });
    };
    let Some(mut board) = board else {
        return refuse(&mut refused, "No board to shuffle".into());
    };
    // Its own stream, so a shuffle never repeats the dead-end re-deal's.
    let seed = spec.seed ^ board.generation.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5348;
    let dealt = match engine::reshuffle(&board.grid, &board.rules, spec.level.difficulty, seed) {
        Ok(d) => d,
        Err(e) => return refuse(&mut refused, format!("Cannot shuffle: {e}")),
    };
    apply_redeal(&mut board, &dealt.grid, &mut kinds);
    for (p, _) in board.grid.tiles() {
        if let Some(e) = board.entity_at(p) {
            commands.entity(e).insert(Sliding {
                from: Vec2::ZERO,
                timer: Timer::new(SLIDE * 2, TimerMode::Once),
            });
        }
    }
    shuffled.write(BoardShuffled {
        tiles: dealt.grid.tile_count(),
        by_player: true,
    });
    used.write(PowerUpUsed {
        name: Shuffle::NAME,
        undoable: Shuffle::UNDOABLE,
    });
}
