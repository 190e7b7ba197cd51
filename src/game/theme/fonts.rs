//! The game's typefaces (assets/fonts, made by `scripts/subset-fonts`): Noto Sans CJK SC,
//! built into the program and put in place before the first frame, writes English, 简体中文 and
//! the European languages, and is the face any text falls back to (kana, Hangul and GB2312
//! for a name a player typed). 繁體中文, 日本語 and 한국어 are written in their own regional face
//! (TC, JP, KR: the glyph forms their readers expect), read from the shipped fonts when the
//! language is chosen: before the first frame for the language the game starts in, in the
//! background when the player switches. The Regular weight is every text's default font, the
//! Bold weight the titles'.

use std::sync::Arc;

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{Blob, FallbackKey, Script};

use crate::game::core::settings::Settings;
use crate::i18n::Language;

/// The Regular weight: Latin, Cyrillic, the interface's symbols, GB2312 level 1 Chinese, kana
/// and Hangul.
pub const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Regular.otf");
/// The Bold weight, for titles.
pub const BOLD: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Bold.otf");

/// The display weight, for titles and headings (text without a font uses the Regular one).
pub const DISPLAY: Handle<Font> = uuid_handle!("6f1f5a3e-2b7c-4f0e-9a51-3c9d2e7b8a40");

/// The family every script falls back to: the built-in face's.
const FALLBACK_FAMILY: &str = "Noto Sans CJK SC";

/// The scripts the game's words and players' names are written in.
const SCRIPTS: [&[u8; 4]; 8] = [
    b"Latn", b"Cyrl", b"Grek", b"Hani", b"Hira", b"Kana", b"Hang", b"Zyyy",
];

/// The regional face `language` is written in, where the built-in face's glyph forms are not
/// its readers' (the file stem under `assets/fonts`).
pub fn regional_face(language: Language) -> Option<&'static str> {
    match language {
        Language::TraditionalChinese => Some("NotoSansTC"),
        Language::Japanese => Some("NotoSansJP"),
        Language::Korean => Some("NotoSansKR"),
        _ => None,
    }
}

/// The built-in face as a font, without copying it.
fn built_in(bytes: &'static [u8]) -> Font {
    Font {
        data: Blob::new(Arc::new(bytes)),
        alias: String::new(),
    }
}

