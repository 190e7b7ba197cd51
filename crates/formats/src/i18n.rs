//! The words the game shows a player, in ten languages: Project Fluent files
//! (`assets/i18n/CODE.ftl`, one per [`Language`]), built into the program so the game always
//! has its words. Every language has every message (the tests fail otherwise); a mod's words
//! come in English and Simplified Chinese, so a language without them falls back (Traditional
//! to Simplified Chinese, every other to English), and a message missing everywhere shows its
//! key, so a gap is visible rather than silent.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::{Mutex, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    #[serde(rename = "en")]
    English,
    /// Simplified Chinese (mainland usage).
    #[serde(rename = "zh")]
    Chinese,
    /// Traditional Chinese (Taiwan usage).
    #[serde(rename = "zh-TW")]
    TraditionalChinese,
    /// Japanese.
    #[serde(rename = "ja")]
    Japanese,
    /// Korean.
    #[serde(rename = "ko")]
    Korean,
    /// German.
    #[serde(rename = "de")]
    German,
    /// French.
    #[serde(rename = "fr")]
    French,
    /// Spanish.
    #[serde(rename = "es")]
    Spanish,
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    Portuguese,
    /// Russian.
    #[serde(rename = "ru")]
    Russian,
}

impl Language {
    /// Every language, in the order settings step through them (English and Simplified
    /// Chinese first: a mod's words come in those two).
    pub const ALL: [Language; 10] = [
        Language::English,
        Language::Chinese,
        Language::TraditionalChinese,
        Language::Japanese,
        Language::Korean,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Portuguese,
        Language::Russian,
    ];

    /// The language's code (command line, settings file, level files): `en`, `zh`, `zh-TW`,
    /// `ja`, `ko`, `de`, `fr`, `es`, `pt-BR`, `ru`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh",
            Language::TraditionalChinese => "zh-TW",
            Language::Japanese => "ja",
            Language::Korean => "ko",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Portuguese => "pt-BR",
            Language::Russian => "ru",
        }
    }

    /// The language of a code or locale such as `en`, `zh_CN.UTF-8`, `zh-Hans`, `zh_TW`,
    /// `zh_HK`, `zh-Hant`, `pt_PT` or `de_AT@euro`. Chinese of Taiwan, Hong Kong and Macau,
    /// or written in traditional characters, is Traditional Chinese; any Portuguese is read in
    /// the Brazilian translation, the only one there is.
    pub fn from_code(code: &str) -> Option<Language> {
        let code = code.trim().to_ascii_lowercase().replace('_', "-");
        let code = code.split(['.', '@']).next().unwrap_or_default();
        let mut parts = code.split('-');
        let primary = parts.next().unwrap_or_default();
        if primary == "zh" {
            let traditional = parts.any(|p| matches!(p, "tw" | "hk" | "mo" | "hant"));
            return Some(if traditional {
                Language::TraditionalChinese
            } else {
                Language::Chinese
            });
        }
        if primary == "pt" {
            return Some(Language::Portuguese);
        }
        Language::ALL
            .into_iter()
            .find(|language| language.code() == primary)
    }

    /// The language of the system's locale (see [`Language::from_locale_vars`]).
    pub fn from_environment() -> Language {
        Self::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// The language as gettext would choose it, with the variables read through `var`: the
    /// locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; unless it is
    /// `C` or `POSIX`, the first language of the `LANGUAGE` list the game speaks wins, else
    /// the locale's language. English when neither is one the game speaks.
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Language {
        let set = |name: &str| var(name).filter(|v| !v.is_empty());
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| set(name));
        let plain = locale
            .as_deref()
            .is_some_and(|l| l == "C" || l == "POSIX" || l.starts_with("C."));
        let listed = (!plain)
            .then(|| set("LANGUAGE"))
            .flatten()
            .and_then(|list| list.split(':').find_map(Language::from_code));
        listed
            .or_else(|| locale.as_deref().and_then(Language::from_code))
            .unwrap_or_default()
    }

    /// The language's own name, as its speakers write it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Chinese => "简体中文",
            Language::TraditionalChinese => "繁體中文",
            Language::Japanese => "日本語",
            Language::Korean => "한국어",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Portuguese => "Português (Brasil)",
            Language::Russian => "Русский",
        }
    }

    /// Where a message this language lacks (a mod's) is looked for, in order.
    fn fallbacks(self) -> &'static [Language] {
        match self {
            Language::English => &[Language::English],
            Language::Chinese => &[Language::Chinese, Language::English],
            Language::TraditionalChinese => &[
                Language::TraditionalChinese,
                Language::Chinese,
                Language::English,
            ],
            Language::Japanese => &[Language::Japanese, Language::English],
            Language::Korean => &[Language::Korean, Language::English],
            Language::German => &[Language::German, Language::English],
            Language::French => &[Language::French, Language::English],
            Language::Spanish => &[Language::Spanish, Language::English],
            Language::Portuguese => &[Language::Portuguese, Language::English],
            Language::Russian => &[Language::Russian, Language::English],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// `--lang en`, `--lang zh-TW`: the command line reads a language by its [`Language::code`]
/// (feature `clap`, which the game's command line turns on).
#[cfg(feature = "clap")]
impl clap::ValueEnum for Language {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.code()))
    }
}

