//! `lianliankan bots race`: computer players of chosen tiers race each other on one board,
//! headless, race after race, and one line per player says how it went.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::bots::race::{bot_seed, race};
use crate::bots::think::{Sample, Sight, ThinkModel, fit};
use crate::bots::tier::{Tier, Traits};
use crate::engine::find_path;
use crate::formats::QuickGame;
use crate::formats::level::Level;
use crate::formats::replays::replay::ReplayDir;
use crate::formats::replays::run_replay::ReplayFile;
use crate::game::core::deal::LevelSpec;
use crate::game::replays::bot::computer_replay;
use crate::game::replays::coach_proof::coach;

/// Most races one command runs.
pub const MOST_RACES: u32 = 10_000;

/// Most players in one race (a race room's seats).
pub const MOST_PLAYERS: usize = 6;

/// What `bots race` is asked.
#[derive(clap::Args, Clone, Debug)]
pub struct RaceOptions {
    /// The board: a built-in layout, "kshisen WxH" (the quick game of that size) or a quick
    /// game's rules (such as 18x8-hard).
    #[arg(long, default_value = "kshisen 18x8")]
    pub layout: String,
    /// A level file instead of a layout.
    #[arg(long, value_name = "FILE")]
    pub level: Option<PathBuf>,
    /// The players, 1 to 6, by tier: beginner, club, expert, or you (your own pace, fitted to
    /// your kept games).
    #[arg(long, value_delimiter = ',', default_value = "beginner,club,expert")]
    pub tiers: Vec<String>,
    /// Races to run (1 to 10000).
    #[arg(long, default_value_t = 20)]
    pub races: u32,
    /// The first race's seed; race `i` deals with `seed + i`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every player's game into DIR as a replay (`lianliankan replay` proves it).
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
    /// With the tier "you": the replays your pace is fitted to (default: the data
    /// directory's).
    #[arg(long, value_name = "DIR")]
    pub replays: Option<PathBuf>,
}

/// The `bots` subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum BotsAction {
    /// Races computer players on one board, race after race (each on the next seed), headless,
    /// and prints a line per player: `TIER: wins W of N, mean clear T s`.
    Race(RaceOptions),
}

/// `lianliankan bots …`.
pub fn run_bots(action: BotsAction) -> crate::cli::failure::Outcome {
    match action {
        BotsAction::Race(options) => race_bots(&options),
    }
}

/// One player of the races and how its races went.
struct Racer {
    name: String,
    traits: Traits,
    wins: u32,
    clears: Vec<f64>,
}

