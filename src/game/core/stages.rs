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

/// The stages of one move within a frame (in `Update`), in order. They run only while playing
/// (the play screen with no menu over it); under a menu over a race, the clock and the stages
/// after the moves run too (see `MoveGate`).
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
    /// What happened is kept: undo history (and undo itself), saved progress.
    Record,
    /// The frame's actions and answers are written into the replay being recorded, once
    /// everything they did (undo included) is done.
    Log,
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
    /// [`MoveFlow::TAKING_MOVES`]: the board is not over yet.
    BoardOpen,
}

impl MoveFlow {
    /// Every stage, in the order they run.
    pub const ORDER: [MoveFlow; 13] = [
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
        MoveFlow::Record,
        MoveFlow::Log,
    ];

    /// The stages that take moves and their direct effects: they do not run once the board is
    /// over (cleared or out of time), so nothing changes the board or the score after that.
    /// (The move that clears the board is still applied and reacted to: the win is found in
    /// `Settle`, after them.) Input through React.
    pub const TAKING_MOVES: &[MoveFlow] = MoveFlow::ORDER.split_at(9).0.split_at(1).1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stages_taking_moves_run_from_input_to_react() {
        let taking = MoveFlow::TAKING_MOVES;
        assert_eq!(taking.first(), Some(&MoveFlow::Input));
        assert_eq!(taking.last(), Some(&MoveFlow::React));
        assert_eq!(taking.len(), 8);
    }
}
