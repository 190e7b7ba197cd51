//! Proving a replay: the game's own logic, headless, is dealt the replay's level and seed and fed
//! the player's actions at their recorded times; what the game answers must be what the replay
//! says it answered, and the result must be the one it claims. Where they part, the report says
//! when and how.

use std::path::Path;
use std::time::Duration;

use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::formats::level::{Level, SharedBudget, level_files};
use crate::formats::play_mode::{PlayMode, relax};
use crate::formats::record_key::RecordKey;
use crate::formats::replays::replay::{Entry, Event, Outcome, Replay, fingerprint, seconds};
use crate::formats::replays::replay_header::check_header;
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::core::messages::NewBoard;
use crate::game::core::power_ups::PowerUps;
use crate::game::logic::LogicPlugin;
use crate::game::replays::playback::{Playback, PlayerRequests};
use crate::game::replays::recorder::Recorder;

/// A replay that agrees with the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Proven {
    /// How the level was found: in the pack, or only in the replay.
    pub level_note: String,
    /// The mode the game was played in.
    pub mode: PlayMode,
    /// What was checked besides the moves, one line each.
    pub checked: Vec<String>,
    /// The result, as re-played.
    pub outcome: Outcome,
    /// Actions the player took.
    pub actions: usize,
}

/// How long the re-play waits for background work before one frame.
const MOST_WAIT: Duration = Duration::from_secs(60);

/// Why a re-play stopped at its deadline (see `crate::deadline`).
pub const OUT_OF_TIME: &str = "the re-play ran past its deadline and was stopped";

/// Re-plays `replay` with the built-in power-ups (see [`prove_with`]).
pub fn prove(replay: &Replay, pack: Option<&Path>) -> Result<Proven, String> {
    prove_in(replay, pack, None)
}

/// Proves a kept game's replay against `pack` (what `persistence::keep` asks before offering
/// Continue).
pub fn prove_kept(replay: &Replay, pack: &Path) -> Result<(), String> {
    prove(replay, Some(pack)).map(|_| ())
}

/// Re-plays `replay` and checks every answer and the result, after its header (see
/// [`check_header`]), with the power-ups of `power_ups` (the registry of the game that proves
/// it: a mod's own program knows its power-ups). A replay that used a power-up the registry
/// lacks is refused, naming it. With `pack`, a replay of a pack level is checked against that
/// level as the pack has it now: a level changed since the game was played is refused.
pub fn prove_with(
    replay: &Replay,
    pack: Option<&Path>,
    power_ups: &PowerUps,
) -> Result<Proven, String> {
    prove_in(replay, pack, Some(power_ups))
}

pub(crate) fn prove_in(
    replay: &Replay,
    pack: Option<&Path>,
    power_ups: Option<&PowerUps>,
) -> Result<Proven, String> {
    prove_watched(replay, pack, power_ups, &mut |_, _| {})
}

/// Proves `replay` as [`prove_with`] does, showing `watch` the board after each moment of the
/// log (its time in nanoseconds, once the game's answers to it have come).
pub(crate) fn prove_watched(
    replay: &Replay,
    pack: Option<&Path>,
    power_ups: Option<&PowerUps>,
    watch: &mut dyn FnMut(u64, &Board),
) -> Result<Proven, String> {
    let header = check_header(replay, crate::formats::daily::unix_seconds_now())?;
    // Dealt as a showing deals it: the replay's level, seed, mode and match groups.
    let spec = Playback::level_spec(replay)?;
    let level_note = check_level(replay, header.key.as_ref(), spec.mode, &spec.level, pack)?;
    let mut app = replay_app(spec, power_ups);
    known_power_ups(replay, app.world().resource::<PowerUps>())?;
    if let Some(problem) = &app.world().resource::<LevelProblem>().0 {
        return Err(format!("the level cannot be dealt: {problem}"));
    }
    replay_log(&mut app, replay, watch)?;
    // The standing of a game left unfinished is noted at the end of a frame.
    step(&mut app, Duration::ZERO);
    let outcome = replayed_outcome(&app)?;
    if outcome != replay.result {
        return Err(format!(
            "the replay claims {}, but its moves give {}",
            replay.result, outcome
        ));
    }
    Ok(Proven {
        level_note,
        mode: header.mode,
        checked: header.checked,
        outcome,
        actions: replay.inputs().count(),
    })
}

