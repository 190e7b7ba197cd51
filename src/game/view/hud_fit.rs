//! The status row stays one line: its words (the status line, a goal's progress) are never
//! wrapped, and are set smaller together, down to a share of their size, when the row would
//! not hold them beside the score and the pause button (a long level name, rules or goal in a
//! long language). A second line would run into the notice lane under the row.

use bevy::prelude::*;
use bevy::text::LineBreak;
use bevy::ui::{ComputedNode, UiSystems};

use crate::game::core::pacing::FramePacing;
use crate::game::view::geometry::TextSize;

/// A text of the status row: `size` is its size when the row holds it.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct RowText {
    /// Its size when it fits.
    pub size: f32,
}

/// The status row (its two groups are its children).
#[derive(Component, Debug)]
pub struct StatusRow;

/// The group that gives way: the status line and a goal's progress.
#[derive(Component, Debug)]
pub struct GivesWay;

/// The gap between the row's groups, in interface pixels.
pub const ROW_GAP: f32 = 24.0;

/// The least share of their size the row's words are set at.
const SMALLEST_SHARE: f32 = 0.6;

/// A row text's words in `size`, on one line.
pub fn row_text(size: f32) -> impl Bundle {
    (
        RowText { size },
        TextFont::from_font_size(size),
        TextLayout::new(Justify::Left, LineBreak::NoWrap),
    )
}

/// The share of their size the row's words should be set at: now set at `share`, the group
/// that gives way laid out `wide`, in a row leaving it `room`, at the player's text size
/// `size` (at a larger size they may be set smaller, but never smaller than the usual size
/// would set them).
fn fitted_share(share: f32, wide: f32, room: f32, size: f32) -> f32 {
    if wide <= 0.0 || room <= 0.0 {
        return share;
    }
    (share * room / wide).clamp(SMALLEST_SHARE / size.max(1.0), 1.0)
}

/// Sets the row's words smaller when the group that gives way is wider than the row leaves
/// it, and back towards their size when there is room.
fn fit_status_row(
    rows: Query<(&ComputedNode, &Children), With<StatusRow>>,
    groups: Query<(&ComputedNode, Has<GivesWay>)>,
    mut texts: Query<(&RowText, &mut TextFont)>,
    mut pacing: ResMut<FramePacing>,
    size: Option<Res<TextSize>>,
) {
    let size = size.map_or(1.0, |s| s.0);
    for (row, children) in &rows {
        let (mut wide, mut others) = (0.0, 0.0);
        for (node, gives) in groups.iter_many(children) {
            if gives {
                wide += node.size.x;
            } else {
                others += node.size.x;
            }
        }
        let gap = ROW_GAP / row.inverse_scale_factor.max(f32::EPSILON);
        let gaps = children.len().saturating_sub(1) as f32 * gap;
        let room = row.content_box().width() - others - gaps;
        let Some((one, font)) = texts.iter().next() else {
            continue;
        };
        let FontSize::Px(now) = font.font_size else {
            continue;
        };
        let share = now / one.size;
        let fitted = fitted_share(share, wide, room, size);
        // Within a pixel of its room the row is left as it is: no back and forth.
        if (fitted - share).abs() * wide / share.max(f32::EPSILON) < 1.0 {
            continue;
        }
        for (text, mut font) in &mut texts {
            font.font_size = FontSize::Px(text.size * fitted);
        }
        pacing.frame_now();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, fit_status_row.after(UiSystems::PostLayout));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_too_wide_are_set_smaller_and_get_their_size_back_when_there_is_room() {
        assert_eq!(fitted_share(1.0, 800.0, 1000.0, 1.0), 1.0);
        assert!((fitted_share(1.0, 1000.0, 800.0, 1.0) - 0.8).abs() < 1e-6);
        assert_eq!(fitted_share(1.0, 3000.0, 800.0, 1.0), SMALLEST_SHARE);
        // Set at 0.8 and now laid out 800 wide in 1000: back to the whole size.
        assert_eq!(fitted_share(0.8, 800.0, 1000.0, 1.0), 1.0);
        assert!((fitted_share(0.8, 800.0, 900.0, 1.0) - 0.9).abs() < 1e-6);
        // At twice the text size, down to what the usual size's least share would set.
        assert_eq!(fitted_share(1.0, 3000.0, 800.0, 2.0), SMALLEST_SHARE / 2.0);
    }
}
