//! Runs: modes that play board after board until the clock wins, scored as a whole.
//!
//! - **Time attack**: a short clock; every link gives time back; a cleared board is followed
//!   at once by a fresh one, with the time left and a bonus. The run scores as far as the clock
//!   allows.
//! - **Endless**: board after board of rising difficulty (more kinds, bigger boards, then no
//!   ring round the board, then gravity, then links of one turn), each with its own clock,
//!   until one is lost.
//!
//! A run's boards record nothing on their own; the run's total is recorded under the mode's
//! name (`time-attack`, `endless`) when it ends.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::Gravity;
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::game::content::levels::{LevelPack, fresh_seed};
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::GoalMissed;
use crate::game::core::messages::{BoardCleared, MatchFound, NewBoard, Notify, TimeUp};
use crate::game::core::score::Score;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::modes::pack_and_daily::StartMode;
use crate::game::persistence::progress::SavedProgress;
use crate::i18n;

/// Time attack: seconds on the clock at the start.
pub const ATTACK_START: Duration = Duration::from_secs(60);
/// Time attack: time each link gives back.
pub const ATTACK_PER_LINK: Duration = Duration::from_secs(2);
/// Time attack: time added when a board is cleared.
pub const ATTACK_PER_BOARD: Duration = Duration::from_secs(15);

/// The run in play.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Run {
    /// Time attack or endless.
    pub mode: PlayMode,
    /// The board in play, from 1.
    pub stage: u32,
    /// Points of the boards cleared so far.
    pub banked: u32,
    /// Time attack: the time the board in play started with.
    pub time_given: Duration,
    /// Set when the run has ended.
    pub over: Option<RunOver>,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunOver {
    /// Points of the whole run.
    pub total: u32,
    /// The board it ended on.
    pub stage: u32,
    /// The best run before this one, if any.
    pub best_before: Option<u32>,
}

/// The level of board `stage` of a run.
pub fn run_level(mode: PlayMode, stage: u32, time_given: Duration) -> Level {
    let n = stage.max(1);
    if mode == PlayMode::TimeAttack {
        let mut level = Level::built_in("classic 14x8").expect("built in");
        let seconds = u32::try_from(time_given.as_secs()).unwrap_or(u32::MAX);
        level.time_limit = Some(seconds.max(1));
        return level;
    }
    const LAYOUTS: [&str; 4] = ["starter 6x4", "pyramid", "pillars", "classic 14x8"];
    let layout = LAYOUTS[((n - 1) as usize).min(LAYOUTS.len() - 1)];
    let mut level = Level::built_in(layout).expect("built in");
    let pairs = level.pairs();
    level.kinds = (4 + 2 * n as usize).min(30).min(pairs);
    level.rules.outer_ring = n < 5;
    const GRAVITIES: [Gravity; 4] = [Gravity::Down, Gravity::Left, Gravity::Up, Gravity::Right];
    if n >= 7 {
        level.rules.gravity = GRAVITIES[(n as usize - 7) % GRAVITIES.len()];
    }
    // The last step: links may turn only once.
    if n >= 11 {
        level.rules.max_turns = crate::engine::TurnLimit::AtMost(1);
    }
    level.time_limit = Some(20 + 3 * pairs as u32);
    level.power_ups = [("hint".to_string(), 1)].into();
    level
}

/// The seed of board `stage` of a run whose board before it was dealt from `before`: each
/// board's seed follows from the last, so a run's boards belong together and keep their order.
pub fn stage_seed(before: u64, stage: u32) -> u64 {
    crate::engine::GameRng::derive(before, 0x52_554e_0000 | u64::from(stage)).next_u64()
}

/// Deals board `run.stage` of `run`; `before` is the seed of the board before it (none for
/// the opening board, dealt from a fresh seed).
fn deal_stage(
    run: &Run,
    before: Option<u64>,
    spec: &mut LevelSpec,
    new_board: &mut MessageWriter<NewBoard>,
) {
    let seed = before.map_or_else(fresh_seed, |seed| stage_seed(seed, run.stage));
    let mut next = LevelSpec::new(run_level(run.mode, run.stage, run.time_given), seed);
    next.mode = run.mode;
    *spec = next;
    new_board.write(NewBoard { seed: None });
}

fn start_run(
    mut starts: MessageReader<StartMode>,
    mut commands: Commands,
    mut spec: ResMut<LevelSpec>,
    mut pack: Option<ResMut<LevelPack>>,
    mut new_board: MessageWriter<NewBoard>,
) {
    let Some(StartMode(mode)) = starts.read().last().copied() else {
        return;
    };
    if !mode.is_run() {
        commands.remove_resource::<Run>();
        return;
    }
    if let Some(pack) = pack.as_deref_mut() {
        pack.active = false;
    }
    let run = Run {
        mode,
        stage: 1,
        banked: 0,
        time_given: ATTACK_START,
        over: None,
    };
    deal_stage(&run, None, &mut spec, &mut new_board);
    commands.insert_resource(run);
}

