//! `check --difficulty` and `check --report`: every good level measured over seeded deals,
//! printed as a table and drawn as a chart.

use std::io::Write;
use std::path::Path;

/// Measures every level over `deals` seeded deals, levels side by side on every core, with a
/// progress bar on standard error while it works (when that is a terminal).
fn measure_all(
    levels: &[(std::path::PathBuf, crate::formats::level::Level)],
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
    let deadline = crate::deadline::current();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                crate::deadline::carried(deadline, || {
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

/// `lianliankan quick-games`: every quick-game size at each difficulty, measured over
/// `deals` seeded deals as `check --difficulty` measures levels, so the difficulties can be
/// seen to hold (longer links and fewer random clears from easy to hard).
pub fn quick_games(deals: u32) -> crate::cli::failure::Outcome {
    use crate::formats::quick_game::{QuickDifficulty, QuickGame, SIZES};
    let levels: Vec<(std::path::PathBuf, crate::formats::level::Level)> = SIZES
        .iter()
        .flat_map(|&(width, height)| {
            QuickDifficulty::ALL.map(|difficulty| {
                let q = QuickGame {
                    width,
                    height,
                    difficulty,
                    ..QuickGame::default()
                };
                (std::path::PathBuf::from(q.key()), q.level())
            })
        })
        .collect();
    difficulty_table(&mut std::io::stdout(), &levels, deals, None);
    Ok(std::process::ExitCode::SUCCESS)
}

/// Prints the difficulty figures of each level, one row per level in the order given, with
/// its pairs, kinds and time limit beside them; with `report`, also draws them. Returns the
/// problems found (levels that could not be measured, a report that could not be written).
pub(super) fn difficulty_table(
    out: &mut impl Write,
    levels: &[(std::path::PathBuf, crate::formats::level::Level)],
    deals: u32,
    report: Option<&Path>,
) -> usize {
    let _ = writeln!(
        out,
        "difficulty, mean over {deals} deal(s) per level: open = pairs linkable at the start, \
         link = cells per link of the solver's order, random = deals a random player clears \
         without a shuffle, solver = positions the solver expands; a goal within N links adds \
         the links of the line found to meet it"
    );
    let _ = writeln!(
        out,
        "{:<28} {:>5} {:>5} {:>6} {:>7} {:>6} {:>7} {:>8}",
        "level", "pairs", "kinds", "time", "open", "link", "random", "solver"
    );
    let measured = measure_all(levels, deals);
    let rows: Vec<crate::report::Row> = levels
        .iter()
        .zip(&measured)
        .map(|((path, level), figures)| difficulty_row(out, path, level, figures))
        .collect();
    // A level that could not be measured (not dealt, or stopped at the deadline) is a problem.
    let unmeasured = measured.iter().filter(|figures| figures.is_err()).count();
    unmeasured
        + match report {
            Some(file) => draw_report(out, file, levels, &rows, deals),
            None => 0,
        }
}

/// Prints one level's row of the difficulty table; the row as the report draws it.
fn difficulty_row(
    out: &mut impl Write,
    path: &Path,
    level: &crate::formats::level::Level,
    figures: &Result<crate::difficulty::Figures, crate::engine::deal::DealError>,
) -> crate::report::Row {
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
            let goal = match (f.goal_links, level.goal.within_links) {
                (Some(links), Some(most)) => format!("  goal {links:.1} of {most} links"),
                _ => String::new(),
            };
            let _ = writeln!(
                out,
                "{name:<28} {:>5} {:>5} {time:>6} {:>7.1} {:>6.2} {:>6.0}% {:>8.0}{goal}",
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
    row
}

/// Draws the difficulty report to `file`, titled with the pack's name; the problems found (1
/// when it could not be written).
fn draw_report(
    out: &mut impl Write,
    file: &Path,
    levels: &[(std::path::PathBuf, crate::formats::level::Level)],
    rows: &[crate::report::Row],
    deals: u32,
) -> usize {
    let title = levels
        .first()
        .and_then(|(p, _)| p.parent())
        .map(|dir| match crate::formats::pack::PackDir::read(dir, None) {
            Ok(pack) => pack.info.name,
            Err(_) => crate::formats::pack::pack_key(dir),
        })
        .unwrap_or_else(|| "levels".into());
    #[cfg(feature = "report")]
    let drawn = crate::report::game_font()
        .and_then(|font| crate::report::draw(file, &title, rows, deals, font));
    #[cfg(not(feature = "report"))]
    let drawn: Result<(), String> = {
        let _ = (title, rows, deals);
        Err(format!(
            "{}: this build draws no reports (built without the `report` feature)",
            file.display()
        ))
    };
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
