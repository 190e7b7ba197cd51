//! A modded game with a tile set of its own: dice, cut from a PNG sheet in the mod's own asset
//! folder (`examples/modded_tiles/assets/dice.png`, drawn by `make_sheet.py` beside it),
//! loaded from there as `modded_tiles://dice.png` without copying it into the game's assets.
//! `cargo run --example modded_tiles`, then Settings → Tiles → dice.
//!
//! This is the starting point of the "Tile sets" section of `docs/modding.md`.

use std::process::ExitCode;

use bevy::prelude::*;
use lianliankan::prelude::*;

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

/// The mod's asset folder, added before Bevy's plugins are built: Bevy reads its asset sources
/// only then.
fn add_assets(app: &mut App) {
    app.add_mod_assets(
        MOD,
        concat!(env!("CARGO_MANIFEST_DIR"), "/examples/modded_tiles/assets"),
    );
}

/// The set's name in both languages, and the one registration line.
fn add_mod(app: &mut App) {
    app.add_words(
        include_str!("modded_tiles/assets/i18n/en.ftl"),
        include_str!("modded_tiles/assets/i18n/zh.ftl"),
    )
    .add_tile_set(Dice);
}

fn main() -> ExitCode {
    // The game's whole command line (try --help), with the mod applied.
    main_with_assets(add_assets, add_mod)
}
