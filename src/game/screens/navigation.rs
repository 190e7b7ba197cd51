//! Moving through menus: what a button does, the keyboard focus, and the choices that move
//! between screens. Every menu is reachable by mouse and keyboard: arrows move the focus, Enter
//! or Space chooses, Esc goes back; Left/Right change a focused setting.

use bevy::prelude::*;

use crate::game::logic::deal::LevelSpec;
use crate::game::logic::demo::Demo;
use crate::game::logic::history::UndoRequested;
use crate::game::logic::levels::{ChoosePack, GoToLevel, LevelPack, fresh_seed};
use crate::game::logic::messages::{NewBoard, Notify};
use crate::game::logic::modes::{PlayMode, StartMode};
use crate::game::logic::progress::SavedProgress;
use crate::game::logic::screen::{Menu, Screen};
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette;
use crate::game::theme::widgets::Tab;
use crate::game::view::audio::PlaySound;
use crate::i18n;

/// The stages of menu handling in a frame, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MenuSystems {
    /// Clicks and keys become choices; choices that move between screens are carried out.
    Navigate,
    /// Each menu acts on its own choices.
    Respond,
    /// Focus and values are shown.
    Show,
}

/// A setting the settings menu changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKind {
    /// The language of the words on screen.
    Language,
    /// Volume in tenths.
    Volume,
    /// Sound on or off.
    Mute,
    /// Removal animation speed.
    Speed,
    /// Keyboard cursor always shown.
    Cursor,
    /// Light or dark.
    Theme,
    /// High-contrast tiles.
    Contrast,
    /// The tile set.
    TileSet,
    /// Any flower matches any flower, any season any season (mahjong tiles).
    ChineseStyle,
}

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Play the level in hand (the title's first button).
    Play,
    /// Open level select.
    LevelSelect,
    /// Open the modes of play.
    Modes,
    /// Play in a mode.
    Mode(PlayMode),
    /// Open settings.
    Settings,
    /// Leave the game.
    Quit,
    /// Back to the menu this one was opened from.
    Back,
    /// Open the levels of pack `n` (0-based).
    ChoosePack(usize),
    /// Play pack level `n` (0-based).
    ChooseLevel(usize),
    /// A locked level: says what opens it.
    Locked(usize),
    /// A level whose file does not read: says so.
    Broken(usize),
    /// Close the pause menu.
    Resume,
    /// Deal the same board again.
    Retry,
    /// Deal a new board of the same level (another seed).
    NewDeal,
    /// Take back the last move (from the stuck-board menu).
    Undo,
    /// The next level of the pack.
    Next,
    /// Back to the title.
    ToTitle,
    /// Change a setting (Enter: next value; Left/Right: down/up).
    Setting(SettingKind, i8),
}

/// A menu choice, from a click or the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuChosen(pub MenuAction);

/// The focused button: its position in the open menu's tab order.
#[derive(Resource, Debug, Default)]
pub struct Focus(pub usize);

/// On a menu's layer: its buttons form rows this long (Up/Down move by a row).
#[derive(Component, Clone, Copy, Debug)]
pub struct GridColumns(pub usize);

/// Which menu settings return to.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SettingsFrom(pub Option<Menu>);

fn give_tabs(mut commands: Commands, buttons: Query<Entity, (With<MenuAction>, Without<Tab>)>) {
    for e in &buttons {
        commands
            .entity(e)
            .insert(crate::game::theme::widgets::next_tab());
    }
}

/// Clicks on buttons.
fn click_buttons(
    buttons: Query<(&Interaction, &MenuAction), Changed<Interaction>>,
    mut chosen: MessageWriter<MenuChosen>,
) {
    for (interaction, action) in &buttons {
        if *interaction == Interaction::Pressed {
            chosen.write(MenuChosen(*action));
        }
    }
}

