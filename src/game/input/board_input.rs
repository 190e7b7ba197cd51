//! Board input: the keyboard cursor and its keys, clicks and touches on tiles, and the undo and
//! redo keys. Input only says what the player asked for (picks, requests); other systems decide.

#[cfg(feature = "look")]
use bevy::a11y::AccessibilityRequested;
use bevy::prelude::*;
#[cfg(not(feature = "look"))]
use no_reader::AccessibilityRequested;

use super::input_map::{BoundKeys, PlayAction};
use super::keys::any_key_just_pressed;
use crate::engine::Pos;
use crate::game::core::board::{Board, GridPos, OutOfPlay};
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{NewBoard, Notify, SelectionDropped, TilePicked};
use crate::game::core::settings::Settings;
use crate::game::core::stages::MoveFlow;
use crate::i18n::Message;

/// The keyboard cursor: a cell, shown once the keyboard has been used.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardCursor {
    /// The cell under the cursor.
    pub pos: Pos,
    /// Whether the cursor is shown (after the first key press).
    pub visible: bool,
}

/// The cursor keys (arrows or WASD) move the cursor, the pick keys (Enter or Space) pick, the
/// let-go key (Escape) clears the selection (and stops a power-up's aiming).
pub fn keyboard_input(
    keys: BoundKeys,
    mut cursor: ResMut<KeyboardCursor>,
    mut picks: MessageWriter<TilePicked>,
    mut dropped: MessageWriter<SelectionDropped>,
    (board, reader): (Option<Res<Board>>, Option<Res<AccessibilityRequested>>),
) {
    let Some(board) = board else { return };
    let (w, h) = (board.grid().width() as i32, board.grid().height() as i32);
    // A new, smaller board may leave the cursor outside. Written only then, so the cursor's
    // view redraws only when it moved.
    let inside = Pos::new(cursor.pos.x.clamp(0, w - 1), cursor.pos.y.clamp(0, h - 1));
    if cursor.pos != inside {
        cursor.pos = inside;
    }
    for action in keys.play() {
        let step = match action {
            PlayAction::CursorLeft => Some((-1, 0)),
            PlayAction::CursorRight => Some((1, 0)),
            PlayAction::CursorUp => Some((0, -1)),
            PlayAction::CursorDown => Some((0, 1)),
            PlayAction::Pick => {
                cursor.visible = true;
                picks.write(TilePicked(cursor.pos));
                None
            }
            PlayAction::LetGo => {
                dropped.write(SelectionDropped);
                None
            }
            _ => None,
        };
        if let Some((dx, dy)) = step {
            // The first press only shows the cursor where it is; a screen reader has read that
            // cell already (its focus is the cursor's), so with one listening the first moves.
            if cursor.visible || reader.as_ref().is_some_and(|r| r.get()) {
                cursor.pos.x = (cursor.pos.x + dx).clamp(0, w - 1);
                cursor.pos.y = (cursor.pos.y + dy).clamp(0, h - 1);
            }
            cursor.visible = true;
        }
    }
}

/// The restart key (F5) deals the same board again, from the start (not a race's board: see
/// [`PlayMode::restarts`](crate::formats::play_mode::PlayMode::restarts)).
pub fn restart_key(keys: BoundKeys, spec: Res<LevelSpec>, mut new_board: MessageWriter<NewBoard>) {
    if keys.just_pressed(PlayAction::Restart) && spec.mode.restarts() {
        new_board.write(NewBoard { seed: None });
    }
}

/// The new-deal keys (N, Ctrl+N) deal another board of the level with a fresh seed, where the
/// mode allows it (see [`PlayMode::deals_anew`](crate::formats::play_mode::PlayMode::deals_anew)).
pub fn new_deal_key(keys: BoundKeys, spec: Res<LevelSpec>, mut new_board: MessageWriter<NewBoard>) {
    if keys.just_pressed(PlayAction::NewDeal) && spec.mode.deals_anew() {
        new_board.write(NewBoard {
            seed: Some(crate::game::content::levels::fresh_seed()),
        });
    }
}

/// The undo keys (Z, Backspace) undo; the redo keys (Y, Shift+Z) redo.
pub fn undo_keys(
    keys: BoundKeys,
    mut undo: MessageWriter<UndoRequested>,
    mut redo: MessageWriter<RedoRequested>,
) {
    let asked = keys.play();
    if asked.contains(&PlayAction::Redo) {
        redo.write(RedoRequested);
    } else if asked.contains(&PlayAction::Undo) {
        undo.write(UndoRequested);
    }
}

#[cfg(feature = "look")]
/// Mouse and touch: a click on a tile in play picks it (Bevy picking delivers both as
/// pointers; a touch is the primary button). The right button shows partners instead
/// (`partners.rs`). A tile on its way out is not a tile any more.
pub fn on_tile_clicked(
    click: On<Pointer<Click>>,
    tiles: Query<&GridPos, Without<OutOfPlay>>,
    mut picks: MessageWriter<TilePicked>,
) {
    if click.button != bevy::picking::pointer::PointerButton::Primary {
        return;
    }
    if let Ok(pos) = tiles.get(click.entity) {
        picks.write(TilePicked(pos.0));
    }
}

/// The zoom keys draw the board's tiles a step larger or smaller (Settings → Board zoom, kept),
/// and say the zoom now.
fn zoom_keys(keys: BoundKeys, mut settings: ResMut<Settings>, mut notify: MessageWriter<Notify>) {
    let step = keys.play().iter().fold(0, |d, action| match action {
        PlayAction::ZoomIn => d + 1,
        PlayAction::ZoomOut => d - 1,
        _ => d,
    });
    if step == 0 {
        return;
    }
    let zoom = settings.board_zoom.nudged(step);
    if settings.board_zoom != zoom {
        settings.board_zoom = zoom;
    }
    notify.write(Notify {
        message: Message::with("zoom-now", [("percent", zoom.percent().into())]),
        seconds: 1.5,
    });
}

/// The keyboard cursor follows the "always show" setting (run when the settings change).
fn show_cursor_by_setting(settings: Res<Settings>, mut cursor: ResMut<KeyboardCursor>) {
    if settings.always_show_cursor {
        cursor.visible = true;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<KeyboardCursor>()
        .add_systems(
            Update,
            (
                keyboard_input.run_if(resource_exists::<ButtonInput<KeyCode>>),
                (undo_keys, restart_key, new_deal_key, zoom_keys).run_if(any_key_just_pressed),
            )
                .in_set(MoveFlow::Input),
        )
        .add_systems(
            Update,
            show_cursor_by_setting.run_if(resource_changed::<Settings>),
        );
}

/// A build without the look has no accessibility bus, so no screen reader ever asks.
#[cfg(not(feature = "look"))]
mod no_reader {
    use bevy::prelude::*;

    /// Never inserted: the keyboard's first press reads as it does with no reader listening.
    #[derive(Resource)]
    pub struct AccessibilityRequested;

    impl AccessibilityRequested {
        pub fn get(&self) -> bool {
            false
        }
    }
}
