//! The game's command-line options (`lianliankan --help`): what to play, which screen to open
//! on, the window, and the aids for inspecting the game (screenshots, frame rates, slow motion).

use std::path::PathBuf;

use clap::ValueEnum;
use clap::builder::PossibleValue;

use crate::formats::saves::settings::WINDOW_SIDES;
use crate::game::core::screen::{Menu, Screen};
use crate::i18n::Language;

/// How the game is started: the game's command-line options (`lianliankan --help`), so a
/// modder's `main` reads them with `GameOptions::parse()`.
#[derive(clap::Parser, Debug, Clone)]
#[command(name = "lianliankan")]
pub struct GameOptions {
    /// A level file (RON, see docs/levels.md) to play instead of the level pack; saving it
    /// re-deals it in the running game.
    #[arg(long, value_name = "FILE")]
    pub level: Option<PathBuf>,
    /// A level pack (a folder of level files, see docs/levels.md) to play first, beside the
    /// installed pack and the data directory's packs; the editor may save into it.
    #[arg(long, value_name = "DIR")]
    pub pack: Option<PathBuf>,
    /// Start the level pack at level N (1 is the first).
    #[arg(long, value_name = "N", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub level_number: Option<usize>,
    /// A built-in layout to play ("starter 6x4", "classic 14x8", "kshisen 30x16", "pyramid",
    /// "pillars").
    #[arg(long)]
    pub layout: Option<String>,
    /// The deal's seed: the same level and seed give the same board everywhere.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Let the game play itself.
    #[arg(long)]
    pub demo: bool,
    /// Save a screenshot to PATH after the first frames of play, then exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Game speed factor (0.1 = slow motion), for inspecting animations: 0.05 to 20.
    #[arg(long, default_value_t = 1.0, hide = true, value_parser = parse_time_scale)]
    pub time_scale: f32,
    /// With --screenshot: check the layout when the picture is taken (every text fits its box,
    /// nothing reaches out of the window, no text over another, nothing over the board in
    /// play, the notice lane over nothing), and fail naming each problem. Given window sizes
    /// (WxH,WxH,…), a picture is taken and checked at each in turn, named after PATH with the
    /// size.
    #[arg(long, hide = true, value_name = "WxH,...", value_delimiter = ',', num_args = 0.., value_parser = parse_size)]
    pub check_layout: Option<Vec<(u32, u32)>>,
    /// Write what is on screen (the screen, the board, where each button, text and tile is) to
    /// PATH whenever it changes: for a program that plays the game through its window.
    #[arg(long, hide = true, value_name = "PATH")]
    pub scene_file: Option<PathBuf>,
    /// Log frames per second and frame times every second.
    #[arg(long, hide = true)]
    pub fps: bool,
    /// Window size in logical pixels, e.g. 1920x1080 (default: as the window was left, else
    /// 1280x800). Given, the window opens at this size, not maximised or full screen.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub window_size: Option<(u32, u32)>,
    /// Where the window's top-left corner goes on the screen, e.g. 1280,0 (two games side by
    /// side on one screen).
    #[arg(long, value_name = "X,Y", value_parser = parse_position)]
    pub window_position: Option<(i32, i32)>,
    /// Open every level of the pack, cleared or not (for level designers).
    #[arg(long)]
    pub unlock_all: bool,
    /// Start on this screen: title, quick-game, enter-code, packs, levels, settings, controls, leaderboard,
    /// modes, lobby, play, pause, lesson (its first step), won (plays itself to the win
    /// screen), lost (a timed level, left to run out) or editor (on the level given). With
    /// --screenshot, the shot waits for the win or lose screen. Without it the game opens on the title, or straight into play
    /// when a level, layout or demo is given.
    #[arg(long, value_name = "SCREEN", value_enum)]
    pub screen: Option<StartScreen>,
    /// The language of the words on screen: en (English), zh (简体中文), zh-TW (繁體中文), ja
    /// (日本語), ko (한국어), de (Deutsch), fr (Français), es (Español), pt-BR (Português) or
    /// ru (Русский). Without it the language chosen in settings is used, or on first start
    /// the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
    #[arg(long, value_name = "LANG", value_enum, hide_possible_values = true)]
    pub lang: Option<Language>,
    /// Show a recorded game (a replay file, see `lianliankan replay`) in the window: Tab for
    /// normal or fast speed, P to pause.
    #[arg(long, value_name = "FILE")]
    pub replay: Option<PathBuf>,
    /// Race a ghost: a replay of the same board (a friend's file, or your kept best from the
    /// data directory's `replays/best/`), beside your own game. Its seed deals the board unless
    /// --seed is given; without a level, layout or level number, its own level is played (as
    /// practice). A replay of another board is refused, with the reason.
    #[arg(long, value_name = "FILE")]
    pub ghost: Option<PathBuf>,
    /// Play the board a code names (such as LLK-0K7N-2C8Q-WY4M-E9, from `lianliankan code
    /// encode` or a friend's win screen), or a lianliankan://board/CODE link: its level or
    /// quick game, mode and seed. A code the game cannot honour is refused with the reason.
    #[arg(long, value_name = "CODE", conflicts_with_all = ["level", "pack", "level_number", "layout", "seed", "replay", "link"])]
    pub code: Option<String>,
    /// A board's link (lianliankan://board/CODE), as the desktop passes one: the same as
    /// --code.
    #[arg(value_name = "LINK")]
    pub link: Option<String>,
    /// The leaderboard server (https://HOST or http://HOST:PORT, see `lianliankan-server serve`): games that count for
    /// a leaderboard are sent there, and wait in the data directory while it cannot be reached.
    /// Without it the `server` setting is used; with neither the game stays offline.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// The name shown on the leaderboards (1 to 16 letters or digits), bound to this
    /// computer's key on first use. Without it the name chosen before is used, or one made
    /// from the key.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Draw the replay shown offscreen into an animated picture instead of a window
    /// (`lianliankan export`).
    #[arg(skip)]
    pub export: Option<crate::game::view::frame::export::ExportSpec>,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            level: None,
            pack: None,
            level_number: None,
            layout: None,
            seed: None,
            demo: false,
            screenshot: None,
            time_scale: 1.0,
            fps: false,
            check_layout: None,
            scene_file: None,
            window_size: None,
            window_position: None,
            unlock_all: false,
            screen: None,
            lang: None,
            replay: None,
            server: None,
            name: None,
            ghost: None,
            code: None,
            link: None,
            export: None,
        }
    }
}

