//! The words the game shows, in the player's language (see [`crate::i18n`]): whatever decides a
//! message or draws one asks [`Words`] for it by key. Every message may name the keys of a
//! play action as they are bound now: `{ $key-pause }` is "P" until the player rebinds it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::input_map::InputMap;
use super::settings::Settings;
use crate::engine::DealError;
use crate::i18n::{self, Arg, Language};
use crate::level::Level;

/// The player's language, for looking up messages.
#[derive(SystemParam)]
pub struct Words<'w> {
    settings: Res<'w, Settings>,
    keys: Option<Res<'w, InputMap>>,
}

impl Words<'_> {
    /// The language messages are in.
    pub fn language(&self) -> Language {
        self.settings.language()
    }

    /// The message `key`.
    pub fn t(&self, key: &str) -> String {
        self.t_with(key, &[])
    }

    /// The message `key` with `args` filled in.
    pub fn t_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let keys = self.keys.iter().flat_map(|map| map.key_args());
        let args: Vec<(&str, Arg)> = args.iter().cloned().chain(keys).collect();
        i18n::text_with(self.language(), key, &args)
    }

    /// A power-up's title in the player's language: the message `power-up-NAME`, or the
    /// power-up's own `title` when there is none (a modded power-up without translations).
    pub fn power_up_title(&self, name: &str, title: &str) -> String {
        let key = format!("power-up-{name}");
        if i18n::Translations::get().has(self.language(), &key)
            || i18n::Translations::get().has(Language::English, &key)
        {
            self.t(&key)
        } else {
            title.to_string()
        }
    }

    /// Why a board could not be dealt, in the player's language.
    pub fn deal_error(&self, e: &DealError) -> String {
        match *e {
            DealError::NoTiles => self.t("deal-error-no-tiles"),
            DealError::OddTiles(n) => self.t_with("deal-error-odd-tiles", &[("n", n.into())]),
            DealError::BadKindCount { kinds, pairs } => self.t_with(
                "deal-error-kinds",
                &[("kinds", kinds.into()), ("pairs", pairs.into())],
            ),
            DealError::NoSolvableDeal { attempts } => {
                self.t_with("deal-error-no-deal", &[("attempts", attempts.into())])
            }
            DealError::NotSettled { at } => self.t_with(
                "deal-error-not-settled",
                &[("column", (at.x + 1).into()), ("row", (at.y + 1).into())],
            ),
        }
    }

    /// The name of `level` in the player's language.
    pub fn level_name<'a>(&self, level: &'a Level) -> &'a str {
        level.name_in(self.language().code())
    }

    /// Whether the settings (and so perhaps the language) changed since the system last ran:
    /// texts built once then need building again.
    pub fn changed(&self) -> bool {
        self.settings.is_changed() || self.keys.as_ref().is_some_and(|k| k.is_changed())
    }
}
