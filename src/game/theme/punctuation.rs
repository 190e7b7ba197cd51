//! Punctuation set as each language sets it. The built-in face is a Chinese one: its quotes
//! and apostrophes (’ ‘ “ ”) and middle dot are full-width, as Chinese text wants them, which
//! leaves a wide gap in French "l’option". Text in a language written in Latin or Cyrillic
//! letters turns on the face's proportional widths (the OpenType `palt` feature), which
//! narrows exactly those marks and leaves letters alone.

use bevy::prelude::*;
use bevy::text::{FontFeatureTag, FontFeatures};

use crate::game::core::settings::Settings;
use crate::i18n::Language;

/// The face's proportional alternate widths.
const PROPORTIONAL: FontFeatureTag = FontFeatureTag::new(b"palt");

/// Whether `language` sets its punctuation narrow: every language not written in Chinese
/// characters, kana or Hangul.
pub fn narrow_punctuation(language: Language) -> bool {
    !matches!(
        language,
        Language::Chinese | Language::TraditionalChinese | Language::Japanese | Language::Korean
    )
}

/// The font features a text in `language` is set with.
fn features(language: Language) -> FontFeatures {
    if narrow_punctuation(language) {
        FontFeatures::from([PROPORTIONAL])
    } else {
        FontFeatures::default()
    }
}

/// New texts take their language's punctuation as they come; every text does when the
/// language changes.
fn set_punctuation(
    settings: Res<Settings>,
    mut texts: Query<&mut TextFont>,
    mut set_for: Local<Option<Language>>,
) {
    let language = settings.language();
    let everything = *set_for != Some(language);
    *set_for = Some(language);
    let wanted = features(language);
    for mut font in &mut texts {
        if (everything || font.is_added()) && font.font_features != wanted {
            font.font_features = wanted.clone();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    // Before the interface and the world's texts are laid out this frame.
    app.add_systems(
        PostUpdate,
        set_punctuation
            .before(bevy::ui::UiSystems::Prepare)
            .before(bevy::camera::CameraUpdateSystems),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app_in(language: Language) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).init_resource::<Settings>();
        app.world_mut().resource_mut::<Settings>().language = Some(language);
        app.add_systems(Update, set_punctuation);
        app
    }

    fn proportional(app: &mut App, text: Entity) -> bool {
        app.world().get::<TextFont>(text).unwrap().font_features == features(Language::French)
    }

    #[test]
    fn latin_text_sets_its_quotes_narrow_and_chinese_text_full_width() {
        let mut app = app_in(Language::French);
        let text = app.world_mut().spawn(TextFont::default()).id();
        app.update();
        assert!(proportional(&mut app, text), "a new French text");
        app.world_mut().resource_mut::<Settings>().language = Some(Language::Chinese);
        app.update();
        assert!(!proportional(&mut app, text), "the same text, now Chinese");
        let later = app.world_mut().spawn(TextFont::default()).id();
        app.update();
        assert!(!proportional(&mut app, later), "a new Chinese text");
        app.world_mut().resource_mut::<Settings>().language = Some(Language::Russian);
        app.update();
        assert!(proportional(&mut app, text) && proportional(&mut app, later));
    }

    #[test]
    fn only_the_languages_of_chinese_characters_kana_and_hangul_keep_full_width_marks() {
        let full: Vec<Language> = Language::ALL
            .into_iter()
            .filter(|l| !narrow_punctuation(*l))
            .collect();
        assert_eq!(
            full,
            [
                Language::Chinese,
                Language::TraditionalChinese,
                Language::Japanese,
                Language::Korean
            ]
        );
    }
}