impl GameOptions {
    /// Whether a level to play is named (a file, a built-in layout or a level number).
    pub fn names_a_level(&self) -> bool {
        self.level.is_some()
            || self.layout.is_some()
            || self.level_number.is_some()
            || self.board_code().is_some()
    }

    /// The board code or link given, if any (`--code`, or a link as the first argument).
    pub fn board_code(&self) -> Option<&str> {
        self.code.as_deref().or(self.link.as_deref())
    }

    /// The screen the game opens on: the one asked for; else play when something to play (or
    /// to shoot) is given, the title otherwise.
    pub fn first_screen(&self) -> StartScreen {
        let direct = self.level.is_some()
            || self.replay.is_some()
            || self.ghost.is_some()
            || self.layout.is_some()
            || self.level_number.is_some()
            || self.board_code().is_some()
            || self.demo
            || self.screenshot.is_some();
        self.screen.unwrap_or(if direct {
            StartScreen::Play
        } else {
            StartScreen::Title
        })
    }

    /// Whether the game opens on the title by itself (no screen asked for, nothing given to
    /// play): then a first start opens the lesson instead (see `lesson/mod.rs`).
    pub fn may_open_lesson(&self) -> bool {
        self.screen.is_none() && self.first_screen() == StartScreen::Title
    }

    /// The game's speed factor: `time_scale`, or normal speed when that is not above zero.
    pub fn speed(&self) -> f32 {
        if self.time_scale > 0.0 {
            self.time_scale
        } else {
            1.0
        }
    }
}

/// A screen the game can open on (`--screen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartScreen {
    /// The title's main menu.
    Title,
    /// The title's list of level packs.
    Packs,
    /// The title's level select.
    Levels,
    /// The title's settings.
    Settings,
    /// The settings' page of keys.
    Controls,
    /// A board in play.
    Play,
    /// A board in play, paused.
    Pause,
    /// A board the game plays itself to the win screen.
    Won,
    /// A board left to run out of time, to the lose screen.
    Lost,
    /// The editor, on the level given.
    Editor,
    /// The online leaderboards (with a server set).
    Leaderboard,
    /// The settings' page of the player's name and the server.
    Online,
    /// The Quick game menu: a board's size and rules.
    QuickGame,
    /// Enter a code: a friend's board, typed.
    EnterCode,
    /// The hall of fame.
    HallOfFame,
    /// The statistics.
    Statistics,
    /// The Modes menu.
    Modes,
    /// The lesson's first step.
    Lesson,
    /// The race lobby (with a server set; without one it says how to set one).
    RaceLobby,
    /// A race against the computer: its choices.
    RaceComputer,
}

