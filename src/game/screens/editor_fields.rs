//! The editor's level page: every field of the level format that is not painted — name and
//! Chinese name, identity, time limit, stars, seed, difficulty, gravity, "any flower", a
//! painted board of one's own, power-ups — and the pack saves go into. Each field shows what
//! `lianliankan check` says of it as the designer types: the level is checked in the background
//! (the same reading and deal as `check`), and each problem is shown under the field it is
//! about.

use std::collections::BTreeMap;
use std::path::Path;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use bevy::window::{Ime, PrimaryWindow};

use super::editor::{
    EditAction, Editor, EditorActed, EditorPage, EditorSystems, LevelPageRoot, OnPage, panel_button,
};
use crate::engine::deal::{DealError, Difficulty};
use crate::engine::grid::char_from_kind;
use crate::game::logic::levels::LevelPack;
use crate::game::logic::power_ups::PowerUps;
use crate::game::logic::screen::Screen;
use crate::game::logic::words::Words;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette::{self, editor as colours};
use crate::i18n::Language;
use crate::level::{self, Level, LevelField};

/// A field typed into.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    /// The name (English, and the name for every language without its own).
    Name,
    /// The name in Chinese.
    ChineseName,
    /// The identity progress is kept under (the file's name when empty).
    Id,
    /// Seconds to clear the board (no limit when empty).
    TimeLimit,
    /// Points for one, two and three stars (0, 1, 2).
    Star(u8),
    /// The seed every deal uses (a new deal each time when empty).
    Seed,
    /// How hard deals are, 0 to 1.
    Difficulty,
}

impl Field {
    /// Every field, in the order Tab moves through them.
    pub const ALL: [Field; 9] = [
        Field::Name,
        Field::ChineseName,
        Field::Id,
        Field::TimeLimit,
        Field::Star(0),
        Field::Star(1),
        Field::Star(2),
        Field::Seed,
        Field::Difficulty,
    ];

    /// The field of the level file this field writes.
    pub fn file_field(self) -> LevelField {
        match self {
            Field::Name => LevelField::Name,
            Field::ChineseName => LevelField::Names,
            Field::Id => LevelField::Id,
            Field::TimeLimit => LevelField::TimeLimit,
            Field::Star(_) => LevelField::Stars,
            Field::Seed => LevelField::Seed,
            Field::Difficulty => LevelField::Difficulty,
        }
    }

    /// The field's value as the level has it.
    pub fn value(self, editor: &Editor) -> String {
        let l = &editor.level;
        match self {
            Field::Name => l.name.clone(),
            Field::ChineseName => l.names.get("zh").cloned().unwrap_or_default(),
            Field::Id => l.id.clone().unwrap_or_default(),
            Field::TimeLimit => l.time_limit.map_or_else(String::new, |t| t.to_string()),
            Field::Star(i) => l.stars[usize::from(i)].to_string(),
            Field::Seed => l.seed.map_or_else(String::new, |s| s.to_string()),
            Field::Difficulty => l.difficulty.0.to_string(),
        }
    }

