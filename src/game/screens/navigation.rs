//! Moving through menus: the keyboard focus, how a click or a key chooses a button, and the
//! choices several menus offer. Every menu is reachable by mouse and keyboard: arrows move the
//! focus, Enter or Space chooses, Esc goes back; Left/Right step a focused setting. Each
//! button carries its own action (see [`button`](crate::game::theme::widgets::button)); each
//! menu file says what its buttons do.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::formats::saves::settings::Shade;
use crate::game::theme::shades::in_shade;
use crate::game::view::frame::desktop_scheme::ShownShade;

use crate::game::core::messages::NewBoard;
use crate::game::core::screen::{Menu, Screen};
use crate::game::input::input_map::{BoundKeys, MenuInput};
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::choice_row::ChoiceArrow;
use crate::game::theme::palette;
use crate::game::theme::widgets::{ButtonAction, Chosen, Tab};
use crate::game::view::sound::audio::PlaySound;

/// The stages of menu handling in a frame, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MenuSystems {
    /// Clicks and keys choose buttons; the buttons act at once.
    Navigate,
    /// Each menu shows what its buttons changed.
    Respond,
    /// Focus and values are shown.
    Show,
}

/// The focused button: its position in the open menu's tab order.
#[derive(Resource, Debug, Default)]
pub struct Focus(pub usize);

/// On a menu's layer: its buttons form rows this long (Up/Down move by a row).
#[derive(Component, Clone, Copy, Debug)]
pub struct GridColumns(pub usize);

/// The button Esc (or Backspace) chooses in its menu: back, resume or to the title. A menu
/// without one stays open on Esc.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct ChosenByEscape;

/// A button that Left/Right step down or up while it has the focus (a setting); on any other
/// button they move the focus.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Steps;

/// A focused [`Steps`] button was stepped: `by` is -1 (Left) or 1 (Right).
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Stepped {
    /// The button.
    pub entity: Entity,
    /// The direction.
    pub by: i8,
}

/// A text field of the open menu has the keyboard: keys type, and do not move through the
/// menu.
#[derive(Resource, Debug, Default)]
pub struct TypingInMenu(pub bool);

/// The open menu's buttons, as the keyboard moves through them.
#[derive(SystemParam)]
pub(crate) struct MenuButtons<'w, 's> {
    buttons: Query<'w, 's, (Entity, &'static Tab, Has<Steps>), With<ButtonAction>>,
    grid: Query<'w, 's, &'static GridColumns>,
    escape: Query<'w, 's, Entity, With<ChosenByEscape>>,
}

impl MenuButtons<'_, '_> {
    /// Each button and whether it steps, in tab order.
    fn in_tab_order(&self) -> Vec<(Entity, bool)> {
        let mut order: Vec<(Tab, Entity, bool)> = self
            .buttons
            .iter()
            .map(|(entity, tab, steps)| (*tab, entity, steps))
            .collect();
        order.sort_by_key(|(tab, ..)| *tab);
        order.into_iter().map(|(_, e, steps)| (e, steps)).collect()
    }

    /// The button the focus is on.
    pub(crate) fn focused(&self, focus: &Focus) -> Option<Entity> {
        self.in_tab_order().get(focus.0).map(|(e, _)| *e)
    }

