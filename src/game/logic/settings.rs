//! The player's settings: kept in `settings.ron` beside the progress file (written atomically
//! on every change by a thread of its own, damaged files set aside like the progress file), and applied to the game
//! (the player's keys to the [input map](super::input_map)).

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::input_map::{InputMap, Rebindings};
use super::latest_saver::{LatestSaver, write_now};
use super::messages::Notify;
use super::tile_set_id::{LegacyTileSet, TileSetId};
use crate::i18n::{Language, Message};
use crate::save;

/// File name of the settings in the data directory.
pub const FILE_NAME: &str = "settings.ron";

/// How fast removed tiles vanish and sliding tiles glide.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RemovalSpeed {
    /// Half speed.
    Slow,
    /// As designed.
    #[default]
    Normal,
    /// Twice as fast.
    Fast,
}

impl RemovalSpeed {
    /// Animation speed factor.
    pub fn factor(self) -> f32 {
        match self {
            RemovalSpeed::Slow => 0.5,
            RemovalSpeed::Normal => 1.0,
            RemovalSpeed::Fast => 2.0,
        }
    }
}

/// Colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Dark background.
    #[default]
    Dark,
    /// Light background.
    Light,
}

/// Everything the player can set.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Sound effects' volume, 0 to 1.
    pub volume: f32,
    /// The music's volume, 0 to 1 (files from before there was music have none: the default).
    pub music_volume: f32,
    /// No sound at all.
    pub muted: bool,
    /// Removal and slide animation speed.
    pub removal_speed: RemovalSpeed,
    /// Show the keyboard cursor from the start (otherwise after the first key press).
    pub always_show_cursor: bool,
    /// Light or dark.
    pub theme: Theme,
    /// Tiles with strong outlines and stronger colours.
    pub high_contrast: bool,
    /// How tile faces look: the id of a registered tile set (see `game::tile_sets`); one no
    /// longer registered is kept, and the default set shown.
    #[serde(rename = "tiles", skip_serializing_if = "TileSetId::is_default")]
    pub tile_set: TileSetId,
    /// The tile set as files from before tile sets had ids wrote it (`tile_set: Mahjong`):
    /// read into [`Settings::tile_set`] on loading, never written.
    #[serde(
        rename = "tile_set",
        skip_serializing,
        deserialize_with = "LegacyTileSet::some"
    )]
    pub legacy_tile_set: Option<LegacyTileSet>,
    /// With mahjong tiles, any flower matches any flower and any season any season (KShisen's
    /// "Chinese style"), in levels that leave it to the player. Takes effect at the next deal.
    pub chinese_style: bool,
    /// The language of every word on screen, once the player has chosen one; until then the
    /// system's locale decides (see [`Settings::language`]).
    pub language: Option<Language>,
    /// The player's own keys for play actions, in place of the defaults (files from before
    /// keys could be rebound have none).
    pub keys: Rebindings,
    /// The first lesson was played through or skipped: the game opens on the title (files
    /// from before the lesson have none, and a player with progress is not shown it).
    pub lesson_seen: bool,
    /// The leaderboard server's address (`http://HOST:PORT`), if the player set one: games
    /// that count are sent there (files from before the leaderboards have none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            volume: 0.8,
            music_volume: 0.6,
            muted: false,
            removal_speed: RemovalSpeed::Normal,
            always_show_cursor: false,
            theme: Theme::Dark,
            high_contrast: false,
            language: None,
            tile_set: TileSetId::default(),
            legacy_tile_set: None,
            chinese_style: false,
            keys: Rebindings::new(),
            lesson_seen: false,
            server: None,
        }
    }
}

impl Settings {
    /// The language words are shown in: the player's choice, or the system's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(|| {
            static SYSTEM: std::sync::OnceLock<Language> = std::sync::OnceLock::new();
            *SYSTEM.get_or_init(Language::from_environment)
        })
    }

    /// Settings as read from a file: a tile set named the old way (`tile_set: Mahjong`) by
    /// its id, unless the file also has one by id.
    pub fn upgraded(mut self) -> Self {
        if let Some(old) = self.legacy_tile_set.take()
            && self.tile_set.is_default()
        {
            self.tile_set = old.id();
        }
        self
    }

    /// The volume the music plays at (0 when muted).
    pub fn effective_music_volume(&self) -> f32 {
        if self.muted || !self.music_volume.is_finite() {
            0.0
        } else {
            self.music_volume.clamp(0.0, 1.0)
        }
    }

    /// The volume sounds play at (0 when muted).
    pub fn effective_volume(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.volume.clamp(0.0, 1.0)
        }
    }
}

