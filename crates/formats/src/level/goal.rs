//! The `goal` field: what a level asks besides clearing the board (see
//! [`lianliankan_engine::goals`]). `goal: (clear: ice, within_links: 12)` or
//! `goal: (clear: pairs, kind: 'c', pairs: 4)`; absent, the board is to be cleared. Each
//! problem names the part of the goal it is about.

use serde::{Deserialize, Serialize};

use super::findings::Findings;
use super::plain::written_plain;
use super::problem::LevelField;
use crate::i18n::Message;
use lianliankan_engine::goals::{Aim, Goal};
use lianliankan_engine::grid::{Grid, Kind, char_from_kind, kind_from_char};
use lianliankan_engine::specials::{Special, Specials};

/// What to clear, as the file names it.
#[derive(Deserialize, Serialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub(super) enum ClearFile {
    Board,
    Ice,
    Pairs,
}

/// The goal as written and read.
#[derive(Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename = "goal")]
pub(super) struct GoalFile {
    clear: ClearFile,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    kind: Option<char>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pairs: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    within_links: Option<u64>,
}

/// What the board offers a goal: its layout, the kinds dealt (or the fixed board) and the
/// special tiles.
pub(super) struct GoalBoard<'a> {
    pub(super) layout: &'a Grid,
    pub(super) kinds: usize,
    pub(super) fixed: Option<&'a Grid>,
    pub(super) specials: Option<&'a Specials>,
}

impl GoalBoard<'_> {
    /// Pairs of `kind` every deal has: a fixed board's count, or the dealer's share (kinds take
    /// turns, so the first `pairs % kinds` kinds have one pair more).
    fn pairs_of(&self, kind: Kind) -> u64 {
        if let Some(fixed) = self.fixed {
            return (fixed.tiles().filter(|&(_, k)| k == kind).count() / 2) as u64;
        }
        let (pairs, kinds) = (self.layout.tile_count() / 2, self.kinds.max(1));
        let k = usize::from(kind);
        if k >= kinds {
            return 0;
        }
        (pairs / kinds + usize::from(k < pairs % kinds)) as u64
    }

    fn has_ice(&self) -> bool {
        self.specials
            .is_some_and(|s| s.iter().any(|(_, sp)| sp == Special::Ice))
    }
}

/// The goal `file` asks of `board`, with every problem found.
pub(super) fn read_goal(file: Option<&GoalFile>, board: &GoalBoard, found: &mut Findings) -> Goal {
    let Some(file) = file else {
        return Goal::default();
    };
    let mut problem = |key: &'static str, args: Vec<(&'static str, crate::i18n::Value)>| {
        found.of(LevelField::Goal, Message::with(key, args));
    };
    let pairs_on_board = (board.layout.tile_count() / 2) as u64;
    let aim = match file.clear {
        ClearFile::Board => Aim::ClearBoard,
        ClearFile::Ice => {
            if !board.has_ice() {
                problem("problem-goal-no-ice", vec![]);
            }
            Aim::ClearIce
        }
        ClearFile::Pairs => match (file.kind, file.pairs) {
            (Some(letter), Some(pairs)) => {
                let kind = kind_from_char(letter).unwrap_or(Kind::MAX);
                let dealt = board.pairs_of(kind);
                if dealt == 0 {
                    problem(
                        "problem-goal-kind",
                        vec![("kind", format!("{letter:?}").into())],
                    );
                } else if !(1..=dealt).contains(&pairs) {
                    problem(
                        "problem-goal-pairs",
                        vec![
                            ("pairs", pairs.into()),
                            ("kind", format!("{letter:?}").into()),
                            ("most", dealt.into()),
                        ],
                    );
                }
                Aim::Pairs {
                    kind,
                    pairs: pairs.min(u64::from(u32::MAX)) as u32,
                }
            }
            _ => {
                problem("problem-goal-pairs-needs", vec![]);
                Aim::ClearBoard
            }
        },
    };
    if file.clear != ClearFile::Pairs && (file.kind.is_some() || file.pairs.is_some()) {
        problem("problem-goal-kind-without-pairs", vec![]);
    }
    let within_links = file.within_links.map(|links| {
        if aim == Aim::ClearBoard {
            problem("problem-goal-board-links", vec![]);
        } else if !(1..=pairs_on_board).contains(&links) {
            problem(
                "problem-goal-links",
                vec![("links", links.into()), ("most", pairs_on_board.into())],
            );
        }
        links.min(u64::from(u32::MAX)) as u32
    });
    Goal { aim, within_links }
}

