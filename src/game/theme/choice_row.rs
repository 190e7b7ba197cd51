//! A row that chooses among values, "Label        ‹  value  ›": the label on the left, the value
//! in a box of its own width between two arrows. The translations write a row as one message
//! ("Label  < value >"), which the row shows in its parts: `‹` steps back, `›` forward, a click
//! elsewhere on the row forward. The value's box never changes width, so a long value (a tile
//! set's name with its author) is set smaller rather than pushing the arrows about.

use bevy::prelude::*;
use bevy::text::LineBreak;
use bevy::ui::UiSystems;

use super::one_line::OneLine;
use super::palette::{GOLD, TEXT, TEXT_DIM};

/// A choice row: what it says, as its message words it ("Label  < value >").
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct Choice(pub String);

/// The label part of a choice row.
#[derive(Component, Debug)]
pub struct ChoiceLabel;

/// The value part of a choice row.
#[derive(Component, Debug)]
pub struct ChoiceValue;

/// An arrow of a choice row: steps its row's value by -1 (`‹`) or 1 (`›`) when pressed.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceArrow(pub i8);

/// The label and the value of a row's words: "Label  < value >" (or "< value >" with no label)
/// is split at its last `<`; words without one are all label.
pub fn split_choice(text: &str) -> (&str, &str) {
    let Some(open) = text.rfind('<') else {
        return (text.trim(), "");
    };
    let value = text[open + 1..].trim();
    let value = value.strip_suffix('>').unwrap_or(value).trim();
    (text[..open].trim(), value)
}

/// The parts of a choice row saying `text`, with the value's box `value_width` wide and the
/// words at `size`.
pub fn choice_parts(text: &str, value_width: f32, size: f32) -> impl Bundle {
    let (label, value) = split_choice(text);
    (
        Choice(text.to_string()),
        Children::spawn((
            Spawn((
                ChoiceLabel,
                Text::new(label),
                TextFont::from_font_size(size),
                TextColor(TEXT),
                Node {
                    flex_grow: 1.0,
                    flex_shrink: 1.0,
                    ..default()
                },
                Pickable::IGNORE,
            )),
            Spawn(arrow(-1, size)),
            Spawn((
                Node {
                    width: px(value_width),
                    flex_shrink: 0.0,
                    justify_content: JustifyContent::Center,
                    overflow: Overflow::clip_x(),
                    ..default()
                },
                Pickable::IGNORE,
                children![(
                    ChoiceValue,
                    Text::new(value),
                    TextFont::from_font_size(size),
                    TextColor(GOLD),
                    TextLayout::new(Justify::Center, LineBreak::NoWrap),
                    OneLine { size },
                    Pickable::IGNORE,
                )],
            )),
            Spawn(arrow(1, size)),
        )),
    )
}

/// An arrow stepping by `by`: a press on it is its own (it blocks the row under it).
fn arrow(by: i8, size: f32) -> impl Bundle {
    (
        ChoiceArrow(by),
        Interaction::default(),
        // A node lets presses through to what lies under it unless it says otherwise.
        bevy::ui::FocusPolicy::Block,
        Node {
            width: px(size * 1.3),
            flex_shrink: 0.0,
            justify_content: JustifyContent::Center,
            ..default()
        },
        children![(
            Text::new(if by < 0 { "‹" } else { "›" }),
            TextFont::from_font_size(size * 1.2),
            TextColor(TEXT_DIM),
            Pickable::IGNORE,
        )],
    )
}

/// A row whose words changed shows them in its parts.
fn show_choices(
    rows: Query<(Entity, &Choice), Changed<Choice>>,
    children: Query<&Children>,
    mut labels: Query<&mut Text, (With<ChoiceLabel>, Without<ChoiceValue>)>,
    mut values: Query<&mut Text, (With<ChoiceValue>, Without<ChoiceLabel>)>,
) {
    for (row, choice) in &rows {
        let (label, value) = split_choice(&choice.0);
        for part in children.iter_descendants(row) {
            if let Ok(mut text) = labels.get_mut(part) {
                text.set_if_neq(Text::new(label));
            }
            if let Ok(mut text) = values.get_mut(part) {
                text.set_if_neq(Text::new(value));
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, show_choices.before(UiSystems::Prepare));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_s_words_split_into_label_and_value() {
        assert_eq!(
            split_choice("Effects volume  < 80% >"),
            ("Effects volume", "80%")
        );
        assert_eq!(
            split_choice("Volume des effets  < 80 % >"),
            ("Volume des effets", "80 %")
        );
        assert_eq!(split_choice("<  Twin Triangles  >"), ("", "Twin Triangles"));
        assert_eq!(split_choice("背景  < 宣纸 >"), ("背景", "宣纸"));
        assert_eq!(split_choice("Back"), ("Back", ""));
    }
}
