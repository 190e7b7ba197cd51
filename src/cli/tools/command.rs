//! The `lianliankan` command line: the game, and the engine's tools as subcommands. The game's
//! own `main` is [`main_with`] with no mod; a mod's `main` passes the function that adds its
//! power-ups and words, so its program plays the modded game and proves its replays.

use std::process::ExitCode;

use bevy::prelude::{App, MinimalPlugins};
use clap::{Parser, Subcommand};

use crate::cli;
use crate::engine::TurnLimit;
use crate::game::GameOptions;
use crate::game::core::power_ups::PowerUps;
use crate::game::logic::LogicPlugin;

/// 连连看 (Lianliankan): link pairs of identical tiles with paths of at most two turns.
///
/// With no subcommand, opens the game.
#[derive(Parser, Debug)]
#[command(name = "lianliankan", version, about, long_about = None)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    game: GameOptions,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Answers NOI 1804 / POJ 1101 "The Game" input: the fewest segments linking each pair of
    /// cards, any number of turns, paths may leave the board. Exit status 2 on malformed input
    /// or input over 64 MiB.
    Solve {
        /// Input file; standard input when absent.
        file: Option<std::path::PathBuf>,
    },
    /// Checks level files: prints size, pairs, kinds, rules and whether a solvable deal exists
    /// for each; lists every problem. Exit status 1 if any level is invalid.
    Check {
        /// Level files or directories of them.
        #[arg(default_value = "levels")]
        paths: Vec<std::path::PathBuf>,
        /// Also measure each good level over this many seeded deals and print a difficulty
        /// table: moves open at the start, link length, random-play clears, solver work.
        #[arg(long, value_name = "DEALS")]
        difficulty: Option<u32>,
        /// Also draw the difficulty curve to FILE (.svg or .png): measured over --difficulty
        /// deals per level (20 when not given).
        #[arg(long, value_name = "FILE")]
        report: Option<std::path::PathBuf>,
    },
    /// Measures every quick-game size at each difficulty over seeded deals, as `check
    /// --difficulty` measures levels: moves open at the start, link length, random-play clears,
    /// solver work.
    QuickGames {
        /// Deals measured per size and difficulty.
        #[arg(long, value_name = "DEALS", default_value_t = 8)]
        deals: u32,
    },
    /// Lists every tile set the game can show (its own, and the desktop's: KDE's KMahjongg
    /// sets, from the folders they were found in), and each file refused with its reason.
    TileSets {
        /// Also measure how alike each set's faces look at the size a 30×16 board draws them
        /// at 1280×800, for typical colour vision and the three common kinds of colour
        /// blindness, and print the closest pairs.
        #[arg(long)]
        look_alikes: bool,
        /// Instead of the list, write every face of set SET (its id as listed, such as
        /// `desktop.alphabet` or `shapes`) into folder DIR as a PNG on its tile, as the board
        /// draws it: a desktop set's faces named by their elements (`CHARACTER_1.png`, …), the
        /// game's own by their kind (`kind-00.png`, …). Exit status 2 for a set that is not
        /// there, a folder that cannot be written or a size out of bounds.
        #[arg(long, num_args = 2, value_names = ["SET", "DIR"], conflicts_with = "look_alikes")]
        render: Option<Vec<std::path::PathBuf>>,
        /// With --render: the tile's width in pixels, 8 to 1024 (default: the size a 30×16
        /// board draws it at 1280×800).
        #[arg(long, value_name = "PX", requires = "render")]
        size: Option<u32>,
        /// With --render: each face alone, on a transparent ground, in its own box.
        #[arg(long, requires = "render")]
        faces_only: bool,
    },
    /// Board codes, a board named in a line a friend can type: `code encode` makes one,
    /// `code decode` says what one names; `lianliankan --code CODE` plays it.
    Code {
        #[command(subcommand)]
        action: CodeAction,
    },
    /// Computer players: `bots race` races tiers against each other on one board.
    Bots {
        #[command(subcommand)]
        action: cli::bots::BotsAction,
    },
    /// Moves a level pack as one file: `pack export DIR FILE`, `pack import FILE`.
    Pack {
        #[command(subcommand)]
        action: PackAction,
    },
    /// Deals and plays whole boards to the end and prints a summary: games, boards cleared,
    /// shuffles needed, time per game.
    Autoplay {
        /// A level file (RON); its kinds and rules apply unless given here.
        #[arg(long, value_name = "FILE")]
        level: Option<std::path::PathBuf>,
        /// A built-in layout, when no file is given.
        #[arg(long, default_value = "classic 14x8")]
        layout: String,
        /// Number of tile kinds (default: about three pairs per kind, at most 36).
        #[arg(long)]
        kinds: Option<usize>,
        /// Seed of the first game; each further game uses the next seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Number of games.
        #[arg(long, default_value_t = 1)]
        games: u64,
        /// Print the board and every move.
        #[arg(long)]
        moves: bool,
        /// How moves are chosen.
        #[arg(long, value_enum, default_value_t = cli::Strategy::Safe)]
        strategy: cli::Strategy,
        /// Most turns a link may make ("unlimited" for any number); default 2, or the level's.
        #[arg(long, value_parser = parse_turns)]
        max_turns: Option<TurnLimit>,
        /// Forbid paths through the ring outside the board.
        #[arg(long)]
        no_ring: bool,
        /// Any flower (kinds 34-37) matches any flower and any season (38-41) any season.
        #[arg(long)]
        chinese_style: bool,
        /// Plays one game through the game's own logic (the first seed) and writes it to FILE
        /// as a replay, as a player's game is recorded.
        #[arg(long, value_name = "FILE")]
        replay_out: Option<std::path::PathBuf>,
        /// With --replay-out: play the daily board of DATE (today, UTC, when not given) as the
        /// day's scored attempt.
        #[arg(long, value_name = "DATE", num_args = 0..=1, default_missing_value = "")]
        daily: Option<String>,
        /// With --replay-out: play a run (time-attack or endless) of --boards boards, the
        /// last one lost on time, and write the run file.
        #[arg(long, value_name = "MODE", value_parser = ["time-attack", "endless"])]
        run: Option<String>,
        /// With --run: the boards the run reaches.
        #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=50))]
        boards: u32,
        /// Play the board a code (or a lianliankan://board/CODE link) names: its level or
        /// quick game, mode and seed.
        #[arg(long, value_name = "CODE", conflicts_with_all = ["level", "layout", "kinds", "seed", "max_turns", "no_ring", "chinese_style", "daily", "run"])]
        code: Option<String>,
    },
    /// Submits a replay to the leaderboards of a server, signed with this player's key (made
    /// in the data directory on first use). Exit status 0 accepted (the rank is printed), 1
    /// refused (with the reason), 2 a bad file or a server that cannot be reached.
    #[cfg(feature = "online")]
    Submit {
        /// The replay file.
        replay: std::path::PathBuf,
        /// The server, http://HOST:PORT.
        #[arg(long, value_name = "URL")]
        server: String,
        /// The player's name (1-16 letters or digits), bound to the key on first use; the
        /// name used last when not given.
        #[arg(long)]
        name: Option<String>,
    },
    /// Prints a leaderboard of a server: the top 100 and this player's row.
    #[cfg(feature = "online")]
    Leaderboard {
        /// The server, http://HOST:PORT.
        #[arg(long, value_name = "URL")]
        server: String,
        #[command(subcommand)]
        board: BoardArg,
    },
    /// Tells a server whether this player's leaderboard games may be fetched by others, to
    /// race them as ghosts (none are until the player says so).
    #[cfg(feature = "online")]
    Share {
        /// on: share them; off: stop.
        #[arg(value_parser = ["on", "off"])]
        choice: String,
        /// The server, http://HOST:PORT.
        #[arg(long, value_name = "URL")]
        server: String,
        /// The player's name, bound to the key on first use; the name used last when not given.
        #[arg(long)]
        name: Option<String>,
    },
    /// Fetches a leaderboard entry's game, when its player shares their games, into a new
    /// file: race it with `lianliankan --ghost FILE`.
    #[cfg(feature = "online")]
    FetchReplay {
        /// The server, http://HOST:PORT.
        #[arg(long, value_name = "URL")]
        server: String,
        /// The board, named in full as `leaderboard` prints it (daily/DATE or
        /// level/ID@FINGERPRINT).
        #[arg(long)]
        board: String,
        /// The player whose entry it is.
        name: String,
        /// The file to write (a new one).
        file: std::path::PathBuf,
    },
    /// Re-plays a recorded game (a replay file from the data directory's `replays/`) with the
    /// game's own rules and prints its result. Exit status 1, with the reason, when the replay
    /// does not agree with the rules or its level has changed; 2 when it cannot be read.
    Replay {
        /// The replay file.
        file: std::path::PathBuf,
        /// The level pack a pack level's replay is checked against (the game's levels by
        /// default).
        #[arg(long, value_name = "DIR")]
        pack: Option<std::path::PathBuf>,
    },
    /// Coaches a recorded game: its timeline (time between links, hints, undos, pairs open),
    /// its three longest waits with the board as it was and the pairs open then, and the links
    /// that closed off a clear. The replay is proven first; exit status 1 when it does not
    /// prove, 2 when it cannot be read.
    Coach {
        /// The replay file.
        file: std::path::PathBuf,
        /// The level pack a pack level's replay is checked against.
        #[arg(long, value_name = "DIR")]
        pack: Option<std::path::PathBuf>,
    },
    /// A recorded game's result card, as the win screen's Copy makes it: prints its text (the
    /// board's code and name, time, links, hints, stars and the pace of the game; no
    /// position), writes its picture with --png, and with --copy puts both on the desktop's
    /// clipboard and stays until another program copies. The replay is proven first; exit
    /// status 1 when it does not prove or the clipboard refuses, 2 when a file cannot be read
    /// or written.
    Card(cli::card::CardArgs),
    /// A recorded game as an animated picture (GIF, or APNG for a .png file), drawn by the
    /// game itself offscreen: --size sets the width, --speed the pace, --from and --to the
    /// links shown. The replay is proven first; exit status 1 when it does not prove or cannot
    /// be drawn, 2 when a file cannot be read or written.
    Export(cli::export::ExportArgs),
    /// Writes the game's music as WAV files (menus.wav, play.wav, hurry.wav) into a folder.
    #[command(hide = true)]
    RenderMusic {
        /// The folder.
        dir: std::path::PathBuf,
    },
    /// Writes the game's icon into an icon theme's folder (DIR/NxN/apps/ID.png at every size
    /// a theme is given, DIR/scalable/apps/ID.svg), as a package installs it.
    #[command(hide = true)]
    RenderIcons {
        /// The theme's folder (such as `usr/share/icons/hicolor` of a package being made).
        dir: std::path::PathBuf,
    },
    /// Load for an online server: CLIENTS simulated players submit the bot's replays for
    /// SECONDS (`scripts/load-online`).
    #[cfg(feature = "online")]
    #[command(hide = true)]
    LoadOnline {
        /// The server, http://HOST:PORT.
        #[arg(default_value = "http://127.0.0.1:7341")]
        server: String,
        /// Simulated players.
        #[arg(default_value_t = 200)]
        clients: usize,
        /// Seconds to keep submitting.
        #[arg(default_value_t = 60)]
        seconds: u64,
        /// Games per player (bot games, one per seed; a game is its player's own).
        #[arg(default_value_t = 3)]
        replays: u64,
    },
    /// Load for the race rooms: CLIENTS players in rooms of four send progress every
    /// INTERVAL_MS for SECONDS, and the latency from one to the others is measured
    /// (`scripts/load-rooms`).
    #[cfg(feature = "online")]
    #[command(hide = true)]
    LoadRooms {
        /// The server, http://HOST:PORT.
        #[arg(default_value = "http://127.0.0.1:7341")]
        server: String,
        /// Simulated players (a multiple of four is used).
        #[arg(default_value_t = 200)]
        clients: usize,
        /// Seconds of progress.
        #[arg(default_value_t = 60)]
        seconds: u64,
        /// Milliseconds between a player's progress messages.
        #[arg(default_value_t = 200)]
        interval_ms: u64,
        /// Each player opens a room of its own, whose other seats computer players take.
        #[arg(long)]
        computers: bool,
    },
}

