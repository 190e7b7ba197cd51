//! The editor's input: the editor key (E) in play opens it; its buttons, keys and mouse
//! strokes become actions. The editor's own keys are all read in one place, `editor_input`,
//! through the [input map](crate::game::input::input_map).

use bevy::prelude::*;

use super::brush::{Brush, SpecialBrush};
use super::commands::{EditAction, EditorActed, EditorCommand, OpenEditor};
use super::grid::EditorCell;
use super::model::Edit;
use super::state::{Editor, EditorPage};
use crate::engine::Cell;
use crate::game::input::input_map::{BoundKeys, EditorInput, PlayAction};

/// The editor key (E) in play opens the editor on the level in play (the file itself for
/// pack levels).
pub(crate) fn editor_key(keys: BoundKeys, mut open: MessageWriter<OpenEditor>) {
    if keys.just_pressed(PlayAction::OpenEditor) {
        open.write(OpenEditor);
    }
}

/// A pressed button performs its action.
pub(crate) fn press_buttons(
    buttons: Query<(&Interaction, &EditAction), Changed<Interaction>>,
    mut actions: MessageWriter<EditorActed>,
) {
    for (interaction, action) in &buttons {
        if *interaction == Interaction::Pressed {
            actions.write(EditorActed(*action));
        }
    }
}

/// Keys become actions, unless a field has the keyboard.
pub(crate) fn editor_input(
    keys: BoundKeys,
    editor: Res<Editor>,
    page: Res<EditorPage>,
    mut actions: MessageWriter<EditorActed>,
) {
    // Keys go into the field being typed in.
    if editor.is_typing() {
        return;
    }
    for input in keys.editor() {
        let action: EditAction = match input {
            EditorInput::Left => Edit::MoveCursor(-1, 0).into(),
            EditorInput::Right => Edit::MoveCursor(1, 0).into(),
            EditorInput::Up => Edit::MoveCursor(0, -1).into(),
            EditorInput::Down => Edit::MoveCursor(0, 1).into(),
            EditorInput::Paint => Edit::PaintCursor.into(),
            EditorInput::BrushTile => Edit::Brush(Brush::Cell(Cell::Tile(0))).into(),
            EditorInput::BrushEmpty => Edit::Brush(Brush::Cell(Cell::Empty)).into(),
            EditorInput::BrushObstacle => Edit::Brush(Brush::Cell(Cell::Obstacle)).into(),
            EditorInput::Narrower => Edit::Resize(-1, 0).into(),
            EditorInput::Wider => Edit::Resize(1, 0).into(),
            EditorInput::Shorter => Edit::Resize(0, -1).into(),
            EditorInput::Taller => Edit::Resize(0, 1).into(),
            EditorInput::FewerKinds => Edit::Kinds(-1).into(),
            EditorInput::MoreKinds => Edit::Kinds(1).into(),
            EditorInput::CycleTurns => Edit::CycleTurns.into(),
            EditorInput::ToggleRing => Edit::ToggleRing.into(),
            EditorInput::CycleSymmetry => Edit::CycleSymmetry.into(),
            EditorInput::Redo => Edit::Redo.into(),
            EditorInput::Undo => Edit::Undo.into(),
            EditorInput::FillTiles => Edit::Fill(Cell::Tile(0)).into(),
            EditorInput::FillEmpty => Edit::Fill(Cell::Empty).into(),
            EditorInput::TestPlay => EditorCommand::TestPlay.into(),
            EditorInput::Save => EditorCommand::Save.into(),
            EditorInput::Leave => EditorCommand::Leave.into(),
            EditorInput::SwitchPage => EditorCommand::ShowPage(match *page {
                EditorPage::Board => EditorPage::Level,
                EditorPage::Level => EditorPage::Board,
            })
            .into(),
        };
        actions.write(EditorActed(action));
    }
}

/// Left button paints with the brush, right button erases (a cell, or a special); holding
/// paints as the pointer moves.
pub(crate) fn paint_with_mouse(
    mouse: Res<ButtonInput<MouseButton>>,
    cells: Query<(&EditorCell, &Interaction)>,
    mut editor: ResMut<Editor>,
) {
    // A quick click can press and release within one frame: count it too.
    let held = |b| mouse.pressed(b) || mouse.just_pressed(b);
    let brush = if held(MouseButton::Left) {
        editor.brush
    } else if held(MouseButton::Right) {
        editor.brush.eraser()
    } else {
        if editor.is_stroking() {
            editor.stroke(false);
        }
        return;
    };
    if !editor.is_stroking() {
        editor.stroke(true);
    }
    let pressed = mouse.just_pressed(MouseButton::Left) || mouse.just_pressed(MouseButton::Right);
    for (c, interaction) in &cells {
        if *interaction == Interaction::None {
            continue;
        }
        match brush {
            Brush::Cell(cell) if editor.level.layout.get(c.0) != cell => {
                editor.apply(Edit::Paint(c.0, cell));
            }
            // A lock's two clicks are two tiles: it goes on with a click, never a drag.
            Brush::Special(special) if pressed || special != SpecialBrush::Lock => {
                editor.apply(Edit::Mark(c.0, special));
            }
            _ => {}
        }
    }
}
