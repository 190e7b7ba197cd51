//! Typing into a menu's text field: keys and an input method's text go into the field, Enter
//! keeps it, Esc leaves it as it was; while a field has the keyboard the menu's keys rest and
//! the window takes an input method (so Chinese can be typed). Shared by every field (the
//! Online page's, the hall of fame's player name).

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::{Ime, PrimaryWindow};

use crate::game::screens::navigation::TypingInMenu;

/// What the keys read so far did to the text being typed.
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    /// Nothing more to do.
    More,
    /// Keep what was typed.
    Keep,
    /// Leave the field as it was.
    Drop,
}

/// The text of a field being typed in.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct TextEntry {
    /// What it holds.
    pub text: String,
    /// Text an input method is composing, not yet committed.
    pub composing: String,
    /// Most characters it takes.
    most: usize,
    /// The key that gave the field the keyboard is still to be read: it must not type.
    fresh: bool,
}

impl TextEntry {
    /// A field starting from `text`, taking at most `most` characters.
    pub fn start(text: &str, most: usize) -> Self {
        let mut entry = TextEntry {
            most,
            fresh: true,
            ..TextEntry::default()
        };
        push_text(&mut entry.text, text, most);
        entry
    }

    /// The text as shown while typing: with what is being composed, and a cursor.
    pub fn shown(&self) -> String {
        format!("{}{}|", self.text, self.composing)
    }

    /// Takes this frame's keys and input-method text.
    pub fn read(
        &mut self,
        keys: &mut MessageReader<KeyboardInput>,
        ime: &mut MessageReader<Ime>,
    ) -> Typed {
        if std::mem::take(&mut self.fresh) {
            keys.clear();
            ime.clear();
            return Typed::More;
        }
        let mut done = Typed::More;
        for key in keys.read() {
            if key.state == ButtonState::Pressed && done == Typed::More {
                done = self.key(key);
            }
        }
        for event in ime.read() {
            match event {
                Ime::Preedit { value, .. } => self.composing.clone_from(value),
                Ime::Commit { value, .. } => {
                    push_text(&mut self.text, value, self.most);
                    self.composing.clear();
                }
                _ => {}
            }
        }
        done
    }

    /// One key pressed while typing.
    fn key(&mut self, key: &KeyboardInput) -> Typed {
        match &key.logical_key {
            Key::Enter => Typed::Keep,
            Key::Escape => Typed::Drop,
            Key::Backspace => {
                self.text.pop();
                Typed::More
            }
            _ => {
                if let Some(text) = &key.text {
                    push_text(&mut self.text, text, self.most);
                }
                Typed::More
            }
        }
    }
}

/// Adds typed text, without control characters, up to `most` characters in all.
pub fn push_text(to: &mut String, text: &str, most: usize) {
    let room = most.saturating_sub(to.chars().count());
    to.extend(text.chars().filter(|c| !c.is_control()).take(room));
}

/// Whether a field has the keyboard: the menu's keys rest and the window takes an input
/// method only while one does.
pub fn set_typing(
    typing: bool,
    taken: &mut TypingInMenu,
    windows: &mut Query<&mut Window, With<PrimaryWindow>>,
) {
    if taken.0 != typing {
        taken.0 = typing;
    }
    for mut window in windows {
        if window.ime_enabled != typing {
            window.ime_enabled = typing;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_text_drops_control_characters_and_stops_at_the_limit() {
        let mut text = String::new();
        push_text(&mut text, "张\u{7}三", 200);
        assert_eq!(text, "张三");
        push_text(&mut text, &"x".repeat(500), 200);
        assert_eq!(text.chars().count(), 200);
        assert_eq!(
            TextEntry::start(&"y".repeat(50), 24).text.chars().count(),
            24
        );
    }
}
