//! The offline queue: replays waiting in the data directory's `online/outbox/` to be sent, and
//! the threads that write and send them. The game hands each replay over a channel; a writer
//! thread puts it in the outbox (atomically) and pokes the sender, which sends what waits,
//! oldest first, once the player's name is bound to their key on the server. A file is removed
//! once the server has answered: accepted, or refused (then it moves to `online/refused/`,
//! beside a `.reason` file). While the server cannot be reached the files wait, and the sender
//! tries again later (the wait doubles, up to [`LAST_RETRY`]) or as soon as something new
//! arrives. The player's name is chosen through the same sender: kept beside the key, then
//! bound on the server (at once, or when the server can be reached).
//!
//! No Bevy here: the game hands the threads a wake-up to call when an answer is waiting.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use super::client::{Client, ClientError};
use super::keys::{self, Identity};
use crate::formats::replays::replay::MAX_REPLAY_BYTES;

/// The folder of replays waiting to be sent, in the `online/` folder.
pub const OUTBOX: &str = "outbox";

/// The folder refused replays are moved to, in the `online/` folder.
pub const REFUSED: &str = "refused";

/// Most replays that wait: past it a game is not queued (the oldest ones stay).
pub const MAX_WAITING: usize = 500;

/// The first wait before trying an unreachable server again.
pub const FIRST_RETRY: Duration = Duration::from_secs(5);

/// The longest wait before trying again.
pub const LAST_RETRY: Duration = Duration::from_secs(300);

/// What the threads tell the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// The replay handed over as `ticket` is in the outbox as `file`.
    Queued {
        /// The game's number for it.
        ticket: u64,
        /// Its file name in the outbox.
        file: String,
    },
    /// The replay handed over as `ticket` could not be queued.
    NotQueued {
        /// The game's number for it.
        ticket: u64,
        /// Why.
        reason: String,
    },
    /// The replay in `file` was accepted: the player's rank on `board` now.
    Ranked {
        /// The replay's file name in the outbox.
        file: String,
        /// The board's name (see [`super::boards::Board`]).
        board: String,
        /// The player's rank, from 1.
        rank: u64,
        /// The player's entry's points.
        points: u32,
        /// Whether this game is the entry now (false: an earlier one stands).
        kept: bool,
    },
    /// The server refused the replay in `file` (it was moved to `online/refused/`).
    Refused {
        /// The replay's file name.
        file: String,
        /// The server's reason.
        reason: String,
    },
    /// The server could not be reached: the replays wait.
    Waiting {
        /// What went wrong.
        reason: String,
    },
    /// No name is bound (none chosen, taken, or no key): the replays wait.
    NoName {
        /// Why.
        reason: String,
    },
    /// What became of the player's name.
    Name(NameAnswer),
    /// What became of the player's choice about sharing their replays.
    Sharing(SharingAnswer),
}

/// What became of the player's choice about sharing their replays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SharingAnswer {
    /// It waits to be sent: for a server, a name, or the server to be reached.
    Waiting(bool),
    /// The server keeps it.
    Kept(bool),
    /// The server refused it: why.
    Refused(String),
}

/// What became of the player's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameAnswer {
    /// Kept beside the key; not bound yet (no server is set).
    Kept(String),
    /// Known (chosen before); being bound on the server.
    Binding(String),
    /// Bound to the player's key on the server.
    Bound(String),
    /// Another player has it.
    Taken(String),
    /// The server (or the key file) refused it, with the reason.
    Refused {
        /// The name.
        name: String,
        /// Why.
        reason: String,
    },
    /// The server cannot be reached: it is bound once it can.
    Offline(String),
}

/// What the game asks of the sender.
#[derive(Debug)]
pub enum Order {
    /// The player chose a name (already checked against the rules): keep it and bind it.
    Name(String),
    /// The server changed (`None`: no server; nothing is sent).
    Server(Option<Client>),
    /// The player chose whether their leaderboard replays may be fetched by others, at
    /// `at_ms` (milliseconds since 1970): sent once a name is bound, again until answered.
    Sharing {
        /// Share (true) or keep them.
        share: bool,
        /// When it was chosen.
        at_ms: u64,
    },
    /// Something new waits in the outbox.
    Poke,
}