    /// Buttons in a row (1 unless the menu is a grid).
    fn columns(&self) -> usize {
        self.grid.iter().next().map_or(1, |g| g.0.max(1))
    }
}

/// Menu buttons whose pointer state changed this frame.
type PointedAt = (Changed<Interaction>, With<ButtonAction>);

/// A press on a menu button chooses it.
fn click_buttons(buttons: Query<(Entity, &Interaction), PointedAt>, mut commands: Commands) {
    for (entity, interaction) in &buttons {
        if *interaction == Interaction::Pressed {
            commands.trigger(Chosen { entity });
        }
    }
}

/// A press on a choice row's arrow steps the row (`‹` back, `›` forward) and gives it the
/// focus; the row under the arrow is not chosen as well (the arrow blocks it).
fn press_arrows(
    arrows: Query<(&ChoiceArrow, &Interaction, &ChildOf), Changed<Interaction>>,
    buttons: MenuButtons,
    mut focus: ResMut<Focus>,
    mut commands: Commands,
) {
    for (arrow, interaction, row) in &arrows {
        if *interaction != Interaction::Pressed {
            continue;
        }
        let row = row.parent();
        if let Some(at) = buttons.in_tab_order().iter().position(|(e, _)| *e == row) {
            focus.0 = at;
        }
        commands.trigger(Stepped {
            entity: row,
            by: arrow.0,
        });
    }
}

/// The right button on a stepping row steps it back (the left steps it forward).
fn step_back_on_right_press(
    press: On<Pointer<Press>>,
    rows: Query<(), (With<Steps>, With<ButtonAction>)>,
    mut commands: Commands,
) {
    if press.button == PointerButton::Secondary && rows.contains(press.entity) {
        commands.trigger(Stepped {
            entity: press.entity,
            by: -1,
        });
    }
}

/// Arrows move the focus, Enter/Space choose the focused button, Left/Right step a focused
/// setting, Esc chooses the menu's way back.
fn keyboard_menus(
    keys: BoundKeys,
    (menu, typing): (Res<State<Menu>>, Option<Res<TypingInMenu>>),
    mut focus: ResMut<Focus>,
    buttons: MenuButtons,
    mut commands: Commands,
) {
    if *menu.get() == Menu::None || typing.is_some_and(|t| t.0) {
        return;
    }
    let order = buttons.in_tab_order();
    if order.is_empty() {
        return;
    }
    let n = order.len();
    focus.0 = focus.0.min(n - 1);
    let columns = buttons.columns() as isize;
    let (focused, steps) = order[focus.0];
    let step = |d: isize, i: usize| (i as isize + d).clamp(0, n as isize - 1) as usize;
    for input in keys.menus() {
        match input {
            MenuInput::Up => focus.0 = step(-columns, focus.0),
            MenuInput::Down => focus.0 = step(columns, focus.0),
            MenuInput::Left | MenuInput::Right => {
                let by = if input == MenuInput::Left { -1 } else { 1 };
                if steps {
                    commands.trigger(Stepped {
                        entity: focused,
                        by,
                    });
                } else {
                    focus.0 = step(by as isize, focus.0);
                }
            }
            MenuInput::Choose => commands.trigger(Chosen { entity: focused }),
            MenuInput::Back => {
                let Some(back) = buttons.escape.iter().next() else {
                    return;
                };
                commands.trigger(Chosen { entity: back });
            }
        }
    }
}

/// The focused or hovered button stands out.
fn show_focus(
    focus: Res<Focus>,
    shade: Option<Res<ShownShade>>,
    mut buttons: Query<(&Tab, &Interaction, &mut BoxColours)>,
) {
    // In the theme shown, so the colours stay as the theme made them.
    let shade = shade.map_or(Shade::Dark, |s| s.0);
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
        colours.set_if_neq(BoxColours::new(
            in_shade(fill, shade),
            in_shade(edge, shade),
        ));
    }
}

/// Every choice clicks.
fn click_when_chosen(_: On<Chosen>, mut play: MessageWriter<PlaySound>) {
    play.write(PlaySound("sounds/button.wav"));
}

/// Every step of a setting clicks.
fn click_when_stepped(_: On<Stepped>, mut play: MessageWriter<PlaySound>) {
    play.write(PlaySound("sounds/button.wav"));
}

/// A new menu starts with the focus on its first button.
fn reset_focus(mut focus: ResMut<Focus>) {
    focus.0 = 0;
}

/// Where a choice takes the player: the screen, and the menu over it.
#[derive(SystemParam)]
pub(crate) struct ScreenChange<'w> {
    screen: ResMut<'w, NextState<Screen>>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl ScreenChange<'_> {
    /// To play, with no menu over it.
    pub(crate) fn play(&mut self) {
        self.screen.set(Screen::Play);
        self.menu.set(Menu::None);
    }

    /// To the title and its main menu.
    pub(crate) fn title(&mut self) {
        self.screen.set(Screen::Title);
        self.menu.set(Menu::Main);
    }
}

/// Back to the title.
pub(crate) fn to_title(_: On<Chosen>, mut change: ScreenChange) {
    change.title();
}

/// Close the menu: play goes on.
pub(crate) fn close_menu(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::None);
}

/// Deal the same board again.
pub(crate) fn retry(
    _: On<Chosen>,
    mut new_board: MessageWriter<NewBoard>,
    mut menu: ResMut<NextState<Menu>>,
) {
    new_board.write(NewBoard { seed: None });
    menu.set(Menu::None);
}

