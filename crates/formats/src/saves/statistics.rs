//! The player's statistics, figured from the progress file: games and clears per day, the
//! time to clear each board size over time with its trend, streaks, hints, and how hard each
//! level turned out beside its designer's estimate. Games come from the journal
//! ([`crate::saves::journal`]); the level records (kept since the first version) add the
//! clears made before there was a journal.

use std::collections::BTreeMap;

use crate::daily::date_key;
use crate::saves::journal::GameEntry;
use crate::saves::progress::Progress;

/// Days the games-per-day chart shows, today last.
pub const DAYS: usize = 14;

/// Seconds in a day.
const DAY: u64 = 24 * 3600;

/// Games and clears on one day.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayCount {
    /// The date, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// Games finished.
    pub games: u32,
    /// Of them, boards cleared.
    pub clears: u32,
}

/// The time to clear one board size over time.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SizeTrend {
    /// Columns by rows.
    pub size: (u8, u8),
    /// Each clear: when (seconds since 1970) and how long it took, oldest first.
    pub clears: Vec<(u64, f32)>,
    /// The least-squares line through them, as seconds at the first clear and at the last
    /// (when there are two clears at different times).
    pub trend: Option<(f32, f32)>,
}

/// How hard a level turned out for this player beside its designer's estimate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LevelFeel {
    /// The level's record key.
    pub board: String,
    /// The designer's estimate, 0 (easy) to 1 (hard).
    pub estimate: f32,
    /// How it played: the share of games (0 to 1) not cleared without help.
    pub felt: f32,
    /// Games played.
    pub games: u32,
}

/// Everything the Statistics screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    /// Games finished (journal).
    pub games: u32,
    /// Boards cleared (journal).
    pub clears: u32,
    /// Clears of levels the level records hold, counting those from before the journal.
    pub recorded_clears: u32,
    /// Levels cleared at least once.
    pub levels_cleared: u32,
    /// The last [`DAYS`] days, today last.
    pub days: Vec<DayCount>,
    /// Each board size cleared, the most cleared first.
    pub sizes: Vec<SizeTrend>,
    /// Most boards cleared one after another.
    pub best_streak: u32,
    /// Boards cleared one after another up to the last game.
    pub streak: u32,
    /// Most days in a row with a clear.
    pub best_day_streak: u32,
    /// Hints taken, in all.
    pub hints: u32,
    /// Games that took help of any kind.
    pub assisted: u32,
    /// Levels played, the most played first.
    pub levels: Vec<LevelFeel>,
}

impl Statistics {
    /// The statistics of `progress` as of `now` (seconds since 1970).
    pub fn of(progress: &Progress, now: u64) -> Statistics {
        // Oldest first, whatever order a hand-edited file keeps them in.
        let mut games: Vec<&GameEntry> = progress.journal.games.iter().collect();
        games.sort_by_key(|g| g.at);
        let games = games.as_slice();
        let records = progress.levels.values().filter(|r| r.clears > 0);
        let (best_streak, streak) = streaks(games);
        Statistics {
            games: games.len() as u32,
            clears: games.iter().filter(|g| g.cleared).count() as u32,
            recorded_clears: records.clone().map(|r| r.clears).sum(),
            levels_cleared: records.count() as u32,
            days: days(games, now),
            sizes: sizes(games),
            best_streak,
            streak,
            best_day_streak: day_streak(games),
            hints: games.iter().map(|g| g.hints).sum(),
            assisted: games.iter().filter(|g| g.assisted).count() as u32,
            levels: levels(games),
        }
    }
}

/// Games and clears on each of the last [`DAYS`] days.
fn days(games: &[&GameEntry], now: u64) -> Vec<DayCount> {
    let today = now / DAY;
    let first = today.saturating_sub(DAYS as u64 - 1);
    let mut days: Vec<DayCount> = (first..=today)
        .map(|d| DayCount {
            date: date_key(d * DAY),
            ..DayCount::default()
        })
        .collect();
    for g in games {
        let day = g.at / DAY;
        if (first..=today).contains(&day) {
            let count = &mut days[(day - first) as usize];
            count.games += 1;
            count.clears += u32::from(g.cleared);
        }
    }
    days
}

