//! The finish screens' part in racing a ghost: "Race your best", and how a clear stood against
//! the ghost it raced (both times, and the pairs found faster).

use bevy::prelude::*;

use crate::formats::play_mode::PlayMode;
use crate::game::content::words::Words;
use crate::game::core::deal::LevelSpec;
use crate::game::core::screen::Menu;
use crate::game::ghost::best::RaceBest;
use crate::game::ghost::race::GhostRace;
use crate::game::replays::recorder::WhoPlays;
use crate::game::theme::palette;
use crate::game::theme::widgets::{Chosen, clock_text, label};

/// Whether "Race your best" is offered: a player's game of a pack level, where bests are kept.
pub fn races_best(spec: &LevelSpec, who: &WhoPlays, bests_kept: bool) -> bool {
    bests_kept
        && who.player()
        && spec.record.is_some()
        && matches!(spec.mode, PlayMode::Classic | PlayMode::Relaxed)
}

/// Deal the level's best board again, with the best as the ghost.
pub fn race_best(
    _: On<Chosen>,
    mut race: MessageWriter<RaceBest>,
    mut menu: ResMut<NextState<Menu>>,
) {
    race.write(RaceBest);
    menu.set(Menu::None);
}

/// How the clear stood against the ghost: both times, and the pairs found faster.
pub fn spawn_against_ghost(
    panel: &mut ChildSpawnerCommands,
    ghost: &GhostRace,
    seconds: f32,
    words: &Words,
) {
    let name = match &ghost.name {
        Some(name) => name.clone(),
        None => words.t("ghost-your-best"),
    };
    let its = if ghost.run.cleared {
        clock_text(crate::formats::replays::replay::seconds(ghost.run.finish) as f32)
    } else {
        "—".into()
    };
    let times = words.t_with(
        "won-ghost",
        &[
            ("name", name.into()),
            ("you", clock_text(seconds).into()),
            ("ghost", its.into()),
        ],
    );
    panel.spawn(label(times, 18.0, palette::TEXT));
    let faster = ghost.faster_pairs();
    let line = words.t_with(
        "won-ghost-faster",
        &[
            ("n", faster.len().into()),
            ("of", ghost.pairs_removed().into()),
            ("which", numbered_runs(&faster, 10).into()),
        ],
    );
    panel.spawn(label(line, 16.0, palette::TEXT_DIM));
}

/// Numbers as runs ("1–3, 5, 8"), at most `most` runs and then "…".
fn numbered_runs(numbers: &[usize], most: usize) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &n in numbers {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == n => *end = n,
            _ => runs.push((n, n)),
        }
    }
    let mut text: Vec<String> = runs
        .iter()
        .take(most)
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    if runs.len() > most {
        text.push("…".into());
    }
    if text.is_empty() {
        return "—".into();
    }
    text.join(", ")
}

#[cfg(test)]
mod tests {
    use super::numbered_runs;

    #[test]
    fn numbers_are_told_as_runs() {
        assert_eq!(numbered_runs(&[1, 2, 3, 5, 8, 9], 10), "1–3, 5, 8–9");
        assert_eq!(numbered_runs(&[], 10), "—");
        assert_eq!(numbered_runs(&[1, 3, 5, 7], 2), "1, 3, …");
    }
}
