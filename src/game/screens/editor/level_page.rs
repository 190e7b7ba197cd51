//! The editor's level page: every field of the level format that is not painted — name and
//! Chinese name, identity, time limit, stars, seed, difficulty, gravity, "any flower", sliding
//! tiles, a painted board of one's own, the goal (`goal_edit`), power-ups — and the pack saves
//! go into. Each field shows what
//! `lianliankan check` says of it as the designer types, each problem under the field it is
//! about (see `checks`); typing is in `fields`.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::window::Ime;

use super::checks::{self, CheckLine, FieldChecks, problems};
use super::commands::{EditAction, EditorCommand};
use super::fields::{self, Field, Typing};
use super::goal_edit::{self, GoalEdit};
use super::model::Edit;
use super::panel::{LevelPageRoot, panel_button};
use super::state::{Editor, EditorSystems};
use crate::engine::grid::char_from_kind;
use crate::formats::level::LevelField;
use crate::game::content::levels::LevelPack;
use crate::game::content::words::Words;
use crate::game::core::power_ups::{PowerUpInfo, PowerUps};
use crate::game::core::screen::Screen;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette::{self, editor as colours};

/// A value chosen with a button, shown beside it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    Gravity,
    ChineseStyle,
    TilesSlide,
    Board,
    KindBrush,
    GoalAim,
    GoalPairs,
    GoalLinks,
    PowerUp(usize),
    Pack,
}

/// The text of a field's box.
#[derive(Component, Debug, Clone, Copy)]
struct FieldText(Field);

const LABEL_WIDTH: f32 = 96.0;
const TEXT_SIZE: f32 = 14.0;

/// A compact button of the page that performs `action`; `label` is its text's bundle.
fn compact_button(action: impl Into<EditAction>, label: impl Bundle) -> impl Bundle {
    panel_button(
        action.into(),
        label,
        TEXT_SIZE,
        UiRect::axes(px(7.0), px(3.0)),
        5.0,
    )
}

/// A button that says what it does.
fn small_button(label: &str, action: impl Into<EditAction>) -> impl Bundle {
    compact_button(action, Text::new(label))
}

/// A button whose label is a value it changes.
fn value_button(shown: Shown, action: impl Into<EditAction>) -> impl Bundle {
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

/// Fills the level page once the editor's panel has made it.
fn build_level_page(
    roots: Query<Entity, Added<LevelPageRoot>>,
    registry: Option<Res<PowerUps>>,
    words: Words,
    mut commands: Commands,
) {
    let registry = registry.as_deref().map_or(&[][..], |r| r.as_slice());
    for root in &roots {
        commands.entity(root).with_children(|page| {
            spawn_typed_fields(page, &words);
            spawn_chosen_values(page, &words);
            spawn_goal(page, &words);
            spawn_power_ups(page, registry, &words);
            spawn_pack_row(page, &words);
            page.spawn((
                CheckLine,
                Text::new(""),
                TextFont::from_font_size(13.0),
                TextColor(colours::MESSAGE),
            ));
        });
    }
}

/// A labelled row holding a field's box, with the problems of its field under it.
fn spawn_field_row(page: &mut ChildSpawnerCommands, field: Field, words: &Words) {
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t(field.label_key())));
        r.spawn(field_box(field, 170.0));
    });
    page.spawn(problems(field.file_field()));
}

/// The fields typed into: names, identity, time limit, the three star scores, seed and
/// difficulty.
fn spawn_typed_fields(page: &mut ChildSpawnerCommands, words: &Words) {
    for field in [Field::Name, Field::ChineseName, Field::Id, Field::TimeLimit] {
        spawn_field_row(page, field, words);
    }
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-stars")));
        for i in 0..3 {
            r.spawn(field_box(Field::Star(i), 52.0));
        }
    });
    page.spawn(problems(LevelField::Stars));
    for field in [Field::Seed, Field::Difficulty] {
        spawn_field_row(page, field, words);
    }
}

/// The values chosen with buttons: gravity, "any flower", sliding tiles, the board, and the
/// kind brush.
fn spawn_chosen_values(page: &mut ChildSpawnerCommands, words: &Words) {
    for (label, shown, edit, field) in [
        (
            "field-gravity",
            Shown::Gravity,
            Edit::CycleGravity,
            LevelField::Gravity,
        ),
        (
            "field-chinese-style",
            Shown::ChineseStyle,
            Edit::CycleChineseStyle,
            LevelField::ChineseStyle,
        ),
        (
            "field-tiles-slide",
            Shown::TilesSlide,
            Edit::ToggleTilesSlide,
            LevelField::TilesSlide,
        ),
        (
            "field-board",
            Shown::Board,
            Edit::ToggleFixed,
            LevelField::Fixed,
        ),
    ] {
        page.spawn(row()).with_children(|r| {
            r.spawn(field_label(words.t(label)));
            r.spawn(value_button(shown, edit));
        });
        page.spawn(problems(field));
    }
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-kind-brush")));
        r.spawn(small_button("-", Edit::KindBrush(-1)));
        r.spawn((
            Shown::KindBrush,
            Text::new(""),
            TextFont::from_font_size(TEXT_SIZE),
            TextColor(colours::TEXT),
        ));
        r.spawn(small_button("+", Edit::KindBrush(1)));
    });
}

