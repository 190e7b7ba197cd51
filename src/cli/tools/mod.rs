//! The game's own tools behind the subcommands (everything but the server's): they read and
//! draw what the game does, so they are built only with its look (feature `look`).

use std::path::Path;
use std::process::ExitCode;

use super::failure::{Failure, Outcome, write_new};
use crate::engine::noi;

mod autoplay;
pub mod bots;
pub mod card;
mod check;
pub mod coach;
pub mod code;
pub mod command;
mod difficulty;
pub mod export;
pub mod icons;
#[cfg(feature = "online")]
pub mod load;
#[cfg(feature = "online")]
pub mod load_rooms;
pub mod music;
#[cfg(feature = "online")]
pub mod online;
mod render_tiles;
#[cfg(feature = "online")]
pub mod sharing;
mod tile_sets;

pub use autoplay::{AutoplayOptions, Strategy, autoplay};
pub use check::check;
pub use difficulty::quick_games;
pub use tile_sets::tile_sets;

/// `lianliankan tile-sets --render SET DIR`: `render` holds SET and DIR (see
/// `cli::tools::render_tiles`).
pub fn render_tile_set(
    render: &[std::path::PathBuf],
    size: Option<u32>,
    faces_only: bool,
) -> Outcome {
    let [set, dir] = render else {
        return Err("tile-sets --render takes a set and a folder".into());
    };
    let Some(set) = set.to_str() else {
        return Err(format!("tile-sets --render: no tile set {}", set.display()).into());
    };
    render_tiles::render_tile_set(&render_tiles::RenderRequest {
        set,
        dir,
        size,
        faces_only,
    })
}

/// `lianliankan solve [FILE]`: contest input in, contest output out, board by board: each
/// board is answered as soon as it is read (see [`noi::solve_stream`]). Boards answered before
/// an input error stay printed; the error goes to standard error with its line, exit status 2.
pub fn solve(file: Option<&Path>) -> Outcome {
    let mut stdout = std::io::stdout().lock();
    let (name, result) = match file {
        None => {
            let stdin = std::io::stdin().lock();
            ("<stdin>".to_string(), noi::solve_stream(stdin, &mut stdout))
        }
        Some(path) => match crate::formats::storage::files::open_regular(path) {
            Ok(Some(f)) => {
                let input = std::io::BufReader::new(f);
                let name = path.display().to_string();
                (name, noi::solve_stream(input, &mut stdout))
            }
            Ok(None) => {
                return Err(format!("cannot read {}: no such file", path.display()).into());
            }
            Err(e) => return Err(e.into()),
        },
    };
    match result {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e @ noi::SolveError::Output(_)) => Err(e.into()),
        Err(noi::SolveError::Input(e)) => Err(format!("{name}: {e}").into()),
    }
}

/// Runs a command that reads files from outside within its deadline: [`COMMAND_SECONDS`], or
/// the seconds `LIANLIANKAN_COMMAND_SECONDS` names. Work that looks at the deadline
/// ([`crate::deadline`]) stops there and says so; the note says the deadline was reached.
pub fn within_command_deadline(work: impl FnOnce() -> Outcome) -> Outcome {
    let seconds = command_seconds(std::env::var("LIANLIANKAN_COMMAND_SECONDS").ok())?;
    let time = std::time::Duration::from_secs(seconds);
    let started = std::time::Instant::now();
    let status = crate::deadline::within_time(time, work);
    if started.elapsed() >= time {
        eprintln!("note: the command reached its deadline of {seconds} s");
    }
    status
}

/// The seconds a command may work: `COMMAND_SECONDS` unless `LIANLIANKAN_COMMAND_SECONDS`
/// names a whole number of seconds up to a day (0 stops
/// at once); anything else is refused, not ignored.
fn command_seconds(set: Option<String>) -> Result<u64, String> {
    let Some(text) = set else {
        return Ok(COMMAND_SECONDS);
    };
    match text.trim().parse::<u64>() {
        Ok(seconds @ 0..=86_400) => Ok(seconds),
        _ => Err(format!(
            "LIANLIANKAN_COMMAND_SECONDS is {:?}; expected a whole number of seconds from 0 to 86400",
            text.chars().take(40).collect::<String>()
        )),
    }
}

/// The longest a command that reads files from outside works, in seconds.
pub const COMMAND_SECONDS: u64 = 120;

/// The pack a replay's level is checked against when none is given: a level of a pack of
/// one's own, that pack in the data directory; else the game's levels.
pub fn pack_of(replay: &crate::formats::replays::replay::Replay) -> std::path::PathBuf {
    let own_pack = replay
        .level_id
        .as_deref()
        .and_then(|id| crate::formats::record_key::RecordKey::parse(id).ok())
        .and_then(|key| key.level_key().and_then(|level| level.pack.clone()))
        .zip(crate::formats::pack::user_packs_dir())
        .map(|(key, root)| root.join(key));
    own_pack.unwrap_or_else(crate::game::content::levels::default_levels_dir)
}

