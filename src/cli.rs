//! The command-line tools behind the subcommands. Each returns the process exit status.

use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::engine::noi;

/// `lianliankan solve [FILE]`: contest input in, contest output out. Boards answered before an
/// input error stay printed; the error goes to standard error with its line, exit status 2.
pub fn solve(file: Option<&Path>) -> ExitCode {
    let (name, input) = match file {
        Some(path) => match std::fs::read(path) {
            Ok(bytes) => (path.display().to_string(), bytes),
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
        None => {
            let mut bytes = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
                eprintln!("error: cannot read standard input: {e}");
                return ExitCode::from(2);
            }
            ("<stdin>".to_string(), bytes)
        }
    };
    let mut out = String::with_capacity(input.len() * 2);
    let result = noi::solve(&input, &mut out);
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush());
    if let Err(e) = written {
        eprintln!("error: cannot write output: {e}");
        return ExitCode::from(2);
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {name}: {e}");
            ExitCode::from(2)
        }
    }
}

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
}

/// `lianliankan autoplay`: deals and plays whole boards to the end, printing a summary.
pub fn autoplay(opts: &AutoplayOptions) -> ExitCode {
    use crate::engine::{self, GameRng, deal::layouts, solver};
    use crate::level::Level;
    let mut level = match &opts.layout_file {
        Some(path) => match Level::load(path) {
            Ok(level) => level,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
        None => match Level::built_in(&opts.layout_name) {
            Some(level) => level,
            None => {
                let names: Vec<&str> = layouts::ALL.iter().map(|(n, _)| *n).collect();
                eprintln!(
                    "error: no built-in layout {:?}; choose one of: {}",
                    opts.layout_name,
                    names.join(", ")
                );
                return ExitCode::from(2);
            }
        },
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
    let rules = level.rules;
    let mut out = std::io::stdout().lock();
    let (mut cleared, mut shuffles, mut total_moves) = (0u64, 0u64, 0u64);
    let mut times = Vec::new();
    for game in 0..opts.games {
        let seed = opts.seed.wrapping_add(game);
        let start = std::time::Instant::now();
        // The same deal as the game's for this level and seed.
        let mut grid = match level.deal(seed) {
            Ok(grid) => grid,
            Err(e) => {
                eprintln!("error: cannot deal this layout: {e}");
                return ExitCode::from(2);
            }
        };
        let mut rng = GameRng::derive(seed, 0xA070);
        if opts.moves {
            let _ = writeln!(out, "game {} (seed {seed}):\n{}", game + 1, grid.to_text());
        }
        let mut game_shuffles: u32 = 0;
        while !grid.is_cleared() {
            let pick = match opts.strategy {
                Strategy::Safe => {
                    solver::safe_hint(&grid, &rules, solver::DEFAULT_NODE_LIMIT).map(|h| h.pair)
                }
                Strategy::Random => {
                    let moves = engine::all_moves(&grid, &rules);
                    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
                }
            };
            match pick {
                Some(m) => {
                    engine::play_move(&mut grid, m, &rules);
                    total_moves += 1;
                    if opts.moves {
                        let _ = writeln!(out, "  remove {} {}", m.0, m.1);
                    }
                }
                None => {
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
            }
        }
        times.push(start.elapsed());
        shuffles += u64::from(game_shuffles);
        if grid.is_cleared() {
            cleared += 1;
        }
    }
    times.sort();
    let mean = times.iter().sum::<std::time::Duration>() / times.len().max(1) as u32;
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let _ = writeln!(
        out,
        "games: {}\nboards cleared: {cleared}\nshuffles needed: {shuffles}\nmoves: {total_moves}\n\
         time per game: mean {:.2} ms, median {:.2} ms",
        opts.games,
        mean.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3
    );
    if cleared == opts.games {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Prints the difficulty figures of each level, one row per level in the order given, with
/// its pairs, kinds and time limit beside them; progress goes to standard error, as measuring
/// a long pack takes a while.
fn difficulty_table(
    out: &mut impl Write,
    levels: &[(std::path::PathBuf, crate::level::Level)],
    deals: u32,
) {
    let _ = writeln!(
        out,
        "difficulty, mean over {deals} deal(s) per level: open = pairs linkable at the start, \
         link = cells per link of the solver's order, random = deals a random player clears \
         without a shuffle, solver = positions the solver expands"
    );
    let _ = writeln!(
        out,
        "{:<28} {:>5} {:>5} {:>6} {:>7} {:>6} {:>7} {:>8}",
        "level", "pairs", "kinds", "time", "open", "link", "random", "solver"
    );
    for (i, (path, level)) in levels.iter().enumerate() {
        eprint!("\rmeasuring {}/{}", i + 1, levels.len());
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let time = level
            .time_limit
            .map_or_else(|| "-".to_string(), |t| format!("{t}s"));
        match crate::difficulty::measure(level, deals) {
            Ok(f) => {
                let _ = writeln!(
                    out,
                    "{name:<28} {:>5} {:>5} {time:>6} {:>7.1} {:>6.2} {:>6.0}% {:>8.0}",
                    level.pairs(),
                    level.kinds,
                    f.open_moves,
                    f.mean_link,
                    f.random_clears * 100.0,
                    f.solver_nodes,
                );
            }
            Err(e) => {
                let _ = writeln!(out, "{name:<28} cannot deal: {e}");
            }
        }
    }
    if !levels.is_empty() {
        eprintln!();
    }
}

/// A level file that reads, as far as duplicate checks care.
struct CheckedLevel {
    /// Its pack: the directory it is in.
    pack: std::path::PathBuf,
    identity: String,
    name: String,
    file: std::path::PathBuf,
}

/// Reports levels of one pack (one directory) that share an identity (their progress would be
/// one) or a display name (players could not tell them apart). Returns how many clashes.
fn report_duplicates(out: &mut impl Write, levels: &[CheckedLevel]) -> usize {
    let by_id: fn(&CheckedLevel) -> &str = |l| &l.identity;
    let by_name: fn(&CheckedLevel) -> &str = |l| &l.name;
    let mut clashes = 0;
    for (what, key) in [("id", by_id), ("name", by_name)] {
        let mut groups: std::collections::BTreeMap<(&Path, &str), Vec<String>> = Default::default();
        for level in levels {
            groups
                .entry((level.pack.as_path(), key(level)))
                .or_default()
                .push(level.file.display().to_string());
        }
        for ((_, value), files) in groups.into_iter().filter(|(_, f)| f.len() > 1) {
            clashes += 1;
            let _ = writeln!(
                out,
                "DUPLICATE {what} {value:?} in one pack: {}",
                files.join(", ")
            );
        }
    }
    clashes
}

/// `lianliankan check [PATH...]`: loads and deals every level file named (directories are
/// searched for `*.ron`), prints one summary per level and every problem found, including
/// levels of one pack that share an id or a name. Exit status 1 if anything is wrong. With
/// `difficulty`, then measures every good level over that many deals and prints the figures as
/// a table (see [`crate::difficulty`]).
pub fn check(paths: &[std::path::PathBuf], difficulty: Option<u32>) -> ExitCode {
    use crate::level::{self, CheckReport};
    let mut files = Vec::new();
    let mut bad = 0usize;
    for path in paths {
        if path.is_dir() {
            match level::level_files(path) {
                Ok(found) if found.is_empty() => {
                    eprintln!("error: {}: no .ron level files", path.display());
                    bad += 1;
                }
                Ok(found) => files.extend(found),
                Err(e) => {
                    eprintln!("error: {e}");
                    bad += 1;
                }
            }
        } else {
            files.push(path.clone());
        }
    }
    let mut out = std::io::stdout().lock();
    let mut seen = Vec::new();
    let mut to_measure = Vec::new();
    for file in &files {
        let CheckReport { path, level, deal } = level::check_file(file);
        if let Ok(l) = &level {
            seen.push(CheckedLevel {
                pack: path.parent().map(Path::to_path_buf).unwrap_or_default(),
                identity: l.identity(&path),
                name: l.name.clone(),
                file: path.clone(),
            });
        }
        match (level, deal) {
            (Err(e), _) => {
                bad += 1;
                let _ = writeln!(out, "{}: INVALID", path.display());
                for line in e.to_string().lines() {
                    let _ = writeln!(out, "  {line}");
                }
            }
            (Ok(l), deal) => {
                let turns = match l.rules.max_turns {
                    crate::engine::TurnLimit::AtMost(n) => format!("<= {n} turns"),
                    crate::engine::TurnLimit::Unlimited => "any turns".into(),
                };
                let ring = if l.rules.outer_ring {
                    "outer ring"
                } else {
                    "no ring"
                };
                let ring = if l.rules.groups.is_none() {
                    ring.to_string()
                } else {
                    format!("{ring}, chinese style")
                };
                if difficulty.is_some() && matches!(deal, Some(Ok(_))) {
                    to_measure.push((path.clone(), l.clone()));
                }
                let dealt = match deal {
                    Some(Ok(t)) if l.fixed.is_some() => {
                        format!("fixed board clearable ({:.2} ms)", t.as_secs_f64() * 1e3)
                    }
                    Some(Ok(t)) => format!("solvable deal in {:.2} ms", t.as_secs_f64() * 1e3),
                    Some(Err(e)) => {
                        bad += 1;
                        format!("NO SOLVABLE DEAL: {e}")
                    }
                    None => "not dealt".into(),
                };
                let _ = writeln!(
                    out,
                    "{}: {:?} {}x{}, {} pairs, {} kinds, {turns}, {ring}, gravity {}, {dealt}",
                    path.display(),
                    l.name,
                    l.layout.width(),
                    l.layout.height(),
                    l.pairs(),
                    l.kinds,
                    l.rules.gravity,
                );
            }
        }
    }
    bad += report_duplicates(&mut out, &seen);
    if let Some(deals) = difficulty {
        difficulty_table(&mut out, &to_measure, deals);
    }
    let _ = writeln!(
        out,
        "{} level file(s) checked, {} with problems",
        files.len(),
        bad
    );
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `lianliankan replay FILE`: re-plays a replay headlessly and prints its result. A replay of a
/// pack level is checked against that level as `pack` (the game's levels when absent) has it.
/// Exit status 0 when the replay agrees with the rules, 1 when it does not (the reason is
/// printed: where it stops agreeing, a result that does not add up, a changed level), 2 when
/// the file cannot be read as a replay.
pub fn replay(file: &Path, pack: Option<&Path>) -> ExitCode {
    let replay = match crate::replay::Replay::load(file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let default_pack = crate::game::logic::levels::default_levels_dir();
    let pack = pack.unwrap_or(&default_pack);
    println!("replay: {}", file.display());
    match crate::game::replay::prove(&replay, Some(pack)) {
        Ok(proven) => {
            println!("{}", proven.level_note);
            println!("seed {}, {} actions", replay.seed, proven.actions);
            println!("{}", proven.outcome);
            println!("the replay agrees with the rules");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("REFUSED: {e}");
            ExitCode::from(1)
        }
    }
}
