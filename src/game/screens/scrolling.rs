//! Menus that scroll. At a large text size (Settings) a menu can be larger than the
//! window: its layer then scrolls, centred while it fits and from its start once it does not
//! (so no part is out of reach above or left of the window), the mouse wheel scrolls it (with
//! Shift, sideways), and the focused button is scrolled into view as the keys move the focus.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;
use bevy::ui::{ComputedNode, OverflowAxis, UiGlobalTransform};

use super::navigation::{Focus, MenuButtons, MenuSystems};
use crate::game::power_ups::view::PowerUpBar;
use crate::game::theme::shades::MenuLayer;
use crate::game::view::frame::camera::RoomForBar;
use crate::game::view::geometry::BOTTOM_BAND;

/// Logical pixels a line of the wheel scrolls.
const LINE: f32 = 40.0;

/// Logical pixels kept between a focused button and the layer's edge.
const FOCUS_MARGIN: f32 = 16.0;

/// A layer's children are centred by automatic margins rather than by the layer's alignment:
/// automatic margins take only the room left over, so a column larger than the layer starts at
/// its top and left edge, where scrolling can reach it. Margins a child sets itself are kept;
/// no child is squeezed below its size.
fn centre_safely(
    layers: Query<&Children, (With<MenuLayer>, Changed<Children>)>,
    mut nodes: Query<&mut Node>,
) {
    for children in &layers {
        // Absolutely placed children take no part in the column.
        let column: Vec<Entity> = children
            .iter()
            .filter(|&c| {
                nodes
                    .get(c)
                    .is_ok_and(|n| n.position_type != PositionType::Absolute)
            })
            .collect();
        let count = column.len();
        for (i, &child) in column.iter().enumerate() {
            let Ok(mut node) = nodes.get_mut(child) else {
                continue;
            };
            // A column larger than the layer scrolls; its parts keep their size.
            if node.flex_shrink != 0.0 {
                node.flex_shrink = 0.0;
            }
            let margin = &mut node.margin;
            for (side, wanted) in [
                (&mut margin.left, true),
                (&mut margin.right, true),
                (&mut margin.top, i == 0),
                (&mut margin.bottom, i + 1 == count),
            ] {
                if wanted && *side == Val::ZERO {
                    *side = Val::Auto;
                }
            }
        }
    }
}

/// The room a layer keeps under it, in interface pixels.
const LAYER_BOTTOM: f32 = 8.0;

/// While the power-up bar shows on two rows (a large text size), a dialog over play keeps
/// clear of it: its layer ends over the bar and scrolls.
fn keep_clear_of_bar(
    bar: Option<Res<RoomForBar>>,
    shown: Query<&InheritedVisibility, With<PowerUpBar>>,
    mut layers: Query<&mut Node, With<MenuLayer>>,
) {
    let bar = bar.map_or(0.0, |b| b.0);
    let over_bar = bar > 0.0 && shown.iter().any(|v| v.get());
    let bottom = px(if over_bar {
        LAYER_BOTTOM + BOTTOM_BAND + bar
    } else {
        LAYER_BOTTOM
    });
    for mut node in &mut layers {
        if node.padding.bottom != bottom {
            node.padding.bottom = bottom;
        }
    }
}

/// How far a scrolling node can scroll on each axis, in logical pixels.
fn scroll_range(node: &ComputedNode) -> Vec2 {
    ((node.content_size() - node.size() + node.scrollbar_size) * node.inverse_scale_factor())
        .max(Vec2::ZERO)
}

/// Whether a node scrolls on some axis.
fn scrolls(node: &Node) -> bool {
    node.overflow.x == OverflowAxis::Scroll || node.overflow.y == OverflowAxis::Scroll
}

/// The wheel scrolls the open menu's layer, unless the pointer is over a list that scrolls
/// on its own (the leaderboard's rows).
fn scroll_with_wheel(
    mut wheel: MessageReader<MouseWheel>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    hovered: Option<Res<HoverMap>>,
    parents: Query<&ChildOf>,
    inner: Query<&Node, (With<ScrollPosition>, Without<MenuLayer>)>,
    mut layers: Query<(&ComputedNode, &mut ScrollPosition), With<MenuLayer>>,
) {
    let turned: Vec2 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => Vec2::new(w.x, w.y) * LINE,
            MouseScrollUnit::Pixel => Vec2::new(w.x, w.y),
        })
        .sum();
    if turned == Vec2::ZERO {
        return;
    }
    let over_a_list = hovered.iter().flat_map(|map| map.values()).any(|hits| {
        hits.keys().any(|&hit| {
            std::iter::once(hit)
                .chain(parents.iter_ancestors(hit))
                .any(|e| inner.get(e).is_ok_and(scrolls))
        })
    });
    if over_a_list {
        return;
    }
    let sideways = keys.is_some_and(|k| k.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]));
    let step = if sideways {
        Vec2::new(turned.y, turned.x)
    } else {
        turned
    };
    for (node, mut at) in &mut layers {
        let range = scroll_range(node);
        if range == Vec2::ZERO {
            continue;
        }
        let next = (at.0 - step).clamp(Vec2::ZERO, range);
        if next != at.0 {
            at.0 = next;
        }
    }
}

