//! The modes a board can be played in, as files name them (replays, runs, the kept game). What
//! each mode does in the game is answered in one place, `mode_terms.rs`, by exhaustive
//! matches on this type.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::level::Level;
use crate::power_up_ids::HINT;

/// Hints granted on a relaxed board: more than any board needs.
pub const RELAXED_HINTS: u32 = 99;

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
    /// Boards against a clock that links wind back.
    TimeAttack,
    /// Boards of rising difficulty until one is lost.
    Endless,
    /// A race room's board: classic rules on the room's level and seed.
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

    /// The mode's name in files.
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

    /// Whether boards follow one another as one run, scored as a whole and kept as one run
    /// file (time attack, endless).
    pub fn is_run(self) -> bool {
        match self {
            PlayMode::TimeAttack | PlayMode::Endless => true,
            PlayMode::Classic | PlayMode::Relaxed | PlayMode::Daily | PlayMode::Race => false,
        }
    }

    /// The mode of a name in files.
    pub fn from_name(name: &str) -> Option<PlayMode> {
        PlayMode::ALL.into_iter().find(|m| m.name() == name)
    }
}

/// A level as relaxed mode deals it: no clock, hints without limit.
pub fn relax(level: &mut Level) {
    level.time_limit = None;
    level.power_ups.insert(HINT.to_string(), RELAXED_HINTS);
}

impl fmt::Display for PlayMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Written as its name (`mode: "time-attack"`), as files always had it.
impl Serialize for PlayMode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for PlayMode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PlayMode, D::Error> {
        let name = String::deserialize(deserializer)?;
        PlayMode::from_name(&name).ok_or_else(|| {
            let known: Vec<&str> = PlayMode::ALL.iter().map(|m| m.name()).collect();
            serde::de::Error::custom(format!(
                "the mode {name:?} is not one of this game's ({})",
                known.join(", ")
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mode_reads_and_writes_as_its_name() {
        for mode in PlayMode::ALL {
            let text = ron::to_string(&mode).unwrap();
            assert_eq!(text, format!("{:?}", mode.name()));
            assert_eq!(ron::from_str::<PlayMode>(&text).unwrap(), mode);
        }
        let e = ron::from_str::<PlayMode>("\"speedrun\"").unwrap_err();
        assert!(
            e.to_string()
                .contains("\"speedrun\" is not one of this game's"),
            "{e}"
        );
    }
}
