//! A mod's own special tiles: the extension point, as [`PowerUp`](crate::game::core::power_ups::PowerUp)
//! is for power-ups. A special tile is a type implementing [`SpecialTile`]: its stable id, the
//! mark level files write it with, when its tile may be picked and shows its face, and its
//! mark over the tile (drawn in code). One line adds it: `app.add_special_tile::<DeepIce>()`.
//! The game does the rest as for the built-ins: level files and `check` read it, the dealer
//! proves every deal with it, hints, re-deals and replays follow it, the board draws its mark
//! over any tile set while the tile is shut (and lets it go as it opens), a refusal names it,
//! and its first-meet card shows it with the mod's words `special-ID-name` and
//! `special-ID-about`.

use bevy::prelude::*;

use crate::art::icon::IconCanvas;
use crate::engine::modded_specials::{self, Around, SpecialRule};

/// A special tile of a mod's own. Implement it on a unit struct and register it with
/// [`AddSpecialTile::add_special_tile`].
///
/// Its rules see only which tiles have been removed ([`Around`]), and removing tiles may only
/// open a tile, never shut it again: registering a rule that shuts a tile it opened is refused.
pub trait SpecialTile: Send + Sync + 'static {
    /// The stable id, the name `check` prints and the words' keys use: lowercase ASCII
    /// letters, digits and `_`; never change it once released.
    const ID: &'static str;
    /// The mark level files write it with in `specials` rows: a digit or one of
    /// [`FREE_MARKS`](crate::engine::modded_specials::FREE_MARKS).
    const MARK: char;
    /// Whether its tile may be picked now (always, unless given).
    fn pickable(_around: &Around) -> bool {
        true
    }
    /// Whether its tile shows its face now (always, unless given).
    fn face_shown(_around: &Around) -> bool {
        true
    }
    /// Draws its mark, shown over the tile while the tile may not be picked.
    fn mark(canvas: &mut IconCanvas);
}

/// What the view needs of a mod's special: its id and how to draw its mark.
#[derive(Clone, Copy, Debug)]
pub struct SpecialTileLook {
    /// Its id.
    pub id: &'static str,
    /// Draws its mark.
    pub mark: fn(&mut IconCanvas),
}

/// The mods' specials this app has, in the order registered.
#[derive(Resource, Debug, Default)]
pub struct SpecialTileLooks(pub Vec<SpecialTileLook>);

/// Registering special tiles on the app.
pub trait AddSpecialTile {
    /// Adds special tile `T`: level files may mark it, and the game plays and draws it.
    ///
    /// # Panics
    /// If `T::ID` or `T::MARK` is not one a mod may use, or is another special's, or `T`'s
    /// rule shuts a tile it opened: the message says which.
    fn add_special_tile<T: SpecialTile>(&mut self) -> &mut Self;
}

impl AddSpecialTile for App {
    fn add_special_tile<T: SpecialTile>(&mut self) -> &mut Self {
        // The engine keeps the rule for the whole program; a second app in the same program
        // (the one that proves replays) finds it there.
        let rule = match modded_specials::by_id(T::ID) {
            Some(rule) if rule.mark == T::MARK => rule,
            _ => {
                let rule: &'static SpecialRule = Box::leak(Box::new(SpecialRule {
                    id: T::ID,
                    mark: T::MARK,
                    pickable: T::pickable,
                    face_shown: T::face_shown,
                }));
                if let Err(problem) = modded_specials::register(rule) {
                    panic!("{problem}");
                }
                rule
            }
        };
        let mut looks = self.world_mut().get_resource_or_init::<SpecialTileLooks>();
        if !looks.0.iter().any(|l| l.id == rule.id) {
            looks.0.push(SpecialTileLook {
                id: rule.id,
                mark: T::mark,
            });
        }
        self
    }
}
