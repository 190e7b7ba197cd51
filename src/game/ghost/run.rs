//! A ghost: a proven replay of the same board raced beside the player's game
//! (`proof.rs` proves it, noting the pairs left after every moment); the ghost then
//! stands, at any moment of game time, where the recorded game stood at that moment. A replay
//! of another board is no ghost (the reason says which).

use crate::formats::replays::replay::{Replay, fingerprint};
use crate::game::core::deal::LevelSpec;
use crate::game::core::score::COMBO_WINDOW;
use crate::i18n::Message;

/// The recorded game, as the ghost plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct GhostRun {
    /// Pairs on the board at the deal.
    pub pairs_at_start: u32,
    /// When the pairs left fell, and to how many: game time in nanoseconds.
    steps: Vec<(u64, u32)>,
    /// The clock when the recorded game ended.
    pub finish: u64,
    /// The recorded game cleared the board.
    pub cleared: bool,
}

/// Nanoseconds in the combo window.
const COMBO_NANOS: u64 = (COMBO_WINDOW as f64 * 1e9) as u64;

impl GhostRun {
    /// The ghost of a recorded game whose pairs left fell to `steps` (game time in
    /// nanoseconds, pairs left), from `pairs_at_start`, to its end at `finish`.
    pub fn new(pairs_at_start: u32, steps: Vec<(u64, u32)>, finish: u64, cleared: bool) -> Self {
        GhostRun {
            pairs_at_start,
            steps,
            finish,
            cleared,
        }
    }

    /// Pairs left on the ghost's board at game time `t`.
    pub fn pairs_left(&self, t: u64) -> u32 {
        self.steps
            .iter()
            .take_while(|(at, _)| *at <= t)
            .last()
            .map_or(self.pairs_at_start, |&(_, left)| left)
    }

    /// The ghost's combo at `t`: its links in a row, each within the combo window of the one
    /// before, up to its last link at or before `t` (1 after a lone link, 0 before any).
    pub fn combo(&self, t: u64) -> u32 {
        let links: Vec<u64> = self.link_times().filter(|&at| at <= t).collect();
        let Some(&last) = links.last() else {
            return 0;
        };
        let mut combo = 1;
        let mut after = last;
        for &before in links.iter().rev().skip(1) {
            if after - before > COMBO_NANOS {
                break;
            }
            combo += 1;
            after = before;
        }
        combo
    }

    /// When the ghost's board first had `pairs_left` pairs or fewer.
    pub fn reached(&self, pairs_left: u32) -> Option<u64> {
        if pairs_left >= self.pairs_at_start {
            return Some(0);
        }
        self.steps
            .iter()
            .find(|(_, left)| *left <= pairs_left)
            .map(|&(t, _)| t)
    }

    /// How far behind the ghost a player is who reached `pairs_left` at `t`, in nanoseconds
    /// (negative: ahead); `None` when the ghost never got that far.
    pub fn behind(&self, pairs_left: u32, t: u64) -> Option<i64> {
        self.reached(pairs_left).map(|at| t as i64 - at as i64)
    }

    /// When the ghost's first link after `t` comes.
    pub fn next_link_after(&self, t: u64) -> Option<u64> {
        self.steps.iter().map(|&(at, _)| at).find(|&at| at > t)
    }

    /// The times of the ghost's links, one per pair removed.
    fn link_times(&self) -> impl Iterator<Item = u64> + '_ {
        let mut before = self.pairs_at_start;
        self.steps.iter().flat_map(move |&(t, left)| {
            let removed = before.saturating_sub(left);
            before = left;
            std::iter::repeat_n(t, removed as usize)
        })
    }

    /// Of the pairs both removed, in order, which the player (who removed pair `n` at
    /// `player[n]`) found faster than the ghost: the time since the pair before was shorter.
    /// The pairs are numbered from 1, in the order removed.
    pub fn pairs_found_faster(&self, player: &[u64]) -> Vec<usize> {
        let splits = |times: &[u64]| -> Vec<u64> {
            let mut before = 0;
            times
                .iter()
                .map(|&t| {
                    let split = t.saturating_sub(before);
                    before = t;
                    split
                })
                .collect()
        };
        let ghost: Vec<u64> = self.link_times().collect();
        splits(player)
            .iter()
            .zip(splits(&ghost))
            .enumerate()
            .filter(|(_, (mine, its))| **mine < *its)
            .map(|(n, _)| n + 1)
            .collect()
    }
}

/// Whether `replay` is of the board `spec` deals: its level, seed and mode; why not, as a
/// message for the player.
pub fn same_board(replay: &Replay, spec: &LevelSpec) -> Result<(), Message> {
    let other = |key: &'static str| Err(Message::new(key));
    // The level as the recorder wrote it (its fingerprint is the replay's), or as a showing of
    // the replay deals it.
    let same_level = fingerprint(&spec.level.to_ron()) == replay.level_fingerprint
        || replay
            .level_to_deal()
            .is_ok_and(|level| level == spec.level);
    if !same_level {
        return other("ghost-other-level");
    }
    if replay.seed != spec.seed {
        return other("ghost-other-seed");
    }
    if replay.mode != spec.mode {
        return other("ghost-other-mode");
    }
    Ok(())
}
