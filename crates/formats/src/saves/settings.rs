//! The player's settings as `settings.ron` keeps them (in the data directory, beside the
//! progress file). Fields added since the first version have defaults, so every older file
//! reads; a tile set named the old way is read into its id ([`SavedSettings::upgraded`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::desktop::tile_set_id::{LegacyTileSet, TileSetId};
use crate::i18n::Language;
use crate::quick_game::QuickGame;

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

/// The step of `steps` nearest `percent` (ties go to the smaller), or the first step.
fn nearest_step(steps: &[u16], percent: u16) -> u16 {
    steps
        .iter()
        .copied()
        .min_by_key(|&p| p.abs_diff(percent))
        .unwrap_or(steps[0])
}

/// The step after `now` in `steps` (`d` > 0) or before it, round from the last to the first as
/// the Settings screen's other choices go round.
fn next_step(steps: &[u16], now: u16, d: i8) -> u16 {
    let i = steps.iter().position(|&p| p == now).unwrap_or(0) as i32;
    let count = steps.len() as i32;
    steps[(i + i32::from(d).signum()).rem_euclid(count) as usize]
}

/// A size in percent that Settings offers in steps and a file may hold as any number (read as
/// the nearest step); 100 % is the default, left out of the file.
macro_rules! percent_steps {
    ($(#[$doc:meta])* $name:ident, $steps:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(from = "u16", into = "u16")]
        pub struct $name(u16);

        impl $name {
            /// The sizes offered, in percent, in the Settings screen's order.
            pub const STEPS: &[u16] = &$steps;

            /// The size in percent.
            pub fn percent(self) -> u16 {
                self.0
            }

            /// The size as a factor (1 for 100 %).
            pub fn factor(self) -> f32 {
                f32::from(self.0) / 100.0
            }

            /// The next step up (`d` > 0) or down, round from the largest to the smallest.
            pub fn stepped(self, d: i8) -> $name {
                $name(next_step(Self::STEPS, self.0, d))
            }

            /// The next step up (`d` > 0) or down, staying at the largest or the smallest: a
            /// key held down stops there.
            pub fn nudged(self, d: i8) -> $name {
                let i = Self::STEPS.iter().position(|&p| p == self.0).unwrap_or(0) as i32;
                let last = Self::STEPS.len() as i32 - 1;
                $name(Self::STEPS[(i + i32::from(d).signum()).clamp(0, last) as usize])
            }

            /// Whether this is the default (100 %), left out of the file.
            pub fn is_default(&self) -> bool {
                *self == $name::default()
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name(100)
            }
        }

        impl From<u16> for $name {
            /// The step nearest `percent` (ties go to the smaller).
            fn from(percent: u16) -> Self {
                $name(nearest_step(Self::STEPS, percent))
            }
        }

        impl From<$name> for u16 {
            fn from(size: $name) -> u16 {
                size.0
            }
        }
    };
}

percent_steps!(
    /// How large the interface's words and buttons are drawn, in percent of their size fitted
    /// to the window: for players who see less, up to twice as large. Above 100 % menus scroll
    /// where they no longer fit.
    InterfaceSize,
    [100, 125, 150, 175, 200]
);

percent_steps!(
    /// How large the board's tiles are drawn, in percent of the size that fits the whole board
    /// in the window: for players who see less. Above 100 % a large board no longer fits, and
    /// the board's part of the window shows the part round the keyboard's cursor, or the part
    /// the mouse points at (as a screen magnifier follows the pointer).
    BoardZoom,
    [100, 150, 200, 250, 300]
);

/// Colour theme, as the player chose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// As the desktop prefers (its colour-scheme setting), dark where it says nothing.
    #[default]
    System,
    /// Dark background.
    Dark,
    /// Light background.
    Light,
}

/// How much moves on the board, as the player chose it. With less motion tiles do not fall,
/// shake, pulse, spin or grow, and links appear whole rather than sweep along their path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Motion {
    /// As the desktop prefers (the portal's `reduced-motion`), full where it says nothing.
    #[default]
    System,
    /// Everything moves.
    Full,
    /// Less motion.
    Reduced,
}

impl Motion {
    /// Every choice, in the Settings screen's order.
    pub const ALL: [Motion; 3] = [Motion::System, Motion::Full, Motion::Reduced];

    /// Whether less moves, where the desktop asks for less motion or not.
    pub fn is_reduced(self, desktop_reduces: bool) -> bool {
        match self {
            Motion::System => desktop_reduces,
            Motion::Full => false,
            Motion::Reduced => true,
        }
    }

