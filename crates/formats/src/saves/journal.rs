//! The journal of finished games, kept in the progress file: one entry for each game a player
//! finished on this computer (cleared, or out of time), with who played it. The hall of fame
//! ([`crate::saves::hall_of_fame`]) and the statistics ([`crate::saves::statistics`]) are
//! read from it, so they can never disagree.
//!
//! Entries are never changed once written, so two copies of the game merge their journals by
//! taking both (an entry is known by its time, board and name). Clearing a board's hall of
//! fame keeps the games for the statistics and notes the moment instead: games before it no
//! longer rank.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

/// Most games kept. Older ones go first, except those in a hall of fame.
pub const MAX_GAMES: usize = 1500;

/// Most characters of a name kept with a game: as many as an online name has.
pub const MAX_NAME_CHARS: usize = 16;

/// One finished game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameEntry {
    /// When it ended, in seconds since 1970 (UTC).
    pub at: u64,
    /// The board played: a pack level's record key, or `quick/` and a quick game's setting
    /// ([`crate::quick_game::QuickGame::key`]).
    pub board: String,
    /// The level's name as its file gives it (shown in the player's language through the
    /// pack's translations).
    pub title: String,
    /// Columns of the board's layout.
    pub width: u8,
    /// Rows of the board's layout.
    pub height: u8,
    /// Pairs dealt.
    pub pairs: u16,
    /// Who played.
    pub name: String,
    /// Whether the board was cleared (otherwise the time ran out).
    pub cleared: bool,
    /// Final points.
    pub score: u32,
    /// Seconds played.
    pub seconds: f32,
    /// Stars earned, 0 to 3.
    pub stars: u8,
    /// Hints taken.
    pub hints: u32,
    /// Whether any help was taken (a hint, a shuffle asked for, an undo).
    pub assisted: bool,
    /// The level designer's estimate of how hard the board is, 0 (easy) to 1 (hard): the
    /// dealer's partner spread the level asks for.
    pub estimate: f32,
}

impl GameEntry {
    /// What tells this game from every other: its time, board and player.
    fn identity(&self) -> (u64, &str, &str) {
        (self.at, &self.board, &self.name)
    }
}

/// Every finished game kept, and when each hall of fame was last cleared.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Journal {
    /// The games, oldest first.
    pub games: Vec<GameEntry>,
    /// By board: games that ended at or before this moment (seconds since 1970) no longer rank.
    pub halls_cleared: BTreeMap<String, u64>,
}

impl Journal {
    /// Whether nothing is kept (the progress file then leaves the journal out).
    pub fn is_empty(&self) -> bool {
        self.games.is_empty() && self.halls_cleared.is_empty()
    }

    /// Adds a finished game (its name cut to [`MAX_NAME_CHARS`]), then keeps within
    /// [`MAX_GAMES`].
    pub fn add(&mut self, mut game: GameEntry) {
        game.name = clean_name(&game.name);
        let at = self.games.partition_point(|g| g.at <= game.at);
        self.games.insert(at, game);
        self.trim();
    }

    /// Whether `game` ranks on its board: it ended after the board's hall was last cleared.
    pub fn ranks(&self, game: &GameEntry) -> bool {
        game.cleared
            && self
                .halls_cleared
                .get(&game.board)
                .is_none_or(|&cleared| game.at > cleared)
    }

    /// Clears `board`'s hall of fame as of `now`: its games stay in the statistics.
    pub fn clear_hall(&mut self, board: &str, now: u64) {
        let latest = self.games.iter().map(|g| g.at).max().unwrap_or(0);
        self.halls_cleared
            .insert(board.to_string(), now.max(latest));
    }

    /// Takes in `other`'s games (another copy of the game's): both copies' games, once each,
    /// and the later of each board's clearing.
    pub fn merge(&mut self, other: &Journal) {
        let mut games: Vec<GameEntry> = std::mem::take(&mut self.games);
        games.extend(other.games.iter().cloned());
        games.sort_by(|a, b| a.identity().cmp(&b.identity()));
        games.dedup_by(|a, b| a.identity() == b.identity());
        games.sort_by_key(|g| g.at);
        self.games = games;
        for (board, &at) in &other.halls_cleared {
            let ours = self.halls_cleared.entry(board.clone()).or_insert(at);
            *ours = (*ours).max(at);
        }
        self.trim();
    }