    /// Sets the field from what was typed; the message key of what was expected when the text
    /// cannot be such a value (the level's own checks say the rest).
    pub fn set(self, text: &str, editor: &mut Editor) -> Result<(), &'static str> {
        let t = text.trim();
        let number = |t: &str| t.parse::<u64>().map_err(|_| "field-expected-whole");
        match self {
            Field::Name => editor.edit(|e| e.level.name = text.to_string()),
            Field::ChineseName => editor.edit(|e| {
                if t.is_empty() {
                    e.level.names.remove("zh");
                } else {
                    e.level.names.insert("zh".into(), text.to_string());
                }
            }),
            Field::Id => editor.edit(|e| e.level.id = (!t.is_empty()).then(|| t.to_string())),
            Field::TimeLimit => {
                let limit = match t {
                    "" => None,
                    t => Some(u32::try_from(number(t)?).map_err(|_| "field-expected-whole")?),
                };
                editor.edit(|e| e.level.time_limit = limit);
            }
            Field::Star(i) => {
                let points = match t {
                    "" => None,
                    t => Some(u32::try_from(number(t)?).map_err(|_| "field-expected-whole")?),
                };
                editor.edit(|e| match points {
                    Some(p) => e.set_star(usize::from(i), p),
                    None => e.default_stars(),
                });
            }
            Field::Seed => {
                let seed = match t {
                    "" => None,
                    t => Some(number(t)?),
                };
                editor.edit(|e| e.level.seed = seed);
            }
            Field::Difficulty => {
                let d = match t {
                    "" => Difficulty::default(),
                    t => Difficulty(t.parse::<f32>().map_err(|_| "field-expected-fraction")?),
                };
                editor.edit(|e| e.level.difficulty = d);
            }
        }
        Ok(())
    }

    fn label_key(self) -> &'static str {
        match self {
            Field::Name => "field-name",
            Field::ChineseName => "field-name-zh",
            Field::Id => "field-id",
            Field::TimeLimit => "field-time-limit",
            Field::Star(_) => "field-stars",
            Field::Seed => "field-seed",
            Field::Difficulty => "field-difficulty",
        }
    }

    /// What an empty field means, shown dimmed.
    fn empty_key(self) -> Option<&'static str> {
        match self {
            Field::ChineseName => Some("field-empty-name-zh"),
            Field::Id => Some("field-empty-id"),
            Field::TimeLimit => Some("field-empty-time"),
            Field::Seed => Some("field-empty-seed"),
            _ => None,
        }
    }
}

/// The field being typed in, and its text.
#[derive(Resource, Debug, Default, Clone)]
pub struct Typing {
    /// The field with the keyboard, if any.
    pub field: Option<Field>,
    /// What it holds.
    pub text: String,
    /// Text an input method is composing, not yet committed.
    pub composing: String,
    /// Why the text is not a value of the field (a message key).
    pub error: Option<&'static str>,
}

/// What `check` says of the level in the editor, worked out in the background.
#[derive(Resource, Debug, Default)]
pub struct FieldChecks {
    /// The text last checked.
    checked: String,
    /// The check under way, and the text it checks.
    task: Option<(String, Task<CheckResult>)>,
    /// The last answer.
    pub result: Option<CheckResult>,
}

/// Problems by the key of the level file's field they are about, and whether the level deals.
#[derive(Debug, Default, Clone)]
pub struct CheckResult {
    /// Each problem's message, under the key of its field (`""` for the file as a whole).
    pub by_key: BTreeMap<&'static str, Vec<String>>,
    /// The deal `check` makes: `None` when the level does not read.
    pub deal: Option<Result<f64, DealError>>,
}

impl CheckResult {
    /// Problems in all.
    pub fn count(&self) -> usize {
        self.by_key.values().map(Vec::len).sum::<usize>()
            + usize::from(matches!(self.deal, Some(Err(_))))
    }
}

/// Reads and deals `text` as `check` does; each problem in `language`, filed under its key.
pub fn check_text(text: &str, language: Language) -> CheckResult {
    let report = level::check_loaded(Path::new("level.ron"), Level::from_ron(text, "level.ron"));
    let mut result = CheckResult::default();
    match &report.level {
        Err(e) => {
            for p in &e.problems {
                let key = p.field.map_or("", LevelField::key);
                result
                    .by_key
                    .entry(key)
                    .or_default()
                    .push(p.message.text(language));
            }
        }
        Ok(_) => {
            result.deal = report.deal.map(|d| d.map(|t| t.as_secs_f64() * 1e3));
        }
    }
    result
}

/// A value chosen with a button, shown beside it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    Gravity,
    ChineseStyle,
    Board,
    KindBrush,
    PowerUp(usize),
    Pack,
}

/// The text of a field's box.
#[derive(Component, Debug, Clone, Copy)]
struct FieldText(Field);

/// Problems of one field of the level file, under the page's row for it.
#[derive(Component, Debug, Clone, Copy)]
struct ProblemsOf(LevelField);

/// The check's summary line.
#[derive(Component, Debug)]
struct CheckLine;

const LABEL_WIDTH: f32 = 96.0;
const TEXT_SIZE: f32 = 14.0;

