//! A tile set's id as settings store it, and the name old settings files wrote instead: plain
//! data, so that settings need not know the registry of sets.

use serde::{Deserialize, Serialize};

/// A tile set's stable id as settings store it (see `TileSet::id`).
/// The default (empty) chooses no set: the first registered set is shown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileSetId(pub String);

impl TileSetId {
    /// The id `id`.
    pub fn new(id: impl Into<String>) -> Self {
        TileSetId(id.into())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether this is the default: no set chosen (the first registered set is shown).
    pub fn is_default(&self) -> bool {
        self.0.is_empty()
    }
}

/// The tile set as settings files wrote it before sets had ids (`tile_set: Mahjong`): read
/// from old files, never written. It names the built-ins' ids only to read those files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum LegacyTileSet {
    /// `"shapes"`.
    Shapes,
    /// `"mahjong"`.
    Mahjong,
    /// `"critters"`.
    Critters,
    /// A name no version wrote: the default set.
    #[serde(other)]
    Unknown,
}

impl LegacyTileSet {
    /// Reads one as a present value (old files wrote it bare, not as `Some(…)`).
    pub fn some<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Self>, D::Error> {
        Self::deserialize(d).map(Some)
    }

    /// The id of the set it named.
    pub fn id(self) -> TileSetId {
        TileSetId::new(match self {
            LegacyTileSet::Shapes => "shapes",
            LegacyTileSet::Mahjong => "mahjong",
            LegacyTileSet::Critters => "critters",
            LegacyTileSet::Unknown => "",
        })
    }
}
