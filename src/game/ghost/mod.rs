//! Racing a ghost: a proven replay of the same board raced beside the player's game, as one
//! room. A ghost is a replay (`run.rs`: its pairs left at every moment) proven off the main
//! thread when the board is dealt (`proof.rs`, named by the assembly so the logic never names
//! the proof), then followed on the player's clock (`race.rs`). It comes from the player's own
//! best ("Race your best", `best.rs`), a friend's file (`--ghost FILE`) or a shared leaderboard
//! entry (`entry.rs`, with the online part). Its look: the column beside the board (`view.rs`)
//! and its lines on the finish screens (`screens.rs`).

pub mod best;
#[cfg(feature = "online")]
pub mod entry;
pub mod proof;
pub mod race;
pub mod run;
#[cfg(feature = "look")]
pub mod screens;
#[cfg(feature = "look")]
pub mod view;

use bevy::prelude::*;

/// The ghost's logic: following it, and dealing the boards raced against a best or an entry.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((race::plugin, best::plugin));
    #[cfg(feature = "online")]
    app.add_plugins(entry::plugin);
}
