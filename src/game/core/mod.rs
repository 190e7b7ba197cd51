//! The core of play: a newcomer reads this folder first. The board and its tiles, the deal, the
//! stages a move flows through (picks → match request → search → found or rejected → the move
//! applied → score, win and dead-end checks → history), the clock, frame pacing and the
//! screen the player is on. Every other feature builds on these files; none of them imports a
//! feature.

pub mod assists;
pub mod background;
pub mod board;
pub mod clock;
pub mod deal;
pub mod flow;
pub mod goal;
pub mod history;
pub mod messages;
pub mod moves;
pub mod moves_left;
pub mod pacing;
pub mod power_up_id;
pub mod power_ups;
pub mod score;
pub mod screen;
pub mod settings;
pub mod stages;
pub mod who_plays;

use bevy::prelude::*;
use stages::{BoardSetup, MoveFlow, MoveGate};

/// The stages in their order, each under its run condition, and the core's systems.
pub(crate) fn plugin(app: &mut App) {
    order_the_stages(app);
    app.add_plugins((
        settings::plugin,
        screen::plugin,
        messages::plugin,
        pacing::plugin,
        board::plugin,
        background::plugin,
        deal::plugin,
        clock::plugin,
        moves::selection::plugin,
        moves::pathfinding::plugin,
        moves::apply_move::plugin,
        flow::plugin,
        score::plugin,
        history::plugin,
        assists::plugin,
    ))
    .add_plugins((
        goal::plugin,
        moves::picks_held::plugin,
        power_ups::plugin,
        moves_left::plugin,
    ));
}

/// The stages of a frame in their order, each under the run condition it shares.
fn order_the_stages(app: &mut App) {
    app.configure_sets(
        PreUpdate,
        (
            BoardSetup::ChooseLevel,
            BoardSetup::Terms,
            BoardSetup::Deal,
            BoardSetup::Reset,
        )
            .chain(),
    );
    for pair in MoveFlow::ORDER.windows(2) {
        app.configure_sets(Update, pair[1].after(pair[0]));
    }
    // Moves are taken in play; the clock runs, and the stages after the moves follow it,
    // under a menu over a race too (see `PlayMode::pauses`).
    for &stage in &MoveFlow::ORDER {
        let gate = if stage.takes_moves() {
            MoveGate::Playing
        } else {
            MoveGate::Ticking
        };
        app.configure_sets(Update, stage.in_set(gate));
    }
    app.configure_sets(Update, MoveGate::Ticking.run_if(screen::clock_runs))
        .configure_sets(Update, MoveGate::Playing.run_if(screen::playing))
        .configure_sets(Update, MoveGate::BoardOpen.run_if(clock::board_open));
    // Only a running clock wakes a sleeping game.
    app.add_systems(
        Last,
        clock::wake_for_the_clock
            .run_if(screen::clock_runs)
            .in_set(pacing::PacingSystems::Ask),
    );
    for stage in MoveFlow::ORDER.into_iter().filter(|s| s.takes_moves()) {
        app.configure_sets(Update, stage.in_set(MoveGate::BoardOpen));
    }
}
