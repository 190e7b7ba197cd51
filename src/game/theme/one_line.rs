//! A text that stays on one line in the box it sits in: set smaller (down to a share of its
//! size) when it would not fit, back at its size when it would. For names of any length in a
//! box of fixed width (a choice's value, a level card's title), which must neither wrap
//! unevenly nor push their neighbours about.

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::{ComputedNode, UiSystems};

use crate::game::core::pacing::FramePacing;
use crate::game::view::geometry::TextSize;

/// A text that stays on one line in the box it sits in (its parent): set smaller (down to [`SMALLEST_SHARE`] of its
/// size) when it would not fit.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct OneLine {
    /// Its size when it fits.
    pub size: f32,
}

/// The least share of its size a [`OneLine`] text is set at.
const SMALLEST_SHARE: f32 = 0.6;

/// A label saying `text` at `size` in `colour` that stays on one line in its parent's box.
pub fn one_line_label(text: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::new(Justify::Center, bevy::text::LineBreak::NoWrap),
        OneLine { size },
    )
}

/// A [`OneLine`] text laid out wider than the box it sits in is set smaller; one set smaller
/// that would fit at a larger size gets it back.
fn keep_on_one_line(
    mut texts: Query<(&OneLine, &mut TextFont, &ChildOf, &TextLayoutInfo), Changed<TextLayoutInfo>>,
    boxes: Query<&ComputedNode>,
    mut pacing: ResMut<FramePacing>,
    text_size: Option<Res<TextSize>>,
) {
    let least = SMALLEST_SHARE / text_size.map_or(1.0, |s| s.0.max(1.0));
    for (one_line, mut font, parent, layout) in &mut texts {
        let Ok(node) = boxes.get(parent.parent()) else {
            continue;
        };
        let room = node.content_box().width() * node.inverse_scale_factor;
        let wide = layout.size.x;
        if room <= 0.0 || wide <= 0.0 {
            continue;
        }
        let FontSize::Px(now) = font.font_size else {
            continue;
        };
        let fitted = fitted_size(one_line.size, now, wide, room, least);
        if (fitted - now).abs() > 0.25 {
            font.font_size = FontSize::Px(fitted);
            pacing.frame_now();
        }
    }
}

/// The size a one-line text of `size` should be set at, now set at `now` and laid out `wide`
/// in a box `room` wide, at least `least` of its size (smaller at a large text size, never
/// smaller than the usual size would set it).
fn fitted_size(size: f32, now: f32, wide: f32, room: f32, least: f32) -> f32 {
    let at_full = wide * size / now;
    (size * (room / at_full).min(1.0)).max(size * least)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, keep_on_one_line.after(UiSystems::PostLayout));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_value_is_set_smaller_and_a_short_one_at_its_size() {
        let least = SMALLEST_SHARE;
        assert_eq!(fitted_size(20.0, 20.0, 100.0, 200.0, least), 20.0);
        assert_eq!(fitted_size(20.0, 20.0, 250.0, 200.0, least), 16.0);
        assert_eq!(
            fitted_size(20.0, 16.0, 100.0, 200.0, least),
            20.0,
            "back to its size"
        );
        assert_eq!(
            fitted_size(20.0, 20.0, 1000.0, 200.0, least),
            12.0,
            "not below its least"
        );
        assert_eq!(
            fitted_size(40.0, 40.0, 2000.0, 200.0, least / 2.0),
            12.0,
            "at twice the text size, down to the usual size's least"
        );
    }
}
