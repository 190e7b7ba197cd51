//! The player's settings on disk: read at the start, saved on every change by a thread of its
//! own (damaged files set aside like the progress file). The settings themselves are the
//! core's [`Settings`] resource (what `settings.ron` holds, see [`SavedSettings`]).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::formats::saves::settings::{FILE_NAME, SavedSettings};
use crate::formats::storage::save;
use crate::game::core::messages::Notify;
pub use crate::game::core::settings::Settings;
use crate::game::persistence::writer::{Queue, Writer};
use crate::i18n::Message;

/// Where the settings are saved (`None`: kept for this run only), and whether a failed save
/// was already reported.
#[derive(Resource, Debug, Default)]
pub struct SettingsFile {
    /// The file.
    pub path: Option<PathBuf>,
    warned: bool,
    /// The thread saving to the file: only the latest settings waiting are written.
    saver: Option<Writer<SavedSettings, Result<(), String>>>,
}

impl SettingsFile {
    /// Settings kept in `path`.
    #[cfg(test)]
    pub fn at(path: PathBuf) -> Self {
        SettingsFile {
            path: Some(path),
            ..SettingsFile::default()
        }
    }

    /// The settings file in the game's data directory.
    pub fn default_location() -> Self {
        SettingsFile {
            path: save::data_dir().map(|d| d.join(FILE_NAME)),
            ..SettingsFile::default()
        }
    }

    /// Reads the settings; the notice is for the player (a damaged file set aside). A file
    /// that is there but cannot be read is never written over: settings then hold for this
    /// run only.
    pub fn load(&mut self) -> (Settings, Option<Message>) {
        match &self.path {
            Some(p) => {
                let loaded = save::load_or_default::<SavedSettings>(p);
                if loaded.keep_file {
                    self.path = None;
                }
                (Settings(loaded.value.upgraded()), loaded.notice)
            }
            None => (Settings::default(), None),
        }
    }
}

impl SettingsFile {
    /// Whether settings handed to the saving thread are not yet written and taken back.
    pub fn is_saving(&self) -> bool {
        self.saver.as_ref().is_some_and(Writer::is_busy)
    }

    /// How a save went: a failure is reported once (until a save succeeds again).
    fn saved(&mut self, written: Result<(), String>, notify: &mut MessageWriter<Notify>) {
        match written {
            Ok(()) => self.warned = false,
            Err(e) => {
                warn!("cannot save settings to {e}");
                if !self.warned {
                    self.warned = true;
                    notify.write(Notify {
                        message: Message::with("settings-not-saved", [("error", e.into())]),
                        seconds: 5.0,
                    });
                }
            }
        }
    }
}

/// Saves the settings whenever they change, from the saving thread (the frame does not wait
/// on the disk); how it went is taken in by [`take_saved_settings`].
fn save_settings(settings: Res<Settings>, mut file: ResMut<SettingsFile>) {
    // Runs only when the settings changed (see `plugin`); the first load is not a change.
    if settings.is_added() {
        return;
    }
    let Some(path) = file.path.clone() else {
        return;
    };
    file.saver
        .get_or_insert_with(|| {
            Writer::answering("settings saver", Queue::latest(), move |settings| {
                write_now(&path, &settings)
            })
        })
        .send(settings.0.clone());
}

/// Writes `value` to `path` at once, under the file's lock; the error names the file.
pub fn write_now<T: serde::Serialize>(path: &std::path::Path, value: &T) -> Result<(), String> {
    save::save_locked(path, value).map_err(|e| format!("{}: {e}", path.display()))
}

/// Takes in how the saving thread's writes went.
fn take_saved_settings(mut file: ResMut<SettingsFile>, mut notify: MessageWriter<Notify>) {
    let done = file
        .saver
        .as_mut()
        .map(Writer::take_answers)
        .unwrap_or_default();
    for written in done {
        file.saved(written, &mut notify);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SettingsFile>()
        .add_systems(Update, save_settings.run_if(resource_changed::<Settings>))
        .add_systems(
            First,
            take_saved_settings.run_if(|file: Res<SettingsFile>| file.is_saving()),
        );
}
