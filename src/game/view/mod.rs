//! The look every feature shares: what is drawn and heard in play. It reads what the logic
//! decided (resources and messages) and never changes the game; the logic does not know it
//! exists. A feature's own look (the lesson's panel, the race column, the power-up bar, the
//! curtain of a game continued) is in the feature's folder and is registered here.

pub mod audio;
pub mod background;
pub mod board_panel;
pub mod camera;
pub mod capture;
pub mod cursor;
pub mod desktop_scheme;
pub mod effects;
pub mod geometry;
pub mod goal_panel;
pub mod hud;
pub mod hud_fit;
pub mod images;
pub mod layout_check;
pub mod line;
pub mod look_alikes;
pub mod music;
pub mod new_deal;
pub mod notices;
pub mod offstage;
pub mod partners;
pub mod picture_memory;
pub mod reader;
pub mod refusal_notice;
pub mod sleep;
pub mod slide_choice;
pub mod stages;
pub mod tile_animation;
pub mod tile_sheets;
pub mod tiles;
pub mod window;

use bevy::prelude::*;

/// The part of the view that needs no renderer: tile animations (removed tiles linger while
/// they vanish), effects and the power-ups' looks. Headless tests add it to see what the
/// player would see happen.
pub struct ViewReactionsPlugin;

impl Plugin for ViewReactionsPlugin {
    fn build(&self, app: &mut App) {
        stages::configure(app);
        app.add_plugins((tile_animation::plugin, effects::plugin));
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
            tiles::plugin,
            tile_sheets::plugin,
            look_alikes::plugin,
            camera::plugin,
            board_panel::plugin,
            background::plugin,
            cursor::plugin,
            line::plugin,
            partners::plugin,
            slide_choice::plugin,
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
            audio::plugin,
            music::plugin,
            capture::plugin,
            offstage::plugin,
            crate::game::persistence::view::plugin,
            crate::game::race::view::plugin,
            crate::game::specials::view::plugin,
            crate::game::ghost::view::plugin,
            window::plugin,
            desktop_scheme::plugin,
            crate::game::troubles::plugin,
        ));
    }
}