/// The goal: its aim, the pairs and kind a "pairs of one kind" aim asks for, and the links
/// allowed, with its problems under them.
fn spawn_goal(page: &mut ChildSpawnerCommands, words: &Words) {
    let goal = |edit| Edit::Goal(edit);
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-goal")));
        r.spawn(value_button(Shown::GoalAim, goal(GoalEdit::CycleAim)));
    });
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-goal-pairs")));
        r.spawn(small_button("-", goal(GoalEdit::Pairs(-1))));
        r.spawn(shown_value(Shown::GoalPairs));
        r.spawn(small_button("+", goal(GoalEdit::Pairs(1))));
        r.spawn(small_button("<", goal(GoalEdit::Kind(-1))));
        r.spawn(small_button(">", goal(GoalEdit::Kind(1))));
    });
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-goal-links")));
        r.spawn(small_button("-", goal(GoalEdit::Links(-1))));
        r.spawn(shown_value(Shown::GoalLinks));
        r.spawn(small_button("+", goal(GoalEdit::Links(1))));
    });
    page.spawn(problems(LevelField::Goal));
}

/// A value shown between its buttons.
fn shown_value(shown: Shown) -> impl Bundle {
    (
        shown,
        Text::new(""),
        TextLayout::no_wrap(),
        TextFont::from_font_size(TEXT_SIZE),
        TextColor(colours::TEXT),
    )
}

/// Each power-up of the game's list, with buttons to grant more or fewer.
fn spawn_power_ups(page: &mut ChildSpawnerCommands, registry: &[PowerUpInfo], words: &Words) {
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
        for (i, info) in registry.iter().enumerate() {
            grid.spawn(row()).with_children(|r| {
                r.spawn((
                    Text::new(words.power_up_title(info.id, info.title)),
                    TextLayout::no_wrap(),
                    TextFont::from_font_size(13.0),
                    TextColor(colours::TEXT),
                    Node {
                        width: px(64.0),
                        ..default()
                    },
                ));
                r.spawn(small_button("-", EditorCommand::PowerUp(i, -1)));
                r.spawn((
                    Shown::PowerUp(i),
                    Text::new(""),
                    TextFont::from_font_size(TEXT_SIZE),
                    TextColor(colours::TEXT),
                ));
                r.spawn(small_button("+", EditorCommand::PowerUp(i, 1)));
            });
        }
    });
    page.spawn(problems(LevelField::PowerUps));
}

/// The pack saves go into, and a button to make a new one.
fn spawn_pack_row(page: &mut ChildSpawnerCommands, words: &Words) {
    page.spawn(row()).with_children(|r| {
        r.spawn(field_label(words.t("field-pack")));
        r.spawn(value_button(Shown::Pack, EditorCommand::CyclePack));
        r.spawn(small_button(
            &words.t("field-new-pack"),
            EditorCommand::NewPack,
        ));
    });
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
            Shown::TilesSlide => words.t(if level.rules.tiles_slide {
                "value-on"
            } else {
                "value-off"
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
            Shown::GoalAim => words.say(&goal_edit::aim_words(&level.goal)),
            Shown::GoalPairs => goal_edit::pairs_text(&level.goal).unwrap_or_else(|| "-".into()),
            Shown::GoalLinks => level
                .goal
                .within_links
                .map_or_else(|| words.t("goal-links-any"), |n| n.to_string()),
            Shown::PowerUp(i) => {
                let name = registry
                    .as_deref()
                    .and_then(|r| r.as_slice().get(*i))
                    .map_or("", |p| p.id.as_str());
                level.power_ups.get(name).copied().unwrap_or(0).to_string()
            }
            Shown::Pack => match &editor.target {
                None => words.t("field-pack-new"),
                Some(dir) => pack
                    .as_deref()
                    .and_then(|p| p.packs.iter().find(|p| &p.about.dir == dir))
                    .map_or_else(
                        || crate::formats::pack::pack_key(dir),
                        |p| p.about.info.name_in(words.language().code()).to_string(),
                    ),
            },
        };
        if text.0 != value {
            text.0 = value;
        }
    }
}

/// The level page of the editor: its fields, typing into them, and the check of the draft.
pub fn plugin(app: &mut App) {
    app.init_resource::<Typing>()
        .init_resource::<FieldChecks>()
        .add_systems(OnExit(Screen::Editor), fields::drop_focus)
        .add_systems(
            Update,
            (
                (build_level_page, fields::focus_fields).in_set(EditorSystems::Input),
                fields::type_in_fields
                    .run_if(
                        resource_exists::<Messages<KeyboardInput>>
                            .and_then(resource_exists::<Messages<Ime>>),
                    )
                    .in_set(EditorSystems::Act),
                (
                    fields::follow_with_input_method,
                    checks::check_in_background,
                    (
                        show_field_texts,
                        show_values,
                        checks::show_problems,
                        checks::show_check_line,
                    )
                        .run_if(page_changed),
                )
                    .chain()
                    .in_set(EditorSystems::Show),
            )
                .run_if(in_state(Screen::Editor)),
        );
}
