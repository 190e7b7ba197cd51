//! The bot's game as a replay: the game's own logic, headless, plays a board with the safe
//! hint (any legal pair when none is proven safe), one pick a moment after the other, and its
//! recorder writes the replay a player's game would have. `lianliankan autoplay --replay-out`
//! uses it; so do the tests and the load script of the online leaderboards.

use std::time::Duration;

use bevy::prelude::*;

use super::logic::board::Board;
use super::logic::deal::LevelSpec;
use super::logic::messages::{NewBoard, TilePicked};
use super::logic::recorder::Recorder;
use super::replay::{replay_app, step, wait_for_background};
use crate::engine::{all_moves, safe_hint, solver::DEFAULT_NODE_LIMIT};
use crate::replay::Replay;

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
        let Some((a, b)) = next_pair(app.world().resource::<Board>()) else {
            // A dead end is re-dealt by the game; a cleared board ends.
            if app.world().resource::<Board>().grid().is_cleared() {
                break;
            }
            step(&mut app, PICK_GAP);
            continue;
        };
        app.world_mut().write_message(TilePicked(a));
        step(&mut app, PICK_GAP);
        app.world_mut().write_message(TilePicked(b));
        step(&mut app, PICK_GAP);
    }
    wait_for_background(&app)?;
    step(&mut app, Duration::ZERO);
    if app.world().resource::<Recorder>().last.is_none() {
        // Left as it stands: leaving a game records it.
        app.world_mut().write_message(NewBoard { seed: Some(1) });
        app.update();
    }
    app.world()
        .resource::<Recorder>()
        .last
        .clone()
        .ok_or_else(|| "the game was not recorded".to_string())
}

/// The pair the bot links next, if any is open.
fn next_pair(board: &Board) -> Option<(crate::engine::Pos, crate::engine::Pos)> {
    let rules = board.rules();
    safe_hint(board.grid(), &rules, DEFAULT_NODE_LIMIT)
        .map(|h| h.pair)
        .or_else(|| all_moves(board.grid(), &rules).first().copied())
}
