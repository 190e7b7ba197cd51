//! The game in progress, kept in the data directory after every move so that it can be
//! continued after the window is closed, the game is killed or the power is cut.
//!
//! What is kept is the replay the recorder holds (level, seed, mode, every action at its time)
//! and, for a run (time attack, endless), where the run stands. Continuing re-applies the log
//! on a fresh deal of the same level and seed. The file is written atomically
//! ([`crate::storage::save::write_atomically`]): on disk it is always a whole game, the one before the
//! last move or the one after it. A kept game that no longer fits (a damaged file, a level
//! changed since) is set aside under another name, never deleted or written over.
//!
//! Plain Rust: the game's side (keeping, looking at the file at start-up, continuing) is
//! `game::persistence::keep`.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::i18n::Message;
use crate::replays::replay::{MAX_REPLAY_BYTES, Replay};

/// The kept game's file name, in the replays folder of the data directory.
pub const FILE_NAME: &str = "in-progress.ron";

/// The format written; a file of a later format is set aside.
pub const FORMAT: u32 = 1;

/// A game in progress.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct KeptGame {
    /// The file format ([`FORMAT`]).
    pub format: u32,
    /// The level's name as the player saw it.
    pub level_name: String,
    /// Where the run stands, when the game is a board of a run.
    pub run: Option<KeptRun>,
    /// The game so far.
    pub replay: Replay,
}

/// Where a run (time attack, endless) stands at the board in play.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct KeptRun {
    /// The board in play, from 1.
    pub stage: u32,
    /// Points of the boards cleared before it.
    pub banked: u32,
    /// Time attack: nanoseconds the board in play started with.
    pub time_given: u64,
}

impl KeptGame {
    /// The kept game as a RON file.
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default()
            .depth_limit(3)
            .separate_tuple_members(false);
        let mut text = ron::ser::to_string_pretty(self, pretty)
            .expect("a kept game always serialises: plain strings and numbers");
        text.push('\n');
        text
    }

    /// Reads a kept game; `origin` names the file in messages.
    pub fn from_text(text: &str, origin: &str) -> Result<KeptGame, String> {
        let kept: KeptGame = ron::Options::default()
            .with_recursion_limit(16)
            .from_str(text)
            .map_err(|e| {
                format!(
                    "{origin}:{}:{}: not a kept game: {}",
                    e.span.start.line, e.span.start.col, e.code
                )
            })?;
        if kept.format > FORMAT {
            return Err(format!(
                "{origin}: kept-game format {} is newer than this game reads ({FORMAT})",
                kept.format
            ));
        }
        Ok(kept)
    }
}

/// Where the game in progress is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGameFile {
    /// The file (`replays/in-progress.ron` in the data directory).
    pub path: PathBuf,
}

impl KeptGameFile {
    /// The file in the data directory, where there is one.
    pub fn default_location() -> Option<Self> {
        crate::storage::save::data_dir().map(|d| KeptGameFile {
            path: d.join("replays").join(FILE_NAME),
        })
    }

    /// The file in `replays`, a replays folder.
    pub fn in_dir(replays: &Path) -> Self {
        KeptGameFile {
            path: replays.join(FILE_NAME),
        }
    }

    /// Whether a game is kept: the file is there (whether it can be continued is found when
    /// it is read and proven).
    pub fn exists(&self) -> bool {
        self.path.is_file()
    }

    /// Keeps `game`, replacing the game kept before whole or not at all.
    pub fn write(&self, game: &KeptGame) -> io::Result<()> {
        crate::storage::save::write_atomically(&self.path, game.to_text().as_bytes())
    }

    /// Ends the kept game: the file the game wrote is removed.
    pub fn remove(&self) -> io::Result<()> {
        match std::fs::remove_file(&self.path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// Reads the kept game: `Ok(None)` when there is none.
    pub fn read(&self) -> Result<Option<KeptGame>, String> {
        let origin = self.path.display().to_string();
        let bytes = match crate::storage::files::read_capped(&self.path, MAX_REPLAY_BYTES) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
            Err(e) => return Err(e.to_string()),
        };
        let text = std::str::from_utf8(&bytes)
            .map_err(|e| format!("{origin}: not UTF-8 text (byte {} is not)", e.valid_up_to()))?;
        KeptGame::from_text(text, &origin).map(Some)
    }

    /// Sets the kept game aside as `in-progress.ron.damaged-SECONDS` (never over another
    /// file), with a notice saying why and where it went.
    pub fn set_aside(&self, why: &str) -> Message {
        let file = self.path.display().to_string();
        match crate::storage::save::move_aside_file(&self.path) {
            Ok(aside) => Message::with(
                "continue-set-aside",
                [
                    ("file", file.into()),
                    ("problem", why.to_string().into()),
                    ("backup", aside.display().to_string().into()),
                ],
            ),
            Err(e) => Message::with(
                "continue-set-aside-failed",
                [
                    ("file", file.into()),
                    ("problem", why.to_string().into()),
                    ("error", e.to_string().into()),
                ],
            ),
        }
    }
}

/// The pack a replay's level is checked against: the pack it names (the player's own, else
/// one shipped beside the game's levels), else the game's levels (as `lianliankan replay`
/// does).
pub fn pack_of(replay: &Replay) -> PathBuf {
    let levels = crate::storage::shipped::shipped_dir("levels");
    let Some(key) = replay
        .level_id
        .as_deref()
        .and_then(|id| crate::record_key::RecordKey::parse(id).ok())
        .and_then(|key| key.level_key().and_then(|level| level.pack.clone()))
    else {
        return levels;
    };
    let shipped = levels.join(&key);
    match crate::pack::user_packs_dir().map(|root| root.join(&key)) {
        Some(own) if own.is_dir() || !shipped.join(crate::pack::PACK_FILE).is_file() => own,
        _ if shipped.join(crate::pack::PACK_FILE).is_file() => shipped,
        _ => levels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play_mode::PlayMode;
    use crate::replays::replay::{Entry, Event, Outcome};

    fn sample() -> KeptGame {
        let level = crate::level::Level::built_in("starter 6x4")
            .unwrap()
            .to_ron();
        KeptGame {
            format: FORMAT,
            level_name: "Starter".into(),
            run: Some(KeptRun {
                stage: 2,
                banked: 40,
                time_given: 61_000_000_000,
            }),
            replay: Replay {
                format: crate::replays::replay::FORMAT,
                level_id: None,
                level_fingerprint: crate::replays::replay::fingerprint(&level),
                level,
                seed: 7,
                chinese_style: false,
                mode: PlayMode::Endless,
                played_at: 1_700_000_000,
                log: vec![Entry {
                    t: 5,
                    e: Event::Pick(1, 2),
                }],
                result: Outcome::default(),
            },
        }
    }

    #[test]
    fn a_kept_game_reads_back_as_written() {
        let game = sample();
        let back = KeptGame::from_text(&game.to_text(), "test").unwrap();
        assert_eq!(back, game);
    }
}
