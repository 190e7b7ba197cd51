//! Lightning: every tile of the picked kind is struck and removed, pairs and all.

use bevy::prelude::*;

use super::effects::bolt;
use super::{Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target};
use crate::engine::Pos;
use crate::game::board::{Board, CELL, cell_center};
use crate::game::despawn::take_off;
use crate::game::messages::TilesSlid;

/// Removes a whole kind.
pub struct Lightning;

impl PowerUp for Lightning {
    const NAME: &'static str = "lightning";
    const TITLE: &'static str = "Lightning";
    const KEY: KeyCode = KeyCode::KeyL;
    const TARGET: Target = Target::Kind;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/lightning.wav";

    fn icon(c: &mut IconCanvas) {
        c.polygon(
            [255, 226, 70],
            &[
                (0.2, 0.95),
                (-0.5, -0.05),
                (-0.05, -0.05),
                (-0.25, -0.95),
                (0.55, 0.15),
                (0.1, 0.15),
            ],
        );
    }

    fn build(app: &mut App) {
        app.add_observer(strike);
    }
}

fn strike(
    on: On<Activate<Lightning>>,
    board: Option<ResMut<Board>>,
    mut commands: Commands,
    mut slid: MessageWriter<TilesSlid>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let kind = on.target_kind(board.as_deref());
    let (Some(mut board), Some(kind)) = (board, kind) else {
        refused.write(PowerUpRefused {
            name: Lightning::NAME,
            reason: "Lightning needs a tile".into(),
        });
        return;
    };
    // Tiles of a kind are always an even number: they leave the board in pairs.
    let cells: Vec<Pos> = board
        .grid
        .tiles()
        .filter(|&(_, k)| k == kind)
        .map(|(p, _)| p)
        .collect();
    let (w, h) = (board.grid.width(), board.grid.height());
    let sky = cell_center(Pos::new(0, -1), w, h).y + CELL;
    for (i, &p) in cells.iter().enumerate() {
        let at = cell_center(p, w, h);
        bolt(
            &mut commands,
            Vec2::new(at.x + CELL * 0.5, sky),
            at,
            Color::srgb(1.0, 0.93, 0.45),
            i as u32 + 1,
        );
    }
    take_off(&mut board, &mut commands, &mut slid, &cells);
    used.write(PowerUpUsed {
        name: Lightning::NAME,
        undoable: Lightning::UNDOABLE,
    });
}
