//! The code of the board in play (`formats/board_code.rs`): what the pause menu and the win
//! screen show, so a player can hand the very board to a friend. A board has a code when a code
//! can name it: a level of the game's own pack or a classic quick game, played classic or
//! relaxed; other boards (a level file, a pack of one's own, the daily board, runs, races)
//! have none and show none. A code typed on the title (`screens/enter_code.rs`) is played
//! here: its level of the pack, or its quick game, dealt with its mode and seed.

use bevy::prelude::*;

use crate::formats::board_code::{BoardCode, CodeBoard, Named, PackLevels, level_fingerprint};
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::QuickGame;
use crate::formats::record_key::RecordKey;
use crate::game::content::board_codes::spec_of;
use crate::game::content::levels::{ChoosePack, GoToLevel, LevelAsset, LevelPack};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::NewBoard;
use crate::game::core::stages::BoardSetup;
use crate::game::modes::pack_and_daily::PackMode;
use crate::game::modes::runs::Run;

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

/// Play the board a code names (already found among the game's levels).
#[derive(Message, Debug, Clone)]
pub struct PlayBoardCode {
    /// The code.
    pub code: BoardCode,
    /// What it names.
    pub named: Named,
    /// Whose leaderboard entry to race on it, when a race link named it.
    pub racer: Option<String>,
}

/// The name a friend races the player's leaderboard entries under, when they can: a server
/// is set, the player has a name, and the server keeps their choice to share their replays
/// (followed by `online/sharing.rs`). The result card then carries a race link.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SharedAs(pub Option<String>);

/// A race link was opened: once its board is dealt (the deal with `seed`), `name`'s entry on
/// it is fetched and raced as a ghost (`online/screens/race_link.rs`).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct RaceFromLink {
    /// The player whose entry to race.
    pub name: String,
    /// The seed of the race link's board.
    pub seed: u64,
}

/// The game's own pack as it is loaded (in memory, so finding a code's level reads no file):
/// its place among the packs, and its levels in the pack's order.
pub fn loaded_shipped_pack(
    pack: &LevelPack,
    levels: &Assets<LevelAsset>,
) -> Option<(usize, PackLevels)> {
    let at = pack.packs.iter().position(|p| p.about.key.is_none())?;
    let shipped = &pack.packs[at];
    let loaded = shipped
        .entries
        .iter()
        .map(|entry| {
            let level = levels.get(&entry.handle).and_then(|a| a.0.as_ref().ok());
            (shipped.about.dir.join(&entry.file), level.cloned())
        })
        .collect();
    Some((at, loaded))
}

/// Deals the board of a code: a pack level through the pack (in the code's mode, with its
/// seed), a quick game at once; a run in play ends.
fn play_board_code(
    mut codes: MessageReader<PlayBoardCode>,
    mut commands: Commands,
    mut spec: ResMut<LevelSpec>,
    mut pack: Option<ResMut<LevelPack>>,
    mut pack_mode: ResMut<PackMode>,
    mut deal: (
        MessageWriter<NewBoard>,
        MessageWriter<ChoosePack>,
        MessageWriter<GoToLevel>,
    ),
) {
    let Some(PlayBoardCode { code, named, racer }) = codes.read().last().cloned() else {
        return;
    };
    commands.remove_resource::<Run>();
    match racer {
        Some(name) => commands.insert_resource(RaceFromLink {
            name,
            seed: code.seed,
        }),
        None => commands.remove_resource::<RaceFromLink>(),
    }
    match (&named, pack.as_deref_mut()) {
        (Named::Level { index, .. }, Some(pack)) => {
            let Some(at) = pack.packs.iter().position(|p| p.about.key.is_none()) else {
                return;
            };
            pack_mode.0 = code.mode;
            pack.seed_override = Some(code.seed);
            deal.1.write(ChoosePack(at));
            deal.2.write(GoToLevel(*index));
        }
        (Named::Level { .. }, None) => warn!("a board code's level, but no pack of levels"),
        (Named::Quick(_), pack) => {
            if let Some(pack) = pack {
                pack.active = false;
            }
            *spec = spec_of(&code, &named);
            deal.0.write(NewBoard { seed: None });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardCodeNow>()
        .init_resource::<SharedAs>()
        .add_message::<PlayBoardCode>()
        // The pack's own messages, for an app that plays without level files.
        .add_message::<ChoosePack>()
        .add_message::<GoToLevel>()
        .add_systems(
            Update,
            follow_board.run_if(resource_exists_and_changed::<LevelSpec>),
        )
        .add_systems(
            PreUpdate,
            play_board_code
                .run_if(on_message::<PlayBoardCode>)
                .in_set(BoardSetup::ChooseLevel),
        );
}
