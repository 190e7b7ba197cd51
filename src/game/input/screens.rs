//! The Controls page (from settings): every play action with its keys. Choosing one waits for
//! a key (Shift or Ctrl may be held with it; Esc gives up); a key another action or a power-up
//! already uses is refused with a notice naming both. A reset puts every key back. The keys
//! are saved with the settings.

use bevy::prelude::*;

use crate::game::content::words::{Words, power_up_title};
use crate::game::core::messages::Notify;
use crate::game::core::power_ups::PowerUps;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::input::input_map::{InputMap, PlayAction, Taken};
use crate::game::input::keys::{CTRL, Chord, SHIFT, bindable};
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, open};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, button_row, compact_button, header};
use crate::i18n::{Message, Value};

/// Wide enough for the longest action and its keys in either language.
const ROW_WIDTH: f32 = 430.0;
/// Space between the two columns of actions.
const GAP: f32 = 10.0;
/// The play action waiting for its new key, if any.
#[derive(Resource, Debug, Default)]
struct AwaitingKey(Option<PlayAction>);

/// The key the player pressed for an action, before it is checked.
#[derive(Message, Debug, Clone, Copy)]
struct KeyChosen {
    action: PlayAction,
    chord: Chord,
}

/// The button of an action, showing its keys.
#[derive(Component, Debug)]
pub struct ActionRow(pub PlayAction);

/// The button that puts every key back to its default.
#[derive(Component, Debug)]
pub struct ResetKeysButton;

/// The line under the actions: how to rebind, or which action waits for a key.
#[derive(Component, Debug)]
struct Prompt;

/// A row's text: the action and its keys (or a question mark while it waits for one).
fn row_text(action: PlayAction, map: &InputMap, awaiting: bool, words: &Words) -> String {
    let keys = if awaiting {
        "?".to_string()
    } else {
        map.label(action)
    };
    words.t_with(
        "controls-row",
        &[
            ("action", words.t(action.name_key()).into()),
            ("keys", keys.into()),
        ],
    )
}

fn prompt_text(awaiting: Option<PlayAction>, words: &Words) -> String {
    match awaiting {
        Some(action) => words.t_with(
            "controls-waiting",
            &[("action", words.t(action.name_key()).into())],
        ),
        None => words.t("controls-hint"),
    }
}

fn spawn_controls(
    mut commands: Commands,
    map: Res<InputMap>,
    mut awaiting: ResMut<AwaitingKey>,
    words: Words,
) {
    awaiting.0 = None;
    commands
        .spawn(widgets::layer(Menu::Controls))
        .insert(crate::game::screens::navigation::GridColumns(2))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("controls-title"), 40.0));
                panel
                    .spawn(Node {
                        row_gap: px(4.0),
                        ..widgets::columns(2, ROW_WIDTH, GAP)
                    })
                    .with_children(|grid| {
                        for action in PlayAction::ALL {
                            let text = row_text(action, &map, false, &words);
                            // Lower rows than a menu's, so the page stands in a 768 px
                            // tall window in every language.
                            grid.spawn(compact_button(text, wait_for_key(action), ROW_WIDTH))
                                .insert(ActionRow(action));
                        }
                    });
                panel.spawn((
                    widgets::label(prompt_text(None, &words), 16.0, palette::TEXT_DIM),
                    Prompt,
                ));
                panel.spawn(button_row()).with_children(|row| {
                    let reset = words.t("controls-reset");
                    row.spawn((button(reset, reset_keys, ROW_WIDTH), ResetKeysButton));
                    row.spawn((
                        button(words.t("menu-back"), open(Menu::Settings), ROW_WIDTH),
                        ChosenByEscape,
                    ));
                });
            });
        });
}

/// A button that makes `action` wait for its new key.
fn wait_for_key(action: PlayAction) -> impl FnMut(On<Chosen>, ResMut<AwaitingKey>) {
    move |_, mut awaiting| awaiting.0 = Some(action)
}