/// `lianliankan bots race`: exit status 0 with a line per player, 2 when the board, a tier, a
/// count or the record folder cannot be used.
pub fn race_bots(opts: &RaceOptions) -> crate::cli::failure::Outcome {
    for line in run(opts)? {
        println!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

fn run(opts: &RaceOptions) -> Result<Vec<String>, String> {
    if !(1..=MOST_RACES).contains(&opts.races) {
        return Err(format!("--races: 1 to {MOST_RACES}, not {}", opts.races));
    }
    let level = race_level(&opts.layout, opts.level.as_deref())?;
    let mut racers = racers(&opts.tiers, opts.replays.as_deref())?;
    let traits: Vec<Traits> = racers.iter().map(|r| r.traits).collect();
    if let Some(dir) = &opts.record {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    for i in 0..opts.races {
        let seed = opts.seed.wrapping_add(u64::from(i));
        let (finishes, winner) = race(&level, seed, &traits)?;
        for (racer, finish) in racers.iter_mut().zip(&finishes) {
            if finish.cleared {
                racer.clears.push(finish.seconds);
            }
        }
        if let Some(w) = winner {
            racers[w].wins += 1;
        }
        if let Some(dir) = &opts.record {
            record(&level, seed, &racers, i, dir)?;
        }
    }
    Ok(racers.iter().map(|r| summary(r, opts.races)).collect())
}

/// `TIER: wins W of N, mean clear T s`, then the spread and how many of its races it cleared.
fn summary(racer: &Racer, races: u32) -> String {
    let n = racer.clears.len();
    let mean = racer.clears.iter().sum::<f64>() / n.max(1) as f64;
    let spread = (racer.clears.iter().map(|t| (t - mean).powi(2)).sum::<f64>()
        / n.saturating_sub(1).max(1) as f64)
        .sqrt();
    format!(
        "{}: wins {} of {races}, mean clear {mean:.1} s; spread {spread:.1} s, cleared {n} of \
         {races}",
        racer.name, racer.wins
    )
}

/// The board of the races.
fn race_level(layout: &str, file: Option<&Path>) -> Result<Level, String> {
    if let Some(path) = file {
        return Level::load(path).map_err(|e| e.to_string());
    }
    if let Some(level) = Level::built_in(layout) {
        return Ok(level);
    }
    let spec = layout.strip_prefix("kshisen ").unwrap_or(layout);
    QuickGame::from_key(spec)
        .map(QuickGame::level)
        .map_err(|e| {
            format!(
                "--layout {layout:?}: not a built-in layout, \"kshisen WxH\" or a quick game: {e}"
            )
        })
}

/// The players named in `tiers`, each with its tier's traits.
fn racers(tiers: &[String], replays: Option<&Path>) -> Result<Vec<Racer>, String> {
    if tiers.is_empty() || tiers.len() > MOST_PLAYERS {
        return Err(format!("--tiers: 1 to {MOST_PLAYERS} players"));
    }
    let mut racers = Vec::new();
    for name in tiers {
        let traits = match (Tier::from_name(name), name.trim()) {
            (Some(tier), _) => tier.traits(),
            (None, "you") => Traits::as_fast_as(your_model(replays)?),
            (None, other) => {
                return Err(format!(
                    "--tiers: no tier {other:?}; choose from beginner, club, expert, you"
                ));
            }
        };
        racers.push(Racer {
            name: name.trim().to_string(),
            traits,
            wins: 0,
            clears: Vec::new(),
        });
    }
    Ok(racers)
}

/// Writes each player's game of race `i` as a replay, played through the game's own logic.
fn record(level: &Level, seed: u64, racers: &[Racer], i: u32, dir: &Path) -> Result<(), String> {
    for (place, racer) in racers.iter().enumerate() {
        let spec = LevelSpec::new(level.clone(), seed);
        let replay = computer_replay(spec, racer.traits, bot_seed(seed, place))?;
        let path = dir.join(format!("race-{:04}-{place}-{}.ron", i + 1, racer.name));
        crate::formats::storage::save::write_new(&path, replay.to_text().as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// The player's think time, fitted to the links of their kept games (those that prove).
fn your_model(replays: Option<&Path>) -> Result<ThinkModel, String> {
    let dir = match replays {
        Some(dir) => dir.to_path_buf(),
        None => {
            ReplayDir::default_location()
                .ok_or("no data directory: give --replays DIR")?
                .dir
        }
    };
    let mut samples = Vec::new();
    for file in replay_files(&dir) {
        samples.extend(samples_of(&file));
    }
    let model = fit(&samples).ok_or_else(|| {
        format!(
            "tier \"you\": {} links in the games under {} are too few to tell your pace \
             (at least {} are needed)",
            samples.len(),
            dir.display(),
            crate::bots::think::FEWEST_SAMPLES
        )
    })?;
    eprintln!(
        "you: fitted to {} links: ln(wait) = {:.2} {:+.2}·ln(open) {:+.2}·turns {:+.3}·cells, \
         spread {:.2}",
        samples.len(),
        model.intercept,
        model.per_log_open,
        model.per_turn,
        model.per_cell,
        model.spread
    );
    Ok(model)
}

/// The replay files under `dir` (`recent/` and `best/` of a data directory, or the folder
/// itself), at most a few hundred.
fn replay_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in [dir.to_path_buf(), dir.join("recent"), dir.join("best")] {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        files.extend(
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ron") && p.is_file()),
        );
    }
    files.sort();
    files.truncate(500);
    files
}

/// Each link of the game in `file` with its wait, when it is one board's replay that proves.
fn samples_of(file: &Path) -> Vec<Sample> {
    let Ok(ReplayFile::Board(replay)) = ReplayFile::load(file) else {
        return Vec::new();
    };
    let pack = super::pack_of(&replay);
    let Ok(coaching) = coach(&replay, Some(&pack), None) else {
        return Vec::new();
    };
    coaching
        .links
        .iter()
        .map(|link| {
            let (a, b) = link.pair;
            let turns = find_path(&link.before, a, b, &coaching.rules).map_or(0, |p| p.turns);
            Sample {
                sight: Sight {
                    open: link.open_before.len(),
                    turns,
                    distance: a.x.abs_diff(b.x) + a.y.abs_diff(b.y),
                },
                wait: link.wait as f64 / 1e9,
            }
        })
        .collect()
}
