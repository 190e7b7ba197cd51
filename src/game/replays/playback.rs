//! Showing a replay in the window (`lianliankan --replay FILE`): the replay's actions take the
//! player's place, each at its recorded time of play. The board's clock is held at each
//! recorded moment until that moment's action is taken or the game's recorded answer (a hint
//! worked out in the background, a re-deal) has arrived, so the game shown is the game played,
//! to the point and the score. Tab switches between normal and fast speed; P pauses as ever.
//! Should the game ever answer otherwise than the replay says, the showing stops there and says
//! so.

use std::time::Duration;

use bevy::prelude::*;

use super::recorder::Recorder;
use crate::engine::Pos;
use crate::formats::replays::replay::{Event, Replay, links_among};
use crate::formats::replays::replay_header::check_header;
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{ItemReceived, Notify, SelectionDropped, TilePicked};
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::power_ups::{PowerUps, UsePowerUp};
use crate::game::core::stages::MoveFlow;
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::i18n;

/// How much faster than recorded the fast speed shows a replay.
pub const FAST: f32 = 4.0;

/// Frames to wait for an answer the replay recorded once nothing is being worked out.
const PATIENCE_FRAMES: u32 = 5;

/// A replay being shown.
#[derive(Resource, Debug)]
pub struct Playback {
    replay: Replay,
    /// The next entry of the log not yet reached.
    next: usize,
    /// How many of the game's answers the log holds before `next`.
    answers_reached: usize,
    deal: Option<u64>,
    level_name: String,
    waited: u32,
    /// Why the showing stopped early: the game answered otherwise than the replay says.
    pub parted: Option<String>,
    /// Every entry has been reached.
    pub over: bool,
    /// Re-applying a kept game (see `keep.rs`) rather than showing: each recorded moment is
    /// reached at once, one a frame, instead of in its time.
    catching_up: bool,
    /// The showing does not say how to drive it: no one drives an export.
    pub quiet: bool,
}

impl Playback {
    /// Shows `replay`: the showing, and what to deal for it. A replay whose header is not the
    /// game it names (see [`check_header`]) is refused before anything is dealt.
    pub fn start(replay: Replay) -> Result<(Playback, LevelSpec), String> {
        check_header(&replay, crate::formats::daily::unix_seconds_now())?;
        let spec = Playback::level_spec(&replay)?;
        let playback = Playback {
            level_name: spec.level.name.clone(),
            next: 0,
            answers_reached: 0,
            deal: None,
            waited: 0,
            parted: None,
            over: false,
            catching_up: false,
            quiet: false,
            replay,
        };
        Ok((playback, spec))
    }

    /// Re-applies `replay`, a game kept in progress, as fast as the board answers: each
    /// recorded moment is reached in a frame of its own, so the game re-recorded is the game
    /// kept, to the nanosecond.
    pub fn catch_up(replay: Replay) -> Result<(Playback, LevelSpec), String> {
        let (mut playback, spec) = Playback::start(replay)?;
        playback.catching_up = true;
        Ok((playback, spec))
    }

    /// The links the game has made of the replay's so far.
    pub fn links_reached(&self) -> u32 {
        links_among(&self.replay.log[..self.next.min(self.replay.log.len())])
    }

    /// Whether a kept game is being re-applied (not shown).
    pub fn is_catching_up(&self) -> bool {
        self.catching_up
    }

    /// What a replay deals: its level and seed, with its "any flower, any season" choice
    /// whatever the player's settings say, in its mode.
    pub fn level_spec(replay: &Replay) -> Result<LevelSpec, String> {
        let mut spec = LevelSpec::new(replay.level_to_deal()?, replay.seed);
        spec.mode = replay.mode;
        Ok(spec)
    }
}

/// Clears what the player asked for this frame: while a replay is shown, only it plays.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PlayerRequests<'w> {
    picks: ResMut<'w, Messages<TilePicked>>,
    power_ups: ResMut<'w, Messages<UsePowerUp>>,
    registry: Res<'w, PowerUps>,
    dropped: ResMut<'w, Messages<SelectionDropped>>,
    undo: ResMut<'w, Messages<UndoRequested>>,
    redo: ResMut<'w, Messages<RedoRequested>>,
    received: ResMut<'w, Messages<ItemReceived>>,
}

