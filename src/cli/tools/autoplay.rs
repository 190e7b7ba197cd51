//! `lianliankan autoplay`: plays whole boards to the end with the safe hint or at random.

use std::io::Write;
use std::process::ExitCode;

/// How `autoplay` chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Strategy {
    /// The safe hint: never walks into a dead end.
    Safe,
    /// Any legal move, chosen at random: shows the dead-end shuffle at work.
    Random,
}

/// Options of `lianliankan autoplay`.
#[derive(Clone, Debug)]
pub struct AutoplayOptions {
    /// A level file (RON); a built-in layout when absent.
    pub layout_file: Option<std::path::PathBuf>,
    /// A built-in layout by name, when no file is given.
    pub layout_name: String,
    /// Kinds to deal; the layout's suggestion when absent.
    pub kinds: Option<usize>,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Games to play.
    pub games: u64,
    /// Print every move.
    pub moves: bool,
    /// How moves are chosen.
    pub strategy: Strategy,
    /// Most turns a link may make; the level's (or 2) when absent.
    pub max_turns: Option<crate::engine::TurnLimit>,
    /// Forbid paths through the outer ring.
    pub no_ring: bool,
    /// Flowers match flowers and seasons seasons, whatever the level says.
    pub chinese_style: bool,
    /// Play one game through the game's logic and write its replay here.
    pub replay_out: Option<std::path::PathBuf>,
    /// With `replay_out`: the daily board of this date (`""`: today) as the scored attempt.
    pub daily: Option<String>,
    /// With `replay_out`: a run of this mode (`time-attack`, `endless`), written as a run file.
    pub run: Option<String>,
    /// With `run`: the boards the run reaches (the last one lost on time).
    pub run_boards: u32,
    /// A board code (or link): its board, mode and seed are played.
    pub code: Option<String>,
}

/// `lianliankan autoplay`: deals and plays whole boards to the end, printing a summary.
pub fn autoplay(opts: &AutoplayOptions) -> crate::cli::failure::Outcome {
    let coded;
    let opts = match &opts.code {
        Some(text) => {
            let (code, _) = super::code::board_of(text)?;
            coded = AutoplayOptions {
                seed: code.seed,
                ..opts.clone()
            };
            &coded
        }
        None => opts,
    };
    if let Some(out) = &opts.replay_out {
        return write_bot_replay(opts, out);
    }
    if opts.daily.is_some() || opts.run.is_some() {
        return Err("--daily and --run go with --replay-out".into());
    }
    let level = autoplay_level(opts)?;
    let mut out = std::io::stdout().lock();
    let mut total = Played::default();
    let mut times = Vec::new();
    for game in 0..opts.games {
        let start = std::time::Instant::now();
        let played = play_game(&level, game, opts, &mut out)
            .map_err(|e| format!("cannot deal this layout: {e}"))?;
        times.push(start.elapsed());
        total.cleared += played.cleared;
        total.shuffles += played.shuffles;
        total.moves += played.moves;
    }
    print_autoplay_summary(&mut out, opts.games, &total, times);
    crate::cli::failure::verdict(total.cleared == opts.games)
}

/// The level `autoplay` plays: the file or built-in layout, with the options' rules on top.
/// The error says what is wrong.
fn autoplay_level(opts: &AutoplayOptions) -> Result<crate::formats::level::Level, String> {
    use crate::formats::level::Level;
    if let Some(text) = &opts.code {
        let (code, named) = super::code::board_of(text)?;
        return Ok(crate::game::content::board_codes::level_of(
            &named, code.mode,
        ));
    }
    let mut level = match &opts.layout_file {
        Some(path) => Level::load(path).map_err(|e| e.to_string())?,
        None => Level::built_in(&opts.layout_name).ok_or_else(|| {
            let names: Vec<&str> = crate::engine::deal::layouts::ALL
                .iter()
                .map(|(n, _)| *n)
                .collect();
            format!(
                "no built-in layout {:?}; choose one of: {}",
                opts.layout_name,
                names.join(", ")
            )
        })?,
    };
    if let Some(turns) = opts.max_turns {
        level.rules.max_turns = turns;
    }
    if opts.no_ring {
        level.rules.outer_ring = false;
    }
    if let Some(kinds) = opts.kinds {
        level.kinds = kinds;
    }
    if opts.chinese_style {
        level.chinese_style = Some(true);
    }
    level.rules.groups = level.match_groups(false);
    Ok(level)
}

/// `autoplay --replay-out FILE`: one game through the game's own logic, written as a replay
/// (a new file: an existing one is not replaced). Exit status 0 when the board was cleared,
/// 1 when not, 2 when the game cannot be set up or the file cannot be written.
fn write_bot_replay(opts: &AutoplayOptions, out: &std::path::Path) -> crate::cli::failure::Outcome {
    if let Some(run) = &opts.run {
        return write_bot_run(run, opts, out);
    }
    let spec = bot_spec(opts)?;
    let replay =
        crate::game::replays::bot::bot_replay(spec, crate::game::replays::bot::MOST_LINKS)?;
    crate::cli::failure::write_new(out, replay.to_text().as_bytes())?;
    println!(
        "{} ({} mode): {}",
        out.display(),
        replay.mode,
        replay.result
    );
    crate::cli::failure::verdict(replay.result.cleared)
}