/// A leaderboard, on the command line.
#[cfg(feature = "online")]
#[derive(Subcommand, Debug)]
enum BoardArg {
    /// The daily board of DATE (YYYY-MM-DD).
    Daily {
        /// The day, YYYY-MM-DD.
        date: String,
    },
    /// Time attack (the opening board of a run).
    TimeAttack,
    /// Endless (the opening board of a run).
    Endless,
    /// A pack level, by its identity (ID or packs/PACK/ID), optionally @FINGERPRINT.
    Level {
        /// The level's identity.
        id: String,
    },
}

#[cfg(feature = "online")]
impl BoardArg {
    fn name(&self) -> String {
        match self {
            BoardArg::Daily { date } => format!("daily/{date}"),
            BoardArg::TimeAttack => "time-attack".into(),
            BoardArg::Endless => "endless".into(),
            BoardArg::Level { id } => format!("level/{id}"),
        }
    }
}

#[derive(Subcommand, Debug)]
enum CodeAction {
    /// Prints the code of a board: a level of the game's pack or a quick game, a mode and a
    /// seed. Exit status 2 for a board no code names (a level of one's own: share its file).
    Encode {
        /// A level of the game's own pack (such as levels/05-diamond.ron).
        #[arg(
            long,
            value_name = "FILE",
            conflicts_with = "quick",
            required_unless_present = "quick"
        )]
        level: Option<std::path::PathBuf>,
        /// A quick game's rules: WxH, then any of easy|medium|hard, gravity_MODE, noring,
        /// turns1|turns3|turnsany, slide, kindsN, Nmin, joined by '-' (such as 18x8-hard).
        #[arg(long, value_name = "SPEC")]
        quick: Option<String>,
        /// How it is played: classic or relaxed.
        #[arg(long, value_name = "MODE", default_value = "classic")]
        mode: String,
        /// The deal's seed.
        #[arg(long)]
        seed: u64,
    },
    /// Prints what a code (or a lianliankan://board/CODE link) names. Exit status 1, with the
    /// reason, for a code the game cannot honour: a typo, a changed level, a newer version.
    Decode {
        /// The code or link.
        code: String,
    },
}

