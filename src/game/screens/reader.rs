//! The menus, read: a button by its words, a choice row (`Label  < value >`) as a combo box
//! with its label and value, every other text of a screen as a label, and the reader's focus
//! on the button the keys focused.

use accesskit::{Node as AccessNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::ecs::entity::EntityHashSet;
use bevy::ecs::system::SystemParam;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::navigation::Focus;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::theme::choice_row::{Choice, split_choice};
use crate::game::theme::shades::MenuLayer;
use crate::game::theme::widgets::{ButtonAction, Tab};
use crate::game::view::reader::announce::{AnnounceSystems, Spoken};
use crate::game::view::reader::listening::{focus_reader_on, menus_have_the_keys, reader_listens};
use crate::i18n::Message;

/// Says `role`, `label` and `value` on `node`, touching it only if one of them changed (a
/// touched node is sent to the reader again).
pub fn describe(node: &mut Mut<AccessibilityNode>, role: Role, label: &str, value: Option<&str>) {
    let same = node.role() == role && node.label() == Some(label) && node.value() == value;
    if same {
        return;
    }
    node.set_role(role);
    node.set_label(label);
    match value {
        Some(value) => node.set_value(value),
        None => node.clear_value(),
    }
}

/// The words of `entity` and everything under it, in order, as one line.
fn words_under(entity: Entity, children: &Query<&Children>, texts: &Query<&Text>) -> String {
    let words = std::iter::once(entity)
        .chain(children.iter_descendants(entity))
        .filter_map(|part| texts.get(part).ok())
        .map(|text| text.0.trim())
        .filter(|text| !text.is_empty());
    words.collect::<Vec<_>>().join(" ")
}

/// A menu button: whether it is a choice row, and its node once it has one.
type MenuButton<'a> = (
    Entity,
    Option<&'a Choice>,
    Option<Mut<'a, AccessibilityNode>>,
);

/// A shown text and its node once it has one.
type ShownText<'a> = (
    Entity,
    &'a Text,
    &'a InheritedVisibility,
    Option<Mut<'a, AccessibilityNode>>,
);

/// Menu buttons the reader knows.
type ReadButtons = (With<ButtonAction>, With<AccessibilityNode>);

/// A UI text that is not a button's own.
type OutsideButtons = (With<Node>, Without<ButtonAction>, Without<Button>);

/// A text whose words, visibility or place changed since the reader last looked.
type TextChanged = Or<(
    Changed<Text>,
    Changed<InheritedVisibility>,
    Changed<ChildOf>,
)>;

/// Every button: a menu's, or one of play's (the power-up bar, Pause).
type AnyButton = Or<(With<ButtonAction>, With<Button>)>;

/// A button Bevy named again, or a choice row with a new value.
type ButtonTouched = Or<(Changed<Button>, Changed<Choice>)>;

/// A part whose words changed, or that came, went or moved under another.
type PartMoved = Or<(Changed<Text>, Changed<Children>, Changed<ChildOf>)>;

/// The buttons whose words may have changed since they were last named: new ones (and any
/// Bevy named again), choice rows with a new value, and those holding a text that changed,
/// moved or left.
#[derive(SystemParam)]
struct RenamedButtons<'w, 's> {
    touched: Query<'w, 's, Entity, (AnyButton, ButtonTouched)>,
    new_actions: Query<'w, 's, Entity, Added<ButtonAction>>,
    moved: Query<'w, 's, Entity, PartMoved>,
    parents: Query<'w, 's, &'static ChildOf>,
    buttons: Query<'w, 's, (), AnyButton>,
}

impl RenamedButtons<'_, '_> {
    fn collect(&self) -> EntityHashSet {
        let holder = |part: Entity| {
            std::iter::once(part)
                .chain(self.parents.iter_ancestors(part))
                .find(|&p| self.buttons.contains(p))
        };
        let mut renamed: EntityHashSet = self.touched.iter().collect();
        renamed.extend(self.new_actions.iter());
        renamed.extend(self.moved.iter().filter_map(holder));
        renamed
    }
}