/// A compact button of the page that performs `action`; `label` is its text's bundle.
fn compact_button(action: EditAction, label: impl Bundle) -> impl Bundle {
    panel_button(
        action,
        label,
        TEXT_SIZE,
        UiRect::axes(px(7.0), px(3.0)),
        5.0,
    )
}

/// A button that says what it does.
fn small_button(label: &str, action: EditAction) -> impl Bundle {
    compact_button(action, Text::new(label))
}

/// A button whose label is a value it changes.
fn value_button(shown: Shown, action: EditAction) -> impl Bundle {
    compact_button(action, (shown, Text::new("")))
}

/// One line of the page: a fixed height, so labels and boxes line up in every language.
fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        align_items: AlignItems::Center,
        column_gap: px(5.0),
        height: px(24.0),
        ..default()
    }
}

fn field_label(text: String) -> impl Bundle {
    (
        Text::new(text),
        // One line: text that may break between any two characters (Chinese) would
        // otherwise be measured as several.
        TextLayout::no_wrap(),
        TextFont::from_font_size(TEXT_SIZE),
        TextColor(colours::TEXT),
        Node {
            width: px(LABEL_WIDTH),
            ..default()
        },
    )
}

fn field_box(field: Field, width: f32) -> impl Bundle {
    (
        Button,
        field,
        Node {
            width: px(width),
            height: px(22.0),
            align_items: AlignItems::Center,
            padding: UiRect::horizontal(px(5.0)),
            border: UiRect::all(px(1.0)),
            border_radius: BorderRadius::all(px(4.0)),
            overflow: Overflow::clip(),
            ..default()
        },
        BoxColours::new(colours::GRID_BACK, colours::BUTTON),
        children![(
            FieldText(field),
            Text::new(""),
            TextLayout::no_wrap(),
            TextFont::from_font_size(TEXT_SIZE),
            TextColor(colours::TEXT),
        )],
    )
}

fn problems(field: LevelField) -> impl Bundle {
    (
        ProblemsOf(field),
        Text::new(""),
        TextFont::from_font_size(12.0),
        TextColor(palette::PROBLEM),
        Node {
            display: Display::None,
            ..default()
        },
    )
}

