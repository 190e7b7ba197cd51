//! Small builders for widgets, so every screen looks the same.

use std::sync::atomic::{AtomicU32, Ordering};

use bevy::ecs::lifecycle::HookContext;
use bevy::ecs::system::IntoObserverSystem;
use bevy::ecs::world::DeferredWorld;
use bevy::prelude::*;

use super::boxes::BoxColours;
use super::palette::{self, BUTTON, GOLD, PANEL, TEXT};
use super::{draw_order, fonts};
use crate::art::icon::IconCanvas;
use crate::game::view::board::images::icon_image;
use crate::game::view::geometry::TOP_BAND;

/// Keyboard focus order: buttons are focused in the order they were built.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Tab(pub u32);

/// The next [`Tab`]: every button built gets one.
pub fn next_tab() -> Tab {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    Tab(NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A full-window layer that centres its children in a column under the notice lane (which it
/// leaves free), despawned when `state` is left. It scrolls where its children do not fit (a
/// large text size; `screens/scrolling.rs`). It draws nothing itself: a veil over the whole window costs as much as the board on a
/// software renderer, so a menu either covers play (play is then not drawn at all) or shows it
/// around its panel.
pub fn layer<S: States>(state: S) -> impl Bundle {
    (
        Name::new("menu layer"),
        super::shades::MenuLayer,
        DespawnOnExit(state),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100.0),
            height: percent(100.0),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            // Centred by its children's automatic margins, which only take room left over, so
            // a column taller than the window starts at its top (`screens/scrolling.rs`).
            justify_content: JustifyContent::FlexStart,
            row_gap: px(12.0),
            padding: UiRect::new(px(0.0), px(0.0), px(TOP_BAND), px(8.0)),
            overflow: Overflow::scroll(),
            // Scrolled content never reaches into the notice lane.
            overflow_clip_margin: OverflowClipMargin::content_box(),
            ..default()
        },
        ScrollPosition::default(),
        GlobalZIndex(10 * draw_order::LAYER_STEP),
    )
}

/// Corner radius of a panel's box.
const PANEL_RADIUS: f32 = 16.0;
/// Width of a panel's edge.
const PANEL_EDGE_WIDTH: f32 = 2.0;

/// The box of an overlay's content: a column with a rounded edge.
fn panel_node() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(10.0),
        padding: UiRect::axes(px(36.0), px(24.0)),
        border_radius: BorderRadius::all(px(PANEL_RADIUS)),
        border: UiRect::all(px(PANEL_EDGE_WIDTH)),
        max_width: percent(94.0),
        ..default()
    }
}

/// A panel (filled rounded box) for the content of an overlay that lies over the board.
pub fn panel() -> impl Bundle {
    (panel_node(), BoxColours::new(PANEL, palette::PANEL_EDGE))
}

/// A panel drawn as its edge only, for a menu with nothing behind it (the board is hidden):
/// the backdrop shows through. The edge is four thin boxes laid over the panel's border, not
/// one box the panel's size with a clear inside: a software renderer shades every pixel of a
/// box, clear or not (docs/performance.md).
pub fn frame() -> impl Bundle {
    (
        panel_node(),
        outline(PANEL_RADIUS, PANEL_EDGE_WIDTH, palette::PANEL_EDGE),
    )
}

/// Four boxes that draw the rounded edge of their parent (whose border is `width` wide and
/// whose corners are `radius` round) and nothing inside it: a strip across the top holding both
/// upper corners, one across the bottom, and one down each side between them. They are placed
/// absolutely, so they take no room from the parent's content. The strips across are twice the
/// radius tall, because a box's corner radius is cut to half its shorter side.
fn outline(radius: f32, width: f32, colour: Color) -> impl Bundle {
    // Offsets are from the parent's padding box, inside its border.
    let strip = |node: Node, colours: BoxColours| {
        (
            Node {
                position_type: PositionType::Absolute,
                ..node
            },
            colours,
            Pickable::IGNORE,
        )
    };
    let across = |top: bool| {
        let edge = px(width);
        let mut node = Node {
            left: px(-width),
            right: px(-width),
            height: px(2.0 * radius),
            ..default()
        };
        if top {
            node.top = px(-width);
            node.border = UiRect::new(edge, edge, edge, px(0.0));
            node.border_radius = BorderRadius::top(px(radius));
        } else {
            node.bottom = px(-width);
            node.border = UiRect::new(edge, edge, px(0.0), edge);
            node.border_radius = BorderRadius::bottom(px(radius));
        }
        strip(node, BoxColours::edge(colour))
    };
    let side = |left: bool| {
        let mut node = Node {
            top: px(2.0 * radius - width),
            bottom: px(2.0 * radius - width),
            width: px(width),
            ..default()
        };
        if left {
            node.left = px(-width);
        } else {
            node.right = px(-width);
        }
        strip(node, BoxColours::fill(colour))
    };
    children![across(true), across(false), side(true), side(false)]
}

