//! `lianliankan coach REPLAY`: the coach's findings (`game::replays::coach`) as text, for
//! players who live in terminals: the timeline of the game, its longest waits with the board
//! as it was and the pairs open then, and the links that closed off a clear.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::engine::{Grid, Pos};
use crate::formats::replays::replay::seconds;
use crate::formats::replays::run_replay::ReplayFile;
use crate::game::core::power_ups::PowerUps;
use crate::game::replays::coach::{Coaching, Link};
use crate::game::replays::coach_proof::coach;

/// Coaches the replay in `file` (a pack level's checked against `pack`, else as `replay`
/// does). Exit status 0 with the findings; 1 when the replay does not prove (the reason is
/// printed); 2 when the file cannot be read as one board's replay.
pub fn coach_file(
    file: &Path,
    pack: Option<&Path>,
    power_ups: &PowerUps,
) -> crate::cli::failure::Outcome {
    let replay = match ReplayFile::load(file)? {
        ReplayFile::Board(replay) => replay,
        ReplayFile::Run(_) => {
            let why = format!(
                "{}: a run of boards; coach one board's replay",
                file.display()
            );
            return Err(why.into());
        }
    };
    let default_pack = super::pack_of(&replay);
    match coach(
        &replay,
        Some(pack.unwrap_or(&default_pack)),
        Some(power_ups),
    ) {
        Ok(coaching) => {
            print!("{}", findings(&coaching));
            Ok(ExitCode::SUCCESS)
        }
        Err(why) => Err(crate::cli::failure::Failure::refused(format!(
            "not coached: {}: {why}",
            file.display()
        ))),
    }
}

/// The findings as text.
pub fn findings(c: &Coaching) -> String {
    let mut out = String::new();
    let end = if c.cleared { "cleared" } else { "not cleared" };
    let _ = writeln!(
        out,
        "{} links in {:.1} s, {end}; hints: {}, undos: {}, re-deals: {}",
        c.links.len(),
        seconds(c.clock),
        c.hints.len(),
        c.undos.len(),
        c.redeals.len()
    );
    out += "\ntimeline (link: seconds waited, pairs open after):\n";
    for (i, link) in c.links.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {:>3} at {:>7.1} s: waited {:>5.1} s, {:>2} open{}",
            i + 1,
            seconds(link.t),
            seconds(link.wait),
            link.open_after,
            marks(c, link)
        );
    }
    out += "\nlongest waits:\n";
    for link in c.longest_waits() {
        let n = c.links.iter().position(|l| l == link).unwrap_or(0) + 1;
        let _ = writeln!(
            out,
            "  {:.1} s before link {n} at {:.1} s, of {} and {}; {} pairs were open:",
            seconds(link.wait),
            seconds(link.t),
            cell(link.pair.0),
            cell(link.pair.1),
            link.open_before.len()
        );
        out += &board_with_pairs(&link.before, &link.open_before);
    }
    let closing = c.closing_links();
    out += "\nlinks that closed off a clear:\n";
    if closing.is_empty() {
        out += "  none: the board could be cleared after every link\n";
    }
    for link in closing {
        let n = c.links.iter().position(|l| l == link).unwrap_or(0) + 1;
        let _ = writeln!(
            out,
            "  link {n} at {:.1} s, of {} and {}: the board could be cleared before it and, \
             the solver proves, not after",
            seconds(link.t),
            cell(link.pair.0),
            cell(link.pair.1)
        );
    }
    out
}

/// " hint", " undo", " re-deal" for what happened since the link before `link`.
fn marks(c: &Coaching, link: &Link) -> String {
    let since = link.t - link.wait;
    let within = |times: &[u64]| times.iter().any(|&t| t >= since && t <= link.t);
    let mut out = String::new();
    for (times, word) in [
        (&c.hints, "hint"),
        (&c.undos, "undo"),
        (&c.redeals, "re-deal"),
    ] {
        if within(times) {
            out += ", after a ";
            out += word;
        }
    }
    if link.closed_off_a_clear() {
        out += ", closed off a clear";
    }
    out
}

/// A cell as the replay names it.
fn cell(p: Pos) -> String {
    format!("({}, {})", p.x, p.y)
}

/// `grid` as text, indented, then the open pairs, each by its cells.
fn board_with_pairs(grid: &Grid, pairs: &[(Pos, Pos)]) -> String {
    let mut out: String = grid
        .to_text()
        .lines()
        .map(|line| format!("    {line}\n"))
        .collect();
    let listed: Vec<String> = pairs
        .iter()
        .map(|&(a, b)| format!("{}–{}", cell(a), cell(b)))
        .collect();
    let _ = writeln!(out, "    open: {}", listed.join(", "));
    out
}
