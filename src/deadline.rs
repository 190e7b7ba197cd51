//! A deadline for long work on this thread: work that may run long (re-playing a replay a
//! stranger sent) is run [`within`] a deadline, and looks at [`passed`] as it goes, so it stops
//! when its time is up, not only its answer. Work started without one never runs out.

use std::cell::Cell;
use std::time::Instant;

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Runs `work` on this thread with `deadline` (the earlier of it and any deadline already
/// set), then puts the one before back. (Only the server sets deadlines.)
#[cfg(any(feature = "online", test))]
pub fn within<T>(deadline: Instant, work: impl FnOnce() -> T) -> T {
    let before = DEADLINE.get();
    DEADLINE.set(Some(before.map_or(deadline, |b| b.min(deadline))));
    let done = work();
    DEADLINE.set(before);
    done
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
