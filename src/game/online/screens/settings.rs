//! The Online page (from settings): the leaderboard server's address and the player's name,
//! each a field typed into (Enter or a click starts typing; Enter keeps what was typed, Esc
//! leaves it as it was; an input method types Chinese), what became of the name, the warning
//! that the name lives with the key file, and whether the player shares their leaderboard
//! replays (off until chosen).

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::window::{Ime, PrimaryWindow};

use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::online::leaderboards::{OnlineArrivals, OnlineConfig};
use crate::game::online::player_name::{ChooseName, PlayerName};
use crate::game::online::sharing::SharingState;
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, TypingInMenu};
use crate::game::screens::typing::{TextEntry, Typed, set_typing};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, header, label};
use crate::online::client::Client;

/// Width of the page's rows.
const ROW_WIDTH: f32 = 560.0;

/// Most characters a field holds while typing (a server's address is the longer one).
const MOST_TYPED: usize = 200;

/// A field of the page.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineField {
    /// The server's address.
    Server,
    /// The player's name.
    Name,
}

/// The line saying what became of the name (or of a server address typed).
#[derive(Component, Debug)]
pub struct NameStatusLine;

/// The button that shares the player's replays, or stops.
#[derive(Component, Debug)]
pub struct SharingButton;

/// The line saying what became of the choice about sharing.
#[derive(Component, Debug)]
pub struct SharingStatusLine;

/// The field being typed in, and its text.
#[derive(Resource, Debug, Default, Clone)]
pub struct FieldTyping {
    /// The field with the keyboard, if any.
    pub field: Option<OnlineField>,
    /// What it holds while typing.
    pub entry: TextEntry,
    /// The last server address typed is not one: said until an address or a name is kept.
    pub server_problem: bool,
}

fn spawn_page(mut commands: Commands, words: Words, mut typing: ResMut<FieldTyping>) {
    *typing = FieldTyping::default();
    commands
        .spawn(widgets::layer(Menu::Online))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("online-title"), 40.0));
                for field in [OnlineField::Server, OnlineField::Name] {
                    panel.spawn((button("", start_typing, ROW_WIDTH), field));
                }
                // Wrapped at the rows' width: a refusal (the server's reason too) can be long.
                panel.spawn((
                    NameStatusLine,
                    label("", 18.0, palette::GOLD),
                    Node {
                        max_width: px(ROW_WIDTH),
                        ..default()
                    },
                ));
                panel.spawn((
                    label(words.t("online-key-warning"), 16.0, palette::TEXT_DIM),
                    Node {
                        max_width: px(ROW_WIDTH),
                        ..default()
                    },
                ));
                panel.spawn(label(
                    words.t("online-typing-hint"),
                    14.0,
                    palette::TEXT_DIM,
                ));
                panel.spawn((button("", toggle_sharing, ROW_WIDTH), SharingButton));
                panel.spawn((
                    SharingStatusLine,
                    label("", 16.0, palette::TEXT_DIM),
                    Node {
                        max_width: px(ROW_WIDTH),
                        ..default()
                    },
                ));
                panel.spawn((
                    button(words.t("menu-back"), back, ROW_WIDTH),
                    ChosenByEscape,
                ));
            });
        });
}

/// Back to settings (a field typed in and not kept is left as it was).
fn back(_: On<Chosen>, mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::Settings);
}

/// Shares the player's leaderboard replays, or stops.
fn toggle_sharing(_: On<Chosen>, mut settings: ResMut<Settings>) {
    settings.share_replays = !settings.share_replays;
}

/// The sharing button's words, and what became of the choice.
fn show_sharing(
    (settings, state): (Res<Settings>, Res<SharingState>),
    buttons: Query<&Children, With<SharingButton>>,
    mut texts: Query<&mut Text, (Without<NameStatusLine>, Without<SharingStatusLine>)>,
    mut lines: Query<&mut Text, With<SharingStatusLine>>,
    words: Words,
) {
    let value = words.t(if settings.share_replays {
        "value-on"
    } else {
        "value-off"
    });
    let said = words.t_with("online-sharing", &[("value", value.into())]);
    for children in &buttons {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                text.set_if_neq(Text(said.clone()));
            }
        }
    }
    let about = state
        .message()
        .map_or_else(|| words.t("online-sharing-about"), |m| words.say(&m));
    for mut line in &mut lines {
        line.set_if_neq(Text(about.clone()));
    }
}

/// Choosing a field gives it the keyboard, starting from its value.
fn start_typing(
    chosen: On<Chosen>,
    fields: Query<&OnlineField>,
    (config, player): (Option<Res<OnlineConfig>>, Res<PlayerName>),
    mut typing: ResMut<FieldTyping>,
) {
    let Ok(field) = fields.get(chosen.entity) else {
        return;
    };
    let text = match field {
        OnlineField::Server => config.and_then(|c| c.server.clone()),
        OnlineField::Name => player.name.clone(),
    }
    .unwrap_or_default();
    typing.entry = TextEntry::start(&text, MOST_TYPED);
    typing.field = Some(*field);
}

