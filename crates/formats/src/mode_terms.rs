//! What each mode of play means to the game, answered in one place. Every question is an
//! exhaustive match on [`PlayMode`], so a new mode is asked each of them by the compiler.

use crate::play_mode::PlayMode;

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

    /// Whether N deals another board of the level with a fresh seed (KShisen's New game):
    /// classic and relaxed; not the daily board (one board for everyone that day), a run's
    /// boards (each seed follows from the last) or a race (the room's board).
    pub fn deals_anew(self) -> bool {
        match self {
            PlayMode::Classic | PlayMode::Relaxed => true,
            PlayMode::Daily | PlayMode::TimeAttack | PlayMode::Endless | PlayMode::Race => false,
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

    /// The mode's name (a message key).
    pub fn title(self) -> &'static str {
        match self {
            PlayMode::Classic => "mode-classic",
            PlayMode::Relaxed => "mode-relaxed",
            PlayMode::Daily => "mode-daily",
            PlayMode::TimeAttack => "mode-time-attack",
            PlayMode::Endless => "mode-endless",
            PlayMode::Race => "menu-race",
        }
    }

    /// What the Modes menu says the mode is (a message key); `None` for a mode not chosen
    /// there (a race is joined from its own screen).
    pub fn about(self) -> Option<&'static str> {
        match self {
            PlayMode::Classic => Some("mode-classic-about"),
            PlayMode::Relaxed => Some("mode-relaxed-about"),
            PlayMode::Daily => Some("mode-daily-about"),
            PlayMode::TimeAttack => Some("mode-time-attack-about"),
            PlayMode::Endless => Some("mode-endless-about"),
            PlayMode::Race => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_answers_in_words_the_game_has() {
        let keys = crate::i18n::keys(crate::i18n::SOURCES[0]);
        for mode in PlayMode::ALL {
            let named = [Some(mode.title()), mode.about(), mode.hud_label(false)];
            for key in named.into_iter().flatten() {
                assert!(keys.iter().any(|k| k == key), "{mode}: {key}");
            }
            assert_eq!(mode.run_record().is_some(), mode.is_run(), "{mode}");
        }
    }
}
