//! Shuffle: the tiles in play are re-dealt where they lie into a clearable board; they fly out
//! from the centre to their cells.

use bevy::prelude::*;

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
    // The board's next re-deal: the same seed and moves shuffle the same way.
    let tiles = match board.redeal(&spec.level, &mut kinds) {
        Ok(tiles) => tiles,
        Err(e) => return refuse(&mut refused, format!("Cannot shuffle: {e}")),
    };
    shuffled.write(BoardShuffled {
        tiles,
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