/// Each size's clears and trend, the most cleared first.
fn sizes(games: &[&GameEntry]) -> Vec<SizeTrend> {
    let mut by_size: BTreeMap<(u8, u8), Vec<(u64, f32)>> = BTreeMap::new();
    // A time no game can take (a hand-edited file's) is left out of the charts.
    for g in games
        .iter()
        .filter(|g| g.cleared && (0.0..1e7).contains(&g.seconds))
    {
        by_size
            .entry((g.width, g.height))
            .or_default()
            .push((g.at, g.seconds));
    }
    let mut sizes: Vec<SizeTrend> = by_size
        .into_iter()
        .map(|(size, clears)| SizeTrend {
            size,
            trend: trend(&clears),
            clears,
        })
        .collect();
    sizes.sort_by(|a, b| {
        b.clears
            .len()
            .cmp(&a.clears.len())
            .then(a.size.cmp(&b.size))
    });
    sizes
}

/// The least-squares line through `(time, seconds)`, at the first time and at the last.
pub fn trend(points: &[(u64, f32)]) -> Option<(f32, f32)> {
    let first = points.iter().map(|p| p.0).min()?;
    let last = points.iter().map(|p| p.0).max()?;
    if points.len() < 2 || first == last {
        return None;
    }
    // Days since the first clear keep the sums small.
    let xs: Vec<f64> = points
        .iter()
        .map(|p| (p.0 - first) as f64 / DAY as f64)
        .collect();
    let ys: Vec<f64> = points.iter().map(|p| f64::from(p.1)).collect();
    let n = points.len() as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    let sxx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let sxy: f64 = xs.iter().zip(&ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let slope = sxy / sxx;
    let at = |x: f64| (my + slope * (x - mx)) as f32;
    Some((at(0.0), at((last - first) as f64 / DAY as f64)))
}

/// The best run of clears one after another, and the run up to the last game.
fn streaks(games: &[&GameEntry]) -> (u32, u32) {
    let (mut best, mut run) = (0, 0);
    for g in games {
        run = if g.cleared { run + 1 } else { 0 };
        best = best.max(run);
    }
    (best, run)
}

/// Most days in a row with a clear.
fn day_streak(games: &[&GameEntry]) -> u32 {
    let mut days: Vec<u64> = games
        .iter()
        .filter(|g| g.cleared)
        .map(|g| g.at / DAY)
        .collect();
    days.dedup();
    let (mut best, mut run, mut last) = (0, 0, None);
    for day in days {
        run = if last.is_some_and(|l: u64| l + 1 == day) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        last = Some(day);
    }
    best
}

/// Each level played (quick games are no level): how it played beside its estimate.
fn levels(games: &[&GameEntry]) -> Vec<LevelFeel> {
    let mut by_level: BTreeMap<&str, (u32, u32, f32)> = BTreeMap::new();
    for g in games.iter().filter(|g| !g.board.starts_with("quick/")) {
        let (played, unaided, estimate) = by_level.entry(&g.board).or_default();
        *played += 1;
        *unaided += u32::from(g.cleared && !g.assisted);
        *estimate = g.estimate;
    }
    let mut levels: Vec<LevelFeel> = by_level
        .into_iter()
        .map(|(board, (games, unaided, estimate))| LevelFeel {
            board: board.to_string(),
            estimate: if estimate.is_nan() {
                0.0
            } else {
                estimate.clamp(0.0, 1.0)
            },
            felt: 1.0 - unaided as f32 / games as f32,
            games,
        })
        .collect();
    levels.sort_by(|a, b| b.games.cmp(&a.games).then(a.board.cmp(&b.board)));
    levels
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: u64 = 20_000 * DAY + 3600;

    fn game(day_ago: u64, size: (u8, u8), cleared: bool, seconds: f32) -> GameEntry {
        GameEntry {
            at: NOW - day_ago * DAY,
            board: format!("quick/{}x{}-medium", size.0, size.1),
            width: size.0,
            height: size.1,
            name: "Ann".into(),
            cleared,
            seconds,
            ..GameEntry::default()
        }
    }

    #[test]
    fn statistics_from_a_progress_file_of_todays_format() {
        let text = r#"(
            levels: {"first-steps": (best_score: 900, best_seconds: 40.0, stars: 3, clears: 4)},
            journal: (games: [
                (at: 1728000000, board: "first-steps", width: 6, height: 4, pairs: 6,
                 name: "Ann", cleared: true, score: 900, seconds: 40.0, stars: 3,
                 hints: 1, assisted: true, estimate: 0.3),
                (at: 1728003600, board: "first-steps", width: 6, height: 4, pairs: 6,
                 name: "Bob", cleared: false, score: 100, seconds: 90.0, estimate: 0.3),
            ]),
        )"#;
        let progress: Progress = ron::from_str(text).expect("today's format reads");
        let s = Statistics::of(&progress, 1728003600 + 60);
        assert_eq!(
            (s.games, s.clears, s.recorded_clears, s.levels_cleared),
            (2, 1, 4, 1)
        );
        assert_eq!(s.days.len(), DAYS);
        assert_eq!(s.days[DAYS - 1].date, "2024-10-04");
        assert_eq!((s.days[DAYS - 1].games, s.days[DAYS - 1].clears), (2, 1));
        assert_eq!((s.hints, s.assisted, s.best_streak, s.streak), (1, 1, 1, 0));
        assert_eq!(s.levels.len(), 1);
        assert_eq!(s.levels[0].estimate, 0.3);
        assert_eq!(s.levels[0].felt, 1.0, "no unaided clear in two games");
        assert_eq!(s.sizes[0].size, (6, 4));
    }

    #[test]
    fn an_old_progress_file_gives_its_level_records() {
        let text = r#"(levels: {"first-steps": (best_score: 900, best_seconds: 40.0, stars: 3, clears: 2)})"#;
        let progress: Progress = ron::from_str(text).expect("older files read");
        let s = Statistics::of(&progress, NOW);
        assert_eq!((s.games, s.recorded_clears, s.levels_cleared), (0, 2, 1));
        assert!(s.days.iter().all(|d| d.games == 0));
    }

    #[test]
    fn hostile_games_are_figured_without_a_panic() {
        let mut p = Progress::default();
        let odd = |at: u64, seconds: f32, estimate: f32| {
            GameEntry {
                estimate,
                ..game(0, (18, 8), true, seconds)
            }
            .with_at(at)
        };
        // Out of order, at the end of time, with times no game takes.
        p.journal.games = vec![
            odd(NOW, 100.0, f32::NAN),
            odd(u64::MAX, f32::NAN, 7.0),
            odd(0, -5.0, -1.0),
            odd(NOW - DAY, f32::INFINITY, 0.5),
            odd(NOW - 2 * DAY, 140.0, 0.5),
        ];
        let s = Statistics::of(&p, NOW);
        assert_eq!(s.games, 5);
        assert_eq!(s.sizes[0].clears, [(NOW - 2 * DAY, 140.0), (NOW, 100.0)]);
        let (from, to) = s.sizes[0].trend.expect("two clears");
        assert!(from > to && from.is_finite());
        let mut levels = p.clone();
        for g in &mut levels.journal.games {
            g.board = "first-steps".into();
        }
        let s = Statistics::of(&levels, NOW);
        assert!((0.0..=1.0).contains(&s.levels[0].estimate));
    }

    impl GameEntry {
        fn with_at(mut self, at: u64) -> Self {
            self.at = at;
            self
        }
    }

    #[test]
    fn trends_streaks_and_days_are_figured() {
        let mut p = Progress::default();
        for (ago, cleared, seconds) in [
            (9, true, 300.0),
            (8, true, 260.0),
            (7, false, 0.0),
            (2, true, 200.0),
            (1, true, 160.0),
            (0, true, 120.0),
        ] {
            p.journal.add(game(ago, (18, 8), cleared, seconds));
        }
        p.journal.add(game(0, (14, 6), true, 90.0));
        let s = Statistics::of(&p, NOW);
        assert_eq!((s.best_streak, s.streak), (4, 4));
        assert_eq!(s.best_day_streak, 3);
        let big = &s.sizes[0];
        assert_eq!(big.size, (18, 8));
        let (start, end) = big.trend.expect("five clears over nine days");
        assert!(
            start > 280.0 && end < 150.0,
            "getting faster: {start} → {end}"
        );
        assert_eq!(s.sizes[1].trend, None, "one clear has no trend");
        assert_eq!(s.days[DAYS - 1].games, 2);
        assert_eq!(s.days[DAYS - 1 - 7].clears, 0);
        assert_eq!(s.days[DAYS - 1 - 7].games, 1);
    }
}
