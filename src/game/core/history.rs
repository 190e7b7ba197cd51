//! Unlimited undo and redo.
//!
//! After every frame in which the player acted (a link, a power-up that changed the board, or
//! anything that sends [`Checkpoint`]), the position from before the action goes on the undo
//! stack. Changes the game makes by itself (the dead-end re-deal) belong to the action that
//! caused them, so one undo takes back both. A position is the board (kinds, cells and which
//! tile is where, so gravity's slides come back exactly), the score and the power-up uses; see
//! `score.rs` for what an undo does to points and `power_ups` for uses. The clock is never
//! turned back. Undo is closed once the board
//! is cleared: the result has been recorded.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::core::board::{Board, BoardState, GridPos, OutOfPlay, TileId};
use crate::game::core::clock::DealClock;
use crate::game::core::messages::{MatchFound, TileChanges};
use crate::game::core::moves::selection::Selection;
use crate::game::core::power_ups::{PowerUpUsed, PowerUps, Stock};
use crate::game::core::score::Score;
use crate::game::core::stages::MoveFlow;

/// Take back the last action.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoRequested;

/// Play again the last action taken back.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RedoRequested;

/// Sent by anything besides a link that changes the position on the player's behalf (a
/// power-up, a shuffle asked for): the position before it becomes an undo step.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checkpoint;

/// A position to go back to.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// The board.
    pub board: BoardState,
    /// The score.
    pub score: Score,
    /// Power-up uses.
    pub stock: Stock,
    generation: u64,
}

/// The undo and redo stacks of the board in play.
#[derive(Resource, Debug, Default)]
pub struct History {
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    /// The position after the last change seen: pushed when the next action comes.
    current: Option<Snapshot>,
    deal: Option<u64>,
    /// Moves taken back on this deal (redone ones included): help a record notes.
    undone: u32,
}

impl History {
    /// Moves taken back on this deal so far.
    pub fn undone(&self) -> u32 {
        self.undone
    }

    /// Steps that can be taken back.
    pub fn undo_steps(&self) -> usize {
        self.undo.len()
    }

    /// Steps that can be played again.
    #[cfg(test)]
    pub fn redo_steps(&self) -> usize {
        self.redo.len()
    }
}

fn snapshot(board: &Board, score: &Score, stock: &Stock) -> Snapshot {
    Snapshot {
        board: board.state(),
        score: score.clone(),
        stock: stock.clone(),
        generation: board.generation(),
    }
}

/// Pushes the position from before each action; follows every other change.
pub fn record_history(
    mut history: ResMut<History>,
    board: Option<Res<Board>>,
    score: Res<Score>,
    stock: Res<Stock>,
    mut found: MessageReader<MatchFound>,
    mut checkpoints: MessageReader<Checkpoint>,
    mut power_ups: MessageReader<PowerUpUsed>,
) {
    let acted = found.read().count()
        + checkpoints.read().count()
        + power_ups.read().filter(|p| p.undoable).count()
        > 0;
    let Some(board) = board else {
        *history = History::default();
        return;
    };
    if history.deal != Some(board.deal_id()) {
        *history = History {
            deal: Some(board.deal_id()),
            current: Some(snapshot(&board, &score, &stock)),
            ..default()
        };
        return;
    }
    if acted {
        if let Some(before) = history.current.take() {
            history.undo.push(before);
        }
        history.redo.clear();
    }
    if history.current.as_ref().map(|s| s.generation) != Some(board.generation()) {
        history.current = Some(snapshot(&board, &score, &stock));
    }
}

impl History {
    /// Takes `steps` steps back (forward when negative) from `now`, the position in play: each
    /// position left goes on the other stack. Returns the position to bring back, if any step
    /// could be taken.
    fn take_steps(&mut self, steps: isize, now: &Snapshot) -> Option<Snapshot> {
        let (from, to) = if steps > 0 {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let mut target = None;
        let mut moved = 0;
        for _ in 0..steps.unsigned_abs() {
            let Some(next) = from.pop() else { break };
            let left = target.replace(next.clone()).unwrap_or_else(|| now.clone());
            to.push(left);
            moved += 1;
        }
        if steps > 0 {
            self.undone += moved;
        }
        target
    }
}

/// The position undo and redo take back and bring again: the board with the tile entities
/// showing it, the score and the power-up uses.
#[derive(SystemParam)]
pub struct UndoablePosition<'w, 's> {
    board: Option<ResMut<'w, Board>>,
    score: ResMut<'w, Score>,
    stock: ResMut<'w, Stock>,
    registry: Res<'w, PowerUps>,
    live: Query<'w, 's, (Entity, &'static TileId, &'static GridPos), Without<OutOfPlay>>,
    commands: Commands<'w, 's>,
    changes: TileChanges<'w>,
}

impl UndoablePosition<'_, '_> {
    /// The position now, if there is a board.
    fn snapshot(&self) -> Option<Snapshot> {
        let board = self.board.as_deref()?;
        Some(snapshot(board, &self.score, &self.stock))
    }

    /// Brings back `target`; the view hears what moved, left and came back.
    fn restore(&mut self, target: &Snapshot) {
        let Some(board) = self.board.as_deref_mut() else {
            return;
        };
        let live = self.live.iter().map(|(e, id, pos)| (e, *id, pos.0));
        let change = board.restore(&target.board, live, &mut self.commands);
        self.changes.report(change);
        *self.score = self.score.restored(&target.score);
        *self.stock = self.stock.restored(&target.stock, &self.registry);
    }
}

/// Carries out undo and redo requests.
pub fn undo_redo(
    mut undo: MessageReader<UndoRequested>,
    mut redo: MessageReader<RedoRequested>,
    mut history: ResMut<History>,
    mut position: UndoablePosition,
    clock: Res<DealClock>,
    mut selection: ResMut<Selection>,
) {
    let steps = undo.read().count() as isize - redo.read().count() as isize;
    let Some(deal) = position.board.as_ref().map(|b| b.deal_id()) else {
        return;
    };
    if steps == 0 || clock.finished.is_some() || history.deal != Some(deal) {
        return;
    }
    let Some(now) = position.snapshot() else {
        return;
    };
    let Some(target) = history.take_steps(steps, &now) else {
        return;
    };
    position.restore(&target);
    *selection = Selection::default();
    history.current = position.snapshot();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<History>()
        .add_message::<UndoRequested>()
        .add_message::<RedoRequested>()
        .add_message::<Checkpoint>()
        .add_systems(
            Update,
            (
                record_history,
                undo_redo.run_if(on_message::<UndoRequested>.or_eager(on_message::<RedoRequested>)),
            )
                .chain()
                .in_set(MoveFlow::Remember),
        );
}