/// Every key back to its default.
fn reset_keys(
    _: On<Chosen>,
    mut awaiting: ResMut<AwaitingKey>,
    mut settings: ResMut<Settings>,
    mut notify: MessageWriter<Notify>,
) {
    awaiting.0 = None;
    if !settings.keys.is_empty() {
        settings.keys.clear();
    }
    notify.write(Notify {
        message: Message::new("controls-reset-done"),
        seconds: 2.0,
    });
}

/// While an action waits, the first key that can be bound (with the modifiers held) is its
/// new key; Esc gives up. The key is the page's: the menus do not act on it too.
fn take_key(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut awaiting: ResMut<AwaitingKey>,
    mut chosen: MessageWriter<KeyChosen>,
) {
    let Some(action) = awaiting.0 else { return };
    let Some(key) = keys.get_just_pressed().copied().find(|k| bindable(*k)) else {
        return;
    };
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_pressed(pair);
    let chord = Chord {
        key,
        ctrl: held(CTRL),
        shift: held(SHIFT),
    };
    let pressed: Vec<KeyCode> = keys.get_just_pressed().copied().collect();
    for k in pressed {
        keys.clear_just_pressed(k);
    }
    awaiting.0 = None;
    if key != KeyCode::Escape {
        chosen.write(KeyChosen { action, chord });
    }
}

/// Binds the chosen key, or refuses it with a notice naming both actions.
fn apply_key(
    mut chosen: MessageReader<KeyChosen>,
    map: Res<InputMap>,
    power_ups: Res<PowerUps>,
    mut settings: ResMut<Settings>,
    mut notify: MessageWriter<Notify>,
) {
    let power_up_keys: Vec<(&'static str, KeyCode)> =
        power_ups.iter().map(|p| (p.id.as_str(), p.key)).collect();
    for KeyChosen { action, chord } in chosen.read() {
        let mut keys = settings.keys.clone();
        let taken = match map.rebind(&mut keys, *action, *chord, &power_up_keys) {
            Ok(()) => {
                settings.keys = keys;
                continue;
            }
            Err(taken) => taken,
        };
        let other = match taken {
            Taken::Action(other) => Value::Phrase(other.name_key()),
            Taken::PowerUp(name) => match power_ups.id(name) {
                Some(id) => power_up_title(id, power_ups.get(id).map_or(name, |p| p.title)),
                None => name.into(),
            },
        };
        let args = [
            ("key", chord.label().into()),
            ("action", Value::Phrase(action.name_key())),
            ("other", other),
        ];
        notify.write(Notify {
            message: Message::with("controls-clash", args),
            seconds: 3.0,
        });
    }
}

/// Rows show the keys as they are now, and the prompt what the page waits for.
fn show_keys(
    map: Res<InputMap>,
    awaiting: Res<AwaitingKey>,
    words: Words,
    rows: Query<(&ActionRow, &Children)>,
    mut texts: Query<&mut Text, Without<Prompt>>,
    mut prompt: Query<&mut Text, With<Prompt>>,
) {
    if !map.is_changed() && !awaiting.is_changed() && !words.changed() {
        return;
    }
    for (row, children) in &rows {
        let text = row_text(row.0, &map, awaiting.0 == Some(row.0), &words);
        for child in children.iter() {
            if let Ok(mut shown) = texts.get_mut(child) {
                shown.0.clone_from(&text);
            }
        }
    }
    for mut shown in &mut prompt {
        shown.0 = prompt_text(awaiting.0, &words);
    }
}

/// The Controls page and its rebinding.
pub fn plugin(app: &mut App) {
    app.init_resource::<AwaitingKey>()
        .add_message::<KeyChosen>()
        .add_systems(OnEnter(Menu::Controls), spawn_controls)
        .add_systems(
            Update,
            (
                take_key
                    .before(MenuSystems::Navigate)
                    .run_if(resource_exists::<ButtonInput<KeyCode>>),
                apply_key.in_set(MenuSystems::Respond),
                show_keys.in_set(MenuSystems::Show),
            )
                .run_if(in_state(Menu::Controls)),
        );
}
