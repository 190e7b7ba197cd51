//! Where level files are read from: the asset sources rooted at the pack folders (the
//! installed pack, the data directory's packs folder, `--pack DIR`) or at a single level file's
//! folder, and the asset paths of files in them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::asset::AssetPath;
use bevy::asset::io::{AssetSource, AssetSourceBuilder, AssetSourceEvent};
use bevy::prelude::*;

use crate::game::core::pacing::Wake;

/// The asset source of the installed level pack.
pub const PACK_SOURCE: &str = "levels";
/// The asset source of a single level file given on the command line.
pub const FILE_SOURCE: &str = "level-file";
/// Asset source of the data directory's packs folder.
pub const USER_PACKS_SOURCE: &str = "user-packs";
/// Asset source of a `--pack DIR`.
pub const EXTRA_PACK_SOURCE: &str = "extra-pack";

/// A folder of level files as the asset server reaches it: an asset source and a folder in it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AssetRoot {
    /// The asset source ([`PACK_SOURCE`], [`USER_PACKS_SOURCE`], ...).
    pub source: &'static str,
    /// The folder inside the source (empty for the source's own folder).
    pub folder: PathBuf,
}

impl AssetRoot {
    /// The root of the asset source `source`.
    pub fn of_source(source: &'static str) -> AssetRoot {
        AssetRoot {
            source,
            folder: PathBuf::new(),
        }
    }

    /// The asset path of `file` in this folder. Built from parts, never parsed, so a file name
    /// holding `#` or `://` is read as the file it names.
    pub fn file(&self, file: &str) -> AssetPath<'static> {
        AssetPath::from_path_buf(self.folder.join(file)).with_source(self.source)
    }
}

/// Where level packs are read from.
#[derive(Debug, Clone, Default)]
pub struct PackSources {
    /// The installed pack.
    pub shipped: PathBuf,
    /// The data directory's packs folder (each folder in it is a pack), if there is one.
    pub user: Option<PathBuf>,
    /// A pack given with `--pack DIR`: played first, and the editor may save into it.
    pub extra: Option<PathBuf>,
    /// The level to start with (0-based) in the first pack played.
    pub start: usize,
}

/// Where level files live and which one to start with.
#[derive(Debug, Clone)]
pub enum LevelSource {
    /// The packs.
    Packs(PackSources),
    /// One level file.
    File(PathBuf),
}

impl LevelSource {
    /// Only the pack in `dir`, from level `start` (0-based).
    #[cfg(test)]
    pub fn pack(dir: PathBuf, start: usize) -> LevelSource {
        LevelSource::Packs(PackSources {
            shipped: dir,
            start,
            ..default()
        })
    }
}

/// The installed pack's folder: where the game is installed (see
/// [`crate::formats::storage::shipped::shipped_dir`]), never the working directory.
pub fn default_levels_dir() -> PathBuf {
    crate::formats::storage::shipped::shipped_dir("levels")
}

/// The data directory's packs folder: where the editor makes new packs.
#[derive(Resource, Debug, Clone)]
pub struct UserPacks(pub PathBuf);

fn register(app: &mut App, id: &'static str, dir: &Path) {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let dir = dir.to_string_lossy();
    let wake = app.world_mut().get_resource_or_init::<Wake>().clone();
    let mut watch = AssetSource::get_default_watcher(dir.to_string(), WATCH_DEBOUNCE);
    app.register_asset_source(
        id,
        AssetSourceBuilder::platform_default(&dir, None).with_watcher(move |to_server| {
            let (to_forward, changes) = async_channel::unbounded();
            let watcher = watch(to_forward)?;
            forward_changes(changes, to_server, wake.clone());
            Some(watcher)
        }),
    );
}

/// How long the watcher waits for a file's writes to settle (Bevy's own default).
const WATCH_DEBOUNCE: Duration = Duration::from_millis(300);

/// The asset server reads a watcher's events only inside frames: they pass through here, and
/// each wakes the sleeping game so a changed file is shown at once.
fn forward_changes(
    changes: async_channel::Receiver<AssetSourceEvent>,
    to_server: async_channel::Sender<AssetSourceEvent>,
    wake: Wake,
) {
    let forward = move || {
        while let Ok(change) = changes.recv_blocking() {
            if to_server.send_blocking(change).is_err() {
                return;
            }
            wake.wake();
        }
    };
    if let Err(e) = std::thread::Builder::new()
        .name("level-watch".into())
        .spawn(forward)
    {
        warn!("level files changed elsewhere are seen only with the next input: {e}");
    }
}

/// The folder of a single level file (`.` for a bare file name).
pub(crate) fn file_folder(file: &Path) -> PathBuf {
    file.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Registers the asset sources for `source`. Must run before the asset plugin is added.
pub fn register_source(app: &mut App, source: &LevelSource) {
    match source {
        LevelSource::Packs(sources) => {
            register(app, PACK_SOURCE, &sources.shipped);
            if let Some(user) = &sources.user {
                // The folder is watched for new packs, so it must be there.
                if let Err(e) = std::fs::create_dir_all(user) {
                    warn!("{}: {e}", user.display());
                }
                register(app, USER_PACKS_SOURCE, user);
            }
            if let Some(extra) = &sources.extra {
                register(app, EXTRA_PACK_SOURCE, extra);
            }
        }
        LevelSource::File(file) => register(app, FILE_SOURCE, &file_folder(file)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asset_paths_are_never_parsed_from_file_names() {
        let root = AssetRoot {
            source: USER_PACKS_SOURCE,
            folder: PathBuf::from("mine"),
        };
        for name in ["#lvl.ron#", "a#b.ron", "x://y.ron", "lvl#", "#"] {
            let path = root.file(name);
            assert_eq!(path.path(), Path::new("mine").join(name), "{name}");
            assert_eq!(path.label(), None, "{name}");
            assert_eq!(path.source(), &USER_PACKS_SOURCE.into(), "{name}");
        }
    }
}
