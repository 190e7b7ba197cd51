//! The modes of play: classic, relaxed and the daily challenge, each with what it is and, for
//! the daily challenge, how today stands and the streak.

use bevy::prelude::*;

use crate::formats::daily;
use crate::formats::play_mode::PlayMode;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::modes::pack_and_daily::StartMode;
use crate::game::persistence::progress::SavedProgress;
use crate::game::screens::navigation::{ChosenByEscape, ScreenChange, open};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, clock_text, header, label};

/// Width of the mode buttons.
const WIDTH: f32 = 360.0;

fn spawn_modes(mut commands: Commands, saved: Res<SavedProgress>, words: Words) {
    let today = daily::today();
    let today_line = match saved.progress.daily.get(&today) {
        None => words.t_with("daily-today-open", &[("date", today.clone().into())]),
        Some(a) if a.cleared => words.t_with(
            "daily-today-cleared",
            &[
                ("points", a.points.into()),
                ("time", clock_text(a.seconds).into()),
            ],
        ),
        Some(a) if a.finished => words.t_with("daily-today-lost", &[("points", a.points.into())]),
        Some(_) => words.t("daily-today-begun"),
    };
    let streak = daily::streak(&saved.progress.daily, &today);
    commands
        .spawn(widgets::layer(Menu::Modes))
        .with_children(|root| {
            root.spawn(header(words.t("modes-title"), 44.0));
            for mode in PlayMode::ALL {
                let Some(about) = mode.about() else {
                    continue;
                };
                root.spawn(button(words.t(mode.title()), play_mode(mode), WIDTH));
                root.spawn(label(words.t(about), 16.0, palette::TEXT_DIM));
            }
            root.spawn(label(today_line, 18.0, palette::GOLD));
            root.spawn(label(
                words.t_with("daily-streak", &[("days", streak.into())]),
                18.0,
                palette::GOLD,
            ));
            root.spawn((
                button(words.t("menu-back"), open(Menu::Main), WIDTH),
                ChosenByEscape,
            ));
        });
}

/// A button that starts play in `mode`.
pub(crate) fn play_mode(
    mode: PlayMode,
) -> impl FnMut(On<Chosen>, MessageWriter<StartMode>, ScreenChange) {
    move |_, mut start, mut change| {
        start.write(StartMode(mode));
        change.play();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Modes), spawn_modes);
}
