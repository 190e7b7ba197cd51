//! Every game a player plays is recorded as a replay ([`crate::formats::replays::replay`]): what the player did
//! (picks, power-up requests, letting go of the selection, undo, redo) and what the game did in
//! answer (links, refusals, power-ups acting, re-deals, the end), each at its time of play. When
//! the game ends (cleared, out of time, or left for another deal) the replay is kept in the data
//! directory: the last few games, and each pack level's best-scoring clear.
//!
//! The demo and the editor's test play are not recorded; a replay being shown is recorded but
//! not kept.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::formats::replays::replay::{
    Entry, Event, FORMAT, Outcome, Replay, ReplayDir, fingerprint,
};
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::GoalMissed;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{
    Assists, BoardCleared, BoardShuffled, ItemReceived, MatchFound, MatchRejected,
    SelectionDropped, TilePicked, TimeUp,
};
use crate::game::core::power_ups::{PowerUpRefused, PowerUpUsed, UsePowerUp};
use crate::game::core::score::Score;
use crate::game::core::stages::MoveFlow;
pub use crate::game::core::who_plays::{KeepNothing, WhoPlays};
use crate::game::persistence::replay_writer::ReplayWriter;

/// The game being recorded, and the last one recorded to its end.
#[derive(Resource, Debug, Default)]
pub struct Recorder {
    recording: Option<Recording>,
    /// The last game recorded to its end (cleared, out of time, or left with moves made).
    pub last: Option<Replay>,
    /// How many games were kept in the replay store so far: when it changes, [`Recorder::last`]
    /// is a game just kept.
    pub kept: u64,
    /// How many games were recorded to their end: when it changes, [`Recorder::last`] is a
    /// game just ended.
    pub finished: u64,
}

#[derive(Debug)]
struct Recording {
    deal: u64,
    replay: Replay,
    /// The pack identity a clear is recorded under (only a pack level's clear is a best).
    record_as: Option<String>,
    level_name: String,
}

impl Recorder {
    /// The game being recorded, as it stands.
    pub fn recording(&self) -> Option<&Replay> {
        self.recording.as_ref().map(|r| &r.replay)
    }

    /// The deal being recorded.
    pub fn deal(&self) -> Option<u64> {
        self.recording.as_ref().map(|r| r.deal)
    }

    /// Dates the game being recorded `played_at` (seconds since 1970): a game continued
    /// after a restart is the game begun then.
    pub fn set_played_at(&mut self, played_at: u64) {
        if let Some(recording) = self.recording.as_mut() {
            recording.replay.played_at = played_at;
        }
    }

    /// What the game has answered so far in the game being recorded, or in the last one
    /// recorded once it has ended.
    pub fn answers(&self) -> Vec<Event> {
        self.recording()
            .or(self.last.as_ref())
            .map(|r| r.answers().map(|e| e.e.clone()).collect())
            .unwrap_or_default()
    }
}

/// Where replays are saved; without it they are kept in memory only.
#[derive(Resource, Debug, Clone)]
pub struct ReplayStore(pub ReplayDir);

/// Where a finished game is kept, and the thread that writes it there.
#[derive(SystemParam)]
pub struct ReplayKeeping<'w> {
    store: Option<Res<'w, ReplayStore>>,
    writer: ResMut<'w, ReplayWriter>,
}

/// What the player did this frame.
#[derive(SystemParam)]
pub struct PlayerActions<'w, 's> {
    received: MessageReader<'w, 's, ItemReceived>,
    power_ups: MessageReader<'w, 's, UsePowerUp>,
    dropped: MessageReader<'w, 's, SelectionDropped>,
    picks: MessageReader<'w, 's, TilePicked>,
    undo: MessageReader<'w, 's, UndoRequested>,
    redo: MessageReader<'w, 's, RedoRequested>,
}

impl PlayerActions<'_, '_> {
    /// In the order the frame's stages act on them.
    fn read(&mut self) -> Vec<Event> {
        // An item landing acts before the frame's picks (see `race/items.rs`).
        let mut events: Vec<Event> = self
            .received
            .read()
            .map(|r| Event::Received {
                item: r.item,
                from: r.from.clone(),
            })
            .collect();
        events.extend(
            self.power_ups
                .read()
                .map(|u| Event::PowerUp(u.0.as_str().to_string())),
        );
        events.extend(self.dropped.read().map(|_| Event::Drop));
        events.extend(self.picks.read().map(|p| Event::pick(p.0)));
        events.extend(self.undo.read().map(|_| Event::Undo));
        events.extend(self.redo.read().map(|_| Event::Redo));
        events
    }
}

/// What the game did this frame.
#[derive(SystemParam)]
pub struct GameAnswers<'w, 's> {
    found: MessageReader<'w, 's, MatchFound>,
    rejected: MessageReader<'w, 's, MatchRejected>,
    used: MessageReader<'w, 's, PowerUpUsed>,
    refused: MessageReader<'w, 's, PowerUpRefused>,
    shuffled: MessageReader<'w, 's, BoardShuffled>,
    cleared: MessageReader<'w, 's, BoardCleared>,
    time_up: MessageReader<'w, 's, TimeUp>,
    missed: MessageReader<'w, 's, GoalMissed>,
}

