//! Who is at the board: a player, or a stand-in (the demo, the editor's test play, the lesson),
//! or a replay being shown. Scoring and recording both ask. A feature whose resource stands in
//! for the player registers it (`app.stands_in::<R>()`), so the core need not know the
//! features.
//!
//! A resource lives on an entity of its own, and removing the resource takes only its own
//! component off that entity: a marker required by the resource would outlive it, and every
//! game after the lesson would be a stand-in's. So the registration also takes the markers
//! off when the resource goes.

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

/// Registering the resources that stand in for the player.
pub trait StandInApp {
    /// While resource `R` exists, a stand-in is at the board (nothing is recorded as the
    /// player's); when it is removed, the player is back.
    fn stands_in<R: Resource>(&mut self) -> &mut Self;

    /// While resource `R` exists, the game plays itself (and a stand-in is at the board).
    fn plays_itself<R: Resource>(&mut self) -> &mut Self;
}

impl StandInApp for App {
    fn stands_in<R: Resource>(&mut self) -> &mut Self {
        self.register_required_components::<R, StandIn>()
            .add_observer(|gone: On<Remove, R>, mut commands: Commands| {
                if let Ok(mut entity) = commands.get_entity(gone.entity) {
                    entity.try_remove::<(StandIn, PlaysItself)>();
                }
            })
    }

    fn plays_itself<R: Resource>(&mut self) -> &mut Self {
        self.register_required_components::<R, PlaysItself>()
            .stands_in::<R>()
    }
}

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

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;

    #[derive(Resource)]
    struct Standing;

    #[derive(Resource)]
    struct Autopilot;

    fn player(app: &mut App) -> bool {
        app.world_mut()
            .run_system_once(|who: WhoPlays| who.player())
            .unwrap()
    }

    fn plays_itself(app: &mut App) -> bool {
        let mut q = app.world_mut().query_filtered::<(), With<PlaysItself>>();
        q.iter(app.world()).next().is_some()
    }

    #[test]
    fn the_player_is_back_once_a_stand_in_is_removed_and_again_after_it_returns() {
        let mut app = App::new();
        app.stands_in::<Standing>().plays_itself::<Autopilot>();
        assert!(player(&mut app));
        for _ in 0..2 {
            app.world_mut().insert_resource(Standing);
            assert!(!player(&mut app), "a stand-in is at the board");
            app.world_mut().remove_resource::<Standing>();
            assert!(player(&mut app), "the stand-in left with its resource");
        }
        app.world_mut().insert_resource(Autopilot);
        assert!(!player(&mut app) && plays_itself(&mut app));
        app.world_mut().remove_resource::<Autopilot>();
        assert!(player(&mut app) && !plays_itself(&mut app));
    }
}
