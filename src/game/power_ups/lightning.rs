//! Lightning: every tile of the picked kind is struck and removed, pairs and all.

use bevy::prelude::*;

use crate::engine::Pos;
use crate::game::core::board::Board;
use crate::game::core::messages::TileChanges;
use crate::game::core::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
#[cfg(feature = "look")]
use crate::game::view::board::effects::{CosmeticRng, bolt};
#[cfg(feature = "look")]
use crate::game::view::geometry::{CELL, cell_center};
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Removes a whole kind.
pub struct Lightning;

impl PowerUp for Lightning {
    const ID: &'static str = "lightning";
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

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_bolts
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
    }
}

#[cfg(feature = "look")]
const BOLT: Color = Color::srgb(1.0, 0.93, 0.45);

fn strike(
    on: On<Activate<Lightning>>,
    board: Option<ResMut<Board>>,
    mut commands: Commands,
    mut changes: TileChanges,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let kind = on.target_kind(board.as_deref());
    let (Some(mut board), Some(kind)) = (board, kind) else {
        refused.write(PowerUpRefused::of::<Lightning>("lightning-needs-tile"));
        return;
    };
    // Tiles of a kind (or, under match groups, of a group) are always an even number: they
    // leave the board in pairs.
    let rules = board.rules();
    let cells: Vec<Pos> = board
        .grid()
        .tiles()
        .filter(|&(_, k)| rules.matches(k, kind))
        .map(|(p, _)| p)
        .collect();
    let change = board.apply_move(&cells, &mut commands);
    changes.report(change);
    used.write(PowerUpUsed::of::<Lightning>(cells));
}

#[cfg(feature = "look")]
/// A bolt from the sky onto every struck tile.
fn show_bolts(
    mut used: MessageReader<PowerUpUsed>,
    board: Option<Res<Board>>,
    mut rng: ResMut<CosmeticRng>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        used.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    let sky = cell_center(Pos::new(0, -1), w, h).y + CELL;
    for u in used.read().filter(|u| u.is::<Lightning>()) {
        for &p in &u.cells {
            let at = cell_center(p, w, h);
            bolt(
                &mut commands,
                &mut rng,
                Vec2::new(at.x + CELL * 0.5, sky),
                at,
                BOLT,
            );
        }
    }
}