impl GameAnswers<'_, '_> {
    /// In the order the frame's stages produce them.
    fn read(&mut self) -> Vec<Event> {
        let mut events: Vec<Event> = self
            .rejected
            .read()
            .map(|r| Event::refused(r.a, r.b))
            .collect();
        events.extend(self.found.read().map(|f| Event::linked(f.a, f.b)));
        events.extend(
            self.used
                .read()
                .map(|u| Event::Used(u.id.as_str().to_string())),
        );
        events.extend(
            self.refused
                .read()
                .map(|r| Event::Declined(r.id.as_str().to_string())),
        );
        events.extend(
            self.shuffled
                .read()
                .map(|s| Event::Redealt { asked: s.by_player }),
        );
        events.extend(self.time_up.read().map(|_| Event::TimeUp));
        events.extend(self.missed.read().map(|_| Event::GoalMissed));
        events.extend(self.cleared.read().map(|_| Event::Cleared));
        events
    }
}

/// The state of the board in play that a replay's result is made of.
#[derive(SystemParam)]
pub struct GameState<'w> {
    board: Option<Res<'w, Board>>,
    spec: Res<'w, LevelSpec>,
    clock: Res<'w, DealClock>,
    score: Res<'w, Score>,
    assists: Res<'w, Assists>,
}

impl GameState<'_> {
    fn outcome(&self) -> Outcome {
        let (points, stars) = self
            .score
            .result
            .map_or((self.score.total(), 0), |r| (r.points, r.stars));
        Outcome {
            cleared: self.score.result.is_some(),
            clock: self.clock.counted.as_nanos() as u64,
            points,
            stars,
            assisted: self.assists.any(),
        }
    }
}

/// Starts a recording at each deal, adds what happened each frame, and keeps the replay when
/// the game ends.
pub fn record_replay(
    mut recorder: ResMut<Recorder>,
    state: GameState,
    who: WhoPlays,
    mut actions: PlayerActions,
    mut answers: GameAnswers,
    mut keeping: ReplayKeeping,
) {
    let inputs = actions.read();
    let outputs = answers.read();
    let ReplayKeeping { store, writer } = &mut keeping;
    let store = store.as_deref().filter(|_| who.keeps_games());
    let deal = state.board.as_ref().map(|b| b.deal_id());
    if recorder.recording.as_ref().map(|r| r.deal) != deal {
        // A new deal (a restart, another level): the game left behind is kept if it was
        // played at all.
        if let Some(left) = recorder.recording.take()
            && left.replay.log.iter().any(|e| e.e.is_input())
        {
            finish(&mut recorder, left, store, writer);
        }
        if let Some(deal) = deal.filter(|_| who.player()) {
            recorder.recording = Some(start(&state, deal));
        }
    }
    let Some(recording) = recorder.recording.as_mut() else {
        return;
    };
    let t = state.clock.played.as_nanos() as u64;
    let ended = outputs
        .iter()
        .any(|e| matches!(e, Event::Cleared | Event::TimeUp | Event::GoalMissed));
    if inputs.is_empty() && outputs.is_empty() {
        return;
    }
    recording
        .replay
        .log
        .extend(inputs.into_iter().chain(outputs).map(|e| Entry { t, e }));
    // How the game stands after the last thing that happened: the result of a game left
    // unfinished, and of one that ended.
    recording.replay.result = state.outcome();
    if ended {
        let done = recorder.recording.take().expect("recording");
        finish(&mut recorder, done, store, writer);
    }
}

fn start(state: &GameState, deal: u64) -> Recording {
    let level = state.spec.level.to_ron();
    let played_at = crate::formats::daily::unix_seconds_now();
    Recording {
        deal,
        replay: Replay {
            format: FORMAT,
            level_id: state.spec.record.clone(),
            level_fingerprint: fingerprint(&level),
            level,
            seed: state.spec.seed,
            chinese_style: !state.spec.level.rules.groups.is_none(),
            mode: state.spec.mode,
            played_at,
            log: Vec::new(),
            result: Outcome::default(),
        },
        record_as: state.spec.record.clone(),
        level_name: state.spec.level.name.clone(),
    }
}

/// Closes a recording and hands it to the writer to keep.
fn finish(
    recorder: &mut Recorder,
    done: Recording,
    store: Option<&ReplayStore>,
    writer: &mut ReplayWriter,
) {
    if let Some(ReplayStore(dir)) = store {
        writer.keep_game(
            dir,
            &done.replay,
            &done.level_name,
            done.record_as.as_deref(),
        );
        recorder.kept += 1;
    }
    recorder.last = Some(done.replay);
    recorder.finished += 1;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Recorder>()
        .init_resource::<ReplayWriter>()
        .add_systems(Update, record_replay.in_set(MoveFlow::Record));
}
