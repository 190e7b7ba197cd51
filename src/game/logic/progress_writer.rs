//! Saving progress from a thread of its own. A frame hands the progress over and never waits on
//! the disk: a save locks the file, reads what another copy of the game wrote meanwhile, merges
//! and writes (see [`ProgressFile::save_since`]). What was written comes back and is taken in
//! at a later frame, with the other copy's records.

use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use bevy::prelude::*;

use crate::progress::{Progress, ProgressFile};

/// A save handed over: the progress, and what this copy last read or wrote.
struct Job {
    progress: Progress,
    since: Progress,
}

/// A save done: the progress handed over, and what the file holds now or why it was not
/// written.
pub struct Saved {
    /// The progress handed over.
    pub sent: Progress,
    /// The file as written (this copy's records and the other copy's), or the error.
    pub written: Result<Progress, String>,
}

/// Saves `progress` to `file` at once (`since`: what this copy last read or wrote).
pub fn save_now(file: &ProgressFile, progress: Progress, since: &Progress) -> Saved {
    let mut written = progress.clone();
    let written = file
        .save_since(&mut written, since)
        .map(|()| written)
        .map_err(|e| format!("{}: {e}", file.path.display()));
    Saved {
        sent: progress,
        written,
    }
}

/// The saving thread of one progress file, started with the first save. Dropping it (the game
/// closing) waits until every save handed over is written.
pub struct Saver {
    jobs: Option<Sender<Job>>,
    done: Mutex<Receiver<Saved>>,
    thread: Option<JoinHandle<()>>,
    /// Saves handed over and not yet taken back.
    pending: usize,
}

impl std::fmt::Debug for Saver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Saver")
            .field("pending", &self.pending)
            .finish()
    }
}

impl Saver {
    /// Starts the thread that saves to `file`; `None` if no thread can be started.
    pub fn start(file: ProgressFile) -> Option<Saver> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (answers, done) = mpsc::channel::<Saved>();
        let spawned = std::thread::Builder::new()
            .name("progress saver".into())
            .spawn(move || {
                for Job { progress, since } in inbox {
                    if answers.send(save_now(&file, progress, &since)).is_err() {
                        return;
                    }
                }
            });
        match spawned {
            Ok(thread) => Some(Saver {
                jobs: Some(jobs),
                done: Mutex::new(done),
                thread: Some(thread),
                pending: 0,
            }),
            Err(e) => {
                warn!("cannot start the thread that saves progress: {e}");
                None
            }
        }
    }

    /// Hands `progress` over to be saved (`since`: what this copy last read or wrote); false
    /// if the thread is gone.
    pub fn save(&mut self, progress: &Progress, since: &Progress) -> bool {
        let job = Job {
            progress: progress.clone(),
            since: since.clone(),
        };
        let handed = self
            .jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send(job).is_ok());
        if handed {
            self.pending += 1;
        }
        handed
    }

    /// The saves done since the last look.
    pub fn take_done(&mut self) -> Vec<Saved> {
        let done: Vec<Saved> = match self.done.lock() {
            Ok(done) => done.try_iter().collect(),
            Err(_) => Vec::new(),
        };
        self.pending = self.pending.saturating_sub(done.len());
        done
    }

    /// Whether saves handed over are not yet taken back.
    pub fn is_busy(&self) -> bool {
        self.pending > 0
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
