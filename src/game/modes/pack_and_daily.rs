//! Modes of play, chosen on the title screen, each with its own records:
//!
//! - **Classic**: the level pack, as its files say.
//! - **Relaxed**: the pack's levels with no clock, hints free and unlimited, and no points for
//!   time; records kept apart (`relaxed/ID`).
//! - **Daily challenge**: one board per calendar day (UTC), the same for every player (see
//!   [`crate::formats::daily`]). The first game of the day is the scored attempt: it is noted as begun
//!   with its first pick, and ends cleared, out of time, or left. Later games that day are
//!   practice. The result of each day and the streak of cleared days are kept.
//! - **Time attack** and **endless**: runs of boards, see `runs.rs`.

use bevy::prelude::*;

use crate::formats::daily;
use crate::formats::play_mode::PlayMode;
use crate::formats::record_key::{Day, RecordKey};
use crate::game::content::levels::{GoToLevel, LevelPack};
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::GoalMissed;
use crate::game::core::messages::{LevelCompleted, NewBoard, Notify, TilePicked, TimeUp};
use crate::game::core::score::Score;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::persistence::progress::SavedProgress;
use crate::i18n;

/// How the pack's levels are played: classic or relaxed (the daily board is not a pack level).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PackMode(pub PlayMode);

/// Start playing in a mode (the title's modes menu).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartMode(pub PlayMode);

/// Today's daily attempt in play: its day, and the deal it is played on once begun.
#[derive(Resource, Debug, Default)]
pub struct DailyInPlay {
    begun_on: Option<(String, u64)>,
}

impl DailyInPlay {
    /// The attempt begun on `day` goes on on the deal `deal` (a game continued after a
    /// restart).
    pub fn resume(&mut self, day: String, deal: u64) {
        self.begun_on = Some((day, deal));
    }

    /// The day of the attempt in play, once begun.
    #[cfg(test)]
    pub fn begun_on(&self) -> Option<&str> {
        self.begun_on.as_ref().map(|(day, _)| day.as_str())
    }
}

/// The record key of the daily board of `day` (a `YYYY-MM-DD` date).
pub fn daily_record(day: &str) -> String {
    match Day::parse(day) {
        Ok(day) => RecordKey::Daily(day).to_string(),
        // Never the case for a date the game made: kept as given, it matches no record.
        Err(_) => format!("daily/{day}"),
    }
}

/// What to deal for today's daily challenge: scored if today has no attempt yet.
pub fn daily_spec(day: &str, progress: &SavedProgress) -> LevelSpec {
    let mut spec = LevelSpec::new(daily::level(day), daily::seed(day));
    spec.mode = PlayMode::Daily;
    if !progress.progress.daily.contains_key(day) {
        spec.record = Some(daily_record(day));
    }
    spec
}

fn start_mode(
    mut starts: MessageReader<StartMode>,
    mut pack_mode: ResMut<PackMode>,
    mut pack: Option<ResMut<LevelPack>>,
    mut spec: ResMut<LevelSpec>,
    progress: Res<SavedProgress>,
    mut go: MessageWriter<GoToLevel>,
    mut new_board: MessageWriter<NewBoard>,
) {
    let Some(StartMode(mode)) = starts.read().last().copied() else {
        return;
    };
    match mode {
        PlayMode::Classic | PlayMode::Relaxed => {
            pack_mode.0 = mode;
            match pack.as_deref().filter(|p| !p.entries().is_empty()) {
                // The pack's level in hand, dealt afresh under the mode's terms.
                Some(p) => {
                    go.write(GoToLevel(p.current));
                }
                None => {
                    spec.mode = PlayMode::Classic;
                    new_board.write(NewBoard { seed: None });
                }
            }
        }
        PlayMode::Daily => {
            if let Some(pack) = pack.as_deref_mut() {
                pack.active = false;
            }
            *spec = daily_spec(&daily::today(), &progress);
            new_board.write(NewBoard { seed: None });
        }
        // Runs are started in `runs.rs`, races by their room (`race.rs`).
        PlayMode::TimeAttack | PlayMode::Endless | PlayMode::Race => {}
    }
}

/// A pack level chosen while the pack is played relaxed is dealt under relaxed terms.
fn apply_pack_mode(pack_mode: Res<PackMode>, mut spec: ResMut<LevelSpec>) {
    if spec.mode != PlayMode::Classic || pack_mode.0 != PlayMode::Relaxed {
        return;
    }
    spec.mode = PlayMode::Relaxed;
    crate::formats::play_mode::relax(&mut spec.level);
    spec.record = spec
        .record
        .take()
        .and_then(|key| RecordKey::parse(&key).ok())
        .map(|key| key.relaxed().to_string());
    spec.hall = spec.record.clone();
}

