//! Keeping replays and runs in the data directory from a thread of its own. A frame hands the
//! finished game over and never waits on the disk: keeping a game writes it, prunes the recent
//! games (reading each to tell the game's own files) and reads the kept best to compare.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;

use bevy::prelude::*;

use crate::replay::{Replay, ReplayDir};
use crate::run_replay::RunReplay;

/// What the writer is handed.
enum Job {
    /// A game that ended: kept among the recent games and, a pack level's clear, as that
    /// level's best when it scores more.
    Game {
        dir: ReplayDir,
        replay: Box<Replay>,
        level_name: String,
        best_of: Option<String>,
    },
    /// A run gathered to its end: kept in `runs/`.
    Run { dir: ReplayDir, run: Box<RunReplay> },
}

/// The thread that keeps replays, started with the first one. Dropping it (the game closing)
/// waits until everything handed over is written: a game won just before closing is kept.
#[derive(Resource, Default)]
pub struct ReplayWriter {
    jobs: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    pending: Arc<AtomicUsize>,
}

impl ReplayWriter {
    /// Keeps `replay` (see [`ReplayDir::keep`]).
    pub fn keep_game(
        &mut self,
        dir: &ReplayDir,
        replay: &Replay,
        level_name: &str,
        best_of: Option<&str>,
    ) {
        self.send(Job::Game {
            dir: dir.clone(),
            replay: Box::new(replay.clone()),
            level_name: level_name.to_string(),
            best_of: best_of.map(String::from),
        });
    }

    /// Keeps `run` in `runs/`.
    pub fn keep_run(&mut self, dir: &ReplayDir, run: &RunReplay) {
        self.send(Job::Run {
            dir: dir.clone(),
            run: Box::new(run.clone()),
        });
    }

    /// Whether everything handed over is written (tests wait for it).
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.pending.load(Ordering::Acquire) == 0
    }

    fn send(&mut self, job: Job) {
        if self.jobs.is_none() {
            self.start();
        }
        self.pending.fetch_add(1, Ordering::AcqRel);
        let unsent = match &self.jobs {
            Some(jobs) => jobs.send(job).err().map(|mpsc::SendError(job)| job),
            None => Some(job),
        };
        if let Some(job) = unsent {
            // No thread: the job is done here rather than lost.
            do_job(job);
            self.pending.fetch_sub(1, Ordering::AcqRel);
        }
    }

    fn start(&mut self) {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let pending = self.pending.clone();
        let spawned = std::thread::Builder::new()
            .name("replay writer".into())
            .spawn(move || {
                for job in inbox {
                    do_job(job);
                    pending.fetch_sub(1, Ordering::AcqRel);
                }
            });
        match spawned {
            Ok(thread) => {
                self.jobs = Some(jobs);
                self.thread = Some(thread);
            }
            Err(e) => warn!("cannot start the thread that keeps replays: {e}"),
        }
    }
}

impl Drop for ReplayWriter {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn do_job(job: Job) {
    match job {
        Job::Game {
            dir,
            replay,
            level_name,
            best_of,
        } => match dir.keep(&replay, &level_name, best_of.as_deref()) {
            Ok(kept) => {
                if let Some(best) = kept.best {
                    info!("best replay kept in {}", best.display());
                }
            }
            Err(e) => warn!("cannot keep the replay in {}: {e}", dir.dir.display()),
        },
        Job::Run { dir, run } => keep_run(&dir, &run),
    }
}

/// Writes `run` as a new file in `runs/`, named by when its first board was played.
fn keep_run(dir: &ReplayDir, run: &RunReplay) {
    let played_at = run.boards.first().map_or(0, |b| b.played_at);
    let runs_dir = dir.dir.join("runs");
    let text = run.to_text();
    for n in 1..100 {
        let path = runs_dir.join(format!("{played_at}-{}-{n}.ron", run.mode));
        match crate::save::write_new(&path, text.as_bytes()) {
            Ok(()) => {
                info!("run kept in {}", path.display());
                return;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                warn!("cannot keep the run in {}: {e}", runs_dir.display());
                return;
            }
        }
    }
}
