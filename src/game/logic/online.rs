//! The game's side of the online leaderboards (see `docs/online.md`). With a server set
//! (`--server URL` or the `server` setting), each game the player ends whose replay is kept and
//! counts for a leaderboard is queued in the data directory's `online/outbox/`; a thread of
//! [`crate::online::outbox`] sends what waits and answers with [`OnlineAnswer`]s, which set
//! [`LastSubmission`] for the win screen. [`FetchLeaderboard`] reads a board on a thread of its
//! own into [`LeaderboardTable`]. Without a server nothing here runs. No frame waits for the
//! network: answers arrive through channels, and the arrival wakes the window.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc;

use bevy::prelude::*;

use super::deal::LevelSpec;
use super::pacing::Wake;
use super::recorder::{Recorder, record_replay};
use super::sets::MoveFlow;
use crate::game::logic::play_mode::PlayMode;
use crate::i18n::Message;
use crate::online::api::Leaderboard;
use crate::online::boards::Board;
use crate::online::client::{Client, ClientError};
use crate::online::outbox::{self, Outbox, Sent};
use crate::replay::{Replay, fingerprint};

/// The server and where the key, the name and the queue are kept: present only when a server
/// is set.
#[derive(Resource, Clone, Debug)]
pub struct OnlineConfig {
    /// The server's address, `http://HOST:PORT`.
    pub server: String,
    /// The data directory's `online/` folder.
    pub dir: PathBuf,
    /// The name given with `--name`, if any (else the one kept, else one made from the key).
    pub name: Option<String>,
}

/// What the sending thread answered (see [`Sent`]).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct OnlineAnswer(pub Sent);

/// What became of the last game queued: what the win screen says about it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum LastSubmission {
    /// No game of this session was queued (or the last one counts for no board).
    #[default]
    Nothing,
    /// Queued as `file`; no answer yet.
    Sending(String),
    /// Queued, but the server cannot be reached: it waits.
    Waiting(String),
    /// Ranked on `board`.
    Ranked {
        /// The board's name.
        board: String,
        /// The rank, from 1.
        rank: u64,
    },
    /// Refused, with the server's reason.
    Refused(String),
}

impl LastSubmission {
    /// The words for it, if there is anything to say.
    pub fn message(&self) -> Option<Message> {
        match self {
            LastSubmission::Nothing => None,
            LastSubmission::Sending(_) => Some(Message::new("online-sending")),
            LastSubmission::Waiting(_) => Some(Message::new("online-waiting")),
            LastSubmission::Ranked { board, rank } => {
                let key = match board.split('/').next() {
                    Some("daily") => "online-rank-daily",
                    Some("time-attack") => "online-rank-time-attack",
                    Some("endless") => "online-rank-endless",
                    _ => "online-rank-level",
                };
                Some(Message::with(key, [("rank", (*rank).into())]))
            }
            LastSubmission::Refused(reason) => Some(Message::with(
                "online-refused",
                [("reason", reason.as_str().into())],
            )),
        }
    }

    fn answered(&mut self, sent: &Sent) {
        let file = match self {
            LastSubmission::Sending(f) | LastSubmission::Waiting(f) => f.clone(),
            _ => return,
        };
        *self = match sent {
            Sent::Ranked {
                file: done,
                board,
                rank,
                ..
            } if *done == file => LastSubmission::Ranked {
                board: board.clone(),
                rank: *rank,
            },
            Sent::Refused { file: done, reason } if *done == file => {
                LastSubmission::Refused(reason.clone())
            }
            Sent::Waiting { .. } | Sent::NoName { .. } => LastSubmission::Waiting(file),
            _ => return,
        };
    }
}

/// Whether a leaderboard takes `replay`: it names a board and its result is an entry there,
/// and a run's board is the run's opening one (the server's rule, see
/// [`crate::game::replay::prove_for_leaderboard`]).
pub fn counts(replay: &Replay) -> bool {
    let Ok(board) = Board::of(replay) else {
        return false;
    };
    if board.admits(&replay.result).is_err() {
        return false;
    }
    match PlayMode::from_name(&replay.mode) {
        Some(mode @ (PlayMode::TimeAttack | PlayMode::Endless)) => {
            let opening = super::runs::run_level(mode, 1, super::runs::ATTACK_START);
            replay.level_fingerprint == fingerprint(&opening.to_ron())
        }
        _ => true,
    }
}

/// The sending thread's ends: pokes it when a game is queued; its answers.
#[derive(Resource)]
struct Link {
    pokes: mpsc::Sender<()>,
    answers: Mutex<mpsc::Receiver<Sent>>,
}