/// The Fluent source of each language, in [`Language::ALL`] order.
pub const SOURCES: [&str; 10] = [
    include_str!("../../../assets/i18n/en.ftl"),
    include_str!("../../../assets/i18n/zh.ftl"),
    include_str!("../../../assets/i18n/zh-TW.ftl"),
    include_str!("../../../assets/i18n/ja.ftl"),
    include_str!("../../../assets/i18n/ko.ftl"),
    include_str!("../../../assets/i18n/de.ftl"),
    include_str!("../../../assets/i18n/fr.ftl"),
    include_str!("../../../assets/i18n/es.ftl"),
    include_str!("../../../assets/i18n/pt-BR.ftl"),
    include_str!("../../../assets/i18n/ru.ftl"),
];

/// The parsed messages of every language.
pub struct Translations {
    bundles: Vec<FluentBundle<FluentResource>>,
}

/// The words in use: the game's, and those mods added (see [`add_words`]). Each set is
/// parsed once and kept for the program's life (a mod adds its words once, at start).
static CURRENT: RwLock<Option<&'static Translations>> = RwLock::new(None);

/// The sources mods added, one per language of [`Language::ALL`], in the order added.
static ADDED: Mutex<Vec<Vec<String>>> = Mutex::new(Vec::new());

impl Translations {
    /// The game's translations with every mod's added words.
    pub fn get() -> &'static Translations {
        if let Some(current) = *CURRENT.read().unwrap_or_else(|e| e.into_inner()) {
            return current;
        }
        let mut current = CURRENT.write().unwrap_or_else(|e| e.into_inner());
        current.get_or_insert_with(|| {
            let parsed =
                Translations::parse(&SOURCES).expect("the built-in translations are well-formed");
            Box::leak(Box::new(parsed))
        })
    }

    /// Parses one Fluent source per language of [`Language::ALL`]; the error names the
    /// language and what is wrong.
    pub fn parse(sources: &[&str]) -> Result<Translations, String> {
        let layers: Vec<Vec<&str>> = sources.iter().map(|s| vec![*s]).collect();
        Translations::parse_layers(&layers)
    }

    /// Parses several Fluent sources per language (the game's, then each mod's), in
    /// [`Language::ALL`] order; a message defined twice is an error naming it.
    fn parse_layers(layers: &[Vec<&str>]) -> Result<Translations, String> {
        let mut bundles = Vec::new();
        for (language, sources) in Language::ALL.iter().zip(layers) {
            let id: unic_langid::LanguageIdentifier = language
                .code()
                .parse()
                .map_err(|e| format!("{}: {e}", language.code()))?;
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Placeables are not wrapped in direction marks: every language runs left to right.
            bundle.set_use_isolating(false);
            for source in sources {
                let resource = FluentResource::try_new(source.to_string())
                    .map_err(|(_, errors)| format!("{}.ftl: {errors:?}", language.code()))?;
                bundle
                    .add_resource(resource)
                    .map_err(|errors| format!("{}.ftl: {errors:?}", language.code()))?;
            }
            bundles.push(bundle);
        }
        Ok(Translations { bundles })
    }

    /// Whether `language` has the message `key` of its own.
    pub fn has(&self, language: Language, key: &str) -> bool {
        self.bundles
            .get(language.index())
            .is_some_and(|bundle| bundle.has_message(key))
    }

    /// The message `key` in `language` with `args` filled in; from the language's fallbacks
    /// if it lacks it (a mod's words), the key itself if they do too.
    pub fn text(&self, language: Language, key: &str, args: &[(&str, Arg)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::new();
            for (name, value) in args {
                a.set(*name, value.to_fluent());
            }
            a
        });
        for lang in language.fallbacks() {
            let Some(bundle) = self.bundles.get(lang.index()) else {
                continue;
            };
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
                return text.into_owned();
            }
        }
        key.to_string()
    }
}

