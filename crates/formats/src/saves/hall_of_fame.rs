//! The hall of fame on this computer: the ten best clears of each board (each level, each
//! quick-game setting), read from the journal ([`crate::saves::journal`]). Clears that took
//! help (a hint, a shuffle asked for, an undo) rank in a list of their own, as the unaided best
//! is kept apart in the progress.
//!
//! The ten are the highest scores (a faster clear first on a tie, then the earlier one); the
//! screen may show them sorted another way.

use std::collections::BTreeMap;

pub use crate::saves::journal::TOP;
use crate::saves::journal::{GameEntry, Journal, by_rank};

/// Which clears a list ranks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Help {
    /// Clears that took no help.
    #[default]
    Unaided,
    /// Clears that took help.
    Assisted,
}

impl Help {
    /// Whether a game belongs to this list.
    fn holds(self, game: &GameEntry) -> bool {
        game.assisted == (self == Help::Assisted)
    }
}

/// How a list is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SortBy {
    /// Highest score first (the ranking).
    #[default]
    Score,
    /// Fastest clear first.
    Time,
    /// By name, then by score.
    Name,
    /// Newest first.
    Date,
}

impl SortBy {
    /// Every order, in the screen's stepping order.
    pub const ALL: [SortBy; 4] = [SortBy::Score, SortBy::Time, SortBy::Name, SortBy::Date];

    /// The message key of the order's name.
    pub fn message_key(self) -> &'static str {
        match self {
            SortBy::Score => "hall-sort-score",
            SortBy::Time => "hall-sort-time",
            SortBy::Name => "hall-sort-name",
            SortBy::Date => "hall-sort-date",
        }
    }
}

/// The ten best clears of `board` that `help` holds, best first.
pub fn top<'a>(journal: &'a Journal, board: &str, help: Help) -> Vec<&'a GameEntry> {
    let mut games: Vec<&GameEntry> = journal
        .games
        .iter()
        .filter(|g| g.board == board && help.holds(g) && journal.ranks(g))
        .collect();
    games.sort_by(|a, b| by_rank(a, b));
    games.truncate(TOP);
    games
}

/// The ten best as `sort` shows them.
pub fn sorted<'a>(
    journal: &'a Journal,
    board: &str,
    help: Help,
    sort: SortBy,
) -> Vec<&'a GameEntry> {
    let mut games = top(journal, board, help);
    match sort {
        SortBy::Score => {}
        SortBy::Time => games.sort_by(|a, b| a.seconds.total_cmp(&b.seconds).then(by_rank(a, b))),
        SortBy::Name => games.sort_by(|a, b| {
            a.name
                .to_lowercase()
                .cmp(&b.name.to_lowercase())
                .then(by_rank(a, b))
        }),
        SortBy::Date => games.sort_by(|a, b| b.at.cmp(&a.at).then(by_rank(a, b))),
    }
    games
}

/// The place (1 to [`TOP`]) `game` took in its board's list, if it ranks there.
pub fn place(journal: &Journal, game: &GameEntry) -> Option<usize> {
    let help = if game.assisted {
        Help::Assisted
    } else {
        Help::Unaided
    };
    top(journal, &game.board, help)
        .iter()
        .position(|g| *g == game)
        .map(|i| i + 1)
}

/// The boards with a hall of fame to show, the one played last first.
pub fn boards(journal: &Journal) -> Vec<String> {
    let mut last: BTreeMap<&str, u64> = BTreeMap::new();
    for g in journal.games.iter().filter(|g| journal.ranks(g)) {
        let at = last.entry(&g.board).or_default();
        *at = (*at).max(g.at);
    }
    let mut boards: Vec<(&str, u64)> = last.into_iter().collect();
    boards.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    boards.into_iter().map(|(b, _)| b.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: &str = "quick/18x8-medium";

    fn clear(at: u64, name: &str, score: u32, seconds: f32, assisted: bool) -> GameEntry {
        GameEntry {
            at,
            board: BOARD.into(),
            name: name.into(),
            cleared: true,
            score,
            seconds,
            assisted,
            ..GameEntry::default()
        }
    }

    #[test]
    fn the_hall_keeps_the_ten_best_sorts_and_clears_with_two_names() {
        let mut j = Journal::default();
        for i in 0..12u32 {
            let name = if i % 2 == 0 { "Ann" } else { "Bob" };
            j.add(clear(
                u64::from(i),
                name,
                1000 + i * 10,
                300.0 - i as f32,
                false,
            ));
        }
        j.add(clear(50, "Ann", 99_999, 10.0, true));
        let mut lost = clear(51, "Bob", 1_000_000, 5.0, false);
        lost.cleared = false;
        j.add(lost);

        let best = top(&j, BOARD, Help::Unaided);
        assert_eq!(best.len(), TOP, "ten, though twelve cleared");
        assert_eq!(
            best[0].score, 1110,
            "highest first; the lost game never ranks"
        );
        assert!(
            best.iter().all(|g| g.score >= 1020),
            "the two lowest are out"
        );
        assert!(best.iter().any(|g| g.name == "Ann") && best.iter().any(|g| g.name == "Bob"));

        let helped = top(&j, BOARD, Help::Assisted);
        assert_eq!(helped.len(), 1, "a clear with help ranks apart");
        assert_eq!(place(&j, helped[0]), Some(1));

        let by_time = sorted(&j, BOARD, Help::Unaided, SortBy::Time);
        assert!(by_time.windows(2).all(|w| w[0].seconds <= w[1].seconds));
        let by_name = sorted(&j, BOARD, Help::Unaided, SortBy::Name);
        assert_eq!(by_name[0].name, "Ann");
        assert_eq!(by_name[TOP - 1].name, "Bob");
        let by_date = sorted(&j, BOARD, Help::Unaided, SortBy::Date);
        assert_eq!(by_date[0].at, 11);

        j.clear_hall(BOARD, 60);
        assert!(top(&j, BOARD, Help::Unaided).is_empty(), "cleared");
        assert!(top(&j, BOARD, Help::Assisted).is_empty());
        assert_eq!(j.games.len(), 14, "the games stay for the statistics");
        assert!(boards(&j).is_empty());
        j.add(clear(70, "Bob", 5, 500.0, false));
        assert_eq!(
            top(&j, BOARD, Help::Unaided).len(),
            1,
            "a new clear ranks again"
        );
    }

    #[test]
    fn boards_come_newest_first_and_famous_games_are_found() {
        let mut j = Journal::default();
        j.add(clear(5, "Ann", 10, 1.0, false));
        let mut other = clear(9, "Ann", 10, 1.0, false);
        other.board = "levels/first-steps".into();
        j.add(other);
        assert_eq!(boards(&j), ["levels/first-steps", BOARD]);
        assert_eq!(
            crate::saves::journal::famous(&j),
            std::collections::BTreeSet::from([0, 1])
        );
    }
}
