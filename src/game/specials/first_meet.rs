//! The first time a player's board has a kind of special tile, its card is shown over play
//! (the clock stops under it), once per kind, in the order of [`all_names`] (the built-ins,
//! then a mod's); a board with two new kinds shows their cards one after the other. Only a
//! player's own boards show cards (not the demo, the lesson, the editor's test play, a replay
//! or a race).

use bevy::prelude::*;

use crate::engine::modded_specials::all_names;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::game::core::who_plays::WhoPlays;

/// The kind of special tile whose card is shown (one of [`all_names`]).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecialCard(pub &'static str);

/// The first kind on `board` the player has not met, in the order of [`all_names`].
pub fn first_unmet(board: &Board, met: &[String]) -> Option<&'static str> {
    let specials = board.grid().specials()?;
    all_names().into_iter().find(|name| {
        !met.iter().any(|m| m == name) && specials.iter().any(|(_, s)| s.name() == *name)
    })
}

/// Opens the card of the first kind not met yet, when play has no menu over it.
fn show_a_card(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    who: WhoPlays,
    mut settings: ResMut<Settings>,
    (menu, mut next): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    mut commands: Commands,
) {
    let Some(board) = board else { return };
    if *menu.get() != Menu::None || !spec.mode.pauses() || !who.player() || !who.keeps_games() {
        return;
    }
    if let Some(name) = first_unmet(&board, &settings.specials_met) {
        settings.specials_met.push(name.to_string());
        commands.insert_resource(SpecialCard(name));
        next.set(Menu::SpecialCard);
    }
}

/// A card opened as play gave way to another screen (the editor opened in the same frame) is
/// closed unread, and comes again on the next board that has its kind.
fn put_back_an_unread_card(
    card: Option<Res<SpecialCard>>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Menu>>,
) {
    if let Some(card) = card {
        settings.specials_met.retain(|m| m != card.0);
    }
    next.set(Menu::None);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        put_back_an_unread_card
            .run_if(in_state(Menu::SpecialCard))
            .run_if(not(in_state(Screen::Play))),
    );
    app.add_systems(
        Update,
        // Asked when a board comes or changes, and when a menu (another card) or the screen
        // changes: not every frame.
        show_a_card
            .run_if(
                resource_exists_and_changed::<Board>
                    .or_eager(state_changed::<Menu>)
                    .or_eager(state_changed::<Screen>),
            )
            .run_if(in_state(Screen::Play))
            .run_if(resource_exists::<Board>)
            .run_if(|settings: Res<Settings>| settings.specials_met.len() < all_names().len()),
    );
}