/// A value filled into a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, used as it is.
    Text(String),
    /// A number (plural rules see it).
    Number(f64),
}

impl Arg {
    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Text(s) => FluentValue::String(Cow::Borrowed(s)),
            Arg::Number(n) => FluentValue::from(*n),
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// The message `key` in `language` (see [`Translations::text`]).
pub fn text(language: Language, key: &str) -> String {
    Translations::get().text(language, key, &[])
}

/// The message `key` in `language` with `args` (see [`Translations::text`]).
pub fn text_with(language: Language, key: &str, args: &[(&str, Arg)]) -> String {
    Translations::get().text(language, key, args)
}

/// A message made before anyone knows who will read it, or in which language (a problem found
/// in a level file, a damaged save, a notice from the game): its key and values, put into
/// words in the reader's language by [`Message::text`]. `Display` gives the English.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The message key (see `assets/i18n`); one made while the game runs may name no message,
    /// and is then shown as it is (a modded power-up's own text).
    pub key: Cow<'static, str>,
    /// Values filled in, by name.
    pub args: Vec<(&'static str, Value)>,
}

/// A value filled into a [`Message`].
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Used as it is (a number, a file name, a character from a file).
    Plain(Arg),
    /// Another message key, put into words in the same language (a phrase such as "below it").
    Phrase(&'static str),
    /// Another message with values of its own, put into words in the same language.
    Message(Box<Message>),
    /// A message whose key is made while the game runs (a power-up's `power-up-NAME`), or the
    /// text `or` when no language has it (a modded power-up without translations).
    KeyOr {
        /// The message key.
        key: String,
        /// The text without the message.
        or: String,
    },
    /// A name given in several languages (a level's): the one under the reader's language
    /// code, else `name`.
    Name {
        /// The name in any language without one of its own.
        name: String,
        /// The names by language code (`en`, `zh`).
        names: BTreeMap<String, String>,
    },
    /// Values, one a line.
    Lines(Vec<Value>),
}

impl From<Message> for Value {
    fn from(message: Message) -> Self {
        Value::Message(Box::new(message))
    }
}

impl<T: Into<Arg>> From<T> for Value {
    fn from(value: T) -> Self {
        Value::Plain(value.into())
    }
}

impl Message {
    /// A message with no values.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Self {
        Message {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// A message with values.
    pub fn with(
        key: impl Into<Cow<'static, str>>,
        args: impl IntoIterator<Item = (&'static str, Value)>,
    ) -> Self {
        Message {
            key: key.into(),
            args: args.into_iter().collect(),
        }
    }

    /// The message in `language`.
    pub fn text(&self, language: Language) -> String {
        self.text_with(language, &[])
    }

    /// The message in `language`, with values the reader's side adds (such as the keys bound
    /// to each action) beside its own.
    pub fn text_with(&self, language: Language, extra: &[(&str, Arg)]) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, value.arg(language)))
            .chain(extra.iter().cloned())
            .collect();
        text_with(language, &self.key, &args)
    }
}

