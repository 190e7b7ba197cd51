//! Who is at the board: a player, or a stand-in (the demo, the editor's test play, the lesson),
//! or a replay being shown. Scoring and recording both ask. A feature whose resource stands in
//! for the player says so on the resource itself (`#[require(StandIn)]`), so the core need not
//! know the features.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// On a resource while it exists, someone other than a player is at the board: nothing is
/// recorded as the player's (no progress, no replay kept).
#[derive(Component, Debug, Default)]
pub struct StandIn;

/// On a resource while it exists, the game plays itself (the demo): it goes on when the window
/// loses the focus.
#[derive(Component, Debug, Default)]
pub struct PlaysItself;

/// Set while a replay is shown: the game is recorded (the showing follows its answers) but
/// nothing is kept.
#[derive(Resource, Debug, Default)]
pub struct KeepNothing;

/// Who is playing: only a player's games are recorded (not the demo's, the editor's test
/// play or the lesson's).
#[derive(SystemParam)]
pub struct WhoPlays<'w, 's> {
    stand_ins: Query<'w, 's, (), With<StandIn>>,
    keep_nothing: Option<Res<'w, KeepNothing>>,
}

impl WhoPlays<'_, '_> {
    /// Whether a player plays (rather than the demo, test play or the lesson).
    pub fn player(&self) -> bool {
        self.stand_ins.is_empty()
    }

    /// Whether games are kept (not while a replay is shown).
    pub fn keeps_games(&self) -> bool {
        self.keep_nothing.is_none()
    }
}