/// Each menu button says its words; a choice row is a combo box with its label and value.
/// Only buttons whose words may have changed are looked at.
fn name_buttons(
    renamed: RenamedButtons,
    mut buttons: Query<MenuButton, AnyButton>,
    (children, texts): (Query<&Children>, Query<&Text>),
    mut commands: Commands,
) {
    for entity in renamed.collect() {
        let Ok((entity, choice, node)) = buttons.get_mut(entity) else {
            continue;
        };
        let (role, label, value) = match choice {
            // The value is in the name too: AT-SPI gives a combo box's value no voice of
            // its own here, and a reader says a focused node's new name when it changes.
            Some(choice) => {
                let (label, value) = split_choice(&choice.0);
                let name = if label.is_empty() {
                    value.to_string()
                } else {
                    format!("{label}: {value}")
                };
                (Role::ComboBox, name, Some(value.to_string()))
            }
            None => (Role::Button, words_under(entity, &children, &texts), None),
        };
        match node {
            Some(mut node) => describe(&mut node, role, &label, value.as_deref()),
            None => {
                let mut node = AccessNode::new(role);
                node.set_label(label);
                if let Some(value) = value {
                    node.set_value(value);
                }
                commands.entity(entity).try_insert(AccessibilityNode(node));
            }
        }
    }
}

/// A text shown on its own (not a button's words): a label the reader can find.
#[derive(Component, Debug)]
pub struct ReadText;

/// Every shown text outside a button is a label saying it; a text hidden or emptied leaves the
/// tree. Only texts that changed are looked at.
fn name_texts(
    mut texts: Query<ShownText, (OutsideButtons, TextChanged)>,
    read: Query<(), With<ReadText>>,
    parents: Query<&ChildOf>,
    buttons: Query<(), AnyButton>,
    mut commands: Commands,
) {
    for (entity, text, visible, node) in &mut texts {
        let in_button = parents.iter_ancestors(entity).any(|a| buttons.contains(a));
        let words = text.0.trim();
        let shown = visible.get() && !words.is_empty() && !in_button;
        match (shown, node) {
            // A label's name is its value (AccessKit's rule for labels).
            (true, Some(mut node)) if read.contains(entity) => {
                describe(&mut node, Role::Label, words, Some(words));
            }
            (true, _) => {
                let mut node = AccessNode::new(Role::Label);
                node.set_label(words);
                node.set_value(words);
                commands
                    .entity(entity)
                    .try_insert((ReadText, AccessibilityNode(node)));
            }
            (false, Some(_)) if read.contains(entity) => {
                commands
                    .entity(entity)
                    .try_remove::<(ReadText, AccessibilityNode)>();
            }
            _ => {}
        }
    }
}

/// A node whose visibility changed, or that was made or named since the reader last looked.
type NodeChanged = Or<(Changed<InheritedVisibility>, Changed<AccessibilityNode>)>;

/// What the player cannot see is hidden from the reader too (a screen's nodes kept hidden, a
/// layer under another), and so is a picture with no words (an ornament, a button's icon).
fn hide_the_unseen(
    mut nodes: Query<(&mut AccessibilityNode, &InheritedVisibility, Has<ImageNode>), NodeChanged>,
) {
    for (mut node, visible, picture) in &mut nodes {
        let wordless = picture && node.role() == Role::Image && node.label().is_none();
        let hidden = !visible.get() || wordless;
        if node.is_hidden() != hidden {
            match hidden {
                true => node.set_hidden(),
                false => node.clear_hidden(),
            }
        }
    }
}

/// The reader's focus follows the keys' focus through an open menu (or any screen of buttons
/// but play).
fn follow_menu_focus(
    focus: Res<Focus>,
    buttons: Query<(Entity, &Tab), ReadButtons>,
    mut reader_focus: ResMut<InputFocus>,
) {
    let mut order: Vec<(Tab, Entity)> = buttons.iter().map(|(e, t)| (*t, e)).collect();
    order.sort_by_key(|(tab, _)| *tab);
    let Some((_, focused)) = order.get(focus.0.min(order.len().saturating_sub(1))) else {
        // A screen without buttons: no focus, rather than one on a node that is gone (the
        // tree is not sent while the focus names a node it lacks).
        if reader_focus.get().is_some() {
            reader_focus.clear();
        }
        return;
    };
    focus_reader_on(&mut reader_focus, *focused);
}

