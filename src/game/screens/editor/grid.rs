//! The editor's grid: one UI node a cell, sized to the window, coloured by what the cell
//! holds (on a board painted by hand, each tile's kind), the keyboard cursor framed.

use bevy::prelude::*;

use super::state::{Editor, PANEL_WIDTH};
use crate::engine::grid::Kind;
use crate::engine::{Cell, Pos};
use crate::formats::level::specials_rows;
use crate::game::specials::view::PAIR_TINTS;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette::editor as colours;

/// A cell of the editor grid.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct EditorCell(pub(crate) Pos);

/// The box the grid is drawn in.
#[derive(Component, Debug)]
pub(crate) struct GridArea;

/// On a board painted by hand, the kind of each tile: its letter as the level file writes it.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct KindLabel(Pos);

/// The box the grid is drawn in: it takes the room the panel leaves.
pub(crate) fn grid_area() -> impl Bundle {
    (
        GridArea,
        Node {
            flex_grow: 1.0,
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
    )
}

fn cell_colour(cell: Cell) -> Color {
    match cell {
        Cell::Tile(_) => colours::TILE,
        Cell::Empty => colours::EMPTY,
        Cell::Obstacle => colours::OBSTACLE,
    }
}

/// The colour of a tile of kind `k` on a board painted by hand: kinds far apart in hue.
fn kind_colour(k: Kind) -> Color {
    Color::hsl((f32::from(k) * 137.5) % 360.0, 0.55, 0.72)
}

/// One cell of `size` pixels at `p`, holding `cell`.
fn grid_cell(p: Pos, cell: Cell, size: f32) -> impl Bundle {
    (
        EditorCell(p),
        Interaction::default(),
        Node {
            width: px(size),
            height: px(size),
            border: UiRect::all(px(1.0)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BoxColours::new(cell_colour(cell), colours::GRID_BACK),
        children![(
            KindLabel(p),
            Text::new(""),
            TextFont::from_font_size((size * 0.5).max(6.0)),
            TextColor(colours::GRID_BACK),
            Pickable::IGNORE,
        )],
    )
}

/// Rebuilds the grid of cells when the layout's size or the window changes.
pub(crate) fn build_grid(
    editor: Res<Editor>,
    windows: Query<&Window>,
    area: Query<(Entity, Option<&Children>), With<GridArea>>,
    mut commands: Commands,
    mut built: Local<Option<(usize, usize, u32, u32)>>,
    added: Query<(), Added<GridArea>>,
) {
    let (w, h) = (editor.level.layout.width(), editor.level.layout.height());
    let (ww, wh) = windows
        .iter()
        .next()
        .map_or((1280.0, 800.0), |win| (win.width(), win.height()));
    let key = (w, h, ww as u32, wh as u32);
    if *built == Some(key) && added.is_empty() {
        return;
    }
    *built = Some(key);
    let size = ((ww - PANEL_WIDTH - 40.0) / w as f32)
        .min((wh - 40.0) / h as f32)
        .clamp(6.0, 48.0)
        .floor();
    for (area, children) in &area {
        if let Some(children) = children {
            for c in children.iter() {
                commands.entity(c).despawn();
            }
        }
        commands.entity(area).with_children(|a| {
            for y in 0..h {
                a.spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    for x in 0..w {
                        let p = Pos::new(x as i32, y as i32);
                        row.spawn(grid_cell(p, editor.level.layout.get(p), size));
                    }
                });
            }
        });
    }
}

/// The letter the level file writes for the special on `p` (`I`, `H`, `T`, a lock's small
/// letter, its key's capital), if any.
fn special_letter(rows: Option<&[String]>, p: Pos) -> Option<char> {
    let row = rows?.get(usize::try_from(p.y).ok()?)?;
    row.chars()
        .nth(usize::try_from(p.x).ok()?)
        .filter(|&c| c != '.')
}

/// The colour of a tile marked `letter`: each lock and its key share one of the play's tints.
fn special_colour(letter: char) -> Color {
    match letter {
        'I' => colours::ICE,
        'H' => colours::HIDDEN,
        'T' => colours::TIMER,
        c => PAIR_TINTS[usize::from(c.to_ascii_lowercase() as u8 - b'a') % PAIR_TINTS.len()],
    }
}

/// Cells show what they hold (on a board painted by hand, each tile's kind; else each special
/// tile, lettered as the file writes it); the cursor cell and a tile being locked are framed.
pub(crate) fn colour_cells(
    editor: Res<Editor>,
    mut cells: Query<(&EditorCell, &mut BoxColours)>,
    mut labels: Query<(&KindLabel, &mut Text)>,
    new: Query<(), Added<EditorCell>>,
) {
    if !editor.is_changed() && new.is_empty() {
        return;
    }
    let fixed = editor.level.fixed.as_ref();
    let layout = &editor.level.layout;
    let rows = (editor.level.specials.as_ref()).and_then(|s| specials_rows(s, layout));
    let fixed_kind = |p: Pos| match fixed.filter(|f| f.contains(p)).map(|f| f.get(p)) {
        Some(Cell::Tile(k)) => Some(k),
        _ => None,
    };
    for (KindLabel(p), mut text) in &mut labels {
        let label = match (fixed_kind(*p), special_letter(rows.as_deref(), *p)) {
            (Some(k), _) => crate::engine::grid::char_from_kind(k).to_string(),
            (None, Some(letter)) => letter.to_string(),
            (None, None) => String::new(),
        };
        if text.0 != label {
            text.0 = label;
        }
    }
    for (cell, mut paint) in &mut cells {
        let p = cell.0;
        let fill = match (fixed_kind(p), special_letter(rows.as_deref(), p)) {
            (Some(k), _) => kind_colour(k),
            (None, Some(letter)) => special_colour(letter),
            (None, None) => cell_colour(layout.get(p)),
        };
        let edge = if editor.lock_from == Some(p) {
            colours::LOCKING
        } else if p == editor.cursor {
            colours::CURSOR
        } else {
            colours::GRID_BACK
        };
        paint.set_if_neq(BoxColours::new(fill, edge));
    }
}
