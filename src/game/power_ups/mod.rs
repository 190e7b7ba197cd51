//! Power-ups as the player has them: the built-ins, one file each, built on the power-up core
//! (`game::core::power_ups`: the trait, the registry, using and aiming, the stock each deal
//! grants) exactly as a modder's would be, and the bar that shows them (`view.rs`). Adding one
//! is one file here and one line below. See `docs/modding.md`.

pub mod bomb;
pub mod freeze;
pub mod hint;
pub mod lightning;
pub mod reveal;
pub mod shuffle;
#[cfg(feature = "look")]
pub mod view;

use bevy::prelude::*;

use crate::game::core::power_ups::AddPowerUp;

/// Registers the built-ins, in the bar's order.
pub fn built_ins(app: &mut App) {
    app.add_power_up::<hint::Hint>()
        .add_power_up::<shuffle::Shuffle>()
        .add_power_up::<bomb::Bomb>()
        .add_power_up::<freeze::Freeze>()
        .add_power_up::<lightning::Lightning>()
        .add_power_up::<reveal::Reveal>();
}
