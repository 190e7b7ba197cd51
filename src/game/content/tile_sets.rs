//! The tile sets the game knows (the built-ins and a mod's, all registered the same way:
//! `app.add_tile_set(MySet)`), which one the board shows, and the check that it has enough
//! kinds: a level that deals more kinds than the chosen set has is shown with the first set
//! that has enough, and the player is told. A set that cannot be shown at all (its sheet is
//! broken) is set aside the same way.

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use bevy::prelude::*;

use crate::art::sets::{Faces, TileSet};
use crate::engine::MatchGroups;
pub use crate::formats::desktop::tile_set_id::TileSetId;
use crate::game::core::board::{Board, dealt_anew};
use crate::game::core::deal::ChineseStyleWanted;
use crate::game::core::messages::Notify;
use crate::game::core::settings::Settings;
use crate::game::core::stages::BoardSetup;
use crate::i18n::{Message, Value};

/// Every registered tile set, in the order Settings steps through them, and the sets that
/// cannot be shown (their sheet is broken), with why.
#[derive(Resource, Default, Clone)]
pub struct TileSets {
    sets: Vec<Arc<dyn TileSet>>,
    broken: BTreeMap<&'static str, Message>,
}

impl TileSets {
    /// Every registered set, in order.
    pub fn all(&self) -> impl Iterator<Item = &Arc<dyn TileSet>> {
        self.sets.iter()
    }

    /// The set registered as `id`.
    pub fn get(&self, id: &str) -> Option<&Arc<dyn TileSet>> {
        self.sets.iter().find(|s| s.id() == id)
    }

    /// Whether set `id` is registered and can be shown.
    pub fn usable(&self, id: &str) -> bool {
        self.get(id).is_some() && !self.broken.contains_key(id)
    }

    /// The ids Settings steps through: the sets that can be shown.
    pub fn choices(&self) -> Vec<&'static str> {
        let ids = self.sets.iter().map(|s| s.id());
        ids.filter(|id| !self.broken.contains_key(id)).collect()
    }

    /// Why set `id` cannot be shown, if it cannot.
    pub fn broken(&self, id: &str) -> Option<&Message> {
        self.broken.get(id)
    }

    /// Sets `id` aside: it cannot be shown, for `why`.
    pub fn set_broken(&mut self, id: &'static str, why: Message) {
        self.broken.insert(id, why);
    }

    /// The set to show `kinds` kinds with when the player chose `chosen`: the chosen set if it
    /// can be shown and has enough kinds, else the first registered one that can (the game
    /// registers its default first), else the one with the most kinds; `None` when no set is
    /// registered. With `kinds` 0, any set will do.
    pub fn pick(&self, chosen: &str, kinds: usize) -> Option<&Arc<dyn TileSet>> {
        let fits = |s: &&Arc<dyn TileSet>| self.usable(s.id()) && s.kinds() >= kinds;
        self.get(chosen)
            .filter(fits)
            .or_else(|| self.sets.iter().find(fits))
            .or_else(|| self.sets.iter().max_by_key(|s| s.kinds()))
    }
}

/// Registers tile sets (see `docs/modding.md`).
pub trait AddTileSet {
    /// Adds `set` to the game: Settings → Tiles offers it, and the board shows it when chosen.
    /// A second set with the same id is ignored, with a warning. The shipped levels that need
    /// more kinds than the set has are named in a warning (they are shown with another set).
    ///
    /// # Panics
    /// If the set has no kinds, or its sheet's grid holds fewer faces than it has kinds: the
    /// message says which.
    fn add_tile_set(&mut self, set: impl TileSet) -> &mut Self;
}

impl AddTileSet for App {
    fn add_tile_set(&mut self, set: impl TileSet) -> &mut Self {
        let mut sets = self.world_mut().get_resource_or_init::<TileSets>();
        if sets.get(set.id()).is_some() {
            warn!("tile set {:?} registered twice; the first stays", set.id());
            return self;
        }
        assert!(set.kinds() > 0, "tile set {:?} has no kinds", set.id());
        if let Faces::Sheet(sheet) = set.faces()
            && let Err(e) = sheet.check_grid(set.kinds())
        {
            panic!("tile set {:?}: {e}", set.id());
        }
        let short = levels_short_of(set.kinds(), shipped_level_kinds());
        if !short.is_empty() {
            warn!(
                "tile set {:?} has {} kinds; these shipped levels need more and are shown with \
                 another set: {}",
                set.id(),
                set.kinds(),
                short.join(", ")
            );
        }
        sets.sets.push(Arc::new(set));
        self
    }
}

/// Of `levels` (name and kinds dealt), the ones that need more than `kinds` kinds, named with
/// what they need.
pub fn levels_short_of(kinds: usize, levels: &[(String, usize)]) -> Vec<String> {
    levels
        .iter()
        .filter(|(_, needs)| *needs > kinds)
        .map(|(name, needs)| format!("{name} ({needs})"))
        .collect()
}

