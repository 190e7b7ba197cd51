//! Players' names: which names may be taken, and when two names are one.
//!
//! A name is shown as its player typed it, but two names a reader cannot tell apart must not
//! belong to two players. The rules are Unicode's own, not a hand list:
//!
//! - **Which characters**: letters and digits of any script that UTS #39's General Security
//!   Profile allows in identifiers. That leaves out invisible letters (Hangul fillers),
//!   compatibility forms (full-width `Ｐ`, mathematical `𝐏`: the game writes a typed name in
//!   NFKC first, so a full-width name becomes its plain form) and scripts no longer in use.
//! - **Which mixtures**: UTS #39's "highly restrictive" level: one script, or Han with Latin
//!   and the scripts written beside it (kana, Bopomofo, Hangul). `pаypal` with a Cyrillic `а` is
//!   refused; `玩家Li` is not.
//! - **When two names are one**: when they share a [`name_keys`] key: the UTS #39 confusable
//!   skeleton of the name's NFKC case fold (full folding: `Straße` and `STRASSE`, a Greek final
//!   sigma and `Σ`), or the skeleton of the name as written (so `Ian` and `lan`, one capital `I`
//!   apart, are one name too).

use std::borrow::Cow;

use icu_casemap::CaseMapper;
use icu_normalizer::ComposingNormalizerBorrowed;
use unicode_security::{
    GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection, skeleton,
};

/// Most characters a name may have.
pub const MAX_NAME_CHARS: usize = 16;

/// What is wrong with a name, for words in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Not 1 to [`MAX_NAME_CHARS`] characters: how many it has.
    Length(usize),
    /// A character that is neither a letter nor a digit.
    Character(char),
    /// A letter names do not use: invisible, a compatibility form, or of a script no longer
    /// in use (not allowed by UTS #39's identifier profile).
    Restricted(char),
    /// Letters of scripts that are not written together.
    MixedScripts,
}

/// The name the player meant by `typed`: without surrounding spaces, in NFKC (full-width and
/// other compatibility forms become their plain letters).
pub fn typed_name(typed: &str) -> String {
    ComposingNormalizerBorrowed::new_nfkc()
        .normalize(typed.trim())
        .into_owned()
}

/// What is wrong with `name`, if anything (see the module's rules).
pub fn name_problem(name: &str) -> Option<NameProblem> {
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME_CHARS {
        return Some(NameProblem::Length(chars));
    }
    if let Some(c) = name.chars().find(|c| !c.is_alphanumeric()) {
        return Some(NameProblem::Character(c));
    }
    if let Some(c) = name.chars().find(|c| !c.identifier_allowed()) {
        return Some(NameProblem::Restricted(c));
    }
    if !name.check_restriction_level(RestrictionLevel::HighlyRestrictive) {
        return Some(NameProblem::MixedScripts);
    }
    None
}

/// Checks a name to be bound (see [`name_problem`]); the error says what is wrong, in English.
pub fn check_name(name: &str) -> Result<(), String> {
    describe(name, name_problem(name))
}

/// Checks the shape of a name already held (in a submission, a sign-in, a query, the player's
/// own name file): 1 to [`MAX_NAME_CHARS`] letters and digits. A name bound under older rules
/// stays usable by its player; whether the name is the sender's is the database's answer.
pub fn check_held_name(name: &str) -> Result<(), String> {
    let problem = name_problem(name)
        .filter(|p| matches!(p, NameProblem::Length(_) | NameProblem::Character(_)));
    describe(name, problem)
}

fn describe(name: &str, problem: Option<NameProblem>) -> Result<(), String> {
    match problem {
        None => Ok(()),
        Some(NameProblem::Length(chars)) => Err(format!(
            "a name has 1 to {MAX_NAME_CHARS} characters; {name:?} has {chars}"
        )),
        Some(NameProblem::Character(c)) => Err(format!(
            "a name has only letters and digits; {name:?} has {c:?}"
        )),
        Some(NameProblem::Restricted(c)) => Err(format!(
            "names do not use {c:?} (U+{:04X}): an invisible letter, a compatibility form \
             or a letter no longer in use",
            u32::from(c)
        )),
        Some(NameProblem::MixedScripts) => Err(format!(
            "{name:?} mixes scripts that are not written together"
        )),
    }
}

/// The name's NFKC case fold: NFKC, full case folding, NFKC again (Unicode's
/// `NFKC_Casefold`, up to the default-ignorable letters the skeleton drops anyway).
fn nfkc_fold(name: &str) -> String {
    let nfkc = ComposingNormalizerBorrowed::new_nfkc();
    let folded = CaseMapper::new()
        .fold_string(&nfkc.normalize(name))
        .into_owned();
    match nfkc.normalize(&folded) {
        Cow::Borrowed(_) => folded,
        Cow::Owned(again) => again,
    }
}

