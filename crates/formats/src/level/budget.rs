//! What reading levels may spend proving fixed boards clearable: one file on its own, or a set
//! of files read together (a pack document, the files `check` is given), which share one total
//! so that a set of tangled boards is refused in a minute, not in hours.

use std::time::{Duration, Instant};

use super::model::FIXED_SOLVER_LIMIT;
use lianliankan_engine::solver::Budget;

/// The longest one level's fixed board is searched: a level file is answered within about this.
pub const FIXED_SOLVER_TIME: Duration = Duration::from_millis(1500);

/// The memory one proof may hold (remembered positions, the boards and moves it is trying), in
/// bytes.
pub const FIXED_SOLVER_MEMORY: usize = 128 << 20;

/// The longest the fixed boards of a set of levels read together are searched, in all.
pub const LEVELS_SOLVER_TIME: Duration = Duration::from_secs(40);

/// The budget of one level read on its own, starting now.
pub fn level_budget() -> Budget {
    level_budget_of(FIXED_SOLVER_TIME)
}

fn level_budget_of(time: Duration) -> Budget {
    Budget {
        deadline: None,
        max_nodes: FIXED_SOLVER_LIMIT,
        max_memory: FIXED_SOLVER_MEMORY,
    }
    .for_time(time)
}

/// The proving time of levels read together, handed out level by level: each gets an even
/// share of what is left (at most [`FIXED_SOLVER_TIME`]), so time a quick level leaves over goes
/// to the levels after it, and the whole set never takes much longer than its total.
#[derive(Clone, Debug)]
pub struct SharedBudget {
    deadline: Instant,
    levels_left: u32,
}

impl SharedBudget {
    /// [`LEVELS_SOLVER_TIME`] for `levels` levels, from now.
    pub fn new(levels: usize) -> SharedBudget {
        SharedBudget::within(LEVELS_SOLVER_TIME, levels)
    }

    /// `total` for `levels` levels, from now.
    pub fn within(total: Duration, levels: usize) -> SharedBudget {
        SharedBudget {
            deadline: Instant::now() + total,
            levels_left: u32::try_from(levels).unwrap_or(u32::MAX).max(1),
        }
    }

    /// The budget of the next level, starting now.
    pub fn next_level(&mut self) -> Budget {
        let left = self.deadline.saturating_duration_since(Instant::now());
        let share = left / self.levels_left;
        self.levels_left = (self.levels_left - 1).max(1);
        level_budget_of(share.min(FIXED_SOLVER_TIME))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_budget_is_split_evenly_and_capped() {
        let far = |budget: Budget| {
            budget
                .deadline
                .unwrap()
                .saturating_duration_since(Instant::now())
        };
        let mut shared = SharedBudget::within(Duration::from_secs(3600), 2);
        // Half the hour is far more than one level may take.
        assert!(far(shared.next_level()) <= FIXED_SOLVER_TIME);
        let mut tight = SharedBudget::within(Duration::from_secs(10), 1000);
        assert!(far(tight.next_level()) <= Duration::from_millis(10));
        let mut spent = SharedBudget::within(Duration::ZERO, 3);
        for _ in 0..5 {
            assert_eq!(far(spent.next_level()), Duration::ZERO);
        }
        assert_eq!(shared.next_level().max_nodes, FIXED_SOLVER_LIMIT);
    }
}
