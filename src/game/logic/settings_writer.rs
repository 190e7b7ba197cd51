//! Saving the settings from a thread of its own: a change in a menu hands the settings over and
//! the frame never waits on the disk (the save takes the file's lock and writes it whole).
//! Only the latest settings handed over matter: a run of changes is one write.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use bevy::prelude::*;

use super::settings::Settings;
use crate::save;

/// The thread that saves the settings to one file, started with the first change. Dropping it
/// (the game closing) waits until the last settings handed over are written.
pub struct SettingsSaver {
    jobs: Option<Sender<Settings>>,
    /// Each write: how many changes it saved, and whether it failed.
    done: Mutex<Receiver<(usize, Result<(), String>)>>,
    thread: Option<JoinHandle<()>>,
    pending: usize,
}

impl std::fmt::Debug for SettingsSaver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsSaver")
            .field("pending", &self.pending)
            .finish()
    }
}

impl SettingsSaver {
    /// Starts the thread that saves to `path`; `None` if no thread can be started.
    pub fn start(path: PathBuf) -> Option<SettingsSaver> {
        let (jobs, inbox) = mpsc::channel::<Settings>();
        let (answers, done) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("settings saver".into())
            .spawn(move || {
                while let Ok(first) = inbox.recv() {
                    let (count, latest) = inbox
                        .try_iter()
                        .fold((1, first), |(n, _), later| (n + 1, later));
                    let written = save::save_locked(&path, &latest)
                        .map_err(|e| format!("{}: {e}", path.display()));
                    if answers.send((count, written)).is_err() {
                        return;
                    }
                }
            });
        match spawned {
            Ok(thread) => Some(SettingsSaver {
                jobs: Some(jobs),
                done: Mutex::new(done),
                thread: Some(thread),
                pending: 0,
            }),
            Err(e) => {
                warn!("cannot start the thread that saves the settings: {e}");
                None
            }
        }
    }

    /// Hands `settings` over to be saved; false if the thread is gone.
    pub fn save(&mut self, settings: &Settings) -> bool {
        let handed = self
            .jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send(settings.clone()).is_ok());
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

    /// Whether settings handed over are not yet written and taken back.
    pub fn is_busy(&self) -> bool {
        self.pending > 0
    }
}

impl Drop for SettingsSaver {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
