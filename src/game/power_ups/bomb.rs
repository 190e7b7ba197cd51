//! Bomb: removes the picked tile and its nearest partner among those whose removal keeps the
//! board clearable (checked by the exact solver, under the level's gravity).

use bevy::prelude::*;

use crate::engine::solver::DEFAULT_NODE_LIMIT;
use crate::engine::{Grid, Pos, Rules, Verdict, solve};
use crate::game::core::background::{Answer, BoardQuestion, Thinking};
use crate::game::core::board::Board;
use crate::game::core::messages::TileChanges;
use crate::game::core::pacing::Wake;
use crate::game::core::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::core::stages::MoveFlow;
#[cfg(feature = "look")]
use crate::game::view::board::effects::burst;
#[cfg(feature = "look")]
use crate::game::view::geometry::cell_center;
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Blows up a tile and a partner.
pub struct Bomb;

impl PowerUp for Bomb {
    const ID: &'static str = "bomb";
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
        app.init_resource::<PartnerSearch>()
            .add_observer(light_fuse)
            .add_systems(
                Update,
                explode
                    .run_if(|search: Res<PartnerSearch>| search.0.is_some())
                    .in_set(MoveFlow::Apply),
            );
    }

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_blast
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
    }
}

#[cfg(feature = "look")]
const BLAST: Color = Color::srgb(1.0, 0.55, 0.2);

/// The partner the bomb takes with `target`: the nearest tile that matches it whose removal
/// (after gravity) leaves the board provably clearable; failing proof within the work bound,
/// the nearest whose removal was not proven fatal.
pub fn bomb_partner(grid: &Grid, rules: &Rules, target: Pos) -> Option<Pos> {
    let kind = grid.kind(target)?;
    let mut partners: Vec<Pos> = grid
        .tiles()
        .filter(|&(p, k)| rules.matches(k, kind) && p != target)
        .map(|(p, _)| p)
        .collect();
    partners.sort_by_key(|p| ((p.x - target.x).abs() + (p.y - target.y).abs(), p.y, p.x));
    let mut fallback = None;
    for p in partners {
        let mut after = grid.clone();
        crate::engine::play_move(&mut after, (target, p), rules);
        match solve(&after, rules, DEFAULT_NODE_LIMIT) {
            Verdict::Clearable(_) => return Some(p),
            Verdict::Unknown => {
                fallback.get_or_insert(p);
            }
            Verdict::Unclearable => {}
        }
    }
    fallback
}

/// The partner being chosen for the bombed tile, off the main thread (each candidate is
/// proved with the exact solver).
#[derive(Resource, Debug, Default)]
struct PartnerSearch(Option<(Pos, BoardQuestion<Option<Pos>>)>);

fn light_fuse(
    on: On<Activate<Bomb>>,
    board: Option<Res<Board>>,
    mut search: ResMut<PartnerSearch>,
    mut thinking: ResMut<Thinking>,
    mut refused: MessageWriter<PowerUpRefused>,
    wake: Res<Wake>,
) {
    // One bomb at a time: a second one while the first is choosing gets its use back.
    if search.0.is_some() {
        refused.write(PowerUpRefused::of::<Bomb>("bomb-busy"));
        return;
    }
    if let (Some(board), Some(target)) = (board, on.target) {
        let question = BoardQuestion::ask(&board, &wake, move |grid, rules| {
            bomb_partner(grid, rules, target)
        });
        search.0 = Some((target, question));
        thinking.start(Bomb::ID);
    }
}

/// Removes the tile and its partner once the partner is chosen. If the board changed
/// meanwhile the bomb does nothing and its use comes back.
fn explode(
    board: Option<ResMut<Board>>,
    mut search: ResMut<PartnerSearch>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
    mut changes: TileChanges,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let Some((target, question)) = search.0.as_mut() else {
        return;
    };
    let target = *target;
    let answer = question.poll(board.as_deref());
    if matches!(answer, Answer::Pending) {
        return;
    }
    search.0 = None;
    thinking.stop(Bomb::ID);
    let reason = match (answer, board) {
        (Answer::Ready(Some(partner)), Some(mut board)) => {
            let change = board.apply_move(&[target, partner], &mut commands);
            changes.report(change);
            used.write(PowerUpUsed::of::<Bomb>(vec![target, partner]));
            return;
        }
        (Answer::Ready(_), _) => "bomb-no-partner",
        (Answer::Stale, _) => "bomb-stale",
        (Answer::Gone | Answer::Pending, _) => return,
    };
    refused.write(PowerUpRefused::of::<Bomb>(reason));
}

#[cfg(feature = "look")]
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
    for u in used.read().filter(|u| u.is::<Bomb>()) {
        for &p in &u.cells {
            burst(&mut commands, cell_center(p, w, h), BLAST);
        }
    }
}