/// Starts the sending thread once a server is set; it sends what waited from before at once.
fn connect(mut commands: Commands, config: Res<OnlineConfig>, wake: Option<Res<Wake>>) {
    let client = match Client::new(&config.server) {
        Ok(client) => client,
        Err(e) => {
            warn!("{e}; the game stays offline");
            commands.remove_resource::<OnlineConfig>();
            return;
        }
    };
    let wake = wake.as_deref().cloned().unwrap_or_default();
    let sender = Outbox {
        dir: config.dir.clone(),
        client,
        name: config.name.clone(),
        wake: Box::new(move || wake.wake()),
    };
    let (pokes, poked) = mpsc::channel();
    let (answer, answers) = mpsc::channel();
    let started = std::thread::Builder::new()
        .name("outbox".into())
        .spawn(move || sender.run(poked, answer));
    if let Err(e) = started {
        warn!("cannot start sending games to the leaderboards: {e}");
        commands.remove_resource::<OnlineConfig>();
        return;
    }
    // What waited from an earlier session goes now.
    let _ = pokes.send(());
    commands.insert_resource(Link {
        pokes,
        answers: Mutex::new(answers),
    });
}

/// Queues each game kept (see [`Recorder::kept`]) that counts for a leaderboard.
fn queue_kept_games(
    recorder: Res<Recorder>,
    mut seen: Local<u64>,
    (config, link): (Option<Res<OnlineConfig>>, Option<Res<Link>>),
    mut last: ResMut<LastSubmission>,
) {
    if recorder.kept == *seen {
        return;
    }
    *seen = recorder.kept;
    let (Some(config), Some(link), Some(replay)) = (config, link, recorder.last.as_ref()) else {
        return;
    };
    if !counts(replay) {
        *last = LastSubmission::Nothing;
        return;
    }
    match outbox::queue(&config.dir, replay.played_at, &replay.to_text()) {
        Ok(file) => {
            *last = LastSubmission::Sending(file);
            let _ = link.pokes.send(());
        }
        Err(e) => {
            warn!("{e}");
            *last = LastSubmission::Nothing;
        }
    }
}

/// Passes on what the sending thread answered.
fn receive_answers(
    link: Res<Link>,
    mut last: ResMut<LastSubmission>,
    mut out: MessageWriter<OnlineAnswer>,
) {
    let Ok(answers) = link.answers.lock() else {
        return;
    };
    for sent in answers.try_iter() {
        match &sent {
            Sent::Refused { file, reason } => {
                warn!("the leaderboard refused {file}: {reason}")
            }
            Sent::NoName { reason } => warn!("the leaderboards cannot be used: {reason}"),
            _ => {}
        }
        last.answered(&sent);
        out.write(OnlineAnswer(sent));
    }
}

/// Asks for a board's top rows (and the player's own) from the server.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct FetchLeaderboard(pub String);

/// The board being shown, as far as it has arrived.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LeaderboardTable {
    /// The board asked for last.
    pub board: Option<String>,
    /// What is known of it.
    pub state: TableState,
}

/// What is known of a board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TableState {
    /// Nothing asked.
    #[default]
    Idle,
    /// Asked; no answer yet.
    Loading,
    /// The server could not be reached, or refused: why.
    Unreachable(String),
    /// The rows, and the player's name (their row is highlighted).
    Rows {
        /// The board's top rows and the player's own.
        table: Leaderboard,
        /// The player's name, if one is kept.
        me: Option<String>,
    },
}

type Fetched = (String, Result<(Leaderboard, Option<String>), ClientError>);

/// Answers of leaderboard reads on their way back.
#[derive(Resource)]
struct Fetches {
    send: mpsc::Sender<Fetched>,
    arrived: Mutex<mpsc::Receiver<Fetched>>,
}

impl Default for Fetches {
    fn default() -> Self {
        let (send, arrived) = mpsc::channel();
        Fetches {
            send,
            arrived: Mutex::new(arrived),
        }
    }
}