impl Value {
    /// The value as filled into a message in `language`.
    fn arg(&self, language: Language) -> Arg {
        match self {
            Value::Plain(arg) => arg.clone(),
            Value::Phrase(key) => Arg::Text(text(language, key)),
            Value::Message(message) => Arg::Text(message.text(language)),
            Value::KeyOr { key, or } => {
                let known = Translations::get();
                if known.has(language, key) || known.has(Language::English, key) {
                    Arg::Text(text(language, key))
                } else {
                    Arg::Text(or.clone())
                }
            }
            Value::Name { name, names } => {
                let own = language
                    .fallbacks()
                    .iter()
                    .find_map(|l| names.get(l.code()));
                Arg::Text(own.unwrap_or(name).clone())
            }
            Value::Lines(lines) => {
                let lines: Vec<String> = lines.iter().map(|line| line.text(language)).collect();
                Arg::Text(lines.join("\n"))
            }
        }
    }

    /// The value in words in `language`.
    pub fn text(&self, language: Language) -> String {
        match self.arg(language) {
            Arg::Text(text) => text,
            Arg::Number(n) => n.to_string(),
        }
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Language::English))
    }
}

/// Adds a mod's words: one Fluent source in English and one in simplified Chinese, each with
/// the same messages. From then on every message is looked up among the game's and the added
/// ones, in the player's language. Adding the same words again does nothing.
///
/// # Errors
/// The words are not added when a source does not parse, the two do not have the same
/// messages, or a message is already the game's or another mod's: the error says which.
pub fn add_words(english: &str, chinese: &str) -> Result<(), String> {
    check_words(english, chinese)?;
    let mut added = ADDED.lock().unwrap_or_else(|e| e.into_inner());
    let new = vec![english.to_string(), chinese.to_string()];
    if added.contains(&new) {
        return Ok(());
    }
    let known = Translations::get();
    if let Some(key) = keys(english)
        .into_iter()
        .find(|k| known.has(Language::English, k))
    {
        return Err(format!("the message {key:?} is already defined"));
    }
    let mut layers: Vec<Vec<&str>> = SOURCES.iter().map(|s| vec![*s]).collect();
    for source in added.iter().chain([&new]) {
        for (layer, text) in layers.iter_mut().zip(source) {
            layer.push(text);
        }
    }
    let parsed = Translations::parse_layers(&layers)?;
    *CURRENT.write().unwrap_or_else(|e| e.into_inner()) = Some(Box::leak(Box::new(parsed)));
    added.push(new);
    Ok(())
}

/// Checks a pair of Fluent sources, English and simplified Chinese: both parse, and every
/// message is in both. A mod's tests call it on its own words (the game's tests call it on
/// the game's).
///
/// # Errors
/// What is wrong: the language and the parse error, or the messages one language lacks.
pub fn check_words(english: &str, chinese: &str) -> Result<(), String> {
    Translations::parse(&[english, chinese])?;
    let (en, zh) = (keys(english), keys(chinese));
    let missing: Vec<&String> = en.iter().filter(|k| !zh.contains(k)).collect();
    let extra: Vec<&String> = zh.iter().filter(|k| !en.contains(k)).collect();
    if missing.is_empty() && extra.is_empty() {
        return Ok(());
    }
    Err(format!(
        "zh.ftl lacks {missing:?}; en.ftl lacks {extra:?} (every message in both languages)"
    ))
}

