//! The computer players on the rules alone: legal choices, blind to hidden faces, tiers in
//! order, and a think-time fit that finds the numbers it was given.

use crate::engine::slide_links::all_steps;
use crate::engine::{Cell, GameRng, Grid};
use crate::formats::QuickGame;
use crate::formats::level::Level;

use super::policy::{Action, Bot};
use super::race::{play, race};
use super::think::{Sample, Sight, ThinkModel, fit};
use super::tier::Tier;

fn quick(key: &str) -> Level {
    QuickGame::from_key(key).expect("a quick game").level()
}

fn memory_level() -> Level {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/special-tiles/10-memory.ron");
    Level::load(&path).expect("the memory level reads")
}

/// Every link a player of each tier makes is one the rules allow on the board as it is, on
/// plain boards, sliding boards, falling boards and a board of hidden faces, to the end.
#[test]
fn a_computer_player_never_makes_an_illegal_move() {
    let levels = [
        quick("14x6"),
        quick("16x9-slide"),
        quick("16x9-gravity_down-turns1"),
        memory_level(),
    ];
    for level in &levels {
        for tier in Tier::ALL {
            for seed in 1..4 {
                let mut grid = level.deal(seed).expect("deals");
                let mut bot = Bot::new(tier.traits(), seed);
                let mut redeals = 0;
                for _ in 0..grid.tile_count() * 4 {
                    match bot.decide(&grid, &level.rules, 0) {
                        Action::Link { step, wait, .. } => {
                            assert!(wait > 0.0);
                            assert!(
                                all_steps(&grid, &level.rules).contains(&step),
                                "{tier:?} seed {seed} on {}: {step:?} is not open on\n{}",
                                level.name,
                                grid.to_text()
                            );
                            step.play(&mut grid, &level.rules);
                        }
                        Action::Stuck => {
                            if all_steps(&grid, &level.rules).is_empty() {
                                grid = level.redeal(&grid, seed, redeals).expect("re-deals");
                                redeals += 1;
                            } else {
                                break; // only hidden pairs are open: the race guesses
                            }
                        }
                        Action::Hint { .. } => panic!("no hints were left to ask for"),
                    }
                    if grid.is_cleared() {
                        break;
                    }
                }
            }
        }
    }
}

/// `grid` with every face-down tile given another kind: `shift` kinds on, among the kinds of
/// the board.
fn with_other_hidden_faces(grid: &Grid, shift: u16, kinds: u16) -> Grid {
    let mut other = grid.clone();
    for (p, k) in grid.tiles() {
        if !grid.face_shown(p) {
            other.set(p, Cell::Tile((k + shift) % kinds));
        }
    }
    other
}

/// The faces lying down change, and no tier's choice or wait changes with them: it cannot
/// look under them, not even one link ahead.
#[test]
fn what_lies_face_down_does_not_change_a_computer_player_s_choice() {
    let level = memory_level();
    let kinds = level.kinds as u16;
    let mut compared = 0;
    for seed in 1..6 {
        let mut grid = level.deal(seed).expect("deals");
        let mut play_on = Bot::new(Tier::Club.traits(), seed);
        for _ in 0..12 {
            for tier in Tier::ALL {
                for shift in 1..kinds {
                    let other = with_other_hidden_faces(&grid, shift, kinds);
                    assert_ne!(other, grid, "the deal has faces lying down");
                    let mine = Bot::new(tier.traits(), seed).decide(&grid, &level.rules, 1);
                    let theirs = Bot::new(tier.traits(), seed).decide(&other, &level.rules, 1);
                    assert_eq!(mine, theirs, "{tier:?}, seed {seed}, shift {shift}");
                    compared += 1;
                }
            }
            match play_on.decide(&grid, &level.rules, 0) {
                Action::Link { step, .. } => {
                    step.play(&mut grid, &level.rules);
                }
                _ => break,
            }
        }
    }
    assert!(compared > 1_000, "{compared} choices compared");
}

/// The faces do matter to the rules: the same boards, with the faces lying down shifted,
/// open different pairs (so the test above compares boards a peek would tell apart).
#[test]
fn shifting_the_hidden_faces_changes_the_pairs_the_rules_open() {
    let level = memory_level();
    let grid = level.deal(1).expect("deals");
    let kinds = level.kinds as u16;
    let differing = (1..kinds)
        .filter(|&shift| {
            let other = with_other_hidden_faces(&grid, shift, kinds);
            all_steps(&other, &level.rules) != all_steps(&grid, &level.rules)
        })
        .count();
    assert!(differing > 0);
}

/// An expert beats a beginner in at least 90 of 100 races on an 18×8 board, a club player
/// sits between them, and the same seed runs the same race.
#[test]
fn an_expert_beats_a_beginner_in_ninety_of_a_hundred_races() {
    let level = quick("18x8");
    let players = [Tier::Beginner.traits(), Tier::Expert.traits()];
    let mut expert_wins = 0;
    for seed in 0..100 {
        let (finishes, winner) = race(&level, seed, &players).expect("races");
        assert!(
            finishes.iter().all(|f| f.cleared),
            "seed {seed}: {finishes:?}"
        );
        expert_wins += usize::from(winner == Some(1));
    }
    assert!(expert_wins >= 90, "the expert won {expert_wins} of 100");
    let mean = |tier: Tier| {
        (0..10)
            .map(|seed| {
                let mut bot = Bot::new(tier.traits(), seed);
                play(&level, seed, &mut bot).expect("plays").seconds
            })
            .sum::<f64>()
            / 10.0
    };
    let (beginner, club, expert) = (mean(Tier::Beginner), mean(Tier::Club), mean(Tier::Expert));
    assert!(
        beginner > club && club > expert,
        "{beginner} {club} {expert}"
    );
    assert_eq!(
        race(&level, 7, &players).expect("races"),
        race(&level, 7, &players).expect("races")
    );
}

/// Waits drawn from a known model are fitted back to its numbers.
#[test]
fn the_think_time_fit_finds_the_model_the_waits_were_drawn_from() {
    let truth = ThinkModel {
        intercept: 1.2,
        per_log_open: -0.4,
        per_turn: 0.3,
        per_cell: 0.05,
        spread: 0.3,
    };
    let mut rng = GameRng::new(5);
    let samples: Vec<Sample> = (0..4_000)
        .map(|i| {
            let sight = Sight {
                open: 1 + i % 37,
                turns: (i % 3) as u32,
                distance: (i * 7 % 29) as u32,
            };
            Sample {
                sight,
                wait: truth.wait(sight, &mut rng),
            }
        })
        .collect();
    let found = fit(&samples).expect("fits");
    let near = |a: f64, b: f64| (a - b).abs() < 0.05;
    assert!(near(found.intercept, truth.intercept), "{found:?}");
    assert!(near(found.per_log_open, truth.per_log_open), "{found:?}");
    assert!(near(found.per_turn, truth.per_turn), "{found:?}");
    assert!(near(found.per_cell, truth.per_cell), "{found:?}");
    assert!(near(found.spread, truth.spread), "{found:?}");
    assert_eq!(fit(&samples[..10]), None, "too few to fit");
    let same_place: Vec<Sample> = samples
        .iter()
        .map(|s| Sample {
            sight: Sight {
                distance: 3,
                ..s.sight
            },
            ..*s
        })
        .collect();
    assert_eq!(
        fit(&same_place),
        None,
        "distance cannot be told from the constant"
    );
}
