//! The player's settings as the game holds them: a resource every room may read (the deal reads
//! the "any flower" choice, the view the theme and volumes). Read from and saved to
//! `settings.ron` by `persistence::settings`.

use bevy::prelude::*;

use crate::formats::saves::settings::SavedSettings;

/// Everything the player can set, as the game holds it: the settings file's contents
/// ([`SavedSettings`], whose fields and methods it derefs to).
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct Settings(pub SavedSettings);

/// The choice `d` places from `now` among `all`, round in either direction (a menu's short
/// lists of choices; a value not in the list counts as the first).
pub fn step_round<T: Copy + PartialEq>(all: &[T], now: T, d: i8) -> T {
    let i = all.iter().position(|&v| v == now).unwrap_or(0) as i32;
    all[(i + i32::from(d)).rem_euclid(all.len() as i32) as usize]
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