/// The first pick of a scored daily board begins the day's attempt: leaving it, restarting it or
/// quitting does not give another.
fn begin_daily_attempt(
    mut picks: MessageReader<TilePicked>,
    spec: Res<LevelSpec>,
    board: Option<Res<Board>>,
    mut in_play: ResMut<DailyInPlay>,
    mut saved: ResMut<SavedProgress>,
) {
    if picks.read().count() == 0 || in_play.begun_on.is_some() {
        return;
    }
    let Some(RecordKey::Daily(day)) = spec
        .record
        .as_deref()
        .and_then(|r| RecordKey::parse(r).ok())
    else {
        return;
    };
    let (day, Some(board)) = (day.to_string(), board) else {
        return;
    };
    if saved.progress.begin_daily(&day) {
        in_play.begun_on = Some((day, board.deal_id()));
        saved.save();
    }
}

/// Today's attempt has ended, as it went.
#[derive(Message, Clone, Debug)]
struct DailyAttemptEnded {
    day: String,
    attempt: daily::Attempt,
}

/// Ends the day's attempt: cleared, out of time, or left for another deal.
fn end_daily_attempt(
    mut completed: MessageReader<LevelCompleted>,
    (mut time_up, mut missed): (MessageReader<TimeUp>, MessageReader<GoalMissed>),
    board: Option<Res<Board>>,
    score: Res<Score>,
    clock: Res<crate::game::core::clock::DealClock>,
    mut in_play: ResMut<DailyInPlay>,
    mut ended: MessageWriter<DailyAttemptEnded>,
) {
    let Some((day, deal)) = in_play.begun_on.clone() else {
        completed.clear();
        time_up.clear();
        missed.clear();
        return;
    };
    let cleared = completed
        .read()
        .find(|c| c.record_as.as_deref() == Some(&daily_record(&day)))
        .map(|c| (c.points, c.seconds));
    let lost = time_up.read().count() + missed.read().count() > 0;
    let left = board.as_ref().is_none_or(|b| b.deal_id() != deal);
    let attempt = match cleared {
        Some((points, seconds)) => daily::Attempt {
            finished: true,
            cleared: true,
            points,
            seconds,
        },
        None if lost || left => daily::Attempt {
            finished: true,
            cleared: false,
            points: score.total(),
            seconds: clock.seconds(),
        },
        None => return,
    };
    in_play.begun_on = None;
    ended.write(DailyAttemptEnded { day, attempt });
}

/// Records and saves the day's ended attempt and tells the streak. The board stays to be
/// played again, as practice.
fn record_daily_attempt(
    mut ended: MessageReader<DailyAttemptEnded>,
    mut spec: ResMut<LevelSpec>,
    mut saved: ResMut<SavedProgress>,
    mut notify: MessageWriter<Notify>,
) {
    for DailyAttemptEnded { day, attempt } in ended.read() {
        saved.progress.finish_daily(day, *attempt);
        saved.save();
        if spec.record.as_deref() == Some(&daily_record(day)) {
            // From now on the day's board is practice.
            spec.record = None;
        }
        let streak = daily::streak(&saved.progress.daily, day);
        notify.write(Notify {
            message: i18n::Message::with(
                if attempt.cleared {
                    "daily-cleared"
                } else {
                    "daily-over"
                },
                [("days", streak.into())],
            ),
            seconds: 5.0,
        });
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PackMode>()
        .init_resource::<DailyInPlay>()
        .add_message::<StartMode>()
        .add_message::<DailyAttemptEnded>()
        // Also registered by the levels plugin, which headless apps may leave out.
        .add_message::<GoToLevel>()
        .add_systems(
            PreUpdate,
            (
                start_mode
                    .run_if(on_message::<StartMode>)
                    .in_set(BoardSetup::ChooseLevel),
                apply_pack_mode
                    .run_if(resource_changed::<LevelSpec>)
                    .in_set(BoardSetup::Terms),
            ),
        )
        // Only the daily board has an attempt to keep (the game runs many small systems each
        // frame: those with nothing to do are skipped by a cheap condition).
        .add_systems(
            Update,
            (
                begin_daily_attempt,
                (end_daily_attempt, record_daily_attempt).chain(),
            )
                .run_if(|spec: Res<LevelSpec>, in_play: Res<DailyInPlay>| {
                    spec.mode == PlayMode::Daily || in_play.begun_on.is_some()
                })
                .in_set(MoveFlow::Record),
        );
}
