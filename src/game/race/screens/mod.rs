//! The race screens: the lobby (create a room with its options, join one by its code, quick
//! match), the room (its code to share, the players, the host's Start) and the result (this
//! board's, then the room's verified order). They speak to the room only through
//! [`RaceOutgoing`] and read [`RaceState`], so they work the same whatever carries the messages.

mod computer;
mod lobby_rows;

use lobby_rows::{next_level, step_items, step_level, toggle_items};

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::content::words::Words;
use crate::game::core::clock::DealClock;
use crate::game::core::score::Score;
use crate::game::core::screen::Menu;
use crate::game::online::player_name::{NameState, PlayerName};

use crate::game::race::lobby_choice::{LOBBY_WIDTH, LobbyChoice, chosen_level, level_label};
use crate::game::race::room::{
    CODE_LETTERS, MAX_PLAYERS, Phase, Place, RaceOutgoing, RaceState, Standing, leave_room,
};
use crate::game::race::view::shown_name;
use crate::game::screens::navigation::{ChosenByEscape, ScreenChange, Steps, TypingInMenu, open};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, clock_text, header, label};
use crate::online::rooms::protocol::CODE_LETTERS as CODE_ALPHABET;

/// Width of the race screens' buttons.
const WIDTH: f32 = LOBBY_WIDTH;

/// The root of a race screen, rebuilt when what it shows changes.
#[derive(Component)]
struct RaceScreen;

fn spawn_lobby(
    mut commands: Commands,
    choice: Res<LobbyChoice>,
    (race, player): (Res<RaceState>, Option<Res<PlayerName>>),
    levels: (Option<Res<LevelPack>>, Option<Res<Assets<LevelAsset>>>),
    words: Words,
) {
    let bound = player
        .as_deref()
        .is_some_and(|p| p.state == NameState::Bound);
    let items = if choice.items_off {
        "race-items-off"
    } else {
        "race-items-on"
    };
    let chosen = chosen_level(&choice, levels.0.as_deref(), levels.1.as_deref());
    let level = match &chosen {
        Some(choice) => words.t_with("race-level", &[("level", level_label(choice).into())]),
        None => words.t("race-level-server"),
    };
    let join = if choice.code.is_empty() && !choice.typing {
        words.t("race-join-empty")
    } else {
        let code = code_shown(&choice.code, choice.typing);
        words.t_with("race-join", &[("code", code.into())])
    };
    commands
        .spawn((RaceScreen, widgets::layer(Menu::RaceLobby)))
        .with_children(|root| {
            root.spawn(header(words.t("race-title"), 44.0));
            root.spawn(label(words.t("race-about"), 17.0, palette::TEXT_DIM));
            if let Some(player) = player.as_deref().filter(|_| !bound) {
                // A room knows its players by the name bound to their key.
                root.spawn(label(words.say(&player.message()), 17.0, palette::PROBLEM));
                root.spawn(button(
                    words.t("race-choose-name"),
                    open(Menu::Online),
                    WIDTH,
                ));
            } else {
                root.spawn(button(words.t("race-create"), create_room, WIDTH));
                root.spawn((button(words.t(items), toggle_items, WIDTH), Steps))
                    .observe(step_items);
                root.spawn((button(level, next_level(1), WIDTH), Steps))
                    .observe(step_level);
                root.spawn(button(join, join_room, WIDTH));
                root.spawn(button(words.t("race-quick"), quick_match, WIDTH));
            }
            root.spawn(button(
                words.t("race-computer-open"),
                open(Menu::RaceComputer),
                WIDTH,
            ));
            if let Some(reason) = &race.refused {
                root.spawn(label(
                    words.t_with("race-refused", &[("reason", reason.clone().into())]),
                    17.0,
                    palette::PROBLEM,
                ));
            }
            root.spawn((
                button(words.t("race-back"), open(Menu::Main), WIDTH),
                ChosenByEscape,
            ));
        });
}

/// The code as typed, with a place shown for each letter still to come (and the cursor
/// while typing).
fn code_shown(code: &str, typing: bool) -> String {
    let missing = CODE_LETTERS.saturating_sub(code.chars().count());
    let cursor = if typing { "|" } else { "" };
    format!("{code}{cursor}{}", "_".repeat(missing))
}

/// Opens a room with the lobby's choices.
fn create_room(
    _: On<Chosen>,
    choice: Res<LobbyChoice>,
    levels: (Option<Res<LevelPack>>, Option<Res<Assets<LevelAsset>>>),
    mut ask: RoomAsk,
) {
    let level = chosen_level(&choice, levels.0.as_deref(), levels.1.as_deref());
    ask.send(RaceOutgoing::Create {
        items: !choice.items_off,
        level,
    });
}

