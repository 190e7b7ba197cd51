//! A race link opened (`formats/race_link.rs`), at start-up, typed, or handed to the running
//! game: once its board is dealt, the Leaderboard screen opens on that board and the entry the
//! link names is fetched and raced as a ghost, as the row's Race button would. A refusal (the
//! player does not share their replays, or has no entry there) is said on that screen, over the
//! board's rows, and Back plays the board without a ghost. With no server set, a notice says so
//! and the board is played as it is.

use bevy::prelude::*;

use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::core::screen::Menu;
use crate::game::ghost::entry::{RaceEntry, raceable};
use crate::game::modes::board_code::RaceFromLink;
use crate::game::online::leaderboards::{OnlineConfig, boards_for};
use crate::game::online::screens::leaderboard::LeaderboardScreen;
use crate::i18n::Message;

/// Once the link's board is in play, asks for the entry on the Leaderboard screen.
fn race_the_linked_entry(
    link: Res<RaceFromLink>,
    (spec, config): (Res<LevelSpec>, Option<Res<OnlineConfig>>),
    (mut screen, mut menu): (ResMut<LeaderboardScreen>, ResMut<NextState<Menu>>),
    (mut race, mut notify): (MessageWriter<RaceEntry>, MessageWriter<Notify>),
    mut commands: Commands,
) {
    // The board before the link's may still be in play for a frame or two.
    if spec.seed != link.seed || spec.record.is_none() {
        return;
    }
    commands.remove_resource::<RaceFromLink>();
    let boards = boards_for(Some(&spec));
    let at = boards
        .iter()
        .position(|b| b.starts_with("level/") && raceable(b));
    if config.and_then(|c| c.server.clone()).is_none() {
        notify.write(Notify {
            message: Message::with("race-link-no-server", [("name", link.name.clone().into())]),
            seconds: 6.0,
        });
        return;
    }
    // A race link names only a pack level played classic, whose board is offered.
    let Some(at) = at else {
        warn!("a race link's board has no leaderboard here: {boards:?}");
        return;
    };
    race.write(RaceEntry {
        board: boards[at].clone(),
        name: link.name.clone(),
    });
    *screen = LeaderboardScreen {
        boards,
        at,
        back: Menu::None,
    };
    menu.set(Menu::Leaderboard);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        race_the_linked_entry
            .run_if(resource_exists::<RaceFromLink>)
            .run_if(crate::game::core::screen::playing),
    );
}
