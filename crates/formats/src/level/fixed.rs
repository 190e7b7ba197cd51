//! Checking a fixed board: the layout's shape, every kind paired, and clearable.

use std::collections::BTreeMap;
use std::time::Duration;

use super::findings::Findings;
use super::problem::LevelField;
use crate::i18n::{Message, Value};
use lianliankan_engine::grid::{Cell, Grid, char_from_kind};
use lianliankan_engine::rules::Rules;
use lianliankan_engine::solver::{self, Budget, Limit, Search, Verdict};

/// Cells that differ from the layout reported, at most: the rest are counted, not listed.
const MISMATCHES_LISTED: usize = 5;

/// Checks fixed kinds against the layout: same shape, every kind paired, clearable within
/// `budget` (proven only when the layout is `settled`; otherwise that is reported already).
/// Returns the number of kinds used.
pub(super) fn check_fixed(
    layout: &Grid,
    fixed: &Grid,
    rules: &Rules,
    settled: bool,
    budget: &Budget,
    found: &mut Findings,
) -> usize {
    if !check_shape(layout, fixed, found) {
        return 0;
    }
    let mut counts: BTreeMap<u16, usize> = BTreeMap::new();
    for (_, k) in fixed.tiles() {
        *counts.entry(k).or_default() += 1;
    }
    if check_paired(&counts, rules, found) && settled {
        check_clearable(fixed, rules, budget, found);
    }
    counts.len()
}

/// Whether the fixed board has the layout's size and its tiles, empty cells and obstacles
/// where the layout has them; reports what differs.
fn check_shape(layout: &Grid, fixed: &Grid, found: &mut Findings) -> bool {
    if (fixed.width(), fixed.height()) != (layout.width(), layout.height()) {
        let size = |g: &Grid| format!("{}x{}", g.width(), g.height());
        found.of(
            LevelField::Fixed,
            Message::with(
                "problem-fixed-size",
                [
                    ("size", size(fixed).into()),
                    ("layout", size(layout).into()),
                ],
            ),
        );
        return false;
    }
    let mut mismatched = 0;
    for p in layout.positions() {
        let same = matches!(
            (layout.get(p), fixed.get(p)),
            (Cell::Tile(_), Cell::Tile(_))
                | (Cell::Empty, Cell::Empty)
                | (Cell::Obstacle, Cell::Obstacle)
        );
        if !same {
            if mismatched < MISMATCHES_LISTED {
                found.of(
                    LevelField::Fixed,
                    Message::with(
                        "problem-fixed-cell",
                        [("row", (p.y + 1).into()), ("column", (p.x + 1).into())],
                    ),
                );
            }
            mismatched += 1;
        }
    }
    mismatched == 0
}

/// Whether every kind (every match group, under `rules`' groups) has an even count; reports
/// those that do not.
fn check_paired(counts: &BTreeMap<u16, usize>, rules: &Rules, found: &mut Findings) -> bool {
    // Under match groups a group pairs as a whole (a flower with any flower).
    let mut class_counts: BTreeMap<u16, usize> = BTreeMap::new();
    for (&k, &n) in counts {
        *class_counts.entry(rules.groups.class(k)).or_default() += n;
    }
    let unpaired: Vec<String> = class_counts
        .iter()
        .filter(|(_, n)| *n % 2 == 1)
        .map(|(k, n)| format!("'{}' ({n})", char_from_kind(*k)))
        .collect();
    if unpaired.is_empty() {
        return true;
    }
    found.of(
        LevelField::Fixed,
        Message::with(
            "problem-fixed-unpaired",
            [("kinds", unpaired.join(", ").into())],
        ),
    );
    false
}

/// Proves the fixed board clearable under `rules` within `budget`.
///
/// A board the solver gives up on is refused, like one proven stuck: a fixed board is the
/// designer's promise that it can be cleared, the game deals it exactly as written, and a
/// player on a board that cannot be cleared only learns so after playing it out. So the
/// designer must know, and the message names the bound that ran out and what was spent. The
/// bound in positions ([`super::model::FIXED_SOLVER_LIMIT`]) answers the same on every machine; the
/// time and memory bounds are there so a huge tangled board is answered in seconds, not hours,
/// and are wide enough that a board proven on one machine is proven on another.
fn check_clearable(fixed: &Grid, rules: &Rules, budget: &Budget, found: &mut Findings) {
    let search = solver::solve_within(fixed, rules, budget);
    let problem = match search.verdict {
        Verdict::Clearable(_) => return,
        Verdict::Unclearable => Message::new("problem-fixed-stuck"),
        Verdict::Unknown => gave_up(&search, budget),
    };
    found.of(LevelField::Fixed, problem);
}

