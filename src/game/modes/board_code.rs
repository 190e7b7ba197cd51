//! The code of the board in play (`formats/board_code.rs`): what the pause menu and the win
//! screen show, so a player can hand the very board to a friend. A board has a code when a code
//! can name it: a level of the game's own pack or a classic quick game, played classic or
//! relaxed; other boards (a level file, a pack of one's own, the daily board, runs, races)
//! have none and show none.

use bevy::prelude::*;

use crate::formats::board_code::{BoardCode, CodeBoard, level_fingerprint};
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::QuickGame;
use crate::formats::record_key::RecordKey;
use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::core::deal::LevelSpec;

/// The board in play's code, written out; `None` when no code names it.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct BoardCodeNow(pub Option<String>);

/// Follows the board in play.
fn follow_board(
    spec: Res<LevelSpec>,
    pack: Option<Res<LevelPack>>,
    levels: Option<Res<Assets<LevelAsset>>>,
    mut now: ResMut<BoardCodeNow>,
) {
    let code = code_of(&spec, pack.as_deref(), levels.as_deref()).and_then(|c| c.encode().ok());
    now.set_if_neq(BoardCodeNow(code));
}

/// The code that names `spec`'s board, if one does.
pub fn code_of(
    spec: &LevelSpec,
    pack: Option<&LevelPack>,
    levels: Option<&Assets<LevelAsset>>,
) -> Option<BoardCode> {
    if !matches!(spec.mode, PlayMode::Classic | PlayMode::Relaxed) {
        return None;
    }
    let board = match spec.hall.as_deref().and_then(|h| h.strip_prefix("quick/")) {
        Some(key) => CodeBoard::Quick(QuickGame::from_key(key).ok()?),
        None => shipped_level(spec, pack?, levels?)?,
    };
    Some(BoardCode {
        board,
        mode: spec.mode,
        seed: spec.seed,
    })
}

/// The pack level in play, when it is a level of the game's own pack: its place, and the
/// fingerprint of its file's level (a relaxed deal changes the clock and the hints, not the
/// level a code names).
fn shipped_level(
    spec: &LevelSpec,
    pack: &LevelPack,
    levels: &Assets<LevelAsset>,
) -> Option<CodeBoard> {
    let shipped = pack.in_play()?.about.key.is_none();
    if !pack.active || pack.single.is_some() || !shipped {
        return None;
    }
    // Only a recorded pack level (not the editor's test play of one, say).
    let record = RecordKey::parse(spec.record.as_deref()?).ok()?;
    record.level_key().filter(|key| key.pack.is_none())?;
    let level = levels.get(pack.current_handle()?)?.0.as_ref().ok()?;
    Some(CodeBoard::Level {
        index: u8::try_from(pack.current).ok()?,
        fingerprint: level_fingerprint(level),
    })
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardCodeNow>().add_systems(
        Update,
        follow_board.run_if(resource_exists_and_changed::<LevelSpec>),
    );
}