/// The scroll that shows `inner` (a rectangle on screen, in physical pixels) inside `outer`,
/// with `margin` round it, moved as little as possible from `now` (all logical but the
/// rectangles).
fn scroll_to_show(now: Vec2, inner: Rect, outer: Rect, margin: f32, to_logical: f32) -> Vec2 {
    let mut scroll = now;
    for axis in 0..2 {
        let (low, high) = (inner.min[axis] - margin, inner.max[axis] + margin);
        if high - low > outer.max[axis] - outer.min[axis] || low < outer.min[axis] {
            scroll[axis] -= (outer.min[axis] - low) * to_logical;
        } else if high > outer.max[axis] {
            scroll[axis] += (high - outer.max[axis]) * to_logical;
        }
    }
    scroll
}

/// A node's rectangle on screen, in physical pixels.
fn on_screen(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size())
}

/// The focused button is scrolled into its layer's view when the focus moves (or the menu
/// opens), found as the keys find it.
fn show_focused(
    focus: Res<Focus>,
    menu_buttons: MenuButtons,
    placed: Query<(&ComputedNode, &UiGlobalTransform), Without<MenuLayer>>,
    parents: Query<&ChildOf>,
    mut layers: Query<(&ComputedNode, &UiGlobalTransform, &mut ScrollPosition), With<MenuLayer>>,
) {
    let Some(button) = menu_buttons.focused(&focus) else {
        return;
    };
    let Ok((node, at)) = placed.get(button) else {
        return;
    };
    let Some(layer) = parents.iter_ancestors(button).find(|e| layers.contains(*e)) else {
        return;
    };
    let Ok((outer, outer_at, mut scroll)) = layers.get_mut(layer) else {
        return;
    };
    let range = scroll_range(outer);
    if range == Vec2::ZERO {
        return;
    }
    let whole = on_screen(outer, outer_at);
    let view = Rect {
        min: whole.min + outer.padding.min_inset,
        max: whole.max - outer.padding.max_inset,
    };
    let margin = FOCUS_MARGIN / outer.inverse_scale_factor();
    let wanted = scroll_to_show(
        scroll.0,
        on_screen(node, at),
        view,
        margin,
        outer.inverse_scale_factor(),
    )
    .clamp(Vec2::ZERO, range);
    if wanted != scroll.0 {
        scroll.0 = wanted;
    }
}

/// Layers that scroll: their children centred safely, the wheel, the focus kept in view.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<MouseWheel>()
        .add_systems(
            PostUpdate,
            (
                centre_safely,
                keep_clear_of_bar.run_if(
                    resource_exists_and_changed::<RoomForBar>
                        .or_eager(any_match_filter::<Added<MenuLayer>>),
                ),
            )
                .before(bevy::ui::UiSystems::Layout),
        )
        .add_systems(
            Update,
            (
                scroll_with_wheel,
                show_focused.run_if(resource_changed::<Focus>),
            )
                .in_set(MenuSystems::Show),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_below_or_above_the_view_is_scrolled_to_and_one_in_view_is_left() {
        let view = Rect::new(0.0, 100.0, 800.0, 500.0);
        // Below: scrolled down by what it reaches past the edge, margin included.
        let below = Rect::new(10.0, 520.0, 200.0, 560.0);
        assert_eq!(scroll_to_show(Vec2::ZERO, below, view, 10.0, 1.0).y, 70.0);
        // Above: scrolled up.
        let above = Rect::new(10.0, 60.0, 200.0, 90.0);
        assert_eq!(
            scroll_to_show(Vec2::new(0.0, 200.0), above, view, 10.0, 0.5).y,
            175.0
        );
        // In view: left alone.
        let seen = Rect::new(10.0, 200.0, 200.0, 240.0);
        assert_eq!(
            scroll_to_show(Vec2::new(3.0, 40.0), seen, view, 10.0, 1.0),
            Vec2::new(3.0, 40.0)
        );
        // Taller than the view: its top is shown.
        let tall = Rect::new(10.0, 600.0, 200.0, 1200.0);
        assert_eq!(scroll_to_show(Vec2::ZERO, tall, view, 0.0, 1.0).y, 500.0);
    }
}
