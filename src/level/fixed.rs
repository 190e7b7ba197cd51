//! Checking a fixed board: the layout's shape, every kind paired, and clearable.

use std::collections::BTreeMap;

use super::FIXED_SOLVER_LIMIT;
use super::findings::Findings;
use super::problem::LevelField;
use crate::engine::grid::{Cell, Grid, char_from_kind};
use crate::engine::rules::Rules;
use crate::engine::solver::{self, Verdict};
use crate::i18n::Message;

/// Cells that differ from the layout reported, at most: the rest are counted, not listed.
const MISMATCHES_LISTED: usize = 5;

/// Checks fixed kinds against the layout: same shape, every kind paired, clearable (proven only
/// when the layout is `settled`; otherwise that is reported already). Returns the number of
/// kinds used.
pub(super) fn check_fixed(
    layout: &Grid,
    fixed: &Grid,
    rules: &Rules,
    settled: bool,
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
        check_clearable(fixed, rules, found);
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

/// Proves the fixed board clearable under `rules` within [`FIXED_SOLVER_LIMIT`] positions.
fn check_clearable(fixed: &Grid, rules: &Rules, found: &mut Findings) {
    let problem = match solver::solve(fixed, rules, FIXED_SOLVER_LIMIT) {
        Verdict::Clearable(_) => return,
        Verdict::Unclearable => Message::new("problem-fixed-stuck"),
        Verdict::Unknown => Message::with(
            "problem-fixed-unknown",
            [("most", FIXED_SOLVER_LIMIT.into())],
        ),
    };
    found.of(LevelField::Fixed, problem);
}

#[cfg(test)]
mod tests {
    use crate::level::parse;

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
