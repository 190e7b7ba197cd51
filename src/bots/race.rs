//! Computer players racing on one board, played out on the rules alone: each plays its own
//! copy of the same deal, on its own clock, and the first to clear it wins.
//!
//! The clock counts what a person's game would: the looks before each link, the moves of the
//! hand to each tile (Fitts's law: further is slower), a second for each re-deal of a dead
//! end, and a guess at a face-down tile that the game refuses. Items thrown between racers are
//! the game's own (`game/race/items.rs`) and are not played here.

use crate::engine::slide_links::{Step, all_steps};
use crate::engine::{GameRng, Grid, Pos, Rules, find_path, safe_hint, solver::DEFAULT_NODE_LIMIT};
use crate::formats::level::Level;
use crate::formats::power_up_ids::HINT;

use super::policy::{Action, Bot, seen_grid};

/// Seconds for the hand to reach a tile `cells` away and click it (Fitts's law: a constant
/// and a step per doubling of the distance, in tile widths).
pub fn pick_seconds(cells: u32) -> f64 {
    0.18 + 0.09 * f64::from(cells + 1).log2()
}

/// Seconds the game takes to re-deal a dead end.
pub const REDEAL_SECONDS: f64 = 1.0;

/// Seconds a refused guess costs (the picks and the refusal's shake).
pub const REFUSED_SECONDS: f64 = 0.8;

/// How one computer player's game on the board ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finish {
    /// The board was cleared (in time, when the level has a clock).
    pub cleared: bool,
    /// Seconds on its clock at the end.
    pub seconds: f64,
    /// Links made.
    pub links: u32,
    /// Hints asked for.
    pub hints: u32,
    /// Dead ends re-dealt.
    pub redeals: u32,
}

/// Plays `level` dealt with `seed` to its end with `bot`: cleared, out of time, or left after
/// a bound of links (ten for each tile). An error when the level cannot be dealt.
pub fn play(level: &Level, seed: u64, bot: &mut Bot) -> Result<Finish, String> {
    play_timed(level, seed, bot).map(|(finish, _)| finish)
}

/// [`play`], with the second of its clock each link was made at, in order.
pub fn play_timed(level: &Level, seed: u64, bot: &mut Bot) -> Result<(Finish, Vec<f64>), String> {
    let mut times = Vec::new();
    let mut grid = level.deal(seed).map_err(|e| e.to_string())?;
    let rules = level.rules;
    let limit = level.time_limit.map(f64::from);
    let mut hints_left = level.power_ups.get(HINT).copied().unwrap_or(0);
    let mut guesses = GameRng::derive(seed, 0x6E55);
    let mut finish = Finish {
        cleared: false,
        seconds: 0.0,
        links: 0,
        hints: 0,
        redeals: 0,
    };
    let mut hand: Option<Pos> = None;
    for _ in 0..grid.tile_count().max(1) * 10 {
        if grid.is_cleared() || limit.is_some_and(|l| finish.seconds > l) {
            break;
        }
        let action = match bot.decide(&grid, &rules, hints_left) {
            Action::Hint { wait } => {
                finish.seconds += wait;
                // The game names only a safe pair; with none it refuses, and the use is
                // given back.
                match safe_hint(&grid, &rules, DEFAULT_NODE_LIMIT) {
                    Some(hint) => {
                        hints_left -= 1;
                        finish.hints += 1;
                        bot.take_hint(&grid, &rules, hint.step)
                    }
                    None => continue,
                }
            }
            other => other,
        };
        match action {
            Action::Link { wait, picks, step } => {
                finish.seconds += wait + hand_moves(&mut hand, &picks);
                step.play(&mut grid, &rules);
                finish.links += 1;
                times.push(finish.seconds);
            }
            Action::Stuck if all_steps(&grid, &rules).is_empty() => {
                grid = level
                    .redeal(&grid, seed, finish.redeals)
                    .map_err(|e| e.to_string())?;
                finish.redeals += 1;
                finish.seconds += REDEAL_SECONDS;
            }
            Action::Stuck => {
                let links = finish.links;
                finish.seconds += guess(&mut grid, &rules, &mut guesses, &mut finish.links);
                if finish.links > links {
                    times.push(finish.seconds);
                }
            }
            Action::Hint { .. } => unreachable!("a hint is taken above"),
        }
    }
    finish.cleared = grid.is_cleared() && limit.is_none_or(|l| finish.seconds <= l);
    Ok((finish, times))
}

/// Seconds for the hand to pick `picks` from where it is.
fn hand_moves(hand: &mut Option<Pos>, picks: &[Pos]) -> f64 {
    let mut seconds = 0.0;
    for &p in picks {
        let from = hand.unwrap_or(p);
        seconds += pick_seconds(from.x.abs_diff(p.x) + from.y.abs_diff(p.y));
        *hand = Some(p);
    }
    seconds
}

/// Open pairs lie only under hidden faces: a person guesses. It picks, at random, a tile and a
/// face-down tile a path joins (chosen without knowing the face); the game links them when
/// they match and refuses them when not. Returns the seconds it cost.
fn guess(grid: &mut Grid, rules: &Rules, rng: &mut GameRng, links: &mut u32) -> f64 {
    let Some((a, b)) = guess_pair(grid, rules, rng) else {
        return REFUSED_SECONDS;
    };
    let step = Step::Pair(if (a.y, a.x) <= (b.y, b.x) {
        (a, b)
    } else {
        (b, a)
    });
    if all_steps(grid, rules).contains(&step) {
        step.play(grid, rules);
        *links += 1;
        2.0 * pick_seconds(a.x.abs_diff(b.x) + a.y.abs_diff(b.y))
    } else {
        REFUSED_SECONDS
    }
}

/// A guess at a face-down tile: a tile and a face-down tile that a path joins, drawn from
/// `rng` without looking at the face; `None` when no path joins any.
pub fn guess_pair(grid: &Grid, rules: &Rules, rng: &mut GameRng) -> Option<(Pos, Pos)> {
    let seen = seen_grid(grid);
    let mut tries = Vec::new();
    for (h, _) in grid.tiles().filter(|&(p, _)| !grid.face_shown(p)) {
        for (t, _) in seen.tiles() {
            if t != h
                && grid.pickable(t)
                && grid.pickable(h)
                && find_path(grid, t, h, rules).is_some()
            {
                tries.push((t, h));
            }
        }
    }
    (!tries.is_empty()).then(|| tries[rng.below(tries.len())])
}

/// The seed of the chances of the player in place `place` of a race dealt with `seed`.
pub fn bot_seed(seed: u64, place: usize) -> u64 {
    seed.wrapping_mul(31).wrapping_add(place as u64)
}

/// One race: every player of `players` plays the board of `level` and `seed`, each with its
/// own chances (from `seed` and its place). The winner is the one that cleared it soonest.
pub fn race(
    level: &Level,
    seed: u64,
    players: &[super::tier::Traits],
) -> Result<(Vec<Finish>, Option<usize>), String> {
    let mut finishes = Vec::with_capacity(players.len());
    for (place, traits) in players.iter().enumerate() {
        let mut bot = Bot::new(*traits, bot_seed(seed, place));
        finishes.push(play(level, seed, &mut bot)?);
    }
    let winner = finishes
        .iter()
        .enumerate()
        .filter(|(_, f)| f.cleared)
        .min_by(|(_, a), (_, b)| a.seconds.total_cmp(&b.seconds))
        .map(|(i, _)| i);
    Ok((finishes, winner))
}
