//! The selection system: picks from any input become match requests.

use bevy::prelude::*;

use crate::engine::{Grid, Pos, SlideLink};
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::messages::{
    MatchRequest, Notify, SelectionDropped, SlideChoiceOffered, SlideChosen, TilePicked, TilesMoved,
};
use crate::game::core::moves::picks_held::PicksHeld;
use crate::game::core::power_ups::Aiming;
use crate::game::core::stages::MoveFlow;
use crate::i18n::Message;

/// The tile picked first, waiting for its partner.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// The first pick, if any.
    pub first: Option<Pos>,
    /// Two slides offered for the first pick (the sliding rule): the next pick of a tile one
    /// of them pushes chooses it; any other pick lets them go.
    pub choice: Option<[SlideLink; 2]>,
}

impl Selection {
    /// The slide offered that pushes the tile on `p`, if one does.
    pub fn slide_pushing(&self, grid: &Grid, p: Pos) -> Option<SlideLink> {
        let pushes = |s: &SlideLink| s.pushes(grid).unwrap_or_default();
        (self.choice?.into_iter()).find(|s| pushes(s)[1..].iter().any(|push| push.from == p))
    }
}

/// Escape: the selection goes and a power-up stops aiming.
pub fn drop_selection(
    mut dropped: MessageReader<SelectionDropped>,
    mut selection: ResMut<Selection>,
    mut aiming: ResMut<Aiming>,
) {
    if dropped.read().count() > 0 {
        *selection = Selection::default();
        aiming.0 = None;
    }
}

/// Two slides were offered: the sliding tile stays selected while the player chooses, and
/// is told how.
pub fn offer_slide_choice(
    mut offered: MessageReader<SlideChoiceOffered>,
    mut selection: ResMut<Selection>,
    mut notify: MessageWriter<Notify>,
) {
    if let Some(&SlideChoiceOffered(slides)) = offered.read().last() {
        selection.first = Some(slides[0].mover);
        selection.choice = Some(slides);
        notify.write(Notify {
            message: Message::new("slide-choose"),
            seconds: 4.0,
        });
    }
}

/// Turns picks into requests: first pick selects, picking it again deselects, a tile of
/// another kind takes over the selection, a tile of the same kind sends the request. A tile
/// that may not be picked yet (frozen, locked) is sent alone, to be refused with its reason. While a
/// power-up aims, picks are its own; while picks are held (a freeze), they do nothing.
pub fn select(
    mut picks: MessageReader<TilePicked>,
    (mut requests, mut chosen): (MessageWriter<MatchRequest>, MessageWriter<SlideChosen>),
    mut selection: ResMut<Selection>,
    (aiming, held, clock): (Res<Aiming>, Res<PicksHeld>, Res<DealClock>),
    board: Option<Res<Board>>,
) {
    let open = aiming.0.is_none() && !held.holds(&clock);
    let Some(board) = board.filter(|_| open) else {
        picks.clear();
        return;
    };
    let (grid, rules) = (board.grid(), board.rules());
    for &TilePicked(p) in picks.read() {
        if let Some(slide) = selection.slide_pushing(grid, p) {
            *selection = Selection::default();
            chosen.write(SlideChosen(slide));
            continue;
        }
        selection.choice = None;
        // Only tiles in play can be picked: vanishing ones are already off the grid.
        let Some(kind) = grid.kind(p) else {
            continue;
        };
        if !grid.pickable(p) {
            // Frozen or locked: the search refuses it by name, and the selection stays.
            requests.write(MatchRequest { a: p, b: p });
            continue;
        }
        let first = selection.first.filter(|&f| grid.kind(f).is_some());
        selection.first = match first {
            None => Some(p),
            Some(f) if f == p => None,
            Some(f) if !grid.kind(f).is_some_and(|k| rules.matches(k, kind)) => Some(p),
            Some(f) => {
                requests.write(MatchRequest { a: f, b: p });
                None
            }
        };
    }
}

/// A selected tile that moves (gravity) stays selected in its new cell.
pub fn follow_moves(mut moved: MessageReader<TilesMoved>, mut selection: ResMut<Selection>) {
    for TilesMoved(tiles) in moved.read() {
        if let Some(first) = selection.first
            && let Some(t) = tiles.iter().find(|t| t.from == first)
        {
            selection.first = Some(t.to);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_systems(
            Update,
            (
                drop_selection.run_if(on_message::<SelectionDropped>),
                select.run_if(on_message::<TilePicked>),
            )
                .chain()
                .in_set(MoveFlow::Select),
        )
        .add_systems(
            Update,
            (
                follow_moves.run_if(on_message::<TilesMoved>),
                // In the frame the slides are offered, so they are drawn before the game sleeps.
                offer_slide_choice.run_if(on_message::<SlideChoiceOffered>),
            )
                .in_set(MoveFlow::React),
        );
}
