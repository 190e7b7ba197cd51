//! Small builders for menu widgets, so every menu looks the same.

use bevy::prelude::*;

use super::MenuAction;

/// Text colour of menus.
pub const TEXT: Color = Color::srgb(0.9, 0.92, 0.97);
/// Dimmed text.
pub const DIM: Color = Color::srgb(0.55, 0.6, 0.7);
/// Gold, for titles and stars.
pub const GOLD: Color = Color::srgb(1.0, 0.84, 0.35);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.16, 0.19, 0.26);
/// A focused or hovered button.
pub const BUTTON_HOT: Color = Color::srgb(0.26, 0.32, 0.44);

/// A full-window layer that centres its children in a column, despawned when `state` is left.
pub fn layer<S: States>(state: S, background: Color) -> impl Bundle {
    (
        Name::new("menu layer"),
        DespawnOnExit(state),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100.0),
            height: percent(100.0),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(12.0),
            ..default()
        },
        BackgroundColor(background),
        GlobalZIndex(10),
    )
}

/// A panel (rounded box) for the content of an overlay.
pub fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(10.0),
            padding: UiRect::axes(px(36.0), px(24.0)),
            border_radius: BorderRadius::all(px(16.0)),
            max_width: percent(94.0),
            ..default()
        },
        BackgroundColor(Color::srgb(0.07, 0.08, 0.11)),
    )
}

/// A heading.
pub fn header(text: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(size),
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

/// A button that carries out `action` when clicked or chosen with the keyboard.
pub fn button(text: impl Into<String>, action: MenuAction, width: f32) -> impl Bundle {
    (
        Button,
        action,
        super::next_tab(),
        Node {
            width: px(width),
            min_height: px(44.0),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(12.0), px(6.0)),
            border: UiRect::all(px(2.0)),
            border_radius: BorderRadius::all(px(10.0)),
            ..default()
        },
        BackgroundColor(BUTTON),
        BorderColor::all(Color::NONE),
        children![(
            Text::new(text),
            TextFont::from_font_size(22.0),
            TextColor(TEXT),
            TextLayout::justify(Justify::Center),
            Pickable::IGNORE,
        )],
    )
}
