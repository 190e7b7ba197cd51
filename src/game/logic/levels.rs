//! Levels as Bevy assets: the pack of level files in play order, the loader, hot reload, and
//! moving between levels.
//!
//! Level files are read through their own asset source rooted at the levels directory, so the
//! file watcher sees a designer's save and the level on screen is re-dealt at once. A file that
//! does not read (syntax, semantics, I/O) never stops the game: the board in play stays, and
//! the problem is shown in a banner until the file is fixed.

use std::path::{Path, PathBuf};

use bevy::asset::io::{AssetSourceBuilder, Reader};
use bevy::asset::{AssetLoadFailedEvent, AssetLoader, AsyncReadExt, LoadContext};
use bevy::prelude::*;

use super::deal::{LevelProblem, LevelSpec};
use super::messages::{NewBoard, Notify};
use super::progress::SavedProgress;
use super::screen::playing;
use super::sets::BoardSetup;
use super::words::Words;
use crate::level::{Level, LevelError, MAX_FILE_BYTES};

/// The asset source of the level pack directory.
pub const PACK_SOURCE: &str = "levels";
/// The asset source of a single level file given on the command line.
pub const FILE_SOURCE: &str = "level-file";

/// A level file as loaded: the level, or everything wrong with it.
#[derive(Asset, TypePath, Debug)]
pub struct LevelAsset(pub Result<Level, LevelError>);

/// Reads `.ron` level files into [`LevelAsset`]s. Problems with the file become part of the
/// asset (so hot reload can report them), not load failures.
#[derive(Default, TypePath)]
pub struct LevelLoader;

