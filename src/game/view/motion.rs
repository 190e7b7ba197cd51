//! How much moves on the board: the player's choice (Settings → Motion), and where it is left
//! to the desktop, the desktop's (the settings portal's `reduced-motion`, read beside its
//! colour scheme in `frame/desktop_scheme.rs`). The board's animations read [`LessMotion`].

use bevy::prelude::*;

use crate::game::core::settings::Settings;

/// The desktop asks for less motion (as far as it says: no portal, no preference, full).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DesktopMotion(pub bool);

/// Less moves on the board now: tiles do not fall, shake, pulse, spin or grow, sparks do not
/// fly, and links appear whole.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LessMotion(pub bool);

fn choose_motion(
    settings: Res<Settings>,
    desktop: Res<DesktopMotion>,
    mut less: ResMut<LessMotion>,
) {
    less.set_if_neq(LessMotion(settings.motion.is_reduced(desktop.0)));
}

/// Run condition: everything moves.
pub fn full_motion(less: Res<LessMotion>) -> bool {
    !less.0
}

/// Follows the setting and the desktop. Each animation's plugin adds it, once.
pub struct MotionPlugin;

impl Plugin for MotionPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<DesktopMotion>()
            .init_resource::<LessMotion>()
            .add_systems(
                PreUpdate,
                choose_motion.run_if(
                    resource_changed::<Settings>.or_eager(resource_changed::<DesktopMotion>),
                ),
            );
    }
}

/// Adds [`MotionPlugin`] unless it is there.
pub fn follow_motion(app: &mut App) {
    if !app.is_plugin_added::<MotionPlugin>() {
        app.add_plugins(MotionPlugin);
    }
}
