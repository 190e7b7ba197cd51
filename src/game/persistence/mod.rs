//! What the game keeps between runs: the game in progress and Continue (`keep.rs`, and the
//! curtain while it catches up, `view.rs`), the player's progress and settings, and the writer
//! threads that put finished games, progress and settings on disk so that no frame waits on
//! it. The files themselves are `formats`.

pub mod keep;
pub mod progress;
pub mod replay_writer;
pub mod settings;
#[cfg(feature = "look")]
pub mod view;
pub mod writer;

use bevy::prelude::*;

/// Keeping, progress and settings.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((progress::plugin, settings::plugin, keep::plugin));
}