/// Joins the room of the code typed once it has its six letters; until then, choosing Join
/// starts typing the code.
fn join_room(_: On<Chosen>, mut choice: ResMut<LobbyChoice>, mut ask: RoomAsk) {
    if !join_typed(&mut choice, &mut ask) {
        choice.typing = true;
    }
}

/// Joins the room of the code typed, if it has its six letters.
fn join_typed(choice: &mut LobbyChoice, ask: &mut RoomAsk) -> bool {
    if choice.code.chars().count() != CODE_LETTERS {
        return false;
    }
    choice.typing = false;
    ask.send(RaceOutgoing::Join {
        code: choice.code.clone(),
    });
    true
}

fn quick_match(_: On<Chosen>, mut ask: RoomAsk) {
    ask.send(RaceOutgoing::QuickMatch);
}

/// Asking the room for a place: the room screen waits for the answer.
#[derive(bevy::ecs::system::SystemParam)]
struct RoomAsk<'w> {
    out: MessageWriter<'w, RaceOutgoing>,
    race: ResMut<'w, RaceState>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl RoomAsk<'_> {
    fn send(&mut self, ask: RaceOutgoing) {
        self.out.write(ask);
        self.race.phase = Phase::Joining;
        self.race.refused = None;
        self.race.connection_lost = false;
        // A room of a server: whatever was raced here before, its messages go to the server.
        self.race.against_computer = false;
        self.menu.set(Menu::RaceRoom);
    }
}

/// While the code is being typed: its letters (those a room's code uses) fill it, Backspace
/// takes one back, Enter joins once it is whole, Esc stops typing. Other keys are the menu's.
fn type_code(
    mut typed: MessageReader<KeyboardInput>,
    mut choice: ResMut<LobbyChoice>,
    mut ask: RoomAsk,
) {
    if !choice.typing {
        typed.clear();
        return;
    }
    for key in typed.read().filter(|k| k.state.is_pressed()) {
        match &key.logical_key {
            Key::Character(text) => {
                let letters = text
                    .chars()
                    .map(|c| c.to_ascii_uppercase())
                    .filter(|c| c.is_ascii() && CODE_ALPHABET.contains(&(*c as u8)));
                for c in letters {
                    if choice.code.chars().count() < CODE_LETTERS {
                        choice.code.push(c);
                    }
                }
            }
            Key::Backspace => {
                choice.code.pop();
            }
            Key::Enter => {
                join_typed(&mut choice, &mut ask);
            }
            Key::Escape => choice.typing = false,
            _ => {}
        }
    }
}

/// The menu's keys rest while the code is being typed.
fn follow_typing(choice: Res<LobbyChoice>, mut taken: ResMut<TypingInMenu>) {
    if taken.0 != choice.typing {
        taken.0 = choice.typing;
    }
}

/// Leaving the lobby stops typing.
fn stop_typing(mut choice: ResMut<LobbyChoice>, mut taken: ResMut<TypingInMenu>) {
    choice.typing = false;
    taken.0 = false;
}

fn spawn_room(mut commands: Commands, race: Res<RaceState>, words: Words) {
    commands
        .spawn((RaceScreen, widgets::layer(Menu::RaceRoom)))
        .with_children(|root| {
            if race.phase == Phase::Joining {
                root.spawn(header(words.t("race-joining"), 36.0));
            } else if race.phase == Phase::InRoom {
                root.spawn(label(words.t("race-code"), 20.0, palette::TEXT_DIM));
                root.spawn(header(race.code.clone(), 84.0));
                root.spawn(label(words.t("race-share"), 17.0, palette::TEXT_DIM));
                root.spawn(label(
                    words.t_with("race-players", &[("n", race.players.len().into())]),
                    22.0,
                    palette::GOLD,
                ));
                for player in race.players.iter().take(MAX_PLAYERS) {
                    root.spawn(label(
                        player_line(&race, player, &words),
                        20.0,
                        palette::TEXT,
                    ));
                }
                if race.is_host() {
                    root.spawn(button(words.t("race-start"), start_race, WIDTH));
                } else {
                    root.spawn(label(words.t("race-waiting"), 18.0, palette::TEXT_DIM));
                }
            }
            if let Some(reason) = &race.refused {
                root.spawn(label(
                    words.t_with("race-refused", &[("reason", reason.clone().into())]),
                    17.0,
                    palette::PROBLEM,
                ));
            }
            if race.connection_lost {
                root.spawn(label(words.t("race-offline"), 17.0, palette::PROBLEM));
            }
            root.spawn((button(words.t("race-leave"), leave, WIDTH), ChosenByEscape));
        });
}

