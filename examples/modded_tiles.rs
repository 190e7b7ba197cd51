//! A modded game with a tile set of its own: dice, cut from a PNG sheet in the mod's own asset
//! folder (`examples/modded_tiles/assets/dice.png`, drawn by `make_sheet.py` beside it),
//! loaded from there as `modded_tiles://dice.png` without copying it into the game's assets.
//! `cargo run --example modded_tiles`, then Settings → Tiles → dice.
//!
//! This is the starting point of the "Tile sets" section of `docs/modding.md`.

use std::process::ExitCode;

use clap::Parser;

use lianliankan::game::app::{GameOptions, game_app_with, run_app};
use lianliankan::game::tile_sets::{AddModAssets, AddTileSet, Faces, SheetFaces, TileSet};

/// The mod's name: its asset source, and the start of its sets' ids.
const MOD: &str = "modded_tiles";

/// Thirty-six dice: one to six pips in six colours.
struct Dice;

impl TileSet for Dice {
    fn id(&self) -> &'static str {
        "modded_tiles.dice"
    }

    /// The name's message key: `examples/modded_tiles/assets/i18n/*.ftl` say it in English
    /// and Chinese.
    fn name_key(&self) -> &'static str {
        "tile-set-dice"
    }

    fn kinds(&self) -> usize {
        36
    }

    fn faces(&self) -> Faces {
        Faces::Sheet(SheetFaces {
            path: "modded_tiles://dice.png",
            columns: 6,
            rows: 6,
        })
    }
}

fn main() -> ExitCode {
    // The game's own command-line options (try --help).
    let options = GameOptions::parse();
    // The mod's asset folder is added before Bevy's plugins are built: Bevy reads its asset
    // sources only then.
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/modded_tiles/assets");
    let mut app = match game_app_with(&options, |app| {
        app.add_mod_assets(MOD, assets);
    }) {
        Ok(app) => app,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // The one registration line.
    app.add_tile_set(Dice);
    run_app(app)
}
