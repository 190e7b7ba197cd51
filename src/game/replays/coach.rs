//! The coach: what a proven replay says about the game it records. The replay is re-played as
//! its proof does, the board looked at after every moment; then the engine's solver tells,
//! link by link, how many pairs were open and whether the board could still be cleared. From
//! that: the timeline (time between links, hints, undos, shuffles, open pairs), the longest
//! waits with the board as it was and the pairs open then, and the links that closed off a
//! clear (the board could be cleared before, and the solver proves it could not after).
//!
//! A replay that does not prove is not coached: the findings would be about another game. The
//! proof is `coach_proof.rs`, apart, so the game's coach screen never names what builds the logic.

use crate::engine::solver::{DEFAULT_NODE_LIMIT, Verdict, solve};
use crate::engine::{Grid, Pos, Rules, all_moves};
use crate::formats::replays::replay::{Event, Replay};

/// The longest waits the coach names.
pub const LONGEST_WAITS: usize = 3;

/// One link of the game, and the board around it.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// When it was made: nanoseconds of play since the deal.
    pub t: u64,
    /// The two tiles.
    pub pair: (Pos, Pos),
    /// Time since the previous link (or the deal), in nanoseconds.
    pub wait: u64,
    /// The board just before it.
    pub before: Grid,
    /// The pairs that could be linked just before it.
    pub open_before: Vec<(Pos, Pos)>,
    /// Pairs open just after it.
    pub open_after: usize,
    /// Whether the board could be cleared just before and just after it, as far as the
    /// solver could tell within its bound (`None`: it could not tell).
    pub clearable: (Option<bool>, Option<bool>),
}

impl Link {
    /// Whether this link closed off a clear: proven clearable before, proven not after.
    pub fn closed_off_a_clear(&self) -> bool {
        self.clearable == (Some(true), Some(false))
    }
}

/// What the coach found in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Coaching {
    /// Every link, in order.
    pub links: Vec<Link>,
    /// When hints were given.
    pub hints: Vec<u64>,
    /// When actions were taken back.
    pub undos: Vec<u64>,
    /// When the tiles were re-dealt (asked for or at a dead end).
    pub redeals: Vec<u64>,
    /// The board was cleared.
    pub cleared: bool,
    /// The clock at the end, in nanoseconds.
    pub clock: u64,
    /// The rules the board was played by.
    pub rules: Rules,
}

impl Coaching {
    /// The longest waits before a link, longest first (at most [`LONGEST_WAITS`]).
    pub fn longest_waits(&self) -> Vec<&Link> {
        let mut links: Vec<&Link> = self.links.iter().collect();
        links.sort_by(|a, b| b.wait.cmp(&a.wait).then(a.t.cmp(&b.t)));
        links.truncate(LONGEST_WAITS);
        links
    }

    /// The links that closed off a clear, in order.
    pub fn closing_links(&self) -> Vec<&Link> {
        self.links
            .iter()
            .filter(|l| l.closed_off_a_clear())
            .collect()
    }
}

/// Every link of the log with the boards around it (`boards`: the board after each moment).
pub(crate) fn links(replay: &Replay, boards: &[(u64, Grid)], rules: &Rules) -> Vec<Link> {
    let dealt = boards.first().map(|(_, g)| g.clone());
    let mut last_link = 0;
    let mut found = Vec::new();
    for entry in &replay.log {
        let Event::Linked(a, b) = entry.e else {
            continue;
        };
        // The board before: after the last moment earlier than this one.
        let before = boards
            .iter()
            .rev()
            .find(|(t, _)| *t < entry.t)
            .map(|(_, g)| g.clone())
            .or_else(|| dealt.clone());
        let after = boards.iter().find(|(t, _)| *t >= entry.t).map(|(_, g)| g);
        let (Some(before), Some(after)) = (before, after) else {
            continue;
        };
        let open_before = all_moves(&before, rules);
        found.push(Link {
            t: entry.t,
            pair: (Pos::new(a.0, a.1), Pos::new(b.0, b.1)),
            wait: entry.t - last_link,
            open_after: all_moves(after, rules).len(),
            clearable: (clearable(&before, rules), clearable(after, rules)),
            before,
            open_before,
        });
        last_link = entry.t;
    }
    found
}

/// Whether `grid` can be cleared, when the solver can tell within its bound.
fn clearable(grid: &Grid, rules: &Rules) -> Option<bool> {
    match solve(grid, rules, DEFAULT_NODE_LIMIT) {
        Verdict::Clearable(_) => Some(true),
        Verdict::Unclearable => Some(false),
        Verdict::Unknown => None,
    }
}
