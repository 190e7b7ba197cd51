//! Keys as the player sees and the settings file keeps them: a key with the modifiers held
//! with it (a [`Chord`]), its name on screen ("Shift+Z", "Page Down") and its name in the file
//! ("Shift+KeyZ", Bevy's own name for the key). Only the keys named here can be bound.

use bevy::prelude::{ButtonInput, KeyCode, Res};
use serde::{Deserialize, Serialize};

use crate::formats::saves::settings::ChordName;

/// A key, with the modifiers that must be held with it. A chord without modifiers matches
/// whatever is held; when several chords match a press, the one with most modifiers wins
/// (Shift+Z redoes although Z undoes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Chord {
    /// The key pressed.
    pub key: KeyCode,
    /// Ctrl must be held.
    pub ctrl: bool,
    /// Shift must be held.
    pub shift: bool,
}

impl Chord {
    /// The key alone.
    pub const fn key(key: KeyCode) -> Chord {
        Chord {
            key,
            ctrl: false,
            shift: false,
        }
    }

    /// Shift and the key.
    pub const fn shift(key: KeyCode) -> Chord {
        Chord {
            key,
            ctrl: false,
            shift: true,
        }
    }

    /// Ctrl and the key.
    pub const fn ctrl(key: KeyCode) -> Chord {
        Chord {
            key,
            ctrl: true,
            shift: false,
        }
    }

    /// Ctrl, Shift and the key.
    pub const fn ctrl_shift(key: KeyCode) -> Chord {
        Chord {
            key,
            ctrl: true,
            shift: true,
        }
    }

    /// How many modifiers the chord asks for (the more, the more specific).
    pub fn modifiers(self) -> usize {
        usize::from(self.ctrl) + usize::from(self.shift)
    }

    /// Whether `keys` hold the chord's modifiers now (counting ones pressed and released
    /// within this frame: quick chords, scripted input).
    pub fn modifiers_held(self, keys: &ButtonInput<KeyCode>) -> bool {
        let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_pressed(pair);
        (!self.ctrl || held(CTRL)) && (!self.shift || held(SHIFT))
    }

    /// The chord as the player reads it: "Ctrl+Shift+Z".
    pub fn label(self) -> String {
        self.joined(&key_label(self.key))
    }

    fn joined(self, key: &str) -> String {
        let ctrl = if self.ctrl { "Ctrl+" } else { "" };
        let shift = if self.shift { "Shift+" } else { "" };
        format!("{ctrl}{shift}{key}")
    }
}

impl Chord {
    /// The chord a settings file names, if this game knows its key.
    pub fn named(name: &ChordName) -> Option<Chord> {
        Chord::try_from(name.0.clone()).ok()
    }
}

impl From<Chord> for ChordName {
    fn from(chord: Chord) -> ChordName {
        ChordName(chord.into())
    }
}

impl From<Chord> for String {
    fn from(chord: Chord) -> String {
        chord.joined(&format!("{:?}", chord.key))
    }
}

impl TryFrom<String> for Chord {
    type Error = String;

    fn try_from(text: String) -> Result<Chord, String> {
        let mut chord = Chord::key(KeyCode::Escape);
        let mut rest = text.as_str();
        loop {
            if let Some(r) = rest.strip_prefix("Ctrl+") {
                (chord.ctrl, rest) = (true, r);
            } else if let Some(r) = rest.strip_prefix("Shift+") {
                (chord.shift, rest) = (true, r);
            } else {
                break;
            }
        }
        chord.key = KEYS
            .iter()
            .map(|(k, _)| *k)
            .find(|k| format!("{k:?}") == rest)
            .ok_or_else(|| format!("no key called {rest:?}"))?;
        Ok(chord)
    }
}

/// Both Ctrl keys.
pub const CTRL: [KeyCode; 2] = [KeyCode::ControlLeft, KeyCode::ControlRight];
/// Both Shift keys.
pub const SHIFT: [KeyCode; 2] = [KeyCode::ShiftLeft, KeyCode::ShiftRight];

