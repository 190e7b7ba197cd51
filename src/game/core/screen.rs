//! Which screen is showing, and which menu is open over it. Gameplay systems run only on
//! [`Screen::Play`] with no menu open; each screen's and menu's entities are despawned when it
//! is left. While a menu is open over play, game time stops (the clock, animations, the demo).

use bevy::ecs::schedule::{InternedSystemSet, ScheduleCleanupPolicy};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::state::state::FreelyMutableState;
use bevy::state::state_scoped::{
    despawn_entities_on_enter_state, despawn_entities_when_state, disable_entities_on_enter_state,
    disable_entities_on_exit_state, disable_entities_when_state, enable_entities_on_enter_state,
    enable_entities_on_exit_state, enable_entities_when_state,
};
#[cfg(feature = "look")]
use bevy::window::WindowFocused;

use crate::game::core::deal::LevelSpec;
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::who_plays::PlaysItself;

/// The screen the player is on.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title, with the main menu, level select and settings.
    Title,
    /// Playing a board.
    #[default]
    Play,
    /// The level editor.
    Editor,
}

/// The menu open over the screen, if any.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Menu {
    /// No menu: the screen has the input.
    #[default]
    None,
    /// The title's main menu.
    Main,
    /// Choosing a pack of levels (when there is more than one).
    Packs,
    /// Choosing a level of the pack in play.
    LevelSelect,
    /// Choosing a mode of play.
    Modes,
    /// Choosing a quick game's size and rules.
    QuickGame,
    /// Typing a board's code, to play that board (over the title).
    EnterCode,
    /// The ten best clears of each board on this computer (over the title).
    HallOfFame,
    /// The player's statistics, as charts (over the title).
    Statistics,
    /// Settings (from the title or the pause menu).
    Settings,
    /// The keys, and rebinding them (from settings).
    Controls,
    /// Play paused.
    Pause,
    /// The board was cleared.
    Won,
    /// The time ran out.
    Lost,
    /// No pair can be linked and the tiles cannot be re-dealt: what can still be done.
    Stuck,
    /// The game just played, gone over by the coach (from the win and lose screens).
    Coach,
    /// The online leaderboards (from the title or a finish screen).
    Leaderboard,
    /// The player's name and the leaderboard server (from settings).
    Online,
    /// Race rooms: create one, join one by its code, or quick-match (over the title).
    RaceLobby,
    /// A race against computer players: how many, how strong, on which board (over the title).
    RaceComputer,
    /// The room: its code to share, its players, the host's Start (over the title).
    RaceRoom,
    /// A race's end: this board's result and the room's verified order (over play).
    RaceResult,
    /// A kind of special tile met for the first time, explained on one card (over play).
    SpecialCard,
}

/// Pause play: the player asked (a key, the HUD's button; no reason), or the game did by
/// itself (the reason, for the pause menu).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct PauseRequested {
    /// Why the game paused by itself, as a message key (see `assets/i18n`); `None` when the
    /// player asked.
    pub reason: Option<&'static str>,
}

#[cfg(feature = "look")]
/// The game pauses by itself when its window loses the focus it had (another window in
/// front, the window minimised), so the clock never runs while the player is away. The demo
/// plays on, and so does a race (its clock does not stop).
fn pause_when_unfocused(
    mut focus: MessageReader<WindowFocused>,
    mut had_focus: Local<bool>,
    plays_itself: Query<(), With<PlaysItself>>,
    spec: Option<Res<LevelSpec>>,
    (screen, menu): (Res<State<Screen>>, Res<State<Menu>>),
    mut pause: MessageWriter<PauseRequested>,
) {
    let in_play = *screen.get() == Screen::Play && *menu.get() == Menu::None;
    let pauses = spec.is_none_or(|s| s.mode.pauses());
    for f in focus.read() {
        if f.focused {
            *had_focus = true;
        } else if *had_focus && in_play && pauses && plays_itself.is_empty() {
            pause.write(PauseRequested {
                reason: Some("pause-reason-focus"),
            });
        }
    }
}

/// Play is running: the play screen with no menu over it.
pub fn playing(screen: Res<State<Screen>>, menu: Res<State<Menu>>) -> bool {
    *screen.get() == Screen::Play && *menu.get() == Menu::None
}

/// The board's clock runs: in play, and under a menu over a race's board.
pub fn clock_runs(
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    spec: Option<Res<LevelSpec>>,
) -> bool {
    *screen.get() == Screen::Play && runs_under(*menu.get(), spec.as_deref())
}

/// Whether the clock of a board on the play screen runs with `menu` over it.
fn runs_under(menu: Menu, spec: Option<&LevelSpec>) -> bool {
    menu == Menu::None || spec.is_some_and(|s| !s.mode.pauses())
}

