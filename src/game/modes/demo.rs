//! Demo mode: the game plays itself with safe hints, through the same picks a player makes.

use std::time::Duration;

use bevy::prelude::*;

use crate::engine::slide_links::picks_for;
use crate::engine::{Pos, safe_hint, solver};
use crate::game::core::background::{Answer, BoardQuestion};
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, TilePicked};
use crate::game::core::pacing::{FramePacing, FrameStep, PacingSystems, Wake};
use crate::game::core::stages::MoveFlow;
use crate::game::core::who_plays::StandInApp;

/// Plays by itself when present.
#[derive(Resource, Debug)]
pub struct Demo {
    /// Time between picks.
    pub step: Timer,
    /// The picks left of the step being played (the second tile, and for a choice of two
    /// slides a tile the chosen one pushes), the next last.
    pending: Vec<Pos>,
    /// The picks of the next step, being worked out.
    next_pair: Option<BoardQuestion<Option<Vec<Pos>>>>,
    /// Deal a new board once this one is cleared.
    pub next_board: bool,
    /// Seconds to wait after a win before the next deal.
    pub pause_after_win: f32,
}

impl Demo {
    /// A demo that picks every `step`.
    pub fn new(step: Duration) -> Self {
        Demo {
            step: Timer::new(step, TimerMode::Repeating),
            pending: Vec::new(),
            next_pair: None,
            next_board: true,
            pause_after_win: 2.5,
        }
    }
}

/// Picks one tile per step: the first of a safe hint, then its partner. The hint is worked
/// out in the background; a step that finds it not ready yet waits for the next.
pub fn play_demo(
    mut demo: ResMut<Demo>,
    (step, wake): (Res<FrameStep>, Res<Wake>),
    board: Option<Res<Board>>,
    mut picks: MessageWriter<TilePicked>,
) {
    let Some(board) = board else { return };
    let step = demo.step.tick(step.game()).just_finished();
    if board.grid().is_cleared() {
        return;
    }
    if demo.pending.is_empty() && demo.next_pair.is_none() {
        demo.next_pair = Some(BoardQuestion::ask(&board, &wake, |grid, rules| {
            safe_hint(grid, rules, solver::DEFAULT_NODE_LIMIT)
                .map(|h| picks_for(grid, &h.step, rules))
        }));
    }
    if !step {
        return;
    }
    if let Some(next) = demo.pending.pop() {
        picks.write(TilePicked(next));
        return;
    }
    match BoardQuestion::settle(&mut demo.next_pair, Some(&board)) {
        Answer::Ready(Some(mut step_picks)) => {
            step_picks.reverse();
            if let Some(first) = step_picks.pop() {
                picks.write(TilePicked(first));
            }
            demo.pending = step_picks;
        }
        // No safe pair (a re-deal is coming) or the board moved on: ask again.
        Answer::Ready(None) | Answer::Stale | Answer::Gone | Answer::Pending => {}
    }
}

/// Once a board is cleared and the win has shown for a moment, deals the next one. Runs
/// while the board is over, when no move is taken.
pub fn deal_after_win(
    demo: Res<Demo>,
    time: Res<Time>,
    board: Option<Res<Board>>,
    clock: Res<DealClock>,
    spec: Res<LevelSpec>,
    mut new_board: MessageWriter<NewBoard>,
) {
    let Some(board) = board else { return };
    let shown = clock
        .finished
        .is_some_and(|t| time.elapsed_secs() - t >= demo.pause_after_win);
    if board.grid().is_cleared() && demo.next_board && shown {
        new_board.write(NewBoard {
            seed: Some(spec.seed.wrapping_add(1)),
        });
    }
}

/// The demo is a show: frames come at the display's rate while it plays. A demo that stops
/// at the win (`--screen won`) lets the game sleep there.
fn demo_keeps_frames_coming(
    demo: Res<Demo>,
    board: Option<Res<Board>>,
    mut pacing: ResMut<FramePacing>,
) {
    let cleared = board.is_some_and(|b| b.grid().is_cleared());
    if demo.next_board || !cleared {
        pacing.frame_now();
    }
}

/// Run condition: the demo goes on past the board it is playing.
pub fn demo_goes_on(demo: Option<Res<Demo>>) -> bool {
    demo.is_some_and(|d| d.next_board)
}

pub(crate) fn plugin(app: &mut App) {
    app.plays_itself::<Demo>()
        .add_systems(
            Update,
            (
                play_demo.in_set(MoveFlow::Input),
                deal_after_win.in_set(MoveFlow::Remember),
            )
                .run_if(resource_exists::<Demo>),
        )
        .add_systems(
            Last,
            demo_keeps_frames_coming
                .run_if(resource_exists::<Demo>)
                .in_set(PacingSystems::Ask),
        );
}