impl PlayerRequests<'_> {
    fn clear(&mut self) {
        self.picks.clear();
        self.power_ups.clear();
        self.dropped.clear();
        self.undo.clear();
        self.redo.clear();
        self.received.clear();
    }

    /// Asks for what the player did in `event`, as the player's own input would (the game's
    /// answers are not asked for: they are ignored).
    pub fn send(&mut self, event: &Event) {
        match event {
            Event::Pick(x, y) => {
                self.picks.write(TilePicked(Pos::new(*x, *y)));
            }
            // A power-up this game lacks cannot be asked for (the replay verifier refuses
            // such a replay before playing it).
            Event::PowerUp(name) => match self.registry.id(name) {
                Some(id) => {
                    self.power_ups.write(UsePowerUp(id));
                }
                None => warn!("the replay asks for the power-up {name:?}, which this game lacks"),
            },
            Event::Drop => {
                self.dropped.write(SelectionDropped);
            }
            Event::Undo => {
                self.undo.write(UndoRequested);
            }
            Event::Redo => {
                self.redo.write(RedoRequested);
            }
            Event::Received { item, from } => {
                self.received.write(ItemReceived {
                    item: *item,
                    from: from.clone(),
                });
            }
            _ => {}
        }
    }
}

/// Where the game parted from the replay: when, what the game gave, what the replay says.
struct Parting {
    t: u64,
    given: String,
    recorded: String,
}

/// Where taking the replay's entries stopped this frame.
enum Stop {
    /// At an entry whose time has not come, or at the end of the log.
    Waiting,
    /// At an answer whose time has come and that the game has not given.
    Overdue,
    /// At an answer the game gave otherwise.
    Parted(Parting),
}

impl Playback {
    /// Takes the entries whose time has come: the player's actions are asked for, the game's
    /// answers (`answered`, in order) checked against the replay's.
    fn take_due(
        &mut self,
        clock: &mut DealClock,
        board: &Board,
        answered: &[Event],
        requests: &mut PlayerRequests,
    ) -> Stop {
        let mut sent = false;
        while let Some(entry) = self.replay.log.get(self.next) {
            let at = Duration::from_nanos(entry.t);
            if entry.e.is_input() {
                // Catching up, the clock jumps to the next moment, once a frame.
                if at > clock.played && self.catching_up && !sent {
                    clock.run_to(at);
                }
                // Reached only once every answer recorded before it has come.
                if at > clock.played {
                    return Stop::Waiting;
                }
                requests.send(&entry.e);
                sent = true;
            } else {
                match answered.get(self.answers_reached) {
                    Some(given) if *given == entry.e => self.answers_reached += 1,
                    Some(given) => {
                        return Stop::Parted(Parting {
                            t: entry.t,
                            given: given.to_string(),
                            recorded: entry.e.to_string(),
                        });
                    }
                    None if at > clock.played => {
                        // Worked out already, it would be taken before the moment it came in
                        // the game: the clock runs on to that moment first.
                        if board.has_open_questions() && !board.is_thinking() {
                            clock.run_to(at);
                        }
                        return Stop::Waiting;
                    }
                    None => return Stop::Overdue,
                }
            }
            self.next += 1;
        }
        Stop::Waiting
    }

    /// Counts the frames an overdue answer has been waited for once nothing is being worked
    /// out; past patience, the replay parts from the game there.
    fn wait_for_answer(&mut self, overdue: bool) -> Option<Parting> {
        if !overdue {
            self.waited = 0;
            return None;
        }
        self.waited += 1;
        let entry = &self.replay.log[self.next];
        (self.waited > PATIENCE_FRAMES).then(|| Parting {
            t: entry.t,
            given: "nothing".into(),
            recorded: entry.e.to_string(),
        })
    }
}

/// Says where the replay parted from the game, and stops the showing there.
fn part(playback: &mut Playback, parting: Parting, notify: &mut MessageWriter<Notify>) {
    let Parting { t, given, recorded } = parting;
    warn!(
        "the replay parts from the game at {:.3} s: it says {recorded}, the game gave {given}",
        crate::formats::replays::replay::seconds(t)
    );
    notify.write(Notify {
        message: i18n::Message::with(
            "replay-parted",
            [(
                "time",
                format!("{:.1}", crate::formats::replays::replay::seconds(t)).into(),
            )],
        ),
        seconds: 8.0,
    });
    playback.parted = Some(format!("{recorded} / {given}"));
}

