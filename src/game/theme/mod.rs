//! The theme: one palette and the widget builders every screen uses, so they all look alike.

pub mod boxes;
pub mod choice_row;
pub mod draw_order;
pub mod fonts;
pub mod localized;
pub mod one_line;
pub mod palette;
pub mod punctuation;
pub mod shades;
pub mod widgets;
pub mod wrapped_text;

use bevy::prelude::*;

/// Draws what the widgets share (star images) at start-up.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, widgets::make_stars).add_plugins((
        boxes::plugin,
        choice_row::plugin,
        draw_order::plugin,
        fonts::plugin,
        localized::plugin,
        one_line::plugin,
        punctuation::plugin,
        shades::plugin,
        wrapped_text::plugin,
    ));
}
