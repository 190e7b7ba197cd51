//! The title screen and its main menu.

use bevy::prelude::*;

use super::navigation::{GridColumns, ScreenChange, open};
use super::settings::open_settings;
use crate::game::content::levels::LevelPack;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::lesson::StartLesson;
use crate::game::persistence::keep::{ContinueGame, ContinueOffer};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, header, label};
use crate::game::view::board::tiles::TileArt;

/// Present when a leaderboard server is set: the title offers the Leaderboard screen.
#[derive(Resource, Debug, Default)]
pub struct LeaderboardOffered;

/// The title's menu, rebuilt when a kept game turns up to continue.
#[derive(Component)]
struct MainMenu;

/// Width of a menu button.
const BUTTON_WIDTH: f32 = 280.0;
/// Space between the two columns of buttons.
const COLUMN_GAP: f32 = 12.0;

fn spawn_main_menu(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    words: Words,
    (offer, leaderboard): (Res<ContinueOffer>, Option<Res<LeaderboardOffered>>),
) {
    let can_continue = offer.game.is_some();
    // Two columns of buttons: with Continue and a server's two screens there are twelve, and
    // one column of them ran off the top of an 800-pixel window.
    commands
        .spawn((MainMenu, widgets::layer(Menu::Main), GridColumns(2)))
        .with_children(|root| {
            root.spawn(header(words.t("title-name"), 80.0));
            root.spawn(label(words.t("title-subtitle"), 22.0, palette::GOLD));
            root.spawn(label(words.t("title-tagline"), 20.0, palette::TEXT_DIM));
            // A row of tiles, drawn by the game's own art.
            if let Some(art) = art {
                root.spawn(Node {
                    column_gap: px(6.0),
                    margin: UiRect::vertical(px(12.0)),
                    ..default()
                })
                .with_children(|row| {
                    for kind in [0, 13, 26, 39, 4, 17, 30, 43] {
                        row.spawn((
                            art.tile_node(kind),
                            Node {
                                width: px(48.0),
                                height: px(50.0),
                                ..default()
                            },
                        ));
                    }
                });
            }
            root.spawn(Node {
                justify_content: JustifyContent::Center,
                row_gap: px(12.0),
                ..widgets::columns(2, BUTTON_WIDTH, COLUMN_GAP)
            })
            .with_children(|menu| spawn_buttons(menu, &words, can_continue, leaderboard.is_some()));
            root.spawn(label(words.t("title-controls"), 15.0, palette::TEXT_DIM));
        });
}

/// The menu's buttons, in the order the keys walk them.
fn spawn_buttons(
    menu: &mut ChildSpawnerCommands,
    words: &Words,
    can_continue: bool,
    leaderboard: bool,
) {
    // Continue comes first, so it has the focus: Enter takes the game up again.
    if can_continue {
        menu.spawn(button(
            words.t("menu-continue"),
            continue_game,
            BUTTON_WIDTH,
        ));
    }
    menu.spawn(button(words.t("menu-play"), play, BUTTON_WIDTH));
    menu.spawn(button(
        words.t("menu-quick-game"),
        open(Menu::QuickGame),
        BUTTON_WIDTH,
    ));
    menu.spawn(button(
        words.t("menu-modes"),
        open(Menu::Modes),
        BUTTON_WIDTH,
    ));
    menu.spawn(button(
        words.t("menu-enter-code"),
        open(Menu::EnterCode),
        BUTTON_WIDTH,
    ));
    menu.spawn(button(words.t("menu-levels"), open_levels, BUTTON_WIDTH));
    menu.spawn(button(
        words.t("menu-hall-of-fame"),
        open(Menu::HallOfFame),
        BUTTON_WIDTH,
    ));
    // Races and leaderboards need a server.
    if leaderboard {
        menu.spawn(button(
            words.t("menu-race"),
            open(Menu::RaceLobby),
            BUTTON_WIDTH,
        ));
        menu.spawn(button(
            words.t("leaderboard-open"),
            open(Menu::Leaderboard),
            BUTTON_WIDTH,
        ));
    }
    menu.spawn(button(
        words.t("menu-settings"),
        open_settings,
        BUTTON_WIDTH,
    ));
    menu.spawn(button(words.t("menu-lesson"), lesson, BUTTON_WIDTH));
    if !leaderboard && cfg!(feature = "online") {
        // Without a server, the computer players still race (the lobby offers them too).
        menu.spawn(button(
            words.t("race-computer-open"),
            open(Menu::RaceComputer),
            BUTTON_WIDTH,
        ));
    }
    menu.spawn(button(words.t("menu-quit"), quit, BUTTON_WIDTH));
}

/// The kept game was looked at after the title was built: the menu is built again.
fn rebuild_main_menu(mut commands: Commands, menus: Query<Entity, With<MainMenu>>) {
    for menu in &menus {
        commands.entity(menu).despawn();
    }
}

/// Take up the game kept from last time.
fn continue_game(_: On<Chosen>, mut change: ScreenChange, mut ask: MessageWriter<ContinueGame>) {
    ask.write(ContinueGame);
    change.play();
}

/// Play the level in hand.
fn play(_: On<Chosen>, mut change: ScreenChange) {
    change.play();
}

/// The first lesson, again.
fn lesson(_: On<Chosen>, mut start: MessageWriter<StartLesson>) {
    start.write(StartLesson);
}

/// The levels: the packs first when there are several.
fn open_levels(_: On<Chosen>, pack: Option<Res<LevelPack>>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(if pack.is_some_and(|p| p.packs.len() > 1) {
        Menu::Packs
    } else {
        Menu::LevelSelect
    });
}

/// Leave the game.
fn quit(_: On<Chosen>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}

/// Whether the menu is out of date: a kept game turned up to continue, or the server's offer
/// (races, leaderboards) came or went (it is set by a system that may run after the title was
/// first built).
fn menu_outdated(
    offer: Res<ContinueOffer>,
    offered: Option<Res<LeaderboardOffered>>,
    mut seen: Local<bool>,
) -> bool {
    let now = offered.is_some();
    let offer_moved = std::mem::replace(&mut *seen, now) != now;
    (offer.is_changed() && !offer.is_added()) || offer_moved
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Main), spawn_main_menu)
        .add_systems(
            Update,
            (rebuild_main_menu, spawn_main_menu)
                .chain()
                .run_if(in_state(Menu::Main))
                .run_if(menu_outdated),
        );
}
