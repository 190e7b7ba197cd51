//! Where the files the game ships with (`levels`, `assets`) are found.

use std::path::PathBuf;

/// A directory the game ships with: in the working directory, else in the crate (when run by
/// cargo, or from a build made here), else beside the executable.
pub fn shipped_dir(name: &str) -> PathBuf {
    // Absolute, because Bevy reads relative asset paths from beside the executable.
    let here = std::path::absolute(name).unwrap_or_else(|_| PathBuf::from(name));
    if here.is_dir() {
        return here;
    }
    let crate_dirs = [
        std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR"))),
    ];
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|d| d.to_path_buf()));
    crate_dirs
        .into_iter()
        .chain([exe_dir])
        .flatten()
        .map(|d| d.join(name))
        .find(|p| p.is_dir())
        .unwrap_or(here)
}