/// Deal a new board of the same level (another seed).
pub(crate) fn new_deal(
    _: On<Chosen>,
    mut new_board: MessageWriter<NewBoard>,
    mut menu: ResMut<NextState<Menu>>,
) {
    new_board.write(NewBoard {
        seed: Some(crate::game::content::levels::fresh_seed()),
    });
    menu.set(Menu::None);
}

/// A button that opens `menu`.
pub(crate) fn open(menu: Menu) -> impl FnMut(On<Chosen>, ResMut<NextState<Menu>>) {
    move |_, mut next| next.set(menu)
}

/// Moving through menus: focus, clicks and keys, and the choices between screens.
pub fn plugin(app: &mut App) {
    app.init_resource::<Focus>()
        .init_resource::<TypingInMenu>()
        .add_observer(click_when_chosen)
        .add_observer(click_when_stepped)
        .add_observer(step_back_on_right_press)
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
                    click_buttons,
                    press_arrows,
                    keyboard_menus.run_if(resource_exists::<ButtonInput<KeyCode>>),
                )
                    .chain()
                    .in_set(MenuSystems::Navigate),
                show_focus.in_set(MenuSystems::Show),
            ),
        );
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::game::theme::widgets::button;

    /// What the test buttons did, in order.
    #[derive(Resource, Default)]
    struct Done(Vec<&'static str>);

    /// Click sounds played.
    #[derive(Resource, Default)]
    struct Clicks(usize);

    fn count_clicks(mut sounds: MessageReader<PlaySound>, mut clicks: ResMut<Clicks>) {
        clicks.0 += sounds.read().count();
    }

    fn menu_app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, plugin))
            .init_state::<Menu>()
            .init_state::<Screen>()
            .add_message::<PlaySound>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<crate::game::input::input_map::InputMap>()
            .init_resource::<Done>()
            .init_resource::<Clicks>()
            .add_systems(Update, count_clicks.after(MenuSystems::Show));
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::Main);
        app.update();
        app
    }

    fn doing(what: &'static str) -> impl FnMut(On<Chosen>, ResMut<Done>) {
        move |_, mut done| done.0.push(what)
    }

    fn press(app: &mut App, key: KeyCode) {
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
    }

    fn done(app: &App) -> Vec<&'static str> {
        app.world().resource::<Done>().0.clone()
    }

    #[test]
    fn keys_choose_the_focused_button_and_esc_the_way_back() {
        let mut app = menu_app();
        let world = app.world_mut();
        world.spawn(button("first", doing("first"), 100.0));
        world.spawn(button("second", doing("second"), 100.0));
        world.spawn((button("back", doing("back"), 100.0), ChosenByEscape));
        app.update();
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::ArrowDown);
        press(&mut app, KeyCode::Space);
        press(&mut app, KeyCode::ArrowRight);
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Escape);
        assert_eq!(done(&app), ["first", "second", "back", "back"]);
        assert_eq!(app.world().resource::<Clicks>().0, 4, "every choice clicks");
    }

    #[test]
    fn left_and_right_step_a_focused_setting() {
        #[derive(Resource, Default)]
        struct SeenSteps(Vec<i8>);
        let mut app = menu_app();
        app.init_resource::<SeenSteps>();
        app.world_mut()
            .spawn((button("volume", doing("volume"), 100.0), Steps))
            .observe(|stepped: On<Stepped>, mut steps: ResMut<SeenSteps>| steps.0.push(stepped.by));
        app.world_mut().spawn(button("next", doing("next"), 100.0));
        app.update();
        press(&mut app, KeyCode::ArrowLeft);
        press(&mut app, KeyCode::ArrowRight);
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.world().resource::<SeenSteps>().0, [-1, 1]);
        assert_eq!(done(&app), ["volume"], "the focus stayed on the setting");
        assert_eq!(app.world().resource::<Clicks>().0, 3, "every step clicks");
        press(&mut app, KeyCode::Escape);
        assert_eq!(done(&app), ["volume"], "no way back: Esc does nothing");
    }

    #[test]
    fn a_press_chooses_the_button() {
        let mut app = menu_app();
        let b = app.world_mut().spawn(button("go", doing("go"), 100.0)).id();
        app.update();
        *app.world_mut().get_mut::<Interaction>(b).unwrap() = Interaction::Pressed;
        app.update();
        assert_eq!(done(&app), ["go"]);
        app.world_mut().despawn(b);
        app.update();
        let observers = app
            .world_mut()
            .query::<&Observer>()
            .iter(app.world())
            .count();
        assert_eq!(
            observers, 3,
            "only the click sounds' and the right button's observers are left"
        );
    }
}
