//! Racing a leaderboard entry: the Leaderboard screen asks for a row's replay (offered only when
//! its player shares their replays), which is fetched on a thread of its own; once it has come
//! and reads, its board is dealt (today's daily board, or the level in hand with the replay's
//! seed) with it as the ghost, named by its player. What the player's game records is as
//! without it.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Duration;

use bevy::prelude::*;

use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::Replay;
use crate::game::core::messages::NewBoard;
use crate::game::core::pacing::{FramePacing, Wake};
use crate::game::core::screen::Menu;
use crate::game::ghost::race::{GhostFile, Prover};
use crate::game::modes::pack_and_daily::StartMode;
use crate::game::online::leaderboards::{FetchLeaderboard, OnlineArrivals, OnlineConfig};
use crate::i18n::Message;
use crate::online::client::{Client, ClientError};

/// Leaderboard entries can be raced: what proves a ghost (named by the assembly).
#[derive(Resource, Clone, Copy)]
pub struct EntryGhosts(pub Prover);

/// Race `name`'s entry on `board` (named in full, as the leaderboard names it).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct RaceEntry {
    /// The board.
    pub board: String,
    /// The player whose entry it is.
    pub name: String,
}

/// The entry's board is dealt with its ghost: the screen that asked goes to play.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct EntryGhostReady;

/// What became of the entry asked for, for the Leaderboard screen.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum EntryGhostState {
    /// Nothing asked.
    #[default]
    Idle,
    /// Being fetched: whose.
    Fetching(String),
    /// It cannot be raced: whose, and why.
    Failed {
        /// The player whose entry it is.
        name: String,
        /// Why not.
        reason: String,
    },
}

impl EntryGhostState {
    /// The words for it, if there is anything to say.
    pub fn message(&self) -> Option<Message> {
        match self {
            EntryGhostState::Idle => None,
            EntryGhostState::Fetching(name) => Some(Message::with(
                "leaderboard-race-fetching",
                [("name", name.as_str().into())],
            )),
            EntryGhostState::Failed { name, reason } => Some(Message::with(
                "leaderboard-race-failed",
                [
                    ("name", name.as_str().into()),
                    ("reason", reason.as_str().into()),
                ],
            )),
        }
    }
}

/// Whether the entries of `board` can be raced as a ghost: a single board's games (today's
/// daily board, a pack level), not whole runs.
pub fn raceable(board: &str) -> bool {
    board.starts_with("daily/") || board.starts_with("level/")
}

/// The fetch under way: the entry asked for, and where its replay comes.
#[derive(Resource)]
struct Fetching {
    entry: RaceEntry,
    answer: Mutex<Receiver<Result<Replay, String>>>,
}

/// Fetches the replay asked for on a thread of its own (the last ask wins).
fn fetch_entry(
    mut commands: Commands,
    mut asks: MessageReader<RaceEntry>,
    config: Option<Res<OnlineConfig>>,
    (wake, mut state): (Res<Wake>, ResMut<EntryGhostState>),
) {
    let Some(entry) = asks.read().last().cloned() else {
        return;
    };
    let Some(server) = config.and_then(|c| c.server.clone()) else {
        return;
    };
    if !raceable(&entry.board) {
        return;
    }
    let (send, answer) = channel();
    let (asked, wake) = (entry.clone(), wake.clone());
    let spawned = std::thread::Builder::new()
        .name("entry replay".into())
        .spawn(move || {
            let _ = send.send(fetch(&server, &asked));
            wake.wake();
        });
    match spawned {
        Ok(_) => {
            *state = EntryGhostState::Fetching(entry.name.clone());
            commands.insert_resource(Fetching {
                entry,
                answer: Mutex::new(answer),
            });
        }
        Err(e) => {
            *state = EntryGhostState::Failed {
                name: entry.name,
                reason: e.to_string(),
            }
        }
    }
}

/// The entry's replay, read; the error says why not (the server's reason when it refused).
fn fetch(server: &str, entry: &RaceEntry) -> Result<Replay, String> {
    let client = Client::new(server)?;
    let shared = client
        .shared_replay(&entry.board, &entry.name)
        .map_err(|e| match e {
            ClientError::Refused(why)
            | ClientError::NameTaken(why)
            | ClientError::Unreachable(why) => why,
        })?;
    if shared.board != entry.board || shared.name != entry.name {
        return Err("the server answered with another entry".into());
    }
    Replay::from_text(&shared.replay, &format!("{}'s replay", entry.name))
}

/// The replay come: deals its board with it as the ghost (if the Leaderboard screen still
/// waits for it), or says why it cannot be raced.
fn race_what_came(
    mut commands: Commands,
    fetching: Res<Fetching>,
    (ghosts, menu): (Res<EntryGhosts>, Res<State<Menu>>),
    (mut state, mut pacing): (ResMut<EntryGhostState>, ResMut<FramePacing>),
    mut deal: (
        MessageWriter<NewBoard>,
        MessageWriter<StartMode>,
        MessageWriter<EntryGhostReady>,
    ),
    mut read_again: MessageWriter<FetchLeaderboard>,
) {
    let came = match fetching.answer.lock().map(|r| r.try_recv()) {
        // The fetching thread wakes the window when it answers.
        Ok(Err(TryRecvError::Empty)) => return,
        Ok(Ok(came)) => came,
        _ => Err("the fetch stopped".into()),
    };
    commands.remove_resource::<Fetching>();
    let name = fetching.entry.name.clone();
    let replay = match came {
        Ok(replay) => replay,
        Err(reason) => {
            // The player may have stopped sharing since the rows came: they are read again.
            read_again.write(FetchLeaderboard(fetching.entry.board.clone()));
            *state = EntryGhostState::Failed { name, reason };
            return;
        }
    };
    *state = EntryGhostState::Idle;
    if *menu.get() != Menu::Leaderboard {
        return;
    }
    if replay.mode == PlayMode::Daily {
        deal.1.write(StartMode(PlayMode::Daily));
    } else {
        deal.0.write(NewBoard {
            seed: Some(replay.seed),
        });
    }
    commands.insert_resource(GhostFile {
        replay,
        name: Some(name),
        this_board_only: true,
        prove: ghosts.0,
    });
    deal.2.write(EntryGhostReady);
    pacing.frame_in(Duration::ZERO);
}

/// Leaving the Leaderboard screen forgets what became of the last entry asked for.
fn forget(mut state: ResMut<EntryGhostState>) {
    state.set_if_neq(EntryGhostState::Idle);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EntryGhostState>()
        .add_message::<RaceEntry>()
        .add_message::<EntryGhostReady>()
        .add_systems(OnExit(Menu::Leaderboard), forget)
        .add_systems(
            Update,
            (
                fetch_entry.run_if(on_message::<RaceEntry>),
                race_what_came
                    .run_if(resource_exists::<Fetching>)
                    .in_set(OnlineArrivals),
            )
                .chain()
                .run_if(resource_exists::<EntryGhosts>.and_then(resource_exists::<Wake>)),
        );
}
