//! Texts that follow the player's language: a [`Localized`] text is written again in the new
//! language when it changes (menus are built afresh each time they open; these are the texts
//! that stay on screen, such as the HUD's and the settings menu's).

use bevy::prelude::*;

use crate::game::logic::words::Words;

/// A text whose words are the message `key`.
#[derive(Component, Debug, Clone, Copy)]
pub struct Localized(pub &'static str);

/// Writes every [`Localized`] text in the new language.
fn retranslate(words: Words, mut texts: Query<(&Localized, &mut Text)>) {
    if !words.changed() {
        return;
    }
    for (localized, mut text) in &mut texts {
        let now = words.t(localized.0);
        if text.0 != now {
            text.0 = now;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, retranslate);
}