/// The goal as the file writes it; none for the classic goal.
pub(super) fn goal_file(goal: &Goal) -> Option<GoalFile> {
    if goal.is_classic() {
        return None;
    }
    let (clear, kind, pairs) = match goal.aim {
        Aim::ClearBoard => (ClearFile::Board, None, None),
        Aim::ClearIce => (ClearFile::Ice, None, None),
        Aim::Pairs { kind, pairs } => (
            ClearFile::Pairs,
            Some(char_from_kind(kind)),
            Some(u64::from(pairs)),
        ),
    };
    Some(GoalFile {
        clear,
        kind,
        pairs,
        within_links: goal.within_links.map(u64::from),
    })
}

#[cfg(test)]
mod tests {
    use crate::level::model::parse;
    use crate::level::problem::LevelField;
    use lianliankan_engine::goals::{Aim, Goal};

    const ICE: &str = r#"(name: "G", layout: ["xxxx", "xxxx"], kinds: 2,
        specials: ["I...", "...."],"#;

    #[test]
    fn goals_are_read_and_written_back() {
        let plain = parse(r#"(name: "G", layout: ["xxxx"])"#).unwrap();
        assert!(plain.goal.is_classic());
        assert!(!plain.to_ron().contains("goal"));
        let ice = parse(&format!("{ICE}\n goal: (clear: ice, within_links: 3))")).unwrap();
        assert_eq!(
            ice.goal,
            Goal {
                aim: Aim::ClearIce,
                within_links: Some(3)
            }
        );
        assert_eq!(parse(&ice.to_ron()).unwrap(), ice, "{}", ice.to_ron());
        let pairs = parse(
            r#"(name: "G", layout: ["xxxxxx"], kinds: 2, goal: (clear: pairs, kind: 'a', pairs: 2))"#,
        )
        .unwrap();
        assert_eq!(pairs.goal.aim, Aim::Pairs { kind: 0, pairs: 2 });
        assert_eq!(parse(&pairs.to_ron()).unwrap(), pairs);
    }

    #[test]
    fn every_goal_problem_is_named_on_its_line() {
        let problems = |goal: &str| {
            let text = format!("{ICE}\n goal: {goal})");
            let e = parse(&text).unwrap_err();
            assert!(
                e.problems
                    .iter()
                    .all(|p| p.field == Some(LevelField::Goal) && p.line == Some(3)),
                "{e}"
            );
            e.to_string()
        };
        // Two kinds on four pairs: two pairs of each.
        assert!(problems("(clear: pairs, kind: 'c', pairs: 1)").contains("'c'"));
        assert!(problems("(clear: pairs, kind: 'a', pairs: 3)").contains("1 to 2"));
        assert!(problems("(clear: pairs)").contains("kind"));
        assert!(problems("(clear: board, within_links: 3)").contains("every pair"));
        assert!(problems("(clear: ice, within_links: 9)").contains("9"));
        assert!(problems("(clear: ice, kind: 'a')").contains("pairs"));
        let no_ice = parse(r#"(name: "G", layout: ["xxxx"], goal: (clear: ice))"#).unwrap_err();
        assert!(no_ice.to_string().contains("ice"), "{no_ice}");
        let unknown = parse("(name: \"G\", layout: [\"xx\"],\n goal: (clear: stars))").unwrap_err();
        assert_eq!(unknown.problems[0].line, Some(2), "{unknown}");
    }
}
