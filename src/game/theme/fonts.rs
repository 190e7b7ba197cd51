//! The game's typeface, Noto Sans CJK SC (assets/fonts, made by `scripts/subset-fonts`): the
//! Regular weight for all text, the Bold weight for titles. Built into the program and put in
//! place before the first frame, so no text ever shows in a fallback face or not at all.

use bevy::asset::uuid_handle;
use bevy::prelude::*;

/// The Regular weight: Latin, the interface's symbols and GB2312 level 1 Chinese.
pub const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Regular.otf");
/// The Bold weight, for titles.
pub const BOLD: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Bold.otf");

/// The display weight, for titles and headings (text without a font uses the Regular one).
pub const DISPLAY: Handle<Font> = uuid_handle!("6f1f5a3e-2b7c-4f0e-9a51-3c9d2e7b8a40");

/// Puts both weights in place: the Regular one as every text's default font.
pub(crate) fn plugin(app: &mut App) {
    let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() else {
        // Headless (no text rendering): nothing to set.
        return;
    };
    for (id, bytes) in [(AssetId::default(), REGULAR), (DISPLAY.id(), BOLD)] {
        if let Err(e) = fonts.insert(id, Font::from_bytes(bytes.to_vec())) {
            error!("the game's font cannot be set: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use skrifa::{FontRef, MetadataProvider};

    use super::*;

    /// Characters of `text` the font `bytes` has no glyph for.
    fn missing(bytes: &[u8], text: &str) -> Vec<char> {
        let font = FontRef::new(bytes).expect("the font parses");
        let charmap = font.charmap();
        let mut gone: Vec<char> = text
            .chars()
            .filter(|c| !c.is_control() && charmap.map(*c).is_none())
            .collect();
        gone.sort_unstable();
        gone.dedup();
        gone
    }

    #[test]
    fn the_typeface_has_every_character_the_game_shows() {
        let mut shown: String = crate::i18n::SOURCES.concat();
        // The installed pack's levels, and the lesson's in their folder.
        let levels = crate::formats::shipped::shipped_dir("levels");
        for dir in [levels.clone(), levels.join("lesson")] {
            for file in std::fs::read_dir(dir).unwrap() {
                let path = file.unwrap().path();
                if path.is_file() {
                    shown += &std::fs::read_to_string(path).unwrap();
                }
            }
        }
        // GB2312 level 1 starts with 啊 and ends with 座; a few from between.
        shown += "啊阿埃座做坐连看牌";
        for (weight, bytes) in [("Regular", REGULAR), ("Bold", BOLD)] {
            let gone = missing(bytes, &shown);
            assert!(
                gone.is_empty(),
                "NotoSansSC-{weight}.otf lacks {gone:?}: run scripts/subset-fonts"
            );
        }
        assert_eq!(
            missing(REGULAR, "\u{4E28}"),
            vec!['\u{4E28}'],
            "the font is a subset"
        );
    }
}
