//! A modded game with a tile set of its own: dice, cut from a PNG sheet in the mod's own asset
//! folder (`examples/modded_tiles/assets/dice.png`, drawn by `make_sheet.py` beside it),
//! loaded from there as `modded_tiles://dice.png` without copying it into the game's assets;
//! and a background painted in code, gingham. `cargo run --example modded_tiles`, then
//! Settings → Tiles → dice, and Settings → Background → gingham.
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

/// Blue gingham: a 32-pixel check of light and darker bands, repeated behind the board.
struct Gingham;

impl Background for Gingham {
    fn id(&self) -> &'static str {
        "modded_tiles.gingham"
    }

    fn name_key(&self) -> &'static str {
        "background-gingham"
    }

    fn paint(&self, _width: u32, _height: u32) -> Result<Painting, String> {
        Ok(Painting::pattern(32, |x, y| {
            let bands = u8::from(x < 16) + u8::from(y < 16);
            [[0.86, 0.9, 0.96], [0.62, 0.72, 0.88], [0.36, 0.5, 0.76]][usize::from(bands)]
        }))
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

/// The names in both languages, and one registration line each.
fn add_mod(app: &mut App) {
    app.add_words(
        include_str!("modded_tiles/assets/i18n/en.ftl"),
        include_str!("modded_tiles/assets/i18n/zh.ftl"),
    )
    .add_tile_set(Dice)
    .add_background(Gingham);
}

fn main() -> ExitCode {
    // The game's whole command line (try --help), with the mod applied.
    main_with_assets(add_assets, add_mod)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No two dice look alike on a full board, to any of the common kinds of colour vision.
    #[test]
    fn no_two_dice_look_alike() {
        let sheet = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/modded_tiles/assets/dice.png"
        );
        check_tile_set(&Dice, Some(std::path::Path::new(sheet))).unwrap();
    }
}