/// Feeds the log's actions, one frame per moment, and checks the game's answers against the
/// log's as they come. Each answer is looked at once, so the work grows with the log.
fn replay_log(
    app: &mut App,
    replay: &Replay,
    watch: &mut dyn FnMut(u64, &Board),
) -> Result<(), String> {
    let expected: Vec<&Entry> = replay.answers().collect();
    let mut produced = Answers::default();
    let mut groups = replay.log.chunk_by(|a, b| a.t == b.t).peekable();
    let (mut answered, mut due) = (0, 0);
    let mut last_action: Option<&Entry> = None;
    while let Some(group) = groups.next() {
        if crate::deadline::passed() {
            return Err(OUT_OF_TIME.into());
        }
        let t = group[0].t;
        last_action = send_actions(app, group)?.or(last_action);
        play_to(app, t)?;
        while expected.get(due).is_some_and(|e| e.t <= t) {
            due += 1;
        }
        wait_for_answers(app, &mut produced, due)?;
        if let Some(board) = app.world().get_resource::<Board>() {
            watch(t, board);
        }
        let upto = if groups.peek().is_some() {
            due
        } else {
            expected.len()
        };
        if let Some(i) = (answered..upto.max(produced.events.len()))
            .find(|&i| expected.get(i).map(|e| &e.e) != produced.events.get(i))
        {
            return Err(disagreement(
                expected.get(i).copied(),
                produced.events.get(i),
                t,
                last_action,
            ));
        }
        answered = upto;
    }
    Ok(())
}

/// The game's answers so far, taken from its recording as they come (each log entry read
/// once).
#[derive(Default)]
struct Answers {
    events: Vec<Event>,
    read: usize,
}

impl Answers {
    /// Takes the answers recorded since the last look; returns how many there are in all.
    fn update(&mut self, app: &App) -> usize {
        let recorder = app.world().resource::<Recorder>();
        let log = recorder
            .recording()
            .or(recorder.last.as_ref())
            .map(|r| &r.log);
        if let Some(new) = log.and_then(|log| log.get(self.read..)) {
            self.events
                .extend(new.iter().filter(|e| !e.e.is_input()).map(|e| e.e.clone()));
            self.read += new.len();
        }
        self.events.len()
    }
}

/// Asks for the player's actions of one moment, once the background is done; returns the last
/// of them, if any.
fn send_actions<'a>(app: &mut App, group: &'a [Entry]) -> Result<Option<&'a Entry>, String> {
    wait_for_background(app)?;
    let mut requests = SystemState::<PlayerRequests>::new(app.world_mut());
    let mut requests = requests
        .get_mut(app.world_mut())
        .map_err(|e| format!("the game takes no player input: {e}"))?;
    let mut last = None;
    for entry in group.iter().filter(|e| e.e.is_input()) {
        requests.send(&entry.e);
        last = Some(entry);
    }
    Ok(last)
}

/// Plays one frame up to the moment `t` of the replay.
fn play_to(app: &mut App, t: u64) -> Result<(), String> {
    let played = app.world().resource::<DealClock>().played;
    let at = Duration::from_nanos(t);
    if at < played {
        return Err(format!(
            "at {:.3} s: the replay goes back in time (the game is at {:.3} s)",
            seconds(t),
            played.as_secs_f64()
        ));
    }
    step(app, at - played);
    Ok(())
}

/// Answers the game worked out in the background arrive in later frames at the same time, as
/// they did while the game was played: frames run until `due` answers have come or no
/// question is open.
fn wait_for_answers(app: &mut App, answers: &mut Answers, due: usize) -> Result<(), String> {
    let start = std::time::Instant::now();
    while answers.update(app) < due && open_questions(app) {
        if crate::deadline::passed() {
            return Err(OUT_OF_TIME.into());
        }
        if start.elapsed() > MOST_WAIT {
            return Err("the game's background work did not finish".into());
        }
        wait_for_background(app)?;
        step(app, Duration::ZERO);
        // The answer is taken in the frame after the work is stored.
        std::thread::sleep(Duration::from_micros(100));
    }
    answers.update(app);
    Ok(())
}

/// The result of the re-played game, as its recorder has it.
fn replayed_outcome(app: &App) -> Result<Outcome, String> {
    let recorder = app.world().resource::<Recorder>();
    recorder
        .last
        .as_ref()
        .or(recorder.recording())
        .map(|r| r.result.clone())
        .ok_or_else(|| "the re-played game was not recorded".to_string())
}