/// Fills the level page once the editor's panel has made it.
fn build_level_page(
    roots: Query<Entity, Added<LevelPageRoot>>,
    registry: Option<Res<PowerUps>>,
    words: Words,
    mut commands: Commands,
) {
    for root in &roots {
        commands.entity(root).with_children(|page| {
            for field in [Field::Name, Field::ChineseName, Field::Id, Field::TimeLimit] {
                page.spawn(row()).with_children(|r| {
                    r.spawn(field_label(words.t(field.label_key())));
                    r.spawn(field_box(field, 170.0));
                });
                page.spawn(problems(field.file_field()));
            }
            page.spawn(row()).with_children(|r| {
                r.spawn(field_label(words.t("field-stars")));
                for i in 0..3 {
                    r.spawn(field_box(Field::Star(i), 52.0));
                }
            });
            page.spawn(problems(LevelField::Stars));
            for field in [Field::Seed, Field::Difficulty] {
                page.spawn(row()).with_children(|r| {
                    r.spawn(field_label(words.t(field.label_key())));
                    r.spawn(field_box(field, 170.0));
                });
                page.spawn(problems(field.file_field()));
            }
            for (label, shown, action, field) in [
                (
                    "field-gravity",
                    Shown::Gravity,
                    EditAction::CycleGravity,
                    LevelField::Gravity,
                ),
                (
                    "field-chinese-style",
                    Shown::ChineseStyle,
                    EditAction::CycleChineseStyle,
                    LevelField::ChineseStyle,
                ),
                (
                    "field-board",
                    Shown::Board,
                    EditAction::ToggleFixed,
                    LevelField::Fixed,
                ),
            ] {
                page.spawn(row()).with_children(|r| {
                    r.spawn(field_label(words.t(label)));
                    r.spawn(value_button(shown, action));
                });
                page.spawn(problems(field));
            }
            page.spawn(row()).with_children(|r| {
                r.spawn(field_label(words.t("field-kind-brush")));
                r.spawn(small_button("-", EditAction::KindBrush(-1)));
                r.spawn((
                    Shown::KindBrush,
                    Text::new(""),
                    TextFont::from_font_size(TEXT_SIZE),
                    TextColor(colours::TEXT),
                ));
                r.spawn(small_button("+", EditAction::KindBrush(1)));
            });
            page.spawn((
                Text::new(words.t("field-power-ups")),
                TextLayout::no_wrap(),
                TextFont::from_font_size(TEXT_SIZE),
                TextColor(colours::TEXT),
            ));
            page.spawn(Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::flex(2, 1.0),
                column_gap: px(6.0),
                row_gap: px(3.0),
                ..default()
            })
            .with_children(|grid| {
                let registry = registry.as_deref().map_or(&[][..], |r| r.0.as_slice());
                for (i, info) in registry.iter().enumerate() {
                    grid.spawn(row()).with_children(|r| {
                        r.spawn((
                            Text::new(words.power_up_title(info.name, info.title)),
                            TextLayout::no_wrap(),
                            TextFont::from_font_size(13.0),
                            TextColor(colours::TEXT),
                            Node {
                                width: px(64.0),
                                ..default()
                            },
                        ));
                        r.spawn(small_button("-", EditAction::PowerUp(i, -1)));
                        r.spawn((
                            Shown::PowerUp(i),
                            Text::new(""),
                            TextFont::from_font_size(TEXT_SIZE),
                            TextColor(colours::TEXT),
                        ));
                        r.spawn(small_button("+", EditAction::PowerUp(i, 1)));
                    });
                }
            });
            page.spawn(problems(LevelField::PowerUps));
            page.spawn(row()).with_children(|r| {
                r.spawn(field_label(words.t("field-pack")));
                r.spawn(value_button(Shown::Pack, EditAction::CyclePack));
                r.spawn(small_button(
                    &words.t("field-new-pack"),
                    EditAction::NewPack,
                ));
            });
            page.spawn((
                CheckLine,
                Text::new(""),
                TextFont::from_font_size(13.0),
                TextColor(colours::MESSAGE),
            ));
        });
    }
}

/// Shows the page chosen.
fn show_page(page: Res<EditorPage>, mut containers: Query<(&OnPage, &mut Node)>) {
    for (on, mut node) in &mut containers {
        let display = if on.0 == *page {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
}

/// Switches pages on the page buttons and F2 (the editor's own actions carry out the rest).
fn switch_page(mut acted: MessageReader<EditorActed>, mut page: ResMut<EditorPage>) {
    for EditorActed(action) in acted.read() {
        if let EditAction::ShowPage(to) = *action {
            *page = to;
        }
    }
}

/// A click on a field gives it the keyboard; a click anywhere else takes it away.
fn focus_fields(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    boxes: Query<(&Interaction, &Field)>,
    mut typing: ResMut<Typing>,
    mut editor: ResMut<Editor>,
) {
    let clicked = boxes
        .iter()
        .find(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, f)| *f);
    let pressed_elsewhere = mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    match clicked {
        Some(field) if typing.field != Some(field) => focus(&mut typing, &mut editor, Some(field)),
        None if pressed_elsewhere && typing.field.is_some() => {
            focus(&mut typing, &mut editor, None);
        }
        _ => {}
    }
}

/// An input method (Chinese names) composes only while a field has the keyboard, however it
/// got or lost it (a click, Tab, Enter, Esc).
fn follow_with_input_method(
    typing: Res<Typing>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !typing.is_changed() {
        return;
    }
    let wanted = typing.field.is_some();
    for mut window in &mut windows {
        if window.ime_enabled != wanted {
            window.ime_enabled = wanted;
        }
    }
}

/// Gives `field` the keyboard (or none), starting from the level's value.
fn focus(typing: &mut Typing, editor: &mut Editor, field: Option<Field>) {
    typing.field = field;
    typing.text = field.map_or_else(String::new, |f| f.value(editor));
    typing.composing.clear();
    typing.error = None;
    editor.typing(false);
    editor.typing(field.is_some());
}

/// Keys typed go into the field with the keyboard: text, Backspace, Enter or Esc to finish,
/// Tab to the next field. Every change is applied to the level at once.
fn type_in_fields(
    mut keys: MessageReader<KeyboardInput>,
    mut ime: MessageReader<Ime>,
    held: Option<Res<ButtonInput<KeyCode>>>,
    mut typing: ResMut<Typing>,
    mut editor: ResMut<Editor>,
) {
    let Some(field) = typing.field else {
        keys.clear();
        ime.clear();
        return;
    };
    let ctrl = held.is_some_and(|k| k.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]));
    let mut changed = false;
    let mut next = Some(field);
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        match &key.logical_key {
            Key::Backspace => changed |= typing.text.pop().is_some(),
            Key::Enter | Key::Escape => next = None,
            Key::Tab => {
                let at = Field::ALL.iter().position(|f| *f == field).unwrap_or(0);
                next = Some(Field::ALL[(at + 1) % Field::ALL.len()]);
            }
            _ if ctrl => {}
            _ => {
                if let Some(text) = &key.text {
                    let text: String = text.chars().filter(|c| !c.is_control()).collect();
                    if !text.is_empty() && typing.text.chars().count() < 64 {
                        typing.text.push_str(&text);
                        changed = true;
                    }
                }
            }
        }
    }
    for event in ime.read() {
        match event {
            Ime::Preedit { value, .. } => typing.composing.clone_from(value),
            Ime::Commit { value, .. } => {
                typing.text.push_str(value);
                typing.composing.clear();
                changed = true;
            }
            _ => {}
        }
    }
    if changed {
        let text = typing.text.clone();
        typing.error = field.set(&text, &mut editor).err();
    }
    if next != Some(field) {
        focus(&mut typing, &mut editor, next);
    }
}

