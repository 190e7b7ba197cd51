//! Enter a code (over the title): the player types a board's code (a friend's, from their win
//! screen or a message) and Enter plays that very board; a code the game cannot honour is
//! refused in the player's language (a typo, a changed level, a newer version), and the field
//! keeps what was typed to be put right. Esc goes back.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::window::{Ime, PrimaryWindow};

use crate::formats::board_code::{CodeError, MAX_TEXT};
use crate::formats::race_link::board_and_racer;
use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::modes::board_code::{PlayBoardCode, loaded_shipped_pack};
use crate::game::screens::navigation::{ChosenByEscape, ScreenChange, TypingInMenu};
use crate::game::screens::typing::{TextEntry, Typed, set_typing};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, header, label};
use crate::i18n::Message;

/// The field's width: a whole code with its dashes in every language's font.
const WIDTH: f32 = 520.0;

/// What is typed, and why the last code was refused.
#[derive(Resource, Debug, Default)]
struct CodeTyping {
    entry: TextEntry,
    problem: Option<Message>,
}

/// The field's text.
#[derive(Component)]
struct CodeField;

/// The line saying why a code was refused.
#[derive(Component)]
struct CodeProblem;

fn spawn_page(mut commands: Commands, words: Words, mut typing: ResMut<CodeTyping>) {
    *typing = CodeTyping {
        entry: TextEntry::start("", MAX_TEXT),
        problem: None,
    };
    commands
        .spawn(widgets::layer(Menu::EnterCode))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("code-title"), 40.0));
                panel.spawn(wrapped(label(
                    words.t("code-about"),
                    17.0,
                    palette::TEXT_DIM,
                )));
                panel.spawn((label("|", 30.0, palette::TEXT), CodeField));
                panel.spawn((wrapped(label("", 17.0, palette::PROBLEM)), CodeProblem));
                panel.spawn((button(words.t("menu-back"), back, WIDTH), ChosenByEscape));
            });
        });
}

/// A line wrapped at the page's width.
fn wrapped(line: impl Bundle) -> impl Bundle {
    (
        line,
        Node {
            max_width: px(WIDTH),
            ..default()
        },
    )
}

/// Back to the title's menu.
fn back(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

/// Keys go into the field: Enter plays the code, Esc goes back.
fn type_code(
    (mut keys, mut ime): (MessageReader<KeyboardInput>, MessageReader<Ime>),
    mut typing: ResMut<CodeTyping>,
    (pack, levels): (Option<Res<LevelPack>>, Option<Res<Assets<LevelAsset>>>),
    mut play: MessageWriter<PlayBoardCode>,
    mut change: ScreenChange,
) {
    match typing.entry.read(&mut keys, &mut ime) {
        Typed::More => {}
        Typed::Drop => change.title(),
        // The field keeps the code either way: to be put right, or to be seen again on return.
        Typed::Keep => match found(&typing.entry.text, pack.as_deref(), levels.as_deref()) {
            Ok(chosen) => {
                play.write(chosen);
                change.play();
            }
            Err(problem) => typing.problem = Some(problem),
        },
    }
}

/// The board `text` names among the game's levels as loaded, or why not, to be said.
pub(crate) fn found(
    text: &str,
    pack: Option<&LevelPack>,
    levels: Option<&Assets<LevelAsset>>,
) -> Result<PlayBoardCode, Message> {
    let (code, racer) = board_and_racer(text).map_err(|e| refusal(&e))?;
    let shipped = pack
        .zip(levels)
        .and_then(|(pack, levels)| loaded_shipped_pack(pack, levels))
        .map(|(_, levels)| levels)
        .unwrap_or_default();
    let named = code.find(&shipped).map_err(|e| refusal(&e))?;
    Ok(PlayBoardCode { code, named, racer })
}

/// A refusal in the player's words.
fn refusal(e: &CodeError) -> Message {
    match e {
        CodeError::Malformed(_) => Message::new("code-not-a-code"),
        CodeError::Typo => Message::new("code-typo"),
        CodeError::Newer(_) => Message::new("code-newer"),
        CodeError::Unknown(_) => Message::new("code-unknown"),
    }
}

/// The field and the refusal follow what is typed.
fn show_field(
    typing: Res<CodeTyping>,
    words: Words,
    mut field: Query<&mut Text, (With<CodeField>, Without<CodeProblem>)>,
    mut problem: Query<&mut Text, (With<CodeProblem>, Without<CodeField>)>,
) {
    for mut text in &mut field {
        text.set_if_neq(Text(typing.entry.shown()));
    }
    let said = typing.problem.as_ref().map(|m| words.say(m));
    for mut text in &mut problem {
        text.set_if_neq(Text(said.clone().unwrap_or_default()));
    }
}

/// The keyboard is the field's while the page is open.
fn take_keyboard(
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    set_typing(true, &mut taken, &mut windows);
}

fn give_keyboard_back(
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    set_typing(false, &mut taken, &mut windows);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CodeTyping>()
        .add_systems(OnEnter(Menu::EnterCode), (spawn_page, take_keyboard))
        .add_systems(OnExit(Menu::EnterCode), give_keyboard_back)
        .add_systems(
            Update,
            (
                type_code.run_if(
                    resource_exists::<Messages<KeyboardInput>>
                        .and_then(resource_exists::<Messages<Ime>>),
                ),
                show_field.run_if(resource_changed::<CodeTyping>),
            )
                .chain()
                .run_if(in_state(Menu::EnterCode)),
        );
}