/// A menu opened whose words the reader has not said yet.
#[derive(Resource, Debug, Default)]
struct OpenedUnsaid(bool);

fn note_opened_menu(mut unsaid: ResMut<OpenedUnsaid>) {
    unsaid.0 = true;
}

/// The menus that come over play or stop it, read whole when they open: what the player is
/// told there (a result, a reason, a card) is not on any button.
fn is_dialog(menu: Menu) -> bool {
    matches!(
        menu,
        Menu::Pause | Menu::Won | Menu::Lost | Menu::Stuck | Menu::RaceResult | Menu::SpecialCard
    )
}

/// The texts of a menu's layer as the player sees them, outside its buttons.
#[derive(SystemParam)]
struct LayerTexts<'w, 's> {
    children: Query<'w, 's, &'static Children>,
    parents: Query<'w, 's, &'static ChildOf>,
    texts: Query<'w, 's, &'static Text>,
    visibility: Query<'w, 's, &'static Visibility>,
    buttons: Query<'w, 's, (), AnyButton>,
}

impl LayerTexts<'_, '_> {
    /// The shown texts under `layer` that are not a button's, in the order they are laid out.
    fn words(&self, layer: Entity) -> Vec<String> {
        let in_a_button = |part: Entity| {
            std::iter::once(part)
                .chain(self.parents.iter_ancestors(part))
                .any(|p| self.buttons.contains(p))
        };
        self.children
            .iter_descendants_depth_first(layer)
            .filter_map(|part| Some((part, self.texts.get(part).ok()?.0.trim())))
            .filter(|&(part, words)| !words.is_empty() && !in_a_button(part) && !self.hidden(part))
            .map(|(_, words)| words.to_string())
            .collect()
    }

    /// Whether `part` is hidden, worked out from the parts themselves: the layer is new, and
    /// what is inherited is not worked out until later in the frame.
    fn hidden(&self, part: Entity) -> bool {
        std::iter::once(part)
            .chain(self.parents.iter_ancestors(part))
            .find_map(|p| match self.visibility.get(p) {
                Ok(Visibility::Hidden) => Some(true),
                Ok(Visibility::Visible) => Some(false),
                _ => None,
            })
            .unwrap_or(false)
    }
}

/// Says what a menu shows as it opens, once: a dialog's every text outside its buttons, any
/// other menu's title (its first text). The buttons are read as the focus reaches them.
fn say_opened_menu(
    mut unsaid: ResMut<OpenedUnsaid>,
    menu: Res<State<Menu>>,
    layers: Query<(Entity, &DespawnOnExit<Menu>), With<MenuLayer>>,
    (texts, words): (LayerTexts, Words),
    mut spoken: MessageWriter<Spoken>,
) {
    unsaid.0 = false;
    let menu = *menu.get();
    let Some((layer, _)) = layers.iter().find(|(_, on)| on.0 == menu) else {
        return;
    };
    let mut lines = texts.words(layer);
    lines.truncate(if is_dialog(menu) { lines.len() } else { 1 });
    if !lines.is_empty() {
        let said = lines.join(&words.t("reader-separator"));
        spoken.write(Spoken(Message::with(
            "reader-opened",
            [("words", said.into())],
        )));
    }
}

/// The menus, read.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .init_resource::<OpenedUnsaid>()
        .add_systems(
            PostUpdate,
            (
                (name_buttons, name_texts, hide_the_unseen).chain(),
                follow_menu_focus.run_if(menus_have_the_keys),
            )
                .chain()
                .run_if(reader_listens)
                .after(bevy::ui::UiSystems::PostLayout)
                .before(bevy::a11y::AccessibilitySystems::Update),
        )
        .add_systems(
            PostUpdate,
            (
                note_opened_menu.run_if(state_changed::<Menu>),
                say_opened_menu.run_if(reader_listens.and_then(|u: Res<OpenedUnsaid>| u.0)),
            )
                .chain()
                .before(AnnounceSystems),
        );
}
