//! The editor's screen and its panel: the grid's area beside a panel with two pages (the
//! board's tools with what the editor says, and the level page `level_page` fills) and the
//! buttons on both.

use bevy::prelude::*;

use super::brush::{Brush, SpecialBrush};
use super::commands::{EditAction, EditorCommand};
use super::grid::grid_area;
use super::model::Edit;
use super::state::{Editor, EditorPage, PANEL_WIDTH};
use crate::engine::{Cell, TurnLimit};
use crate::game::content::words::Words;
use crate::game::core::screen::Screen;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette::editor as colours;

/// A container of the panel shown only on one page.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct OnPage(pub(crate) EditorPage);

/// Where the level page goes: the panel makes it, `level_page` fills it.
#[derive(Component, Debug)]
pub(crate) struct LevelPageRoot;

/// The editor's text panel.
#[derive(Component, Debug)]
pub(crate) struct InfoText;

/// What the editor last said, below the buttons: a message coming or going never moves them.
#[derive(Component, Debug)]
pub(crate) struct SaidText;

/// A row of buttons: each a message key and the action it performs.
type ButtonRow<'a> = &'a [(&'a str, EditAction)];

/// The board page's buttons, row by row.
fn board_rows() -> [Vec<(&'static str, EditAction)>; 7] {
    let edit = |key, edit: Edit| (key, EditAction::Edit(edit));
    let special = |s: SpecialBrush| edit(s.key(), Edit::Brush(Brush::Special(s)));
    [
        vec![
            edit("editor-brush-tile", Edit::Brush(Brush::Cell(Cell::Tile(0)))),
            edit("editor-brush-empty", Edit::Brush(Brush::Cell(Cell::Empty))),
            edit(
                "editor-brush-stone",
                Edit::Brush(Brush::Cell(Cell::Obstacle)),
            ),
        ],
        SpecialBrush::ALL[..3]
            .iter()
            .copied()
            .map(special)
            .collect(),
        SpecialBrush::ALL[3..]
            .iter()
            .copied()
            .map(special)
            .collect(),
        vec![
            edit("editor-width-less", Edit::Resize(-1, 0)),
            edit("editor-width-more", Edit::Resize(1, 0)),
            edit("editor-height-less", Edit::Resize(0, -1)),
            edit("editor-height-more", Edit::Resize(0, 1)),
        ],
        vec![
            edit("editor-kinds-less", Edit::Kinds(-1)),
            edit("editor-kinds-more", Edit::Kinds(1)),
        ],
        vec![
            edit("editor-turns", Edit::CycleTurns),
            edit("editor-ring", Edit::ToggleRing),
            edit("editor-mirror", Edit::CycleSymmetry),
        ],
        vec![
            edit("editor-fill", Edit::Fill(Cell::Tile(0))),
            edit("editor-clear", Edit::Fill(Cell::Empty)),
        ],
    ]
}

/// The buttons on both pages, row by row.
fn common_rows() -> [Vec<(&'static str, EditAction)>; 4] {
    let command = |key, command: EditorCommand| (key, EditAction::Command(command));
    [
        vec![
            command(
                "editor-page-board",
                EditorCommand::ShowPage(EditorPage::Board),
            ),
            command(
                "editor-page-level",
                EditorCommand::ShowPage(EditorPage::Level),
            ),
        ],
        vec![
            ("editor-undo", EditAction::Edit(Edit::Undo)),
            ("editor-redo", EditAction::Edit(Edit::Redo)),
        ],
        vec![
            command("editor-test-play", EditorCommand::TestPlay),
            command("editor-save", EditorCommand::Save),
        ],
        vec![command("editor-leave", EditorCommand::Leave)],
    ]
}

/// Spawns a row of buttons into `parent`.
fn spawn_buttons(parent: &mut ChildSpawnerCommands, row_of: ButtonRow, words: &Words) {
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            column_gap: px(6.0),
            ..default()
        })
        .with_children(|r| {
            for (key, action) in row_of {
                r.spawn(button(&words.t(key), *action));
            }
        });
}

/// The editor's screen: the grid's area and the panel.
pub(crate) fn spawn_editor(mut commands: Commands, words: Words) {
    commands
        .spawn((
            Name::new("editor"),
            DespawnOnExit(Screen::Editor),
            Node {
                width: percent(100.0),
                height: percent(100.0),
                flex_direction: FlexDirection::Row,
                ..default()
            },
        ))
        .with_children(|root| {
            root.spawn(grid_area());
            root.spawn((
                Node {
                    width: px(PANEL_WIDTH),
                    flex_direction: FlexDirection::Column,
                    padding: UiRect::all(px(14.0)),
                    row_gap: px(8.0),
                    ..default()
                },
                BoxColours::fill(colours::PANEL),
            ))
            .with_children(|panel| spawn_panel(panel, &words));
        });
}

/// The panel's title, its two pages, and the buttons on both.
fn spawn_panel(panel: &mut ChildSpawnerCommands, words: &Words) {
    panel.spawn((
        Text::new(words.t("editor-title")),
        TextFont::from_font_size(24.0),
        TextColor(colours::MESSAGE),
    ));
    panel
        .spawn((
            OnPage(EditorPage::Board),
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(8.0),
                ..default()
            },
        ))
        .with_children(|page| {
            page.spawn((
                InfoText,
                Text::new(""),
                TextFont::from_font_size(15.0),
                TextColor(colours::TEXT),
            ));
            for row_of in board_rows() {
                spawn_buttons(page, &row_of, words);
            }
        });
    panel.spawn((
        OnPage(EditorPage::Level),
        LevelPageRoot,
        Node {
            display: Display::None,
            flex_direction: FlexDirection::Column,
            row_gap: px(4.0),
            ..default()
        },
    ));
    for row_of in common_rows() {
        spawn_buttons(panel, &row_of, words);
    }
    panel.spawn((
        SaidText,
        Text::new(""),
        TextFont::from_font_size(15.0),
        TextColor(colours::MESSAGE),
    ));
}

/// A small labelled button that performs `action` when pressed.
fn button(label: &str, action: EditAction) -> impl Bundle {
    panel_button(
        action,
        Text::new(label),
        14.0,
        UiRect::axes(px(8.0), px(5.0)),
        6.0,
    )
}

/// A button of the editor's panel that performs `action`: `label` (a text's bundle) set at
/// `size`, with `padding` round it and corners of `radius`.
pub(crate) fn panel_button(
    action: EditAction,
    label: impl Bundle,
    size: f32,
    padding: UiRect,
    radius: f32,
) -> impl Bundle {
    (
        Button,
        action,
        Node {
            padding,
            border_radius: BorderRadius::all(px(radius)),
            ..default()
        },
        BoxColours::fill(colours::BUTTON),
        children![(
            label,
            TextFont::from_font_size(size),
            TextColor(colours::BUTTON_TEXT),
        )],
    )
}

/// Shows the page chosen.
pub(crate) fn show_page(page: Res<EditorPage>, mut containers: Query<(&OnPage, &mut Node)>) {
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

/// The panel's text: size, pairs, kinds, rules, brush; and what the editor last said.
pub(crate) fn show_info(
    editor: Res<Editor>,
    words: Words,
    mut info_text: Query<&mut Text, (With<InfoText>, Without<SaidText>)>,
    mut said_text: Query<&mut Text, With<SaidText>>,
    new: Query<(), Added<InfoText>>,
) {
    if !editor.is_changed() && new.is_empty() && !words.changed() {
        return;
    }
    let l = &editor.level;
    let tiles = l.layout.tile_count();
    let turns = match l.rules.max_turns {
        TurnLimit::AtMost(n) => n.to_string(),
        TurnLimit::Unlimited => words.t("editor-turns-any"),
    };
    let brush = words.t(editor.brush.key());
    let parity = if tiles % 2 == 1 {
        format!("  {}", words.t("editor-odd"))
    } else {
        String::new()
    };
    let on_off = |b: bool| words.t(if b { "value-on" } else { "value-off" });
    let info = [
        words.level_name(l).to_string(),
        words.t_with(
            "editor-size",
            &[
                ("width", l.layout.width().into()),
                ("height", l.layout.height().into()),
            ],
        ),
        words.t_with("editor-tiles", &[("tiles", tiles.into())]) + &parity,
        words.t_with("editor-kinds", &[("kinds", l.kinds.into())]),
        words.t_with(
            "editor-rules",
            &[
                ("turns", turns.into()),
                ("ring", on_off(l.rules.outer_ring).into()),
            ],
        ),
        words.t_with(
            "editor-brush",
            &[
                ("brush", brush.into()),
                ("mirror", words.t(editor.symmetry.key()).into()),
            ],
        ),
        words.t("editor-mouse"),
    ]
    .join("\n");
    for mut t in &mut info_text {
        t.0.clone_from(&info);
    }
    let said = (editor.message.as_ref()).map_or_else(String::new, |m| words.say(m));
    for mut t in &mut said_text {
        t.0.clone_from(&said);
    }
}