#[derive(Subcommand, Debug)]
enum PackAction {
    /// Writes the pack in DIR (its level files and pack.ron) to FILE as one RON document.
    /// Refuses, naming the problems, a pack that `check` refuses.
    Export {
        /// The pack's directory.
        dir: std::path::PathBuf,
        /// The document to write (a new file; an existing one is not replaced).
        file: std::path::PathBuf,
    },
    /// Reads a pack document and adds the pack to the game's packs (the data directory's
    /// `packs/`). Refuses, naming the problems, what `check` refuses; an existing pack of the
    /// same name is only replaced with --replace.
    Import {
        /// The pack document.
        file: std::path::PathBuf,
        /// Replace a pack of the same name.
        #[arg(long)]
        replace: bool,
        /// Put the pack in this folder of packs instead of the data directory's.
        #[arg(long, value_name = "DIR")]
        into: Option<std::path::PathBuf>,
    },
}

fn parse_turns(s: &str) -> Result<TurnLimit, String> {
    if s == "unlimited" {
        return Ok(TurnLimit::Unlimited);
    }
    s.parse::<u8>()
        .map(TurnLimit::AtMost)
        .map_err(|_| format!("expected a number from 0 to 255 or \"unlimited\", found {s:?}"))
}

/// Parses the command line and does what it asks: with no subcommand, opens the game with
/// `add_mod` applied to it (power-ups, words, tile sets); `replay` proves a replay with the
/// same power-ups. The exit status is the game's or the tool's.
pub fn main_with(add_mod: fn(&mut App)) -> ExitCode {
    main_with_assets(|_| {}, add_mod)
}