/// The message keys defined in a Fluent source, in order.
pub fn keys(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The variables each message of `source` uses (`{ $n }`), by message.
    fn variables(source: &str) -> BTreeMap<String, std::collections::BTreeSet<String>> {
        let mut found = BTreeMap::new();
        let mut current = String::new();
        for line in source.lines() {
            if line.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && let Some((key, _)) = line.split_once('=')
            {
                current = key.trim().to_string();
            }
            let entry: &mut std::collections::BTreeSet<String> =
                found.entry(current.clone()).or_default();
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                entry.insert(name);
            }
        }
        found
    }

    #[test]
    fn a_plural_s_one_form_is_not_said_of_none() {
        // French and Portuguese put 0 in the "one" form, Russian 21: there a "one" form writes
        // its number, or its message has a form of its own for 0 ("1 paire" of none).
        let wider = [Language::French, Language::Portuguese, Language::Russian];
        for language in wider {
            let source = SOURCES[Language::ALL.iter().position(|l| *l == language).unwrap()];
            let mut zero_form = false;
            for line in source.lines() {
                if line.contains(" ->") {
                    zero_form = false;
                }
                zero_form |= line.trim_start().starts_with("[0]");
                if line.trim_start().starts_with("[one]") {
                    assert!(
                        line.contains("{ $") || zero_form,
                        "{language:?}: a \"one\" form of no number: {line}"
                    );
                }
            }
        }
        let none = text_with(Language::French, "card-links", &[("n", 0.into())]);
        assert!(none.starts_with('0'), "{none}");
        let many = text_with(Language::Russian, "card-links", &[("n", 21.into())]);
        assert!(many.starts_with("21"), "{many}");
    }

    #[test]
    fn every_message_exists_in_every_language_with_the_same_values() {
        let english = keys(SOURCES[0]);
        assert!(english.len() > 400, "the English messages are read");
        check_words(SOURCES[0], SOURCES[1]).unwrap();
        let english_variables = variables(SOURCES[0]);
        let bundles = Translations::parse(&SOURCES).unwrap();
        for (language, source) in Language::ALL.iter().zip(SOURCES) {
            let code = language.code();
            assert_eq!(
                keys(source),
                english,
                "{code}.ftl: the messages of en.ftl, in order"
            );
            for (key, names) in variables(source) {
                assert_eq!(
                    english_variables.get(&key),
                    Some(&names),
                    "{code}.ftl: {key} fills in what en.ftl's does"
                );
            }
            for key in &english {
                assert!(bundles.has(*language, key), "{code}: {key} parses");
                let mut errors = Vec::new();
                let bundle = &bundles.bundles[language.index()];
                let pattern = bundle.get_message(key).and_then(|m| m.value());
                if let Some(pattern) = pattern {
                    bundle.format_pattern(pattern, None, &mut errors);
                }
                // With no values given, only missing values may be reported.
                assert!(
                    errors.iter().all(|e| matches!(
                        e,
                        fluent_bundle::FluentError::ResolverError(
                            fluent_bundle::resolver::ResolverError::Reference(_)
                        )
                    )),
                    "{code}: {key}: {errors:?}"
                );
            }
        }
    }

    #[test]
    fn plural_forms_follow_each_languages_rules() {
        let t = Translations::get();
        let pairs_left =
            |language: Language, n: u32| t.text(language, "hud-pairs-left", &[("n", n.into())]);
        let russian: Vec<String> = [1, 3, 5, 21]
            .map(|n| pairs_left(Language::Russian, n))
            .into();
        assert!(
            russian
                .iter()
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                >= 3,
            "one, few and many differ in Russian: {russian:?}"
        );
        assert_eq!(
            russian[0].replace('1', "21"),
            russian[3],
            "21 takes the form of 1"
        );
        for language in Language::ALL {
            for n in [0, 1, 2, 5] {
                let text = pairs_left(language, n);
                assert!(!text.contains("hud-pairs-left"), "{language:?} {n}: {text}");
            }
        }
    }

    #[test]
    fn words_are_checked_in_both_languages() {
        assert!(check_words("a = one\nb = two", "b = 二\na = 一").is_ok());
        let e = check_words("a = one\nb = two", "a = 一").unwrap_err();
        assert!(e.contains("\"b\""), "{e}");
        assert!(check_words("a = {", "a = 一").is_err());
        let e = add_words("menu-play = Go", "menu-play = 走").unwrap_err();
        assert!(e.contains("menu-play"), "{e}");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_key() {
        let t = Translations::parse(&["a = one\nb = two { $n }", "a = 一"]).unwrap();
        assert_eq!(t.text(Language::Chinese, "a", &[]), "一");
        assert_eq!(t.text(Language::Chinese, "b", &[("n", 3.into())]), "two 3");
        assert_eq!(t.text(Language::Chinese, "c", &[]), "c");
        assert!(Translations::parse(&["a = {", ""]).is_err());
    }

    #[test]
    fn a_message_is_put_into_words_in_its_readers_language() {
        let m = Message::with(
            "setting-tile-set",
            [("value", Value::Phrase("tile-set-mahjong"))],
        );
        assert_eq!(
            m.to_string(),
            text_with(
                Language::English,
                "setting-tile-set",
                &[("value", text(Language::English, "tile-set-mahjong").into())]
            )
        );
        let zh = m.text(Language::Chinese);
        assert!(
            zh.contains(&text(Language::Chinese, "tile-set-mahjong")),
            "{zh}"
        );
        assert_ne!(zh, m.to_string());
        let n = Message::with("deal-error-odd-tiles", [("n", 3.into())]);
        assert!(n.to_string().contains('3'), "{n}");
    }

    #[test]
    fn the_locale_picks_the_language() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            Language::from_locale_vars(move |name| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            })
        };
        assert_eq!(env(&[("LANG", "zh_CN.UTF-8")]), Language::Chinese);
        assert_eq!(env(&[("LANG", "en_GB.UTF-8")]), Language::English);
        assert_eq!(
            env(&[("LC_ALL", "zh_TW.UTF-8"), ("LANG", "en_US")]),
            Language::TraditionalChinese
        );
        assert_eq!(env(&[("LANG", "zh_HK")]), Language::TraditionalChinese);
        assert_eq!(env(&[("LC_ALL", ""), ("LANG", "zh_CN")]), Language::Chinese);
        assert_eq!(env(&[("LANG", "de_DE.UTF-8")]), Language::German);
        assert_eq!(env(&[("LANG", "ja_JP.UTF-8")]), Language::Japanese);
        assert_eq!(env(&[("LANG", "ko_KR.UTF-8")]), Language::Korean);
        assert_eq!(env(&[("LANG", "pt_PT.UTF-8")]), Language::Portuguese);
        assert_eq!(env(&[("LANG", "ru_RU.UTF-8")]), Language::Russian);
        assert_eq!(env(&[("LANG", "fr_CA.UTF-8")]), Language::French);
        assert_eq!(env(&[("LANG", "es_MX.UTF-8")]), Language::Spanish);
        assert_eq!(env(&[("LANG", "it_IT.UTF-8")]), Language::English);
        assert_eq!(env(&[]), Language::English);
        // LANGUAGE lists languages in order; the first the game speaks wins, over the locale.
        assert_eq!(
            env(&[("LANGUAGE", "it:ko:de"), ("LANG", "en_US.UTF-8")]),
            Language::Korean
        );
        assert_eq!(
            env(&[("LANGUAGE", "it"), ("LANG", "fr_FR.UTF-8")]),
            Language::French
        );
        assert_eq!(
            env(&[("LANGUAGE", "de"), ("LC_ALL", "C")]),
            Language::English,
            "the C locale ignores LANGUAGE, as gettext does"
        );
        assert_eq!(Language::from_code("zh-Hans"), Some(Language::Chinese));
        assert_eq!(
            Language::from_code("zh-Hant"),
            Some(Language::TraditionalChinese)
        );
        assert_eq!(Language::from_code("de_AT@euro"), Some(Language::German));
        assert_eq!(Language::from_code("it"), None);
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
            let saved = ron::to_string(&language).unwrap();
            assert_eq!(ron::from_str::<Language>(&saved).unwrap(), language);
        }
    }

    #[test]
    fn a_mods_words_fall_back_where_a_language_lacks_them() {
        let t = Translations::parse(&["a = one", "a = 一"]).unwrap();
        assert_eq!(t.text(Language::TraditionalChinese, "a", &[]), "一");
        assert_eq!(t.text(Language::German, "a", &[]), "one");
    }
}
