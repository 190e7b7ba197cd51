//! The editor's input: `E` in play opens it; its buttons, keys and mouse strokes become
//! actions. The editor's own keys are all read in one place, `editor_input`.

use bevy::prelude::*;

use super::commands::{EditAction, EditorActed, EditorCommand, OpenEditor};
use super::grid::EditorCell;
use super::model::Edit;
use super::{Editor, EditorPage};
use crate::engine::Cell;

/// `E` in play opens the editor on the level in play (the file itself for pack levels).
pub(super) fn editor_key(keys: Res<ButtonInput<KeyCode>>, mut open: MessageWriter<OpenEditor>) {
    if keys.just_pressed(KeyCode::KeyE) {
        open.write(OpenEditor);
    }
}

/// A pressed button performs its action.
pub(super) fn press_buttons(
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
pub(super) fn editor_input(
    keys: Res<ButtonInput<KeyCode>>,
    editor: Res<Editor>,
    page: Res<EditorPage>,
    mut actions: MessageWriter<EditorActed>,
) {
    // Keys go into the field being typed in.
    if editor.is_typing() {
        return;
    }
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    // Counted even when pressed and released within one frame (quick chords, scripted input).
    let ctrl = keys.any_pressed(ctrl_keys) || keys.any_just_pressed(ctrl_keys);
    let shift_keys = [KeyCode::ShiftLeft, KeyCode::ShiftRight];
    let shift = keys.any_pressed(shift_keys) || keys.any_just_pressed(shift_keys);
    for key in keys.get_just_pressed() {
        let action: EditAction = match key {
            KeyCode::ArrowLeft => Edit::MoveCursor(-1, 0).into(),
            KeyCode::ArrowRight => Edit::MoveCursor(1, 0).into(),
            KeyCode::ArrowUp => Edit::MoveCursor(0, -1).into(),
            KeyCode::ArrowDown => Edit::MoveCursor(0, 1).into(),
            KeyCode::Space | KeyCode::Enter => Edit::PaintCursor.into(),
            KeyCode::Digit1 => Edit::Brush(Cell::Tile(0)).into(),
            KeyCode::Digit2 => Edit::Brush(Cell::Empty).into(),
            KeyCode::Digit3 => Edit::Brush(Cell::Obstacle).into(),
            KeyCode::BracketLeft => Edit::Resize(-1, 0).into(),
            KeyCode::BracketRight => Edit::Resize(1, 0).into(),
            KeyCode::Semicolon => Edit::Resize(0, -1).into(),
            KeyCode::Quote => Edit::Resize(0, 1).into(),
            KeyCode::Minus => Edit::Kinds(-1).into(),
            KeyCode::Equal => Edit::Kinds(1).into(),
            KeyCode::KeyT => Edit::CycleTurns.into(),
            KeyCode::KeyR => Edit::ToggleRing.into(),
            KeyCode::KeyM => Edit::CycleSymmetry.into(),
            KeyCode::KeyZ if ctrl && shift => Edit::Redo.into(),
            KeyCode::KeyZ if ctrl => Edit::Undo.into(),
            KeyCode::KeyY if ctrl => Edit::Redo.into(),
            KeyCode::KeyF => Edit::Fill(Cell::Tile(0)).into(),
            KeyCode::KeyC => Edit::Fill(Cell::Empty).into(),
            KeyCode::KeyP | KeyCode::F5 => EditorCommand::TestPlay.into(),
            KeyCode::KeyS if ctrl => EditorCommand::Save.into(),
            KeyCode::Escape => EditorCommand::Leave.into(),
            KeyCode::F2 => EditorCommand::ShowPage(match *page {
                EditorPage::Board => EditorPage::Level,
                EditorPage::Level => EditorPage::Board,
            })
            .into(),
            _ => continue,
        };
        actions.write(EditorActed(action));
    }
}

/// Left button paints with the brush, right button erases; holding paints as the pointer moves.
pub(super) fn paint_with_mouse(
    mouse: Res<ButtonInput<MouseButton>>,
    cells: Query<(&EditorCell, &Interaction)>,
    mut editor: ResMut<Editor>,
) {
    // A quick click can press and release within one frame: count it too.
    let held = |b| mouse.pressed(b) || mouse.just_pressed(b);
    let cell = if held(MouseButton::Left) {
        editor.brush
    } else if held(MouseButton::Right) {
        Cell::Empty
    } else {
        if editor.is_stroking() {
            editor.stroke(false);
        }
        return;
    };
    if !editor.is_stroking() {
        editor.stroke(true);
    }
    for (c, interaction) in &cells {
        if *interaction != Interaction::None && editor.level.layout.get(c.0) != cell {
            editor.apply(Edit::Paint(c.0, cell));
        }
    }
}