/// A replay handed to the writer: the game's number for it, when it was played, its text.
#[derive(Debug)]
pub struct Job {
    /// The game's number for it (answered with [`Sent::Queued`]).
    pub ticket: u64,
    /// When the game was played (in the file's name).
    pub played_at: u64,
    /// The replay's text.
    pub text: String,
}

/// Puts `replay_text` in the outbox of `dir` (the `online/` folder) under a new name that sorts
/// after every file already there; the file's name.
pub fn queue(dir: &Path, played_at: u64, replay_text: &str) -> Result<String, String> {
    let outbox = dir.join(OUTBOX);
    let waiting = waiting(&outbox);
    if waiting.len() >= MAX_WAITING {
        return Err(format!(
            "{}: {MAX_WAITING} games already wait to be sent; this one is not queued",
            outbox.display()
        ));
    }
    // Numbered in the order queued: the names sort oldest first.
    let next = waiting
        .last()
        .and_then(|name| name.split('-').next())
        .and_then(|n| n.parse::<u64>().ok())
        .map_or(0, |n| n + 1);
    let name = format!("{next:08}-{played_at}.replay");
    crate::formats::storage::save::write_new(&outbox.join(&name), replay_text.as_bytes())
        .map_err(|e| format!("{}: cannot queue the game: {e}", outbox.display()))?;
    Ok(name)
}

/// The replays waiting in `outbox`, oldest first (by name; unfinished writes are hidden).
pub fn waiting(outbox: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(outbox) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| !n.starts_with('.') && n.ends_with(".replay"))
        .take(4 * MAX_WAITING)
        .collect();
    names.sort();
    names
}

/// The running threads' ends, as the game holds them. Dropping it lets the writer finish the
/// replays handed to it (every one reaches the disk) and stops the sender.
pub struct Threads {
    /// Replays to queue.
    jobs: Option<Sender<Job>>,
    /// Orders for the sender.
    orders: Sender<Order>,
    /// What the threads answered.
    pub answers: Receiver<Sent>,
    writer: Option<JoinHandle<()>>,
}

impl Threads {
    /// Starts the writer and the sender for the `online/` folder `dir`; `name` is the name
    /// asked for on the command line (else the one kept is used), `client` the server's (none:
    /// nothing is sent until one is set), `wake` is called after each answer.
    pub fn start(
        dir: PathBuf,
        name: Option<String>,
        client: Option<Client>,
        wake: Box<dyn Fn() + Send + Sync>,
    ) -> std::io::Result<Threads> {
        let wake: std::sync::Arc<dyn Fn() + Send + Sync> = wake.into();
        let (orders, poked) = mpsc::channel();
        let (answer, answers) = mpsc::channel();
        let (jobs, handed) = mpsc::channel();
        let writer = {
            let (dir, answer, orders, wake) =
                (dir.clone(), answer.clone(), orders.clone(), wake.clone());
            std::thread::Builder::new()
                .name("outbox writer".into())
                .spawn(move || write_jobs(&dir, &handed, &answer, &orders, &*wake))?
        };
        let sender = Outbox {
            dir,
            client,
            chosen: name,
            bound: None,
            identity: None,
            sharing: None,
            wake: Box::new(move || wake()),
        };
        std::thread::Builder::new()
            .name("outbox".into())
            .spawn(move || sender.run(poked, answer))?;
        Ok(Threads {
            jobs: Some(jobs),
            orders,
            answers,
            writer: Some(writer),
        })
    }

    /// Hands a replay to the writer.
    pub fn queue(&self, job: Job) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(job);
        }
    }

    /// Gives the sender an order.
    pub fn order(&self, order: Order) {
        let _ = self.orders.send(order);
    }
}

impl Drop for Threads {
    fn drop(&mut self) {
        // The writer ends once it has written every replay handed to it: none is lost when
        // the game closes right after a win.
        self.jobs = None;
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
    }
}

/// The writer thread: each replay handed over goes into the outbox, then the sender is poked.
fn write_jobs(
    dir: &Path,
    jobs: &Receiver<Job>,
    answers: &Sender<Sent>,
    orders: &Sender<Order>,
    wake: &dyn Fn(),
) {
    for job in jobs {
        let sent = match queue(dir, job.played_at, &job.text) {
            Ok(file) => Sent::Queued {
                ticket: job.ticket,
                file,
            },
            Err(reason) => Sent::NotQueued {
                ticket: job.ticket,
                reason,
            },
        };
        let _ = answers.send(sent);
        let _ = orders.send(Order::Poke);
        wake();
    }
}