/// Arrows move the focus, Enter/Space choose, Left/Right change a focused setting, Esc goes
/// back.
fn keyboard_menus(
    keys: Res<ButtonInput<KeyCode>>,
    menu: Res<State<Menu>>,
    mut focus: ResMut<Focus>,
    buttons: Query<(&Tab, &MenuAction)>,
    grid: Query<&GridColumns>,
    mut chosen: MessageWriter<MenuChosen>,
) {
    if *menu.get() == Menu::None {
        return;
    }
    let mut order: Vec<(Tab, MenuAction)> = buttons.iter().map(|(t, a)| (*t, *a)).collect();
    if order.is_empty() {
        return;
    }
    order.sort_by_key(|(t, _)| *t);
    let n = order.len();
    focus.0 = focus.0.min(n - 1);
    let columns = grid.iter().next().map_or(1, |g| g.0.max(1)) as isize;
    let focused = order[focus.0].1;
    let step = |d: isize, i: usize| (i as isize + d).clamp(0, n as isize - 1) as usize;
    for key in keys.get_just_pressed() {
        match key {
            KeyCode::ArrowUp | KeyCode::KeyW => focus.0 = step(-columns, focus.0),
            KeyCode::ArrowDown | KeyCode::KeyS => focus.0 = step(columns, focus.0),
            KeyCode::ArrowLeft | KeyCode::KeyA | KeyCode::ArrowRight | KeyCode::KeyD => {
                let d = if matches!(key, KeyCode::ArrowLeft | KeyCode::KeyA) {
                    -1
                } else {
                    1
                };
                if let MenuAction::Setting(kind, _) = focused {
                    chosen.write(MenuChosen(MenuAction::Setting(kind, d as i8)));
                } else {
                    focus.0 = step(d, focus.0);
                }
            }
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space => {
                chosen.write(MenuChosen(focused));
            }
            KeyCode::Escape | KeyCode::Backspace => {
                let back = match menu.get() {
                    Menu::Pause => MenuAction::Resume,
                    Menu::Main => return,
                    Menu::Won | Menu::Lost => MenuAction::ToTitle,
                    Menu::Stuck => return,
                    _ => MenuAction::Back,
                };
                chosen.write(MenuChosen(back));
            }
            _ => {}
        }
    }
}

/// The focused or hovered button stands out.
fn show_focus(focus: Res<Focus>, mut buttons: Query<(&Tab, &Interaction, &mut BoxColours)>) {
    let mut tabs: Vec<Tab> = buttons.iter().map(|(t, ..)| *t).collect();
    tabs.sort();
    let focused = tabs.get(focus.0).copied();
    for (tab, interaction, mut colours) in &mut buttons {
        let hot = Some(*tab) == focused || *interaction != Interaction::None;
        let fill = if hot {
            palette::BUTTON_HOT
        } else {
            palette::BUTTON
        };
        let edge = if Some(*tab) == focused {
            palette::GOLD
        } else {
            Color::NONE
        };
        colours.set_if_neq(BoxColours::new(fill, edge));
    }
}

/// Every choice clicks.
fn click_sound(mut chosen: MessageReader<MenuChosen>, mut play: MessageWriter<PlaySound>) {
    if chosen.read().count() > 0 {
        play.write(PlaySound("sounds/button.wav"));
    }
}

/// A new menu starts with the focus on its first button.
fn reset_focus(mut focus: ResMut<Focus>) {
    focus.0 = 0;
}

/// Back from the level select: to the packs when there are several, else to the title.
fn back_from_levels(pack: Option<&LevelPack>) -> Menu {
    if pack.is_some_and(|p| p.packs.len() > 1) {
        Menu::Packs
    } else {
        Menu::Main
    }
}

