//! A mod's own assets: its pictures and sounds load from a folder of its own, under a name of
//! its own (`mymod://faces.png`), beside the game's `assets` — nothing is copied into the
//! game's folder.
//!
//! Bevy reads its asset sources once, when its `AssetPlugin` is built: a mod's source must be
//! added before that, so before the game's plugins. [`game_app_with`](crate::game::assembly::app::game_app_with)
//! runs a mod's setup at that moment:
//!
//! ```ignore
//! let app = game_app_with(&options, |app| {
//!     app.add_mod_assets("mymod", concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
//! })?;
//! ```

use std::path::Path;

use bevy::asset::io::{AssetSource, AssetSourceBuilder};
use bevy::prelude::*;

/// Adds a mod's asset folder as a named asset source.
pub trait AddModAssets {
    /// Assets under `dir` load as `name://path`. `dir` is best absolute; a relative one is
    /// taken from where Bevy looks for the game's own assets (the executable's folder, or the
    /// checkout when run by cargo).
    ///
    /// # Panics
    /// When called once Bevy's `AssetPlugin` is built (it reads its sources only then): the
    /// message says to add the source in `game_app_with`'s setup.
    fn add_mod_assets(&mut self, name: &'static str, dir: impl AsRef<Path>) -> &mut Self;
}

impl AddModAssets for App {
    fn add_mod_assets(&mut self, name: &'static str, dir: impl AsRef<Path>) -> &mut Self {
        assert!(
            !self.world().contains_resource::<AssetServer>(),
            "the assets of mod {name:?} must be added before Bevy's AssetPlugin is built: \
             call add_mod_assets in the setup game_app_with runs"
        );
        let dir = dir.as_ref().to_string_lossy().into_owned();
        // Read only: the game writes nothing into a mod's folder.
        let reader = AssetSourceBuilder::new(AssetSource::get_default_reader(dir));
        self.register_asset_source(name, reader)
    }
}