/// The form of a name two names share when they are one name for case and look: the
/// confusable skeleton of its NFKC case fold.
pub fn folded(name: &str) -> String {
    skeleton(&nfkc_fold(name)).collect()
}

/// Every key a name holds (one or two): no two players' names share one. The folded skeleton
/// (see [`folded`]) and the skeleton of the name as written (a capital `I` looks like `l`).
/// Both are skeletons, so they are compared with each other too: a name whose case fold looks
/// like another as written is that name.
pub fn name_keys(name: &str) -> Vec<String> {
    let mut keys = vec![folded(name), skeleton(name).collect()];
    keys.dedup();
    keys
}

/// Two names are one name.
pub fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (name_keys(a), name_keys(b));
    a.iter().any(|key| b.contains(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_letters_and_digits_of_any_script_up_to_sixteen() {
        for good in [
            "a",
            "Player1",
            "连连看高手",
            "玩家2026",
            "玩家Li",
            "ひらがな漢字",
            "김철수",
            "ÅsaÖ",
            "Σοφία",
            "Иван",
            "x".repeat(16).as_str(),
        ] {
            check_name(good).unwrap_or_else(|e| panic!("{good}: {e}"));
        }
        for (bad, why) in [
            ("", "1 to 16"),
            ("x".repeat(17).as_str(), "1 to 16"),
            ("a b", "letters and digits"),
            ("a_b", "letters and digits"),
            ("a\u{0}", "letters and digits"),
            ("名字!", "letters and digits"),
            ("\u{202e}abc", "letters and digits"),
        ] {
            let e = check_name(bad).unwrap_err();
            assert!(e.contains(why), "{bad:?}: {e}");
        }
        assert_eq!(name_problem("名字!"), Some(NameProblem::Character('!')));
        assert_eq!(name_problem(""), Some(NameProblem::Length(0)));
    }

    #[test]
    fn invisible_compatibility_and_mixed_names_are_refused() {
        // A Hangul filler is a letter by its category, and shows nothing.
        assert_eq!(
            name_problem("\u{3164}Alice"),
            Some(NameProblem::Restricted('\u{3164}'))
        );
        assert_eq!(
            name_problem("Ｐｌａｙｅｒ"),
            Some(NameProblem::Restricted('Ｐ'))
        );
        assert_eq!(name_problem("𝐏layer"), Some(NameProblem::Restricted('𝐏')));
        // A Cyrillic а among Latin letters; Latin with Greek.
        assert_eq!(name_problem("pаypal"), Some(NameProblem::MixedScripts));
        // Held already (bound under older rules), such a name is still its player's to use.
        assert!(check_held_name("pаypal").is_ok());
        assert!(check_held_name("a b").is_err());
        assert_eq!(name_problem("Alphaβ"), Some(NameProblem::MixedScripts));
        assert!(check_name("pаypal").unwrap_err().contains("mixes scripts"));
        // What the game sends for a name typed in full width: its plain form, which is allowed.
        assert_eq!(typed_name("  Ｐｌａｙｅｒ１ "), "Player1");
        assert_eq!(name_problem(&typed_name("Ｐｌａｙｅｒ１")), None);
    }

    #[test]
    fn names_that_look_the_same_are_one_name() {
        for (a, b) in [
            ("Player", "pLAYER"),
            ("Straße", "STRASSE"),
            ("ΣΟΦΟΣ", "σοφος"),
            ("σοφοσ", "σοφος"),
            ("Ian", "lan"),
            ("paypal", "pаypal"),
            ("Player", "Ｐｌａｙｅｒ"),
            ("Alice", "\u{3164}Alice"),
            ("modern", "rnodern"),
            ("连连看", "连连看"),
        ] {
            assert!(same_name(a, b), "{a:?} and {b:?} are one name");
            assert!(same_name(b, a), "{b:?} and {a:?} are one name");
        }
        for (a, b) in [
            ("Player", "Players"),
            ("张三", "李四"),
            ("Alice", "Alica"),
            ("玩家1", "玩家2"),
        ] {
            assert!(!same_name(a, b), "{a:?} and {b:?} are two names");
        }
        // The old rule (lower case) could not see these.
        assert_ne!("ΣΟΦΟΣ".to_lowercase(), "σοφοσ".to_lowercase());
        assert_ne!("Straße".to_lowercase(), "STRASSE".to_lowercase());
    }
}
