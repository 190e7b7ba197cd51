//! Board codes met with the game's own levels: which level of the installed pack a code names
//! (`formats/board_code.rs` reads and writes the codes themselves), and the board it deals.

use crate::formats::board_code::{BoardCode, Named, PackLevels, pack_levels};
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::race_link::board_and_racer;
use crate::formats::record_key::RecordKey;
use crate::game::core::deal::LevelSpec;

/// The game's own levels, in the order codes (and `--level-number`) count them.
pub fn shipped_pack() -> Result<PackLevels, String> {
    pack_levels(&super::level_sources::default_levels_dir())
}

/// The code in `text` (a code, a board's link or a race link) and what it names among the
/// game's own levels; a code the game cannot honour is refused with the reason.
pub fn board_of(text: &str) -> Result<(BoardCode, Named), String> {
    let (code, _) = board_and_racer(text).map_err(|e| e.to_string())?;
    let named = code.find(&shipped_pack()?).map_err(|e| e.to_string())?;
    Ok((code, named))
}

/// Whose leaderboard entry a race link in `text` asks to race, if it is one that reads.
pub fn racer_of(text: &str) -> Option<String> {
    board_and_racer(text).ok().and_then(|(_, racer)| racer)
}

/// The level a code deals as it is played: the pack's level or the quick game's, relaxed when
/// the code says so.
pub fn level_of(named: &Named, mode: PlayMode) -> Level {
    let mut level = match named {
        Named::Level { level, .. } => (**level).clone(),
        Named::Quick(q) => q.level(),
    };
    if mode == PlayMode::Relaxed {
        crate::formats::play_mode::relax(&mut level);
    }
    level
}

/// The whole board a code names, dealt as the game deals it: a pack level recorded under its
/// identity (relaxed under its relaxed key), a quick game in its hall when classic.
pub fn spec_of(code: &BoardCode, named: &Named) -> LevelSpec {
    let mut spec = LevelSpec::new(level_of(named, code.mode), code.seed);
    spec.mode = code.mode;
    match named {
        Named::Level { path, level, .. } => {
            let key = RecordKey::level(None, &level.identity(path));
            let key = match code.mode {
                PlayMode::Relaxed => key.relaxed(),
                _ => key,
            };
            spec.record = Some(key.to_string());
            spec.hall = spec.record.clone();
        }
        Named::Quick(q) if code.mode == PlayMode::Classic => {
            spec.hall = Some(format!("quick/{}", q.key()));
        }
        Named::Quick(_) => {}
    }
    spec
}