/// [`main_with`] for a mod that brings its own sounds and pictures: `add_assets` names its
/// asset folders (`AddModAssets::add_mod_assets`) before Bevy's plugins are built, the only
/// moment Bevy reads asset sources; `add_mod` then adds the rest to the finished game.
pub fn main_with_assets(add_assets: fn(&mut App), add_mod: fn(&mut App)) -> ExitCode {
    let args = Args::parse();
    match args.command {
        None => {
            #[cfg(unix)]
            if handed_to_the_open_game(&args.game) {
                return ExitCode::SUCCESS;
            }
            // Before Bevy starts its threads: each would otherwise get an arena of its own.
            crate::allocator::keep_heap_small();
            crate::game::view::frame::troubles::show_failures_in_a_dialog();
            match crate::game::assembly::app::game_app_with(&args.game, add_assets) {
                Ok(mut app) => {
                    add_mod(&mut app);
                    crate::game::run_app(app)
                }
                Err(e) => cli::exit_status(Err(e.into())),
            }
        }
        Some(command) => cli::exit_status(run_tool(command, add_mod)),
    }
}

/// A board's code or link given while the game is open goes to that game, as a second
/// window would not (see `game::modes::handoff`); a screenshot run always plays it itself.
#[cfg(unix)]
fn handed_to_the_open_game(opts: &GameOptions) -> bool {
    use crate::game::modes::handoff::{HandOver, hand_over, socket_path};
    let Some(code) = opts.board_code().filter(|_| opts.screenshot.is_none()) else {
        return false;
    };
    let handed = socket_path().is_some_and(|socket| hand_over(&socket, code) == HandOver::Taken);
    if handed {
        eprintln!("the board went to the game already open");
    }
    handed
}

