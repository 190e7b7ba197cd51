//! Pause: P, Esc (when nothing is selected) or the HUD's pause button open it, and the game
//! pauses by itself when its window loses focus (see `core/screen.rs`); game time stops while
//! it is open, except in a race.

use bevy::prelude::*;

use super::navigation::{ChosenByEscape, close_menu, new_deal, retry, to_title};
use super::settings::open_settings;
use crate::game::content::words::Words;
use crate::game::core::deal::LevelSpec;
use crate::game::core::moves::selection::Selection;
use crate::game::core::power_ups::Aiming;
use crate::game::core::screen::{Menu, PauseRequested, playing};
use crate::game::core::stages::MoveFlow;
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::game::lesson::Lesson;
use crate::game::modes::board_code::BoardCodeNow;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, button, header, label};

/// The pause key (P) pauses; the let-go key (Esc) pauses when there is no selection or aiming
/// for it to cancel first (in the lesson it skips the lesson instead: see `lesson/mod.rs`).
fn pause_keys(
    keys: BoundKeys,
    selection: Res<Selection>,
    aiming: Res<Aiming>,
    lesson: Option<Res<Lesson>>,
    mut pause: MessageWriter<PauseRequested>,
) {
    let idle = selection.first.is_none() && aiming.0.is_none() && lesson.is_none();
    if keys.just_pressed(PlayAction::Pause) || keys.just_pressed(PlayAction::LetGo) && idle {
        pause.write(PauseRequested::default());
    }
}

fn open_pause(
    mut requests: MessageReader<PauseRequested>,
    mut menu: ResMut<NextState<Menu>>,
    mut because: ResMut<PausedBecause>,
) {
    if let Some(request) = requests.read().last() {
        menu.set(Menu::Pause);
        because.0 = request.reason;
    }
}

/// Why the game paused by itself, for the pause menu; `None` when the player paused.
#[derive(Resource, Debug, Default)]
struct PausedBecause(Option<&'static str>);

/// The pause key closes the pause menu again (Esc does too, as "back" in every menu).
fn unpause_key(keys: BoundKeys, mut menu: ResMut<NextState<Menu>>) {
    if keys.just_pressed(PlayAction::Pause) {
        menu.set(Menu::None);
    }
}

fn spawn_pause(
    mut commands: Commands,
    because: Res<PausedBecause>,
    (spec, code): (Res<LevelSpec>, Res<BoardCodeNow>),
    words: Words,
) {
    // In a race the clock runs on under this menu: it says so rather than "paused".
    let (title, why) = match because.0 {
        _ if !spec.mode.pauses() => ("pause-title-race", words.t("pause-why-race")),
        Some(reason) => (
            "pause-title",
            words.t_with("pause-why-reason", &[("reason", words.t(reason).into())]),
        ),
        None => ("pause-title", words.t("pause-why")),
    };
    let retries = spec.mode.restarts();
    // The board's name and seed, to tell a friend or report: the HUD keeps to the game.
    let board = format!(
        "{}  ·  {}",
        words.level_name(&spec.level),
        words.t_with("hud-seed", &[("seed", spec.seed.to_string().into())])
    );
    commands
        .spawn(widgets::layer(Menu::Pause))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t(title), 44.0));
                panel.spawn(label(why, 16.0, palette::TEXT_DIM));
                panel.spawn(label(board, 16.0, palette::TEXT_DIM));
                if let Some(code) = &code.0 {
                    let line = words.t_with("board-code", &[("code", code.clone().into())]);
                    panel.spawn(label(line, 16.0, palette::TEXT_DIM));
                }
                panel.spawn((
                    button(words.t("pause-resume"), close_menu, 300.0),
                    ChosenByEscape,
                ));
                if retries {
                    panel.spawn(button(words.t("pause-retry"), retry, 300.0));
                }
                if spec.mode.deals_anew() {
                    panel.spawn(button(words.t("stuck-new-deal"), new_deal, 300.0));
                }
                panel.spawn(button(words.t("menu-settings"), open_settings, 300.0));
                panel.spawn(button(words.t("menu-main"), to_title, 300.0));
            });
        });
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PausedBecause>()
        .add_systems(OnEnter(Menu::Pause), spawn_pause)
        .add_systems(
            Update,
            (
                pause_keys
                    .run_if(resource_exists::<ButtonInput<KeyCode>>)
                    .in_set(MoveFlow::Input),
                open_pause.run_if(playing),
                unpause_key
                    .run_if(in_state(Menu::Pause))
                    .run_if(resource_exists::<ButtonInput<KeyCode>>),
            ),
        );
}
