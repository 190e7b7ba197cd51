//! A race against the computer, chosen: the board, how many computer players and how strong,
//! items, and Start. No server and no name are needed.

use bevy::prelude::*;

use super::lobby_rows::{next_level, step_items, step_level, toggle_items};
use crate::formats::QuickGame;
use crate::game::content::levels::fresh_seed;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::online::player_name::{NameState, PlayerName};
use crate::game::race::computer_room::RaceTheComputer;
use crate::game::race::lobby_choice::{LOBBY_WIDTH, LobbyChoice, LobbyLevel, level_label};
use crate::game::race::room::tier_key;
use crate::game::race::room::{LevelChoice, Phase, RaceState};
use crate::game::screens::navigation::{ChosenByEscape, Stepped, Steps, open};
use crate::game::screens::title::LeaderboardOffered;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, header, label};

/// The quick game raced when the lobby leaves the level to the server: KShisen's middle size.
const QUICK_BOARD: &str = "18x8";

/// The root of the page, rebuilt when a choice changes.
#[derive(Component)]
struct ComputerPage;

/// The page: Start, the board, how many computer players and how strong, items, Back.
fn spawn_page(
    mut commands: Commands,
    lobby: LobbyLevel,
    server: Option<Res<LeaderboardOffered>>,
    words: Words,
) {
    // Back to where it was opened from: the lobby when a server is set, else the title.
    let back = if server.is_some() {
        Menu::RaceLobby
    } else {
        Menu::Main
    };
    let seats = lobby.choice.computers;
    let tier = words.t(tier_key(seats.tier));
    let board = lobby.chosen().map_or_else(
        || QUICK_BOARD.replace('x', "×"),
        |chosen| level_label(&chosen),
    );
    let items = if lobby.choice.items_off {
        "race-items-off"
    } else {
        "race-items-on"
    };
    commands
        .spawn((ComputerPage, widgets::layer(Menu::RaceComputer)))
        .with_children(|root| {
            root.spawn(header(words.t("race-computer-open"), 44.0));
            root.spawn(label(
                words.t("race-computer-about"),
                17.0,
                palette::TEXT_DIM,
            ));
            root.spawn(button(
                words.t("race-start"),
                race_the_computer,
                LOBBY_WIDTH,
            ));
            let level = words.t_with("race-computer-level", &[("level", board.into())]);
            root.spawn((button(level, next_level(1), LOBBY_WIDTH), Steps))
                .observe(step_level);
            let count = words.t_with("race-computer-seats", &[("n", seats.count.into())]);
            root.spawn((button(count, step_count_by(1), LOBBY_WIDTH), Steps))
                .observe(step_count);
            let strength = words.t_with("race-computer-tier-row", &[("tier", tier.into())]);
            root.spawn((button(strength, step_tier_by(1), LOBBY_WIDTH), Steps))
                .observe(step_tier);
            root.spawn((button(words.t(items), toggle_items, LOBBY_WIDTH), Steps))
                .observe(step_items);
            root.spawn((
                button(words.t("race-back"), open(back), LOBBY_WIDTH),
                ChosenByEscape,
            ));
        });
}

fn rebuild(mut commands: Commands, pages: Query<Entity, With<ComputerPage>>) {
    for page in &pages {
        commands.entity(page).despawn();
    }
}

fn step_count_by(by: i8) -> impl FnMut(On<Chosen>, ResMut<LobbyChoice>) {
    move |_, mut choice| choice.computers.step_count(by)
}

fn step_count(step: On<Stepped>, mut choice: ResMut<LobbyChoice>) {
    choice.computers.step_count(step.by);
}

fn step_tier_by(by: i8) -> impl FnMut(On<Chosen>, ResMut<LobbyChoice>) {
    move |_, mut choice| choice.computers.step_tier(by)
}

fn step_tier(step: On<Stepped>, mut choice: ResMut<LobbyChoice>) {
    choice.computers.step_tier(step.by);
}

/// Starts a race against the computer players chosen, on the lobby's level (or the quick
/// game), with the lobby's items; the room screen waits while their games are played out.
fn race_the_computer(
    _: On<Chosen>,
    lobby: LobbyLevel,
    player: Option<Res<PlayerName>>,
    (mut asks, mut race, mut menu): (
        MessageWriter<RaceTheComputer>,
        ResMut<RaceState>,
        ResMut<NextState<Menu>>,
    ),
    words: Words,
) {
    let level = lobby.chosen().unwrap_or_else(|| LevelChoice {
        text: QuickGame::from_key(QUICK_BOARD)
            .expect("the quick board is a quick game")
            .level()
            .to_ron(),
        id: None,
    });
    let seats = lobby.choice.computers;
    let you = player
        .as_deref()
        .filter(|p| p.state == NameState::Bound)
        .and_then(|p| p.name.clone())
        .unwrap_or_else(|| words.t("race-computer-you"));
    let tier = words.t(tier_key(seats.tier));
    let opponents = (1..=seats.count)
        .map(|n| {
            let name = words.t_with(
                "race-computer-name",
                &[("n", n.into()), ("tier", tier.clone().into())],
            );
            (name, seats.tier)
        })
        .collect();
    asks.write(RaceTheComputer {
        you,
        opponents,
        level,
        items: !lobby.choice.items_off,
        seed: fresh_seed(),
    });
    race.phase = Phase::Joining;
    race.refused = None;
    race.connection_lost = false;
    menu.set(Menu::RaceRoom);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::RaceComputer), spawn_page)
        .add_systems(
            Update,
            (rebuild, spawn_page)
                .chain()
                .run_if(in_state(Menu::RaceComputer))
                .run_if(resource_changed::<LobbyChoice>),
        );
}