/// The power-ups a game with `add_mod` has: the built-ins and the mod's, registered on a
/// headless app.
pub fn power_ups_of(add_mod: fn(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        LogicPlugin,
        crate::game::power_ups::built_ins,
    ));
    add_mod(&mut app);
    app
}

/// The subcommands; `replay` and `coach` know the power-ups `add_mod` adds, and every tool
/// that reads level files knows its special tiles.
fn run_tool(command: Command, add_mod: fn(&mut App)) -> cli::Outcome {
    if let Command::Solve { file } = command {
        return cli::solve(file.as_deref());
    }
    // Building the mod's app registers its special tiles, which level files may mark.
    let registry = power_ups_of(add_mod);
    let power_ups = registry.world().resource::<PowerUps>();
    if let Command::Export(args) = &command {
        return cli::export::export_file(args, power_ups, add_mod);
    }
    // What reads files from outside stops at a deadline, its work and not only its answer.
    let reads_outside = matches!(
        command,
        Command::Check { .. }
            | Command::TileSets { .. }
            | Command::Pack { .. }
            | Command::Coach { .. }
            // Waiting on the clipboard is what --copy asks; the proof keeps its own deadline.
            | Command::Card(cli::card::CardArgs { copy: false, .. })
            | Command::Replay { .. }
    );
    if reads_outside {
        cli::within_command_deadline(|| run_file_tool(command, power_ups))
    } else {
        run_file_tool(command, power_ups)
    }
}

