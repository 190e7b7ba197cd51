//! Scoring: points per pair times a combo multiplier for quick links, each power-up's declared
//! cost as it acts, a time bonus when the board is cleared, and stars from the level's
//! thresholds.
//!
//! Undo (see `history.rs`) puts the earned points, pair count and multiplier back to what they
//! were before the undone move; penalties are never given back, the clock keeps running, and
//! the next link after an undo starts a new combo chain.

use bevy::prelude::*;

use crate::game::core::board::dealt_anew;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::GoalProgress;
use crate::game::core::messages::{Assists, BoardCleared, LevelCompleted, MatchFound};
use crate::game::core::power_ups::{PowerUpUsed, PowerUps};
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::core::who_plays::WhoPlays;

/// Points for one pair at multiplier ×1.
pub const PAIR_POINTS: u32 = 100;
/// A link within this many seconds of the previous one raises the multiplier.
pub const COMBO_WINDOW: f32 = 3.0;
/// The highest multiplier.
pub const MAX_COMBO: u32 = 5;
/// Bonus points per second left on the clock (time limit) or under par (no limit).
pub const TIME_BONUS_PER_SECOND: u32 = 10;
/// Par time per pair for levels without a time limit.
pub const PAR_SECONDS_PER_PAIR: u32 = 5;

/// The score of the board in play.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Score {
    /// Points from links, multipliers included.
    pub earned: u32,
    /// Points taken for help; never given back, not even by undo.
    pub penalties: u32,
    /// Pairs linked.
    pub pairs: u32,
    /// The multiplier the last link scored with (0 before the first).
    pub combo: u32,
    /// When the last link was made (game seconds); `None` starts a new chain.
    pub last_link: Option<f32>,
    /// Set when the board is cleared.
    pub result: Option<FinalScore>,
}

/// The score of a cleared board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FinalScore {
    /// Links minus penalties plus the time bonus.
    pub points: u32,
    /// The time bonus alone.
    pub time_bonus: u32,
    /// Seconds from the deal to the last pair.
    pub seconds: f32,
    /// Stars earned, 0 to 3.
    pub stars: u8,
}

impl Score {
    /// Scores a link made at `now` (seconds): returns the points it earned.
    pub fn link(&mut self, now: f32) -> u32 {
        let quick = self.last_link.is_some_and(|t| now - t <= COMBO_WINDOW);
        self.combo = if quick {
            (self.combo + 1).min(MAX_COMBO)
        } else {
            1
        };
        self.last_link = Some(now);
        self.pairs = self.pairs.saturating_add(1);
        let points = PAIR_POINTS * self.combo;
        self.earned = self.earned.saturating_add(points);
        points
    }

    /// Takes `points` for help.
    pub fn penalise(&mut self, points: u32) {
        self.penalties = self.penalties.saturating_add(points);
    }

    /// Points so far: links minus penalties, never below zero.
    pub fn total(&self) -> u32 {
        self.earned.saturating_sub(self.penalties)
    }

    /// The score after an undo or redo to `before`: its links and multiplier, today's
    /// penalties, and a fresh combo chain.
    pub fn restored(&self, before: &Score) -> Score {
        Score {
            penalties: self.penalties,
            last_link: None,
            result: None,
            ..before.clone()
        }
    }

    /// Closes a board played without points for time: stars from the points alone.
    pub fn finish_untimed(&mut self, seconds: f32, thresholds: [u32; 3]) -> FinalScore {
        let points = self.total();
        let result = FinalScore {
            points,
            time_bonus: 0,
            seconds,
            stars: stars(points, thresholds),
        };
        self.result = Some(result);
        result
    }

    /// Closes the board: adds the time bonus and awards stars.
    pub fn finish(
        &mut self,
        seconds: f32,
        time_limit: Option<u32>,
        pairs: usize,
        thresholds: [u32; 3],
    ) -> FinalScore {
        let time_bonus = time_bonus(seconds, time_limit, pairs);
        let points = self.total().saturating_add(time_bonus);
        let result = FinalScore {
            points,
            time_bonus,
            seconds,
            stars: stars(points, thresholds),
        };
        self.result = Some(result);
        result
    }
}