/// A new deal starts the showing afresh: the first deal, or the same board dealt again (F5),
/// from the start. Another level (Page Down) ends the showing.
fn follow_deal(mut playback: ResMut<Playback>, board: Option<Res<Board>>, spec: Res<LevelSpec>) {
    let Some(board) = board else { return };
    if playback.deal != Some(board.deal_id()) {
        playback.deal = Some(board.deal_id());
        playback.next = 0;
        playback.answers_reached = 0;
        playback.parted = None;
        playback.over = spec.seed != playback.replay.seed || spec.level.name != playback.level_name;
    }
}

/// Takes the replay's actions as their times come, holding the clock at each recorded moment
/// until it has been played out.
pub fn play_back(
    mut playback: ResMut<Playback>,
    mut clock: ResMut<DealClock>,
    board: Option<Res<Board>>,
    recorder: Res<Recorder>,
    mut requests: PlayerRequests,
    mut notify: MessageWriter<Notify>,
) {
    requests.clear();
    let Some(board) = board else { return };
    if playback.parted.is_some() || playback.over {
        clock.hold_at = None;
        return;
    }
    let answered = recorder.answers();
    let stop = playback.take_due(&mut clock, &board, &answered, &mut requests);
    let overdue = matches!(stop, Stop::Overdue) && !board.has_open_questions();
    let waited_out = playback.wait_for_answer(overdue);
    let parting = match stop {
        Stop::Parted(parting) => Some(parting),
        Stop::Waiting | Stop::Overdue => waited_out,
    };
    if let Some(parting) = parting {
        part(&mut playback, parting, &mut notify);
        clock.hold_at = None;
        return;
    }
    let next_time = playback.replay.log.get(playback.next);
    clock.hold_at = next_time.map(|e| Duration::from_nanos(e.t));
    if next_time.is_none() {
        playback.over = true;
    }
}

/// The replay-speed key (Tab) switches the replay between normal and fast speed.
fn replay_speed(
    keys: BoundKeys,
    mut time: ResMut<Time<Virtual>>,
    mut notify: MessageWriter<Notify>,
) {
    if keys.just_pressed(PlayAction::ReplaySpeed) {
        let speed = if time.relative_speed() > 1.0 {
            1.0
        } else {
            FAST
        };
        time.set_relative_speed(speed);
        notify.write(Notify {
            message: i18n::Message::with("replay-speed", [("speed", format!("{speed}").into())]),
            seconds: 1.5,
        });
    }
}

/// Says how to drive the showing when it starts.
fn tell_how_to_watch(mut notify: MessageWriter<Notify>) {
    notify.write(Notify {
        message: i18n::Message::new("replay-showing"),
        seconds: 6.0,
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow_deal, play_back)
            .chain()
            .run_if(resource_exists::<Playback>)
            .in_set(MoveFlow::Override),
    )
    // Once the board is over the stages that take moves rest, but the game's last answers
    // (the link that cleared it, the clear itself) are still checked against the replay's,
    // after they are recorded; then the showing is over.
    .add_systems(
        Update,
        play_back
            .run_if(resource_exists::<Playback>)
            .run_if(not(crate::game::core::clock::board_open))
            .in_set(MoveFlow::HandOn),
    )
    .add_systems(
        Update,
        replay_speed
            .run_if(resource_exists::<Playback>)
            .run_if(resource_exists::<ButtonInput<KeyCode>>)
            .in_set(MoveFlow::Input),
    )
    .add_systems(
        Update,
        tell_how_to_watch
            .run_if(resource_added::<Playback>)
            .run_if(|playback: Option<Res<Playback>>| {
                playback.is_some_and(|p| !p.catching_up && !p.quiet)
            })
            .in_set(MoveFlow::Input),
    )
    .add_systems(
        Last,
        showing_keeps_frames_coming
            .run_if(resource_exists::<Playback>)
            .run_if(crate::game::core::screen::playing)
            .in_set(PacingSystems::Ask),
    );
}

/// A replay being shown moves by itself (and waits for answers in frames): frames come at
/// the display's rate until it is over or paused.
fn showing_keeps_frames_coming(playback: Res<Playback>, mut pacing: ResMut<FramePacing>) {
    if !playback.over && playback.parted.is_none() {
        pacing.frame_now();
    }
}