/// Grants one more or fewer of a power-up (by its place in the game's list).
fn grant_power_ups(
    mut acted: MessageReader<EditorActed>,
    registry: Option<Res<PowerUps>>,
    mut editor: ResMut<Editor>,
) {
    for EditorActed(action) in acted.read() {
        let EditAction::PowerUp(i, d) = *action else {
            continue;
        };
        let Some(info) = registry.as_deref().and_then(|r| r.0.get(i)) else {
            continue;
        };
        let name = info.name.to_string();
        editor.edit(|e| {
            let now = e.level.power_ups.get(&name).copied().unwrap_or(0);
            let count =
                (i64::from(now) + i64::from(d)).clamp(0, i64::from(level::MAX_POWER_UP_COUNT));
            if count == 0 {
                e.level.power_ups.remove(&name);
            } else {
                e.level.power_ups.insert(name, count as u32);
            }
        });
    }
}

/// Checks the level in the background whenever its text changes; a newer text drops the
/// check of an older one.
fn check_in_background(editor: Res<Editor>, words: Words, mut checks: ResMut<FieldChecks>) {
    // Polled without marking the checks changed: the page is shown again only when an answer
    // comes or the level changes.
    let polled = checks.bypass_change_detection();
    if let Some((text, task)) = &mut polled.task
        && let Some(result) = block_on(future::poll_once(task))
    {
        let text = std::mem::take(text);
        checks.task = None;
        checks.checked = text;
        checks.result = Some(result);
    }
    if !editor.is_changed() && !words.changed() {
        return;
    }
    let text = editor.text();
    let under_way = checks.task.as_ref().is_some_and(|(t, _)| *t == text);
    if (checks.checked == text && !words.changed()) || under_way {
        return;
    }
    let language = words.language();
    let task_text = text.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { check_text(&task_text, language) });
    checks.bypass_change_detection().task = Some((text, task));
}

/// Whether anything the page shows may have changed.
fn page_changed(
    editor: Res<Editor>,
    typing: Res<Typing>,
    checks: Res<FieldChecks>,
    words: Words,
    new: Query<(), Added<CheckLine>>,
) -> bool {
    editor.is_changed()
        || typing.is_changed()
        || checks.is_changed()
        || words.changed()
        || !new.is_empty()
}

