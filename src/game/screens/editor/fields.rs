//! The level page's fields: what each field of the level file reads and writes, and typing
//! into them (a click gives a field the keyboard; text, Backspace, Tab, Enter and Esc, and an
//! input method for Chinese names). Every change is applied to the draft at once, one field's
//! typing one step of undo.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::{Ime, PrimaryWindow};

use super::model::LevelDraft;
use super::state::Editor;
use crate::engine::deal::Difficulty;
use crate::formats::level::LevelField;

/// A field typed into.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    /// The name (English, and the name for every language without its own).
    Name,
    /// The name in Chinese.
    ChineseName,
    /// The identity progress is kept under (the file's name when empty).
    Id,
    /// Seconds to clear the board (no limit when empty).
    TimeLimit,
    /// Points for one, two and three stars (0, 1, 2).
    Star(u8),
    /// The seed every deal uses (a new deal each time when empty).
    Seed,
    /// How hard deals are, 0 to 1.
    Difficulty,
}

impl Field {
    /// Every field, in the order Tab moves through them.
    pub const ALL: [Field; 9] = [
        Field::Name,
        Field::ChineseName,
        Field::Id,
        Field::TimeLimit,
        Field::Star(0),
        Field::Star(1),
        Field::Star(2),
        Field::Seed,
        Field::Difficulty,
    ];

    /// The field of the level file this field writes.
    pub fn file_field(self) -> LevelField {
        match self {
            Field::Name => LevelField::Name,
            Field::ChineseName => LevelField::Names,
            Field::Id => LevelField::Id,
            Field::TimeLimit => LevelField::TimeLimit,
            Field::Star(_) => LevelField::Stars,
            Field::Seed => LevelField::Seed,
            Field::Difficulty => LevelField::Difficulty,
        }
    }

    /// The field's value as the level has it.
    pub fn value(self, editor: &LevelDraft) -> String {
        let l = &editor.level;
        match self {
            Field::Name => l.name.clone(),
            Field::ChineseName => l.names.get("zh").cloned().unwrap_or_default(),
            Field::Id => l.id.clone().unwrap_or_default(),
            Field::TimeLimit => l.time_limit.map_or_else(String::new, |t| t.to_string()),
            Field::Star(i) => l.stars[usize::from(i)].to_string(),
            Field::Seed => l.seed.map_or_else(String::new, |s| s.to_string()),
            Field::Difficulty => l.difficulty.0.to_string(),
        }
    }

    /// Sets the field from what was typed; the message key of what was expected when the text
    /// cannot be such a value (the level's own checks say the rest).
    pub fn set(self, text: &str, editor: &mut LevelDraft) -> Result<(), &'static str> {
        let t = text.trim();
        let number = |t: &str| t.parse::<u64>().map_err(|_| "field-expected-whole");
        match self {
            Field::Name => editor.edit(|e| e.level.name = text.to_string()),
            Field::ChineseName => editor.edit(|e| {
                if t.is_empty() {
                    e.level.names.remove("zh");
                } else {
                    e.level.names.insert("zh".into(), text.to_string());
                }
            }),
            Field::Id => editor.edit(|e| e.level.id = (!t.is_empty()).then(|| t.to_string())),
            Field::TimeLimit => {
                let limit = match t {
                    "" => None,
                    t => Some(u32::try_from(number(t)?).map_err(|_| "field-expected-whole")?),
                };
                editor.edit(|e| e.level.time_limit = limit);
            }
            Field::Star(i) => {
                let points = match t {
                    "" => None,
                    t => Some(u32::try_from(number(t)?).map_err(|_| "field-expected-whole")?),
                };
                editor.edit(|e| match points {
                    Some(p) => e.set_star(usize::from(i), p),
                    None => e.default_stars(),
                });
            }
            Field::Seed => {
                let seed = match t {
                    "" => None,
                    t => Some(number(t)?),
                };
                editor.edit(|e| e.level.seed = seed);
            }
            Field::Difficulty => {
                let d = match t {
                    "" => Difficulty::default(),
                    t => Difficulty(t.parse::<f32>().map_err(|_| "field-expected-fraction")?),
                };
                editor.edit(|e| e.level.difficulty = d);
            }
        }
        Ok(())
    }

    pub(crate) fn label_key(self) -> &'static str {
        match self {
            Field::Name => "field-name",
            Field::ChineseName => "field-name-zh",
            Field::Id => "field-id",
            Field::TimeLimit => "field-time-limit",
            Field::Star(_) => "field-stars",
            Field::Seed => "field-seed",
            Field::Difficulty => "field-difficulty",
        }
    }

    /// What an empty field means, shown dimmed.
    pub(crate) fn empty_key(self) -> Option<&'static str> {
        match self {
            Field::ChineseName => Some("field-empty-name-zh"),
            Field::Id => Some("field-empty-id"),
            Field::TimeLimit => Some("field-empty-time"),
            Field::Seed => Some("field-empty-seed"),
            _ => None,
        }
    }
}

