//! The built-in power-ups, one file each, built on the power-up core
//! (`game::logic::power_ups`) exactly as a modder's would be: adding one is one file here and
//! one line below. See `docs/modding.md`.

pub mod bomb;
pub mod freeze;
pub mod hint;
pub mod lightning;
pub mod reveal;
pub mod shuffle;

use bevy::prelude::*;

use crate::game::logic::power_ups::AddPowerUp;

/// Registers the built-ins, in the bar's order.
pub fn plugin(app: &mut App) {
    app.add_power_up::<hint::Hint>()
        .add_power_up::<shuffle::Shuffle>()
        .add_power_up::<bomb::Bomb>()
        .add_power_up::<freeze::Freeze>()
        .add_power_up::<lightning::Lightning>()
        .add_power_up::<reveal::Reveal>();
}
