//! What happens, said as it happens: a pick, a link made (with the pairs left) or refused
//! (with why), a hint (the pair and where), a re-deal, tiles falling, the win and the loss, and
//! every notice. Each is a new node of a live region, which the reader says once, politely
//! (after what it is saying), so a burst is not a flood: at most one a frame, the most
//! important (an end over a link, a link over a pick).

use accesskit::{Live, Node as AccessNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::board::{CellState, cell_state, face_names, holding};
use super::listening::reader_listens;
use crate::engine::{Cell, Pos};
use crate::game::content::tile_sets::{BoardTileSet, TileSets};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::messages::{
    BoardCleared, BoardShuffled, BoardStuck, HintShown, MatchFound, MatchRejected, Notify,
    TilePicked, TilesMoved, TimeUp,
};
use crate::game::core::moves::selection::Selection;
use crate::game::view::refusal_notice::refusal_words;
use crate::i18n::{Message, Value};

/// Words the reader's own systems ask to be said (a row read, the clock's last seconds).
#[derive(Message, Debug, Clone)]
pub struct Spoken(pub Message);

/// Where the announcement is made: what asks for words runs before it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnnounceSystems;

/// The announcement said last.
#[derive(Component, Debug)]
pub struct Announcement;

/// What each cell held when the reader was last told: what a linked pair was, now that it is
/// gone.
#[derive(Resource, Debug, Default)]
struct KnownCells(Vec<(Pos, Option<Cell>)>);

impl KnownCells {
    fn at(&self, p: Pos) -> Option<Cell> {
        self.0.iter().find(|(at, _)| *at == p).and_then(|(_, c)| *c)
    }
}

/// What the game said this frame that a player hears of.
#[derive(SystemParam)]
struct News<'w, 's> {
    picked: MessageReader<'w, 's, TilePicked>,
    found: MessageReader<'w, 's, MatchFound>,
    rejected: MessageReader<'w, 's, MatchRejected>,
    hinted: MessageReader<'w, 's, HintShown>,
    shuffled: MessageReader<'w, 's, BoardShuffled>,
    moved: MessageReader<'w, 's, TilesMoved>,
    notices: MessageReader<'w, 's, Notify>,
    cleared: MessageReader<'w, 's, BoardCleared>,
    time_up: MessageReader<'w, 's, TimeUp>,
    stuck: MessageReader<'w, 's, BoardStuck>,
    spoken: MessageReader<'w, 's, Spoken>,
}

/// How the reader names what lies on a cell.
struct Naming<'a> {
    board: &'a Board,
    known: &'a KnownCells,
    face_name: &'a dyn Fn(usize) -> Message,
}

impl Naming<'_> {
    /// The words for `cell` ("circle, orange", "face down").
    fn face(&self, cell: Option<Cell>) -> Value {
        let state = CellState {
            cell,
            selected: false,
            held: false,
        };
        Value::from(holding(state, self.face_name))
    }

    /// What lies on `p` now, as the player sees it.
    fn face_now(&self, p: Pos) -> Value {
        self.face(cell_state(self.board.grid(), p, false).cell)
    }
}

/// This frame's news, most important last: picks, then links, refusals, hints, falls and
/// re-deals (of the board, when there is one), notices, what the player asked to hear, and the
/// end of the game.
fn news(news: &mut News, naming: Option<&Naming>, selection: &Selection) -> Option<Message> {
    let mut said = match naming {
        Some(naming) => board_news(news, naming, selection),
        None => {
            news.picked.clear();
            news.found.clear();
            news.rejected.clear();
            news.hinted.clear();
            news.moved.clear();
            news.shuffled.clear();
            None
        }
    };
    for notice in news.notices.read() {
        said = Some(notice.message.clone());
    }
    for spoken in news.spoken.read() {
        said = Some(spoken.0.clone());
    }
    let ends = [
        (news.cleared.read().count(), "won-title"),
        (news.time_up.read().count(), "lost-title"),
        (news.stuck.read().count(), "stuck-title"),
    ];
    for (_, key) in ends.into_iter().filter(|(n, _)| *n > 0) {
        said = Some(Message::new(key));
    }
    said
}

/// What happened on the board this frame, most important last.
fn board_news(news: &mut News, naming: &Naming, selection: &Selection) -> Option<Message> {
    let mut said = None;
    for pick in news.picked.read() {
        if selection.first == Some(pick.0) {
            said = Some(Message::with(
                "reader-picked",
                [("face", naming.face_now(pick.0))],
            ));
        }
    }
    let pairs_left = naming.board.grid().tile_count() / 2;
    for link in news.found.read() {
        let face = naming.face(naming.known.at(link.a));
        let args = [("face", face), ("left", pairs_left.into())];
        said = Some(Message::with("reader-linked", args));
    }
    for refusal in news.rejected.read() {
        said = Some(refusal_words(refusal.reason));
    }
    for hint in news.hinted.read() {
        said = Some(hint_words(naming, hint.a, hint.b));
    }
    for moved in news.moved.read() {
        said = Some(Message::with("reader-moved", [("n", moved.0.len().into())]));
    }
    for shuffled in news.shuffled.read() {
        said = Some(Message::new(match shuffled.by_player {
            true => "reader-shuffled",
            false => "notice-redealt",
        }));
    }
    said
}

/// "Hint: circle, orange, row 1, column 2, and row 3, column 5".
fn hint_words(naming: &Naming, a: Pos, b: Pos) -> Message {
    let args = [
        ("face", naming.face_now(a)),
        ("row", (a.y + 1).into()),
        ("column", (a.x + 1).into()),
        ("other_row", (b.y + 1).into()),
        ("other_column", (b.x + 1).into()),
    ];
    Message::with("reader-hint", args)
}

/// Says this frame's news: the old announcement goes, a new one comes (a new live node is
/// said once when it arrives).
fn announce(
    mut readers: News,
    (board, selection): (Option<Res<Board>>, Res<Selection>),
    (sets, shown): (Res<TileSets>, Res<BoardTileSet>),
    mut known: ResMut<KnownCells>,
    old: Query<Entity, With<Announcement>>,
    words: Words,
    mut commands: Commands,
) {
    let face_name = face_names(&sets, &shown);
    let naming = board.as_deref().map(|board| Naming {
        board,
        known: &known,
        face_name: &face_name,
    });
    let said = news(&mut readers, naming.as_ref(), &selection);
    if let Some(board) = board.filter(|b| b.is_changed()) {
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
    app.init_resource::<KnownCells>()
        .add_message::<Spoken>()
        .add_systems(
            PostUpdate,
            announce
                .run_if(reader_listens)
                .run_if(resource_exists::<Selection>)
                .in_set(AnnounceSystems)
                .before(bevy::a11y::AccessibilitySystems::Update),
        );
}
