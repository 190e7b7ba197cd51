//! The flow of a board: win detection, and the dead-end re-deal (when no pair can be linked,
//! or the solver proves no order clears the board).

use bevy::prelude::*;

use crate::engine::{self, DealError, Grid, Verdict, solver};
use crate::game::core::background::{Answer, BoardQuestion};
use crate::game::core::board::{Board, TileKind};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::deal::deal_error;
use crate::game::core::goal::{GoalProgress, track_goal};
use crate::game::core::messages::{BoardCleared, BoardShuffled, BoardStuck};
use crate::game::core::pacing::Wake;
use crate::game::core::stages::MoveFlow;

/// Sends [`BoardCleared`] once when the last pair leaves the grid, or the level's goal is met.
pub fn detect_win(
    board: Option<Res<Board>>,
    goal: Res<GoalProgress>,
    mut clock: ResMut<DealClock>,
    time: Res<Time>,
    mut cleared: MessageWriter<BoardCleared>,
) {
    let Some(board) = board else { return };
    let won = board.grid().is_cleared() || goal.0.is_some_and(|p| p.met());
    if clock.finished.is_none() && won {
        let now = time.elapsed_secs();
        clock.finished = Some(now);
        cleared.write(BoardCleared {
            seconds: clock.seconds(),
        });
    }
}

/// The dead-end check: the generation last looked at, the solver's verdict on it and the
/// re-deal of a dead end, each worked out in the background. An answer for a board that has
/// changed is dropped.
#[derive(Resource, Default)]
pub struct DeadEndCheck {
    checked: Option<u64>,
    running: Option<BoardQuestion<Verdict>>,
    redealing: Option<BoardQuestion<Result<Grid, DealError>>>,
}

/// After each change: no move at all, or the solver (in the background: it can take a few
/// milliseconds on a full board) proves the board cannot be cleared → the board is re-dealt
/// where its tiles lie, worked out in the background too.
pub fn check_dead_end(
    mut board: Option<ResMut<Board>>,
    mut check: ResMut<DeadEndCheck>,
    spec: Res<LevelSpec>,
    mut kinds: Query<&mut TileKind>,
    mut shuffled: MessageWriter<BoardShuffled>,
    mut stuck: MessageWriter<BoardStuck>,
    wake: Res<Wake>,
) {
    let Some(board) = board.as_mut() else { return };
    match BoardQuestion::settle(&mut check.redealing, Some(&**board)) {
        Answer::Ready(Ok(dealt)) => {
            let tiles = board.apply_redeal(dealt, &mut kinds);
            shuffled.write(BoardShuffled {
                tiles,
                by_player: false,
            });
        }
        Answer::Ready(Err(e)) => {
            warn!("the board is stuck and cannot be re-dealt: {e}");
            stuck.write(BoardStuck {
                reason: deal_error(&e),
            });
        }
        Answer::Pending | Answer::Stale | Answer::Gone => {}
    }
    let verdict = BoardQuestion::settle(&mut check.running, Some(&**board));
    if matches!(verdict, Answer::Ready(Verdict::Unclearable)) {
        check.redealing = Some(BoardQuestion::ask(
            board,
            &wake,
            board.next_redeal(&spec.level),
        ));
    }
    if check.checked == Some(board.generation()) || board.grid().is_cleared() {
        return;
    }
    check.checked = Some(board.generation());
    check.redealing = None;
    if !engine::slide_links::has_step(board.grid(), &board.rules()) {
        check.redealing = Some(BoardQuestion::ask(
            board,
            &wake,
            board.next_redeal(&spec.level),
        ));
        return;
    }
    check.running = Some(BoardQuestion::ask(board, &wake, |grid, rules| {
        engine::solve(grid, rules, solver::DEFAULT_NODE_LIMIT)
    }));
}

/// A board won or lost is not re-dealt: the questions still out about it are dropped, so
/// none stays open for ever (a replay runs frames until every question is settled).
fn drop_questions_of_a_finished_board(mut check: ResMut<DeadEndCheck>) {
    // Written only when a question is out: a write through `ResMut` marks the check changed.
    if check.running.is_some() || check.redealing.is_some() {
        check.running = None;
        check.redealing = None;
    }
}

fn board_finished(clock: Res<DealClock>) -> bool {
    clock.finished.is_some()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<DeadEndCheck>().add_systems(
        Update,
        (
            detect_win.after(track_goal),
            check_dead_end.run_if(not(board_finished)),
            drop_questions_of_a_finished_board.run_if(board_finished),
        )
            .chain()
            .in_set(MoveFlow::Settle),
    );
}
