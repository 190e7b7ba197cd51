//! The board, read: a grid the reader walks, one cell for every cell of the board, each named
//! by what lies there ("Bamboo 3, row 2, column 5", "empty", "face down"), selected or not,
//! and the reader's focus on the keyboard cursor's cell, so each move of the cursor is said.
//!
//! The cells are entities of their own (the tiles come and go; a cell stays), under one grid
//! node that lives as long as the play screen.

use accesskit::{Node as AccessNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::listening::{focus_reader_on, menus_have_the_keys, reader_listens};
use crate::engine::{Cell, Grid, Pos};
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::moves::selection::Selection;
use crate::game::core::screen::Screen;
use crate::game::input::board_input::KeyboardCursor;
use crate::i18n::{Message, Value};

/// The board's grid node.
#[derive(Component, Debug)]
pub struct BoardGrid {
    width: usize,
    height: usize,
}

/// A cell of the board's grid node, and what it was last said to hold.
#[derive(Component, Debug)]
pub struct ReadCell {
    /// The board cell.
    pub pos: Pos,
    said: Option<CellState>,
}

/// What a cell holds, as far as the reader is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellState {
    /// The tile or its absence; a face-down tile's kind is never told.
    pub cell: Option<Cell>,
    /// The first pick.
    pub selected: bool,
    /// A tile that may not be picked now (frozen, locked).
    pub held: bool,
}

/// What cell `p` of `grid` holds for the reader: a face-down tile says no kind.
pub fn cell_state(grid: &Grid, p: Pos, selected: bool) -> CellState {
    let cell = grid.get(p);
    let hidden = matches!(cell, Cell::Tile(_)) && !grid.face_shown(p);
    CellState {
        cell: (!hidden).then_some(cell),
        selected,
        held: matches!(cell, Cell::Tile(_)) && !grid.pickable(p),
    }
}

/// The words for what a cell holds (its face, or empty, a block, face down), without its place.
pub fn holding(state: CellState, face_name: impl Fn(usize) -> Message) -> Message {
    match state.cell {
        None => Message::new("reader-face-down"),
        Some(Cell::Empty) => Message::new("reader-empty"),
        Some(Cell::Obstacle) => Message::new("reader-block"),
        Some(Cell::Tile(kind)) => face_name(kind as usize),
    }
}

/// How the board's tile set names a kind's face (numbered before a set is chosen).
pub fn face_names<'a>(sets: &'a TileSets, shown: &BoardTileSet) -> impl Fn(usize) -> Message + 'a {
    let set = shown.id.and_then(|id| sets.get(id));
    move |kind| match set {
        Some(set) => set.face_name(kind),
        None => Message::with("face-tile", [("number", (kind + 1).into())]),
    }
}

/// A grid node with a cell for each board cell, when the board's size changes (or the play
/// screen opens).
fn build_grid(
    board: Res<Board>,
    mut grids: Query<(Entity, &BoardGrid, &mut AccessibilityNode)>,
    words: Words,
    mut commands: Commands,
) {
    let (width, height) = (board.grid().width(), board.grid().height());
    let said = |words: &Words| {
        let args = [("columns", width.into()), ("rows", height.into())];
        words.say(&Message::with("reader-board", args))
    };
    if let Ok((_, grid, mut node)) = grids.single_mut()
        && (grid.width, grid.height) == (width, height)
    {
        if words.changed() {
            node.set_label(said(&words));
        }
        return;
    }
    for (old, ..) in &grids {
        commands.entity(old).despawn();
    }
    let mut node = AccessNode::new(Role::Grid);
    node.set_row_count(height);
    node.set_column_count(width);
    node.set_label(said(&words));
    let grid = commands
        .spawn((
            BoardGrid { width, height },
            AccessibilityNode(node),
            DespawnOnExit(Screen::Play),
        ))
        .id();
    for y in 0..height {
        for x in 0..width {
            let mut cell = AccessNode::new(Role::GridCell);
            cell.set_row_index(y);
            cell.set_column_index(x);
            let pos = Pos::new(x as i32, y as i32);
            let read = ReadCell { pos, said: None };
            commands.spawn((read, AccessibilityNode(cell), ChildOf(grid)));
        }
    }
}

/// Each cell says what it holds now; only cells whose holding changed are named again (all of
/// them when the language or the tile set changes). The cells are not looked at in a frame
/// where neither the board, the pick nor the words changed and no grid was built.
fn name_cells(
    (board, selection): (Res<Board>, Res<Selection>),
    (sets, shown): (Res<TileSets>, Res<BoardTileSet>),
    words: Words,
    new_grid: Query<(), Added<BoardGrid>>,
    mut cells: Query<(&mut ReadCell, &mut AccessibilityNode)>,
) {
    let anew = shown.is_changed() || words.changed();
    let moved = board.is_changed() || selection.is_changed() || !new_grid.is_empty();
    if !anew && !moved {
        return;
    }
    let face_name = face_names(&sets, &shown);
    for (mut read, mut node) in &mut cells {
        let state = cell_state(board.grid(), read.pos, selection.first == Some(read.pos));
        if read.said == Some(state) && !anew {
            continue;
        }
        let args = [
            ("face", Value::from(holding(state, &face_name))),
            ("row", (read.pos.y + 1).into()),
            ("column", (read.pos.x + 1).into()),
        ];
        node.set_label(words.say(&Message::with("reader-cell", args)));
        if state.selected {
            node.set_selected(true);
        } else {
            node.clear_selected();
        }
        match state.held {
            true => node.set_description(words.say(&Message::new("reader-held"))),
            false => node.clear_description(),
        }
        read.said = Some(state);
    }
}

/// In play, the reader's focus is on the keyboard cursor's cell.
fn follow_cursor(
    cursor: Res<KeyboardCursor>,
    cells: Query<(Entity, &ReadCell)>,
    mut reader_focus: ResMut<InputFocus>,
) {
    if let Some((cell, _)) = cells.iter().find(|(_, read)| read.pos == cursor.pos) {
        focus_reader_on(&mut reader_focus, cell);
    }
}

/// Where the board's cells are built and named, and the focus follows the cursor.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReaderCells;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            build_grid,
            name_cells,
            follow_cursor.run_if(not(menus_have_the_keys)),
        )
            .chain()
            .run_if(reader_listens)
            .run_if(in_state(Screen::Play))
            .run_if(resource_exists::<Board>)
            .in_set(ReaderCells)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}