/// The sending thread's state.
struct Outbox {
    /// The `online/` folder: key, name, outbox, refused.
    dir: PathBuf,
    /// The server's client, if a server is set.
    client: Option<Client>,
    /// The name the player chose, if any.
    chosen: Option<String>,
    /// The name bound to the key on the server now in use.
    bound: Option<String>,
    /// The player's key, once read.
    identity: Option<Identity>,
    /// The choice about sharing not answered yet, and its moment.
    sharing: Option<(bool, u64)>,
    /// Called after each answer is sent to the game.
    wake: Box<dyn Fn() + Send>,
}

/// Why a round of sending stopped early.
enum Stop {
    /// The server is unreachable: try later.
    Later,
    /// The name or key cannot be used: wait for the player.
    Stuck,
    /// The game has gone.
    Gone,
}

impl Outbox {
    /// Binds the name and sends what waits whenever an order comes, and after a wait while
    /// the server is unreachable. Returns once the game has gone.
    fn run(mut self, orders: Receiver<Order>, answers: Sender<Sent>) {
        if self.start(&answers).is_err() {
            return;
        }
        let mut retry = FIRST_RETRY;
        loop {
            let wait = match self.round(&answers) {
                Ok(()) => {
                    retry = FIRST_RETRY;
                    None
                }
                Err(Stop::Later) => {
                    let wait = retry;
                    retry = (retry * 2).min(LAST_RETRY);
                    Some(wait)
                }
                Err(Stop::Stuck) => None,
                Err(Stop::Gone) => return,
            };
            let order = match wait {
                None => orders.recv().ok(),
                Some(wait) => match orders.recv_timeout(wait) {
                    Ok(order) => Some(order),
                    Err(RecvTimeoutError::Timeout) => Some(Order::Poke),
                    Err(RecvTimeoutError::Disconnected) => None,
                },
            };
            let Some(order) = order else {
                return;
            };
            for order in std::iter::once(order).chain(orders.try_iter()) {
                if matches!(
                    order,
                    Order::Server(_) | Order::Name(_) | Order::Sharing { .. }
                ) {
                    retry = FIRST_RETRY;
                }
                if self.obey(order, &answers).is_err() {
                    return;
                }
            }
        }
    }

    /// The name asked for on the command line is kept; else the one kept is the name. The
    /// game hears it at once (before it is bound).
    fn start(&mut self, answers: &Sender<Sent>) -> Result<(), Stop> {
        match self.chosen.take() {
            Some(name) => self.obey(Order::Name(name), answers)?,
            None => {
                self.chosen = keys::saved_name(&self.dir);
                if let (Some(name), None) = (&self.chosen, &self.client) {
                    self.tell(answers, Sent::Name(NameAnswer::Kept(name.clone())))?;
                }
            }
        }
        match (&self.chosen, &self.client) {
            (Some(name), Some(_)) => {
                self.tell(answers, Sent::Name(NameAnswer::Binding(name.clone())))
            }
            _ => Ok(()),
        }
    }

    fn obey(&mut self, order: Order, answers: &Sender<Sent>) -> Result<(), Stop> {
        match order {
            Order::Poke => Ok(()),
            Order::Sharing { share, at_ms } => {
                self.sharing = Some((share, at_ms));
                self.tell(answers, Sent::Sharing(SharingAnswer::Waiting(share)))
            }
            Order::Server(client) => {
                self.client = client;
                self.bound = None;
                Ok(())
            }
            Order::Name(name) => {
                if let Err(e) = keys::save_name(&self.dir, &name) {
                    let reason = format!("{}: cannot keep the name: {e}", self.dir.display());
                    return self.tell(answers, Sent::Name(NameAnswer::Refused { name, reason }));
                }
                self.chosen = Some(name.clone());
                if self.bound.as_ref() != Some(&name) {
                    self.bound = None;
                }
                if self.client.is_none() {
                    return self.tell(answers, Sent::Name(NameAnswer::Kept(name)));
                }
                Ok(())
            }
        }
    }

    fn tell(&self, answers: &Sender<Sent>, sent: Sent) -> Result<(), Stop> {
        answers.send(sent).map_err(|_| Stop::Gone)?;
        (self.wake)();
        Ok(())
    }

