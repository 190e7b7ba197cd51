//! What a race says on both sides of the wire, defined once for the game, its computer rooms
//! and the server (plain Rust): the items of a race room (the replay names them, the server
//! checks them), thrown at an opponent, each hindering that player for a moment (neither
//! touches a tile, so no item can make a board unclearable); and what became of a player.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Every this many pairs earns an item (a player's, and a computer player's, here or on a
/// server).
pub const PAIRS_PER_ITEM: u32 = 8;

/// What became of a player in a race.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Cleared, and the replay proves it.
    Cleared,
    /// Did not clear before the race ended.
    #[default]
    Unfinished,
    /// Left the race or lost the connection.
    Left,
    /// Said they were done, but the replay does not prove a clear (the reason says why).
    Refused,
}

/// A standing's name in frames and in the database.
impl Standing {
    /// Every standing.
    pub const ALL: [Standing; 4] = [
        Standing::Cleared,
        Standing::Unfinished,
        Standing::Left,
        Standing::Refused,
    ];

    /// Its name in frames and in the database.
    pub fn name(self) -> &'static str {
        match self {
            Standing::Cleared => "cleared",
            Standing::Unfinished => "unfinished",
            Standing::Left => "left",
            Standing::Refused => "refused",
        }
    }

    /// The standing of a name (an unknown one, from a later server: not finished).
    pub fn from_name(name: &str) -> Standing {
        Standing::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .unwrap_or_default()
    }
}

/// An item thrown at an opponent. (Not the freeze power-up, which stops one's own clock: this
/// freeze stops an opponent's picks.) Replays and messages name them `Hide` / `hide` and
/// `Freeze` / `freeze`, as they always did.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// The receiver's tile faces are covered (the tiles stay where they are).
    #[serde(rename = "Hide")]
    HideFaces,
    /// The receiver's picks are ignored.
    #[serde(rename = "Freeze")]
    FreezePicks,
}

impl Item {
    /// Both items, in the order they are earned.
    pub const ALL: [Item; 2] = [Item::FreezePicks, Item::HideFaces];

    /// How long the item holds the receiver, in time of play.
    pub fn lasts(self) -> Duration {
        match self {
            Item::HideFaces => Duration::from_secs(3),
            Item::FreezePicks => Duration::from_secs(2),
        }
    }

    /// The item's name in messages between players (`hide`, `freeze`).
    pub fn name(self) -> &'static str {
        match self {
            Item::HideFaces => "hide",
            Item::FreezePicks => "freeze",
        }
    }

    /// The item of a name in messages.
    pub fn from_name(name: &str) -> Option<Item> {
        Item::ALL.into_iter().find(|i| i.name() == name)
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_unknown_names_do_not() {
        for item in Item::ALL {
            assert_eq!(Item::from_name(item.name()), Some(item));
        }
        assert_eq!(Item::from_name("bomb"), None);
    }
}