/// Each field shows the level's value, or the text typed in it while it has the keyboard.
fn show_field_texts(
    editor: Res<Editor>,
    typing: Res<Typing>,
    words: Words,
    mut texts: Query<(&FieldText, &mut Text, &mut TextColor)>,
    mut boxes: Query<(&Field, &mut BoxColours)>,
) {
    for (field, mut paint) in &mut boxes {
        let edge = if typing.field == Some(*field) {
            colours::CURSOR
        } else {
            colours::BUTTON
        };
        paint.set_if_neq(BoxColours::new(colours::GRID_BACK, edge));
    }
    for (FieldText(field), mut text, mut colour) in &mut texts {
        let (value, dim) = if typing.field == Some(*field) {
            (format!("{}{}|", typing.text, typing.composing), false)
        } else {
            let value = field.value(&editor);
            match field.empty_key().filter(|_| value.is_empty()) {
                Some(key) => (words.t(key), true),
                None => (value, false),
            }
        };
        // Written only when it changes: a changed text is laid out again.
        if text.0 != value {
            text.0 = value;
        }
        colour.set_if_neq(TextColor(if dim {
            palette::TEXT_DIM
        } else {
            colours::TEXT
        }));
    }
}

/// Values chosen with buttons.
fn show_values(
    editor: Res<Editor>,
    pack: Option<Res<LevelPack>>,
    registry: Option<Res<PowerUps>>,
    words: Words,
    mut shown: Query<(&Shown, &mut Text)>,
) {
    let level = &editor.level;
    for (what, mut text) in &mut shown {
        let value = match what {
            Shown::Gravity => words.t(&format!("gravity-{}", level.rules.gravity.name())),
            Shown::ChineseStyle => words.t(match level.chinese_style {
                None => "field-chinese-choice",
                Some(true) => "value-on",
                Some(false) => "value-off",
            }),
            Shown::Board => words.t(if level.fixed.is_some() {
                "field-board-painted"
            } else {
                "field-board-dealt"
            }),
            Shown::KindBrush => format!(
                "{} ({})",
                char_from_kind(editor.kind_brush),
                editor.kind_brush + 1
            ),
            Shown::PowerUp(i) => {
                let name = registry
                    .as_deref()
                    .and_then(|r| r.0.get(*i))
                    .map_or("", |p| p.name);
                level.power_ups.get(name).copied().unwrap_or(0).to_string()
            }
            Shown::Pack => match &editor.target {
                None => words.t("field-pack-new"),
                Some(dir) => pack
                    .as_deref()
                    .and_then(|p| p.packs.iter().find(|p| &p.about.dir == dir))
                    .map_or_else(
                        || crate::pack::pack_key(dir),
                        |p| p.about.info.name_in(words.language().code()).to_string(),
                    ),
            },
        };
        if text.0 != value {
            text.0 = value;
        }
    }
}

/// Under each field, what the check found in its part of the file (and a typed value that
/// is not a value of the field).
fn show_problems(
    typing: Res<Typing>,
    checks: Res<FieldChecks>,
    words: Words,
    mut problems: Query<(&ProblemsOf, &mut Text, &mut Node)>,
) {
    let empty = CheckResult::default();
    let result = checks.result.as_ref().unwrap_or(&empty);
    for (&ProblemsOf(field), mut text, mut node) in &mut problems {
        let mut lines: Vec<String> = (result.by_key.get(field.key()).cloned()).unwrap_or_default();
        if let Some(error) = typing.error
            && typing.field.is_some_and(|f| f.file_field() == field)
        {
            lines.insert(0, words.t(error));
        }
        let display = if lines.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != display {
            node.display = display;
        }
        let lines = lines.join("\n");
        if text.0 != lines {
            text.0 = lines;
        }
    }
}

