//! `lianliankan export REPLAY OUT.gif`: a recorded game as an animated picture, drawn by the
//! game itself offscreen (`game::view::frame::export`); `.png` writes an animated PNG. The
//! replay is proven first, so an animation never shows a game that was not played.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use bevy::prelude::App;

use crate::formats::replays::replay::{Replay, links_among};
use crate::formats::replays::run_replay::ReplayFile;
use crate::game::assembly::app::GameOptions;
use crate::game::core::power_ups::PowerUps;
use crate::game::view::frame::export::{ExportSpec, FRAME_RATES, WIDTHS};
use crate::i18n::Language;

use crate::cli::failure::{Failure, Outcome};

/// The speeds an export may show a game at.
const SPEEDS: std::ops::RangeInclusive<f32> = 0.25..=8.0;

/// What `export` was asked for.
#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// The replay file.
    pub file: PathBuf,
    /// The animation written (a new file): `.gif`, or `.png` for an animated PNG.
    pub out: PathBuf,
    /// The animation's width in pixels (160 to 1920); its height is 10/16 of it.
    #[arg(long, default_value_t = 480, value_name = "PIXELS")]
    pub size: u32,
    /// Game seconds shown in a second of the animation (0.25 to 8).
    #[arg(long, default_value_t = 1.0)]
    pub speed: f32,
    /// Frames a second (5 to 30): fewer make a smaller file.
    #[arg(long, default_value_t = 10)]
    pub fps: u32,
    /// Begin at the moment before this link (1 is the first).
    #[arg(long, value_name = "LINK")]
    pub from: Option<u32>,
    /// End a moment after this link.
    #[arg(long, value_name = "LINK")]
    pub to: Option<u32>,
    /// The language of the game's words in the picture; the system's by default.
    #[arg(long, value_name = "LANG", value_enum, hide_possible_values = true)]
    pub lang: Option<Language>,
    /// The level pack a pack level's replay is checked against.
    #[arg(long, value_name = "DIR")]
    pub pack: Option<PathBuf>,
}

/// Exports the replay in `request.file`. Exit status 0 with the animation written; 1 when the
/// replay does not prove or cannot be drawn; 2 when a file cannot be read or the options are
/// wrong.
pub fn export_file(request: &ExportArgs, power_ups: &PowerUps, add_mod: fn(&mut App)) -> Outcome {
    let file = request.file.as_path();
    let replay = match ReplayFile::load(file)? {
        ReplayFile::Board(replay) => replay,
        ReplayFile::Run(_) => {
            let why = format!(
                "{}: a run of boards; an animation is one board's",
                file.display()
            );
            return Err(why.into());
        }
    };
    let spec = spec_of(request, &replay)?;
    let default_pack = super::pack_of(&replay);
    let pack = request.pack.as_deref().unwrap_or(&default_pack);
    crate::game::replays::proof::prove_with(&replay, Some(pack), power_ups)
        .map_err(|why| Failure::refused(format!("not exported: {}: {why}", file.display())))?;
    let opts = GameOptions {
        replay: Some(request.file.clone()),
        lang: request.lang,
        time_scale: request.speed,
        export: Some(spec),
        ..GameOptions::default()
    };
    let began = Instant::now();
    let mut app = crate::game::assembly::app::game_app(&opts)?;
    add_mod(&mut app);
    let status = crate::game::run_app(app);
    if status == ExitCode::SUCCESS {
        eprintln!(
            "export: {} written in {:.1} s (a game of {:.1} s)",
            request.out.display(),
            began.elapsed().as_secs_f64(),
            game_length(&replay).as_secs_f64()
        );
        Ok(status)
    } else {
        Err(Failure::refused(format!(
            "{}: the game could not be drawn (see the log above)",
            request.out.display()
        )))
    }
}

/// The export asked for, checked: a new file, a size and speed in range, links in order.
fn spec_of(request: &ExportArgs, replay: &Replay) -> Result<ExportSpec, Failure> {
    let out = &request.out;
    let kind = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    if !matches!(kind.as_deref(), Some("gif" | "png")) {
        return Err(format!("{}: the animation is a .gif or .png file", out.display()).into());
    }
    if out.exists() {
        return Err(format!("{}: already exists; not replaced", out.display()).into());
    }
    if !WIDTHS.contains(&request.size) {
        return Err(format!("--size {}: must be 160 to 1920", request.size).into());
    }
    if !FRAME_RATES.contains(&request.fps) {
        return Err(format!("--fps {}: must be 5 to 30", request.fps).into());
    }
    if !SPEEDS.contains(&request.speed) {
        return Err(format!("--speed {}: must be 0.25 to 8", request.speed).into());
    }
    let links = links_among(&replay.log);
    for (name, link) in [("--from", request.from), ("--to", request.to)] {
        if let Some(n) = link.filter(|&n| n == 0 || n > links) {
            return Err(format!("{name} {n}: the game has links 1 to {links}").into());
        }
    }
    if let (Some(from), Some(to)) = (request.from, request.to)
        && from > to
    {
        return Err(format!("--from {from} is after --to {to}").into());
    }
    Ok(ExportSpec {
        out: out.clone(),
        width: request.size,
        speed: request.speed,
        fps: request.fps,
        from_link: request.from,
        to_link: request.to,
        game_length: game_length(replay),
    })
}

/// The game time the replay's log spans.
fn game_length(replay: &Replay) -> Duration {
    Duration::from_nanos(replay.last_moment())
}
