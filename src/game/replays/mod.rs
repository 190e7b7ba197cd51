//! Replays in the game: every game a player plays is recorded (`recorder.rs`, a run's boards
//! gathered by `run_recorder.rs`), a replay is shown in the window (`playback.rs`), proven by
//! re-playing it headless (`proof.rs`, runs by `run_proof.rs`), coached from its proof
//! (`coach.rs`, proven by `coach_proof.rs`) on the coach screen (`screens/`), tried again from
//! any moment as practice (`practice.rs`), and the bot's games are written
//! as replays (`bot.rs`). The files themselves are `formats::replays::replay` and `formats::replays::run_replay`.

pub mod bot;
pub mod coach;
pub mod coach_proof;
pub mod playback;
pub mod practice;
pub mod proof;
#[cfg(feature = "server")]
pub mod race_proof;
pub mod recorder;
pub mod run_proof;
pub mod run_recorder;
#[cfg(feature = "look")]
pub mod screens;

use bevy::prelude::*;

/// Recording and playback.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        recorder::plugin,
        playback::plugin,
        run_recorder::plugin,
        practice::plugin,
    ));
}