    /// Whether this is the default, left out of the file.
    pub fn is_system(&self) -> bool {
        *self == Motion::System
    }
}

/// The colour vision Settings → Tiles checks the tile sets for: sets whose faces look alike to
/// such eyes are marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColourVision {
    /// Every colour told apart.
    #[default]
    Typical,
    /// Red-blind (protanopia).
    Protan,
    /// Green-blind (deuteranopia), the most common kind.
    Deutan,
    /// Blue-blind (tritanopia).
    Tritan,
}

impl ColourVision {
    /// Every kind, in the order Settings steps through them.
    pub const ALL: [ColourVision; 4] = [
        ColourVision::Typical,
        ColourVision::Protan,
        ColourVision::Deutan,
        ColourVision::Tritan,
    ];
}

/// The colours shown: what a [`Theme`] comes to on this desktop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shade {
    /// Dark background.
    #[default]
    Dark,
    /// Light background.
    Light,
}

impl Theme {
    /// The colours shown under this theme, where the desktop prefers `desktop` (`None`: it
    /// says nothing, or no desktop answers).
    pub fn shade(self, desktop: Option<Shade>) -> Shade {
        match self {
            Theme::System => desktop.unwrap_or_default(),
            Theme::Dark => Shade::Dark,
            Theme::Light => Shade::Light,
        }
    }

    /// Every theme, in the Settings screen's order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Dark, Theme::Light];
}

/// The smallest and largest side of the game's window, in logical pixels.
pub const WINDOW_SIDES: std::ops::RangeInclusive<u32> = 320..=8192;

/// Farthest a remembered window corner may be from the screen's origin, in pixels.
const FARTHEST_CORNER: i32 = 65_536;

/// The window as the player left it, restored at the next start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowPlace {
    /// Width of the window, unmaximised, in logical pixels.
    pub width: u32,
    /// Height of the window, unmaximised, in logical pixels.
    pub height: u32,
    /// The top-left corner on the screen, where the platform tells it (not on Wayland).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<(i32, i32)>,
    /// Maximised.
    pub maximized: bool,
    /// Full screen.
    pub fullscreen: bool,
}

impl Default for WindowPlace {
    fn default() -> Self {
        WindowPlace {
            width: 1280,
            height: 800,
            position: None,
            maximized: false,
            fullscreen: false,
        }
    }
}

impl WindowPlace {
    /// The place as a window can take it: sides within [`WINDOW_SIDES`], a corner near the
    /// screens (a file edited by hand, or from a screen since removed, cannot open a window
    /// of no size or far away).
    pub fn sane(self) -> WindowPlace {
        let side = |v: u32| v.clamp(*WINDOW_SIDES.start(), *WINDOW_SIDES.end());
        let near = |(x, y): (i32, i32)| {
            // `unsigned_abs`: `i32::MIN` has no positive counterpart (`abs` would overflow).
            let far = FARTHEST_CORNER.unsigned_abs();
            (x.unsigned_abs() <= far && y.unsigned_abs() <= far).then_some((x, y))
        };
        WindowPlace {
            width: side(self.width),
            height: side(self.height),
            position: self.position.and_then(near),
            ..self
        }
    }
}

/// Everything the player can set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSettings {
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
    /// How much moves on the board: as the desktop prefers, full, or reduced (files from
    /// before have none: as the desktop prefers).
    #[serde(skip_serializing_if = "Motion::is_system")]
    pub motion: Motion,
    /// How large the interface's words are drawn (files from before have none: 100 %).
    #[serde(skip_serializing_if = "InterfaceSize::is_default")]
    pub interface_size: InterfaceSize,
    /// How large the board's tiles are drawn (files from before have none: 100 %).
    #[serde(skip_serializing_if = "BoardZoom::is_default")]
    pub board_zoom: BoardZoom,
    /// How tile faces look: the id of a registered tile set (see `game::content::tile_sets`); one no
    /// longer registered is kept, and the default set shown.
    #[serde(rename = "tiles", skip_serializing_if = "TileSetId::is_default")]
    pub tile_set: TileSetId,
    /// The tile set as files from before tile sets had ids wrote it (`tile_set: Mahjong`):
    /// read into [`SavedSettings::tile_set`] on loading, never written.
    #[serde(
        rename = "tile_set",
        skip_serializing,
        deserialize_with = "LegacyTileSet::some"
    )]
    pub legacy_tile_set: Option<LegacyTileSet>,
    /// What lies behind the board in play: the id of a registered background (see
    /// `game::content::backgrounds`); empty (the default), or one no longer there, shows the
    /// theme's plain colour.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub background: String,
    /// The colour vision the tile sets are checked for (files from before have none: typical).
    #[serde(skip_serializing_if = "is_typical")]
    pub colour_vision: ColourVision,
    /// With mahjong tiles, any flower matches any flower and any season any season (KShisen's
    /// "Chinese style"), in levels that leave it to the player. Takes effect at the next deal.
    pub chinese_style: bool,
    /// The language of every word on screen, once the player has chosen one; until then the
    /// system's locale decides (see [`SavedSettings::language`]).
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
    /// The window as it was left (files from before the window was remembered have none: the
    /// default size, placed by the desktop).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowPlace>,
    /// The last quick game's choices, offered again (files from before quick games have none:
    /// KShisen's 18×8).
    pub quick_game: QuickGame,
    /// The names players on this computer go by in the hall of fame, the one playing now
    /// first (none chosen: the online name, or the computer's user name).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// Others may fetch the replays of this player's leaderboard entries, to race them as
    /// ghosts (files from before have none: not shared).
    pub share_replays: bool,
    /// The kinds of special tile (see `lianliankan_engine::specials::Special::NAMES`) whose card
    /// the player has seen: each is explained once, the first time a board has one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub specials_met: Vec<String>,
}