/// The check's summary: checking, good (and how long the deal took), or how many problems,
/// with the problems no row of the page shows (the board's own: layout, kinds, turns; the
/// file's as a whole) spelled out.
fn show_check_line(
    checks: Res<FieldChecks>,
    words: Words,
    rows: Query<&ProblemsOf>,
    mut line: Query<&mut Text, With<CheckLine>>,
) {
    let empty = CheckResult::default();
    let result = checks.result.as_ref().unwrap_or(&empty);
    let shown: Vec<&str> = rows.iter().map(|row| row.0.key()).collect();
    let elsewhere = result
        .by_key
        .iter()
        .filter(|(k, _)| !shown.contains(k))
        .flat_map(|(_, v)| v.iter().cloned());
    let summary = match (&result.deal, checks.result.is_some()) {
        (_, false) => words.t("field-checking"),
        (Some(Ok(ms)), _) => words.t_with("field-check-good", &[("ms", format!("{ms:.1}").into())]),
        (Some(Err(e)), _) => words.t_with(
            "field-check-no-deal",
            &[("error", words.deal_error(e).into())],
        ),
        (None, _) => words.t_with("field-check-problems", &[("count", result.count().into())]),
    };
    let all = std::iter::once(summary)
        .chain(elsewhere)
        .collect::<Vec<_>>()
        .join("\n");
    for mut text in &mut line {
        if text.0 != all {
            text.0.clone_from(&all);
        }
    }
}

/// Leaving the editor leaves no field with the keyboard.
fn drop_focus(mut typing: ResMut<Typing>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    *typing = Typing::default();
    for mut window in &mut windows {
        window.ime_enabled = false;
    }
}

/// The level page of the editor.
pub fn plugin(app: &mut App) {
    app.init_resource::<Typing>()
        .init_resource::<FieldChecks>()
        .add_systems(OnExit(Screen::Editor), drop_focus)
        .add_systems(
            Update,
            (
                (build_level_page, focus_fields).in_set(EditorSystems::Input),
                (
                    switch_page,
                    grant_power_ups,
                    type_in_fields.run_if(
                        resource_exists::<Messages<KeyboardInput>>
                            .and_then(resource_exists::<Messages<Ime>>),
                    ),
                )
                    .in_set(EditorSystems::Act),
                (
                    show_page,
                    follow_with_input_method,
                    check_in_background,
                    (
                        show_field_texts,
                        show_values,
                        show_problems,
                        show_check_line,
                    )
                        .run_if(page_changed),
                )
                    .chain()
                    .in_set(EditorSystems::Show),
            )
                .run_if(in_state(Screen::Editor)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_are_filed_under_the_key_of_their_field() {
        let text = "(\n    name: \"\",\n    names: {\n        \"zh\": \"\",\n    },\n    layout: [\"xxx\"],\n    time_limit: 0,\n)\n";
        let result = check_text(text, Language::English);
        for key in ["name", "names", "layout", "time_limit"] {
            assert!(result.by_key.contains_key(key), "{key}: {result:?}");
        }
        assert_eq!(result.deal, None, "a level that does not read is not dealt");
        let good = check_text("(name: \"Two\", layout: [\"xxxx\"])", Language::English);
        assert!(good.by_key.is_empty(), "{good:?}");
        assert!(matches!(good.deal, Some(Ok(_))), "{good:?}");
    }

    #[test]
    fn typed_values_are_read_or_refused_with_what_was_expected() {
        let mut editor = Editor::default();
        assert_eq!(Field::TimeLimit.set("90", &mut editor), Ok(()));
        assert_eq!(editor.level.time_limit, Some(90));
        assert_eq!(
            Field::TimeLimit.set("9o", &mut editor),
            Err("field-expected-whole")
        );
        assert_eq!(
            editor.level.time_limit,
            Some(90),
            "a bad value changes nothing"
        );
        assert_eq!(Field::TimeLimit.set("", &mut editor), Ok(()));
        assert_eq!(editor.level.time_limit, None);
        Field::ChineseName.set("心形", &mut editor).unwrap();
        assert_eq!(editor.level.name_in("zh"), "心形");
        Field::Star(2).set("5000", &mut editor).unwrap();
        assert_eq!(editor.level.stars[2], 5000);
        Field::Difficulty.set("0.25", &mut editor).unwrap();
        assert_eq!(Field::Difficulty.value(&editor), "0.25");
        assert_eq!(
            Field::Seed.set("-1", &mut editor),
            Err("field-expected-whole")
        );
    }
}