/// Where the settings are saved (`None`: kept for this run only), and whether a failed save
/// was already reported.
#[derive(Resource, Debug, Default)]
pub struct SettingsFile {
    /// The file.
    pub path: Option<PathBuf>,
    warned: bool,
    /// The thread saving to the file, once there was a change.
    saver: Option<LatestSaver<Settings>>,
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
                let loaded = save::load_or_default::<Settings>(p);
                if loaded.keep_file {
                    self.path = None;
                }
                (loaded.value.upgraded(), loaded.notice)
            }
            None => (Settings::default(), None),
        }
    }
}

impl SettingsFile {
    /// Whether settings handed to the saving thread are not yet written and taken back.
    pub fn is_saving(&self) -> bool {
        self.saver.as_ref().is_some_and(LatestSaver::is_busy)
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
fn save_settings(
    settings: Res<Settings>,
    mut file: ResMut<SettingsFile>,
    mut notify: MessageWriter<Notify>,
) {
    // Runs only when the settings changed (see `plugin`); the first load is not a change.
    if settings.is_added() {
        return;
    }
    let Some(path) = file.path.clone() else {
        return;
    };
    if file.saver.is_none() {
        file.saver = LatestSaver::start(path.clone(), "settings");
    }
    let handed = file.saver.as_mut().is_some_and(|s| s.save(&settings));
    if !handed {
        // No saving thread: saved here rather than not at all.
        file.saved(write_now(&path, &*settings), &mut notify);
    }
}

/// Takes in how the saving thread's writes went.
fn take_saved_settings(mut file: ResMut<SettingsFile>, mut notify: MessageWriter<Notify>) {
    let done = file
        .saver
        .as_mut()
        .map(LatestSaver::take_done)
        .unwrap_or_default();
    for written in done {
        file.saved(written, &mut notify);
    }
}

/// The input map follows the player's keys.
fn apply_keys(settings: Res<Settings>, mut map: ResMut<InputMap>) {
    map.set_if_neq(InputMap::with_rebindings(&settings.keys));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsFile>()
        .add_systems(
            Update,
            (save_settings, apply_keys).run_if(resource_changed::<Settings>),
        )
        .add_systems(
            First,
            take_saved_settings.run_if(|file: Res<SettingsFile>| file.is_saving()),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_fill_missing_fields_with_defaults() {
        let s = Settings {
            volume: 0.3,
            music_volume: 0.4,
            muted: true,
            removal_speed: RemovalSpeed::Fast,
            always_show_cursor: true,
            theme: Theme::Light,
            high_contrast: true,
            language: Some(Language::Chinese),
            tile_set: TileSetId::new("mahjong"),
            chinese_style: true,
            lesson_seen: true,
            server: Some("http://127.0.0.1:7000".into()),
            ..Settings::default()
        };
        let text = ron::ser::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), s);
        let partial: Settings = ron::from_str("(volume: 0.5)").unwrap();
        assert_eq!(
            partial,
            Settings {
                volume: 0.5,
                ..Settings::default()
            }
        );
        assert_eq!(s.effective_volume(), 0.0, "muted");
        assert_eq!(s.effective_music_volume(), 0.0, "muted");
        let music_only: Settings = ron::from_str("(music_volume: 0.2)").unwrap();
        assert_eq!(
            (music_only.volume, music_only.effective_music_volume()),
            (0.8, 0.2)
        );
        assert!(text.contains("tiles:\"mahjong\""), "{text}");
        assert!(!text.contains("tile_set"), "{text}");
    }

    #[test]
    fn settings_from_before_tile_set_ids_keep_their_set() {
        for (old, id) in [
            ("(tile_set: Mahjong, volume: 0.5)", "mahjong"),
            ("(tile_set: Critters)", "critters"),
            ("(tile_set: Shapes)", "shapes"),
            ("(tile_set: Gone)", ""),
            ("(tiles: \"mymod.dots\")", "mymod.dots"),
            ("(tile_set: Mahjong, tiles: \"critters\")", "critters"),
        ] {
            let s = ron::from_str::<Settings>(old).unwrap().upgraded();
            assert_eq!(s.tile_set.as_str(), id, "{old}");
            assert_eq!(s.legacy_tile_set, None);
        }
    }
}