/// Seconds left on the clock, or under par (five seconds a pair) without a time limit, at
/// [`TIME_BONUS_PER_SECOND`] each.
pub fn time_bonus(seconds: f32, time_limit: Option<u32>, pairs: usize) -> u32 {
    let par = u32::try_from(pairs).map_or(u32::MAX, |p| p.saturating_mul(PAR_SECONDS_PER_PAIR));
    let allowed = time_limit.unwrap_or(par) as f32;
    // A float-to-integer cast saturates; the product must too (a level may allow any time).
    let left = (allowed - seconds).max(0.0).floor() as u32;
    left.saturating_mul(TIME_BONUS_PER_SECOND)
}

/// Stars for `points` against the level's one-, two- and three-star thresholds.
pub fn stars(points: u32, thresholds: [u32; 3]) -> u8 {
    thresholds.iter().filter(|&&t| points >= t).count() as u8
}

fn score_links(
    mut found: MessageReader<MatchFound>,
    mut score: ResMut<Score>,
    clock: Res<DealClock>,
) {
    for _ in found.read() {
        score.link(clock.played_seconds());
    }
}

/// Takes each power-up's declared cost ([`PowerUp::COST`](crate::game::core::power_ups::PowerUp::COST))
/// as it acts, in modes where power-ups cost points.
fn charge_power_ups(
    mut used: MessageReader<PowerUpUsed>,
    registry: Res<PowerUps>,
    mut score: ResMut<Score>,
    spec: Res<LevelSpec>,
) {
    for u in used.read() {
        let cost = registry.get(u.id).map_or(0, |p| p.cost);
        if cost > 0 && spec.mode.power_ups_cost() {
            score.penalise(cost);
        }
    }
}

/// Stars for a goal met in `links` links when it allows `most` (the board's pairs when it sets
/// no limit): three within seven tenths of them, two within nine tenths, else one.
pub fn goal_stars(links: u32, most: u32) -> u8 {
    let (used, most) = (u64::from(links) * 10, u64::from(most));
    if used <= most * 7 {
        3
    } else if used <= most * 9 {
        2
    } else {
        1
    }
}

/// Scores a board won (cleared, or its goal met) and reports the result: stars from the
/// points, or for a goal from the links it took.
pub fn score_clear(
    mut cleared: MessageReader<BoardCleared>,
    mut score: ResMut<Score>,
    (spec, goal): (Res<LevelSpec>, Res<GoalProgress>),
    who: WhoPlays,
    assists: Res<Assists>,
    mut completed: MessageWriter<LevelCompleted>,
) {
    for c in cleared.read() {
        let level = &spec.level;
        let mut result = if spec.mode.time_counts() {
            score.finish(c.seconds, level.time_limit, level.pairs(), level.stars)
        } else {
            score.finish_untimed(c.seconds, level.stars)
        };
        if let Some(progress) = goal.0 {
            let most = (level.goal.within_links).unwrap_or(level.pairs() as u32);
            result.stars = goal_stars(progress.links, most);
            score.result = Some(result);
        }
        completed.write(LevelCompleted {
            level: level.name.clone(),
            // Only a player's own clear of a pack level counts.
            record_as: spec.record.clone().filter(|_| who.player()),
            points: result.points,
            seconds: result.seconds,
            stars: result.stars,
            assists: assists.clone(),
        });
    }
}

