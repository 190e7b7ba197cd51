//! The modes a board can be played in, as plain data: the level spec carries one, and the
//! rules of scoring read it. What each mode does is in `modes.rs` and `runs.rs`.

/// How a board is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlayMode {
    /// The level as its file says.
    #[default]
    Classic,
    /// No clock, free hints, no points for time.
    Relaxed,
    /// The board of the day.
    Daily,
    /// Boards against a clock that links wind back (see `runs.rs`).
    TimeAttack,
    /// Boards of rising difficulty until one is lost (see `runs.rs`).
    Endless,
    /// A race room's board: classic rules on the room's level and seed (see `race.rs`).
    Race,
}

impl PlayMode {
    /// Every mode.
    pub const ALL: [PlayMode; 6] = [
        PlayMode::Classic,
        PlayMode::Relaxed,
        PlayMode::Daily,
        PlayMode::TimeAttack,
        PlayMode::Endless,
        PlayMode::Race,
    ];

    /// The mode's name in files (replays).
    pub fn name(self) -> &'static str {
        match self {
            PlayMode::Classic => "classic",
            PlayMode::Relaxed => "relaxed",
            PlayMode::Daily => "daily",
            PlayMode::TimeAttack => "time-attack",
            PlayMode::Endless => "endless",
            PlayMode::Race => "race",
        }
    }

    /// The mode of a name in files.
    pub fn from_name(name: &str) -> Option<PlayMode> {
        PlayMode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Whether power-ups cost their points (`PowerUp::COST`): not in relaxed mode.
    pub fn power_ups_cost(self) -> bool {
        self != PlayMode::Relaxed
    }

    /// Whether a clear earns points for time (in time attack the time left is carried to the
    /// next board instead).
    pub fn time_counts(self) -> bool {
        !matches!(self, PlayMode::Relaxed | PlayMode::TimeAttack)
    }

    /// Whether the board may be dealt again from the start (F5, Retry): not in a race, whose
    /// clock began with the room's and runs on.
    pub fn restarts(self) -> bool {
        self != PlayMode::Race
    }

    /// Whether the clock stops under a menu or when the window loses focus: not in a race,
    /// where the others race on.
    pub fn pauses(self) -> bool {
        self != PlayMode::Race
    }
}
