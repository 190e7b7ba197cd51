//! Screenshots: F12 saves one; `--screenshot PATH` saves one after the first frames of play
//! and exits (for docs and CI).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Capturing, Screenshot, save_to_disk};

use crate::game::logic::screen::Menu;

/// Frames to let pass before the automatic screenshot, so the board is drawn and settled.
const SETTLE_FRAMES: u32 = 45;

/// Take one screenshot after the first frames of play, then exit.
#[derive(Resource, Debug)]
pub struct ScreenshotThenExit {
    path: PathBuf,
    frames: u32,
    taken: bool,
    wait_for: Option<Menu>,
}

impl ScreenshotThenExit {
    /// Screenshot to `path`.
    pub fn new(path: PathBuf) -> Self {
        ScreenshotThenExit {
            path,
            frames: 0,
            taken: false,
            wait_for: None,
        }
    }

    /// Counts the settling frames only once `menu` is open.
    pub fn wait_for(&mut self, menu: Menu) {
        self.wait_for = Some(menu);
    }
}

fn screenshot_on_f12(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: Commands,
    mut count: Local<u32>,
) {
    if keys.just_pressed(KeyCode::F12) {
        *count += 1;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let path = format!("lianliankan-{stamp}-{}.png", *count);
        info!("saving screenshot to {path}");
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

fn screenshot_then_exit(
    mut shot: ResMut<ScreenshotThenExit>,
    mut commands: Commands,
    capturing: Query<(), With<Capturing>>,
    pending: Query<(), With<Screenshot>>,
    mut exit: MessageWriter<AppExit>,
    menu: Res<State<Menu>>,
) {
    if shot.wait_for.is_some_and(|m| m != *menu.get()) {
        return;
    }
    shot.frames += 1;
    if !shot.taken && shot.frames >= SETTLE_FRAMES {
        shot.taken = true;
        let path = shot.path.clone();
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    } else if shot.taken && capturing.is_empty() && pending.is_empty() && shot.path.exists() {
        exit.write(AppExit::Success);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            screenshot_on_f12,
            screenshot_then_exit.run_if(resource_exists::<ScreenshotThenExit>),
        ),
    );
}
