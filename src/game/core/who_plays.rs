//! Who is at the board: a player, or the demo, the editor's test play, the lesson or a
//! replay being shown. Scoring and recording both ask.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::content::levels::TestPlaying;
use crate::game::lesson::Lesson;
use crate::game::modes::demo::Demo;

/// Set while a replay is shown: the game is recorded (the showing follows its answers) but
/// nothing is kept.
#[derive(Resource, Debug, Default)]
pub struct KeepNothing;

/// Who is playing: only a player's games are recorded (not the demo's, the editor's test
/// play or the lesson's).
#[derive(SystemParam)]
pub struct WhoPlays<'w> {
    demo: Option<Res<'w, Demo>>,
    testing: Option<Res<'w, TestPlaying>>,
    lesson: Option<Res<'w, Lesson>>,
    keep_nothing: Option<Res<'w, KeepNothing>>,
}

impl WhoPlays<'_> {
    /// Whether a player plays (rather than the demo, test play or the lesson).
    pub fn player(&self) -> bool {
        self.demo.is_none() && self.testing.is_none() && self.lesson.is_none()
    }

    /// Whether games are kept (not while a replay is shown).
    pub fn keeps_games(&self) -> bool {
        self.keep_nothing.is_none()
    }
}
