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
#[cfg(feature = "online")]
use crate::formats::race_items::Item;
use crate::formats::record_key::RecordKey;
use crate::formats::replay::{Entry, Event, Outcome, Replay, fingerprint, seconds};
use crate::formats::replay_header::check_header;
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::core::messages::NewBoard;
use crate::game::core::power_ups::PowerUps;
use crate::game::logic::LogicPlugin;
#[cfg(feature = "online")]
use crate::game::race::room::race_level;
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

#[cfg(feature = "online")]
/// An item the room delivered to a player of a race, in the order delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    /// The item.
    pub item: Item,
    /// Who threw it.
    pub from: String,
    /// When it landed on the player's game clock, as the room reckons it, in nanoseconds.
    pub at_ns: u64,
}

#[cfg(feature = "online")]
/// Proves a race replay for its room: the game is the room's (its level text, read as every
/// player deals it, and its seed, in mode race), the items it says landed are exactly those the
/// room delivered to this player, in order, each within `slack_ns` of when the room delivered
/// it (an item cannot be put off, to after the clear or anywhere else), and its moves prove as
/// any replay's do. Returns the result as re-played (the room ranks clears by its clock).
pub fn prove_race(
    replay: &Replay,
    level_text: &str,
    seed: u64,
    (delivered, slack_ns): (&[Delivered], u64),
) -> Result<Outcome, String> {
    if replay.mode != PlayMode::Race {
        return Err(format!(
            "a race's replay is played in mode race, this one in {:?}",
            replay.mode
        ));
    }
    let level = race_level(level_text)?.to_ron();
    if replay.level != level {
        return Err(format!(
            "the replay's level is not the room's (fingerprint {}, the room's {})",
            replay.level_fingerprint,
            fingerprint(&level)
        ));
    }
    if replay.seed != seed {
        return Err(format!(
            "the replay is dealt with seed {}, the room's is {seed}",
            replay.seed
        ));
    }
    let received: Vec<Delivered> = replay
        .log
        .iter()
        .filter_map(|entry| match &entry.e {
            Event::Received { item, from } => Some(Delivered {
                item: *item,
                from: from.clone(),
                at_ns: entry.t,
            }),
            _ => None,
        })
        .collect();
    let same = |a: &Delivered, b: &Delivered| a.item == b.item && a.from == b.from;
    if received.len() != delivered.len() || !received.iter().zip(delivered).all(|(a, b)| same(a, b))
    {
        return Err(format!(
            "the replay says {} item(s) landed ({}), the room delivered {} ({})",
            received.len(),
            items_list(&received),
            delivered.len(),
            items_list(delivered)
        ));
    }
    items_on_time(&received, delivered, slack_ns)?;
    nothing_done_while_put_off(replay, &received, delivered)?;
    Ok(prove(replay, None)?.outcome)
}

#[cfg(feature = "online")]
/// Each item the replay received lands within `slack_ns` of when the room delivered it.
fn items_on_time(
    received: &[Delivered],
    delivered: &[Delivered],
    slack_ns: u64,
) -> Result<(), String> {
    for (got, sent) in received.iter().zip(delivered) {
        let (t, at) = (seconds(got.at_ns), seconds(sent.at_ns));
        if got.at_ns.saturating_add(slack_ns) < sent.at_ns {
            return Err(format!(
                "the {} from {} lands at {t:.1} s, before the room threw it ({at:.1} s)",
                got.item, got.from
            ));
        }
        if got.at_ns > sent.at_ns.saturating_add(slack_ns) {
            return Err(format!(
                "the {} from {} lands at {t:.1} s, but the room delivered it at {at:.1} s: an \
                 item's landing cannot be put off",
                got.item, got.from
            ));
        }
    }
    Ok(())
}

/// How long after the room delivered an item the player's own inputs may still come before it
/// lands: the trip of the player's clock to the room and of the item back. The room reckons
/// a delivery on the player's clock from when their first progress arrived, so an item lands
/// one round trip after the room's time.
#[cfg(feature = "online")]
const ITEM_TRIP_NS: u64 = 2_000_000_000;

