//! Level files: the RON format level designers write, read into a checked [`Level`].
//!
//! Reading never panics and never trusts the file: its size is capped before parsing, RON syntax
//! errors carry `line:column` and what was expected, and every semantic problem (odd tile count,
//! too many kinds, unknown gravity, tiles that would slide at the start, oversized layout,
//! unpaired or unclearable fixed kinds) is reported with the line it is on and the field it is
//! about, all of them at once. Proving a fixed board clearable runs under a budget of time,
//! positions and memory ([`budget::level_budget`], or a [`SharedBudget`] for levels read together).
//! The format is documented in `docs/levels.md`.

mod board;
pub mod budget;
mod check;
mod files;
mod findings;
mod fixed;
mod format;
mod goal;
mod locator;
mod model;
mod plain;
mod problem;
mod read;
mod specials;

pub use budget::SharedBudget;
pub use check::{is_item_id, is_language_code};
pub use files::check_file;
pub use files::{CheckReport, check_file_within, check_loaded, level_files};
pub use model::*;
pub use problem::{LevelError, LevelField, Problem};
pub use read::read_capped;
pub use specials::specials_rows;

pub use lianliankan_engine::deal::default_kinds;
