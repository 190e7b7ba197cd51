//! The power-up bar at the bottom of the screen: a button for every registered power-up with
//! its icon, uses left and hot key. Built from the registry, so new power-ups appear by
//! themselves.

use bevy::prelude::*;
use bevy::ui::ComputedNode;

use crate::art::icon::{ICON_PX, IconCanvas};
use crate::game::content::words::Words;
use crate::game::core::background::Thinking;
use crate::game::core::power_ups::{Aiming, PowerUpId, PowerUps, Stock, UsePowerUp};
use crate::game::input::keys::key_label;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette;
use crate::game::view::board::images::icon_image;
use crate::game::view::frame::camera::RoomForBar;
use crate::game::view::geometry::BOTTOM_BAND;
use crate::game::view::offstage::PlayOnly;
use crate::game::view::stages::ViewSystems;

/// A power-up's button.
#[derive(Component, Debug)]
pub struct PowerUpButton(pub PowerUpId);

/// The uses-left label of a button.
#[derive(Component, Debug)]
pub struct UsesLeft(pub PowerUpId);

/// The bar across the bottom of the window (the buttons are its children).
#[derive(Component, Debug)]
pub struct PowerUpBar;

/// The bar's distance from the window's bottom, in interface pixels.
const BAR_BOTTOM: f32 = 10.0;

/// Keeps the board's room clear of the bar when it is taller than the band kept for it (its
/// buttons wrapped onto two rows at a large text size).
fn keep_room_for_bar(
    bars: Query<&ComputedNode, (With<PowerUpBar>, Changed<ComputedNode>)>,
    mut room: ResMut<RoomForBar>,
) {
    let Some(bar) = bars.iter().next() else {
        return;
    };
    // In interface pixels: the inverse scale takes in the interface's scale.
    let tall = bar.size().y * bar.inverse_scale_factor();
    let wanted = RoomForBar((tall + BAR_BOTTOM - BOTTOM_BAND).max(0.0).round());
    room.set_if_neq(wanted);
}

/// Draws every registered icon and builds the bar.
fn spawn_bar(mut commands: Commands, registry: Res<PowerUps>, mut images: ResMut<Assets<Image>>) {
    commands
        .spawn((
            PowerUpBar,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(BAR_BOTTOM),
                width: percent(100.0),
                justify_content: JustifyContent::Center,
                column_gap: px(10.0),
                // At a large text size the buttons take two rows; the board's room shrinks to
                // match (`keep_room_for_bar`).
                flex_wrap: FlexWrap::Wrap,
                row_gap: px(6.0),
                ..default()
            },
            // Only the buttons take clicks, not the strip across the window.
            Pickable::IGNORE,
            PlayOnly,
        ))
        .with_children(|bar| {
            for p in registry.iter() {
                let mut canvas = IconCanvas::new(ICON_PX);
                (p.icon)(&mut canvas);
                let icon = images.add(icon_image(canvas));
                let id = p.id;
                bar.spawn((
                    PowerUpButton(id),
                    Button,
                    Node {
                        padding: UiRect::axes(px(10.0), px(5.0)),
                        column_gap: px(8.0),
                        align_items: AlignItems::Center,
                        border: UiRect::all(px(2.0)),
                        border_radius: BorderRadius::all(px(10.0)),
                        ..default()
                    },
                    BoxColours::new(palette::CHIP, palette::CHIP_EDGE),
                ))
                .observe(
                    move |_: On<Pointer<Click>>, mut requests: MessageWriter<UsePowerUp>| {
                        requests.write(UsePowerUp(id));
                    },
                )
                .with_children(|b| {
                    b.spawn((
                        ImageNode::new(icon),
                        Node {
                            width: px(34.0),
                            height: px(34.0),
                            ..default()
                        },
                        Pickable::IGNORE,
                    ));
                    b.spawn((
                        UsesLeft(id),
                        Text::new(""),
                        TextFont::from_font_size(20.0),
                        TextColor(palette::TEXT),
                        Pickable::IGNORE,
                    ));
                    b.spawn((
                        Text::new(key_label(p.key)),
                        TextFont::from_font_size(13.0),
                        TextColor(palette::TEXT_DIM),
                        Pickable::IGNORE,
                    ));
                });
            }
        });
}

/// Keeps counts, dimming, the aiming frame and the "thinking" dots up to date.
fn update_bar(
    stock: Res<Stock>,
    aiming: Res<Aiming>,
    thinking: Res<Thinking>,
    registry: Res<PowerUps>,
    words: Words,
    mut labels: Query<(&UsesLeft, &mut Text, &mut TextColor)>,
    mut buttons: Query<(&PowerUpButton, &mut BoxColours)>,
) {
    if !stock.is_changed() && !aiming.is_changed() && !thinking.is_changed() && !words.changed() {
        return;
    }
    for (label, mut text, mut colour) in &mut labels {
        let title = words.power_up_title(label.0, registry.get(label.0).map_or("", |p| p.title));
        let left = stock.left(label.0);
        // An answer that takes more than a few frames shows the game is working on it.
        text.0 = if thinking.shows(label.0.as_str()) {
            format!("{title} ...")
        } else {
            format!("{title} {left}")
        };
        colour.0 = if left > 0 {
            palette::TEXT
        } else {
            palette::TEXT_SPENT
        };
    }
    for (button, mut colours) in &mut buttons {
        let edge = if aiming.0 == Some(button.0) {
            palette::AIMING
        } else {
            palette::CHIP_EDGE
        };
        let fill = if stock.left(button.0) > 0 {
            palette::CHIP
        } else {
            palette::CHIP_SPENT
        };
        colours.set_if_neq(BoxColours::new(fill, edge));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RoomForBar>()
        .add_systems(Startup, spawn_bar)
        .add_systems(Update, update_bar.in_set(ViewSystems::Animate))
        .add_systems(
            PostUpdate,
            keep_room_for_bar.after(bevy::ui::UiSystems::Layout),
        );
}
