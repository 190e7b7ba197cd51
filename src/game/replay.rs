//! Proving a replay: the game's own logic, headless, is dealt the replay's level and seed and fed
//! the player's actions at their recorded times; what the game answers must be what the replay
//! says it answered, and the result must be the one it claims. Where they part, the report says
//! when and how.

use std::path::Path;
use std::time::Duration;

use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::game::logic::LogicPlugin;
use crate::game::logic::board::Board;
use crate::game::logic::clock::DealClock;
use crate::game::logic::deal::{LevelProblem, LevelSpec};
use crate::game::logic::messages::NewBoard;
use crate::game::logic::modes::{PlayMode, record_parts, relax};
use crate::game::logic::playback::{Playback, PlayerRequests};
use crate::game::logic::recorder::Recorder;
use crate::level::{Level, level_files};
use crate::replay::{Entry, Event, Outcome, Replay, fingerprint, seconds};

/// A replay that agrees with the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Proven {
    /// How the level was found: in the pack, or only in the replay.
    pub level_note: String,
    /// The result, as re-played.
    pub outcome: Outcome,
    /// Actions the player took.
    pub actions: usize,
}

/// How long the re-play waits for background work before one frame.
const MOST_WAIT: Duration = Duration::from_secs(60);

/// Re-plays `replay` and checks every answer and the result. With `pack`, a replay of a pack
/// level is checked against that level as the pack has it now: a level changed since the game
/// was played is refused.
pub fn prove(replay: &Replay, pack: Option<&Path>) -> Result<Proven, String> {
    // Dealt as a showing deals it: the replay's level, seed, mode and match groups.
    let spec = Playback::level_spec(replay)?;
    let level_note = check_level(replay, spec.mode, &spec.level, pack)?;
    check_match_groups(replay, &spec.level)?;
    let mut app = replay_app(spec);
    if let Some(problem) = &app.world().resource::<LevelProblem>().0 {
        return Err(format!("the level cannot be dealt: {problem}"));
    }
    let expected: Vec<&Entry> = replay.answers().collect();
    let mut groups = replay.log.chunk_by(|a, b| a.t == b.t).peekable();
    let mut answered = 0;
    let mut last_action: Option<&Entry> = None;
    while let Some(group) = groups.next() {
        let t = group[0].t;
        last_action = send_actions(&mut app, group)?.or(last_action);
        play_to(&mut app, t)?;
        let due = expected.iter().take_while(|e| e.t <= t).count();
        wait_for_answers(&mut app, due)?;
        let produced = app.world().resource::<Recorder>().answers();
        let upto = if groups.peek().is_some() {
            due
        } else {
            expected.len()
        };
        if let Some(i) = (answered..upto.max(produced.len()))
            .find(|&i| expected.get(i).map(|e| &e.e) != produced.get(i))
        {
            return Err(disagreement(
                expected.get(i).copied(),
                produced.get(i),
                t,
                last_action,
            ));
        }
        answered = upto;
    }
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
        outcome,
        actions: replay.inputs().count(),
    })
}

/// The replay's "any flower, any season" choice stands unless the level itself decides
/// otherwise: a choice the level does not allow is refused.
fn check_match_groups(replay: &Replay, level: &Level) -> Result<(), String> {
    if level.match_groups(false).is_none() == replay.chinese_style {
        return Err(format!(
            "the replay says flowers and seasons matched by group ({}), which level {:?} does not allow",
            replay.chinese_style, level.name
        ));
    }
    Ok(())
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
fn wait_for_answers(app: &mut App, due: usize) -> Result<(), String> {
    let start = std::time::Instant::now();
    while app.world().resource::<Recorder>().answers().len() < due && open_questions(app) {
        if start.elapsed() > MOST_WAIT {
            return Err("the game's background work did not finish".into());
        }
        wait_for_background(app)?;
        step(app, Duration::ZERO);
        // The answer is taken in the frame after the work is stored.
        std::thread::sleep(Duration::from_micros(100));
    }
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

/// Checks the replay's level against the pack's (or the daily board's): the same level,
/// unchanged.
fn check_level(
    replay: &Replay,
    mode: PlayMode,
    level: &Level,
    pack: Option<&Path>,
) -> Result<String, String> {
    let parts = replay.level_id.as_deref().map(record_parts);
    if let Some((PlayMode::Daily, day)) = parts {
        let now = fingerprint(&crate::daily::level(day).to_ron());
        if now != replay.level_fingerprint {
            return Err(format!(
                "the daily board of {day} is not the one this game deals (fingerprint {now}, \
                 the replay's {})",
                replay.level_fingerprint
            ));
        }
        return Ok(format!("the daily board of {day}"));
    }
    let (Some((_, record)), Some(dir)) = (parts, pack) else {
        return Ok(format!(
            "level {:?} (not a pack level: checked against the level the replay carries)",
            level.name
        ));
    };
    let id = crate::pack::split_record_key(record).1;
    let files = level_files(dir)?;
    for file in files {
        let Ok(mut pack_level) = Level::load(&file) else {
            continue;
        };
        if pack_level.identity(&file) != id {
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

/// The game's logic with the built-in power-ups and no window, dealt the replay's board.
fn replay_app(spec: LevelSpec) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin, super::power_ups::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO))
        .insert_resource(spec);
    super::app::run_on_one_thread(&mut app);
    // Frames are as long as the gaps between recorded actions.
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_max_delta(Duration::from_secs(365 * 24 * 3600));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app
}

/// One frame, `delta` of play after the last.
fn step(app: &mut App, delta: Duration) {
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
fn wait_for_background(app: &App) -> Result<(), String> {
    let start = std::time::Instant::now();
    while thinking(app) {
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
