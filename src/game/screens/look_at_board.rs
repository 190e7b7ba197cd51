//! "Look at the board" on the finish screens, as GNOME Mahjongg offers: the menu steps aside
//! so the board, the clock and the score can be seen as the game ended; any key, click or touch
//! brings the menu back. The menu stays open meanwhile, so the clock stays stopped.

use bevy::prelude::*;

use super::navigation::{MenuSystems, TypingInMenu};
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::theme::widgets::{Chosen, button};

/// A finish screen's menu layer, which steps aside while the player looks at the board.
#[derive(Component, Debug, Default)]
pub struct StepsAside;

/// Whether the player is looking at the board behind a finish screen.
#[derive(Resource, Debug, Default, PartialEq, Eq)]
pub struct LookingAtBoard(pub bool);

/// The button that steps the menu aside, `width` wide.
pub fn look_button(words: &Words, width: f32) -> impl Bundle {
    button(words.t("finish-look"), look, width)
}

/// The menu steps aside; its keys stop moving through it until the player comes back.
fn look(_: On<Chosen>, mut looking: ResMut<LookingAtBoard>, typing: Option<ResMut<TypingInMenu>>) {
    looking.0 = true;
    if let Some(mut typing) = typing {
        typing.0 = true;
    }
}

/// Any key, click or touch after the one that chose to look brings the menu back.
fn come_back(
    mut looking: ResMut<LookingAtBoard>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    typing: Option<ResMut<TypingInMenu>>,
) {
    // The press that chose to look is still this frame's.
    if !looking.0 || looking.is_changed() {
        return;
    }
    let pressed = keys.get_just_pressed().next().is_some()
        || mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
        || touches.is_some_and(|t| t.any_just_pressed());
    if pressed {
        looking.0 = false;
        if let Some(mut typing) = typing {
            typing.0 = false;
        }
    }
}

/// The menu is hidden while the player looks, shown again after.
fn show_or_hide(
    looking: Res<LookingAtBoard>,
    mut layers: Query<&mut Visibility, With<StepsAside>>,
) {
    let shown = if looking.0 {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut visibility in &mut layers {
        visibility.set_if_neq(shown);
    }
}

/// Leaving a finish screen ends the look.
fn stop_looking(mut looking: ResMut<LookingAtBoard>, typing: Option<ResMut<TypingInMenu>>) {
    if looking.0 {
        looking.0 = false;
        if let Some(mut typing) = typing {
            typing.0 = false;
        }
    }
}

/// Whether a finish screen is open.
fn finishing(menu: Res<State<Menu>>) -> bool {
    matches!(menu.get(), Menu::Won | Menu::Lost | Menu::Stuck)
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LookingAtBoard>()
        .add_systems(
            Update,
            // After the menus have read this frame's keys: the key that brings the menu back
            // must not also choose a button of it.
            (
                come_back,
                show_or_hide.run_if(resource_changed::<LookingAtBoard>),
            )
                .chain()
                .after(MenuSystems::Navigate)
                .run_if(finishing),
        )
        .add_systems(OnExit(Menu::Won), stop_looking)
        .add_systems(OnExit(Menu::Lost), stop_looking)
        .add_systems(OnExit(Menu::Stuck), stop_looking);
}
