//! The logic: everything that decides the game, with no rendering, so headless tests drive it
//! with `MinimalPlugins`. Nothing here imports the view; the view reads what was decided here.
//!
//! A move flows one way through the stages of [`sets::MoveFlow`]: input → [`messages::TilePicked`]
//! → selection → [`messages::MatchRequest`] → pathfinding → [`messages::MatchFound`] /
//! [`messages::MatchRejected`] → applying the move ([`board::Board::apply_move`]) → score, win
//! and dead-end checks → history and saved progress.

pub mod apply_move;
pub mod assists;
pub mod background;
pub mod board;
pub mod clock;
pub mod deal;
pub mod demo;
pub mod flow;
pub mod gamepad;
pub mod history;
pub mod input;
pub mod input_map;
pub mod keep;
pub mod keys;
pub mod latest_saver;
pub mod lesson;
pub mod level_sources;
pub mod levels;
pub mod messages;
pub mod modes;
#[cfg(feature = "online")]
pub mod online;
pub mod pacing;
pub mod pathfinding;
pub mod picks_held;
pub mod play_mode;
pub mod playback;
#[cfg(feature = "online")]
pub mod player_name;
pub mod power_up_id;
pub mod power_ups;
pub mod progress;
pub mod progress_writer;
// The room's messages are spoken only over the network (the `online` feature); the race's
// play itself (its mode, items and replays) is always there.
#[cfg_attr(not(feature = "online"), allow(dead_code))]
pub mod race;
pub mod race_play;
pub mod recorder;
pub mod replay_writer;
#[cfg(feature = "online")]
pub mod room_link;
pub mod run_recorder;
pub mod runs;
pub mod score;
pub mod screen;
pub mod selection;
pub mod sets;
pub mod settings;
pub mod tile_set_id;
pub mod tile_sets;
pub mod who_plays;
pub mod words;

use bevy::prelude::*;

use sets::{BoardSetup, MoveFlow, MoveGate};

/// Everything that decides the game, with no rendering: usable headless.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
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
            let gate = if MoveFlow::TAKING_MOVES.contains(&stage) {
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
        for &stage in MoveFlow::TAKING_MOVES {
            app.configure_sets(Update, stage.in_set(MoveGate::BoardOpen));
        }
        app.add_plugins((
            screen::plugin,
            messages::plugin,
            board::plugin,
            background::plugin,
            deal::plugin,
            clock::plugin,
            input::plugin,
            selection::plugin,
            pathfinding::plugin,
            apply_move::plugin,
            flow::plugin,
            demo::plugin,
            score::plugin,
            history::plugin,
            progress::plugin,
        ))
        .add_plugins((
            assists::plugin,
            power_ups::plugin,
            settings::plugin,
            tile_sets::plugin,
            recorder::plugin,
            playback::plugin,
            modes::plugin,
            runs::plugin,
            run_recorder::plugin,
            gamepad::plugin,
            input_map::plugin,
            pacing::plugin,
            lesson::plugin,
            keep::plugin,
        ))
        .add_plugins((picks_held::plugin, race::plugin, race_play::plugin));
        #[cfg(feature = "online")]
        app.add_plugins((online::plugin, room_link::plugin));
    }
}