/// Whether `vision` is the default, left out of the file.
fn is_typical(vision: &ColourVision) -> bool {
    *vision == ColourVision::Typical
}

/// Most player names kept in the settings.
pub const MAX_PLAYERS: usize = 8;

impl Default for SavedSettings {
    fn default() -> Self {
        SavedSettings {
            volume: 0.8,
            music_volume: 0.6,
            muted: false,
            removal_speed: RemovalSpeed::Normal,
            always_show_cursor: false,
            theme: Theme::System,
            high_contrast: false,
            motion: Motion::System,
            interface_size: InterfaceSize::default(),
            board_zoom: BoardZoom::default(),
            language: None,
            tile_set: TileSetId::default(),
            legacy_tile_set: None,
            background: String::new(),
            colour_vision: ColourVision::Typical,
            chinese_style: false,
            keys: Rebindings::new(),
            lesson_seen: false,
            server: None,
            window: None,
            quick_game: QuickGame::default(),
            players: Vec::new(),
            share_replays: false,
            specials_met: Vec::new(),
        }
    }
}

impl SavedSettings {
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

    /// Makes `name` the one playing now (kept first; at most `MAX_PLAYERS` names are kept).
    /// A name that is empty once cleaned is not kept.
    pub fn choose_player(&mut self, name: &str) {
        let name = crate::saves::journal::clean_name(name);
        if name.is_empty() {
            return;
        }
        self.players.retain(|p| *p != name);
        self.players.insert(0, name);
        self.players.truncate(MAX_PLAYERS);
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

/// What the player does on the board; the player can rebind these. The settings file names
/// them as written here (`Pause`, `Undo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlayAction {
    /// Move the keyboard cursor up.
    CursorUp,
    /// Move the keyboard cursor down.
    CursorDown,
    /// Move the keyboard cursor left.
    CursorLeft,
    /// Move the keyboard cursor right.
    CursorRight,
    /// Pick the tile under the cursor.
    Pick,
    /// Let go of the selection or stop aiming a power-up; with neither, pause.
    LetGo,
    /// Take back the last move.
    Undo,
    /// Make the move taken back again.
    Redo,
    /// Pause (and resume from the pause menu).
    Pause,
    /// Deal the same board again.
    Restart,
    /// Deal another board of the level in play, with a fresh seed (KShisen's New game).
    NewDeal,
    /// The previous level of the pack.
    PreviousLevel,
    /// The next level of the pack.
    NextLevel,
    /// Open the level editor on the level in play.
    OpenEditor,
    /// Save a screenshot.
    Screenshot,
    /// Switch a replay between normal and fast speed.
    ReplaySpeed,
    /// In a race, throw the first item held at the opponent aimed at.
    ThrowItem,
    /// In a race, aim items at the next opponent.
    NextTarget,
    /// For a screen reader: say the cursor's row, cell by cell.
    ReadRow,
    /// For a screen reader: say where the other tiles of the cursor's kind lie, and how many
    /// pairs are open.
    ReadMatches,
    /// Draw the board's tiles larger (Settings → Board zoom).
    ZoomIn,
    /// Draw the board's tiles smaller, down to the whole board.
    ZoomOut,
}

impl PlayAction {
    /// Every play action, in the Controls page's order.
    pub const ALL: [PlayAction; 22] = [
        PlayAction::CursorUp,
        PlayAction::CursorDown,
        PlayAction::CursorLeft,
        PlayAction::CursorRight,
        PlayAction::Pick,
        PlayAction::LetGo,
        PlayAction::Undo,
        PlayAction::Redo,
        PlayAction::Pause,
        PlayAction::Restart,
        PlayAction::NewDeal,
        PlayAction::PreviousLevel,
        PlayAction::NextLevel,
        PlayAction::OpenEditor,
        PlayAction::Screenshot,
        PlayAction::ReplaySpeed,
        PlayAction::ThrowItem,
        PlayAction::NextTarget,
        PlayAction::ReadRow,
        PlayAction::ReadMatches,
        PlayAction::ZoomIn,
        PlayAction::ZoomOut,
    ];

