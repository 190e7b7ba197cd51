//! Texts that follow the player's language: a [`Localized`] or [`LocalizedMessage`] text is
//! written again in the new language when it changes (menus are built afresh each time they
//! open; these are the texts that stay on screen, such as the HUD's, the settings menu's and
//! the notices').

use bevy::prelude::*;

use crate::game::content::words::Words;
use crate::i18n;

/// A text whose words are the message `key`.
#[derive(Component, Debug, Clone, Copy)]
pub struct Localized(pub &'static str);

/// A text whose words are a whole message, values and all (a notice from the game).
#[derive(Component, Debug, Clone)]
pub struct LocalizedMessage(pub i18n::Message);

/// Writes `now` into `text` unless it says so already (a write marks the text changed).
fn rewrite(mut text: Mut<Text>, now: String) {
    if text.0 != now {
        text.0 = now;
    }
}

/// Writes every [`Localized`] text in the new language.
fn retranslate(words: Words, mut texts: Query<(&Localized, &mut Text)>) {
    if !words.changed() {
        return;
    }
    for (localized, text) in &mut texts {
        rewrite(text, words.t(localized.0));
    }
}

/// Writes every [`LocalizedMessage`] text in the new language.
fn retranslate_messages(words: Words, mut texts: Query<(&LocalizedMessage, &mut Text)>) {
    if !words.changed() {
        return;
    }
    for (localized, text) in &mut texts {
        rewrite(text, words.say(&localized.0));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, (retranslate, retranslate_messages));
}