/// Every key a binding may use, with its name on screen.
const KEYS: &[(KeyCode, &str)] = &[
    (KeyCode::KeyA, "A"),
    (KeyCode::KeyB, "B"),
    (KeyCode::KeyC, "C"),
    (KeyCode::KeyD, "D"),
    (KeyCode::KeyE, "E"),
    (KeyCode::KeyF, "F"),
    (KeyCode::KeyG, "G"),
    (KeyCode::KeyH, "H"),
    (KeyCode::KeyI, "I"),
    (KeyCode::KeyJ, "J"),
    (KeyCode::KeyK, "K"),
    (KeyCode::KeyL, "L"),
    (KeyCode::KeyM, "M"),
    (KeyCode::KeyN, "N"),
    (KeyCode::KeyO, "O"),
    (KeyCode::KeyP, "P"),
    (KeyCode::KeyQ, "Q"),
    (KeyCode::KeyR, "R"),
    (KeyCode::KeyS, "S"),
    (KeyCode::KeyT, "T"),
    (KeyCode::KeyU, "U"),
    (KeyCode::KeyV, "V"),
    (KeyCode::KeyW, "W"),
    (KeyCode::KeyX, "X"),
    (KeyCode::KeyY, "Y"),
    (KeyCode::KeyZ, "Z"),
    (KeyCode::Digit0, "0"),
    (KeyCode::Digit1, "1"),
    (KeyCode::Digit2, "2"),
    (KeyCode::Digit3, "3"),
    (KeyCode::Digit4, "4"),
    (KeyCode::Digit5, "5"),
    (KeyCode::Digit6, "6"),
    (KeyCode::Digit7, "7"),
    (KeyCode::Digit8, "8"),
    (KeyCode::Digit9, "9"),
    (KeyCode::F1, "F1"),
    (KeyCode::F2, "F2"),
    (KeyCode::F3, "F3"),
    (KeyCode::F4, "F4"),
    (KeyCode::F5, "F5"),
    (KeyCode::F6, "F6"),
    (KeyCode::F7, "F7"),
    (KeyCode::F8, "F8"),
    (KeyCode::F9, "F9"),
    (KeyCode::F10, "F10"),
    (KeyCode::F11, "F11"),
    (KeyCode::F12, "F12"),
    (KeyCode::ArrowLeft, "Left"),
    (KeyCode::ArrowRight, "Right"),
    (KeyCode::ArrowUp, "Up"),
    (KeyCode::ArrowDown, "Down"),
    (KeyCode::Space, "Space"),
    (KeyCode::Enter, "Enter"),
    (KeyCode::NumpadEnter, "Num Enter"),
    (KeyCode::Escape, "Esc"),
    (KeyCode::Tab, "Tab"),
    (KeyCode::Backspace, "Backspace"),
    (KeyCode::Delete, "Del"),
    (KeyCode::Insert, "Ins"),
    (KeyCode::Home, "Home"),
    (KeyCode::End, "End"),
    (KeyCode::PageUp, "Page Up"),
    (KeyCode::PageDown, "Page Down"),
    (KeyCode::BracketLeft, "["),
    (KeyCode::BracketRight, "]"),
    (KeyCode::Semicolon, ";"),
    (KeyCode::Quote, "'"),
    (KeyCode::Minus, "-"),
    (KeyCode::Equal, "="),
    (KeyCode::Comma, ","),
    (KeyCode::Period, "."),
    (KeyCode::Slash, "/"),
    (KeyCode::Backslash, "\\"),
    (KeyCode::Backquote, "`"),
    (KeyCode::Numpad0, "Num 0"),
    (KeyCode::Numpad1, "Num 1"),
    (KeyCode::Numpad2, "Num 2"),
    (KeyCode::Numpad3, "Num 3"),
    (KeyCode::Numpad4, "Num 4"),
    (KeyCode::Numpad5, "Num 5"),
    (KeyCode::Numpad6, "Num 6"),
    (KeyCode::Numpad7, "Num 7"),
    (KeyCode::Numpad8, "Num 8"),
    (KeyCode::Numpad9, "Num 9"),
];

/// Whether `key` can be bound (it has a name).
pub fn bindable(key: KeyCode) -> bool {
    KEYS.iter().any(|(k, _)| *k == key)
}

/// A key's name on screen; a key without one shows Bevy's name for it.
pub fn key_label(key: KeyCode) -> String {
    match KEYS.iter().find(|(k, _)| *k == key) {
        Some((_, name)) => name.to_string(),
        None => format!("{key:?}"),
    }
}

/// Run condition: a key went down this frame (for systems that act only on presses). False
/// without a keyboard (headless apps).
pub fn any_key_just_pressed(keys: Option<Res<ButtonInput<KeyCode>>>) -> bool {
    keys.is_some_and(|keys| keys.get_just_pressed().next().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chords_read_back_what_they_write() {
        for chord in [
            Chord::key(KeyCode::Tab),
            Chord::shift(KeyCode::KeyZ),
            Chord::ctrl_shift(KeyCode::BracketLeft),
        ] {
            let text = String::from(chord);
            assert_eq!(Chord::try_from(text), Ok(chord));
        }
        assert_eq!(String::from(Chord::shift(KeyCode::KeyZ)), "Shift+KeyZ");
        assert_eq!(Chord::ctrl(KeyCode::KeyS).label(), "Ctrl+S");
        assert!(Chord::try_from("Shift+Nothing".to_string()).is_err());
    }
}