/// A heading, in the display weight.
pub fn header(text: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(text),
        TextFont {
            font: FontSource::Handle(fonts::DISPLAY),
            ..TextFont::from_font_size(size)
        },
        TextColor(GOLD),
        TextLayout::justify(Justify::Center),
    )
}

/// A line of text.
pub fn label(text: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
    )
}

/// A button was chosen: clicked, taken with Enter or Space while focused (a gamepad's A
/// arrives as Enter), or named by its menu's Esc.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Chosen {
    /// The button.
    pub entity: Entity,
}

/// What a button does when chosen: an observer of [`Chosen`] that is attached to the button
/// as the button is spawned (a bundle cannot hold an observer itself; a component can carry
/// one there). What stays behind marks the entity as a menu button.
#[derive(Component)]
#[component(on_add = attach_action)]
pub struct ButtonAction(Option<Observer>);

impl ButtonAction {
    /// The button runs `action` when chosen.
    pub fn new<B: Bundle, M>(action: impl IntoObserverSystem<Chosen, B, M>) -> Self {
        Self(Some(Observer::new(action)))
    }
}

/// Moves a new button's action into an observer watching the button (despawned with it).
fn attach_action(mut world: DeferredWorld, context: HookContext) {
    let observer = world
        .get_mut::<ButtonAction>(context.entity)
        .and_then(|mut action| action.0.take());
    if let Some(observer) = observer {
        world.commands().spawn(observer.with_entity(context.entity));
    }
}

/// The frame of a menu button laid out by `node`, doing `action` when chosen; the caller
/// adds what it shows.
pub fn button_base(action: ButtonAction, node: Node) -> impl Bundle {
    (
        Button,
        action,
        next_tab(),
        Node {
            border: UiRect::all(px(2.0)),
            border_radius: BorderRadius::all(px(10.0)),
            ..node
        },
        BoxColours::fill(BUTTON),
    )
}

/// A button labelled `text` that runs `action` (an observer of [`Chosen`]) when clicked or
/// chosen with the keyboard.
pub fn button<B: Bundle, M>(
    text: impl Into<String>,
    action: impl IntoObserverSystem<Chosen, B, M>,
    width: f32,
) -> impl Bundle {
    button_of_height(text, action, width, 44.0)
}

/// A [`button`] at least `height` tall: a menu of many rows lays its rows closer.
pub fn button_of_height<B: Bundle, M>(
    text: impl Into<String>,
    action: impl IntoObserverSystem<Chosen, B, M>,
    width: f32,
    height: f32,
) -> impl Bundle {
    labelled_button(text, action, width, (height, 6.0))
}

/// A [`button`] with little room above and below its words, for a page of many rows that
/// must stand in a small window (the Controls page).
pub fn compact_button<B: Bundle, M>(
    text: impl Into<String>,
    action: impl IntoObserverSystem<Chosen, B, M>,
    width: f32,
) -> impl Bundle {
    labelled_button(text, action, width, (32.0, 2.0))
}

/// A button `width` wide and at least `height` tall, its words `padding` from its top and
/// bottom edges.
fn labelled_button<B: Bundle, M>(
    text: impl Into<String>,
    action: impl IntoObserverSystem<Chosen, B, M>,
    width: f32,
    (height, padding): (f32, f32),
) -> impl Bundle {
    (
        button_base(
            ButtonAction::new(action),
            Node {
                width: px(width),
                min_height: px(height),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(12.0), px(padding)),
                ..default()
            },
        ),
        children![(
            Text::new(text),
            TextFont::from_font_size(22.0),
            TextColor(TEXT),
            TextLayout::justify(Justify::Center),
            // Wrapped (a large text size) within the button's own width, not a pixel beyond.
            Node {
                max_width: percent(100.0),
                ..default()
            },
            Pickable::IGNORE,
        )],
    )
}