/// A new deal starts a new score.
fn reset_on_deal(mut score: ResMut<Score>) {
    *score = Score::default();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Score>()
        .add_systems(
            PreUpdate,
            reset_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
        )
        .add_systems(
            Update,
            (
                score_links
                    .run_if(on_message::<MatchFound>)
                    .in_set(MoveFlow::React),
                // After every power-up's answer of the frame, the background ones included
                // (they answer in `React`), so a use is charged in the frame it acts.
                charge_power_ups
                    .run_if(on_message::<PowerUpUsed>)
                    .in_set(MoveFlow::Settle),
                score_clear
                    .run_if(on_message::<BoardCleared>)
                    .in_set(MoveFlow::Conclude),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quick_links_raise_the_multiplier_up_to_the_cap() {
        let mut s = Score::default();
        let gained: Vec<u32> = [0.0, 1.0, 2.5, 5.0, 7.0, 8.0, 9.0, 10.0, 11.0, 20.0]
            .iter()
            .map(|&t| s.link(t))
            .collect();
        assert_eq!(
            gained,
            [100, 200, 300, 400, 500, 500, 500, 500, 500, 100],
            "a gap over {COMBO_WINDOW} s starts again at ×1"
        );
        assert_eq!(s.pairs, 10);
        assert_eq!(s.total(), gained.iter().sum::<u32>());
    }

    /// A cost like the hint's.
    const HINT_PENALTY: u32 = 50;
    /// A cost like the shuffle's.
    const SHUFFLE_PENALTY: u32 = 100;

    #[test]
    fn penalties_never_make_the_score_negative() {
        let mut s = Score::default();
        s.link(0.0);
        s.penalise(HINT_PENALTY);
        assert_eq!(s.total(), PAIR_POINTS - HINT_PENALTY);
        s.penalise(SHUFFLE_PENALTY);
        assert_eq!(s.total(), 0);
    }

    #[test]
    fn undo_keeps_penalties_and_breaks_the_chain() {
        let mut s = Score::default();
        s.link(0.0);
        let before = s.clone();
        s.link(1.0);
        s.penalise(HINT_PENALTY);
        let back = s.restored(&before);
        assert_eq!(back.earned, PAIR_POINTS);
        assert_eq!(back.penalties, HINT_PENALTY);
        assert_eq!(back.pairs, 1);
        assert_eq!(back.last_link, None);
        let mut again = back;
        assert_eq!(
            again.link(1.5),
            PAIR_POINTS,
            "no combo straight after an undo"
        );
    }

    #[test]
    fn time_bonus_counts_whole_seconds_left() {
        assert_eq!(time_bonus(30.4, Some(60), 10), 29 * TIME_BONUS_PER_SECOND);
        assert_eq!(time_bonus(61.0, Some(60), 10), 0);
        // Par is five seconds a pair without a limit.
        assert_eq!(time_bonus(20.0, None, 10), 30 * TIME_BONUS_PER_SECOND);
        assert_eq!(time_bonus(80.0, None, 10), 0);
    }

    #[test]
    fn points_near_the_limit_saturate() {
        assert_eq!(time_bonus(0.0, Some(u32::MAX), 1), u32::MAX);
        assert_eq!(time_bonus(0.0, None, usize::MAX), u32::MAX);
        let mut s = Score {
            earned: u32::MAX - 1,
            pairs: u32::MAX,
            ..Score::default()
        };
        s.link(0.0);
        assert_eq!((s.earned, s.pairs), (u32::MAX, u32::MAX));
        s.penalise(u32::MAX);
        s.penalise(u32::MAX);
        assert_eq!(s.penalties, u32::MAX);
        let mut s = Score {
            earned: u32::MAX,
            ..Score::default()
        };
        assert_eq!(s.finish(0.0, Some(u32::MAX), 1, [1, 2, 3]).points, u32::MAX);
    }

    #[test]
    fn stars_follow_the_thresholds() {
        let t = [1000, 1500, 2000];
        assert_eq!(
            [0, 999, 1000, 1499, 1500, 2000, 9999].map(|p| stars(p, t)),
            [0, 0, 1, 1, 2, 3, 3]
        );
    }

    #[test]
    fn finishing_adds_the_bonus_and_awards_stars() {
        let mut s = Score::default();
        for t in 0..10 {
            s.link(t as f32);
        }
        // 100 + 200 + 300 + 400 + 6 × 500 = 4000 for ten pairs, 20 s under a 50 s par.
        let f = s.finish(30.0, None, 10, [1000, 1500, 4500]);
        assert_eq!(f.time_bonus, 200);
        assert_eq!(f.points, 4200);
        assert_eq!(f.stars, 2);
        assert_eq!(s.result, Some(f));
    }
}
