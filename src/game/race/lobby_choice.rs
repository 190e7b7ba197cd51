//! What the race lobby has chosen so far, shared by its screens: the room's options, the
//! code typed, and the computer players of a race against the computer.

use bevy::prelude::*;

use crate::bots::tier::Tier;
use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::race::computer_room::MOST_COMPUTERS;
use crate::game::race::room::LevelChoice;

/// Width of the race screens' buttons.
pub const LOBBY_WIDTH: f32 = 420.0;

/// What the lobby has chosen so far.
#[derive(Resource, Debug, Clone, Default)]
pub struct LobbyChoice {
    /// Items off (they are on by default).
    pub items_off: bool,
    /// The pack level to race on (its place in the pack in play); `None`: the server picks.
    pub level: Option<usize>,
    /// The code typed so far (capital letters).
    pub code: String,
    /// The code is being typed: letters go to it, and the menu's keys rest.
    pub typing: bool,
    /// The computer players of a race against the computer.
    pub computers: ComputerSeats,
}

impl LobbyChoice {
    /// Steps the level by `by`: the server's pick, then each of the pack's `levels` levels,
    /// round.
    pub fn step_level(&mut self, levels: usize, by: i8) {
        // Places: 0 is the server's pick, 1.. the pack's levels.
        let places = levels + 1;
        let now = self.level.map_or(0, |i| i + 1);
        let next = (now as i64 + i64::from(by)).rem_euclid(places as i64) as usize;
        self.level = next.checked_sub(1);
    }
}

/// The computer players chosen in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerSeats {
    /// How many, 1 to [`MOST_COMPUTERS`].
    pub count: u8,
    /// Their tier.
    pub tier: Tier,
}

impl Default for ComputerSeats {
    fn default() -> Self {
        ComputerSeats {
            count: 2,
            tier: Tier::Club,
        }
    }
}

impl ComputerSeats {
    /// Steps the count by `by`, round from the most back to one.
    pub fn step_count(&mut self, by: i8) {
        let most = MOST_COMPUTERS as i64;
        self.count = ((i64::from(self.count) - 1 + i64::from(by)).rem_euclid(most) + 1) as u8;
    }

    /// Steps the tier by `by`, round.
    pub fn step_tier(&mut self, by: i8) {
        let at = Tier::ALL.iter().position(|&t| t == self.tier).unwrap_or(0) as i64;
        let n = Tier::ALL.len() as i64;
        self.tier = Tier::ALL[(at + i64::from(by)).rem_euclid(n) as usize];
    }
}

/// The lobby's choices with the pack they name levels of.
#[derive(bevy::ecs::system::SystemParam)]
pub struct LobbyLevel<'w> {
    /// What the lobby has chosen.
    pub choice: Res<'w, LobbyChoice>,
    pack: Option<Res<'w, LevelPack>>,
    assets: Option<Res<'w, Assets<LevelAsset>>>,
}

impl LobbyLevel<'_> {
    /// The level the lobby has chosen, as every player will be dealt it; `None` when it
    /// leaves the level to the server.
    pub fn chosen(&self) -> Option<LevelChoice> {
        chosen_level(&self.choice, self.pack.as_deref(), self.assets.as_deref())
    }
}

/// The level `choice` names in `pack`, as every player will be dealt it.
pub fn chosen_level(
    choice: &LobbyChoice,
    pack: Option<&LevelPack>,
    assets: Option<&Assets<LevelAsset>>,
) -> Option<LevelChoice> {
    let (pack, assets) = (pack?, assets?);
    let entry = pack.entries().get(choice.level?)?;
    let level = assets.get(&entry.handle)?.0.as_ref().ok()?;
    Some(LevelChoice {
        text: level.to_ron(),
        id: Some(entry.file.trim_end_matches(".ron").to_string()),
    })
}

/// How a level chosen is named on the lobby's buttons.
pub fn level_label(choice: &LevelChoice) -> String {
    choice.id.clone().unwrap_or_default()
}
