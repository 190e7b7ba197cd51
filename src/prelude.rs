//! What a modder needs, in one `use lianliankan::prelude::*;`. This is the game's API for
//! mods: the modules behind it are the game's own rooms and may change without notice. See
//! `docs/modding.md`, which starts from `examples/modded.rs`.
//!
//! - **Run the game** with your mod: [`main_with`] (the whole command line, `replay`
//!   included), or [`game_app`] and [`run_app`] for the game alone.
//! - **Power-ups**: implement [`PowerUp`], register with [`AddPowerUp::add_power_up`]; the
//!   effect observes [`Activate`] and answers [`PowerUpUsed`] or [`PowerUpRefused`].
//! - **Special tiles**: implement [`SpecialTile`] (when its tile may be picked and shows its
//!   face, from what [`Around`] says has been removed, and its mark), register with
//!   [`AddSpecialTile::add_special_tile`]; level files mark it with its `MARK`.
//! - **Words**: [`AddWords::add_words`] with your `en.ftl` and `zh.ftl`; check them in your
//!   tests with [`check_words`]; a look shows words through [`Words`].
//! - **The board**: [`Board`] (read it; change it through its methods), [`MatchRequest`] to
//!   link a pair through the normal flow, [`TileChanges`] to report a removal.
//! - **The look**: [`burst`], [`bolt`], [`highlight_tile`], [`cell_center`], in
//!   [`ViewSystems::React`].
//! - **Tile sets**: implement [`TileSet`] (faces drawn by a [`FacePen`] or cut from a PNG
//!   sheet, [`SheetFaces`]), register with [`AddTileSet::add_tile_set`]; a mod's own asset
//!   folder is [`AddModAssets::add_mod_assets`], called from [`main_with_assets`]; check in
//!   your tests that no two faces look alike with [`check_tile_set`].
//! - **Backgrounds**: implement [`Background`] (a [`Painting`] repeated or covering the
//!   window), register with [`AddBackground::add_background`].
//! - **Headless tests**: [`LogicPlugin`] on `MinimalPlugins` (or [`power_ups_of`], with the
//!   built-in power-ups), [`ViewReactionsPlugin`] for what the look does, on one thread as in
//!   the game ([`run_on_one_thread`]); deal with [`NewBoard`], pick as a player does with
//!   [`TilePicked`], or let the game play itself ([`Demo`]); [`prove_with`] for replays.

pub use crate::art::icon::IconCanvas;
#[cfg(feature = "look")]
pub use crate::art::look_alike::LOOK_ALIKE_BELOW;
#[cfg(feature = "look")]
pub use crate::cli::command::{main_with, main_with_assets, power_ups_of};
pub use crate::engine::modded_specials::Around;
pub use crate::engine::solver::DEFAULT_NODE_LIMIT;
pub use crate::engine::{Grid, Kind, Pos, Rules, safe_hint};
#[cfg(feature = "look")]
pub use crate::game::assembly::app::{GameOptions, game_app, game_app_with, run_app};
pub use crate::game::content::backgrounds::{
    AddBackground, Background, Backgrounds, Fill, Painting,
};
pub use crate::game::content::built_in_tile_sets::{
    AddModAssets, AddTileSet, FacePen, Faces, Sheet, SheetError, SheetFaces, TileSet, TileSets,
};
pub use crate::game::content::words::{AddWords, Words};
pub use crate::game::core::board::Board;
pub use crate::game::core::deal::LevelSpec;
pub use crate::game::core::messages::{MatchRequest, NewBoard, TileChanges, TilePicked};
pub use crate::game::core::power_ups::{
    Activate, AddPowerUp, Aiming, PowerUp, PowerUpId, PowerUpInfo, PowerUpRefused, PowerUpUsed,
    PowerUps, Stock, Target, UsePowerUp,
};
pub use crate::game::core::score::Score;
pub use crate::game::core::stages::MoveFlow;
pub use crate::game::logic::LogicPlugin;
pub use crate::game::modes::demo::Demo;
pub use crate::game::one_thread::run_on_one_thread;
pub use crate::game::replays::proof::{Proven, prove_with};
pub use crate::game::specials::modded::{AddSpecialTile, SpecialTile};
#[cfg(feature = "look")]
pub use crate::game::view::ViewReactionsPlugin;
#[cfg(feature = "look")]
pub use crate::game::view::board::effects::{CosmeticRng, bolt, burst, highlight_tile};
#[cfg(feature = "look")]
pub use crate::game::view::board::look_alikes::check_tile_set;
#[cfg(feature = "look")]
pub use crate::game::view::geometry::{CELL, cell_center};
#[cfg(feature = "look")]
pub use crate::game::view::stages::ViewSystems;
pub use crate::i18n::{Language, check_words};
