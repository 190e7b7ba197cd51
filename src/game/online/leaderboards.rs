//! The game's side of the online leaderboards (see `docs/online.md`). With a server set
//! (`--server URL` or the `server` setting), each game the player ends whose replay is kept and
//! counts for a leaderboard is handed to the threads of [`crate::online::outbox`], which queue
//! it in the data directory's `online/outbox/`, send what waits once the player's name is bound
//! (see [`super::player_name`]) and answer with [`OnlineAnswer`]s, which set
//! [`LastSubmission`] for the win screen. [`FetchLeaderboard`] reads a board on a thread of its
//! own into [`LeaderboardTable`]. Without a server nothing is sent. No frame waits for the
//! network or the disk: work goes to threads over channels, and each answer wakes the window.

use std::path::PathBuf;
use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use super::player_name::{self, ChooseName, NameState, PlayerName};
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::replay::Replay;
use crate::game::core::deal::LevelSpec;
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::core::stages::MoveFlow;
use crate::game::replays::recorder::Recorder;
use crate::game::replays::run_recorder::RunRecorder;
use crate::i18n::Message;
use crate::online::api::Leaderboard;
use crate::online::boards::Board;
use crate::online::client::{Client, ClientError};
use crate::online::names::{name_problem, typed_name};
use crate::online::outbox::{Job, Order, Sent, Threads};

/// Where the key, the name and the queue are kept, and the server if one is set: present when
/// the game has a data directory.
#[derive(Resource, Clone, Debug)]
pub struct OnlineConfig {
    /// The server's address, `https://HOST` or `http://HOST:PORT`, if one is set (else nothing is sent).
    pub server: Option<String>,
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
    /// Handed to the outbox's writer as this ticket; not in the outbox yet.
    Queuing(u64),
    /// Queued as `file`; no answer yet.
    Sending(String),
    /// Queued, but the server cannot be reached: it waits.
    Waiting(String),
    /// Queued, but no name is bound to send it under: it waits.
    NeedsName(String),
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
            LastSubmission::Queuing(_) | LastSubmission::Sending(_) => {
                Some(Message::new("online-sending"))
            }
            LastSubmission::NeedsName(_) => Some(Message::new("online-needs-name")),
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
        if let LastSubmission::Queuing(ticket) = *self {
            *self = match sent {
                Sent::Queued { ticket: t, file } if *t == ticket => {
                    LastSubmission::Sending(file.clone())
                }
                Sent::NotQueued { ticket: t, .. } if *t == ticket => LastSubmission::Nothing,
                _ => return,
            };
            return;
        }
        let file = match self {
            LastSubmission::Sending(f)
            | LastSubmission::Waiting(f)
            | LastSubmission::NeedsName(f) => f.clone(),
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
            Sent::Waiting { .. } => LastSubmission::Waiting(file),
            Sent::NoName { .. } => LastSubmission::NeedsName(file),
            _ => return,
        };
    }
}

/// Whether a leaderboard takes `replay` on its own: it names a board and its result is an
/// entry there. A board of a run (time attack, endless) is not sent alone: the whole run is,
/// when it ends (see [`queue_finished_runs`]).
pub fn counts(replay: &Replay) -> bool {
    let Ok(board) = Board::of(replay) else {
        return false;
    };
    if board.admits(&replay.result).is_err() {
        return false;
    }
    !replay.mode.is_run()
}

/// The outbox's threads, and what the game last told them.
#[derive(Resource)]
pub(crate) struct Link {
    threads: Mutex<Threads>,
    /// The server the sender was last given.
    server: Option<String>,
    /// The number of the next game handed over.
    next_ticket: u64,
}

impl Link {
    /// Gives the sender an order.
    pub(crate) fn order(&self, order: Order) {
        if let Ok(threads) = self.threads.lock() {
            threads.order(order);
        }
    }
}

/// The server's client, if `server` is set and is an address.
fn client_of(server: Option<&str>) -> Option<Client> {
    let server = server?;
    Client::new(server)
        .map_err(|e| warn!("{e}; the game stays offline"))
        .ok()
}

