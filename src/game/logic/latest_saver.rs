//! Saving a value to its file from a thread of its own (the settings, on every change in a
//! menu): the frame hands the value over and never waits on the disk (the save takes the
//! file's lock and writes it whole). Only the latest value handed over matters: a run of
//! changes is one write.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use bevy::prelude::*;
use serde::Serialize;

use crate::save;

/// Writes `value` to `path` at once, under the file's lock; the error names the file.
pub fn write_now<T: Serialize>(path: &Path, value: &T) -> Result<(), String> {
    save::save_locked(path, value).map_err(|e| format!("{}: {e}", path.display()))
}

/// The thread that saves values to one file. Dropping it (the game closing) waits until the
/// last value handed over is written.
pub struct LatestSaver<T> {
    jobs: Option<Sender<T>>,
    /// Each write: how many changes it saved, and whether it failed.
    done: Mutex<Receiver<(usize, Result<(), String>)>>,
    thread: Option<JoinHandle<()>>,
    pending: usize,
}

impl<T> std::fmt::Debug for LatestSaver<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LatestSaver")
            .field("pending", &self.pending)
            .finish()
    }
}

impl<T: Serialize + Clone + Send + 'static> LatestSaver<T> {
    /// Starts the thread that saves to `path` (`what` names it in the log); `None` if no
    /// thread can be started.
    pub fn start(path: PathBuf, what: &str) -> Option<LatestSaver<T>> {
        let (jobs, inbox) = mpsc::channel::<T>();
        let (answers, done) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name(format!("{what} saver"))
            .spawn(move || {
                while let Ok(first) = inbox.recv() {
                    let (count, latest) = inbox
                        .try_iter()
                        .fold((1, first), |(n, _), later| (n + 1, later));
                    let written = write_now(&path, &latest);
                    if answers.send((count, written)).is_err() {
                        return;
                    }
                }
            });
        match spawned {
            Ok(thread) => Some(LatestSaver {
                jobs: Some(jobs),
                done: Mutex::new(done),
                thread: Some(thread),
                pending: 0,
            }),
            Err(e) => {
                warn!("cannot start the thread that saves the {what}: {e}");
                None
            }
        }
    }

    /// Hands `value` over to be saved; false if the thread is gone.
    pub fn save(&mut self, value: &T) -> bool {
        let handed = self
            .jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send(value.clone()).is_ok());
        if handed {
            self.pending += 1;
        }
        handed
    }

    /// How the writes done since the last look went.
    pub fn take_done(&mut self) -> Vec<Result<(), String>> {
        let done: Vec<(usize, Result<(), String>)> = match self.done.lock() {
            Ok(done) => done.try_iter().collect(),
            Err(_) => Vec::new(),
        };
        let saved: usize = done.iter().map(|(n, _)| n).sum();
        self.pending = self.pending.saturating_sub(saved);
        done.into_iter().map(|(_, written)| written).collect()
    }

    /// Whether values handed over are not yet written and taken back.
    pub fn is_busy(&self) -> bool {
        self.pending > 0
    }
}

impl<T> Drop for LatestSaver<T> {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
