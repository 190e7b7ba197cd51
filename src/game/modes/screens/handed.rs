//! A board handed over by a link opened while the game runs (`modes/handoff.rs`): played as a
//! typed code is, from whatever screen shows (the editor's work is not thrown away: the board
//! waits until the editor is left), and the window is brought forward; a code the game cannot
//! honour is refused in a notice, with the reason.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::enter_code::found;
use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::core::messages::Notify;
use crate::game::core::pacing::Wake;
use crate::game::core::screen::Screen;
use crate::game::modes::board_code::PlayBoardCode;
use crate::game::modes::handoff::{HandedBoards, listen, socket_path};
use crate::game::screens::navigation::ScreenChange;

/// Starts listening for boards handed over (a windowed game only: one per player).
fn start_listening(wake: Res<Wake>, mut commands: Commands) {
    let Some(socket) = socket_path() else {
        return;
    };
    match listen(&socket, wake.clone()) {
        Ok(handed) => commands.insert_resource(handed),
        Err(why) => info!("boards handed over go elsewhere: {why}"),
    }
}

fn play_handed_board(
    handed: Res<HandedBoards>,
    (pack, levels): (Option<Res<LevelPack>>, Option<Res<Assets<LevelAsset>>>),
    (mut play, mut notify): (MessageWriter<PlayBoardCode>, MessageWriter<Notify>),
    mut change: ScreenChange,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let Some(text) = handed.take() else {
        return;
    };
    match found(&text, pack.as_deref(), levels.as_deref()) {
        Ok(chosen) => {
            info!("a board was handed over: {}", text.trim());
            play.write(chosen);
            change.play();
            for mut window in &mut windows {
                window.focused = true;
            }
        }
        Err(problem) => {
            notify.write(Notify {
                message: problem,
                seconds: 4.0,
            });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Startup,
        start_listening.run_if(resource_exists::<bevy::winit::EventLoopProxyWrapper>),
    )
    .add_systems(
        Update,
        play_handed_board
            .run_if(resource_exists::<HandedBoards>)
            .run_if(not(in_state(Screen::Editor))),
    );
}
