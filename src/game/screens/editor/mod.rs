//! The level editor: paint cells (tile, empty, obstacle) on a grid of chosen size, set the
//! rules and the kind count, test-play at once, and save as RON into a pack that may be written
//! (the data directory's packs, `--pack DIR`; never the installed pack). The level's other
//! fields are on the panel's second page (`level_page`).
//!
//! The grid is drawn with UI nodes over the game; mouse (left paints, right erases, drag to
//! paint many) and keyboard (arrows and Space, or the keys on the buttons) do the same things.
//! A test-play goes through the same RON text a save would write, so what plays is what is
//! saved. Saving writes a temporary file and renames it; a new level never replaces an existing
//! file, and the file being edited is only replaced if nobody changed it since it was opened.
//!
//! Its rooms: `model` (the draft and its undo, no Bevy), `brush` (what paints: cells and
//! special tiles, a lock then its key), `input` (keys, buttons and the
//! mouse become actions), `commands` (actions carried out), `saving` (level files written
//! into packs), `panel` and `grid` (the board page), and the level page (`level_page`,
//! `fields`, `checks`).

mod brush;
mod checks;
mod commands;
mod fields;
mod goal_edit;
mod grid;
mod input;
pub mod level_page;
mod model;
mod panel;
mod saving;
mod state;

use bevy::prelude::*;
#[cfg(test)]
pub use brush::{Brush, SpecialBrush};
#[cfg(test)]
pub use checks::FieldChecks;
#[cfg(test)]
pub use commands::{EditAction, EditorCommand};
pub use commands::{EditorActed, OpenEditor};
#[cfg(test)]
pub use fields::{Field, Typing};
#[cfg(test)]
pub use goal_edit::GoalEdit;
#[cfg(test)]
pub use model::Edit;
pub use state::{Editor, EditorPage, EditorSystems};

use crate::game::core::board::TakeDownBoard;
use crate::game::core::screen::{Screen, playing};

/// Clears the board away while editing.
fn hide_board(mut commands: Commands) {
    commands.queue(TakeDownBoard);
}

/// The editor screen; needs the logic plugin (and, to be seen, the view). The level page is
/// `level_page::plugin`.
pub fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .add_message::<EditorActed>()
        .add_message::<OpenEditor>()
        .add_systems(
            Update,
            (
                input::editor_key.run_if(resource_exists::<ButtonInput<KeyCode>>),
                commands::open_editor,
            )
                .chain()
                .run_if(playing),
        )
        .init_resource::<EditorPage>()
        .add_systems(OnEnter(Screen::Editor), (hide_board, panel::spawn_editor))
        .configure_sets(
            Update,
            (
                EditorSystems::Input,
                EditorSystems::Act,
                EditorSystems::Show,
            )
                .chain(),
        )
        .add_systems(
            Update,
            (
                (
                    input::press_buttons,
                    input::editor_input,
                    input::paint_with_mouse.run_if(resource_exists::<ButtonInput<MouseButton>>),
                )
                    .chain()
                    .in_set(EditorSystems::Input),
                (
                    commands::apply_edits,
                    (
                        commands::test_play,
                        commands::leave,
                        commands::switch_page,
                        commands::grant_power_ups,
                        saving::save,
                        saving::cycle_pack,
                        saving::new_pack_on_request,
                    ),
                )
                    .chain()
                    .in_set(EditorSystems::Act),
                (
                    grid::build_grid,
                    grid::colour_cells,
                    panel::show_info,
                    panel::show_page,
                )
                    .chain()
                    .in_set(EditorSystems::Show),
            )
                .run_if(in_state(Screen::Editor)),
        );
}
