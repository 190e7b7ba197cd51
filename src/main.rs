//! The `lianliankan` command: plays the game, and holds the engine's tools as subcommands.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use lianliankan::cli;
use lianliankan::engine::TurnLimit;

/// 连连看 (Lianliankan): link pairs of identical tiles with paths of at most two turns.
///
/// With no subcommand, opens the game.
#[derive(Parser, Debug)]
#[command(name = "lianliankan", version, about, long_about = None)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// A level file (RON, see docs/levels.md) to play instead of the level pack; saving it
    /// re-deals it in the running game.
    #[arg(long, value_name = "FILE")]
    level: Option<std::path::PathBuf>,
    /// Start the level pack at level N (1 is the first).
    #[arg(long, value_name = "N")]
    level_number: Option<usize>,
    /// A built-in layout to play ("starter 6x4", "classic 14x8", "kshisen 30x16", "pyramid",
    /// "pillars").
    #[arg(long)]
    layout: Option<String>,
    /// The deal's seed: the same level and seed give the same board everywhere.
    #[arg(long)]
    seed: Option<u64>,
    /// Let the game play itself.
    #[arg(long)]
    demo: bool,
    /// Save a screenshot to PATH after the first frames of play, then exit.
    #[arg(long, value_name = "PATH")]
    screenshot: Option<std::path::PathBuf>,
    /// Game speed factor (0.1 = slow motion), for inspecting animations.
    #[arg(long, default_value_t = 1.0, hide = true)]
    time_scale: f32,
    /// Window size in logical pixels, e.g. 1920x1080.
    #[arg(long, value_name = "WxH", default_value = "1280x800", value_parser = parse_size)]
    window_size: (u32, u32),
    /// Log frames per second and frame times every second.
    #[arg(long, hide = true)]
    fps: bool,
    /// Open every level of the pack, cleared or not (for level designers).
    #[arg(long)]
    unlock_all: bool,
    /// Start on this screen: title, levels, settings, play, pause, won (plays itself to the win
    /// screen) or lost (a timed level, left to run out). With --screenshot, the shot waits for
    /// the win or lose screen. Without it the game opens on the title, or straight into play
    /// when a level, layout or demo is given.
    #[arg(long, value_name = "SCREEN", value_parser = ["title", "levels", "settings", "play", "pause", "won", "lost"])]
    screen: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Answers NOI 1804 / POJ 1101 "The Game" input: the fewest segments linking each pair of
    /// cards, any number of turns, paths may leave the board. Exit status 2 on malformed input.
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
    },
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let err = || format!("expected a size like 1280x800, found {s:?}");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(err)?;
    let (w, h) = (
        w.parse::<u32>().map_err(|_| err())?,
        h.parse::<u32>().map_err(|_| err())?,
    );
    if !(200..=8192).contains(&w) || !(200..=8192).contains(&h) {
        return Err(format!(
            "window size {w}x{h}: each side must be 200 to 8192"
        ));
    }
    Ok((w, h))
}

fn parse_turns(s: &str) -> Result<TurnLimit, String> {
    if s == "unlimited" {
        return Ok(TurnLimit::Unlimited);
    }
    s.parse::<u8>()
        .map(TurnLimit::AtMost)
        .map_err(|_| format!("expected a number from 0 to 255 or \"unlimited\", found {s:?}"))
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        None => lianliankan::game::run(lianliankan::game::GameOptions {
            level: args.level,
            level_number: args.level_number,
            layout: args.layout,
            seed: args.seed,
            demo: args.demo,
            screenshot: args.screenshot,
            time_scale: args.time_scale,
            fps: args.fps,
            window_size: args.window_size,
            unlock_all: args.unlock_all,
            screen: args.screen,
        }),
        Some(Command::Solve { file }) => cli::solve(file.as_deref()),
        Some(Command::Check { paths }) => cli::check(&paths),
        Some(Command::Autoplay {
            level,
            layout,
            kinds,
            seed,
            games,
            moves,
            strategy,
            max_turns,
            no_ring,
        }) => cli::autoplay(&cli::AutoplayOptions {
            layout_file: level,
            layout_name: layout,
            kinds,
            seed,
            games,
            moves,
            strategy,
            max_turns,
            no_ring,
        }),
    }
}