/// Which face writes the game's words, and the built-in face kept as everyone's fallback.
#[derive(Resource, Default)]
struct Faces {
    /// The regional face in the default handles (`None`: the built-in one).
    shown: Option<&'static str>,
    /// A regional face being read, Regular and Bold.
    loading: Option<(&'static str, Handle<Font>, Handle<Font>)>,
    /// The built-in face under handles of its own, so it stays the fallback whatever the
    /// default handles hold; replaced at each change of face, which makes Bevy register every
    /// font afresh (it re-reads fonts only when one is removed).
    fallback: Vec<Handle<Font>>,
    /// The regional face's own handles, kept while it is shown (its data is shared with the
    /// default handles; dropping them would make Bevy register every font once more).
    regional: Vec<Handle<Font>>,
}

impl Faces {
    /// Puts `regular` and `bold` in the default handles.
    fn show(
        &mut self,
        fonts: &mut Assets<Font>,
        face: Option<&'static str>,
        regular: Font,
        bold: Font,
    ) {
        for (id, font) in [(AssetId::default(), regular), (DISPLAY.id(), bold)] {
            if let Err(e) = fonts.insert(id, font) {
                error!("the game's font cannot be set: {e}");
            }
        }
        for old in self.fallback.drain(..) {
            fonts.remove(old.id());
        }
        self.fallback = vec![fonts.add(built_in(REGULAR)), fonts.add(built_in(BOLD))];
        self.shown = face;
        self.regional.clear();
    }
}

/// The regional face `stem` read from the shipped fonts now (before the first frame).
fn read_face(stem: &str) -> Option<(Font, Font)> {
    let dir = crate::formats::storage::shipped::shipped_dir("assets").join("fonts");
    let read = |weight: &str| {
        let path = dir.join(format!("{stem}-{weight}.otf"));
        std::fs::read(&path)
            .map_err(|e| warn!("{}: {e}; the built-in face is used", path.display()))
            .ok()
            .map(Font::from_bytes)
    };
    Some((read("Regular")?, read("Bold")?))
}

/// Starts reading the face of the language chosen, or goes back to the built-in one.
fn follow_language(
    settings: Res<Settings>,
    server: Res<AssetServer>,
    mut fonts: ResMut<Assets<Font>>,
    mut faces: ResMut<Faces>,
) {
    let wanted = regional_face(settings.language());
    let loading = faces.loading.as_ref().map(|(stem, ..)| *stem);
    if wanted == faces.shown && loading.is_none() || loading.is_some() && loading == wanted {
        return;
    }
    faces.loading = None;
    match wanted {
        None => faces.show(&mut fonts, None, built_in(REGULAR), built_in(BOLD)),
        Some(stem) if Some(stem) == faces.shown => {}
        Some(stem) => {
            let regular = server.load(format!("fonts/{stem}-Regular.otf"));
            let bold = server.load(format!("fonts/{stem}-Bold.otf"));
            faces.loading = Some((stem, regular, bold));
        }
    }
}

/// Shows a regional face once both weights are read (the built-in one stays if they cannot be).
fn show_loaded_face(
    server: Res<AssetServer>,
    mut fonts: ResMut<Assets<Font>>,
    mut faces: ResMut<Faces>,
) {
    let Some((stem, regular, bold)) = faces.loading.clone() else {
        return;
    };
    if [&regular, &bold]
        .iter()
        .any(|h| server.load_state(h.id()).is_failed())
    {
        warn!("the {stem} face cannot be read; the built-in face is used");
        faces.loading = None;
        return;
    }
    let (Some(r), Some(b)) = (fonts.get(&regular), fonts.get(&bold)) else {
        return;
    };
    let (r, b) = (r.data.clone(), b.data.clone());
    let font = |data| Font {
        data,
        alias: String::new(),
    };
    faces.show(&mut fonts, Some(stem), font(r), font(b));
    faces.regional = vec![regular, bold];
    faces.loading = None;
}

/// Every script falls back to the built-in face: set again whenever Bevy has registered the
/// fonts afresh (which forgets fallbacks), before any text is laid out.
fn set_fallbacks(mut font_cx: ResMut<FontCx>) {
    let collection = &mut font_cx.bypass_change_detection().context.collection;
    let Some(family) = collection.family_id(FALLBACK_FAMILY) else {
        return;
    };
    let han = FallbackKey::new(Script::from_bytes(*b"Hani"), None);
    if collection.fallback_families(han).next() == Some(family) {
        return;
    }
    for script in SCRIPTS {
        let key = FallbackKey::new(Script::from_bytes(*script), None);
        collection.set_fallbacks(key, std::iter::once(family));
    }
}

/// Puts the faces of the language the game starts in in place, and follows the player's
/// choice.
pub(crate) fn plugin(app: &mut App) {
    let language = app.world().get_resource::<Settings>().map(|s| s.language());
    let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() else {
        // Headless (no text rendering): nothing to set.
        return;
    };
    let mut faces = Faces::default();
    let regional = language
        .and_then(regional_face)
        .and_then(|stem| Some((stem, read_face(stem)?)));
    match regional {
        Some((stem, (regular, bold))) => faces.show(&mut fonts, Some(stem), regular, bold),
        None => faces.show(&mut fonts, None, built_in(REGULAR), built_in(BOLD)),
    }
    app.insert_resource(faces)
        .add_systems(
            Update,
            (
                follow_language.run_if(resource_changed::<Settings>),
                show_loaded_face,
            )
                .chain(),
        )
        .add_systems(
            PostUpdate,
            set_fallbacks
                .after(bevy::text::load_font_assets_into_font_collection)
                .before(bevy::text::detect_text_needs_rerender),
        );
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

    /// The messages of a translation that are drawn: all but those only a screen reader says
    /// (`face-…`, `reader-…`), which no face needs to have.
    fn drawn(source: &str) -> String {
        let mut spoken = false;
        let mut kept = String::new();
        for line in source.lines() {
            let starts_an_entry = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            if starts_an_entry {
                let family = line.split_once('-').map(|(family, _)| family);
                spoken = matches!(family, Some("face" | "reader"));
            }
            if !spoken {
                kept += line;
                kept.push('\n');
            }
        }
        kept
    }

    /// The text of the shipped levels, and the lesson's in their folder.
    fn level_text() -> String {
        let mut shown = String::new();
        let levels = crate::formats::storage::shipped::shipped_dir("levels");
        for dir in [levels.clone(), levels.join("lesson")] {
            for file in std::fs::read_dir(dir).unwrap() {
                let path = file.unwrap().path();
                if path.is_file() {
                    shown += &std::fs::read_to_string(path).unwrap();
                }
            }
        }
        shown
    }

    #[test]
    fn the_built_in_face_has_every_character_the_game_shows() {
        // Every language's words: its own for the languages it writes, as the fallback for
        // the others.
        let mut shown: String = crate::i18n::SOURCES.map(drawn).concat() + &level_text();
        // GB2312 level 1 starts with 啊 and ends with 座; a few from between; kana; Hangul.
        shown += "啊阿埃座做坐连看牌ぁゖァヶ가힝각";
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

    #[test]
    fn each_regional_face_has_its_languages_words_in_its_own_forms() {
        let dir = crate::formats::storage::shipped::shipped_dir("assets").join("fonts");
        let levels = level_text();
        for (language, source) in Language::ALL.into_iter().zip(crate::i18n::SOURCES) {
            let Some(stem) = regional_face(language) else {
                continue;
            };
            for weight in ["Regular", "Bold"] {
                let path = dir.join(format!("{stem}-{weight}.otf"));
                let bytes = std::fs::read(&path).unwrap();
                let gone = missing(&bytes, &(drawn(source) + &levels));
                assert!(gone.is_empty(), "{} lacks {gone:?}", path.display());
            }
            let regular = std::fs::read(dir.join(format!("{stem}-Regular.otf"))).unwrap();
            let family = FontRef::new(&regular)
                .unwrap()
                .localized_strings(skrifa::string::StringId::FAMILY_NAME)
                .english_or_first()
                .map(|s| s.to_string())
                .unwrap();
            let region = &stem["NotoSans".len()..];
            assert!(family.ends_with(region), "{stem} is the {family} face");
        }
        // The typed-name fallback: Big5, JIS and KS X 1001 characters in their faces.
        for (stem, sample) in [
            ("NotoSansTC", "這們說"),
            ("NotoSansJP", "亜腕"),
            ("NotoSansKR", "가힝"),
        ] {
            let bytes = std::fs::read(dir.join(format!("{stem}-Regular.otf"))).unwrap();
            assert_eq!(missing(&bytes, sample), Vec::<char>::new(), "{stem}");
        }
    }
}
