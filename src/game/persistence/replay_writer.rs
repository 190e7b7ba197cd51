//! Keeping replays and runs in the data directory from a thread of its own. A frame hands the
//! finished game over and never waits on the disk: keeping a game writes it, prunes the recent
//! games (reading each to tell the game's own files) and reads the kept best to compare.

use bevy::prelude::*;

use crate::formats::replays::replay::{Replay, ReplayDir};
use crate::formats::replays::run_replay::RunReplay;
use crate::game::persistence::writer::{Queue, Writer};

/// What the writer is handed.
pub enum Job {
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
#[derive(Resource)]
pub struct ReplayWriter(Writer<Job>);

impl Default for ReplayWriter {
    fn default() -> Self {
        ReplayWriter(Writer::silent("replay writer", Queue::Every, do_job))
    }
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
        self.0.send(Job::Game {
            dir: dir.clone(),
            replay: Box::new(replay.clone()),
            level_name: level_name.to_string(),
            best_of: best_of.map(String::from),
        });
    }

    /// Keeps `run` in `runs/`.
    pub fn keep_run(&mut self, dir: &ReplayDir, run: &RunReplay) {
        self.0.send(Job::Run {
            dir: dir.clone(),
            run: Box::new(run.clone()),
        });
    }

    /// Whether everything handed over is written (tests wait for it).
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.0.is_idle()
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
        match crate::formats::storage::save::write_new(&path, text.as_bytes()) {
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