/// The field being typed in, and its text.
#[derive(Resource, Debug, Default, Clone)]
pub struct Typing {
    /// The field with the keyboard, if any.
    pub field: Option<Field>,
    /// What it holds.
    pub text: String,
    /// Text an input method is composing, not yet committed.
    pub composing: String,
    /// Why the text is not a value of the field (a message key).
    pub error: Option<&'static str>,
}

/// A click on a field gives it the keyboard; a click anywhere else takes it away.
pub(crate) fn focus_fields(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    boxes: Query<(&Interaction, &Field)>,
    mut typing: ResMut<Typing>,
    mut editor: ResMut<Editor>,
) {
    let clicked = boxes
        .iter()
        .find(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, f)| *f);
    let pressed_elsewhere = mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    match clicked {
        Some(field) if typing.field != Some(field) => focus(&mut typing, &mut editor, Some(field)),
        None if pressed_elsewhere && typing.field.is_some() => {
            focus(&mut typing, &mut editor, None);
        }
        _ => {}
    }
}

/// An input method (Chinese names) composes only while a field has the keyboard, however it
/// got or lost it (a click, Tab, Enter, Esc).
pub(crate) fn follow_with_input_method(
    typing: Res<Typing>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !typing.is_changed() {
        return;
    }
    let wanted = typing.field.is_some();
    for mut window in &mut windows {
        if window.ime_enabled != wanted {
            window.ime_enabled = wanted;
        }
    }
}

/// Gives `field` the keyboard (or none), starting from the level's value.
fn focus(typing: &mut Typing, editor: &mut LevelDraft, field: Option<Field>) {
    typing.field = field;
    typing.text = field.map_or_else(String::new, |f| f.value(editor));
    typing.composing.clear();
    typing.error = None;
    editor.typing(false);
    editor.typing(field.is_some());
}

/// Keys typed go into the field with the keyboard: text, Backspace, Enter or Esc to finish,
/// Tab to the next field. Every change is applied to the level at once.
pub(crate) fn type_in_fields(
    mut keys: MessageReader<KeyboardInput>,
    mut ime: MessageReader<Ime>,
    held: Option<Res<ButtonInput<KeyCode>>>,
    mut typing: ResMut<Typing>,
    mut editor: ResMut<Editor>,
) {
    let Some(field) = typing.field else {
        keys.clear();
        ime.clear();
        return;
    };
    let ctrl = held.is_some_and(|k| k.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]));
    let mut changed = false;
    let mut next = Some(field);
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        match &key.logical_key {
            Key::Backspace => changed |= typing.text.pop().is_some(),
            Key::Enter | Key::Escape => next = None,
            Key::Tab => {
                let at = Field::ALL.iter().position(|f| *f == field).unwrap_or(0);
                next = Some(Field::ALL[(at + 1) % Field::ALL.len()]);
            }
            _ if ctrl => {}
            _ => {
                if let Some(text) = &key.text {
                    let text: String = text.chars().filter(|c| !c.is_control()).collect();
                    if !text.is_empty() && typing.text.chars().count() < 64 {
                        typing.text.push_str(&text);
                        changed = true;
                    }
                }
            }
        }
    }
    for event in ime.read() {
        match event {
            Ime::Preedit { value, .. } => typing.composing.clone_from(value),
            Ime::Commit { value, .. } => {
                typing.text.push_str(value);
                typing.composing.clear();
                changed = true;
            }
            _ => {}
        }
    }
    if changed {
        let text = typing.text.clone();
        typing.error = field.set(&text, &mut editor).err();
    }
    if next != Some(field) {
        focus(&mut typing, &mut editor, next);
    }
}

/// Leaving the editor leaves no field with the keyboard.
pub(crate) fn drop_focus(
    mut typing: ResMut<Typing>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    *typing = Typing::default();
    for mut window in &mut windows {
        window.ime_enabled = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_values_are_read_or_refused_with_what_was_expected() {
        let mut editor = Editor::default();
        assert_eq!(Field::TimeLimit.set("90", &mut editor), Ok(()));
        assert_eq!(editor.level.time_limit, Some(90));
        assert_eq!(
            Field::TimeLimit.set("9o", &mut editor),
            Err("field-expected-whole")
        );
        assert_eq!(
            editor.level.time_limit,
            Some(90),
            "a bad value changes nothing"
        );
        assert_eq!(Field::TimeLimit.set("", &mut editor), Ok(()));
        assert_eq!(editor.level.time_limit, None);
        Field::ChineseName.set("心形", &mut editor).unwrap();
        assert_eq!(editor.level.name_in("zh"), "心形");
        Field::Star(2).set("5000", &mut editor).unwrap();
        assert_eq!(editor.level.stars[2], 5000);
        Field::Difficulty.set("0.25", &mut editor).unwrap();
        assert_eq!(Field::Difficulty.value(&editor), "0.25");
        assert_eq!(
            Field::Seed.set("-1", &mut editor),
            Err("field-expected-whole")
        );
    }
}