/// The subcommands but `solve` and `export`, with the power-ups the mod registered.
fn run_file_tool(command: Command, power_ups: &PowerUps) -> cli::Outcome {
    match command {
        Command::Solve { .. } | Command::Export(_) => unreachable!("answered above"),
        Command::Check {
            paths,
            difficulty,
            report,
        } => cli::check(&paths, difficulty, report.as_deref()),
        Command::QuickGames { deals } => cli::quick_games(deals),
        Command::Code { action } => run_code_tool(action),
        Command::Bots { action } => cli::bots::run_bots(action),
        Command::TileSets {
            render: Some(render),
            size,
            faces_only,
            ..
        } => cli::render_tile_set(&render, size, faces_only),
        Command::TileSets { look_alikes, .. } => cli::tile_sets(look_alikes),
        Command::Pack {
            action: PackAction::Export { dir, file },
        } => cli::pack_export(&dir, &file),
        Command::Pack {
            action:
                PackAction::Import {
                    file,
                    replace,
                    into,
                },
        } => cli::pack_import(&file, replace, into.as_deref()),
        Command::Coach { file, pack } => cli::coach::coach_file(&file, pack.as_deref(), power_ups),
        Command::Card(args) => cli::card::card_file(&args, power_ups),
        Command::Replay { file, pack } => cli::replay(&file, pack.as_deref(), power_ups),
        Command::Autoplay {
            level,
            layout,
            kinds,
            seed,
            games,
            moves,
            strategy,
            max_turns,
            no_ring,
            chinese_style,
            replay_out,
            daily,
            run,
            boards,
            code,
        } => cli::autoplay(&cli::AutoplayOptions {
            layout_file: level,
            layout_name: layout,
            kinds,
            seed,
            games,
            moves,
            strategy,
            max_turns,
            no_ring,
            chinese_style,
            replay_out,
            daily,
            run,
            run_boards: boards,
            code,
        }),
        #[cfg(feature = "online")]
        online @ (Command::Submit { .. }
        | Command::Leaderboard { .. }
        | Command::Share { .. }
        | Command::FetchReplay { .. }
        | Command::LoadOnline { .. }
        | Command::LoadRooms { .. }) => run_online_tool(online),
        Command::RenderMusic { dir } => cli::music::render_music(&dir),
        Command::RenderIcons { dir } => cli::icons::render_icons(&dir),
    }
}

/// `code encode` and `code decode`.
fn run_code_tool(action: CodeAction) -> cli::Outcome {
    match action {
        CodeAction::Encode {
            level,
            quick,
            mode,
            seed,
        } => {
            let source = match (&level, &quick) {
                (Some(path), _) => cli::code::CodeSource::Level(path),
                (None, Some(spec)) => cli::code::CodeSource::Quick(spec),
                (None, None) => unreachable!("clap requires one"),
            };
            cli::code::encode(source, &mode, seed)
        }
        CodeAction::Decode { code } => cli::code::decode(&code),
    }
}

/// The online part's subcommands.
#[cfg(feature = "online")]
fn run_online_tool(command: Command) -> cli::Outcome {
    match command {
        Command::Submit {
            replay,
            server,
            name,
        } => cli::online::submit(&replay, &server, name.as_deref()),
        Command::Leaderboard { server, board } => cli::online::leaderboard(&server, &board.name()),
        Command::Share {
            choice,
            server,
            name,
        } => cli::sharing::share(&server, choice == "on", name.as_deref()),
        Command::FetchReplay {
            server,
            board,
            name,
            file,
        } => cli::sharing::fetch_replay(&server, &board, &name, &file),
        Command::LoadOnline {
            server,
            clients,
            seconds,
            replays,
        } => cli::load::load_online(server, clients, seconds, replays),
        Command::LoadRooms {
            server,
            clients,
            seconds,
            interval_ms,
            computers,
        } => cli::load_rooms::load_rooms(server, clients, seconds, interval_ms, computers),
        _ => unreachable!("only the online subcommands come here"),
    }
}
