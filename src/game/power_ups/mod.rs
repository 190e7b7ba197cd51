//! Power-ups: the core a modder's power-up is built on (`core.rs`: the trait, the registry,
//! using and aiming, the stock each deal grants), a power-up's handle (`id.rs`), the bar that
//! shows them (`view.rs`), and the built-ins, one file each, built on the core exactly as a
//! modder's would be: adding one is one file here and one line below. See `docs/modding.md`.

pub mod bomb;
pub mod core;
pub mod freeze;
pub mod hint;
pub mod id;
pub mod lightning;
pub mod reveal;
pub mod shuffle;
pub mod view;

use bevy::prelude::*;

use crate::game::power_ups::core::AddPowerUp;

/// The power-up core's logic: keys, using, aiming, refunds and the stock of each deal.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(core::plugin);
}

/// Registers the built-ins, in the bar's order.
pub fn built_ins(app: &mut App) {
    app.add_power_up::<hint::Hint>()
        .add_power_up::<shuffle::Shuffle>()
        .add_power_up::<bomb::Bomb>()
        .add_power_up::<freeze::Freeze>()
        .add_power_up::<lightning::Lightning>()
        .add_power_up::<reveal::Reveal>();
}
