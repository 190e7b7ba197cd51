//! Each game a player finishes (cleared, or out of time) goes into the progress file's journal
//! under the name of who is playing, for the hall of fame and the statistics; a clear that
//! takes a place in the hall of fame is announced. Only a player's own games of a board with a
//! hall (a pack level, a quick game) are kept: not the demo, the lesson, test play, a replay
//! shown, a run's boards, a race or the daily board.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::formats::daily::unix_seconds_now;
use crate::formats::power_up_ids::HINT;
use crate::formats::saves::hall_of_fame;
use crate::formats::saves::journal::GameEntry;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{Assists, LevelCompleted, Notify, TimeUp};
use crate::game::core::score::Score;
use crate::game::core::settings::Settings;
use crate::game::core::stages::MoveFlow;
use crate::game::core::who_plays::WhoPlays;
use crate::game::persistence::progress::SavedProgress;
use crate::i18n::Message;

/// The name a game is kept under when no player chose one and there is no online name.
const FALLBACK_NAME: &str = "Player";

/// Who is playing, by name: the local name chosen last, else the online name, else the
/// computer's user name.
#[derive(SystemParam)]
pub struct PlayerNames<'w> {
    settings: Res<'w, Settings>,
    #[cfg(feature = "online")]
    online: Option<Res<'w, crate::game::online::player_name::PlayerName>>,
}

impl PlayerNames<'_> {
    /// The name games are kept under now.
    pub fn current(&self) -> String {
        if let Some(local) = self.settings.0.players.first() {
            return local.clone();
        }
        #[cfg(feature = "online")]
        if let Some(name) = self.online.as_ref().and_then(|o| o.own()) {
            return name.to_string();
        }
        user_name()
    }
}

/// The computer's name for the person logged in, or [`FALLBACK_NAME`].
fn user_name() -> String {
    ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .map(|n| crate::formats::saves::journal::clean_name(&n))
        .find(|n| !n.is_empty())
        .unwrap_or_else(|| FALLBACK_NAME.to_string())
}

/// What the journal needs of the game in play.
#[derive(SystemParam)]
struct GameInPlay<'w, 's> {
    spec: Res<'w, LevelSpec>,
    who: WhoPlays<'w, 's>,
    names: PlayerNames<'w>,
    assists: Res<'w, Assists>,
}

impl GameInPlay<'_, '_> {
    /// The entry for the game just finished, if it is one to keep.
    fn entry(&self, cleared: bool, score: u32, seconds: f32, stars: u8) -> Option<GameEntry> {
        let board = self.spec.hall.clone()?;
        if !self.who.player() || !self.who.keeps_games() {
            return None;
        }
        let level = &self.spec.level;
        Some(GameEntry {
            at: unix_seconds_now(),
            board,
            title: level.name.clone(),
            width: level.layout.width().min(255) as u8,
            height: level.layout.height().min(255) as u8,
            pairs: level.pairs().min(usize::from(u16::MAX)) as u16,
            name: self.names.current(),
            cleared,
            score,
            seconds,
            stars,
            hints: self
                .assists
                .power_ups
                .iter()
                .filter(|(id, _)| id.as_str() == HINT)
                .map(|(_, n)| *n)
                .sum(),
            assisted: self.assists.any(),
            estimate: level.difficulty.0,
        })
    }
}

/// Keeps each clear, and tells the player a place it took in the hall of fame.
fn keep_clears(
    mut completed: MessageReader<LevelCompleted>,
    game: GameInPlay,
    mut saved: ResMut<SavedProgress>,
    mut notify: MessageWriter<Notify>,
) {
    for c in completed.read() {
        let Some(entry) = game.entry(true, c.points, c.seconds, c.stars) else {
            continue;
        };
        saved.progress.journal.add(entry.clone());
        if let Some(place) = hall_of_fame::place(&saved.progress.journal, &entry) {
            notify.write(Notify {
                message: Message::with("hall-placed", [("place", place.into())]),
                seconds: 5.0,
            });
        }
        saved.save();
    }
}

/// Keeps each game the clock ended.
fn keep_time_ups(
    mut time_up: MessageReader<TimeUp>,
    game: GameInPlay,
    (score, clock): (Res<Score>, Res<DealClock>),
    mut saved: ResMut<SavedProgress>,
) {
    for _ in time_up.read() {
        if let Some(entry) = game.entry(false, score.total(), clock.played_seconds(), 0) {
            saved.progress.journal.add(entry);
            saved.save();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            keep_clears.run_if(on_message::<LevelCompleted>),
            keep_time_ups.run_if(on_message::<TimeUp>),
        )
            .in_set(MoveFlow::Remember),
    );
}
