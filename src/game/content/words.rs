//! The words the game shows, in the player's language (see [`crate::i18n`]): what decides a
//! message sends it as a [`Message`] (the words that depend on data included: a power-up's
//! title, a level's name, why a deal failed); what draws one asks [`Words`] for its words.
//! Every message may name the keys of a play action as they are bound now: `{ $key-pause }` is
//! "P" until the player rebinds it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::DealError;
use crate::formats::level::Level;
use crate::game::content::levels::LevelPack;
use crate::game::core::deal::deal_error;
use crate::game::core::power_up_id::PowerUpId;
use crate::game::core::settings::Settings;
use crate::game::input::input_map::InputMap;
use crate::i18n::{self, Arg, Language, Message, Value};

/// The player's language, for looking up messages.
#[derive(SystemParam)]
pub struct Words<'w> {
    settings: Res<'w, Settings>,
    keys: Option<Res<'w, InputMap>>,
    packs: Option<Res<'w, LevelPack>>,
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

    /// `message` in the player's language.
    pub fn say(&self, message: &Message) -> String {
        let keys: Vec<(&str, Arg)> = self.keys.iter().flat_map(|map| map.key_args()).collect();
        message.text_with(self.language(), &keys)
    }

    /// A power-up's title in the player's language (see `power_up_title`).
    pub fn power_up_title(&self, id: PowerUpId, title: &str) -> String {
        power_up_title(id, title).text(self.language())
    }

    /// Why a board could not be dealt, in the player's language.
    pub fn deal_error(&self, e: &DealError) -> String {
        self.say(&deal_error(e))
    }

    /// The name of `level` in the player's language: the level file's own translation, else
    /// a pack's (`level_names` in `pack.ron`), else the name.
    pub fn level_name<'a>(&'a self, level: &'a Level) -> &'a str {
        let code = self.language().code();
        if let Some(own) = level.names.get(code) {
            return own;
        }
        self.packs
            .iter()
            .flat_map(|p| &p.packs)
            .find_map(|p| p.about.info.level_name_in(&level.name, code))
            .unwrap_or(&level.name)
    }

    /// A level's name as its file gives it (`name`), in the player's language where a pack
    /// translates it.
    pub fn level_name_of(&self, name: &str) -> String {
        let code = self.language().code();
        self.packs
            .iter()
            .flat_map(|p| &p.packs)
            .find_map(|p| p.about.info.level_name_in(name, code))
            .unwrap_or(name)
            .to_string()
    }

    /// Whether the settings (and so perhaps the language) changed since the system last ran:
    /// texts built once then need building again.
    pub fn changed(&self) -> bool {
        self.settings.is_changed() || self.keys.as_ref().is_some_and(|k| k.is_changed())
    }
}

/// Adding words to the game from a mod.
pub trait AddWords {
    /// Adds a mod's messages, in English and simplified Chinese (Fluent sources, usually
    /// `include_str!` of the mod's `en.ftl` and `zh.ftl`): its power-ups' titles
    /// (`power-up-ID`), refusal reasons and notices then follow the player's language. Check
    /// them in the mod's own tests with [`check_words`](crate::i18n::check_words).
    ///
    /// # Panics
    /// While the app is built, if the words are not well-formed, a message is missing in one
    /// language, or a message is already the game's: the message says which.
    fn add_words(&mut self, english: &str, chinese: &str) -> &mut Self;
}

impl AddWords for App {
    fn add_words(&mut self, english: &str, chinese: &str) -> &mut Self {
        if let Err(e) = i18n::add_words(english, chinese) {
            panic!("a mod's words cannot be added: {e}");
        }
        self
    }
}

/// A power-up's title: the message `power-up-ID`, or the power-up's own `title` when no
/// language has it (a modded power-up without translations).
pub fn power_up_title(id: PowerUpId, title: &str) -> Value {
    Value::KeyOr {
        key: id.title_key(),
        or: title.to_string(),
    }
}

/// A special tile's name in the reader's language: `special-ID-name`, which a mod's words
/// give for its own specials, else the id with spaces.
pub fn special_name(id: &str) -> Value {
    Value::KeyOr {
        key: format!("special-{id}-name"),
        or: id.replace('_', " "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Grid;
    use crate::game::core::deal::level_name;

    #[test]
    fn words_that_depend_on_data_follow_the_reader() {
        let hint = power_up_title(PowerUpId::for_tests("hint"), "Hint");
        assert_eq!(hint.text(Language::English), "Hint");
        assert_ne!(hint.text(Language::Chinese), "Hint");
        let modded = power_up_title(PowerUpId::for_tests("teleport"), "Teleport");
        assert_eq!(modded.text(Language::Chinese), "Teleport");

        let mut level = Level::new("Garden", Grid::from_text("ab\nab").unwrap());
        level.names.insert("zh".into(), "花园".into());
        assert_eq!(level_name(&level).text(Language::English), "Garden");
        assert_eq!(level_name(&level).text(Language::Chinese), "花园");

        let odd = deal_error(&DealError::OddTiles(3));
        assert!(odd.text(Language::English).contains('3'), "{odd}");
        assert_ne!(odd.text(Language::Chinese), odd.text(Language::English));
    }
}
