//! Levels as Bevy assets: the pack of level files in play order, the loader, hot reload, and
//! moving between levels.
//!
//! Level files are read through asset sources rooted at the pack folders (the installed pack,
//! the data directory's packs folder, `--pack DIR`), so the file watcher sees a designer's save
//! and the level on screen is re-dealt at once. A file that does not read (syntax, semantics, I/O) never stops the game: the board in play stays, and
//! the problem is shown in a banner until the file is fixed.

use std::path::{Path, PathBuf};

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoadFailedEvent, AssetLoader, AssetPath, AsyncReadExt, LoadContext};
use bevy::prelude::*;

pub use super::level_sources::{
    AssetRoot, EXTRA_PACK_SOURCE, FILE_SOURCE, LevelSource, PACK_SOURCE, PackSources,
    USER_PACKS_SOURCE, UserPacks, default_levels_dir, register_source,
};
use crate::formats::level::{Level, LevelError, MAX_FILE_BYTES};
use crate::formats::pack::PackDir;
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::screen::playing;
use crate::game::core::stages::BoardSetup;
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::game::persistence::progress::SavedProgress;
use crate::i18n;

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

/// One level of a pack.
#[derive(Debug, Clone)]
pub struct PackEntry {
    /// File name, e.g. `01-first-steps.ron`.
    pub file: String,
    /// The loaded level (or its problems).
    pub handle: Handle<LevelAsset>,
}

/// One pack as the game has it: what its folder says, and its levels as assets.
#[derive(Debug, Clone)]
pub struct Pack {
    /// The folder as read: name, author, key, order, problems with `pack.ron`.
    pub about: PackDir,
    /// Levels in play order.
    pub entries: Vec<PackEntry>,
    /// The folder as the asset server reaches it (`levels`, `user-packs` + `mine`).
    pub asset_root: AssetRoot,
    /// Whether the editor may save into it: packs in the data directory and `--pack DIR`,
    /// never the installed pack.
    pub writable: bool,
}

impl Pack {
    /// A pack of the folder `dir` with no levels loaded yet (its progress under `key`).
    pub fn folder(dir: PathBuf, key: Option<String>, writable: bool) -> Pack {
        Pack {
            about: PackDir {
                info: crate::formats::pack::PackInfo {
                    name: crate::formats::pack::pack_key(&dir),
                    ..default()
                },
                dir,
                key,
                files: Vec::new(),
                problems: Vec::new(),
            },
            entries: Vec::new(),
            asset_root: AssetRoot::default(),
            writable,
        }
    }

    /// The key progress of `entry` is kept under, when its level is `level`.
    pub fn record_key(&self, entry: &PackEntry, level: &Level) -> String {
        self.about
            .record_key(&level.identity(Path::new(&entry.file)))
    }

    /// The key progress of the level in `entry` is kept under when it does not load (its
    /// file's stem).
    pub fn record_key_of_file(&self, entry: &PackEntry) -> String {
        self.about
            .record_key(&crate::formats::level::file_identity(Path::new(
                &entry.file,
            )))
    }
}

/// The packs, the pack in play, and which of its levels is on screen.
#[derive(Resource, Debug, Default)]
pub struct LevelPack {
    /// Every pack: the installed one first, then `--pack DIR`, then the packs shipped beside
    /// the installed one, then the data directory's.
    pub packs: Vec<Pack>,
    /// The pack in play (and shown in the level select).
    pub pack: usize,
    /// Index of the level on screen in that pack.
    pub current: usize,
    /// A level file given on the command line, played instead of the packs.
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

    /// The pack in play.
    pub fn in_play(&self) -> Option<&Pack> {
        self.packs.get(self.pack)
    }

    /// The levels of the pack in play.
    pub fn entries(&self) -> &[PackEntry] {
        self.in_play().map_or(&[], |p| p.entries.as_slice())
    }

    /// The file of the level on screen.
    pub fn current_file(&self) -> Option<PathBuf> {
        match &self.single_file {
            Some(f) => Some(f.clone()),
            None => {
                let pack = self.in_play()?;
                pack.entries
                    .get(self.current)
                    .map(|e| pack.about.dir.join(&e.file))
            }
        }
    }

    /// The handle of the level on screen.
    pub fn current_handle(&self) -> Option<&Handle<LevelAsset>> {
        self.single
            .as_ref()
            .or_else(|| self.entries().get(self.current).map(|e| &e.handle))
    }

