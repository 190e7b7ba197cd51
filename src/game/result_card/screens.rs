//! The win screen's Copy: the game just won as a card on the desktop's clipboard. The card is
//! made from the replay of the game (so it says exactly what the game did), drawn and handed
//! to the clipboard on a worker, and a notice tells how it went. Beside it, Save as animation
//! (the work: `animation.rs`).

use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, poll_once};

use super::clipboard::{self, ClipboardError, Offer};
use crate::art::result_card::{CardPicture, card_png};
use crate::formats::board_code::BoardCode;
use crate::formats::daily;
use crate::formats::race_link::RaceLink;
use crate::formats::replays::result_card::{PACE_TOP, ResultCard};
use crate::formats::storage::shipped::shipped_dir;
use crate::game::content::words::Words;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::FramePacing;
use crate::game::modes::board_code::{BoardCodeNow, SharedAs};
use crate::game::persistence::progress::SavedProgress;
use crate::game::replays::recorder::{Recorder, WhoPlays};
use crate::game::result_card::animation::{AnimationMaker, SaveAnimation};
use crate::game::theme::fonts;
use crate::game::theme::punctuation::narrow_punctuation;
use crate::game::theme::widgets::{Chosen, button};
use crate::i18n::{self, Language};

/// How often the copy's worker is asked whether it is done.
const POLL: Duration = Duration::from_millis(50);

/// Copy on the way to the clipboard.
#[derive(Resource)]
struct Copying(Task<Result<(), ClipboardError>>);

/// The Copy button of a finish screen, `width` wide: for a game a player played to its end
/// (the game just ended is then the recorder's last).
pub fn copy_button(
    recorder: &Recorder,
    who: &WhoPlays,
    words: &Words,
    width: f32,
) -> Option<impl Bundle> {
    // A board not cleared has a card too: it says so, with how far the game went.
    (who.player() && recorder.last.is_some())
        .then(|| button(words.t("finish-copy"), copy_result, width))
}

/// The finish screens' "Save as animation", `width` wide: for a game of the player's that
/// ended, where the game can draw one.
pub fn save_animation_button(
    recorder: &Recorder,
    who: &WhoPlays,
    maker: Option<&AnimationMaker>,
    (words, width): (&Words, f32),
) -> Option<impl Bundle> {
    (maker.is_some() && who.player() && recorder.last.is_some())
        .then(|| button(words.t("finish-animation"), save_the_game, width))
}

fn save_the_game(_: On<Chosen>, recorder: Res<Recorder>, mut ask: MessageWriter<SaveAnimation>) {
    if let Some(replay) = recorder.last.clone() {
        ask.write(SaveAnimation {
            replay,
            links: None,
        });
    }
}

/// The card of the game just ended, in the player's words.
fn card_now(
    recorder: &Recorder,
    spec: &LevelSpec,
    (code, shared): (&BoardCodeNow, &SharedAs),
    progress: &SavedProgress,
    words: &Words,
) -> Option<ResultCard> {
    let replay = recorder.last.as_ref()?;
    let mut card = ResultCard::of(replay, words.level_name(&spec.level), code.0.clone());
    if card.cleared {
        card.race = race_link(code, shared);
    }
    Some(card.with_daily(replay, |day| daily::streak(&progress.progress.daily, day)))
}

/// The link that races the player's entry on the board in play, where one can be raced.
fn race_link(code: &BoardCodeNow, shared: &SharedAs) -> Option<String> {
    let code = BoardCode::decode(code.0.as_deref()?).ok()?;
    RaceLink::new(code, shared.0.as_deref()?).ok()?.link().ok()
}

fn copy_result(
    _: On<Chosen>,
    (recorder, spec, code): (Res<Recorder>, Res<LevelSpec>, Res<BoardCodeNow>),
    (progress, words, shared): (Res<SavedProgress>, Words, Res<SharedAs>),
    (copying, mut pacing): (Option<Res<Copying>>, ResMut<FramePacing>),
    mut commands: Commands,
) {
    if copying.is_some() {
        return;
    }
    let Some(card) = card_now(&recorder, &spec, (&code, &shared), &progress, &words) else {
        return;
    };
    let language = words.language();
    let task = IoTaskPool::get().spawn(async move { copy(&card, language) });
    commands.insert_resource(Copying(task));
    pacing.frame_in(POLL);
}

