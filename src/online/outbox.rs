//! The offline queue: replays waiting in the data directory's `online/outbox/` to be sent, and
//! the thread that sends them, oldest first. A file is removed once the server has answered:
//! accepted, or refused (then it moves to `online/refused/`, beside a `.reason` file). While the
//! server cannot be reached the files wait, and the thread tries again later (the wait doubles,
//! up to [`LAST_RETRY`]) or as soon as another game is queued.
//!
//! No Bevy here: the game hands the thread a wake-up to call when an answer is waiting.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use super::client::{Client, ClientError};
use super::keys::{self, Identity};
use crate::replay::MAX_REPLAY_BYTES;

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

/// What the sender tells the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sent {
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
    /// The player's name or key cannot be used (taken, or no key): the replays wait.
    NoName {
        /// Why.
        reason: String,
    },
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
    crate::save::write_new(&outbox.join(&name), replay_text.as_bytes())
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

/// The sending thread's state.
pub struct Outbox {
    /// The `online/` folder: key, name, outbox, refused.
    pub dir: PathBuf,
    /// The server's client.
    pub client: Client,
    /// The name asked for (`--name`), else the one kept, else one made from the key.
    pub name: Option<String>,
    /// Called after each answer is sent to the game.
    pub wake: Box<dyn Fn() + Send>,
}

/// Why a round of sending stopped early.
enum Stop {
    /// The server is unreachable: try later.
    Later,
    /// The name or key cannot be used: wait for the next game.
    Stuck,
    /// The game has gone.
    Gone,
}

impl Outbox {
    /// Sends what waits whenever `pokes` says a game was queued, and after a wait while the
    /// server is unreachable; answers go to `answers`. Returns once the game drops `pokes`.
    pub fn run(self, pokes: Receiver<()>, answers: Sender<Sent>) {
        let mut retry = FIRST_RETRY;
        let mut name = None;
        loop {
            let wait = match self.send_waiting(&mut name, &answers) {
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
            let poked = match wait {
                None => pokes.recv().is_ok(),
                Some(wait) => !matches!(
                    pokes.recv_timeout(wait),
                    Err(RecvTimeoutError::Disconnected)
                ),
            };
            if !poked {
                return;
            }
            while pokes.try_recv().is_ok() {}
        }
    }

    fn tell(&self, answers: &Sender<Sent>, sent: Sent) -> Result<(), Stop> {
        answers.send(sent).map_err(|_| Stop::Gone)?;
        (self.wake)();
        Ok(())
    }

    /// The key and the name bound to it on the server (bound on first use).
    fn identity(&self, answers: &Sender<Sent>) -> Result<(Identity, String), Stop> {
        let stuck = |reason: String| {
            self.tell(answers, Sent::NoName { reason })
                .and(Err(Stop::Stuck))
        };
        let me = match Identity::load_or_create(&self.dir) {
            Ok(me) => me,
            Err(reason) => return stuck(reason),
        };
        let name = self
            .name
            .clone()
            .or_else(|| keys::saved_name(&self.dir))
            .unwrap_or_else(|| default_name(&me));
        if let Err(reason) = keys::check_name(&name) {
            return stuck(reason);
        }
        match self.client.register(&me, &name) {
            Ok(()) => {}
            Err(ClientError::Refused(reason)) => return stuck(reason),
            Err(ClientError::Unreachable(reason)) => {
                self.tell(answers, Sent::Waiting { reason })?;
                return Err(Stop::Later);
            }
        }
        if keys::saved_name(&self.dir).as_deref() != Some(name.as_str()) {
            let _ = keys::save_name(&self.dir, &name);
        }
        Ok((me, name))
    }

    /// Sends every replay waiting, oldest first.
    fn send_waiting(
        &self,
        identity: &mut Option<(Identity, String)>,
        answers: &Sender<Sent>,
    ) -> Result<(), Stop> {
        let outbox = self.dir.join(OUTBOX);
        let files = waiting(&outbox);
        if files.is_empty() {
            return Ok(());
        }
        if identity.is_none() {
            *identity = Some(self.identity(answers)?);
        }
        let (me, name) = identity.as_ref().expect("identity");
        for file in files {
            let path = outbox.join(&file);
            let text = match read_text(&path) {
                Ok(text) => text,
                Err(reason) => {
                    self.refuse(&path, &file, reason, answers)?;
                    continue;
                }
            };
            match self.client.submit(me, name, &text) {
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
                Err(ClientError::Refused(reason)) => self.refuse(&path, &file, reason, answers)?,
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
        let _ = crate::save::write_atomically(
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

/// A name made from the key, for a player who has not chosen one.
pub fn default_name(me: &Identity) -> String {
    format!("player{}", &me.public_hex()[..8])
}

fn read_text(path: &Path) -> Result<String, String> {
    match crate::files::read_capped(path, MAX_REPLAY_BYTES) {
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
}