    /// What the action does, in English, for messages to the game's developers.
    pub fn purpose(self) -> &'static str {
        match self {
            PlayAction::CursorUp
            | PlayAction::CursorDown
            | PlayAction::CursorLeft
            | PlayAction::CursorRight => "moving the cursor",
            PlayAction::Pick => "picking a tile",
            PlayAction::LetGo => "clearing the selection and pausing",
            PlayAction::Undo => "undo",
            PlayAction::Redo => "redo",
            PlayAction::Pause => "pause",
            PlayAction::Restart => "restarting the deal",
            PlayAction::NewDeal => "dealing a new board",
            PlayAction::PreviousLevel => "the previous level",
            PlayAction::NextLevel => "the next level",
            PlayAction::OpenEditor => "opening the level editor",
            PlayAction::Screenshot => "screenshots",
            PlayAction::ReplaySpeed => "a replay's speed",
            PlayAction::ThrowItem => "throwing a race item",
            PlayAction::NextTarget => "choosing whom race items hit",
            PlayAction::ReadRow => "reading the row aloud",
            PlayAction::ReadMatches => "reading a tile's matches aloud",
            PlayAction::ZoomIn | PlayAction::ZoomOut => "the board's zoom",
        }
    }

    /// The action's name in the translations (`assets/i18n`).
    pub fn name_key(self) -> &'static str {
        match self {
            PlayAction::CursorUp => "action-cursor-up",
            PlayAction::CursorDown => "action-cursor-down",
            PlayAction::CursorLeft => "action-cursor-left",
            PlayAction::CursorRight => "action-cursor-right",
            PlayAction::Pick => "action-pick",
            PlayAction::LetGo => "action-let-go",
            PlayAction::Undo => "action-undo",
            PlayAction::Redo => "action-redo",
            PlayAction::Pause => "action-pause",
            PlayAction::Restart => "action-restart",
            PlayAction::NewDeal => "action-new-deal",
            PlayAction::PreviousLevel => "action-previous-level",
            PlayAction::NextLevel => "action-next-level",
            PlayAction::OpenEditor => "action-open-editor",
            PlayAction::Screenshot => "action-screenshot",
            PlayAction::ReplaySpeed => "action-replay-speed",
            PlayAction::ThrowItem => "action-throw-item",
            PlayAction::NextTarget => "action-next-target",
            PlayAction::ReadRow => "action-read-row",
            PlayAction::ReadMatches => "action-read-matches",
            PlayAction::ZoomIn => "action-zoom-in",
            PlayAction::ZoomOut => "action-zoom-out",
        }
    }
}

/// A key binding as the settings file writes it: the key's name, after the modifiers held with
/// it (`"Shift+KeyZ"`, `"Ctrl+KeyS"`; keys are named as the input library names them). The game
/// reads the key from it; a name it does not know binds nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChordName(pub String);

