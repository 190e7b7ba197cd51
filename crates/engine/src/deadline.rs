//! A deadline for long work on this thread: work that may run long (re-playing a replay a
//! stranger sent) is run [`within`] a deadline, and looks at [`passed`] as it goes, so it stops
//! when its time is up, not only its answer. Work started without one never runs out.

use std::cell::Cell;
use std::time::Instant;

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Runs `work` on this thread with `deadline` (the earlier of it and any deadline already
/// set), then puts the one before back. The server sets one for each replay it proves, the
/// command line for each command that reads files from outside, the game for a ghost's proof.
pub fn within<T>(deadline: Instant, work: impl FnOnce() -> T) -> T {
    let before = DEADLINE.get();
    DEADLINE.set(Some(before.map_or(deadline, |b| b.min(deadline))));
    let done = work();
    DEADLINE.set(before);
    done
}

/// Runs `work` within `time` from now (see [`within`]).
pub fn within_time<T>(time: std::time::Duration, work: impl FnOnce() -> T) -> T {
    match Instant::now().checked_add(time) {
        Some(deadline) => within(deadline, work),
        None => work(),
    }
}

/// This thread's deadline, to carry to a thread the work goes on in (see [`carried`]).
pub fn current() -> Option<Instant> {
    DEADLINE.get()
}

/// Runs `work` within `deadline` if there is one: on a worker thread, the deadline of the
/// thread that started it ([`current`] there).
pub fn carried<T>(deadline: Option<Instant>, work: impl FnOnce() -> T) -> T {
    match deadline {
        Some(deadline) => within(deadline, work),
        None => work(),
    }
}

/// Whether this thread's work is past its deadline.
pub fn passed() -> bool {
    DEADLINE.get().is_some_and(|d| Instant::now() >= d)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_deadline_holds_for_its_work_only_and_the_earlier_one_wins() {
        assert!(!passed(), "no deadline: never passed");
        let soon = Instant::now();
        let later = soon + Duration::from_secs(3600);
        within(later, || {
            assert!(!passed());
            within(soon, || assert!(passed()));
            assert!(!passed(), "the outer deadline is back");
            within(later + Duration::from_secs(60), || assert!(!passed()));
        });
        within(soon, || {
            within(later, || {
                assert!(passed(), "a later one does not lift an earlier one")
            });
        });
        assert!(!passed());
        let other = std::thread::spawn(passed).join().unwrap();
        assert!(!other, "another thread has its own");
    }
}