/// `lianliankan replay FILE`: re-plays a replay headlessly and prints its result. A replay of a
/// pack level is checked against that level as `pack` (the game's levels when absent) has it.
/// Exit status 0 when the replay agrees with the rules, 1 when it does not (the reason is
/// printed: where it stops agreeing, a result that does not add up, a changed level), 2 when
/// the file cannot be read as a replay. Power-ups are those of `power_ups` (the running
/// program's: a mod's own program proves replays that used its power-ups).
pub fn replay(
    file: &Path,
    pack: Option<&Path>,
    power_ups: &crate::game::core::power_ups::PowerUps,
) -> Outcome {
    let replay = match crate::formats::replays::run_replay::ReplayFile::load(file)? {
        crate::formats::replays::run_replay::ReplayFile::Board(r) => r,
        crate::formats::replays::run_replay::ReplayFile::Run(run) => {
            return prove_run(file, &run, power_ups);
        }
    };
    let default_pack = pack_of(&replay);
    let pack = pack.unwrap_or(&default_pack);
    println!("replay: {}", file.display());
    match crate::game::replays::proof::prove_with(&replay, Some(pack), power_ups) {
        Ok(proven) => {
            println!("mode: {}", proven.mode.name());
            println!("checked:");
            for line in &proven.checked {
                println!("  {line}");
            }
            println!("  {}", proven.level_note);
            println!(
                "  seed {}, {} actions re-played",
                replay.seed, proven.actions
            );
            println!("  every answer of the game and the result agree");
            println!("{}", proven.outcome);
            println!("the replay agrees with the rules");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("REFUSED: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `lianliankan replay RUNFILE`: re-plays a run's boards in order and prints each board's
/// result and the run's total (exit status as [`replay`]'s).
fn prove_run(
    file: &Path,
    run: &crate::formats::replays::run_replay::RunReplay,
    power_ups: &crate::game::core::power_ups::PowerUps,
) -> Outcome {
    println!("run: {} ({} boards)", file.display(), run.boards.len());
    match crate::game::replays::run_proof::prove_run(run, Some(power_ups)) {
        Ok(proven) => {
            println!("mode: {}", proven.mode.name());
            for (i, (board, replay)) in proven.boards.iter().zip(&run.boards).enumerate() {
                println!(
                    "  board {}: seed {}, {} actions re-played: {}",
                    i + 1,
                    replay.seed,
                    board.actions,
                    board.outcome
                );
            }
            println!("  each board's level, carried time and seed follow from the board before");
            println!(
                "total: {} points in {:.1} s",
                proven.total,
                crate::formats::replays::replay::seconds(proven.clock)
            );
            println!("the run agrees with the rules");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("REFUSED: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `lianliankan pack export DIR FILE`: the pack as one document. Exit status 1 with every
/// problem when the pack does not check or FILE exists.
pub fn pack_export(dir: &Path, file: &Path) -> Outcome {
    let text = crate::formats::pack_document::export(dir).map_err(|problems| {
        Failure::refused(problem_list(
            &format!("{}: the pack does not check:", dir.display()),
            &problems,
        ))
    })?;
    write_new(file, text.as_bytes()).map_err(Failure::into_refused)?;
    println!("{}: pack written to {}", dir.display(), file.display());
    Ok(ExitCode::SUCCESS)
}

/// A heading and its problems, one to a line under it.
fn problem_list(heading: &str, problems: &[impl std::fmt::Display]) -> String {
    let mut words = heading.to_string();
    for p in problems {
        words.push_str(&format!("\n  {p}"));
    }
    words
}

/// `lianliankan pack import FILE`: adds the pack to the data directory's packs (or `into`).
/// Exit status 1 with every problem when the document does not check or the pack exists.
pub fn pack_import(file: &Path, replace: bool, into: Option<&Path>) -> Outcome {
    let root = into
        .map(Path::to_path_buf)
        .or_else(crate::formats::pack::user_packs_dir)
        .ok_or_else(|| {
            Failure::refused("no data directory on this system; give one with --into DIR")
        })?;
    let dir = crate::formats::pack_document::import(file, &root, replace).map_err(|problems| {
        Failure::refused(problem_list(
            &format!("{}: not imported:", file.display()),
            &problems,
        ))
    })?;
    let levels = crate::formats::pack::PackDir::read(&dir, None).map_or(0, |p| p.files.len());
    println!("pack imported to {} ({levels} levels)", dir.display());
    Ok(ExitCode::SUCCESS)
}
