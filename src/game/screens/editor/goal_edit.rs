//! Setting a level's goal in the editor: what to do (clear the board, clear the ice, or clear
//! pairs of one kind), how many pairs of which kind, and within how many links. Plain data and
//! rules, no Bevy, like the draft it edits; whether the goal can be met is the level check's
//! (`goal` problems show under the goal's rows).

use crate::engine::Kind;
use crate::engine::goals::{Aim, Goal};
use crate::i18n::Message;

/// Pairs a new "pairs of one kind" goal asks for.
const FIRST_PAIRS: u32 = 2;

/// A change to the goal, from the level page's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalEdit {
    /// The next aim: the board, the ice, pairs of one kind, and round again.
    CycleAim,
    /// More or fewer pairs to clear (at least one).
    Pairs(i32),
    /// The next or the previous kind, round the level's kinds.
    Kind(i32),
    /// More or fewer links allowed; below one there is no limit, and above none there are as
    /// many as the board has pairs.
    Links(i32),
}

/// Applies `edit` to `goal`, on a level of `kinds` kinds and `pairs` pairs.
pub fn apply(goal: &mut Goal, edit: GoalEdit, kinds: usize, pairs: usize) {
    match edit {
        GoalEdit::CycleAim => {
            goal.aim = match goal.aim {
                Aim::ClearBoard => Aim::ClearIce,
                Aim::ClearIce => Aim::Pairs {
                    kind: 0,
                    pairs: FIRST_PAIRS,
                },
                Aim::Pairs { .. } => Aim::ClearBoard,
            }
        }
        GoalEdit::Pairs(d) => {
            if let Aim::Pairs { pairs, .. } = &mut goal.aim {
                *pairs = pairs.saturating_add_signed(d).max(1);
            }
        }
        GoalEdit::Kind(d) => {
            if let Aim::Pairs { kind, .. } = &mut goal.aim {
                let n = kinds.max(1) as i64;
                *kind = (i64::from(*kind) + i64::from(d)).rem_euclid(n) as Kind;
            }
        }
        GoalEdit::Links(d) => {
            goal.within_links = match goal.within_links {
                None if d > 0 => Some(u32::try_from(pairs.max(1)).unwrap_or(u32::MAX)),
                None => None,
                Some(n) => Some(n.saturating_add_signed(d)).filter(|&n| n > 0),
            }
        }
    }
}

/// The aim in words, for its button.
pub fn aim_words(goal: &Goal) -> Message {
    Message::new(match goal.aim {
        Aim::ClearBoard => "goal-aim-board",
        Aim::ClearIce => "goal-aim-ice",
        Aim::Pairs { .. } => "goal-aim-pairs",
    })
}

/// The pairs and kind a "pairs of one kind" goal asks for, as `2 × c`; `None` for other aims.
pub fn pairs_text(goal: &Goal) -> Option<String> {
    match goal.aim {
        Aim::Pairs { kind, pairs } => Some(format!(
            "{pairs} × {}",
            crate::engine::grid::char_from_kind(kind)
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(edits: &[GoalEdit]) -> Goal {
        let mut goal = Goal::default();
        for &e in edits {
            apply(&mut goal, e, 4, 20);
        }
        goal
    }

    #[test]
    fn the_aim_cycles_and_pairs_and_kind_change_only_a_pairs_goal() {
        use GoalEdit::*;
        assert_eq!(after(&[CycleAim]).aim, Aim::ClearIce);
        assert_eq!(after(&[Pairs(3), Kind(1)]).aim, Aim::ClearBoard);
        assert_eq!(
            after(&[CycleAim, CycleAim, Pairs(2), Kind(-1)]).aim,
            Aim::Pairs { kind: 3, pairs: 4 },
            "the kind goes round the level's four"
        );
        assert_eq!(
            after(&[CycleAim, CycleAim, Pairs(-5), Kind(5)]).aim,
            Aim::Pairs { kind: 1, pairs: 1 },
            "at least one pair"
        );
        assert_eq!(after(&[CycleAim, CycleAim, CycleAim]).aim, Aim::ClearBoard);
        assert_eq!(
            pairs_text(&after(&[CycleAim, CycleAim, Kind(2)])),
            Some("2 × c".into())
        );
        assert_eq!(pairs_text(&Goal::default()), None);
    }

    #[test]
    fn a_link_limit_starts_at_the_boards_pairs_and_goes_below_one_to_none() {
        use GoalEdit::*;
        assert_eq!(after(&[Links(-1)]).within_links, None);
        assert_eq!(after(&[Links(1)]).within_links, Some(20));
        assert_eq!(after(&[Links(1), Links(-3)]).within_links, Some(17));
        let mut goal = Goal {
            within_links: Some(1),
            ..Goal::default()
        };
        apply(&mut goal, Links(-1), 4, 20);
        assert_eq!(goal.within_links, None);
    }
}
