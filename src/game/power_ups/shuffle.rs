//! Shuffle: the tiles in play are re-dealt where they lie into a clearable board; they fly out
//! from the centre to their cells.

use bevy::prelude::*;

use crate::engine;
use crate::game::logic::board::{Board, OutOfPlay, TileKind};
use crate::game::logic::deal::LevelSpec;
use crate::game::logic::messages::BoardShuffled;
use crate::game::logic::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::view::sets::ViewSystems;
use crate::game::view::tile_animation::{SLIDE, Sliding};

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

    fn build_view(app: &mut App) {
        app.add_systems(Update, fly_out.in_set(ViewSystems::React));
    }
}

fn shuffle_board(
    _: On<Activate<Shuffle>>,
    board: Option<ResMut<Board>>,
    spec: Res<LevelSpec>,
    mut kinds: Query<&mut TileKind>,
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
    let seed = spec.seed ^ board.generation().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5348;
    let dealt = match engine::reshuffle(board.grid(), &board.rules(), spec.level.difficulty, seed) {
        Ok(d) => d,
        Err(e) => return refuse(&mut refused, format!("Cannot shuffle: {e}")),
    };
    board.redeal(&dealt.grid, &mut kinds);
    shuffled.write(BoardShuffled {
        tiles: dealt.grid.tile_count(),
        by_player: true,
    });
    used.write(PowerUpUsed::of::<Shuffle>(Vec::new()));
}

/// The shuffled tiles fly out from the centre to their cells.
fn fly_out(
    mut used: MessageReader<PowerUpUsed>,
    tiles: Query<Entity, (With<TileKind>, Without<OutOfPlay>)>,
    mut commands: Commands,
) {
    if !used.read().any(|u| u.name == Shuffle::NAME) {
        return;
    }
    for e in &tiles {
        commands.entity(e).insert(Sliding {
            from: Vec2::ZERO,
            timer: Timer::new(SLIDE * 2, TimerMode::Once),
        });
    }
}