/// The message of a search that gave up: what it spent and which bound ran out.
pub fn gave_up(search: &Search, budget: &Budget) -> Message {
    let limit = match search.ran_out {
        Some(Limit::Time) => Message::new("problem-budget-time"),
        Some(Limit::Memory) => Message::with(
            "problem-budget-memory",
            [("most", (budget.max_memory >> 20).into())],
        ),
        Some(Limit::Positions) | None => Message::with(
            "problem-budget-positions",
            [("most", budget.max_nodes.into())],
        ),
    };
    Message::with(
        "problem-fixed-gave-up",
        [
            ("seconds", seconds(search.elapsed)),
            ("positions", search.nodes.into()),
            ("limit", limit.into()),
        ],
    )
}

/// A duration as seconds with two decimals (`0.08`, `1.50`).
fn seconds(time: Duration) -> Value {
    format!("{:.2}", time.as_secs_f64()).into()
}

#[cfg(test)]
mod tests {
    use crate::level::model::parse;

    #[test]
    fn fixed_kinds_are_checked() {
        let unpaired = parse(r#"(name: "F", layout: ["xxxx"], fixed: ["abac"])"#).unwrap_err();
        assert!(
            unpaired.to_string().contains("'b' (1), 'c' (1)"),
            "{unpaired}"
        );
        // a b / b a with no ring and straight links only: each pair is blocked by the other.
        let stuck = parse(
            r#"(name: "F", layout: ["xx", "xx"], fixed: ["ab", "ba"], rules: (max_turns: 0, outer_ring: false))"#,
        )
        .unwrap_err();
        assert!(stuck.to_string().contains("cannot be cleared"), "{stuck}");
        let shape = parse(r#"(name: "F", layout: ["xx.x"], fixed: ["aa.."])"#).unwrap_err();
        assert!(shape.to_string().contains("row 1 column 4"), "{shape}");
        let ok = parse(r#"(name: "F", layout: ["xxxx"], fixed: ["abba"])"#).unwrap();
        assert_eq!(ok.kinds, 2);
    }

    #[test]
    fn a_board_not_proven_within_its_budget_is_refused_naming_the_bound() {
        use std::time::Instant;

        use crate::i18n::Language;
        use crate::level::model::Level;
        use lianliankan_engine::solver::Budget;
        // A stuck corner walled off from a row of one kind: proving it stuck takes a search.
        let text = r#"(name: "F", layout: ["xxxx#xxxxxxxxxxxxxxxx"], fixed: ["abab#cccccccccccccccc"], rules: (outer_ring: false))"#;
        let plenty = Budget::nodes(1_000_000);
        let refused = |budget: Budget| {
            let err = Level::from_ron_within(text, "test.ron", &budget).unwrap_err();
            assert_eq!(err.problems.len(), 1, "{err}");
            (err.to_string(), err.text(Language::Chinese))
        };
        let (proven, _) = refused(plenty);
        assert!(proven.contains("cannot be cleared"), "{proven}");
        let (positions, zh) = refused(Budget::nodes(3));
        assert!(
            positions.contains("gave up proving the fixed board clearable after")
                && positions.contains("no more than 3 positions"),
            "{positions}"
        );
        assert!(zh.contains("最多只能查看 3 个局面"), "{zh}");
        let past = Budget {
            deadline: Some(Instant::now()),
            ..plenty
        };
        let (time, zh) = refused(past);
        assert!(time.contains("its time ran out"), "{time}");
        assert!(zh.contains("时间用完了"), "{zh}");
        let (memory, _) = refused(Budget {
            max_memory: 0,
            ..plenty
        });
        assert!(memory.contains("no more than 0 MiB"), "{memory}");
    }

    #[test]
    fn fixed_boards_are_proven_under_their_gravity() {
        let file = |fixed: [&str; 2], turns: u8, gravity: &str| {
            format!(
                "(name: \"F\", layout: [\"xxxx\", \"xxxx\"], fixed: [\"{}\", \"{}\"], \
                 rules: (max_turns: {turns}, outer_ring: false), gravity: {gravity})",
                fixed[0], fixed[1]
            )
        };
        let stuck = |text: &str| {
            parse(text)
                .unwrap_err()
                .to_string()
                .contains("the fixed board cannot be cleared")
        };
        // Straight links only: falling tiles bring the last two a's into line.
        let helped = ["caba", "caab"];
        assert!(stuck(&file(helped, 0, "none")));
        assert!(parse(&file(helped, 0, "down")).is_ok());
        // One turn: falling tiles block links the board needs.
        let hindered = ["cbab", "aaca"];
        assert!(parse(&file(hindered, 1, "none")).is_ok());
        assert!(stuck(&file(hindered, 1, "down")));
        // A fixed board that is not settled is reported as such, not proven.
        let err = parse(r#"(name: "F", layout: ["xx", ".."], fixed: ["aa", ".."], gravity: down)"#)
            .unwrap_err();
        assert_eq!(err.problems.len(), 1, "{err}");
        assert!(err.to_string().contains("would slide"), "{err}");
    }
}
