//! `lianliankan code`: a board as a code a friend can type (`code encode`), and what a code
//! names (`code decode`); and the board a code names, for `--code` and `autoplay --code`.

use std::process::ExitCode;

use crate::formats::board_code::{BoardCode, CodeBoard, Named};
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::QuickGame;
pub use crate::game::content::board_codes::board_of;
use crate::game::content::board_codes::shipped_pack;

/// What `code encode` is given: a level of the game's pack or a quick game's rules.
pub enum CodeSource<'a> {
    /// A level file, which must be one of the game's own levels.
    Level(&'a std::path::Path),
    /// A quick game's rules (`18x8-hard-noring`, as `QuickGame::key` writes them).
    Quick(&'a str),
}

/// A code's mode by name: classic or relaxed.
pub fn mode_named(name: &str) -> Result<PlayMode, String> {
    match name {
        "classic" => Ok(PlayMode::Classic),
        "relaxed" => Ok(PlayMode::Relaxed),
        other => Err(format!(
            "a board code's mode is classic or relaxed, not {other:?}"
        )),
    }
}

/// `code encode`: prints the code of the board. Exit status 2 for a board a code cannot name.
pub fn encode(source: CodeSource, mode: &str, seed: u64) -> crate::cli::failure::Outcome {
    println!("{}", code_of(source, mode, seed)?);
    Ok(ExitCode::SUCCESS)
}

fn code_of(source: CodeSource, mode: &str, seed: u64) -> Result<BoardCode, String> {
    let mode = mode_named(mode)?;
    let code = match source {
        CodeSource::Level(path) => {
            let level = Level::load(path).map_err(|e| e.to_string())?;
            BoardCode::for_level(&level, &shipped_pack()?, mode, seed)
                .map_err(|e| format!("{}: {e}", path.display()))?
        }
        CodeSource::Quick(spec) => BoardCode {
            board: CodeBoard::Quick(QuickGame::from_key(spec)?),
            mode,
            seed,
        },
    };
    code.encode().map_err(|e| e.to_string())?;
    Ok(code)
}

/// `code decode`: prints what a code (or a link) names. Exit status 1 for a code the game
/// cannot honour (a typo, a changed level, a newer version), with the reason.
pub fn decode(text: &str) -> crate::cli::failure::Outcome {
    let (code, named) = board_of(text).map_err(crate::cli::failure::Failure::refused)?;
    match crate::game::content::board_codes::racer_of(text) {
        Some(name) => println!("{}; race {name}'s entry", describe(&code, &named)),
        None => println!("{}", describe(&code, &named)),
    }
    Ok(ExitCode::SUCCESS)
}

/// One line: the code, the board (level or quick game), the mode and the seed.
pub fn describe(code: &BoardCode, named: &Named) -> String {
    let board = match named {
        Named::Level { index, path, level } => format!(
            "level {} of the game's pack, {:?} ({}, fingerprint {})",
            index + 1,
            level.name,
            level.identity(path),
            crate::formats::replays::replay::fingerprint(&level.to_ron())
        ),
        Named::Quick(q) => format!("quick game {}", q.key()),
    };
    format!(
        "{code}: {board}, {} mode, seed {}",
        code.mode.name(),
        code.seed
    )
}