/// Starts a read of each board asked for, on a thread of its own.
fn fetch_boards(
    mut asked: MessageReader<FetchLeaderboard>,
    config: Option<Res<OnlineConfig>>,
    fetches: Res<Fetches>,
    wake: Option<Res<Wake>>,
    mut table: ResMut<LeaderboardTable>,
) {
    for FetchLeaderboard(board) in asked.read() {
        let Some(config) = config.as_ref() else {
            continue;
        };
        table.board = Some(board.clone());
        table.state = TableState::Loading;
        let (server, dir, name) = (
            config.server.clone(),
            config.dir.clone(),
            config.name.clone(),
        );
        let (send, board, wake) = (
            fetches.send.clone(),
            board.clone(),
            wake.as_deref().cloned().unwrap_or_default(),
        );
        let read = move || {
            let answer = Client::new(&server)
                .map_err(ClientError::Unreachable)
                .and_then(|client| {
                    let me = name.or_else(|| crate::online::keys::saved_name(&dir));
                    let limit = crate::online::store::MAX_ROWS;
                    let table = client.leaderboard(&board, me.as_deref(), limit)?;
                    Ok((table, me))
                });
            let _ = send.send((board, answer));
            wake.wake();
        };
        if let Err(e) = std::thread::Builder::new()
            .name("leaderboard".into())
            .spawn(read)
        {
            table.state = TableState::Unreachable(e.to_string());
        }
    }
}

/// Puts the rows that arrived in place (those of a board no longer shown are dropped).
fn receive_boards(fetches: Res<Fetches>, mut table: ResMut<LeaderboardTable>) {
    let Ok(arrived) = fetches.arrived.lock() else {
        return;
    };
    for (board, answer) in arrived.try_iter() {
        if table.board.as_deref() != Some(board.as_str()) {
            continue;
        }
        table.state = match answer {
            Ok((rows, me)) => TableState::Rows { table: rows, me },
            Err(ClientError::Refused(why) | ClientError::Unreachable(why)) => {
                TableState::Unreachable(why)
            }
        };
    }
}

/// The boards the Leaderboard screen offers: today's, time attack, endless, and the pack
/// level `spec` is (any version of it) when it is one.
pub fn boards_for(spec: Option<&LevelSpec>) -> Vec<String> {
    let mut boards = vec![
        format!("daily/{}", crate::daily::today()),
        "time-attack".to_string(),
        "endless".to_string(),
    ];
    let level = spec
        .filter(|s| s.mode == PlayMode::Classic)
        .and_then(|s| s.record.as_deref());
    if let Some(id) = level {
        boards.push(format!("level/{id}"));
    }
    boards
}

/// Where the answers from the network come in: a view that shows them runs after it, in the
/// same frame (the frame an answer wakes may be the only one).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OnlineArrivals;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastSubmission>()
        .init_resource::<LeaderboardTable>()
        .init_resource::<Fetches>()
        .add_message::<OnlineAnswer>()
        .add_message::<FetchLeaderboard>()
        .add_systems(
            Update,
            (
                connect
                    .run_if(resource_exists::<OnlineConfig>.and_then(not(resource_exists::<Link>))),
                receive_answers
                    .run_if(resource_exists::<Link>)
                    .in_set(OnlineArrivals),
                (fetch_boards, receive_boards.in_set(OnlineArrivals)).chain(),
            ),
        )
        .add_systems(
            Update,
            queue_kept_games.in_set(MoveFlow::Log).after(record_replay),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranked(file: &str, rank: u64) -> Sent {
        Sent::Ranked {
            file: file.into(),
            board: "daily/2026-11-25".into(),
            rank,
            points: 100,
            kept: true,
        }
    }

    #[test]
    fn only_the_answer_for_the_last_game_queued_is_news() {
        let mut last = LastSubmission::Sending("b".into());
        last.answered(&ranked("a", 9));
        assert_eq!(
            last,
            LastSubmission::Sending("b".into()),
            "an older game's rank"
        );
        last.answered(&Sent::Waiting {
            reason: "down".into(),
        });
        assert_eq!(last, LastSubmission::Waiting("b".into()));
        assert_eq!(last.message().unwrap().key, "online-waiting");
        last.answered(&ranked("b", 3));
        let rank = LastSubmission::Ranked {
            board: "daily/2026-11-25".into(),
            rank: 3,
        };
        assert_eq!(last, rank);
        assert_eq!(last.message().unwrap().key, "online-rank-daily");
        last.answered(&ranked("b", 1));
        assert_eq!(last, rank, "answered once");
        assert_eq!(LastSubmission::Nothing.message(), None);
    }

    #[test]
    fn the_screen_offers_the_level_in_hand_only_when_it_is_a_pack_level() {
        let mut spec = LevelSpec::built_in("starter 6x4", 1).unwrap();
        assert_eq!(boards_for(Some(&spec)).len(), 3);
        spec.record = Some("packs/mine/07-cross".into());
        let boards = boards_for(Some(&spec));
        assert_eq!(boards[3], "level/packs/mine/07-cross");
        assert!(boards[0].starts_with("daily/"));
        spec.mode = PlayMode::Relaxed;
        assert_eq!(boards_for(Some(&spec)).len(), 3);
    }
}
