//! Where the files the game ships with (`levels`, `assets`) are found: where the game is
//! installed, never the working directory (a folder of the player's that happens to hold a
//! `levels/` is not the game's).

use std::path::{Path, PathBuf};

/// The game's identity on the desktop: the name of its desktop entry, its icon and its
/// AppStream data (`packaging/linux/`), and its window's class (X11) and app id (Wayland), so
/// a task bar matches the window to the entry and shows its icon.
pub const APP_ID: &str = "io.github.lianliankan.Lianliankan";

/// The source checkout this crate is built in: the workspace's root, two folders above the
/// crate's own (`crates/formats`), where `levels/` and `assets/` are.
pub fn source_checkout() -> &'static Path {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().and_then(Path::parent).unwrap_or(manifest)
}

/// A directory the game ships with: beside the executable, or in the `share/PROGRAM` (for
/// `lianliankan-server`) or `share/lianliankan` folder of the prefix it is installed in, or — for an executable built in a source checkout
/// (in a cargo target directory, or run by cargo) — in that checkout. When none holds it, the
/// place beside the executable (which then reads as empty).
pub fn shipped_dir(name: &str) -> PathBuf {
    let exe = std::env::current_exe().ok();
    let run_by_cargo = std::env::var_os("CARGO_MANIFEST_DIR");
    candidates(name, exe.as_deref(), run_by_cargo.as_deref().map(Path::new))
        .into_iter()
        .find(|p| p.is_dir())
        .unwrap_or_else(|| {
            let beside = exe.as_deref().and_then(Path::parent);
            beside.map_or_else(|| PathBuf::from(name), |d| d.join(name))
        })
}

/// The places `name` may be in, first choice first, for the executable `exe`; `run_by_cargo`
/// is the checkout cargo says it runs the game from.
fn candidates(name: &str, exe: Option<&Path>, run_by_cargo: Option<&Path>) -> Vec<PathBuf> {
    let checkout = source_checkout();
    let mut found = Vec::new();
    if let Some(dir) = exe.and_then(Path::parent) {
        found.push(dir.join(name));
        if let Some(prefix) = dir.parent() {
            // The program's own share folder (the server's package is `lianliankan-server`),
            // then the game's.
            let program = exe.and_then(Path::file_stem).and_then(|s| s.to_str());
            if let Some(program) = program.filter(|p| *p != "lianliankan") {
                found.push(prefix.join("share").join(program).join(name));
            }
            found.push(prefix.join("share").join("lianliankan").join(name));
        }
    }
    let built_here = exe.is_some_and(|e| e.starts_with(checkout) || in_cargo_target_dir(e));
    if built_here || run_by_cargo.is_some_and(|d| d == checkout) {
        found.push(checkout.join(name));
    }
    found
}

/// Whether `exe` lives in a cargo target directory (which cargo marks with `CACHEDIR.TAG`).
fn in_cargo_target_dir(exe: &Path) -> bool {
    exe.ancestors()
        .skip(1)
        .take(4)
        .any(|d| d.join("CACHEDIR.TAG").is_file())
}

/// The packs shipped beside the installed pack, inside its folder `root`: each subfolder with
/// its own `pack.ron` (a folder without one, as the lesson's, is no pack), in name order, its
/// progress kept under the folder's name.
pub fn packs_beside(root: &Path) -> Vec<crate::pack::PackDir> {
    use crate::pack::{PACK_FILE, packs_in};
    packs_in(root)
        .into_iter()
        .filter(|pack| pack.dir.join(PACK_FILE).is_file())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_working_directory_is_never_a_place() {
        let installed = tempfile::tempdir().unwrap();
        let exe = installed.path().join("bin").join("lianliankan");
        let places = candidates("levels", Some(&exe), None);
        let cwd = std::env::current_dir().unwrap().join("levels");
        let checkout = source_checkout().join("levels");
        assert_eq!(
            places,
            [
                installed.path().join("bin").join("levels"),
                installed.path().join("share/lianliankan/levels"),
            ]
        );
        assert!(!places.contains(&cwd) && !places.contains(&checkout));
        // The server's package keeps its levels in its own share folder.
        let server = installed.path().join("bin").join("lianliankan-server");
        assert_eq!(
            candidates("levels", Some(&server), None),
            [
                installed.path().join("bin").join("levels"),
                installed.path().join("share/lianliankan-server/levels"),
                installed.path().join("share/lianliankan/levels"),
            ]
        );
        // Run by cargo from this checkout, its folder is the game's.
        let by_cargo = candidates("levels", Some(&exe), Some(source_checkout()));
        assert_eq!(by_cargo.last(), Some(&checkout));
    }

    #[test]
    fn the_packs_beside_the_installed_one_are_its_subfolders_with_a_pack_file() {
        let root = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let path = root.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        let level = r#"(name: "L", layout: ["xx"])"#;
        write("01-top.ron", level);
        write("lesson/1-step.ron", level);
        write("winter/pack.ron", r#"(name: "Winter")"#);
        write("winter/02-b.ron", level);
        write("winter/01-a.ron", level);
        let packs = packs_beside(root.path());
        assert_eq!(packs.len(), 1, "the lesson has no pack file: {packs:?}");
        assert_eq!(packs[0].info.name, "Winter");
        assert_eq!(packs[0].files, ["01-a.ron", "02-b.ron"]);
        assert_eq!(packs[0].key.as_deref(), Some("winter"));
        assert!(packs_beside(&root.path().join("missing")).is_empty());
    }
}