/// Draws the card and hands it, with its text, to the clipboard.
fn copy(card: &ResultCard, language: Language) -> Result<(), ClipboardError> {
    let png = card_picture(card, language).map_err(|why| ClipboardError::Refused(vec![why]))?;
    let text = card.text(language);
    clipboard::offer(Offer { text, png })
}

/// The card as a picture (PNG) in `language`, set in the language's own face where it has
/// one, else the built-in one.
pub fn card_picture(card: &ResultCard, language: Language) -> Result<Vec<u8>, String> {
    let regional = regional_font(language);
    let mut faces: Vec<&[u8]> = regional.iter().map(Vec::as_slice).collect();
    faces.push(fonts::REGULAR);
    card_png(&picture(card, language), &faces)
}

/// The language's own face where it has one (its glyph forms; the built-in face lacks most
/// traditional characters), read from the installed fonts.
fn regional_font(language: Language) -> Option<Vec<u8>> {
    let stem = fonts::regional_face(language)?;
    let path = shipped_dir("assets")
        .join("fonts")
        .join(format!("{stem}-Regular.otf"));
    std::fs::read(path).ok()
}

/// The card's lines as the picture shows them.
fn picture(card: &ResultCard, language: Language) -> CardPicture {
    let mut lines: Vec<String> = card.lines().iter().map(|m| m.text(language)).collect();
    let result = lines.pop().unwrap_or_default();
    let code = card.code.as_ref().and_then(|_| lines.pop());
    CardPicture {
        header: lines.pop().unwrap_or_default(),
        code,
        result,
        stars: card.cleared.then_some(card.stars),
        pace: card.pace.clone(),
        pace_top: PACE_TOP,
        narrow_punctuation: narrow_punctuation(language),
    }
}

/// Tells how the copy went once its worker is done.
fn copy_done(
    mut copying: ResMut<Copying>,
    mut pacing: ResMut<FramePacing>,
    mut notify: MessageWriter<Notify>,
    mut commands: Commands,
) {
    let Some(done) = block_on(poll_once(&mut copying.0)) else {
        pacing.frame_in(POLL);
        return;
    };
    commands.remove_resource::<Copying>();
    let key = match done {
        Ok(()) => "card-copied",
        Err(why) => {
            warn!("the result card was not copied: {why}");
            "card-copy-failed"
        }
    };
    notify.write(Notify {
        message: i18n::Message::new(key),
        seconds: 3.0,
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, copy_done.run_if(resource_exists::<Copying>));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::board_code::CodeBoard;
    use crate::formats::play_mode::PlayMode;

    #[test]
    fn a_card_races_the_player_s_entry_only_on_a_pack_level_played_classic() {
        let level = BoardCode {
            board: CodeBoard::Level {
                index: 2,
                fingerprint: 77,
            },
            mode: PlayMode::Classic,
            seed: 5,
        };
        let code = BoardCodeNow(Some(level.encode().unwrap()));
        let sharer = SharedAs(Some("Sharer".into()));
        let link = race_link(&code, &sharer).unwrap();
        let race = RaceLink::parse(&link).unwrap();
        assert_eq!((race.code, race.name.as_str()), (level, "Sharer"));
        assert_eq!(race_link(&code, &SharedAs(None)), None, "not shared");
        assert_eq!(race_link(&BoardCodeNow(None), &sharer), None, "no code");
        let relaxed = BoardCode {
            mode: PlayMode::Relaxed,
            ..level
        };
        let relaxed = BoardCodeNow(Some(relaxed.encode().unwrap()));
        assert_eq!(race_link(&relaxed, &sharer), None, "no leaderboard");
    }
}
