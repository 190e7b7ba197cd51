//! Level files on disk: the level files of a pack's folder, and one file checked in depth (the
//! `check` command).

use std::path::{Path, PathBuf};

use super::model::{Level, PACK_FILE};
use super::problem::LevelError;
use lianliankan_engine::deal::DealError;
use lianliankan_engine::solver::Budget;

/// The outcome of checking one level file in depth (the `check` command).
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The file.
    pub path: PathBuf,
    /// The level, or everything wrong with it.
    pub level: Result<Level, LevelError>,
    /// Whether a clearable board was dealt (or the fixed board is clearable), with the time it
    /// took.
    pub deal: Option<Result<std::time::Duration, DealError>>,
}

/// Loads and deals one level file, timing the deal.
pub fn check_file(path: &Path) -> CheckReport {
    check_loaded(path, Level::load(path))
}

/// [`check_file`], proving a fixed board clearable within `budget`.
pub fn check_file_within(path: &Path, budget: &Budget) -> CheckReport {
    check_loaded(path, Level::load_within(path, budget))
}

/// Deals a loaded level (or passes on its problems), timing the deal.
pub fn check_loaded(path: &Path, level: Result<Level, LevelError>) -> CheckReport {
    let deal = level.as_ref().ok().map(|level| {
        let start = std::time::Instant::now();
        if level.fixed.is_some() {
            // Proven clearable while loading.
            return Ok(start.elapsed());
        }
        level.deal(level.seed.unwrap_or(1)).map(|_| start.elapsed())
    });
    CheckReport {
        path: path.to_path_buf(),
        level,
        deal,
    }
}

/// The level files of a directory in file-name order (every `.ron` file but the pack's
/// `pack.ron`), or the error reading it. A pack's play order is its `pack.ron`'s (the pack
/// module reads it).
pub fn level_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("{}: cannot list: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .filter(|p| !crate::storage::files::skip_special(p) && p.is_file())
        .filter(|p| p.file_name().is_none_or(|n| n != PACK_FILE))
        .collect();
    files.sort();
    Ok(files)
}