/// Starts the outbox's threads; the sender sends what waited from before at once.
fn connect(mut commands: Commands, config: Res<OnlineConfig>, wake: Option<Res<Wake>>) {
    let wake = wake.as_deref().cloned().unwrap_or_default();
    let started = Threads::start(
        config.dir.clone(),
        config.name.clone(),
        client_of(config.server.as_deref()),
        Box::new(move || wake.wake()),
    );
    match started {
        Ok(threads) => commands.insert_resource(Link {
            threads: Mutex::new(threads),
            server: config.server.clone(),
            next_ticket: 0,
        }),
        Err(e) => {
            warn!("cannot start sending games to the leaderboards: {e}");
            commands.remove_resource::<OnlineConfig>();
        }
    }
}

/// The server setting, changed in the game, is the server from then on.
fn follow_server_setting(
    settings: Res<Settings>,
    mut seen: Local<Option<Option<String>>>,
    config: Option<ResMut<OnlineConfig>>,
) {
    let now = settings.server.clone();
    let before = seen.replace(now.clone());
    // The first look only notes it: the command line's `--server` wins at the start.
    if before.is_none() || before.as_ref() == Some(&now) {
        return;
    }
    if let Some(mut config) = config {
        config.server = now;
    }
}

/// The sender follows the server in use.
fn follow_server(config: Res<OnlineConfig>, mut link: ResMut<Link>) {
    if link.server == config.server {
        return;
    }
    link.server = config.server.clone();
    link.order(Order::Server(client_of(config.server.as_deref())));
}

/// Hands each game kept (see [`Recorder::kept`]) that counts for a leaderboard to the outbox's
/// writer (never written in the frame).
fn queue_kept_games(
    recorder: Res<Recorder>,
    mut seen: Local<u64>,
    (config, link): (Option<Res<OnlineConfig>>, Option<ResMut<Link>>),
    mut last: ResMut<LastSubmission>,
) {
    if recorder.kept == *seen {
        return;
    }
    *seen = recorder.kept;
    let (Some(config), Some(mut link), Some(replay)) = (config, link, recorder.last.as_ref())
    else {
        return;
    };
    if config.server.is_none() || !counts(replay) {
        *last = LastSubmission::Nothing;
        return;
    }
    let ticket = link.next_ticket;
    link.next_ticket += 1;
    if let Ok(threads) = link.threads.lock() {
        threads.queue(Job {
            ticket,
            played_at: replay.played_at,
            text: replay.to_text(),
        });
        *last = LastSubmission::Queuing(ticket);
    }
}

/// Hands each run gathered to its end (see [`RunRecorder::finished`]) to the outbox's writer.
fn queue_finished_runs(
    runs: Res<RunRecorder>,
    mut seen: Local<u64>,
    (config, link): (Option<Res<OnlineConfig>>, Option<ResMut<Link>>),
    mut last: ResMut<LastSubmission>,
) {
    if runs.finished == *seen {
        return;
    }
    *seen = runs.finished;
    let (Some(config), Some(mut link), Some(run)) = (config, link, runs.last.as_ref()) else {
        return;
    };
    if config.server.is_none() {
        return;
    }
    let ticket = link.next_ticket;
    link.next_ticket += 1;
    if let Ok(threads) = link.threads.lock() {
        threads.queue(Job {
            ticket,
            played_at: run.boards.first().map_or(0, |b| b.played_at),
            text: run.to_text(),
        });
        *last = LastSubmission::Queuing(ticket);
    }
}

/// Checks each name chosen; a good one goes to the sender to be kept and bound.
fn choose_names(
    mut chosen: MessageReader<ChooseName>,
    mut player: ResMut<PlayerName>,
    link: Option<Res<Link>>,
    config: Option<Res<OnlineConfig>>,
) {
    for ChooseName(typed) in chosen.read() {
        let name = typed_name(typed);
        let name = name.as_str();
        if let Some(problem) = name_problem(name) {
            player.state = NameState::Invalid(problem);
            continue;
        }
        let Some(link) = link.as_ref() else {
            player.state = NameState::Refused("no data directory to keep it in".into());
            continue;
        };
        let same = player.name.as_deref() == Some(name);
        if same && player.state == NameState::Bound {
            continue;
        }
        player.name = Some(name.to_string());
        let server = config.as_ref().is_some_and(|c| c.server.is_some());
        player.state = if server {
            NameState::Binding
        } else {
            NameState::Kept
        };
        link.order(Order::Name(name.to_string()));
    }
}