impl AssetLoader for LevelLoader {
    type Asset = LevelAsset;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<LevelAsset, std::io::Error> {
        let origin = load_context.path().path().file_name().map_or_else(
            || load_context.path().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut bytes = Vec::new();
        // Never hold more than a level's worth of a hostile file.
        AsyncReadExt::take(reader, MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .await?;
        let level = Level::from_bytes(&bytes, &origin);
        Ok(LevelAsset(level))
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// One level of the pack.
#[derive(Debug, Clone)]
pub struct PackEntry {
    /// File name, e.g. `01-first-steps.ron`.
    pub file: String,
    /// The loaded level (or its problems).
    pub handle: Handle<LevelAsset>,
}

/// The levels in play order and which one is on screen.
#[derive(Resource, Debug, Default)]
pub struct LevelPack {
    /// Levels in play order (file-name order).
    pub entries: Vec<PackEntry>,
    /// Index of the level on screen.
    pub current: usize,
    /// The pack's directory (or the single file's): where the editor saves.
    pub dir: PathBuf,
    /// A level file given on the command line, played instead of the pack.
    pub single: Option<Handle<LevelAsset>>,
    /// That file's path.
    pub single_file: Option<PathBuf>,
    /// Seed to deal the next applied level with, instead of the level's own or a fresh one.
    pub seed_override: Option<u64>,
    /// Whether the pack decides the level in play (not while a built-in layout is played,
    /// until the player moves to a pack level).
    pub active: bool,
    /// The level last applied: a different current level means "deal it once loaded".
    pub(crate) applied: Option<AssetId<LevelAsset>>,
}

impl LevelPack {
    /// A pack that decides the level in play from the start, dealing the first level with
    /// `seed` if given.
    pub fn playing(seed: Option<u64>) -> Self {
        LevelPack {
            seed_override: seed,
            active: true,
            ..default()
        }
    }

    /// The file of the level on screen.
    pub fn current_file(&self) -> Option<PathBuf> {
        match &self.single_file {
            Some(f) => Some(f.clone()),
            None => self
                .entries
                .get(self.current)
                .map(|e| self.dir.join(&e.file)),
        }
    }

    /// The handle of the level on screen.
    pub fn current_handle(&self) -> Option<&Handle<LevelAsset>> {
        self.single
            .as_ref()
            .or_else(|| self.entries.get(self.current).map(|e| &e.handle))
    }
}

/// Where level files live and which one to start with.
#[derive(Debug, Clone)]
pub enum LevelSource {
    /// A directory of `.ron` files played in file-name order; start with this index.
    Pack(PathBuf, usize),
    /// One level file.
    File(PathBuf),
}

/// The levels directory: `./levels` when run from the project, else next to the executable.
pub fn default_levels_dir() -> PathBuf {
    crate::shipped::shipped_dir("levels")
}

/// Registers the asset source for `source`. Must run before the asset plugin is added.
pub fn register_source(app: &mut App, source: &LevelSource) {
    let (id, dir) = match source {
        LevelSource::Pack(dir, _) => (PACK_SOURCE, dir.clone()),
        LevelSource::File(file) => (
            FILE_SOURCE,
            file.parent()
                .filter(|p| !p.as_os_str().is_empty())
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
        ),
    };
    let dir = std::path::absolute(&dir).unwrap_or(dir);
    app.register_asset_source(
        id,
        AssetSourceBuilder::platform_default(&dir.to_string_lossy(), None),
    );
}

/// Loads the pack (or the single file) at start-up.
fn load_pack(source: LevelSource) -> impl FnMut(Res<AssetServer>, ResMut<LevelPack>) {
    move |server, mut pack| match &source {
        LevelSource::Pack(dir, start) => {
            pack.dir = dir.clone();
            let files = match crate::level::level_files(dir) {
                Ok(files) => files,
                Err(e) => {
                    warn!("{e}");
                    Vec::new()
                }
            };
            pack.entries = files
                .iter()
                .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
                .map(|file| PackEntry {
                    handle: server.load(format!("{PACK_SOURCE}://{file}")),
                    file,
                })
                .collect();
            pack.current = (*start).min(pack.entries.len().saturating_sub(1));
        }
        LevelSource::File(path) => {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            pack.single = Some(server.load(format!("{FILE_SOURCE}://{name}")));
            pack.single_file = Some(path.clone());
            pack.dir = path
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        }
    }
}

/// Plays the level on screen once it is loaded, and again each time its file changes. A broken
/// file leaves the board in play and raises the banner.
pub fn apply_level_changes(
    mut events: MessageReader<AssetEvent<LevelAsset>>,
    mut failures: MessageReader<AssetLoadFailedEvent<LevelAsset>>,
    assets: Res<Assets<LevelAsset>>,
    mut pack: ResMut<LevelPack>,
    mut spec: ResMut<LevelSpec>,
    // The banner and the words it is written in.
    (mut problem, words): (ResMut<LevelProblem>, Words),
    mut new_board: MessageWriter<NewBoard>,
) {
    let Some(current) = pack
        .current_handle()
        .map(Handle::id)
        .filter(|_| pack.active)
    else {
        return;
    };
    for failure in failures.read() {
        if failure.id == current {
            problem.0 = Some(format!("{}: {}", failure.path, failure.error));
        }
    }
    let switched = pack.applied != Some(current);
    let reloaded = events.read().any(|e| match e {
        AssetEvent::Modified { id } | AssetEvent::LoadedWithDependencies { id } => *id == current,
        _ => false,
    });
    if !(switched || reloaded) {
        return;
    }
    let Some(LevelAsset(loaded)) = assets.get(current) else {
        return;
    };
    pack.applied = Some(current);
    match loaded {
        Ok(level) => {
            let seed = pack.seed_override.take().or(level.seed).unwrap_or_else(|| {
                if reloaded && !switched {
                    spec.seed
                } else {
                    fresh_seed()
                }
            });
            let next = LevelSpec::new(level.clone(), seed);
            // Only levels of the pack keep progress; a single file given on the command line
            // is played, not recorded.
            *spec = match pack
                .entries
                .get(pack.current)
                .filter(|_| pack.single.is_none())
            {
                Some(entry) => next.recorded_as(level.identity(Path::new(&entry.file))),
                None => next,
            };
            problem.0 = None;
            new_board.write(NewBoard { seed: None });
        }
        Err(e) => {
            warn!("{e}");
            problem.0 = Some(e.text(words.language()));
        }
    }
}

/// A seed for a fresh deal when neither the player nor the level chose one. Shown in the HUD,
/// so any board can be dealt again with `--seed`.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    crate::engine::GameRng::new(nanos).next_u64() % 1_000_000
}

/// Plays level `i` of the pack (or the single level file again): dealt once it is loaded.
#[derive(Message, Debug, Clone, Copy)]
pub struct GoToLevel(pub usize);

fn go_to_level(mut requests: MessageReader<GoToLevel>, mut pack: ResMut<LevelPack>) {
    let Some(GoToLevel(i)) = requests.read().last().copied() else {
        return;
    };
    if pack.single.is_some() || i < pack.entries.len() {
        if pack.single.is_none() {
            pack.current = i;
        }
        // Applied by `apply_level_changes` as soon as the level is loaded.
        pack.applied = None;
        pack.active = true;
    }
}

/// A level file was saved into the pack's directory (by the editor).
#[derive(Message, Debug, Clone)]
pub struct PackSaved(pub PathBuf);

/// Adds newly saved files to the pack, in file-name order; changed ones reload by themselves.
fn add_saved_levels(
    mut saved: MessageReader<PackSaved>,
    mut pack: ResMut<LevelPack>,
    server: Res<AssetServer>,
) {
    for PackSaved(path) in saved.read() {
        let in_pack = path.parent() == Some(pack.dir.as_path()) && pack.single.is_none();
        let Some(file) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
            continue;
        };
        if !in_pack || pack.entries.iter().any(|e| e.file == file) {
            continue;
        }
        let current = pack.entries.get(pack.current).map(|e| e.file.clone());
        pack.entries.push(PackEntry {
            handle: server.load(format!("{PACK_SOURCE}://{file}")),
            file,
        });
        pack.entries.sort_by(|a, b| a.file.cmp(&b.file));
        if let Some(current) = current {
            pack.current = pack
                .entries
                .iter()
                .position(|e| e.file == current)
                .unwrap_or(0);
        }
    }
}

/// Records kept under a level's display name (progress files from before level identities)
/// move to the level's identity as soon as the pack's files are loaded, and are saved so.
fn carry_over_name_records(
    mut events: MessageReader<AssetEvent<LevelAsset>>,
    pack: Res<LevelPack>,
    assets: Res<Assets<LevelAsset>>,
    progress: Option<ResMut<SavedProgress>>,
    mut notify: MessageWriter<Notify>,
    words: Words,
) {
    let loaded = events
        .read()
        .any(|e| matches!(e, AssetEvent::LoadedWithDependencies { .. }));
    let Some(mut saved) = progress.filter(|_| loaded) else {
        return;
    };
    let mut moved = false;
    for entry in &pack.entries {
        if let Some(LevelAsset(Ok(level))) = assets.get(&entry.handle) {
            let identity = level.identity(Path::new(&entry.file));
            moved |= saved.progress.carry_over(&level.name, &identity);
        }
    }
    if moved {
        saved.save(&mut notify, &words);
    }
}

/// Page Down / Page Up: next / previous level. The next level opens once this one is cleared.
fn level_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pack: Res<LevelPack>,
    spec: Res<LevelSpec>,
    progress: Option<Res<SavedProgress>>,
    mut go: MessageWriter<GoToLevel>,
    mut notify: MessageWriter<Notify>,
    words: Words,
) {
    let n = pack.entries.len();
    if n == 0 {
        return;
    }
    if keys.just_pressed(KeyCode::PageDown) {
        let wraps = pack.current + 1 == n;
        let open = progress.is_none_or(|p| p.opens_next(spec.record.as_deref()));
        if !pack.active || wraps || open {
            go.write(GoToLevel((pack.current + 1) % n));
        } else {
            notify.write(Notify {
                text: words.t("levels-next-locked"),
                seconds: 2.5,
            });
        }
    } else if keys.just_pressed(KeyCode::PageUp) {
        go.write(GoToLevel((pack.current + n - 1) % n));
    }
}

/// Test-playing the editor's level: `E` goes back to the editor.
#[derive(Resource, Debug)]
pub struct TestPlaying;

/// Level loading for an app that has the asset plugin. Call [`register_source`] before adding
/// the asset plugin.
pub struct LevelsPlugin {
    /// Where the levels are.
    pub source: LevelSource,
}

impl Plugin for LevelsPlugin {
    fn build(&self, app: &mut App) {
        // Asset events of a frame are read once the asset server has published them.
        app.configure_sets(
            PreUpdate,
            BoardSetup::ChooseLevel.after(bevy::asset::AssetTrackingSystems),
        )
        .init_asset::<LevelAsset>()
        .init_asset_loader::<LevelLoader>()
        .init_resource::<LevelPack>()
        .add_message::<GoToLevel>()
        .add_message::<PackSaved>()
        .add_systems(Startup, load_pack(self.source.clone()))
        .add_systems(Update, (add_saved_levels, carry_over_name_records))
        .add_systems(
            PreUpdate,
            (level_keys.run_if(playing), go_to_level, apply_level_changes)
                .chain()
                .in_set(BoardSetup::ChooseLevel),
        );
    }
}