/// The shipped levels (the files in the game's `levels` folder) with the kinds each deals,
/// read once.
pub fn shipped_level_kinds() -> &'static [(String, usize)] {
    static KINDS: OnceLock<Vec<(String, usize)>> = OnceLock::new();
    KINDS.get_or_init(|| {
        let dir = crate::formats::storage::shipped::shipped_dir("levels");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return Vec::new();
        };
        let mut files: Vec<_> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .filter(|p| p.file_name().is_some_and(|n| n != "pack.ron"))
            .collect();
        files.sort();
        files
            .iter()
            .filter_map(|p| crate::formats::level::Level::load(p).ok())
            .map(|level| {
                let kinds = needed_kinds(&level);
                (level.name, kinds)
            })
            .collect()
    })
}

/// The kinds a level deals: its `kinds`, or a hand-made board's highest kind and one.
pub fn needed_kinds(level: &crate::formats::level::Level) -> usize {
    match &level.fixed {
        Some(grid) => kinds_on(grid),
        None => level.kinds,
    }
}

/// The highest kind on `grid`, and one (0 for an empty grid).
fn kinds_on(grid: &crate::engine::Grid) -> usize {
    grid.tiles()
        .map(|(_, k)| usize::from(k) + 1)
        .max()
        .unwrap_or(0)
}

/// The tile set the board shows: the player's, unless the board deals more kinds than it has
/// (or it cannot be shown); then another with enough.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardTileSet {
    /// The set's id; `None` before any set is registered.
    pub id: Option<&'static str>,
    /// Kinds on the board when it was dealt.
    pub kinds: usize,
}

/// Chooses the board's set after each deal, and when the player's choice or the sets change;
/// tells the player when the chosen set cannot show the board.
fn choose_board_set(
    board: Option<Res<Board>>,
    settings: Option<Res<Settings>>,
    sets: Res<TileSets>,
    mut shown: ResMut<BoardTileSet>,
    mut notify: MessageWriter<Notify>,
) {
    let chosen = settings.map(|s| s.tile_set.clone()).unwrap_or_default();
    let kinds = board.map_or(0, |b| kinds_on(b.grid()));
    let Some(set) = sets.pick(chosen.as_str(), kinds) else {
        return;
    };
    let next = BoardTileSet {
        id: Some(set.id()),
        kinds,
    };
    if *shown == next {
        return;
    }
    if set.id() != chosen.as_str() && shown.id != next.id {
        if let Some(why) = sets.broken(chosen.as_str()) {
            notify.write(Notify {
                message: why.clone(),
                seconds: 6.0,
            });
        } else if let Some(wanted) = sets.get(chosen.as_str()) {
            let message = too_few_kinds(wanted.as_ref(), set.as_ref(), kinds);
            warn!("{message}");
            notify.write(Notify {
                message,
                seconds: 6.0,
            });
        }
    }
    *shown = next;
}

/// The notice that `wanted` has fewer kinds than the board's `kinds`, so `shown` shows it.
pub fn too_few_kinds(wanted: &dyn TileSet, shown: &dyn TileSet, kinds: usize) -> Message {
    Message::with(
        "tile-set-too-few-kinds",
        [
            ("set", Value::Phrase(wanted.name_key())),
            ("has", wanted.kinds().into()),
            ("needs", kinds.into()),
            ("shown", Value::Phrase(shown.name_key())),
        ],
    )
}

/// Whether the player's choice of set or the sets themselves changed.
fn choice_changed(settings: Option<Res<Settings>>, sets: Res<TileSets>) -> bool {
    sets.is_changed() || settings.is_some_and(|s| s.is_changed())
}

/// Whether the player asks for the Chinese-style match groups and can see them: only a set
/// whose groups are the flowers and seasons (the mahjong tiles) shows which tiles they are.
pub fn wants_chinese_style(settings: &Settings, sets: Option<&TileSets>) -> bool {
    let groups = sets
        .and_then(|sets| sets.get(settings.tile_set.as_str()))
        .map(|set| set.groups());
    settings.chinese_style && groups == Some(MatchGroups::FLOWERS_AND_SEASONS)
}

/// Keeps [`ChineseStyleWanted`] up to date before each deal.
fn follow_chinese_style(
    settings: Option<Res<Settings>>,
    sets: Option<Res<TileSets>>,
    mut wanted: ResMut<ChineseStyleWanted>,
) {
    let now = settings.is_some_and(|s| wants_chinese_style(&s, sets.as_deref()));
    wanted.set_if_neq(ChineseStyleWanted(now));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TileSets>()
        .init_resource::<BoardTileSet>()
        .add_systems(
            PreUpdate,
            (
                follow_chinese_style
                    .run_if(choice_changed)
                    .in_set(BoardSetup::ChooseLevel),
                choose_board_set
                    .run_if(dealt_anew.or_eager(choice_changed))
                    .in_set(BoardSetup::Reset),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::desktop::tile_set_id::LegacyTileSet;

    #[test]
    fn old_tile_set_names_become_ids() {
        let ids: Vec<_> = [
            LegacyTileSet::Shapes,
            LegacyTileSet::Mahjong,
            LegacyTileSet::Critters,
            LegacyTileSet::Unknown,
        ]
        .map(|s| s.id().0)
        .into();
        assert_eq!(ids, ["shapes", "mahjong", "critters", ""]);
    }

    #[test]
    fn levels_short_of_kinds_are_named_with_their_need() {
        let levels = [("A".to_string(), 30), ("B".to_string(), 50)];
        assert_eq!(levels_short_of(42, &levels), ["B (50)"]);
        assert!(levels_short_of(50, &levels).is_empty());
    }
}
