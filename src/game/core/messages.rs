//! The messages that carry one move through the game, in the order they flow:
//! input → [`TilePicked`] → selection → [`MatchRequest`] → pathfinding → [`MatchFound`] or
//! [`MatchRejected`] → applying the move ([`TilesRemoved`], [`TilesMoved`]) → line, tile
//! animation, score.

use std::collections::BTreeMap;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::{Path, Pos, Refusal, SlideLink};
use crate::formats::race_items::Item;
use crate::game::core::board::{BoardChange, MovedTile};
use crate::game::core::power_up_id::PowerUpId;
use crate::i18n;

/// A player (mouse, touch, keyboard or demo) picked the tile at a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TilePicked(pub Pos);

/// The player let go of the selection (Escape): nothing is selected and no power-up aims.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SelectionDropped;

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
    /// The slide made first, under the sliding rule: `a` slides and pushes, then links.
    pub slide: Option<SlideLink>,
}

/// Under the sliding rule, a pair that does not link has two slides: the player chooses one
/// by picking a tile it pushes.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlideChoiceOffered(pub [SlideLink; 2]);

/// The player chose one of two slides offered.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlideChosen(pub SlideLink);

/// A request was refused; both tiles stay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchRejected {
    /// First tile.
    pub a: Pos,
    /// Second tile.
    pub b: Pos,
    /// Why, for the player (a replay does not record it: the board decides it again).
    pub reason: Refusal,
}

/// Tiles left play (a link, a power-up, an undo): they are marked out of play.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TilesRemoved(pub Vec<Entity>);

/// Tiles moved to other cells (gravity after a removal, an undo).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TilesMoved(pub Vec<MovedTile>);

/// Tiles came back into play (undo, redo).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TilesReturned(pub Vec<Entity>);

/// Tells the rest of the game what a change of the board did to its tiles.
#[derive(SystemParam)]
pub struct TileChanges<'w> {
    removed: MessageWriter<'w, TilesRemoved>,
    moved: MessageWriter<'w, TilesMoved>,
    returned: MessageWriter<'w, TilesReturned>,
}

impl TileChanges<'_> {
    /// Sends one message per kind of change that happened.
    pub fn report(&mut self, change: BoardChange) {
        if !change.removed.is_empty() {
            self.removed.write(TilesRemoved(change.removed));
        }
        if !change.moved.is_empty() {
            self.moved.write(TilesMoved(change.moved));
        }
        if !change.returned.is_empty() {
            self.returned.write(TilesReturned(change.returned));
        }
    }
}

/// Deal a new board (a new seed, or the current one again when `None`).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewBoard {
    /// The seed to deal with.
    pub seed: Option<u64>,
}

/// The tiles in play were re-dealt.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardShuffled {
    /// Tiles re-dealt.
    pub tiles: usize,
    /// The player asked for it (it costs points); otherwise no clearing order was left.
    pub by_player: bool,
}

/// A hint showed the player a pair to link (it costs points).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintShown {
    /// One tile of the pair.
    pub a: Pos,
    /// The other.
    pub b: Pos,
}

/// Something to tell the player in a notice (a damaged save file, a locked level): the view
/// puts it into words, in the player's language while it is on screen.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Notify {
    /// What to say.
    pub message: i18n::Message,
    /// How long it stays, in seconds.
    pub seconds: f32,
}

/// An item thrown by another player of a race lands on this board now (from the room, or
/// from a replay being re-played).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ItemReceived {
    /// The item.
    pub item: Item,
    /// Who threw it.
    pub from: String,
}

/// The level's time limit ran out before the board was cleared.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeUp;

/// No pair can be linked and the tiles left cannot be re-dealt: the player is told and
/// offered what can still be done.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct BoardStuck {
    /// Why the re-deal failed.
    pub reason: i18n::Message,
}

/// The board was cleared and scored.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct LevelCompleted {
    /// The level's name.
    pub level: String,
    /// The identity the result is saved under: `None` when it must not count (the demo,
    /// test play, a built-in layout, a level file outside the pack).
    pub record_as: Option<String>,
    /// Final points, time bonus included.
    pub points: u32,
    /// Seconds taken.
    pub seconds: f32,
    /// Stars earned, 0 to 3.
    pub stars: u8,
    /// The help the run took: a clear with help is kept apart from the unaided best.
    pub assists: Assists,
}

/// The last pair was removed.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct BoardCleared {
    /// Seconds from the deal to the last removal.
    pub seconds: f32,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<TilePicked>()
        .add_message::<SelectionDropped>()
        .add_message::<MatchRequest>()
        .add_message::<MatchFound>()
        .add_message::<SlideChoiceOffered>()
        .add_message::<SlideChosen>()
        .add_message::<MatchRejected>()
        .add_message::<TilesRemoved>()
        .add_message::<TilesMoved>()
        .add_message::<TilesReturned>()
        .add_message::<NewBoard>()
        .add_message::<BoardShuffled>()
        .add_message::<BoardCleared>()
        .add_message::<HintShown>()
        .add_message::<LevelCompleted>()
        .add_message::<Notify>()
        .add_message::<TimeUp>()
        .add_message::<ItemReceived>()
        .add_message::<BoardStuck>();
}

/// Help taken since the deal.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Assists {
    /// Uses of each help power-up (see `PowerUp::ASSIST`: hints, shuffles the player asked
    /// for; a dead-end re-deal is no help), by name.
    pub power_ups: BTreeMap<PowerUpId, u32>,
    /// Moves taken back.
    pub undos: u32,
}

impl Assists {
    /// Whether the run took any help.
    pub fn any(&self) -> bool {
        self.undos > 0 || self.power_ups.values().any(|&n| n > 0)
    }
}
