//! The bot's game as a replay: the game's own logic, headless, plays a board with the safe
//! hint (any legal pair when none is proven safe), one pick a moment after the other, and its
//! recorder writes the replay a player's game would have. `lianliankan autoplay --replay-out`
//! uses it; so do the tests and the load script of the online leaderboards.

use std::time::Duration;

use bevy::prelude::*;

use crate::bots::policy::{Action, Bot};
use crate::bots::race::{guess_pair, pick_seconds};
use crate::bots::tier::Traits;
use crate::engine::slide_links::{Step, picks_for};
use crate::engine::solver::DEFAULT_NODE_LIMIT;
use crate::engine::{all_steps, safe_hint};
use crate::formats::play_mode::PlayMode;
use crate::formats::power_up_ids::HINT;
use crate::formats::replays::replay::Replay;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{HintShown, NewBoard, TilePicked};
use crate::game::core::power_ups::{PowerUpId, PowerUps, Stock, UsePowerUp};
use crate::game::modes::runs::{ATTACK_START, Run, run_level};
use crate::game::replays::proof::{replay_app, step, wait_for_background};
use crate::game::replays::recorder::Recorder;
use crate::game::replays::run_recorder::RunRecorder;

/// Time between the two picks of a link, and after a link.
const PICK_GAP: Duration = Duration::from_millis(250);

/// Most links tried before a game is left as it stands.
pub const MOST_LINKS: usize = 2_000;

/// Plays `spec` to its end (cleared or out of time), or for `links` links and leaves it, and
/// returns the game's replay.
pub fn bot_replay(spec: LevelSpec, links: usize) -> Result<Replay, String> {
    let mut app = replay_app(spec, None);
    for _ in 0..links.min(MOST_LINKS) {
        wait_for_background(&app)?;
        if app.world().resource::<Recorder>().last.is_some() {
            break;
        }
        let Some(picks) = next_picks(app.world().resource::<Board>()) else {
            // A dead end is re-dealt by the game; a cleared board ends.
            if app.world().resource::<Board>().grid().is_cleared() {
                break;
            }
            step(&mut app, PICK_GAP);
            continue;
        };
        pick_all(&mut app, picks);
    }
    recorded(&mut app)
}

/// The game's replay once the background is done; a game left as it stands is recorded by
/// leaving it.
fn recorded(app: &mut App) -> Result<Replay, String> {
    wait_for_background(app)?;
    step(app, Duration::ZERO);
    if app.world().resource::<Recorder>().last.is_none() {
        app.world_mut().write_message(NewBoard { seed: Some(1) });
        app.update();
    }
    app.world()
        .resource::<Recorder>()
        .last
        .clone()
        .ok_or_else(|| "the game was not recorded".to_string())
}

/// The picks of the step the bot plays next, if any is open.
fn next_picks(board: &Board) -> Option<Vec<crate::engine::Pos>> {
    let (grid, rules) = (board.grid(), board.rules());
    let step = safe_hint(grid, &rules, DEFAULT_NODE_LIMIT)
        .map(|h| h.step)
        .or_else(|| all_steps(grid, &rules).first().copied())?;
    Some(picks_for(grid, &step, &rules))
}

/// Picks each tile of `picks`, a little apart.
fn pick_all(app: &mut App, picks: Vec<crate::engine::Pos>) {
    for p in picks {
        app.world_mut().write_message(TilePicked(p));
        step(app, PICK_GAP);
    }
}

/// A computer player's game of `spec`, as a replay: `traits` and `seed` choose and time its
/// links (see `bots::policy`), which it makes through the game's own picks, hints and
/// re-deals.
pub fn computer_replay(spec: LevelSpec, traits: Traits, seed: u64) -> Result<Replay, String> {
    let mut app = replay_app(spec, None);
    let mut player = ComputerPlayer {
        bot: Bot::new(traits, seed),
        hand: None,
        guesses: crate::engine::GameRng::derive(seed, 0x6E55),
    };
    for _ in 0..MOST_LINKS {
        wait_for_background(&app)?;
        let board = app.world().resource::<Board>();
        if app.world().resource::<Recorder>().last.is_some() || board.grid().is_cleared() {
            break;
        }
        player.play_one(&mut app)?;
    }
    recorded(&mut app)
}

/// A computer player at the game: its choices, where its hand is, its guesses' chances.
struct ComputerPlayer {
    bot: Bot,
    hand: Option<crate::engine::Pos>,
    guesses: crate::engine::GameRng,
}