/// `autoplay --run MODE --replay-out FILE`: a run of `opts.run_boards` boards through the game's
/// own logic, written as a run file (a new file). Exit status 0 when written, 2 when not.
fn write_bot_run(
    mode: &str,
    opts: &AutoplayOptions,
    out: &std::path::Path,
) -> crate::cli::failure::Outcome {
    let Some(mode) = crate::formats::play_mode::PlayMode::from_name(mode) else {
        return Err(format!("no run mode {mode:?}").into());
    };
    let played = crate::game::replays::bot::bot_run(mode, opts.seed, opts.run_boards)?;
    crate::cli::failure::write_new(out, played.run.to_text().as_bytes())?;
    println!(
        "{} ({} run): {} boards, {} points",
        out.display(),
        played.run.mode,
        played.run.boards.len(),
        played.total
    );
    Ok(ExitCode::SUCCESS)
}

/// What the bot plays: the daily board, the level (a level file is
/// recorded as its pack level).
fn bot_spec(opts: &AutoplayOptions) -> Result<crate::game::core::deal::LevelSpec, String> {
    use crate::game::core::deal::LevelSpec;
    use crate::game::modes::pack_and_daily::daily_spec;
    if let Some(date) = &opts.daily {
        let day = if date.is_empty() {
            crate::formats::daily::today()
        } else {
            crate::formats::record_key::Day::parse(date)?.to_string()
        };
        return Ok(daily_spec(&day, &Default::default()));
    }
    if let Some(text) = &opts.code {
        let (code, named) = super::code::board_of(text)?;
        return Ok(crate::game::content::board_codes::spec_of(&code, &named));
    }
    let level = autoplay_level(opts).map_err(|e| e.trim_start_matches("error: ").to_string())?;
    let record = opts.layout_file.as_deref().map(|file| level.identity(file));
    let mut spec = LevelSpec::new(level, opts.seed);
    spec.record = record;
    Ok(spec)
}

/// What `autoplay` counts: boards cleared, shuffles needed and moves made.
#[derive(Default)]
struct Played {
    cleared: u64,
    shuffles: u64,
    moves: u64,
}

/// Deals game `game` (seed `opts.seed + game`, the same deal as the game's) and plays it to
/// the end, shuffling at dead ends; prints the board and every move when `opts.moves`. An
/// error when the layout cannot be dealt.
fn play_game(
    level: &crate::formats::level::Level,
    game: u64,
    opts: &AutoplayOptions,
    out: &mut impl Write,
) -> Result<Played, crate::engine::deal::DealError> {
    use crate::engine::{GameRng, Step};
    let rules = level.rules;
    let seed = opts.seed.wrapping_add(game);
    let mut grid = level.deal(seed)?;
    let mut rng = GameRng::derive(seed, 0xA070);
    if opts.moves {
        let _ = writeln!(out, "game {} (seed {seed}):\n{}", game + 1, grid.to_text());
    }
    let mut played = Played::default();
    let mut game_shuffles: u32 = 0;
    while !grid.is_cleared() {
        if let Some(m) = pick_move(&grid, &rules, opts.strategy, &mut rng) {
            if opts.moves {
                let _ = match m {
                    Step::Pair((a, b)) => writeln!(out, "  remove {a} {b}"),
                    Step::Slide(s) => {
                        writeln!(
                            out,
                            "  slide {} to {}, remove with {}",
                            s.mover, s.corner, s.partner
                        )
                    }
                };
            }
            m.play(&mut grid, &rules);
            played.moves += 1;
            continue;
        }
        // Dead end: re-deal what is left, keeping positions and kinds.
        match level.redeal(&grid, seed, game_shuffles) {
            Ok(redealt) => {
                grid = redealt;
                game_shuffles += 1;
                if opts.moves {
                    let _ = writeln!(out, "  shuffle ({} tiles)", grid.tile_count());
                }
            }
            Err(e) => {
                eprintln!("error: game {}: shuffle failed: {e}", game + 1);
                break;
            }
        }
    }
    played.shuffles = u64::from(game_shuffles);
    played.cleared = u64::from(grid.is_cleared());
    Ok(played)
}

/// The next move as `strategy` chooses it; `None` at a dead end.
fn pick_move(
    grid: &crate::engine::Grid,
    rules: &crate::engine::Rules,
    strategy: Strategy,
    rng: &mut crate::engine::GameRng,
) -> Option<crate::engine::Step> {
    use crate::engine::{self, solver};
    match strategy {
        Strategy::Safe => {
            solver::safe_hint(grid, rules, solver::DEFAULT_NODE_LIMIT).map(|h| h.step)
        }
        Strategy::Random => {
            let moves = engine::all_steps(grid, rules);
            (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
        }
    }
}

/// The summary `autoplay` ends with: the counts and the mean and median time per game.
fn print_autoplay_summary(
    out: &mut impl Write,
    games: u64,
    total: &Played,
    mut times: Vec<std::time::Duration>,
) {
    times.sort();
    let mean = times.iter().sum::<std::time::Duration>() / times.len().max(1) as u32;
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let _ = writeln!(
        out,
        "games: {games}\nboards cleared: {}\nshuffles needed: {}\nmoves: {}\n\
         time per game: mean {:.2} ms, median {:.2} ms",
        total.cleared,
        total.shuffles,
        total.moves,
        mean.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3
    );
}