/// A row choosing among values (see [`choice_row`](super::choice_row)), saying `text`
/// ("Label  < value >") with the value in a box `value_width` wide; a click on it or Enter runs
/// `action` (steps forward). The screen adds `Steps` so the arrows and Left/Right step it.
pub fn choice_row<B: Bundle, M>(
    text: &str,
    action: impl IntoObserverSystem<Chosen, B, M>,
    (width, height): (f32, f32),
    value_width: f32,
) -> impl Bundle {
    (
        button_base(
            ButtonAction::new(action),
            Node {
                width: px(width),
                min_height: px(height),
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(14.0), px(2.0)),
                column_gap: px(4.0),
                ..default()
            },
        ),
        super::choice_row::choice_parts(text, value_width, 20.0),
    )
}

/// Star images for results.
#[derive(Resource, Debug, Clone)]
pub struct StarImages {
    /// A won star.
    pub full: Handle<Image>,
    /// A star not won.
    pub empty: Handle<Image>,
}

/// Room for `count` columns of `width`-wide items `gap` apart, wrapping into rows. A few pixels
/// to spare: at an interface scale other than 1 each item is rounded to whole pixels, and a
/// row exactly as wide as its items wraps on that rounding (one long column, off the window).
pub fn columns(count: usize, width: f32, gap: f32) -> Node {
    Node {
        width: px(count as f32 * width + count.saturating_sub(1) as f32 * gap + 4.0),
        flex_wrap: FlexWrap::Wrap,
        column_gap: px(gap),
        ..default()
    }
}

/// A row of buttons under a panel's text, wrapping when the window is narrow.
pub fn button_row() -> impl Bundle {
    Node {
        // As wide as the panel: the row wraps only where the panel is too narrow for it (a
        // row as wide as its buttons wraps on a rounding of its own width).
        width: percent(100.0),
        column_gap: px(10.0),
        margin: UiRect::top(px(8.0)),
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        row_gap: px(8.0),
        ..default()
    }
}

/// Three stars, `won` of them filled.
pub fn stars_row(stars: &StarImages, won: u8, size: f32) -> impl Bundle {
    let star = |filled: bool| {
        (
            ImageNode::new(if filled {
                stars.full.clone()
            } else {
                stars.empty.clone()
            }),
            Node {
                width: px(size),
                height: px(size),
                ..default()
            },
            Pickable::IGNORE,
        )
    };
    (
        Node {
            column_gap: px(size * 0.1),
            ..default()
        },
        Pickable::IGNORE,
        children![star(won >= 1), star(won >= 2), star(won >= 3)],
    )
}

pub use crate::formats::replays::replay::clock_text;

/// Draws the star images.
pub fn make_stars(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let star = |filled: bool| {
        let mut c = IconCanvas::new(48);
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let r = if i % 2 == 0 { 0.95 } else { 0.42 };
                let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                (a.cos() * r, a.sin() * r - 0.05)
            })
            .collect();
        let colour = if filled {
            palette::STAR_WON
        } else {
            palette::STAR_EMPTY
        };
        c.polygon(colour, &points);
        icon_image(c)
    };
    let stars = StarImages {
        full: images.add(star(true)),
        empty: images.add(star(false)),
    };
    commands.insert_resource(stars);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_draws_its_edge_and_no_box_over_its_inside() {
        let mut world = World::new();
        let panel = world.spawn(frame()).id();
        assert!(
            world.get::<BoxColours>(panel).is_none(),
            "the panel itself is no box"
        );
        let strips: Vec<Entity> = world
            .get::<Children>(panel)
            .expect("the edge's strips")
            .iter()
            .collect();
        assert_eq!(strips.len(), 4);
        for strip in strips {
            let colours = world.get::<BoxColours>(strip).expect("a strip is a box");
            assert!(!colours.is_invisible());
            let node = world.get::<Node>(strip).unwrap();
            assert_eq!(node.position_type, PositionType::Absolute);
            // Each strip is thin in one direction: two corners' height, or the edge's width.
            let thin = node.height == px(2.0 * PANEL_RADIUS) || node.width == px(PANEL_EDGE_WIDTH);
            assert!(thin, "{node:?}");
        }
    }
}
