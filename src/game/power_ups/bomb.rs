//! Bomb: removes the picked tile and its nearest partner among those whose removal keeps the
//! board clearable (checked by the exact solver, under the level's gravity).

use bevy::prelude::*;

use crate::engine::{Pos, Verdict, solve, solver::DEFAULT_NODE_LIMIT};
use crate::game::logic::board::Board;
use crate::game::logic::messages::TileChanges;
use crate::game::logic::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::view::effects::burst;
use crate::game::view::geometry::cell_center;
use crate::game::view::sets::ViewSystems;

/// Blows up a tile and a partner.
pub struct Bomb;

impl PowerUp for Bomb {
    const NAME: &'static str = "bomb";
    const TITLE: &'static str = "Bomb";
    const KEY: KeyCode = KeyCode::KeyB;
    const TARGET: Target = Target::Tile;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/bomb.wav";

    fn icon(c: &mut IconCanvas) {
        c.circle([60, 64, 80], (-0.12, -0.15), 0.58);
        c.circle([120, 126, 145], (-0.3, 0.02), 0.14);
        c.line([170, 140, 100], (0.25, 0.3), (0.5, 0.58), 0.12);
        c.paint([255, 200, 60], 1.0, |x, y| {
            let (dx, dy) = (x - 0.6, y - 0.7);
            let r = (dx * dx + dy * dy).sqrt();
            let a = dy.atan2(dx);
            r <= 0.12 + 0.1 * (a * 4.0).cos().abs()
        });
    }

    fn build(app: &mut App) {
        app.add_observer(explode);
    }

    fn build_view(app: &mut App) {
        app.add_systems(Update, show_blast.in_set(ViewSystems::React));
    }
}

const BLAST: Color = Color::srgb(1.0, 0.55, 0.2);

/// The partner the bomb takes with `target`: the nearest tile of its kind whose removal
/// (after gravity) leaves the board provably clearable; failing proof within the work bound,
/// the nearest whose removal was not proven fatal.
pub fn bomb_partner(board: &Board, target: Pos) -> Option<Pos> {
    let grid = board.grid();
    let rules = board.rules();
    let kind = grid.kind(target)?;
    let mut partners: Vec<Pos> = grid
        .tiles()
        .filter(|&(p, k)| k == kind && p != target)
        .map(|(p, _)| p)
        .collect();
    partners.sort_by_key(|p| ((p.x - target.x).abs() + (p.y - target.y).abs(), p.y, p.x));
    let mut fallback = None;
    for p in partners {
        let mut after = grid.clone();
        crate::engine::play_move(&mut after, (target, p), &rules);
        match solve(&after, &rules, DEFAULT_NODE_LIMIT) {
            Verdict::Clearable(_) => return Some(p),
            Verdict::Unknown => {
                fallback.get_or_insert(p);
            }
            Verdict::Unclearable => {}
        }
    }
    fallback
}

fn explode(
    on: On<Activate<Bomb>>,
    board: Option<ResMut<Board>>,
    mut commands: Commands,
    mut changes: TileChanges,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let found = board
        .as_ref()
        .zip(on.target)
        .and_then(|(b, t)| Some((t, bomb_partner(b, t)?)));
    let (Some(mut board), Some((target, partner))) = (board, found) else {
        refused.write(PowerUpRefused {
            name: Bomb::NAME,
            reason: "No partner for that tile keeps the board clearable".into(),
        });
        return;
    };
    let change = board.apply_move(&[target, partner], &mut commands);
    changes.report(change);
    used.write(PowerUpUsed::of::<Bomb>(vec![target, partner]));
}

/// A blast where each bombed tile was.
fn show_blast(
    mut used: MessageReader<PowerUpUsed>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        used.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for u in used.read().filter(|u| u.name == Bomb::NAME) {
        for &p in &u.cells {
            burst(&mut commands, cell_center(p, w, h), BLAST);
        }
    }
}
