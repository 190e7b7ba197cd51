//! What a player of the reader asks to hear, on keys of their own (rebindable, play's
//! `ReadRow` and `ReadMatches`): the cursor's row, cell by cell, and where the other tiles of
//! the cursor's kind lie with how many pairs are open. A sighted player has both at a glance:
//! the row on the screen, the kind's tiles framed while the right button is held (so a level
//! that turns that off, `show_partners: false`, turns off their places here too), the open
//! pairs in the status line. Which pair links stays the hint's answer.

use bevy::prelude::*;

use super::announce::Spoken;
use super::board::{cell_state, face_names, holding};
use super::listening::{menus_have_the_keys, reader_listens};
use crate::engine::{Cell, Grid, Pos, all_moves};
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::screen::Screen;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::i18n::{Message, Value};

/// The words for `p`'s place ("row 2, column 5").
fn place(p: Pos) -> Message {
    let args = [("row", (p.y + 1).into()), ("column", (p.x + 1).into())];
    Message::with("reader-place", args)
}

/// Row `y`, cell by cell; a run of empty cells is said once with its length.
fn row_words(grid: &Grid, y: i32, face_name: &dyn Fn(usize) -> Message, words: &Words) -> String {
    let mut said: Vec<String> = Vec::new();
    let mut empties = 0;
    let flush = |empties: &mut usize, said: &mut Vec<String>| {
        match *empties {
            0 => {}
            1 => said.push(words.say(&Message::new("reader-empty"))),
            n => said.push(words.say(&Message::with("reader-empties", [("n", n.into())]))),
        }
        *empties = 0;
    };
    for x in 0..grid.width() as i32 {
        let state = cell_state(grid, Pos::new(x, y), false);
        if state.cell == Some(Cell::Empty) {
            empties += 1;
            continue;
        }
        flush(&mut empties, &mut said);
        said.push(words.say(&holding(state, face_name)));
    }
    flush(&mut empties, &mut said);
    said.join(&words.t("reader-separator"))
}

/// Pairs that link now whose both faces show: a face-down tile's kind is never told.
fn open_pairs(grid: &Grid, board: &Board) -> usize {
    all_moves(grid, &board.rules())
        .into_iter()
        .filter(|&(a, b)| grid.face_shown(a) && grid.face_shown(b))
        .count()
}

/// Where the other tiles of the kind at `p` lie (when the level shows partners), and how many
/// pairs are open.
fn matches_words(
    (board, partners): (&Board, bool),
    p: Pos,
    face_name: &dyn Fn(usize) -> Message,
    words: &Words,
) -> Message {
    let grid = board.grid();
    let open = open_pairs(grid, board);
    let state = cell_state(grid, p, false);
    let (Some(Cell::Tile(kind)), true) = (state.cell, partners) else {
        return Message::with("reader-open-pairs", [("open", open.into())]);
    };
    let others: Vec<String> = grid
        .positions()
        .filter(|&q| q != p && grid.get(q) == Cell::Tile(kind) && grid.face_shown(q))
        .map(|q| words.say(&place(q)))
        .collect();
    let args = [
        ("face", Value::from(holding(state, face_name))),
        ("count", others.len().into()),
        ("places", others.join(&words.t("reader-separator")).into()),
        ("open", open.into()),
    ];
    Message::with("reader-matches", args)
}

/// The row or the matches, when their key is pressed.
fn read_on_request(
    keys: BoundKeys,
    (board, cursor, spec): (Res<Board>, Res<KeyboardCursor>, Res<LevelSpec>),
    (sets, shown): (Res<TileSets>, Res<BoardTileSet>),
    words: Words,
    mut spoken: MessageWriter<Spoken>,
) {
    let face_name = face_names(&sets, &shown);
    let grid = board.grid();
    if keys.just_pressed(PlayAction::ReadRow) && cursor.pos.y < grid.height() as i32 {
        let cells = row_words(grid, cursor.pos.y, &face_name, &words);
        let args = [("row", (cursor.pos.y + 1).into()), ("cells", cells.into())];
        spoken.write(Spoken(Message::with("reader-row", args)));
    }
    if keys.just_pressed(PlayAction::ReadMatches) {
        let asked = (board.as_ref(), spec.level.show_partners);
        spoken.write(Spoken(matches_words(asked, cursor.pos, &face_name, &words)));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        read_on_request
            .run_if(reader_listens)
            .run_if(in_state(Screen::Play))
            .run_if(not(menus_have_the_keys))
            .run_if(resource_exists::<Board>)
            .before(super::announce::AnnounceSystems),
    );
}
