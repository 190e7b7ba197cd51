//! Saved progress in the game: each cleared level's result is recorded and saved at once;
//! levels of the pack open in order.

use bevy::prelude::*;

use super::messages::{LevelCompleted, Notify};
use super::sets::MoveFlow;
use crate::progress::{Progress, ProgressFile};

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
}

impl SavedProgress {
    /// Reads the progress from `file`; the returned notice (a damaged file moved aside, an
    /// unreadable one) is for the player.
    pub fn load(file: Option<ProgressFile>) -> (Self, Option<String>) {
        let (progress, notice) = match &file {
            Some(f) => {
                let loaded = f.load();
                (loaded.value, loaded.notice)
            }
            None => (Progress::default(), None),
        };
        let saved = SavedProgress {
            progress,
            file,
            ..default()
        };
        (saved, notice)
    }

    /// Whether the level after `level` may be played.
    pub fn opens_next(&self, level: &str) -> bool {
        self.unlock_all || self.progress.is_cleared(level)
    }
}

/// Records each cleared level and saves; a save that fails is reported once and the game
/// goes on (the progress stays in memory and is saved again after the next clear).
fn record_completion(
    mut completed: MessageReader<LevelCompleted>,
    mut saved: ResMut<SavedProgress>,
    mut notify: MessageWriter<Notify>,
) {
    for c in completed.read() {
        let better = saved
            .progress
            .record(&c.level, c.points, c.seconds, c.stars);
        let mut news = Vec::new();
        if better.best_score && !better.first_clear {
            news.push("new best score");
        }
        if better.best_time && !better.first_clear {
            news.push("new best time");
        }
        if !news.is_empty() {
            notify.write(Notify {
                text: format!("{}!", capitalise(&news.join(" and "))),
                seconds: 4.0,
            });
        }
        let Some(file) = saved.file.clone() else {
            continue;
        };
        match file.save(&saved.progress) {
            Ok(()) => saved.warned = false,
            Err(e) => {
                warn!("cannot save progress to {}: {e}", file.path.display());
                if !saved.warned {
                    saved.warned = true;
                    notify.write(Notify {
                        text: format!(
                            "Progress cannot be saved ({e}); the game goes on without saving"
                        ),
                        seconds: 6.0,
                    });
                }
            }
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedProgress>()
        .add_systems(Update, record_completion.in_set(MoveFlow::Record));
}