    /// Binds the chosen name if it is not bound yet, then sends every replay waiting.
    fn round(&mut self, answers: &Sender<Sent>) -> Result<(), Stop> {
        let Some(client) = self.client.clone() else {
            return Ok(());
        };
        let files = waiting(&self.dir.join(OUTBOX));
        let Some(name) = self.chosen.clone() else {
            if !files.is_empty() {
                let reason = "no name is chosen".to_string();
                self.tell(answers, Sent::NoName { reason })?;
            }
            return Err(Stop::Stuck);
        };
        if self.bound.as_ref() != Some(&name) {
            self.bind(&client, &name, answers)?;
        }
        self.send_sharing(&client, &name, answers)?;
        self.send_waiting(&client, &name, files, answers)
    }

    /// Sends the choice about sharing not answered yet, if any, under the bound `name`.
    fn send_sharing(
        &mut self,
        client: &Client,
        name: &str,
        answers: &Sender<Sent>,
    ) -> Result<(), Stop> {
        let (Some((share, at_ms)), Some(me)) = (self.sharing, self.identity.as_ref()) else {
            return Ok(());
        };
        let answer = match client.set_sharing(me, name, share, at_ms) {
            Ok(kept) => SharingAnswer::Kept(kept),
            Err(ClientError::Refused(reason) | ClientError::NameTaken(reason)) => {
                SharingAnswer::Refused(reason)
            }
            Err(ClientError::Unreachable(reason)) => {
                self.tell(answers, Sent::Waiting { reason })?;
                return Err(Stop::Later);
            }
        };
        self.sharing = None;
        self.tell(answers, Sent::Sharing(answer))
    }

    /// Binds `name` to the player's key (made on first use) on the server.
    fn bind(&mut self, client: &Client, name: &str, answers: &Sender<Sent>) -> Result<(), Stop> {
        if self.identity.is_none() {
            match Identity::load_or_create(&self.dir) {
                Ok(me) => self.identity = Some(me),
                Err(reason) => {
                    let name = name.to_string();
                    let refused = NameAnswer::Refused {
                        name,
                        reason: reason.clone(),
                    };
                    return self.stuck(answers, refused, reason);
                }
            }
        }
        let me = self.identity.as_ref().expect("the key was just read");
        match client.register(me, name) {
            Ok(()) => {
                self.bound = Some(name.to_string());
                self.tell(answers, Sent::Name(NameAnswer::Bound(name.to_string())))
            }
            Err(ClientError::NameTaken(reason)) => {
                self.stuck(answers, NameAnswer::Taken(name.to_string()), reason)
            }
            Err(ClientError::Refused(reason)) => {
                let answer = NameAnswer::Refused {
                    name: name.to_string(),
                    reason: reason.clone(),
                };
                self.stuck(answers, answer, reason)
            }
            Err(ClientError::Unreachable(reason)) => {
                self.tell(answers, Sent::Name(NameAnswer::Offline(name.to_string())))?;
                self.tell(answers, Sent::Waiting { reason })?;
                Err(Stop::Later)
            }
        }
    }

    /// Tells the game what became of the name, and that the games wait.
    fn stuck(
        &self,
        answers: &Sender<Sent>,
        answer: NameAnswer,
        reason: String,
    ) -> Result<(), Stop> {
        self.tell(answers, Sent::Name(answer))?;
        self.tell(answers, Sent::NoName { reason })?;
        Err(Stop::Stuck)
    }

    /// Sends every replay waiting, oldest first, under the bound `name`.
    fn send_waiting(
        &self,
        client: &Client,
        name: &str,
        files: Vec<String>,
        answers: &Sender<Sent>,
    ) -> Result<(), Stop> {
        let outbox = self.dir.join(OUTBOX);
        let Some(me) = self.identity.as_ref() else {
            return Err(Stop::Stuck);
        };
        for file in files {
            let path = outbox.join(&file);
            let text = match read_text(&path) {
                Ok(text) => text,
                Err(reason) => {
                    self.refuse(&path, &file, reason, answers)?;
                    continue;
                }
            };
            match client.submit(me, name, &text) {
                Ok(a) => {
                    let _ = std::fs::remove_file(&path);
                    let sent = Sent::Ranked {
                        file,
                        board: a.board,
                        rank: a.rank,
                        points: a.points,
                        kept: a.kept,
                    };
                    self.tell(answers, sent)?;
                }
                Err(ClientError::Refused(reason) | ClientError::NameTaken(reason)) => {
                    self.refuse(&path, &file, reason, answers)?
                }
                Err(ClientError::Unreachable(reason)) => {
                    self.tell(answers, Sent::Waiting { reason })?;
                    return Err(Stop::Later);
                }
            }
        }
        Ok(())
    }

