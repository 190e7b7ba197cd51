//! Saved progress in the game: each cleared level's result is recorded and saved at once;
//! levels of the pack open in order.

use bevy::prelude::*;

use crate::formats::saves::progress::{Progress, ProgressFile};
use crate::game::core::messages::{LevelCompleted, Notify};
use crate::game::core::stages::MoveFlow;
use crate::game::persistence::writer::{Queue, Writer};
use crate::i18n::Message;

/// The player's progress and where it is saved.
#[derive(Resource, Debug, Default)]
pub struct SavedProgress {
    /// What has been achieved.
    pub progress: Progress,
    /// Where it is saved; `None` keeps it for this run only.
    pub file: Option<ProgressFile>,
    /// Every level open (`--unlock-all`, for level designers).
    pub unlock_all: bool,
    /// A failed save has been reported (once is enough).
    warned: bool,
    /// The progress as last read from or written to the file, to tell this copy's records
    /// from those another copy of the game wrote meanwhile.
    on_disk: Progress,
    /// The thread saving to the file, once there was a save: each save handed over is done.
    saver: Option<Writer<SaveJob, Saved>>,
}

impl SavedProgress {
    /// Reads the progress from `file`; the returned notice (a damaged file moved aside, an
    /// unreadable one) is for the player.
    pub fn load(file: Option<ProgressFile>) -> (Self, Option<Message>) {
        let (progress, notice, file) = match file {
            Some(f) => {
                let loaded = f.load();
                // A file that is there but does not read is kept as it is: this run's
                // progress is not saved over it.
                let file = (!loaded.keep_file).then_some(f);
                (loaded.value, loaded.notice, file)
            }
            None => (Progress::default(), None, None),
        };
        let saved = SavedProgress {
            on_disk: progress.clone(),
            progress,
            file,
            ..default()
        };
        (saved, notice)
    }

    /// Whether the level after the one recorded as `level` may be played (a level that is
    /// not recorded opens nothing).
    pub fn opens_next(&self, level: Option<&str>) -> bool {
        self.unlock_all || level.is_some_and(|l| self.progress.is_cleared(l))
    }

    /// Saves the progress (merged with what the file holds now), if it has a file, from the
    /// saving thread: the frame does not wait on the disk. How it went is taken in by
    /// [`SavedProgress::take_saved`]; a failure is reported once as a notice, and the
    /// progress stays in memory and is saved again next time.
    pub fn save(&mut self) {
        let Some(file) = self.file.clone() else {
            return;
        };
        let job = SaveJob {
            progress: self.progress.clone(),
            since: self.on_disk.clone(),
        };
        self.saver
            .get_or_insert_with(|| {
                Writer::answering("progress saver", Queue::Every, move |job: SaveJob| {
                    save_now(&file, job.progress, &job.since)
                })
            })
            .send(job);
    }

    /// Takes in the saves the thread has done.
    pub fn take_saved(&mut self, notify: &mut MessageWriter<Notify>) {
        let done = self
            .saver
            .as_mut()
            .map(Writer::take_answers)
            .unwrap_or_default();
        for saved in done {
            self.saved(saved, notify);
        }
    }

    /// Whether saves handed to the thread are not yet taken back.
    pub fn is_saving(&self) -> bool {
        self.saver.as_ref().is_some_and(Writer::is_busy)
    }

    /// A save done: the other copy's records are taken in; a failure is told once.
    fn saved(&mut self, saved: Saved, notify: &mut MessageWriter<Notify>) {
        match saved.written {
            Ok(written) => {
                self.progress.merge(&written, &saved.sent);
                self.on_disk = written;
                self.warned = false;
            }
            Err(e) => {
                warn!("cannot save progress to {e}");
                if !self.warned {
                    self.warned = true;
                    notify.write(Notify {
                        message: Message::with("progress-not-saved", [("error", e.into())]),
                        seconds: 6.0,
                    });
                }
            }
        }
    }
}

/// Records each clear that counts (a player's own, of a pack level) and saves; a save that fails is reported once and the game
/// goes on (the progress stays in memory and is saved again after the next clear).
fn record_completion(
    mut completed: MessageReader<LevelCompleted>,
    mut saved: ResMut<SavedProgress>,
    mut notify: MessageWriter<Notify>,
) {
    for c in completed.read() {
        let Some(level) = &c.record_as else {
            continue;
        };
        let better = saved
            .progress
            .record(level, c.points, c.seconds, c.stars, c.assists.any());
        let again = !better.first_clear;
        let news = match (again && better.best_score, again && better.best_time) {
            (true, true) => Some("news-best-both"),
            (true, false) => Some("news-best-score"),
            (false, true) => Some("news-best-time"),
            (false, false) => None,
        };
        if let Some(news) = news {
            notify.write(Notify {
                message: Message::new(news),
                seconds: 4.0,
            });
        }
        saved.save();
    }
}

/// Takes in the saves the saving thread has done.
fn take_saved(mut saved: ResMut<SavedProgress>, mut notify: MessageWriter<Notify>) {
    saved.take_saved(&mut notify);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SavedProgress>()
        .add_systems(
            Update,
            record_completion
                .run_if(on_message::<LevelCompleted>)
                .in_set(MoveFlow::Remember),
        )
        .add_systems(
            First,
            take_saved.run_if(|saved: Res<SavedProgress>| saved.is_saving()),
        );
}

/// A save handed over: the progress, and what this copy last read or wrote.
pub struct SaveJob {
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
