//! The lobby's rows that both race pages show: items on or off, and the board.

use bevy::prelude::*;

use crate::game::content::levels::LevelPack;
use crate::game::race::lobby_choice::LobbyChoice;
use crate::game::screens::navigation::Stepped;
use crate::game::theme::widgets::Chosen;

/// Items on or off, chosen.
pub(super) fn toggle_items(_: On<Chosen>, mut choice: ResMut<LobbyChoice>) {
    choice.items_off = !choice.items_off;
}

/// Items on or off, stepped.
pub(super) fn step_items(_: On<Stepped>, mut choice: ResMut<LobbyChoice>) {
    choice.items_off = !choice.items_off;
}

/// The board, chosen: the next (`by` 1) or the one before.
pub(super) fn next_level(
    by: i8,
) -> impl FnMut(On<Chosen>, ResMut<LobbyChoice>, Option<Res<LevelPack>>) {
    move |_, mut choice, pack| {
        let levels = pack.map_or(0, |p| p.entries().len());
        choice.step_level(levels, by);
    }
}

/// The board, stepped.
pub(super) fn step_level(
    step: On<Stepped>,
    mut choice: ResMut<LobbyChoice>,
    pack: Option<Res<LevelPack>>,
) {
    let levels = pack.map_or(0, |p| p.entries().len());
    choice.step_level(levels, step.by);
}
