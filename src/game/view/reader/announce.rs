//! What happens, said as it happens: a pick, a link made (with the pairs left) or refused
//! (with why), and every notice. Each is a new node of a live region, which the reader says
//! once, politely (after what it is saying), so a burst is not a flood: at most one a frame,
//! the last.

use accesskit::{Live, Node as AccessNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use super::board::{CellState, cell_state, holding};
use super::listening::reader_listens;
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::messages::{MatchFound, MatchRejected, Notify, TilePicked};
use crate::game::core::selection::Selection;
use crate::game::view::refusal_notice::refusal_words;
use crate::i18n::{Message, Value};

/// The announcement said last.
#[derive(Component, Debug)]
pub struct Announcement;

/// The tiles the reader was last told of: what a linked pair was, now that it is gone.
#[derive(Resource, Debug, Default)]
struct KnownKinds(Vec<(crate::engine::Pos, Option<crate::engine::Cell>)>);

/// What this frame brings to say, in order: the last of them is said.
fn news(
    (found, rejected, picked, notices): (
        MessageReader<MatchFound>,
        MessageReader<MatchRejected>,
        MessageReader<TilePicked>,
        MessageReader<Notify>,
    ),
    board: &Board,
    selection: &Selection,
    known: &KnownKinds,
    face_name: &dyn Fn(usize) -> Message,
) -> Option<Message> {
    let (mut found, mut rejected, mut picked, mut notices) = (found, rejected, picked, notices);
    let was = |p| {
        known
            .0
            .iter()
            .find(|(at, _)| *at == p)
            .and_then(|(_, c)| *c)
    };
    let face = |cell: Option<crate::engine::Cell>| {
        let state = CellState {
            cell,
            selected: false,
            held: false,
        };
        Value::from(holding(state, face_name))
    };
    let pairs_left = board.grid().tile_count() / 2;
    let mut said = None;
    for pick in picked.read() {
        if selection.first == Some(pick.0) {
            let now = cell_state(board.grid(), pick.0, true);
            said = Some(Message::with("reader-picked", [("face", face(now.cell))]));
        }
    }
    for link in found.read() {
        let args = [("face", face(was(link.a))), ("left", pairs_left.into())];
        said = Some(Message::with("reader-linked", args));
    }
    for refusal in rejected.read() {
        said = Some(refusal_words(refusal.reason));
    }
    for notice in notices.read() {
        said = Some(notice.message.clone());
    }
    said
}

/// Says this frame's news: the old announcement goes, a new one comes (a new live node is
/// said once when it arrives).
fn announce(
    readers: (
        MessageReader<MatchFound>,
        MessageReader<MatchRejected>,
        MessageReader<TilePicked>,
        MessageReader<Notify>,
    ),
    (board, selection): (Option<Res<Board>>, Res<Selection>),
    (sets, shown): (Res<TileSets>, Res<BoardTileSet>),
    mut known: ResMut<KnownKinds>,
    old: Query<Entity, With<Announcement>>,
    words: Words,
    mut commands: Commands,
) {
    let Some(board) = board else { return };
    let set = shown.id.and_then(|id| sets.get(id));
    let face_name = |kind: usize| match set {
        Some(set) => set.face_name(kind),
        None => Message::with("face-tile", [("number", (kind + 1).into())]),
    };
    let said = news(readers, &board, &selection, &known, &face_name);
    if board.is_changed() {
        let grid = board.grid();
        known.0 = grid
            .positions()
            .map(|p| (p, cell_state(grid, p, false).cell))
            .collect();
    }
    let Some(said) = said else { return };
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let mut node = AccessNode::new(Role::Status);
    node.set_live(Live::Polite);
    node.set_label(words.say(&said));
    commands.spawn((Announcement, AccessibilityNode(node)));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KnownKinds>().add_systems(
        PostUpdate,
        announce
            .run_if(reader_listens)
            .run_if(resource_exists::<Selection>)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}