    /// Keeps at most [`MAX_GAMES`]: the oldest games that are in no hall of fame go first,
    /// then the oldest of all.
    fn trim(&mut self) {
        let excess = self.games.len().saturating_sub(MAX_GAMES);
        if excess == 0 {
            return;
        }
        let famous = famous(self);
        let mut dropped = 0;
        let mut index = 0;
        self.games.retain(|_| {
            let keep = dropped >= excess || famous.contains(&index);
            index += 1;
            if !keep {
                dropped += 1;
            }
            keep
        });
        let still = self.games.len().saturating_sub(MAX_GAMES);
        self.games.drain(..still);
    }
}

/// Games kept in each list of the hall of fame.
pub const TOP: usize = 10;

/// The hall of fame's ranking: higher score, then faster, then earlier.
pub fn by_rank(a: &GameEntry, b: &GameEntry) -> Ordering {
    b.score
        .cmp(&a.score)
        .then(a.seconds.total_cmp(&b.seconds))
        .then(a.at.cmp(&b.at))
}

/// The positions in the journal of every game in some hall of fame (the ten best of each
/// board, with help and without).
pub fn famous(journal: &Journal) -> BTreeSet<usize> {
    let mut ranking: BTreeMap<(&str, bool), Vec<usize>> = BTreeMap::new();
    for (i, g) in journal.games.iter().enumerate() {
        if journal.ranks(g) {
            ranking.entry((&g.board, g.assisted)).or_default().push(i);
        }
    }
    let mut famous = BTreeSet::new();
    for mut list in ranking.into_values() {
        list.sort_by(|&a, &b| by_rank(&journal.games[a], &journal.games[b]));
        famous.extend(list.into_iter().take(TOP));
    }
    famous
}

/// A name as kept: trimmed, without control characters, at most [`MAX_NAME_CHARS`].
pub fn clean_name(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(at: u64, name: &str, score: u32) -> GameEntry {
        GameEntry {
            at,
            board: "quick/14x6-medium".into(),
            name: name.into(),
            cleared: true,
            score,
            seconds: 100.0,
            ..GameEntry::default()
        }
    }

    #[test]
    fn games_keep_their_order_and_names_are_cleaned() {
        let mut j = Journal::default();
        j.add(game(20, "Ann", 1));
        j.add(game(10, "  Bo\u{7}b  ", 2));
        assert_eq!(j.games[0].name, "Bob");
        assert_eq!(j.games.iter().map(|g| g.at).collect::<Vec<_>>(), [10, 20]);
        j.add(game(30, &"名".repeat(100), 3));
        assert_eq!(j.games[2].name.chars().count(), MAX_NAME_CHARS);
    }

    #[test]
    fn two_copies_merge_to_each_game_once() {
        let mut a = Journal::default();
        a.add(game(10, "Ann", 1));
        a.add(game(20, "Ann", 2));
        let mut b = a.clone();
        b.add(game(15, "Bob", 3));
        b.clear_hall("quick/14x6-medium", 16);
        a.add(game(25, "Ann", 4));
        a.merge(&b);
        assert_eq!(
            a.games.iter().map(|g| g.at).collect::<Vec<_>>(),
            [10, 15, 20, 25]
        );
        // Cleared at 16 by a clock behind the games: every game then kept stops ranking.
        assert_eq!(a.halls_cleared["quick/14x6-medium"], 20);
        assert!(!a.ranks(&a.games[2]) && a.ranks(&a.games[3]));
    }

    #[test]
    fn trimming_keeps_the_hall_of_fame() {
        let mut j = Journal::default();
        // The best game is the oldest: it must outlive every later, poorer one.
        j.add(game(0, "Ann", 1_000_000));
        for at in 1..=(MAX_GAMES as u64 + 50) {
            let mut g = game(at, "Bob", 10);
            g.cleared = false;
            j.add(g);
        }
        assert_eq!(j.games.len(), MAX_GAMES);
        assert_eq!(j.games[0].score, 1_000_000, "a famous game stays");
        assert_eq!(j.games[1].at, 52, "the oldest of the rest went");
    }
}