/// Carries out the choices that move between screens and menus.
#[allow(clippy::too_many_arguments)]
fn carry_out(
    mut chosen: MessageReader<MenuChosen>,
    menu: Res<State<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut settings_from: ResMut<SettingsFrom>,
    pack: Option<Res<LevelPack>>,
    spec: Res<LevelSpec>,
    progress: Res<SavedProgress>,
    demo: Option<Res<Demo>>,
    (mut go, mut choose_pack): (MessageWriter<GoToLevel>, MessageWriter<ChoosePack>),
    mut new_board: MessageWriter<NewBoard>,
    mut undo: MessageWriter<UndoRequested>,
    mut notify: MessageWriter<Notify>,
    mut exit: MessageWriter<AppExit>,
    mut start_mode: MessageWriter<StartMode>,
) {
    for MenuChosen(action) in chosen.read() {
        match *action {
            MenuAction::Play => {
                next_screen.set(Screen::Play);
                next_menu.set(Menu::None);
            }
            MenuAction::LevelSelect => {
                next_menu.set(if pack.as_ref().is_some_and(|p| p.packs.len() > 1) {
                    Menu::Packs
                } else {
                    Menu::LevelSelect
                })
            }
            MenuAction::ChoosePack(i) => {
                choose_pack.write(ChoosePack(i));
                next_menu.set(Menu::LevelSelect);
            }
            MenuAction::Modes => next_menu.set(Menu::Modes),
            MenuAction::Mode(mode) => {
                start_mode.write(StartMode(mode));
                next_screen.set(Screen::Play);
                next_menu.set(Menu::None);
            }
            MenuAction::Settings => {
                settings_from.0 = Some(*menu.get());
                next_menu.set(Menu::Settings);
            }
            MenuAction::Quit => {
                exit.write(AppExit::Success);
            }
            MenuAction::Back => {
                let to = match menu.get() {
                    Menu::Settings => settings_from.0.unwrap_or(Menu::Main),
                    Menu::LevelSelect => back_from_levels(pack.as_deref()),
                    _ => Menu::Main,
                };
                next_menu.set(to);
            }
            MenuAction::ChooseLevel(i) => {
                go.write(GoToLevel(i));
                next_screen.set(Screen::Play);
                next_menu.set(Menu::None);
            }
            MenuAction::Locked(i) => {
                notify.write(Notify {
                    message: i18n::Message::with("levels-locked-notice", [("n", i.into())]),
                    seconds: 2.0,
                });
            }
            MenuAction::Broken(i) => {
                notify.write(Notify {
                    message: i18n::Message::with("levels-broken-notice", [("n", (i + 1).into())]),
                    seconds: 3.0,
                });
            }
            MenuAction::Resume => next_menu.set(Menu::None),
            MenuAction::Retry => {
                new_board.write(NewBoard { seed: None });
                next_menu.set(Menu::None);
            }
            MenuAction::NewDeal => {
                new_board.write(NewBoard {
                    seed: Some(fresh_seed()),
                });
                next_menu.set(Menu::None);
            }
            MenuAction::Undo => {
                undo.write(UndoRequested);
                next_menu.set(Menu::None);
            }
            MenuAction::Next => {
                // After a built-in layout (the pack is not in play) "next" is another deal of
                // it; in the pack, the next level once this one's clear is recorded.
                if let Some(pack) = pack
                    .as_ref()
                    .filter(|p| p.active && !p.entries().is_empty())
                {
                    let next = (pack.current + 1) % pack.entries().len();
                    // The demo walks the pack without opening anything.
                    if next == 0 || demo.is_some() || progress.opens_next(spec.record.as_deref()) {
                        go.write(GoToLevel(next));
                    } else {
                        notify.write(Notify {
                            message: i18n::Message::new("levels-next-locked"),
                            seconds: 2.5,
                        });
                        continue;
                    }
                } else {
                    new_board.write(NewBoard {
                        seed: Some(spec.seed.wrapping_add(1)),
                    });
                }
                next_menu.set(Menu::None);
            }
            MenuAction::ToTitle => {
                next_screen.set(Screen::Title);
                next_menu.set(Menu::Main);
            }
            MenuAction::Setting(..) => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focus>()
        .init_resource::<SettingsFrom>()
        .add_message::<MenuChosen>()
        .configure_sets(
            Update,
            (
                MenuSystems::Navigate,
                MenuSystems::Respond,
                MenuSystems::Show,
            )
                .chain(),
        )
        .add_systems(
            Update,
            (
                (
                    reset_focus.run_if(state_changed::<Menu>),
                    give_tabs,
                    click_buttons,
                    keyboard_menus.run_if(resource_exists::<ButtonInput<KeyCode>>),
                    carry_out,
                )
                    .chain()
                    .in_set(MenuSystems::Navigate),
                (show_focus, click_sound).in_set(MenuSystems::Show),
            ),
        );
}