#[cfg(feature = "online")]
/// No input of the player's comes between an item's delivery (and its trip) and its landing:
/// the slack on its time is for the clocks, not for putting the item off past a pick it
/// would have held.
fn nothing_done_while_put_off(
    replay: &Replay,
    received: &[Delivered],
    delivered: &[Delivered],
) -> Result<(), String> {
    for (got, sent) in received.iter().zip(delivered) {
        let due = sent.at_ns.saturating_add(ITEM_TRIP_NS);
        let meanwhile = replay.log.iter().find(|entry| {
            entry.t > due
                && entry.t < got.at_ns
                && entry.e.is_input()
                && !matches!(entry.e, Event::Received { .. })
        });
        if let Some(entry) = meanwhile {
            return Err(format!(
                "the {} from {} lands at {:.1} s, but the room delivered it at {:.1} s and {} came \
                 at {:.1} s, after it was due: an item's landing cannot be put off",
                got.item,
                got.from,
                seconds(got.at_ns),
                seconds(sent.at_ns),
                entry.e,
                seconds(entry.t)
            ));
        }
    }
    Ok(())
}

#[cfg(feature = "online")]
fn items_list(items: &[Delivered]) -> String {
    let list: Vec<String> = items
        .iter()
        .map(|d| format!("{} from {}", d.item, d.from))
        .collect();
    if list.is_empty() {
        "none".into()
    } else {
        list.join(", ")
    }
}

/// A race room's check of a player's replay: [`prove_race`] against the room's terms (its
/// level, seed and mode, and the items it delivered to the player).
#[cfg(feature = "online")]
pub fn prove_race_terms(
    replay: &Replay,
    terms: &crate::online::rooms::RaceTerms,
) -> Result<crate::online::Verified, String> {
    if terms.mode != PlayMode::Race.name() {
        return Err(format!("the room races in mode {:?}, not race", terms.mode));
    }
    let delivered = terms
        .received
        .iter()
        .map(|d| {
            Item::from_name(&d.kind)
                .map(|item| Delivered {
                    item,
                    from: d.from.clone(),
                    at_ns: d.at_ns,
                })
                .ok_or_else(|| format!("the room delivered an item {:?} the game lacks", d.kind))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let outcome = prove_race(
        replay,
        &terms.level,
        terms.seed,
        (&delivered, terms.slack_ns),
    )?;
    Ok(crate::online::Verified { outcome })
}

/// The check the server's rooms run: [`prove_race_terms`].
#[cfg(feature = "online")]
pub fn race_check() -> crate::online::rooms::RaceCheck {
    std::sync::Arc::new(prove_race_terms)
}

#[cfg(all(test, feature = "online"))]
mod race_item_tests {
    use super::*;

    fn freeze(at_ns: u64) -> Delivered {
        Delivered {
            item: Item::FreezePicks,
            from: "bob".into(),
            at_ns,
        }
    }

    #[test]
    fn an_item_lands_when_the_room_delivered_it_give_or_take_the_slack() {
        let s = 1_000_000_000;
        let on_time = |got: u64, sent: u64| items_on_time(&[freeze(got)], &[freeze(sent)], s);
        assert!(on_time(10 * s, 10 * s).is_ok());
        assert!(
            on_time(11 * s, 10 * s).is_ok(),
            "a trip to the server and back"
        );
        assert!(on_time(9 * s, 10 * s).is_ok());
        let put_off = on_time(40 * s, 10 * s).unwrap_err();
        assert!(put_off.contains("lands at 40.0 s") && put_off.contains("cannot be put off"));
        let early = on_time(2 * s, 10 * s).unwrap_err();
        assert!(
            early.contains("before the room threw it (10.0 s)"),
            "{early}"
        );
        assert!(on_time(0, 0).is_ok());
        assert!(on_time(u64::MAX, 0).is_err(), "no overflow");
    }
}
