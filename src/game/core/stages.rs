//! The named stages of a frame. Systems say which stage they belong to; the stages, not the
//! systems, are ordered, so no file names another file's functions to find its place.

use bevy::prelude::*;

/// Before play each frame (in `PreUpdate`): the level is chosen, then dealt, then what belongs
/// to a deal (score, power-up uses) starts afresh. Runs under menus too.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardSetup {
    /// Which level to play (keys, menus, hot reload).
    ChooseLevel,
    /// The mode of play's terms are applied to the level chosen (see `modes.rs`).
    Terms,
    /// Dealing the board asked for.
    Deal,
    /// Per-deal state reset after a new deal.
    Reset,
}

/// The stages of one move within a frame (in `Update`), in order ([`MoveFlow::ORDER`]). The
/// stages that take moves run only while playing (the play screen with no menu over it); the
/// clock and the stages after the moves run wherever the clock runs, under a menu over a race
/// too (see `MoveGate`).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveFlow {
    /// The deal clock advances.
    Clock,
    /// Keys, clicks and the demo become picks, power-up and undo requests.
    Input,
    /// While a replay is shown, the player's requests are dropped and the replay's take their
    /// place.
    Override,
    /// Power-ups asked for act at once or start aiming.
    Arm,
    /// Picks become match requests.
    Select,
    /// Picks aim a power-up; refused power-ups are refunded.
    Aim,
    /// Requests are answered: found or rejected.
    Search,
    /// Found pairs leave the board (removal, then gravity).
    Apply,
    /// Answers take effect elsewhere: score, selection following slides, answers worked out
    /// in the background (after this frame's moves, so they fit the board as it now is).
    React,
    /// Win, time-up and dead-end checks.
    Settle,
    /// A cleared board is scored.
    Conclude,
    /// What happened is remembered and followed: the undo history (and undo itself), saved
    /// progress, a run's next board, race items earned, the demo's and the lesson's next deal.
    Remember,
    /// The frame's actions and answers are written into the replay being recorded, once
    /// everything they did (undo included) is done; the day's attempt is noted.
    Record,
    /// A run's boards are gathered into its run replay as each ends.
    GatherRun,
    /// What was recorded is handed on: the game in progress kept for Continue, finished games
    /// and runs queued for the leaderboards.
    HandOn,
}

/// Runs of [`MoveFlow`] stages that share a run condition. The condition sits on the run, not
/// on each stage, so it is checked once a frame instead of once per stage.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveGate {
    /// The stages that take moves: play is running (the play screen, no menu over it).
    Playing,
    /// The clock and the stages after the moves (the end found, scored, recorded): the clock
    /// runs, in play and under a menu over a race, whose time may run out there.
    Ticking,
    /// The stages that take moves ([`MoveFlow::takes_moves`]): the board is not over yet.
    BoardOpen,
}

impl MoveFlow {
    /// Every stage, in the order they run: the one list the stages are ordered from.
    pub const ORDER: [MoveFlow; 15] = [
        MoveFlow::Clock,
        MoveFlow::Input,
        MoveFlow::Override,
        MoveFlow::Arm,
        MoveFlow::Select,
        MoveFlow::Aim,
        MoveFlow::Search,
        MoveFlow::Apply,
        MoveFlow::React,
        MoveFlow::Settle,
        MoveFlow::Conclude,
        MoveFlow::Remember,
        MoveFlow::Record,
        MoveFlow::GatherRun,
        MoveFlow::HandOn,
    ];

    /// Whether the stage takes moves or is a direct effect of one: those do not run once the
    /// board is over (cleared or out of time), so nothing changes the board or the score after
    /// that (the move that clears the board is still applied and reacted to: the win is found
    /// in `Settle`, after them). A new stage is asked here by the compiler.
    pub const fn takes_moves(self) -> bool {
        match self {
            MoveFlow::Input
            | MoveFlow::Override
            | MoveFlow::Arm
            | MoveFlow::Select
            | MoveFlow::Aim
            | MoveFlow::Search
            | MoveFlow::Apply
            | MoveFlow::React => true,
            MoveFlow::Clock
            | MoveFlow::Settle
            | MoveFlow::Conclude
            | MoveFlow::Remember
            | MoveFlow::Record
            | MoveFlow::GatherRun
            | MoveFlow::HandOn => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stages_taking_moves_are_one_run_from_input_to_react() {
        let taking: Vec<MoveFlow> = MoveFlow::ORDER
            .into_iter()
            .filter(|s| s.takes_moves())
            .collect();
        assert_eq!(taking.first(), Some(&MoveFlow::Input));
        assert_eq!(taking.last(), Some(&MoveFlow::React));
        assert_eq!(taking.len(), 8);
        let first = MoveFlow::ORDER
            .iter()
            .position(|s| s.takes_moves())
            .unwrap();
        assert!(
            MoveFlow::ORDER[first..first + taking.len()]
                .iter()
                .all(|s| s.takes_moves()),
            "one run, so one gate covers them"
        );
    }

    #[test]
    fn every_stage_is_in_the_order_once() {
        for (i, stage) in MoveFlow::ORDER.iter().enumerate() {
            assert!(!MoveFlow::ORDER[i + 1..].contains(stage), "{stage:?} twice");
        }
    }
}
