//! `lianliankan card REPLAY`: a recorded game's result card, as the win screen's Copy makes
//! it: the text printed, the picture written with `--png`, and with `--copy` both put on the
//! desktop's clipboard until another program copies. The replay is proven first, so a card
//! never says more than the game did.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::formats::board_code::{BoardCode, CodeBoard};
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::QuickGame;
use crate::formats::replays::replay::Replay;
use crate::formats::replays::result_card::ResultCard;
use crate::formats::replays::run_replay::ReplayFile;
use crate::formats::saves::progress::{Progress, ProgressFile};
use crate::formats::storage::files::read_capped;
use crate::formats::storage::save::parse;
use crate::game::content::board_codes::shipped_pack;
use crate::game::core::power_ups::PowerUps;
use crate::game::result_card::clipboard::{Offer, serve_until_replaced};
use crate::game::result_card::screens::card_picture;
use crate::i18n::Language;

/// The most of a progress file read for the daily streak.
const PROGRESS_CAP: u64 = 16 << 20;

/// What `card` was asked for.
#[derive(clap::Args, Debug)]
pub struct CardArgs {
    /// The replay file.
    pub file: PathBuf,
    /// Write the card's picture (PNG) to this new file.
    #[arg(long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// Put the text and the picture on the clipboard (Wayland or X11).
    #[arg(long)]
    pub copy: bool,
    /// The card's language (as --lang of the game); the system's by default.
    #[arg(long, value_name = "LANG", value_enum, hide_possible_values = true)]
    pub lang: Option<Language>,
    /// The level pack a pack level's replay is checked against.
    #[arg(long, value_name = "DIR")]
    pub pack: Option<PathBuf>,
}

/// Makes the card of the replay in `request.file`. Exit status 0 with the card; 1 when the
/// replay does not prove or the clipboard refuses; 2 when a file cannot be read or written.
pub fn card_file(request: &CardArgs, power_ups: &PowerUps) -> crate::cli::failure::Outcome {
    let file = request.file.as_path();
    let language = request.lang.unwrap_or_else(Language::from_environment);
    let replay = match ReplayFile::load(file)? {
        ReplayFile::Board(replay) => replay,
        ReplayFile::Run(_) => {
            let why = format!("{}: a run of boards; a card is one board's", file.display());
            return Err(why.into());
        }
    };
    let default_pack = super::pack_of(&replay);
    let pack = request.pack.as_deref().unwrap_or(&default_pack);
    crate::game::replays::proof::prove_with(&replay, Some(pack), power_ups).map_err(|why| {
        crate::cli::failure::Failure::refused(format!("no card: {}: {why}", file.display()))
    })?;
    let card = card_of(&replay, language)?;
    let text = card.text(language);
    print!("{text}");
    let png = card_picture(&card, language)?;
    if let Some(out) = &request.png {
        crate::cli::failure::write_new(out, &png)?;
    }
    if request.copy {
        eprintln!("card: on the clipboard until another program copies (Ctrl+C ends it sooner)");
        serve_until_replaced(Offer { text, png })
            .map_err(|why| crate::cli::failure::Failure::refused(format!("not copied: {why}")))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The card of `replay` as the game would make it: the level's name in `language`, the
/// board's code where one names it, the daily challenge's streak from this player's progress.
fn card_of(replay: &Replay, language: Language) -> Result<ResultCard, String> {
    let level = Level::from_ron(&replay.level, "the replay's level")
        .map_err(|e| format!("the replay's level does not read: {e}"))?;
    let name = level
        .names
        .get(language.code())
        .unwrap_or(&level.name)
        .clone();
    // Read, never moved aside or written: a command line touches no save of the game's.
    let daily = ProgressFile::default_location()
        .and_then(|file| read_capped(&file.path, PROGRESS_CAP).ok().flatten())
        .and_then(|bytes| parse::<Progress>(&bytes).ok())
        .map(|progress| progress.daily)
        .unwrap_or_default();
    let card = ResultCard::of(replay, &name, code_of(replay, &level));
    Ok(card.with_daily(replay, |day| crate::formats::daily::streak(&daily, day)))
}

/// The code of the replay's board: a quick game's, or a level of the game's own pack played
/// classic or relaxed; none for any other.
fn code_of(replay: &Replay, level: &Level) -> Option<String> {
    if !matches!(replay.mode, PlayMode::Classic | PlayMode::Relaxed) {
        return None;
    }
    let quick = replay
        .level_id
        .as_deref()
        .and_then(|id| id.strip_prefix("quick/"));
    let code = match quick {
        Some(key) => BoardCode {
            board: CodeBoard::Quick(QuickGame::from_key(key).ok()?),
            mode: replay.mode,
            seed: replay.seed,
        },
        None => {
            BoardCode::for_level(level, &shipped_pack().ok()?, replay.mode, replay.seed).ok()?
        }
    };
    code.encode().ok()
}
