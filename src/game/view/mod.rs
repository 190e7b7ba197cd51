//! The look every feature shares: what is drawn and heard in play. It reads what the logic
//! decided (resources and messages) and never changes the game; the logic does not know it
//! exists. A feature's own look (the lesson's panel, the race column, the power-up bar, the
//! curtain of a game continued) is in the feature's folder and is registered here.

pub mod background;
pub mod board;
pub mod board_panel;
pub mod frame;
pub mod geometry;
pub mod goal_panel;
pub mod hud;
pub mod hud_fit;
pub mod motion;
pub mod notices;
pub mod offstage;
pub mod reader;
pub mod refusal_notice;
pub mod sound;
pub mod stages;

use bevy::prelude::*;

/// The part of the view that needs no renderer: tile animations (removed tiles linger while
/// they vanish), effects and the power-ups' looks. Headless tests add it to see what the
/// player would see happen.
pub struct ViewReactionsPlugin;

impl Plugin for ViewReactionsPlugin {
    fn build(&self, app: &mut App) {
        stages::configure(app);
        app.add_plugins((board::tile_animation::plugin, board::effects::plugin));
        crate::game::core::power_ups::build_power_up_views(app);
    }
}

/// The view: tiles and their animations, the board's backdrop, link lines, effects, the HUD and
/// power-up bar, sounds and music, screenshots. Needs the rendering plugins.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        // The board and what moves on it, then what stands around it.
        app.add_plugins((
            bevy_prototype_lyon::prelude::ShapePlugin,
            ViewReactionsPlugin,
            board::tiles::plugin,
            board::tile_sheets::plugin,
            board::look_alikes::plugin,
            frame::camera::plugin,
            board_panel::plugin,
            background::plugin,
            frame::cursor::plugin,
            board::line::plugin,
            board::partners::plugin,
            board::slide_choice::plugin,
            reader::plugin,
        ))
        .add_plugins((
            (
                hud::plugin,
                hud_fit::plugin,
                notices::plugin,
                goal_panel::plugin,
            ),
            crate::game::power_ups::view::plugin,
            refusal_notice::plugin,
            crate::game::lesson::view::plugin,
            sound::audio::plugin,
            sound::music::plugin,
            frame::capture::plugin,
            offstage::plugin,
            crate::game::persistence::view::plugin,
            crate::game::race::view::plugin,
            crate::game::specials::view::plugin,
            crate::game::ghost::view::plugin,
            frame::window::plugin,
            frame::desktop_scheme::plugin,
            frame::troubles::plugin,
        ));
    }
}