/// The player's own keys for play actions, in place of the defaults.
pub type Rebindings = BTreeMap<PlayAction, Vec<ChordName>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interface_size_is_kept_and_any_number_read_as_the_nearest_step() {
        let s = SavedSettings {
            interface_size: InterfaceSize::from(175),
            ..SavedSettings::default()
        };
        let text = ron::ser::to_string(&s).unwrap();
        assert!(text.contains("interface_size:175"), "{text}");
        assert_eq!(ron::from_str::<SavedSettings>(&text).unwrap(), s);
        let default = ron::ser::to_string(&SavedSettings::default()).unwrap();
        assert!(!default.contains("interface_size"), "100 % is left out");
        for (written, read) in [(0, 100), (112, 100), (113, 125), (190, 200), (65535, 200)] {
            let file = format!("(interface_size: {written})");
            let got: SavedSettings = ron::from_str(&file).unwrap();
            assert_eq!(got.interface_size.percent(), read, "{written}");
        }
        let hostile = ron::from_str::<SavedSettings>("(interface_size: -5)");
        assert!(hostile.is_err(), "a negative size is not a size");
        let size = InterfaceSize::default();
        assert_eq!(size.stepped(-1).percent(), 200, "round to the largest");
        assert_eq!(size.stepped(1).stepped(1).percent(), 150);
        assert_eq!(
            InterfaceSize::from(200).stepped(1).percent(),
            100,
            "and back"
        );
        assert_eq!(InterfaceSize::from(150).factor(), 1.5);
    }

    #[test]
    fn the_board_zoom_is_kept_apart_from_the_text_size() {
        let s = SavedSettings {
            board_zoom: BoardZoom::from(200),
            ..SavedSettings::default()
        };
        let text = ron::ser::to_string(&s).unwrap();
        assert!(text.contains("board_zoom:200"), "{text}");
        assert!(!text.contains("interface_size"), "{text}");
        assert_eq!(ron::from_str::<SavedSettings>(&text).unwrap(), s);
        let default = ron::ser::to_string(&SavedSettings::default()).unwrap();
        assert!(!default.contains("board_zoom"), "100 % is left out");
        for (written, read) in [(0, 100), (124, 100), (126, 150), (280, 300), (9999, 300)] {
            let file = format!("(board_zoom: {written})");
            let got: SavedSettings = ron::from_str(&file).unwrap();
            assert_eq!(got.board_zoom.percent(), read, "{written}");
        }
        assert!(ron::from_str::<SavedSettings>("(board_zoom: \"big\")").is_err());
        let zoom = BoardZoom::default();
        assert_eq!(zoom.stepped(-1).percent(), 300, "round to the largest");
        assert_eq!(zoom.stepped(1).percent(), 150);
        assert_eq!(BoardZoom::from(300).stepped(1), zoom, "and back");
        assert_eq!(BoardZoom::from(250).factor(), 2.5);
        // Keys stop at either end instead of going round.
        assert_eq!(BoardZoom::from(300).nudged(1).percent(), 300);
        assert_eq!(zoom.nudged(-1), zoom);
        assert_eq!(zoom.nudged(1).nudged(1).percent(), 200);
    }

    #[test]
    fn settings_round_trip_and_fill_missing_fields_with_defaults() {
        let s = SavedSettings {
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
            ..SavedSettings::default()
        };
        let text = ron::ser::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<SavedSettings>(&text).unwrap(), s);
        let partial: SavedSettings = ron::from_str("(volume: 0.5)").unwrap();
        assert_eq!(
            partial,
            SavedSettings {
                volume: 0.5,
                ..SavedSettings::default()
            }
        );
        assert_eq!(s.effective_volume(), 0.0, "muted");
        assert_eq!(s.effective_music_volume(), 0.0, "muted");
        let music_only: SavedSettings = ron::from_str("(music_volume: 0.2)").unwrap();
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
            let s = ron::from_str::<SavedSettings>(old).unwrap().upgraded();
            assert_eq!(s.tile_set.as_str(), id, "{old}");
            assert_eq!(s.legacy_tile_set, None);
        }
    }

    #[test]
    fn the_window_is_remembered_and_older_files_load() {
        let old: SavedSettings = ron::from_str("(volume: 0.5, theme: Light)").unwrap();
        assert_eq!((old.window, old.theme), (None, Theme::Light));
        assert_eq!(SavedSettings::default().theme, Theme::System);
        let place = WindowPlace {
            width: 1600,
            height: 900,
            position: Some((-20, 40)),
            maximized: true,
            fullscreen: false,
        };
        let s = SavedSettings {
            window: Some(place),
            ..SavedSettings::default()
        };
        let back: SavedSettings = ron::from_str(&ron::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.window, Some(place));
        // A hand-edited place opens a window that can be seen.
        let odd: SavedSettings =
            ron::from_str("(window: Some((width: 5, height: 99999, position: Some((900000, 0)))))")
                .unwrap();
        let sane = odd.window.unwrap().sane();
        assert_eq!((sane.width, sane.height, sane.position), (320, 8192, None));
    }

    #[test]
    fn a_theme_comes_to_a_shade_on_each_desktop() {
        assert_eq!(Theme::System.shade(None), Shade::Dark);
        assert_eq!(Theme::System.shade(Some(Shade::Light)), Shade::Light);
        assert_eq!(Theme::Dark.shade(Some(Shade::Light)), Shade::Dark);
        assert_eq!(Theme::Light.shade(Some(Shade::Dark)), Shade::Light);
    }
}
