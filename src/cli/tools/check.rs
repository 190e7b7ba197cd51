//! `lianliankan check`: every level file loaded, dealt and summarised, with every problem.

use std::io::Write;
use std::path::Path;

use super::difficulty::difficulty_table;

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
) -> crate::cli::failure::Outcome {
    let difficulty = difficulty.or(report.map(|_| 20));
    report.map(crate::report::Format::from_path).transpose()?;
    let mut out = std::io::stdout().lock();
    let (files, mut bad) = level_files(&mut out, paths);
    // Levels that read, by pack (directory), for clashes.
    let mut seen: std::collections::BTreeMap<
        std::path::PathBuf,
        Vec<crate::formats::pack::LevelNames>,
    > = Default::default();
    let mut to_measure = Vec::new();
    // Every file's fixed board is proven within one shared total, so many tangled boards are
    // refused in about a minute.
    let mut budget = crate::formats::level::SharedBudget::new(files.len());
    for file in &files {
        let checked = check_level(&mut out, file, &budget.next_level(), &mut seen);
        bad += checked.problems;
        if difficulty.is_some()
            && let Some(good) = checked.dealt
        {
            to_measure.push(good);
        }
    }
    for (dir, levels) in &seen {
        // A pack's translations are matched against its levels only when the whole folder
        // was checked: a few files of it leave the others' names unseen.
        let whole = paths
            .iter()
            .any(|p| p.is_dir() && (p == dir || dir.parent() == Some(p.as_path())));
        let info = whole
            .then(|| crate::formats::pack::PackDir::read(dir, None).ok())
            .flatten()
            .map(|p| p.info);
        let strays = info.map_or_else(Vec::new, |i| {
            i.stray_level_names(levels, &dir.join(crate::formats::pack::PACK_FILE))
        });
        for problem in crate::formats::pack::clashes(levels)
            .into_iter()
            .chain(strays)
        {
            let _ = writeln!(out, "{problem}");
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
    crate::cli::failure::verdict(bad == 0)
}

/// The level files named: files as they are, directories read as packs (their levels in the
/// pack's order, their problems printed). Also the problems found.
fn level_files(
    out: &mut impl Write,
    paths: &[std::path::PathBuf],
) -> (Vec<std::path::PathBuf>, usize) {
    let mut files = Vec::new();
    let mut bad = 0usize;
    for path in paths {
        if !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        match crate::formats::pack::PackDir::read(path, None) {
            Ok(pack) if pack.files.is_empty() => {
                eprintln!("error: {}: no .ron level files", path.display());
                bad += 1;
            }
            Ok(pack) => {
                // The packs shipped in its subfolders are checked with it.
                let beside = crate::formats::storage::shipped::packs_beside(path);
                for pack in std::iter::once(&pack).chain(&beside) {
                    for problem in &pack.problems {
                        let _ = writeln!(out, "{problem}");
                        bad += 1;
                    }
                    files.extend(pack.paths());
                }
            }
            Err(e) => {
                eprintln!("error: {e}");
                bad += 1;
            }
        }
    }
    (files, bad)
}

/// What checking one level file found.
struct CheckedLevel {
    /// Problems: the file is invalid, or no clearable board could be dealt.
    problems: usize,
    /// The level, when a clearable board was dealt: one to measure.
    dealt: Option<(std::path::PathBuf, crate::formats::level::Level)>,
}

/// Loads and deals one level file (a fixed board proven within `budget`) and prints its
/// summary or its problems; a level that reads joins its pack's names in `seen`.
fn check_level(
    out: &mut impl Write,
    file: &Path,
    budget: &crate::engine::solver::Budget,
    seen: &mut std::collections::BTreeMap<
        std::path::PathBuf,
        Vec<crate::formats::pack::LevelNames>,
    >,
) -> CheckedLevel {
    let crate::formats::level::CheckReport { path, level, deal } =
        crate::formats::level::check_file_within(file, budget);
    let l = match level {
        Ok(l) => l,
        Err(e) => {
            let _ = writeln!(out, "{}: INVALID", path.display());
            for line in e.to_string().lines() {
                let _ = writeln!(out, "  {line}");
            }
            return CheckedLevel {
                problems: 1,
                dealt: None,
            };
        }
    };
    seen.entry(path.parent().map(Path::to_path_buf).unwrap_or_default())
        .or_default()
        .push(crate::formats::pack::LevelNames {
            file: path.display().to_string(),
            identity: l.identity(&path),
            name: l.name.clone(),
        });
    let dealt = matches!(deal, Some(Ok(_))).then(|| (path.clone(), l.clone()));
    let problems = usize::from(matches!(deal, Some(Err(_))));
    let dealt_text = match deal {
        Some(Ok(t)) if l.fixed.is_some() => {
            format!("fixed board clearable ({:.2} ms)", t.as_secs_f64() * 1e3)
        }
        Some(Ok(t)) => format!("solvable deal in {:.2} ms", t.as_secs_f64() * 1e3),
        Some(Err(e)) => format!("NO SOLVABLE DEAL: {e}"),
        None => "not dealt".into(),
    };
    let _ = writeln!(
        out,
        "{}: {:?} {}x{}, {} pairs, {} kinds, {}, gravity {}{}{}, {dealt_text}",
        path.display(),
        l.name,
        l.layout.width(),
        l.layout.height(),
        l.pairs(),
        l.kinds,
        rules_text(&l.rules),
        l.rules.gravity,
        specials_text(l.specials.as_ref()),
        goal_text(&l.goal),
    );
    CheckedLevel { problems, dealt }
}

/// A level's goal as `check` prints it: `, goal: clear ice within 16 links`; nothing for the
/// classic goal.
fn goal_text(goal: &crate::engine::goals::Goal) -> String {
    use crate::engine::goals::Aim;
    if goal.is_classic() {
        return String::new();
    }
    let aim = match goal.aim {
        Aim::ClearBoard => "clear the board".to_string(),
        Aim::ClearIce => "clear ice".to_string(),
        Aim::Pairs { kind, pairs } => format!(
            "clear {pairs} pairs of {:?}",
            crate::engine::grid::char_from_kind(kind)
        ),
    };
    let within = goal
        .within_links
        .map_or_else(String::new, |n| format!(" within {n} links"));
    format!(", goal: {aim}{within}")
}

/// A level's special tiles as `check` prints them: `, specials 4 ice 2 lock`; nothing
/// without.
fn specials_text(specials: Option<&crate::engine::specials::Specials>) -> String {
    let Some(specials) = specials else {
        return String::new();
    };
    let counts = crate::engine::modded_specials::all_names()
        .into_iter()
        .map(|name| {
            let n = specials.iter().filter(|(_, s)| s.name() == name).count();
            (n > 0).then(|| format!(" {n} {name}"))
        });
    format!(
        ", specials{}",
        counts.into_iter().flatten().collect::<String>()
    )
}

/// A level's rules as `check` prints them: `<= 2 turns, outer ring, chinese style, tiles slide`.
fn rules_text(rules: &crate::engine::Rules) -> String {
    let turns = match rules.max_turns {
        crate::engine::TurnLimit::AtMost(n) => format!("<= {n} turns"),
        crate::engine::TurnLimit::Unlimited => "any turns".into(),
    };
    let ring = if rules.outer_ring {
        "outer ring"
    } else {
        "no ring"
    };
    let style = if rules.groups.is_none() {
        ""
    } else {
        ", chinese style"
    };
    let slide = if rules.tiles_slide {
        ", tiles slide"
    } else {
        ""
    };
    format!("{turns}, {ring}{style}{slide}")
}
