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

/// Measures every level over `deals` seeded deals, levels side by side on every core, with a
/// progress bar on standard error while it works (when that is a terminal).
fn measure_all(
    levels: &[(std::path::PathBuf, crate::level::Level)],
    deals: u32,
) -> Vec<Result<crate::difficulty::Figures, crate::engine::deal::DealError>> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; levels.len()]);
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(levels.len().max(1));
    let show = std::io::IsTerminal::is_terminal(&std::io::stderr()) && !levels.is_empty();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((_, level)) = levels.get(i) else {
                        break;
                    };
                    let figures = crate::difficulty::measure(level, deals);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(figures);
                    done.fetch_add(1, Ordering::Relaxed);
                }
            });
        }
        if show {
            loop {
                let finished = done.load(Ordering::Relaxed);
                eprint!("\r{}", progress_bar(finished, levels.len(), 30));
                if finished == levels.len() {
                    eprintln!();
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every level is measured"))
        .collect()
}

/// A text progress bar: `measuring [########------] 12/31`.
pub fn progress_bar(done: usize, total: usize, width: usize) -> String {
    let filled = (done * width)
        .checked_div(total)
        .unwrap_or(width)
        .min(width);
    format!(
        "measuring [{}{}] {done}/{total}",
        "#".repeat(filled),
        "-".repeat(width - filled)
    )
}

/// Prints the difficulty figures of each level, one row per level in the order given, with
/// its pairs, kinds and time limit beside them; with `report`, also draws them. Returns the
/// problems found (a report that could not be written).
fn difficulty_table(
    out: &mut impl Write,
    levels: &[(std::path::PathBuf, crate::level::Level)],
    deals: u32,
    report: Option<&Path>,
) -> usize {
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
    let measured = measure_all(levels, deals);
    let mut rows = Vec::new();
    for ((path, level), figures) in levels.iter().zip(&measured) {
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let time = level
            .time_limit
            .map_or_else(|| "-".to_string(), |t| format!("{t}s"));
        let mut row = crate::report::Row {
            label: name.clone(),
            pairs: level.pairs() as u32,
            kinds: level.kinds as u32,
            time_limit: level.time_limit,
            open_moves: 0.0,
            mean_link: 0.0,
            random_clears: 0.0,
            solver_nodes: 0.0,
            problem: None,
        };
        match figures {
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
                row.open_moves = f.open_moves;
                row.mean_link = f.mean_link;
                row.random_clears = f.random_clears;
                row.solver_nodes = f.solver_nodes;
            }
            Err(e) => {
                let _ = writeln!(out, "{name:<28} cannot deal: {e}");
                row.problem = Some(format!("{name}: cannot deal: {e}"));
            }
        }
        rows.push(row);
    }
    let Some(file) = report else {
        return 0;
    };
    let title = levels
        .first()
        .and_then(|(p, _)| p.parent())
        .map(|dir| match crate::pack::PackDir::read(dir, None) {
            Ok(pack) => pack.info.name,
            Err(_) => crate::pack::pack_key(dir),
        })
        .unwrap_or_else(|| "levels".into());
    let drawn = crate::report::game_font()
        .and_then(|font| crate::report::draw(file, &title, &rows, deals, font));
    match drawn {
        Ok(()) => {
            let _ = writeln!(out, "difficulty report written to {}", file.display());
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// `lianliankan check [PATH...]`: loads and deals every level file named (a directory is read
/// as a pack: its `pack.ron` and its levels in the pack's order), prints one summary per level
/// and every problem found, including levels of one pack that share an id or a name. Exit
/// status 1 if anything is wrong. With `difficulty`, then measures every good level over that
/// many deals and prints the figures as a table (see [`crate::difficulty`]); with `report`,
/// draws them too (20 deals when `difficulty` is not given).
pub fn check(
    paths: &[std::path::PathBuf],
    difficulty: Option<u32>,
    report: Option<&Path>,
) -> ExitCode {
    use crate::level::{self, CheckReport};
    let difficulty = difficulty.or(report.map(|_| 20));
    if let Some(Err(e)) = report.map(crate::report::Format::from_path) {
        eprintln!("error: {e}");
        return ExitCode::from(2);
    }
    let mut files = Vec::new();
    let mut bad = 0usize;
    let mut out = std::io::stdout().lock();
    for path in paths {
        if path.is_dir() {
            match crate::pack::PackDir::read(path, None) {
                Ok(pack) if pack.files.is_empty() => {
                    eprintln!("error: {}: no .ron level files", path.display());
                    bad += 1;
                }
                Ok(pack) => {
                    for problem in &pack.problems {
                        let _ = writeln!(out, "{problem}");
                        bad += 1;
                    }
                    files.extend(pack.paths());
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    bad += 1;
                }
            }
        } else {
            files.push(path.clone());
        }
    }
    // Levels that read, by pack (directory), for clashes.
    let mut seen: std::collections::BTreeMap<std::path::PathBuf, Vec<crate::pack::LevelNames>> =
        Default::default();
    let mut to_measure = Vec::new();
    for file in &files {
        let CheckReport { path, level, deal } = level::check_file(file);
        if let Ok(l) = &level {
            seen.entry(path.parent().map(Path::to_path_buf).unwrap_or_default())
                .or_default()
                .push(crate::pack::LevelNames {
                    file: path.display().to_string(),
                    identity: l.identity(&path),
                    name: l.name.clone(),
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
    for levels in seen.values() {
        for clash in crate::pack::clashes(levels) {
            let _ = writeln!(out, "{clash}");
            bad += 1;
        }
    }
    if let Some(deals) = difficulty {
        bad += difficulty_table(&mut out, &to_measure, deals, report);
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
    // A level of a pack of one's own is checked against that pack in the data directory.
    let own_pack = replay
        .level_id
        .as_deref()
        .map(|id| crate::game::logic::modes::record_parts(id).1)
        .and_then(|id| crate::pack::split_record_key(id).0)
        .zip(crate::pack::user_packs_dir())
        .map(|(key, root)| root.join(key));
    let default_pack = own_pack.unwrap_or_else(crate::game::logic::levels::default_levels_dir);
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

/// `lianliankan pack export DIR FILE`: the pack as one document. Exit status 1 with every
/// problem when the pack does not check or FILE exists.
pub fn pack_export(dir: &Path, file: &Path) -> ExitCode {
    let text = match crate::pack::export(dir) {
        Ok(text) => text,
        Err(problems) => {
            eprintln!("error: {}: the pack does not check:", dir.display());
            for p in problems {
                eprintln!("  {p}");
            }
            return ExitCode::FAILURE;
        }
    };
    match crate::save::write_new(file, text.as_bytes()) {
        Ok(()) => {
            println!("{}: pack written to {}", dir.display(), file.display());
            ExitCode::SUCCESS
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            eprintln!("error: {}: already exists; not replaced", file.display());
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {}: {e}", file.display());
            ExitCode::FAILURE
        }
    }
}

/// `lianliankan pack import FILE`: adds the pack to the data directory's packs (or `into`).
/// Exit status 1 with every problem when the document does not check or the pack exists.
pub fn pack_import(file: &Path, replace: bool, into: Option<&Path>) -> ExitCode {
    let Some(root) = into
        .map(Path::to_path_buf)
        .or_else(crate::pack::user_packs_dir)
    else {
        eprintln!("error: no data directory on this system; give one with --into DIR");
        return ExitCode::FAILURE;
    };
    match crate::pack::import(file, &root, replace) {
        Ok(dir) => {
            let levels = crate::pack::PackDir::read(&dir, None).map_or(0, |p| p.files.len());
            println!("pack imported to {} ({levels} levels)", dir.display());
            ExitCode::SUCCESS
        }
        Err(problems) => {
            eprintln!("error: {}: not imported:", file.display());
            for p in problems {
                eprintln!("  {p}");
            }
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_progress_bar_fills_as_levels_are_measured() {
        assert_eq!(super::progress_bar(0, 4, 8), "measuring [--------] 0/4");
        assert_eq!(super::progress_bar(1, 4, 8), "measuring [##------] 1/4");
        assert_eq!(super::progress_bar(4, 4, 8), "measuring [########] 4/4");
        assert_eq!(super::progress_bar(0, 0, 4), "measuring [####] 0/0");
    }
}
