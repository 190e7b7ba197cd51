//! Proving a run: its boards are re-played one after the other (each as [`crate::game::replays::proof`]
//! proves a board), and what one board leaves decides the next: board `i`'s level must be
//! [`run_level`] of stage `i` with the time board `i - 1` left (as re-played, plus the bonus of
//! a cleared board), its seed must follow from board `i - 1`'s ([`stage_seed`]), and every board
//! before the last must have been cleared. The run's total is the sum of its boards' points,
//! the board it was lost or left on included, as the game adds them. The leaderboards' verifier
//! ([`online_verifier`]) proves run files so, and single boards as before.

use std::time::Duration;

use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::{Outcome, Replay, fingerprint};
use crate::formats::replays::run_replay::RunReplay;
use crate::game::core::power_ups::PowerUps;
use crate::game::modes::runs::{ATTACK_PER_BOARD, ATTACK_START, run_level, stage_seed};
use crate::game::replays::proof::{Proven, prove_in};

/// A run that agrees with the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct ProvenRun {
    /// Time attack or endless.
    pub mode: PlayMode,
    /// Each board, proven, in order.
    pub boards: Vec<Proven>,
    /// The run's points: every board's, added.
    pub total: u32,
    /// The time the run was played: every board's clock, added (nanoseconds).
    pub clock: u64,
}

impl ProvenRun {
    /// The run's result as one game's: its total and its time; an assist on any board marks
    /// the run (what the leaderboards rank).
    #[cfg(feature = "server")]
    pub fn outcome(&self) -> Outcome {
        Outcome {
            cleared: false,
            clock: self.clock,
            points: self.total,
            stars: 0,
            assisted: self.boards.iter().any(|b| b.outcome.assisted),
        }
    }
}

/// What one proven board hands the next.
struct Carried {
    stage: u32,
    time_given: Duration,
    seed: Option<u64>,
}

/// Re-plays every board of `run` and checks how they follow one another (see the module),
/// with the power-ups of `power_ups` (the built-ins when `None`).
pub fn prove_run(run: &RunReplay, power_ups: Option<&PowerUps>) -> Result<ProvenRun, String> {
    let mode = Some(run.mode).filter(|m| m.is_run()).ok_or_else(|| {
        format!(
            "a run is of time-attack or endless, not {:?}",
            run.mode.name()
        )
    })?;
    let mut carried = Carried {
        stage: 1,
        time_given: ATTACK_START,
        seed: None,
    };
    let mut proven = ProvenRun {
        mode,
        boards: Vec::new(),
        total: 0,
        clock: 0,
    };
    for board in &run.boards {
        if proven.boards.last().is_some_and(|b| !b.outcome.cleared) {
            return Err(format!(
                "board {} was not cleared, yet the run goes on to board {}",
                carried.stage - 1,
                carried.stage
            ));
        }
        follows(mode, board, &carried)?;
        let done = prove_in(board, None, power_ups)
            .map_err(|e| format!("board {}: {e}", carried.stage))?;
        proven.total = proven.total.saturating_add(done.outcome.points);
        proven.clock = proven.clock.saturating_add(done.outcome.clock);
        carried = carry(mode, carried, board, &done.outcome);
        proven.boards.push(done);
    }
    if proven.boards.is_empty() {
        return Err("the run has no boards".into());
    }
    Ok(proven)
}

/// Checks that `board` is the board the run deals next: its mode, its level and its seed.
fn follows(mode: PlayMode, board: &Replay, carried: &Carried) -> Result<(), String> {
    let stage = carried.stage;
    if board.mode != mode {
        return Err(format!(
            "board {stage} was played in {} mode; the run is {}",
            board.mode,
            mode.name()
        ));
    }
    let expected = fingerprint(&run_level(mode, stage, carried.time_given).to_ron());
    if board.level_fingerprint != expected {
        let given = if mode == PlayMode::TimeAttack {
            format!(" with {} s carried", carried.time_given.as_secs())
        } else {
            String::new()
        };
        return Err(format!(
            "board {stage}'s level is not the run's board {stage}{given} (its fingerprint is \
             {}, that board's {expected}): boards out of order, or a carried time altered",
            board.level_fingerprint
        ));
    }
    if let Some(before) = carried.seed
        && board.seed != stage_seed(before, stage)
    {
        return Err(format!(
            "board {stage}'s seed {} does not follow board {}'s: a board of another run",
            board.seed,
            stage - 1
        ));
    }
    Ok(())
}

/// What a board, re-played to `outcome`, hands the next one: as the game's `next_board` does,
/// the time left on its clock and the bonus of a cleared board.
fn carry(mode: PlayMode, carried: Carried, board: &Replay, outcome: &Outcome) -> Carried {
    let level = run_level(mode, carried.stage, carried.time_given);
    let limit = level
        .time_limit
        .map_or(Duration::ZERO, |s| Duration::from_secs(s.into()));
    Carried {
        stage: carried.stage.saturating_add(1),
        time_given: limit
            .saturating_sub(Duration::from_nanos(outcome.clock))
            .saturating_add(ATTACK_PER_BOARD),
        seed: Some(board.seed),
    }
}

/// Proves a replay file for the online leaderboards. A run (time attack, endless) is proven
/// whole ([`prove_run`]) and counts its total. One board's replay is proven as
/// [`crate::game::replays::proof::prove`] does, against the level it carries (the server has no pack; a
/// pack level's board is named by its fingerprint); a single board of a run must be the
/// opening board every run deals, since later boards carry time and points from the boards
/// before them, which one replay does not show.
#[cfg(feature = "server")]
pub fn prove_for_leaderboard(
    file: &crate::formats::replays::run_replay::ReplayFile,
) -> Result<crate::online::Verified, String> {
    use crate::formats::replays::run_replay::ReplayFile;
    use crate::game::modes::runs::{ATTACK_START, run_level};
    let replay = match file {
        ReplayFile::Board(replay) => replay,
        ReplayFile::Run(run) => {
            let proven = prove_run(run, None)?;
            return Ok(crate::online::Verified {
                outcome: proven.outcome(),
            });
        }
    };
    if let Some(mode) = Some(replay.mode).filter(|m| m.is_run()) {
        let opening = fingerprint(&run_level(mode, 1, ATTACK_START).to_ron());
        if replay.level_fingerprint != opening {
            return Err(format!(
                "a single {} board counts only as the opening board of a run; this replay's \
                 level is another (fingerprint {}, the opening board's {opening}): send the \
                 whole run",
                mode.name(),
                replay.level_fingerprint
            ));
        }
    }
    let proven = crate::game::replays::proof::prove(replay, None)?;
    Ok(crate::online::Verified {
        outcome: proven.outcome,
    })
}

/// The verifier the server runs: [`prove_for_leaderboard`].
#[cfg(feature = "server")]
pub fn online_verifier() -> crate::online::Verifier {
    std::sync::Arc::new(prove_for_leaderboard)
}