fn player_line(race: &RaceState, player: &str, words: &Words) -> String {
    if *player == race.host && *player == race.you {
        words.t_with("race-host-you", &[("name", player.into())])
    } else if *player == race.host {
        words.t_with("race-host", &[("name", player.into())])
    } else if *player == race.you {
        words.t_with("race-you", &[("name", player.into())])
    } else {
        shown_name(race, player, words)
    }
}

fn start_race(_: On<Chosen>, race: Res<RaceState>, mut out: MessageWriter<RaceOutgoing>) {
    if race.is_host() {
        out.write(RaceOutgoing::Start);
    }
}

/// Leaves the room, back to the lobby.
fn leave(
    _: On<Chosen>,
    race: ResMut<RaceState>,
    out: MessageWriter<RaceOutgoing>,
    mut menu: ResMut<NextState<Menu>>,
) {
    leave_room(race, out);
    menu.set(Menu::RaceLobby);
}

fn spawn_result(
    mut commands: Commands,
    race: Res<RaceState>,
    (score, clock): (Res<Score>, Res<DealClock>),
    words: Words,
) {
    let own = if score.result.is_some() {
        words.t_with(
            "race-you-cleared",
            &[("time", clock_text(clock.seconds()).into())],
        )
    } else {
        words.t("race-you-not-cleared")
    };
    commands
        .spawn((RaceScreen, widgets::layer(Menu::RaceResult)))
        .with_children(|root| {
            // On a panel: a board's fixed blocks stay after its last pair.
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("race-result-title"), 48.0));
                panel.spawn(label(own, 24.0, palette::GOLD));
                match &race.places {
                    Some(places) => {
                        for place in places {
                            panel.spawn(label(
                                place_line(place, &race, &words),
                                20.0,
                                palette::TEXT,
                            ));
                        }
                    }
                    None if race.connection_lost => {
                        panel.spawn(label(words.t("race-unverified"), 18.0, palette::PROBLEM));
                    }
                    None => {
                        panel.spawn(label(words.t("race-pending"), 18.0, palette::TEXT_DIM));
                    }
                }
                panel.spawn((
                    button(words.t("race-to-title"), to_title, WIDTH),
                    ChosenByEscape,
                ));
            });
        });
}

fn place_line(entry: &Place, race: &RaceState, words: &Words) -> String {
    let (place, name) = (
        ("place", entry.place.into()),
        ("name", shown_name(race, &entry.player, words).into()),
    );
    let out = match (entry.clock_ns, entry.standing) {
        (Some(ns), _) => {
            let time = clock_text(crate::formats::replays::replay::seconds(ns) as f32);
            return words.t_with("race-place", &[place, name, ("time", time.into())]);
        }
        (None, Standing::Left) => "race-place-left",
        (None, Standing::Refused) => "race-place-refused",
        (None, Standing::Cleared | Standing::Unfinished) => "race-place-out",
    };
    words.t_with(out, &[place, name])
}

fn to_title(_: On<Chosen>, mut change: ScreenChange) {
    change.title();
}

/// What a race screen shows changed: it is built again.
fn rebuild(mut commands: Commands, screens: Query<Entity, With<RaceScreen>>) {
    for screen in &screens {
        commands.entity(screen).despawn();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(computer::plugin);
    app.init_resource::<LobbyChoice>()
        .add_systems(OnEnter(Menu::RaceLobby), spawn_lobby)
        .add_systems(OnExit(Menu::RaceLobby), stop_typing)
        .add_systems(OnEnter(Menu::RaceRoom), spawn_room)
        .add_systems(OnEnter(Menu::RaceResult), spawn_result)
        .add_systems(
            Update,
            (
                type_code.run_if(resource_exists::<Messages<KeyboardInput>>),
                follow_typing,
                (rebuild, spawn_lobby).chain().run_if(
                    resource_changed::<LobbyChoice>
                        .or_eager(resource_changed::<RaceState>)
                        .or_eager(resource_exists_and_changed::<PlayerName>),
                ),
            )
                .chain()
                .run_if(in_state(Menu::RaceLobby)),
        )
        .add_systems(
            Update,
            (rebuild, spawn_room)
                .chain()
                .run_if(in_state(Menu::RaceRoom))
                .run_if(resource_changed::<RaceState>),
        )
        .add_systems(
            Update,
            (rebuild, spawn_result)
                .chain()
                .run_if(in_state(Menu::RaceResult))
                .run_if(resource_changed::<RaceState>),
        );
}
