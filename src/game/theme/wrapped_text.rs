//! Text that wraps grows its box. Bevy's UI measures a text for layout as one line when its box
//! is sized by its content (a label in a column that is itself as wide as its content), then
//! lays the text out in the width it was given, where a long description wraps to more lines
//! than its box holds. After the text is laid out, a box whose text came out taller than the box
//! is given that height as its minimum, so the next layout makes room; a box grown so follows
//! its text when it gets shorter (another language).

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::{ComputedNode, UiSystems};

use crate::game::core::pacing::FramePacing;

/// The minimum height (in UI pixels) given to a text's box because its wrapped text is taller
/// than Bevy's measure said.
#[derive(Component, Debug, Clone, Copy, PartialEq, Reflect)]
#[reflect(Component)]
pub struct GrownToText(f32);

/// Slack for rounding (the measure rounds in physical pixels), in UI pixels: far less than a
/// line, which is what a wrap adds.
const SLACK: f32 = 2.0;

/// A text's box as laid out, and the minimum height given to it before.
type TextBox<'a> = (
    Entity,
    &'a mut Node,
    &'a ComputedNode,
    &'a TextLayoutInfo,
    Option<&'a GrownToText>,
);

/// Gives each text box whose laid-out text is taller than the box the text's height as its
/// minimum, and keeps a box grown so at its text's height.
fn grow_boxes_to_wrapped_text(
    mut commands: Commands,
    mut texts: Query<TextBox, (With<Text>, Changed<TextLayoutInfo>)>,
    mut pacing: ResMut<FramePacing>,
) {
    for (entity, mut node, computed, layout, grown) in &mut texts {
        let shown_height = computed.size.y * computed.inverse_scale_factor;
        let wanted = wanted_height(layout.size.y, shown_height, grown.map(|g| g.0));
        if let Some(height) = wanted {
            node.min_height = px(height);
            commands.entity(entity).insert(GrownToText(height));
            pacing.frame_now();
        }
    }
}

/// The minimum height a text's box should be given, if it should change: the laid-out text's
/// height when that is taller than the box, or than a minimum given before that the text has
/// since outgrown or shrunk from. A box whose height a screen set itself is never touched
/// (`grown` is `None` and the text fits).
fn wanted_height(text_height: f32, box_height: f32, grown: Option<f32>) -> Option<f32> {
    let height = text_height;
    match grown {
        None if height > box_height + SLACK => Some(height),
        Some(given) if (height - given).abs() > SLACK && height > SLACK => Some(height),
        _ => None,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.register_type::<GrownToText>().add_systems(
        PostUpdate,
        grow_boxes_to_wrapped_text.after(UiSystems::PostLayout),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_taller_than_its_box_grows_it_and_a_fitting_one_is_left_alone() {
        assert_eq!(wanted_height(38.2, 19.0, None), Some(38.2));
        assert_eq!(wanted_height(19.0, 19.0, None), None);
        assert_eq!(wanted_height(19.6, 19.0, None), None, "rounding");
        assert_eq!(
            wanted_height(19.0, 40.0, None),
            None,
            "a box sized by its screen"
        );
    }

    #[test]
    fn a_grown_box_follows_its_text_both_ways() {
        assert_eq!(wanted_height(39.0, 39.0, Some(39.0)), None);
        assert_eq!(wanted_height(57.0, 39.0, Some(39.0)), Some(57.0));
        assert_eq!(wanted_height(19.0, 39.0, Some(39.0)), Some(19.0));
    }
}
