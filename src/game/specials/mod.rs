//! Special tiles in play: ice, locks and their keys, timers and hidden faces, as a level marks
//! them. The rules are the engine's (`crate::engine::specials`): the board carries its layer,
//! so the selection, the search, hints, re-deals, the solver and replays all follow it without
//! a word here. This folder holds what the player sees of them: the marks over any tile set, and
//! how they go (`view.rs`), and the card that explains each kind the first time a board has it
//! (`first_meet.rs` decides when, `screens.rs` draws it), and how a mod adds its own
//! (`modded.rs`).

pub mod first_meet;
pub mod modded;
#[cfg(feature = "look")]
pub mod screens;
#[cfg(feature = "look")]
pub mod view;

pub(crate) use first_meet::plugin;