    /// Where the editor saves by default: the single level file's folder, or the pack in
    /// play when it may be written.
    pub fn save_dir(&self) -> Option<PathBuf> {
        match &self.single_file {
            Some(file) => Some(
                file.parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
            ),
            None => self
                .in_play()
                .filter(|p| p.writable)
                .map(|p| p.about.dir.clone()),
        }
    }

    /// The packs the editor may save into, by index.
    pub fn writable(&self) -> impl Iterator<Item = (usize, &Pack)> {
        self.packs.iter().enumerate().filter(|(_, p)| p.writable)
    }
}

/// Whether two paths name one folder.
fn same_dir(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Where the asset server reaches the pack `dir` of the data directory's packs folder.
fn user_pack_root(dir: &Path) -> AssetRoot {
    AssetRoot {
        source: USER_PACKS_SOURCE,
        folder: dir.file_name().map_or_else(PathBuf::new, PathBuf::from),
    }
}

/// A pack as assets: each level file loaded from `asset_root`.
fn pack_assets(
    server: &AssetServer,
    about: PackDir,
    asset_root: AssetRoot,
    writable: bool,
) -> Pack {
    for problem in &about.problems {
        warn!("{problem}");
    }
    let entries = about
        .files
        .iter()
        .map(|file| PackEntry {
            handle: server.load(asset_root.file(file)),
            file: file.clone(),
        })
        .collect();
    Pack {
        about,
        entries,
        asset_root,
        writable,
    }
}

/// Reads the pack in `dir` as assets; a folder that cannot be listed is an empty pack with
/// that problem.
fn read_pack(
    server: &AssetServer,
    dir: &Path,
    key: Option<String>,
    asset_root: AssetRoot,
    writable: bool,
) -> Pack {
    match PackDir::read(dir, key.clone()) {
        Ok(about) => pack_assets(server, about, asset_root, writable),
        Err(e) => {
            warn!("{e}");
            let mut pack = Pack::folder(dir.to_path_buf(), key, writable);
            pack.about.problems.push(e);
            pack.asset_root = asset_root;
            pack
        }
    }
}

/// Loads the packs (or the single file) at start-up.
fn load_pack(source: LevelSource) -> impl FnMut(Res<AssetServer>, ResMut<LevelPack>) {
    move |server, mut pack| match &source {
        LevelSource::Packs(sources) => {
            let extra_is_shipped = sources
                .extra
                .as_deref()
                .is_some_and(|e| same_dir(e, &sources.shipped));
            let mut packs = vec![read_pack(
                &server,
                &sources.shipped,
                None,
                AssetRoot::of_source(PACK_SOURCE),
                extra_is_shipped,
            )];
            if let Some(extra) = sources.extra.as_deref().filter(|_| !extra_is_shipped) {
                packs.push(read_pack(
                    &server,
                    extra,
                    Some(crate::formats::pack::pack_key(extra)),
                    AssetRoot::of_source(EXTRA_PACK_SOURCE),
                    true,
                ));
                pack.pack = 1;
            }
            for about in crate::formats::storage::shipped::packs_beside(&sources.shipped) {
                let folder = about.dir.file_name().map(PathBuf::from).unwrap_or_default();
                let root = AssetRoot {
                    source: PACK_SOURCE,
                    folder,
                };
                packs.push(pack_assets(&server, about, root, false));
            }
            if let Some(user) = &sources.user {
                // A `--pack` folder that is one of the data directory's packs is there once.
                let extra = sources.extra.as_deref();
                for about in crate::formats::pack::packs_in(user)
                    .into_iter()
                    .filter(|p| !extra.is_some_and(|e| same_dir(e, &p.dir)))
                {
                    let root = user_pack_root(&about.dir);
                    packs.push(pack_assets(&server, about, root, true));
                }
            }
            pack.packs = packs;
            let n = pack.entries().len();
            pack.current = sources.start.min(n.saturating_sub(1));
        }
        LevelSource::File(path) => {
            let name = path.file_name().map_or_else(PathBuf::new, PathBuf::from);
            let asset = AssetPath::from_path_buf(name).with_source(FILE_SOURCE);
            pack.single = Some(server.load(asset));
            pack.single_file = Some(path.clone());
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
    mut problem: ResMut<LevelProblem>,
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
            let at = [
                ("place", failure.path.to_string().into()),
                ("problem", failure.error.to_string().into()),
            ];
            problem.0 = Some(i18n::Message::with("problem-at", at));
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
            let record = pack
                .in_play()
                .filter(|_| pack.single.is_none())
                .and_then(|p| Some(p.record_key(p.entries.get(pack.current)?, level)));
            *spec = match record {
                Some(key) => next.recorded_as(key),
                None => next,
            };
            problem.0 = None;
            new_board.write(NewBoard { seed: None });
        }
        Err(e) => {
            warn!("{e}");
            problem.0 = Some(e.message());
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

/// Plays level `i` of the pack in play (or the single level file again): dealt once it is
/// loaded.
#[derive(Message, Debug, Clone, Copy)]
pub struct GoToLevel(pub usize);

/// Makes pack `i` the pack in play (the level select shows it); its first level is in hand.
#[derive(Message, Debug, Clone, Copy)]
pub struct ChoosePack(pub usize);

fn go_to_level(
    mut packs: MessageReader<ChoosePack>,
    mut requests: MessageReader<GoToLevel>,
    mut pack: ResMut<LevelPack>,
) {
    if let Some(ChoosePack(i)) = packs.read().last().copied()
        && i < pack.packs.len()
        && i != pack.pack
    {
        pack.pack = i;
        pack.current = 0;
    }
    let Some(GoToLevel(i)) = requests.read().last().copied() else {
        return;
    };
    if pack.single.is_some() || i < pack.entries().len() {
        if pack.single.is_none() {
            pack.current = i;
        }
        // Applied by `apply_level_changes` as soon as the level is loaded.
        pack.applied = None;
        pack.active = true;
    }
}

/// A level file was saved into a pack's directory (by the editor).
#[derive(Message, Debug, Clone)]
pub struct PackSaved(pub PathBuf);

/// A new pack was made in the data directory's packs folder (by the editor).
#[derive(Message, Debug, Clone)]
pub struct PackCreated(pub PathBuf);

/// Adds newly saved files to their pack, in the pack's order (changed ones reload by
/// themselves), and newly made packs to the packs.
fn add_saved_levels(
    mut created: MessageReader<PackCreated>,
    mut saved: MessageReader<PackSaved>,
    mut pack: ResMut<LevelPack>,
    server: Res<AssetServer>,
    user_packs: Option<Res<UserPacks>>,
) {
    for PackCreated(dir) in created.read() {
        // Packs made elsewhere than the packs folder the game reads are not the game's packs.
        let in_folder = user_packs
            .as_ref()
            .is_some_and(|u| dir.parent() == Some(u.0.as_path()));
        if !in_folder || pack.packs.iter().any(|p| same_dir(&p.about.dir, dir)) {
            continue;
        }
        let key = Some(crate::formats::pack::pack_key(dir));
        let new = read_pack(&server, dir, key, user_pack_root(dir), true);
        pack.packs.push(new);
    }
    for PackSaved(path) in saved.read() {
        let Some(dir) = path.parent().filter(|_| pack.single.is_none()) else {
            continue;
        };
        let Some(index) = pack.packs.iter().position(|p| same_dir(&p.about.dir, dir)) else {
            continue;
        };
        let old = &pack.packs[index];
        let Ok(about) = PackDir::read(&old.about.dir, old.about.key.clone()) else {
            continue;
        };
        let current = (index == pack.pack)
            .then(|| pack.entries().get(pack.current).map(|e| e.file.clone()))
            .flatten();
        let (root, writable) = (old.asset_root.clone(), old.writable);
        pack.packs[index] = pack_assets(&server, about, root, writable);
        if let Some(current) = current {
            pack.current = pack
                .entries()
                .iter()
                .position(|e| e.file == current)
                .unwrap_or(0);
        }
    }
}

/// Records kept under a level's display name (progress files from before level identities)
/// move to the level's identity once every pack's files have loaded, and are saved so; only
/// when nothing else can own the record (see [`Progress::carry_over_names`]).
///
/// [`Progress::carry_over_names`]: crate::formats::saves::progress::Progress::carry_over_names
fn carry_over_name_records(
    mut events: MessageReader<AssetEvent<LevelAsset>>,
    pack: Res<LevelPack>,
    (server, assets): (Res<AssetServer>, Res<Assets<LevelAsset>>),
    progress: Option<ResMut<SavedProgress>>,
) {
    let loaded = events
        .read()
        .any(|e| matches!(e, AssetEvent::LoadedWithDependencies { .. }));
    let Some(mut saved) = progress.filter(|_| loaded) else {
        return;
    };
    let entries = || {
        pack.packs
            .iter()
            .flat_map(|p| p.entries.iter().map(move |e| (p, e)))
    };
    // Which level owns a key is known only once every level has loaded (or failed to).
    if entries().any(|(_, e)| server.load_state(&e.handle).is_loading()) {
        return;
    }
    let level_of = |entry: &PackEntry| match assets.get(&entry.handle) {
        Some(LevelAsset(Ok(level))) => Some(level),
        _ => None,
    };
    // Every key a level in play keeps its records under: none of them is a display name.
    let owned: Vec<String> = entries()
        .map(|(p, e)| level_of(e).map_or_else(|| p.record_key_of_file(e), |l| p.record_key(e, l)))
        .collect();
    // Only the installed pack is older than level identities.
    let named: Vec<(&str, String)> = entries()
        .filter(|(p, _)| p.about.key.is_none())
        .filter_map(|(_, e)| level_of(e).map(|l| (l.name.as_str(), l.identity(Path::new(&e.file)))))
        .collect();
    let pairs: Vec<(&str, &str)> = named.iter().map(|(n, id)| (*n, id.as_str())).collect();
    if saved.progress.carry_over_names(&pairs, &owned) {
        saved.save();
    }
}

/// The level keys (Page Down / Page Up): next / previous level. The next level opens once
/// this one is cleared.
fn level_keys(
    keys: BoundKeys,
    pack: Res<LevelPack>,
    spec: Res<LevelSpec>,
    progress: Option<Res<SavedProgress>>,
    mut go: MessageWriter<GoToLevel>,
    mut notify: MessageWriter<Notify>,
) {
    let n = pack.entries().len();
    if n == 0 {
        return;
    }
    if keys.just_pressed(PlayAction::NextLevel) {
        let wraps = pack.current + 1 == n;
        let open = progress.is_none_or(|p| p.opens_next(spec.record.as_deref()));
        if !pack.active || wraps || open {
            go.write(GoToLevel((pack.current + 1) % n));
        } else {
            notify.write(Notify {
                message: i18n::Message::new("levels-next-locked"),
                seconds: 2.5,
            });
        }
    } else if keys.just_pressed(PlayAction::PreviousLevel) {
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

/// Level files arrive in the background: frames come while any is loading, so what they
/// bring (the first level, a file saved elsewhere) is shown without waiting for input.
fn frames_while_levels_load(
    pack: Res<LevelPack>,
    server: Res<AssetServer>,
    mut pacing: ResMut<FramePacing>,
) {
    let entries = pack
        .packs
        .iter()
        .flat_map(|p| &p.entries)
        .map(|e| &e.handle);
    if entries
        .chain(&pack.single)
        .any(|h| server.load_state(h).is_loading())
    {
        pacing.frame_now();
    }
}

impl Plugin for LevelsPlugin {
    fn build(&self, app: &mut App) {
        if let LevelSource::Packs(PackSources {
            user: Some(user), ..
        }) = &self.source
        {
            app.insert_resource(UserPacks(user.clone()));
        }
        // Asset events of a frame are read once the asset server has published them.
        app.configure_sets(
            PreUpdate,
            BoardSetup::ChooseLevel.after(bevy::asset::AssetTrackingSystems),
        )
        .init_asset::<LevelAsset>()
        .init_asset_loader::<LevelLoader>()
        .init_resource::<LevelPack>()
        .add_message::<GoToLevel>()
        .add_message::<ChoosePack>()
        .add_message::<PackSaved>()
        .add_message::<PackCreated>()
        .add_systems(Startup, load_pack(self.source.clone()))
        .add_systems(Last, frames_while_levels_load.in_set(PacingSystems::Ask))
        .add_systems(
            Update,
            (
                add_saved_levels
                    .run_if(on_message::<PackCreated>.or_eager(on_message::<PackSaved>)),
                carry_over_name_records.run_if(on_message::<AssetEvent<LevelAsset>>),
            ),
        )
        .add_systems(
            PreUpdate,
            (
                level_keys.run_if(playing),
                go_to_level.run_if(on_message::<ChoosePack>.or_eager(on_message::<GoToLevel>)),
                apply_level_changes,
            )
                .chain()
                .in_set(BoardSetup::ChooseLevel),
        );
    }
}