/// Checks the replay's level against the pack's: the same level, unchanged. (A daily board is
/// checked with the header.)
fn check_level(
    replay: &Replay,
    key: Option<&RecordKey>,
    mode: PlayMode,
    level: &Level,
    pack: Option<&Path>,
) -> Result<String, String> {
    if let Some(RecordKey::Daily(day)) = key {
        return Ok(format!("the daily board of {day}"));
    }
    let (Some(level_key), Some(dir)) = (key.and_then(RecordKey::level_key), pack) else {
        return Ok(format!(
            "level {:?} (not a pack level: checked against the level the replay carries)",
            level.name
        ));
    };
    let id = &level_key.id;
    let files = level_files(dir)?;
    // The pack's files share one proving time, as a pack read together does: a folder of
    // tangled boards slows the search for the level by a minute at most.
    let mut budget = SharedBudget::new(files.len());
    for file in files {
        let Ok(mut pack_level) = Level::load_within(&file, &budget.next_level()) else {
            continue;
        };
        if pack_level.identity(&file) != *id {
            continue;
        }
        if mode == PlayMode::Relaxed {
            relax(&mut pack_level);
        }
        let now = fingerprint(&pack_level.to_ron());
        if now != replay.level_fingerprint {
            return Err(format!(
                "level {id} ({}) has changed since the replay was recorded: its fingerprint is \
                 {now}, the replay's {}",
                file.display(),
                replay.level_fingerprint
            ));
        }
        return Ok(format!(
            "level {id} {:?}, as in {}",
            level.name,
            file.display()
        ));
    }
    Ok(format!(
        "level {id} {:?} (not in {}: checked against the level the replay carries)",
        level.name,
        dir.display()
    ))
}

/// Refuses a replay that names a power-up `registry` lacks.
fn known_power_ups(replay: &Replay, registry: &PowerUps) -> Result<(), String> {
    let unknown = replay.log.iter().find_map(|entry| match &entry.e {
        Event::PowerUp(name) | Event::Used(name) | Event::Declined(name)
            if registry.id(name).is_none() =>
        {
            Some(name)
        }
        _ => None,
    });
    match unknown {
        Some(name) => Err(format!(
            "the replay uses the power-up {name:?}, which this game does not have (a mod's \
             power-up: prove the replay with that mod's own program)"
        )),
        None => Ok(()),
    }
}

/// The game's logic with no window, dealt the replay's board: with the power-ups of
/// `power_ups`, or the built-ins.
pub(crate) fn replay_app(spec: LevelSpec, power_ups: Option<&PowerUps>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin));
    match power_ups {
        Some(registry) => registry.add_to(&mut app),
        None => {
            app.add_plugins(crate::game::power_ups::built_ins);
        }
    }
    // A proof keeps nothing and shows nothing (no first-meet card stops its play).
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO))
        .insert_resource(spec)
        .insert_resource(crate::game::core::who_plays::KeepNothing);
    crate::game::one_thread::run_on_one_thread(&mut app);
    // Frames are as long as the gaps between recorded actions. Nothing of the game runs on
    // the fixed clock, whose loop would otherwise turn 64 times for each second of a gap.
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_secs(365 * 24 * 3600));
    app.insert_resource(Time::<Fixed>::from_duration(Duration::from_secs(24 * 3600)));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app
}

/// One frame, `delta` of play after the last.
pub(crate) fn step(app: &mut App, delta: Duration) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(delta));
    app.update();
}

fn thinking(app: &App) -> bool {
    app.world()
        .get_resource::<Board>()
        .is_some_and(Board::is_thinking)
}

fn open_questions(app: &App) -> bool {
    app.world()
        .get_resource::<Board>()
        .is_some_and(Board::has_open_questions)
}

/// Waits until the background has worked out every question about the board.
pub(crate) fn wait_for_background(app: &App) -> Result<(), String> {
    let start = std::time::Instant::now();
    while thinking(app) {
        if crate::deadline::passed() {
            return Err(OUT_OF_TIME.into());
        }
        if start.elapsed() > MOST_WAIT {
            return Err("the game's background work did not finish".into());
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    Ok(())
}

fn disagreement(
    expected: Option<&Entry>,
    produced: Option<&Event>,
    t: u64,
    last_action: Option<&Entry>,
) -> String {
    let after = last_action.map_or(String::from("before any action"), |a| {
        format!("after {} at {:.3} s", a.e, seconds(a.t))
    });
    let at = expected.map_or(t, |e| e.t);
    match (expected, produced) {
        (Some(e), Some(p)) => format!(
            "the replay stops agreeing with the rules at {:.3} s ({after}): it says {}, the \
             rules give {p}",
            seconds(at),
            e.e
        ),
        (Some(e), None) => format!(
            "the replay stops agreeing with the rules at {:.3} s ({after}): it says {}, the \
             rules give nothing",
            seconds(at),
            e.e
        ),
        (None, Some(p)) => format!(
            "the replay stops agreeing with the rules at {:.3} s ({after}): the rules give {p}, \
             the replay says nothing happened",
            seconds(at)
        ),
        (None, None) => format!(
            "the replay stops agreeing with the rules at {:.3} s",
            seconds(at)
        ),
    }
}
