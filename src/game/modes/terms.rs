//! What each mode of play means to the game, answered in one place. Every question is an
//! exhaustive match on [`PlayMode`], so a new mode is asked each of them by the compiler.

use crate::formats::play_mode::PlayMode;

impl PlayMode {
    /// Whether power-ups cost their points (`PowerUp::COST`): not in relaxed mode.
    pub fn power_ups_cost(self) -> bool {
        match self {
            PlayMode::Relaxed => false,
            PlayMode::Classic
            | PlayMode::Daily
            | PlayMode::TimeAttack
            | PlayMode::Endless
            | PlayMode::Race => true,
        }
    }

    /// Whether a clear earns points for time (in time attack the time left is carried to the
    /// next board instead).
    pub fn time_counts(self) -> bool {
        match self {
            PlayMode::Relaxed | PlayMode::TimeAttack => false,
            PlayMode::Classic | PlayMode::Daily | PlayMode::Endless | PlayMode::Race => true,
        }
    }

    /// Whether the board may be dealt again from the start (F5, Retry): not in a race, whose
    /// clock began with the room's and runs on.
    pub fn restarts(self) -> bool {
        match self {
            PlayMode::Race => false,
            PlayMode::Classic
            | PlayMode::Relaxed
            | PlayMode::Daily
            | PlayMode::TimeAttack
            | PlayMode::Endless => true,
        }
    }

    /// Whether the clock stops under a menu or when the window loses focus: not in a race,
    /// where the others race on.
    pub fn pauses(self) -> bool {
        match self {
            PlayMode::Race => false,
            PlayMode::Classic
            | PlayMode::Relaxed
            | PlayMode::Daily
            | PlayMode::TimeAttack
            | PlayMode::Endless => true,
        }
    }

    /// Whether the game in play is kept and may be continued after a restart: not a race,
    /// whose room is gone by then.
    pub fn continues(self) -> bool {
        match self {
            PlayMode::Race => false,
            PlayMode::Classic
            | PlayMode::Relaxed
            | PlayMode::Daily
            | PlayMode::TimeAttack
            | PlayMode::Endless => true,
        }
    }

    /// Whether the mode keeps records in the progress file: a level's (classic, relaxed), the
    /// day's (daily) or a run's best (time attack, endless); a race keeps none.
    pub fn keeps_records(self) -> bool {
        match self {
            PlayMode::Race => false,
            PlayMode::Classic
            | PlayMode::Relaxed
            | PlayMode::Daily
            | PlayMode::TimeAttack
            | PlayMode::Endless => true,
        }
    }

    /// The record a run's best is kept under in the progress file; `None` for the modes whose
    /// records are kept per level or per day.
    pub fn run_record(self) -> Option<&'static str> {
        match self {
            PlayMode::TimeAttack => Some("time-attack"),
            PlayMode::Endless => Some("endless"),
            PlayMode::Classic | PlayMode::Relaxed | PlayMode::Daily | PlayMode::Race => None,
        }
    }

    /// The HUD's line naming the mode (a message key), where it says more than the level's
    /// name: `scored` is whether a daily board is the day's scored attempt.
    pub fn hud_label(self, scored: bool) -> Option<&'static str> {
        match self {
            PlayMode::Classic => None,
            PlayMode::Relaxed => Some("hud-relaxed"),
            PlayMode::Daily if scored => None,
            PlayMode::Daily => Some("hud-daily-practice"),
            PlayMode::TimeAttack => Some("hud-time-attack"),
            PlayMode::Endless => Some("hud-endless"),
            PlayMode::Race => Some("hud-race"),
        }
    }
}
