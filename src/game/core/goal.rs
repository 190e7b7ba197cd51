//! A level's goal in play (see [`crate::engine::goals`]): its progress, kept for the HUD and
//! the stars; a goal met wins the board as clearing it does (`flow::detect_win` reads
//! [`GoalProgress`]); a goal whose links are spent ends the board, lost ([`GoalMissed`]). A board
//! cannot do both: cleared, it has met every aim.

use bevy::prelude::*;

use crate::engine::goals::Progress;
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::stages::MoveFlow;

/// How far the board in play is towards its level's goal; `None` for the classic goal
/// (clear the board, no limit) or when there is no board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct GoalProgress(pub Option<Progress>);

/// The level's links are spent and its goal is not met: the board is lost.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GoalMissed;

/// Follows the board: progress is counted from the board as dealt and the board now, once a
/// change; the win and the loss read it.
pub(crate) fn track_goal(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    mut progress: ResMut<GoalProgress>,
) {
    let goal = &spec.level.goal;
    let now = (board.as_deref())
        .filter(|_| !goal.is_classic())
        .map(|b| goal.progress(b.dealt(), b.grid()));
    progress.set_if_neq(GoalProgress(now));
}

/// Sends [`GoalMissed`] once when the links are spent with the goal not met.
fn detect_goal_missed(
    (progress, spec): (Res<GoalProgress>, Res<LevelSpec>),
    mut clock: ResMut<DealClock>,
    time: Res<Time>,
    mut missed: MessageWriter<GoalMissed>,
) {
    let Some(progress) = progress.0 else { return };
    if clock.finished.is_none() && spec.level.goal.missed_at(&progress) {
        clock.finished = Some(time.elapsed_secs());
        missed.write(GoalMissed);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GoalProgress>()
        .add_message::<GoalMissed>()
        .add_systems(
            Update,
            (
                track_goal.run_if(
                    resource_exists_and_changed::<Board>.or_eager(resource_changed::<LevelSpec>),
                ),
                detect_goal_missed.run_if(resource_changed::<GoalProgress>),
            )
                .chain()
                .in_set(MoveFlow::Settle),
        );
}