    /// Moves a refused replay to `online/refused/`, with its reason beside it.
    fn refuse(
        &self,
        path: &Path,
        file: &str,
        reason: String,
        answers: &Sender<Sent>,
    ) -> Result<(), Stop> {
        let refused = self.dir.join(REFUSED);
        let moved = std::fs::create_dir_all(&refused)
            .and_then(|()| std::fs::rename(path, refused.join(file)));
        if moved.is_err() {
            // Never sent again: a file that cannot be moved is removed.
            let _ = std::fs::remove_file(path);
        }
        let _ = crate::formats::storage::save::write_atomically(
            &refused.join(format!("{file}.reason")),
            format!("{reason}\n").as_bytes(),
        );
        self.tell(
            answers,
            Sent::Refused {
                file: file.to_string(),
                reason,
            },
        )
    }
}

fn read_text(path: &Path) -> Result<String, String> {
    match crate::formats::storage::files::read_capped(path, MAX_REPLAY_BYTES) {
        Ok(Some(bytes)) => {
            String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))
        }
        Ok(None) => Err(format!("{}: vanished", path.display())),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queued_games_wait_in_order_and_temporary_files_are_hidden() {
        let dir = tempfile::tempdir().unwrap();
        let a = queue(dir.path(), 20, "a").unwrap();
        let b = queue(dir.path(), 10, "b").unwrap();
        let c = queue(dir.path(), 30, "c").unwrap();
        std::fs::write(dir.path().join(OUTBOX).join(".x.replay.tmp"), "").unwrap();
        assert_eq!(waiting(&dir.path().join(OUTBOX)), vec![a, b, c]);
    }

    #[test]
    fn games_reach_the_outbox_while_the_sender_is_stuck_in_a_request() {
        // A server that takes the connection and never answers: the sender waits in its
        // first request (binding the name) for as long as the client lets it.
        let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", silent.local_addr().unwrap());
        let dir = tempfile::tempdir().unwrap();
        let threads = Threads::start(
            dir.path().to_path_buf(),
            Some("Waiter".into()),
            Some(Client::new(&url).unwrap()),
            Box::new(|| {}),
        )
        .unwrap();
        for ticket in 0..3 {
            threads.queue(Job {
                ticket,
                played_at: 100 + ticket,
                text: format!("game {ticket}"),
            });
        }
        let mut queued = Vec::new();
        while queued.len() < 3 {
            match threads.answers.recv_timeout(Duration::from_secs(30)) {
                Ok(Sent::Queued { ticket, file }) => queued.push((ticket, file)),
                // The sender says which name it binds, then waits in the request.
                Ok(Sent::Name(NameAnswer::Binding(name))) => assert_eq!(name, "Waiter"),
                Ok(other) => panic!("the sender has no answer yet: {other:?}"),
                Err(e) => panic!("{e}"),
            }
        }
        let outbox = dir.path().join(OUTBOX);
        let files: Vec<String> = queued.iter().map(|(_, f)| f.clone()).collect();
        assert_eq!(waiting(&outbox), files);
        assert_eq!(
            std::fs::read_to_string(outbox.join(&files[2])).unwrap(),
            "game 2"
        );
        drop(silent);
    }

    #[test]
    fn every_game_handed_over_is_written_before_the_threads_let_go() {
        let dir = tempfile::tempdir().unwrap();
        // No server: nothing is sent, and the games must still all be in the outbox once the
        // game has dropped its ends (as it does when it closes right after a win).
        let threads =
            Threads::start(dir.path().to_path_buf(), None, None, Box::new(|| {})).unwrap();
        for ticket in 0..20 {
            threads.queue(Job {
                ticket,
                played_at: ticket,
                text: "x".repeat(10_000),
            });
        }
        drop(threads);
        assert_eq!(waiting(&dir.path().join(OUTBOX)).len(), 20);
    }
}