/// Game time stops under any menu over play and runs again when it closes; in a race it runs
/// on (the others race on, and the room's clock with them).
fn pause_under_menus(
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    spec: Option<Res<LevelSpec>>,
    mut time: ResMut<Time<Virtual>>,
) {
    let stop = *screen.get() == Screen::Play && !runs_under(*menu.get(), spec.as_deref());
    if stop && !time.is_paused() {
        time.pause();
    } else if !stop && time.is_paused() {
        time.unpause();
    }
}

/// `init_state` adds nine systems per state for entities scoped to it, all run every frame;
/// the game scopes entities only with [`DespawnOnExit`], so the other eight go.
fn keep_only_despawn_on_exit<S: States>(app: &mut App) {
    fn set<M>(system: impl IntoSystemSet<M>) -> InternedSystemSet {
        system.into_system_set().intern()
    }
    for unused in [
        set(despawn_entities_on_enter_state::<S>),
        set(despawn_entities_when_state::<S>),
        set(disable_entities_on_enter_state::<S>),
        set(disable_entities_on_exit_state::<S>),
        set(disable_entities_when_state::<S>),
        set(enable_entities_on_enter_state::<S>),
        set(enable_entities_on_exit_state::<S>),
        set(enable_entities_when_state::<S>),
    ] {
        app.remove_systems_in_set(
            StateTransition,
            unused,
            ScheduleCleanupPolicy::RemoveSystemsOnly,
        )
        .expect("init_state put them in StateTransition");
    }
}

pub(crate) fn plugin(app: &mut App) {
    // Headless apps (tests) have no states plugin of their own.
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_state::<Screen>().init_state::<Menu>();
    keep_only_despawn_on_exit::<Screen>(app);
    keep_only_despawn_on_exit::<Menu>(app);
    #[cfg(feature = "look")]
    app.add_systems(
        PreUpdate,
        pause_when_unfocused.run_if(resource_exists::<Messages<WindowFocused>>),
    );
    app.add_message::<PauseRequested>()
        .add_systems(PreUpdate, pause_under_menus)
        .add_systems(
            Last,
            (frame_for_change::<Screen>, frame_for_change::<Menu>).in_set(PacingSystems::Ask),
        );
}

/// Bevy changes a screen or menu at the start of the next frame: a sleeping game asks for that
/// frame, or a change decided by a timer (the win screen after its delay) would wait for the
/// player's next input.
fn frame_for_change<S: FreelyMutableState>(
    next: Res<NextState<S>>,
    pacing: Option<ResMut<FramePacing>>,
) {
    if let (false, Some(mut pacing)) = (matches!(*next, NextState::Unchanged), pacing) {
        pacing.frame_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::pacing::NextFrame;

    fn states_app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_plugins(plugin);
        app.update();
        app
    }

    #[test]
    fn a_screen_or_menu_set_to_change_asks_for_the_frame_that_changes_it() {
        let mut app = states_app();
        app.init_resource::<FramePacing>();
        app.update();
        assert_eq!(
            app.world().resource::<FramePacing>().next(),
            NextFrame::Sleep
        );
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::Won);
        // Set after this frame's transitions, as a system in Update sets it.
        app.world_mut().run_schedule(Last);
        assert_eq!(app.world().resource::<FramePacing>().next(), NextFrame::Now);
    }

    #[test]
    fn leaving_a_screen_or_menu_despawns_what_it_scoped_and_nothing_else() {
        let mut app = states_app();
        let world = app.world_mut();
        let pause = world.spawn(DespawnOnExit(Menu::Pause)).id();
        let play = world.spawn(DespawnOnExit(Screen::Play)).id();
        let title = world.spawn(DespawnOnExit(Screen::Title)).id();
        world.resource_mut::<NextState<Menu>>().set(Menu::Pause);
        app.update();
        assert!(app.world().get_entity(pause).is_ok(), "entering keeps it");
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::None);
        app.update();
        assert!(app.world().get_entity(pause).is_err(), "leaving the menu");
        assert!(app.world().get_entity(play).is_ok());
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        assert!(app.world().get_entity(play).is_err(), "leaving the screen");
        assert!(app.world().get_entity(title).is_ok(), "entering keeps it");
    }

    #[test]
    fn state_transitions_run_only_the_systems_the_game_uses() {
        let app = states_app();
        let schedules = app.world().resource::<Schedules>();
        let transitions = schedules.get(StateTransition).unwrap();
        // Per state: apply, exit, transition, enter and despawn on exit; then sync points.
        let len = transitions.systems_len();
        assert!((10..=13).contains(&len), "{len} systems");
    }
}