impl StartScreen {
    /// Every screen, in the order `--help` lists them.
    pub const ALL: [StartScreen; 20] = [
        StartScreen::Title,
        StartScreen::QuickGame,
        StartScreen::EnterCode,
        StartScreen::HallOfFame,
        StartScreen::Statistics,
        StartScreen::Packs,
        StartScreen::Levels,
        StartScreen::Settings,
        StartScreen::Controls,
        StartScreen::Online,
        StartScreen::Play,
        StartScreen::Pause,
        StartScreen::Won,
        StartScreen::Lost,
        StartScreen::Editor,
        StartScreen::Leaderboard,
        StartScreen::Modes,
        StartScreen::Lesson,
        StartScreen::RaceLobby,
        StartScreen::RaceComputer,
    ];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            StartScreen::Title => "title",
            StartScreen::Packs => "packs",
            StartScreen::Levels => "levels",
            StartScreen::Settings => "settings",
            StartScreen::Controls => "controls",
            StartScreen::Play => "play",
            StartScreen::Pause => "pause",
            StartScreen::Won => "won",
            StartScreen::Lost => "lost",
            StartScreen::Editor => "editor",
            StartScreen::Leaderboard => "leaderboard",
            StartScreen::Online => "online",
            StartScreen::QuickGame => "quick-game",
            StartScreen::EnterCode => "enter-code",
            StartScreen::HallOfFame => "hall-of-fame",
            StartScreen::Statistics => "statistics",
            StartScreen::Modes => "modes",
            StartScreen::Lesson => "lesson",
            StartScreen::RaceLobby => "lobby",
            StartScreen::RaceComputer => "computer-race",
        }
    }

    /// The states the game enters first. The win, lose and editor screens start in play: the
    /// game gets there by itself.
    pub fn states(self) -> (Screen, Menu) {
        match self {
            StartScreen::Title => (Screen::Title, Menu::Main),
            StartScreen::Packs => (Screen::Title, Menu::Packs),
            StartScreen::Levels => (Screen::Title, Menu::LevelSelect),
            StartScreen::Settings => (Screen::Title, Menu::Settings),
            StartScreen::Controls => (Screen::Title, Menu::Controls),
            StartScreen::Leaderboard => (Screen::Title, Menu::Leaderboard),
            StartScreen::Online => (Screen::Title, Menu::Online),
            StartScreen::QuickGame => (Screen::Title, Menu::QuickGame),
            StartScreen::EnterCode => (Screen::Title, Menu::EnterCode),
            StartScreen::HallOfFame => (Screen::Title, Menu::HallOfFame),
            StartScreen::Statistics => (Screen::Title, Menu::Statistics),
            StartScreen::Modes => (Screen::Title, Menu::Modes),
            StartScreen::RaceLobby => (Screen::Title, Menu::RaceLobby),
            StartScreen::RaceComputer => (Screen::Title, Menu::RaceComputer),
            StartScreen::Pause => (Screen::Play, Menu::Pause),
            StartScreen::Play
            | StartScreen::Won
            | StartScreen::Lost
            | StartScreen::Editor
            | StartScreen::Lesson => (Screen::Play, Menu::None),
        }
    }
}

impl ValueEnum for StartScreen {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// Reads a window size like `1280x800`.
pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let err = || format!("expected a size like 1280x800, found {s:?}");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(err)?;
    let (w, h) = (
        w.parse::<u32>().map_err(|_| err())?,
        h.parse::<u32>().map_err(|_| err())?,
    );
    if !WINDOW_SIDES.contains(&w) || !WINDOW_SIDES.contains(&h) {
        return Err(format!(
            "window size {w}x{h}: each side must be {} to {}",
            WINDOW_SIDES.start(),
            WINDOW_SIDES.end()
        ));
    }
    Ok((w, h))
}