/// Passes on what the outbox's threads answered.
pub(crate) fn receive_answers(
    link: Res<Link>,
    mut last: ResMut<LastSubmission>,
    mut name: ResMut<PlayerName>,
    mut out: MessageWriter<OnlineAnswer>,
) {
    let Ok(threads) = link.threads.lock() else {
        return;
    };
    for sent in threads.answers.try_iter() {
        match &sent {
            Sent::NotQueued { reason, .. } => warn!("{reason}"),
            Sent::Name(answer) => name.answered(answer),
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
    (config, player): (Option<Res<OnlineConfig>>, Res<PlayerName>),
    fetches: Res<Fetches>,
    wake: Option<Res<Wake>>,
    mut table: ResMut<LeaderboardTable>,
) {
    for FetchLeaderboard(board) in asked.read() {
        let Some(server) = config.as_ref().and_then(|c| c.server.clone()) else {
            continue;
        };
        table.board = Some(board.clone());
        table.state = TableState::Loading;
        let name = player.own().map(String::from);
        let (send, board, wake) = (
            fetches.send.clone(),
            board.clone(),
            wake.as_deref().cloned().unwrap_or_default(),
        );
        let read = move || {
            let answer = Client::new(&server)
                .map_err(ClientError::Unreachable)
                .and_then(|client| {
                    let limit = crate::online::api::MAX_ROWS;
                    let table = client.leaderboard(&board, name.as_deref(), limit)?;
                    Ok((table, name))
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
            Err(
                ClientError::Refused(why)
                | ClientError::NameTaken(why)
                | ClientError::Unreachable(why),
            ) => TableState::Unreachable(why),
        };
    }
}

/// The boards the Leaderboard screen offers: today's, time attack, endless, and the pack
/// level `spec` is when it is one — the level as this game has it (its fingerprint, as its
/// replays carry it), so a changed file sent under the level's id is never the board shown.
pub fn boards_for(spec: Option<&LevelSpec>) -> Vec<String> {
    let mut boards = vec![
        format!("daily/{}", crate::formats::daily::today()),
        "time-attack".to_string(),
        "endless".to_string(),
    ];
    let level = spec.filter(|s| s.mode == PlayMode::Classic);
    if let Some((id, spec)) = level.and_then(|s| Some((s.record.as_deref()?, s))) {
        let version = crate::formats::replays::replay::fingerprint(&spec.level.to_ron());
        boards.push(format!("level/{id}@{version}"));
    }
    boards
}

/// Where the answers from the network come in: a view that shows them runs after it, in the
/// same frame (the frame an answer wakes may be the only one).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OnlineArrivals;

pub(crate) fn plugin(app: &mut App) {
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
                follow_server_setting.run_if(resource_changed::<Settings>),
                follow_server.run_if(
                    resource_exists::<Link>.and_then(resource_exists_and_changed::<OnlineConfig>),
                ),
                receive_answers
                    .run_if(resource_exists::<Link>)
                    .in_set(OnlineArrivals),
                (fetch_boards, receive_boards.in_set(OnlineArrivals)).chain(),
            ),
        )
        .add_systems(
            Update,
            (queue_kept_games, queue_finished_runs).in_set(MoveFlow::HandOn),
        )
        .add_systems(Update, choose_names)
        .add_plugins(player_name::plugin);
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
        let version = crate::formats::replays::replay::fingerprint(&spec.level.to_ron());
        assert_eq!(boards[3], format!("level/packs/mine/07-cross@{version}"));
        assert!(boards[0].starts_with("daily/"));
        spec.mode = PlayMode::Relaxed;
        assert_eq!(boards_for(Some(&spec)).len(), 3);
    }
}
