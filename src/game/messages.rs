//! The messages that carry one move through the game, in the order they flow:
//! input → [`TilePicked`] → selection → [`MatchRequest`] → pathfinding → [`MatchFound`] or
//! [`MatchRejected`] → line, despawn, score.

use bevy::prelude::*;

use crate::engine::{Path, Pos};

/// A player (mouse, touch, keyboard or demo) picked the tile at a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TilePicked(pub Pos);

/// Two selected tiles of the same kind: try to link them.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchRequest {
    /// First tile.
    pub a: Pos,
    /// Second tile.
    pub b: Pos,
}

/// A legal link was found; the pair is removed.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MatchFound {
    /// First tile.
    pub a: Pos,
    /// Second tile.
    pub b: Pos,
    /// The link, corner to corner.
    pub path: Path,
}

/// Why a request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RejectReason {
    /// Both ends are the same cell.
    SameTile,
    /// A cell holds no tile (or its tile is already being removed).
    NotATile,
    /// The tiles are of different kinds.
    DifferentKinds,
    /// No path within the level's turn limit.
    NoPath,
}

/// A request was refused; both tiles stay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchRejected {
    /// First tile.
    pub a: Pos,
    /// Second tile.
    pub b: Pos,
    /// Why.
    pub reason: RejectReason,
}

/// Deal a new board (a new seed, or the current one again when `None`).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewBoard {
    /// The seed to deal with.
    pub seed: Option<u64>,
}

/// The board was re-dealt because no clearing order was left.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardShuffled {
    /// Tiles re-dealt.
    pub tiles: usize,
}

/// The last pair was removed.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct BoardCleared {
    /// Seconds from the deal to the last removal.
    pub seconds: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TilePicked>()
        .add_message::<MatchRequest>()
        .add_message::<MatchFound>()
        .add_message::<MatchRejected>()
        .add_message::<NewBoard>()
        .add_message::<BoardShuffled>()
        .add_message::<BoardCleared>();
}
