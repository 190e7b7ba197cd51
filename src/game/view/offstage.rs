//! What the player cannot see is not drawn. While the title screen, the editor, the pause
//! menu or the settings cover play, the board camera draws none of the world (board, tiles, effects) and
//! the play HUD is hidden, instead of all of it being drawn under a veil (on a software renderer
//! each full-window layer costs as much as the whole board). Pausing also hides the board, so a
//! paused clock gives no free time to study it.

use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::prelude::*;

use crate::game::theme::shades::in_shade;

use crate::game::core::screen::{Menu, Screen};
use crate::game::theme::palette::{self, board_colours};
use crate::game::view::frame::camera::BoardCamera;
use crate::game::view::frame::desktop_scheme::ShownShade;

/// A part of the play HUD (status, score, pause button, power-up bar): shown only where play
/// is. Nothing else sets these parts' visibility.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct PlayOnly;

/// A render layer no entity is on: a camera looking only at it draws no world entity. (The
/// interface is drawn whatever the layer.)
const NOTHING: usize = 31;

/// Whether a menu over play covers it entirely.
fn covers_play(menu: Menu) -> bool {
    matches!(
        menu,
        Menu::Pause
            | Menu::Settings
            | Menu::Controls
            | Menu::Leaderboard
            | Menu::Online
            | Menu::Coach
    )
}

/// Whether a screen or menu covers play entirely.
fn covered(screen: Res<State<Screen>>, menu: Res<State<Menu>>) -> bool {
    matches!(screen.get(), Screen::Title | Screen::Editor) || covers_play(*menu.get())
}

/// Whether the stage is hidden now (the board camera looks away).
fn hidden(cameras: Query<(), (With<BoardCamera>, With<RenderLayers>)>) -> bool {
    !cameras.is_empty()
}

/// Turns the board camera away from the world and hides the play HUD, including parts spawned
/// while the screen is up.
fn hide_stage(
    mut commands: Commands,
    cameras: Query<Entity, (With<BoardCamera>, Without<RenderLayers>)>,
    mut hud: Query<&mut Visibility, With<PlayOnly>>,
) {
    for camera in &cameras {
        commands.entity(camera).insert(RenderLayers::layer(NOTHING));
    }
    for mut visibility in &mut hud {
        visibility.set_if_neq(Visibility::Hidden);
    }
}

/// Play shows again: the camera looks at the world, the HUD comes back.
fn show_stage(
    mut commands: Commands,
    cameras: Query<Entity, With<BoardCamera>>,
    mut hud: Query<&mut Visibility, With<PlayOnly>>,
) {
    for camera in &cameras {
        commands.entity(camera).remove::<RenderLayers>();
    }
    for mut visibility in &mut hud {
        *visibility = Visibility::Inherited;
    }
}

/// Every screen's backdrop is the clear colour, not a full-window node painted over it: the
/// title's, by theme, behind the title and behind the menus that hide play, the editor's behind
/// the editor, and play's, by theme, behind play.
fn backdrop(
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    shade: Res<ShownShade>,
    mut clear: ResMut<ClearColor>,
) {
    let colour = match (screen.get(), menu.get()) {
        (Screen::Editor, _) => palette::editor::BACKGROUND,
        (Screen::Title, _) => in_shade(palette::TITLE_BACKDROP, shade.0),
        (_, menu) if covers_play(*menu) => in_shade(palette::TITLE_BACKDROP, shade.0),
        _ => board_colours(shade.0).background,
    };
    if clear.0 != colour {
        clear.0 = colour;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        backdrop.run_if(
            state_changed::<Screen>
                .or_eager(state_changed::<Menu>)
                .or_eager(resource_changed::<ShownShade>),
        ),
    );
    app.add_systems(
        PostUpdate,
        hide_stage
            .run_if(covered)
            .before(VisibilitySystems::VisibilityPropagate),
    )
    .add_systems(
        PostUpdate,
        show_stage
            .run_if(not(covered).and_then(hidden))
            .before(VisibilitySystems::VisibilityPropagate),
    );
}