impl ComputerPlayer {
    /// Looks, then links, asks for a hint, guesses, or waits for the game to re-deal.
    fn play_one(&mut self, app: &mut App) -> Result<(), String> {
        let board = app.world().resource::<Board>();
        let (grid, rules) = (board.grid().clone(), board.rules());
        let hint = app.world().resource::<PowerUps>().id(HINT);
        let hints_left = hint.map_or(0, |id| app.world().resource::<Stock>().left(id));
        match self.bot.decide(&grid, &rules, hints_left) {
            Action::Link { wait, picks, .. } => {
                step(app, Duration::from_secs_f64(wait));
                self.pick(app, &picks);
            }
            Action::Hint { wait } => {
                step(app, Duration::from_secs_f64(wait));
                let id = hint.ok_or("no hint to ask for")?;
                if let Some(step) = ask_for_hint(app, id)?
                    && let Action::Link { wait, picks, .. } =
                        self.bot.take_hint(&grid, &rules, step)
                {
                    step_app(app, wait);
                    self.pick(app, &picks);
                }
            }
            Action::Stuck => match guess_pair(&grid, &rules, &mut self.guesses) {
                Some((a, b)) if !all_steps(&grid, &rules).is_empty() => self.pick(app, &[a, b]),
                // A dead end: the game re-deals it.
                _ => step(app, PICK_GAP),
            },
        }
        Ok(())
    }

    /// Picks each tile of `picks`, the hand's move to each apart.
    fn pick(&mut self, app: &mut App, picks: &[crate::engine::Pos]) {
        for &p in picks {
            let from = self.hand.unwrap_or(p);
            let cells = from.x.abs_diff(p.x) + from.y.abs_diff(p.y);
            step_app(app, pick_seconds(cells));
            app.world_mut().write_message(TilePicked(p));
            self.hand = Some(p);
        }
        step(app, Duration::ZERO);
    }
}

fn step_app(app: &mut App, seconds: f64) {
    step(app, Duration::from_secs_f64(seconds));
}

/// Asks the game for a hint and reads its answer: the step it names, if any.
fn ask_for_hint(app: &mut App, id: PowerUpId) -> Result<Option<Step>, String> {
    let mut cursor = app
        .world()
        .resource::<Messages<HintShown>>()
        .get_cursor_current();
    app.world_mut().write_message(UsePowerUp(id));
    for _ in 0..4 {
        step(app, Duration::ZERO);
        wait_for_background(app)?;
        let shown = app.world().resource::<Messages<HintShown>>();
        if let Some(h) = cursor.read(shown).last() {
            let board = app.world().resource::<Board>();
            let (grid, rules) = (board.grid(), board.rules());
            return Ok(all_steps(grid, &rules)
                .into_iter()
                .find(|s| s.tiles() == (h.a, h.b) || s.tiles() == (h.b, h.a)));
        }
    }
    Ok(None)
}

/// A run the bot played: the run file its game gathered, and the total the game gave it.
#[derive(Clone, Debug)]
pub struct BotRun {
    /// The run's boards, as the game gathered them.
    pub run: crate::formats::replays::run_replay::RunReplay,
    /// The run's total as the game counted it when the run ended.
    pub total: u32,
}

/// Links the bot makes on the last board before it lets the clock run out.
const LAST_BOARD_LINKS: u32 = 3;

/// Plays a run of `mode` from `seed` through the game's own logic: `boards - 1` boards
/// cleared, then a few links on the next before its clock runs out, which ends the run.
pub fn bot_run(mode: PlayMode, seed: u64, boards: u32) -> Result<BotRun, String> {
    let mut spec = LevelSpec::new(run_level(mode, 1, ATTACK_START), seed);
    spec.mode = mode;
    let mut app = replay_app(spec, None);
    // The run the game deals the later boards of, gathered from its opening board.
    app.insert_resource(Run {
        mode,
        stage: 1,
        banked: 0,
        time_given: ATTACK_START,
        over: None,
    });
    app.world_mut().resource_mut::<RunRecorder>().open(mode);
    let mut last_links = 0;
    for _ in 0..MOST_LINKS.saturating_mul(boards as usize) {
        wait_for_background(&app)?;
        let run = app.world().resource::<Run>();
        if run.over.is_some() {
            break;
        }
        let on_last = run.stage >= boards.max(1);
        if on_last && last_links >= LAST_BOARD_LINKS {
            step(&mut app, Duration::from_secs(24 * 3600));
            continue;
        }
        let Some(picks) = next_picks(app.world().resource::<Board>()) else {
            step(&mut app, PICK_GAP);
            continue;
        };
        pick_all(&mut app, picks);
        last_links += u32::from(on_last);
    }
    wait_for_background(&app)?;
    step(&mut app, Duration::ZERO);
    let total = app
        .world()
        .resource::<Run>()
        .over
        .map(|o| o.total)
        .ok_or("the run did not end")?;
    let run = app
        .world()
        .resource::<RunRecorder>()
        .last
        .clone()
        .ok_or("the run was not gathered")?;
    Ok(BotRun { run, total })
}