/// Reads a screen position like `1280,0`.
fn parse_position(s: &str) -> Result<(i32, i32), String> {
    let err = || format!("expected a position like 1280,0, found {s:?}");
    let (x, y) = s.split_once(',').ok_or_else(err)?;
    let side = |v: &str| {
        v.trim()
            .parse::<i32>()
            .ok()
            .filter(|v| v.unsigned_abs() <= 65_536)
    };
    Ok((side(x).ok_or_else(err)?, side(y).ok_or_else(err)?))
}

/// The speed factors the game's clock takes: a scale outside these (or not a finite number)
/// would stall the game or overflow its clock.
const TIME_SCALES: std::ops::RangeInclusive<f32> = 0.05..=20.0;

/// Reads a speed factor like `0.5`, refusing one the clock cannot run at.
fn parse_time_scale(s: &str) -> Result<f32, String> {
    let scale: f32 = s
        .parse()
        .map_err(|_| format!("expected a number like 0.5, found {s:?}"))?;
    if !TIME_SCALES.contains(&scale) {
        return Err(format!(
            "time scale {s}: must be {} to {}",
            TIME_SCALES.start(),
            TIME_SCALES.end()
        ));
    }
    Ok(scale)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::GameOptions;

    fn parses(args: &[&str]) -> bool {
        let argv = std::iter::once("lianliankan").chain(args.iter().copied());
        GameOptions::try_parse_from(argv).is_ok()
    }

    #[test]
    fn the_help_names_every_language_and_each_parses() {
        use clap::CommandFactory;
        let help = GameOptions::command().render_long_help().to_string();
        for language in crate::i18n::Language::ALL {
            let code = language.code();
            assert!(help.contains(&format!("{code} (")), "--help names {code}");
            assert!(parses(&["--lang", code]), "--lang {code}");
        }
    }

    #[test]
    fn sane_options_parse() {
        assert!(parses(&["--time-scale", "0.1", "--window-size", "800x600"]));
        assert!(parses(&["--time-scale", "20", "--level-number", "1"]));
        assert!(parses(&["--window-size", "320x8192"]));
        assert!(parses(&["--window-position", "1280,0"]));
        assert!(parses(&["--window-position=-10, 20"]));
        for bad in ["", "1280", "1280x0", "a,b", "99999999,0", "1,2,3"] {
            assert!(!parses(&["--window-position", bad]), "{bad:?}");
        }
    }

    #[test]
    fn time_scales_the_clock_cannot_run_are_refused() {
        for bad in [
            "inf", "-inf", "nan", "1e30", "0", "-1", "0.01", "21", "fast", "",
        ] {
            assert!(!parses(&["--time-scale", bad]), "--time-scale {bad:?}");
        }
    }

    #[test]
    fn window_sizes_out_of_bounds_are_refused() {
        for bad in [
            "0x0", "319x600", "800x100", "9000x600", "800x", "x", "-1x600",
        ] {
            assert!(!parses(&["--window-size", bad]), "--window-size {bad:?}");
        }
    }

    #[test]
    fn level_numbers_start_at_one() {
        for bad in ["0", "-1", "one"] {
            assert!(!parses(&["--level-number", bad]), "--level-number {bad:?}");
        }
    }

    #[test]
    fn only_a_game_opening_on_the_title_by_itself_may_open_the_lesson() {
        let opts = |args: &[&str]| {
            let argv = std::iter::once("lianliankan").chain(args.iter().copied());
            GameOptions::try_parse_from(argv).unwrap()
        };
        assert!(opts(&[]).may_open_lesson());
        assert!(opts(&["--lang", "zh"]).may_open_lesson());
        for asked in [
            &["--screen", "title"][..],
            &["--demo"],
            &["--layout", "pyramid"],
            &["--screenshot", "x.png"],
        ] {
            assert!(!opts(asked).may_open_lesson(), "{asked:?}");
        }
    }

    #[test]
    fn a_bad_value_names_the_range() {
        let argv = ["lianliankan", "--time-scale", "inf"];
        let err = GameOptions::try_parse_from(argv).unwrap_err().to_string();
        assert!(err.contains("0.05 to 20"), "{err}");
        let argv = ["lianliankan", "--window-size", "0x0"];
        let err = GameOptions::try_parse_from(argv).unwrap_err().to_string();
        assert!(err.contains("320 to 8192"), "{err}");
    }
}