/// Time attack: every link gives time back (a term of the board, so a replay of it gives the
/// same time back).
fn time_back_for_links(
    mut found: MessageReader<MatchFound>,
    spec: Res<LevelSpec>,
    mut clock: ResMut<DealClock>,
) {
    let links = found.read().count() as u32;
    if links > 0 && spec.mode == PlayMode::TimeAttack {
        clock.counted = clock.counted.saturating_sub(ATTACK_PER_LINK * links);
    }
}

/// The run the board in play belongs to, and the spec the board was dealt from.
#[derive(SystemParam)]
struct RunInPlay<'w> {
    run: Option<ResMut<'w, Run>>,
    spec: ResMut<'w, LevelSpec>,
}

impl RunInPlay<'_> {
    /// The run and the spec, while the run is not over and the board is played in its mode.
    fn get(&mut self) -> Option<(Mut<'_, Run>, Mut<'_, LevelSpec>)> {
        let mode = self.spec.mode;
        let run = self
            .run
            .as_mut()
            .filter(|r| r.over.is_none() && r.mode == mode)?;
        Some((run.reborrow(), self.spec.reborrow()))
    }
}

/// A cleared board banks its points and the next board of the run follows.
fn next_board(
    mut cleared: MessageReader<BoardCleared>,
    mut in_play: RunInPlay,
    score: Res<Score>,
    clock: Res<DealClock>,
    mut new_board: MessageWriter<NewBoard>,
    mut notify: MessageWriter<Notify>,
) {
    if cleared.read().count() == 0 {
        return;
    }
    let Some((mut run, mut spec)) = in_play.get() else {
        return;
    };
    let points = score.result.map_or(score.total(), |r| r.points);
    run.banked = run.banked.saturating_add(points);
    let limit = spec
        .level
        .time_limit
        .map_or(Duration::ZERO, |s| Duration::from_secs(s.into()));
    run.time_given = limit
        .saturating_sub(clock.counted)
        .saturating_add(ATTACK_PER_BOARD);
    run.stage = run.stage.saturating_add(1);
    notify.write(Notify {
        message: i18n::Message::with(
            "run-next-board",
            [("stage", run.stage.into()), ("points", run.banked.into())],
        ),
        seconds: 2.0,
    });
    let before = spec.seed;
    deal_stage(&run, Some(before), &mut spec, &mut new_board);
}

/// A board lost ends the run, which is recorded. (A board is cleared or lost, never both.)
fn end_run(
    (mut time_up, mut missed): (MessageReader<TimeUp>, MessageReader<GoalMissed>),
    mut in_play: RunInPlay,
    score: Res<Score>,
    clock: Res<DealClock>,
    mut saved: ResMut<SavedProgress>,
) {
    if time_up.read().count() + missed.read().count() == 0 {
        return;
    }
    let Some((mut run, _)) = in_play.get() else {
        return;
    };
    let total = run.banked + score.total();
    let Some(key) = run.mode.run_record() else {
        return;
    };
    let best_before = saved.progress.get(key).map(|r| r.best_score);
    saved.progress.record(key, total, clock.seconds(), 0, false);
    saved.save();
    run.over = Some(RunOver {
        total,
        stage: run.stage,
        best_before,
    });
}

/// The run is left when another board is played outside it (a level chosen, another mode).
fn leave_run(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    run: Option<Res<Run>>,
    mut commands: Commands,
) {
    if board.is_some() && run.is_some_and(|r| spec.mode != r.mode) {
        commands.remove_resource::<Run>();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            start_run
                .run_if(on_message::<StartMode>)
                .in_set(BoardSetup::ChooseLevel),
            leave_run
                .run_if(resource_exists::<Run>)
                .in_set(BoardSetup::Reset),
        ),
    )
    .add_systems(
        Update,
        (
            time_back_for_links
                .run_if(on_message::<MatchFound>)
                .run_if(|spec: Res<LevelSpec>| spec.mode == PlayMode::TimeAttack)
                .in_set(MoveFlow::React),
            (next_board, end_run)
                .chain()
                .run_if(resource_exists::<Run>)
                .in_set(MoveFlow::Remember),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_attack_board_never_wraps_its_time() {
        let level = run_level(PlayMode::TimeAttack, u32::MAX, Duration::MAX);
        assert_eq!(level.time_limit, Some(u32::MAX));
        let level = run_level(PlayMode::TimeAttack, 1, Duration::from_secs(1 << 32));
        assert_eq!(level.time_limit, Some(u32::MAX));
        let level = run_level(PlayMode::TimeAttack, 1, Duration::ZERO);
        assert_eq!(level.time_limit, Some(1));
    }
}
