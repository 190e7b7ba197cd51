//! Whether every text on screen fits its box, measured with Bevy's own text layout: a text laid
//! out wider or taller than its node, or its node reaching out of its parent's content box
//! (a button, a card, a panel) or out of the window, is a text the player sees cut or
//! spilling. `--check-text-fit` with `--screenshot` reports each such text when the picture
//! is taken and makes the run fail (`scripts/check-text-fit` runs every screen in every
//! language at the smallest and a large window).

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy::window::PrimaryWindow;

/// Check that every text fits, when the screenshot is taken.
#[derive(Resource, Debug, Default)]
pub struct CheckTextFit {
    /// The texts that did not fit, once checked.
    pub misfits: Option<Vec<String>>,
}

/// Slack for rounding, in physical pixels.
const SLACK: f32 = 1.5;

/// A text node as laid out: what it says, its rectangle on screen, its text's laid-out size.
type TextNode<'a> = (
    Entity,
    &'a Text,
    &'a ComputedNode,
    &'a UiGlobalTransform,
    &'a TextLayoutInfo,
    &'a InheritedVisibility,
);

/// The texts of the screen that do not fit, each with why.
pub fn misfits(world: &mut World) -> Vec<String> {
    let window = world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .iter(world)
        .next()
        .map(|w| Rect::from_corners(Vec2::ZERO, w.physical_size().as_vec2()));
    let mut texts = world.query::<TextNode>();
    let mut boxes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    let mut parents = world.query::<&ChildOf>();
    let mut found = Vec::new();
    for (entity, text, node, at, layout, visible) in texts.iter(world) {
        // A node not displayed (in a hidden panel) has no size and shows nothing.
        if !visible.get() || text.0.trim().is_empty() || node.size.min_element() <= 0.0 {
            continue;
        }
        let said = text.0.replace('\n', " ");
        let shown = shown_rect(node, at, layout);
        let parent = parents.get(world, entity).ok().map(ChildOf::parent);
        if let Some((pnode, pat)) = parent.and_then(|p| boxes.get(world, p).ok()) {
            let inside = pnode.padding_box();
            let inside = Rect::from_center_size(pat.translation + inside.center(), inside.size());
            if outside(shown, inside) {
                found.push(format!(
                    "{said:?}: reaches {:.0} px out of its box ({:.0}x{:.0} laid out in {:.0}x{:.0})",
                    over(shown, inside),
                    shown.width(),
                    shown.height(),
                    inside.width(),
                    inside.height()
                ));
                continue;
            }
        }
        if let Some(window) = window
            && outside(shown, window)
        {
            found.push(format!(
                "{said:?}: reaches {:.0} px out of the window",
                over(shown, window)
            ));
        }
    }
    found
}

/// Where a text's glyphs are on screen: its node, grown to its laid-out size (lines run down
/// from the node's top, centred across it). Bevy keeps the laid-out size in logical pixels,
/// the node's in physical ones.
fn shown_rect(node: &ComputedNode, at: &UiGlobalTransform, layout: &TextLayoutInfo) -> Rect {
    let laid = layout.size / node.inverse_scale_factor.max(f32::EPSILON);
    let own = Rect::from_center_size(at.translation, node.size);
    let width = laid.x.max(node.size.x);
    Rect::new(
        own.center().x - width / 2.0,
        own.min.y,
        own.center().x + width / 2.0,
        own.min.y + laid.y.max(node.size.y),
    )
}

fn outside(inner: Rect, outer: Rect) -> bool {
    over(inner, outer) > SLACK
}

/// How far `inner` reaches out of `outer`, at most on any side.
fn over(inner: Rect, outer: Rect) -> f32 {
    [
        outer.min.x - inner.min.x,
        inner.max.x - outer.max.x,
        outer.min.y - inner.min.y,
        inner.max.y - outer.max.y,
    ]
    .into_iter()
    .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangle_reaching_out_is_measured() {
        let outer = Rect::new(0.0, 0.0, 100.0, 50.0);
        assert!(!outside(Rect::new(10.0, 10.0, 90.0, 40.0), outer));
        assert!(
            !outside(Rect::new(-1.0, 0.0, 100.0, 50.0), outer),
            "rounding"
        );
        assert_eq!(over(Rect::new(10.0, 10.0, 130.0, 40.0), outer), 30.0);
        assert!(outside(Rect::new(10.0, -8.0, 90.0, 40.0), outer));
    }
}
