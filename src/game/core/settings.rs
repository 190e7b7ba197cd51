//! The player's settings as the game holds them: a resource every room may read (the deal reads
//! the "any flower" choice, the view the theme and volumes). Read from and saved to
//! `settings.ron` by `persistence::settings`.

use bevy::prelude::*;

use crate::formats::settings::SavedSettings;

/// Everything the player can set, as the game holds it: the settings file's contents
/// ([`SavedSettings`], whose fields and methods it derefs to).
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct Settings(pub SavedSettings);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