/// Keys typed go into the field with the keyboard: text (and an input method's), Backspace,
/// Enter to keep it, Esc to leave it as it was.
fn type_in_field(
    mut keys: MessageReader<KeyboardInput>,
    mut ime: MessageReader<Ime>,
    mut typing: ResMut<FieldTyping>,
    (mut settings, mut choose): (ResMut<Settings>, MessageWriter<ChooseName>),
) {
    let Some(field) = typing.field else {
        keys.clear();
        ime.clear();
        return;
    };
    let done = typing.entry.read(&mut keys, &mut ime);
    if done == Typed::More {
        return;
    }
    if done == Typed::Keep {
        let text = typing.entry.text.trim().to_string();
        match field {
            OnlineField::Name => {
                typing.server_problem = false;
                choose.write(ChooseName(text));
            }
            OnlineField::Server => typing.server_problem = !set_server(&mut settings, &text),
        }
    }
    typing.field = None;
    typing.entry = TextEntry::default();
}

/// Sets the server setting from an address typed (empty: no server); false if it is not an
/// address the game can use.
fn set_server(settings: &mut Settings, typed: &str) -> bool {
    let server = match typed {
        "" => None,
        address => match Client::new(address) {
            Ok(_) => Some(address.trim_end_matches('/').to_string()),
            Err(e) => {
                warn!("{e}");
                return false;
            }
        },
    };
    if settings.server != server {
        settings.server = server;
    }
    true
}

/// Menu keys rest, and an input method composes, only while a field has the keyboard.
fn follow_typing(
    typing: Res<FieldTyping>,
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    set_typing(typing.field.is_some(), &mut taken, &mut windows);
}

/// The fields' texts: the value, or what is being typed with a cursor.
fn show_fields(
    typing: Res<FieldTyping>,
    (config, player): (Option<Res<OnlineConfig>>, Res<PlayerName>),
    fields: Query<(&OnlineField, &Children)>,
    mut texts: Query<&mut Text, (Without<NameStatusLine>, Without<SharingStatusLine>)>,
    words: Words,
) {
    for (field, children) in &fields {
        let value = if typing.field == Some(*field) {
            typing.entry.shown()
        } else {
            let value = match field {
                OnlineField::Server => config.as_ref().and_then(|c| c.server.clone()),
                OnlineField::Name => player.name.clone(),
            };
            value.unwrap_or_else(|| words.t("online-value-none"))
        };
        let key = match field {
            OnlineField::Server => "online-server",
            OnlineField::Name => "online-name",
        };
        let said = words.t_with(key, &[("value", value.into())]);
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child)
                && text.0 != said
            {
                text.0 = said.clone();
            }
        }
    }
}

/// What became of the name, or that the address typed is not one.
fn show_status(
    typing: Res<FieldTyping>,
    player: Res<PlayerName>,
    mut lines: Query<&mut Text, (With<NameStatusLine>, Without<SharingStatusLine>)>,
    words: Words,
) {
    let said = if typing.server_problem {
        words.t("online-server-bad")
    } else {
        words.say(&player.message())
    };
    for mut text in &mut lines {
        if text.0 != said {
            text.0 = said.clone();
        }
    }
}

/// Leaving the page leaves no field with the keyboard.
fn drop_typing(
    mut typing: ResMut<FieldTyping>,
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    *typing = FieldTyping::default();
    set_typing(false, &mut taken, &mut windows);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FieldTyping>()
        .add_systems(OnEnter(Menu::Online), spawn_page)
        .add_systems(OnExit(Menu::Online), drop_typing)
        .add_systems(
            Update,
            (
                type_in_field.run_if(
                    resource_exists::<Messages<KeyboardInput>>
                        .and_then(resource_exists::<Messages<Ime>>),
                ),
                follow_typing,
                (show_fields, show_status, show_sharing).after(OnlineArrivals),
            )
                .chain()
                .in_set(MenuSystems::Respond)
                .run_if(in_state(Menu::Online)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_address_is_kept_only_when_it_is_one() {
        let mut settings = Settings::default();
        assert!(set_server(&mut settings, "http://127.0.0.1:7000/"));
        assert_eq!(settings.server.as_deref(), Some("http://127.0.0.1:7000"));
        assert!(!set_server(&mut settings, "ftp://x"));
        assert_eq!(settings.server.as_deref(), Some("http://127.0.0.1:7000"));
        assert!(set_server(&mut settings, ""));
        assert_eq!(settings.server, None);
    }
}
