//! The win and lose screens' line about the leaderboards: "Rank 3 on today's board" once the
//! server has answered, "will be sent when online" while the game waits in the outbox. Shown
//! only when a server is set, beside a button to the Leaderboard screen.

use bevy::prelude::*;

use super::leaderboard::open_leaderboard;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::online::leaderboards::{LastSubmission, OnlineArrivals, OnlineConfig};
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;
use crate::game::theme::widgets::{button, label};

/// The line, at the bottom of a finish screen.
#[derive(Component, Debug)]
pub struct RankLine;

fn spawn_line(menu: Menu) -> impl Fn(Commands, Option<Res<OnlineConfig>>, Words) {
    move |mut commands: Commands, online: Option<Res<OnlineConfig>>, words: Words| {
        if online.is_none_or(|o| o.server.is_none()) {
            return;
        }
        commands
            .spawn((
                Name::new("leaderboard rank"),
                DespawnOnExit(menu),
                Node {
                    position_type: PositionType::Absolute,
                    bottom: px(24.0),
                    width: percent(100.0),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    column_gap: px(18.0),
                    ..default()
                },
                GlobalZIndex(11 * LAYER_STEP),
            ))
            .with_children(|row| {
                row.spawn((RankLine, label("", 20.0, palette::GOLD)));
                row.spawn(button(
                    words.t("leaderboard-open"),
                    open_leaderboard(menu),
                    200.0,
                ));
            });
    }
}

/// Puts the last submission's news into words whenever it changes.
fn show_rank(
    last: Res<LastSubmission>,
    mut lines: Query<(&mut Text, Ref<RankLine>)>,
    words: Words,
) {
    for (mut text, line) in &mut lines {
        if last.is_changed() || line.is_added() {
            let said = last.message().map(|m| words.say(&m)).unwrap_or_default();
            if text.0 != said {
                text.0 = said;
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Won), spawn_line(Menu::Won))
        .add_systems(OnEnter(Menu::Lost), spawn_line(Menu::Lost))
        .add_systems(Update, show_rank.after(OnlineArrivals));
}
