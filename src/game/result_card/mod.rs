//! A game's result passed on: the win screen's Copy puts the game just won on the desktop's
//! clipboard as a card, a spoiler-free text (the formats crate's `replays/result_card.rs`) and
//! a picture of the same (`art/result_card.rs`), through the desktop's clipboard
//! (`clipboard.rs`); `screens.rs` has the button and the work behind it. "Save as animation"
//! (`animation.rs`) saves the game, or a moment of it, as an animated picture.

pub mod animation;
#[cfg(feature = "look")]
pub mod clipboard;
#[cfg(feature = "look")]
pub mod screens;
