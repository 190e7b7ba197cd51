//! "Try from here": a practice game from any moment of a replay. The replay's board is dealt
//! again (its level, seed and mode) and its log up to that moment re-applied, as continuing a
//! kept game does, behind the curtain and without sounds; then the player has the board as it
//! was, with the clock where it stood. Practice records nothing: no progress, no hall of fame,
//! no replay kept, no daily attempt. It ends when another board is dealt.

use bevy::prelude::*;

use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::{Entry, Event, Replay};
use crate::game::content::levels::LevelPack;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::modes::pack_and_daily::PackMode;
use crate::game::modes::runs::Run;
use crate::game::persistence::keep::Resuming;
use crate::game::replays::playback::{FAST, Playback};
use crate::game::replays::recorder::KeepNothing;
use crate::i18n;

/// Start practice from the moment of `replay` just before `before` (nanoseconds of play).
#[derive(Message, Clone, Debug)]
pub struct TryFromHere {
    /// The game to take the board from.
    pub replay: Replay,
    /// The moment: everything recorded before it is re-applied.
    pub before: u64,
}

/// Practice is in play: nothing is kept until another board is dealt.
#[derive(Resource, Debug)]
pub struct Practising {
    /// The practice board's deal, once dealt.
    deal: Option<u64>,
    /// Games were already not kept when practice began (a replay shown): they stay so.
    kept_nothing_before: bool,
}

/// `replay` cut just before `before`: what had happened until then, without a pick, a
/// letting go or a power-up's aim still waiting for its answer (the board is as it was
/// between two moves).
pub fn up_to(replay: &Replay, before: u64) -> Replay {
    let mut log: Vec<Entry> = replay
        .log
        .iter()
        .filter(|e| e.t < before)
        .cloned()
        .collect();
    while log
        .last()
        .is_some_and(|e| matches!(e.e, Event::Pick(..) | Event::Drop | Event::PowerUp(_)))
    {
        log.pop();
    }
    let mut cut = replay.clone();
    cut.log = log;
    cut
}

/// Deals the replay's board again as practice and starts re-applying its log up to the
/// moment.
fn try_from_here(
    mut asks: MessageReader<TryFromHere>,
    mut commands: Commands,
    (mut spec, pack, mut pack_mode): (
        ResMut<LevelSpec>,
        Option<ResMut<LevelPack>>,
        ResMut<PackMode>,
    ),
    (kept_nothing, mut new_board): (Option<Res<KeepNothing>>, MessageWriter<NewBoard>),
    (mut notify, mut time): (MessageWriter<Notify>, ResMut<Time<Virtual>>),
) {
    let Some(ask) = asks.read().last() else {
        return;
    };
    // From a replay shown fast, practice is played at the game's own pace.
    if time.relative_speed() == FAST {
        time.set_relative_speed(1.0);
    }
    let cut = up_to(&ask.replay, ask.before);
    let played_at = cut.played_at;
    let (playback, mut practice) = match Playback::catch_up(cut) {
        Ok(started) => started,
        Err(why) => {
            notify.write(Notify {
                message: i18n::Message::with("practice-failed", [("problem", why.into())]),
                seconds: 8.0,
            });
            return;
        }
    };
    // Nothing of practice counts: no record, no hall of fame, no daily attempt.
    practice.record = None;
    practice.hall = None;
    if let Some(mut pack) = pack {
        pack.active = false;
    }
    if matches!(practice.mode, PlayMode::Classic | PlayMode::Relaxed) {
        pack_mode.0 = practice.mode;
    }
    commands.remove_resource::<Run>();
    *spec = practice;
    new_board.write(NewBoard { seed: None });
    commands.insert_resource(playback);
    commands.insert_resource(Resuming::practice(played_at));
    commands.insert_resource(KeepNothing);
    commands.insert_resource(Practising {
        deal: None,
        kept_nothing_before: kept_nothing.is_some(),
    });
}

/// Practice ends when another board is dealt: games are kept again (unless they were not
/// before).
fn end_practice(
    mut commands: Commands,
    mut practising: ResMut<Practising>,
    board: Option<Res<Board>>,
    playback: Option<Res<Playback>>,
) {
    let Some(deal) = board.map(|b| b.deal_id()) else {
        return;
    };
    match practising.deal {
        // The first deal after practice was asked for, while its moves are re-applied.
        None if playback.is_some() => practising.deal = Some(deal),
        Some(d) if d != deal => {
            commands.remove_resource::<Practising>();
            if !practising.kept_nothing_before {
                commands.remove_resource::<KeepNothing>();
            }
        }
        _ => {}
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<TryFromHere>()
        .add_systems(
            PreUpdate,
            try_from_here
                .run_if(on_message::<TryFromHere>)
                .in_set(BoardSetup::ChooseLevel),
        )
        .add_systems(
            Update,
            end_practice
                .run_if(resource_exists::<Practising>)
                .in_set(MoveFlow::HandOn),
        );
}
