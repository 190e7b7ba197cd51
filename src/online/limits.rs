//! Rate limits: a token bucket per address and per key, in this process's memory. Each bucket
//! holds `burst` tokens and gains `per_second`; a request takes one. The table is bounded:
//! when it is full, buckets that have filled up again (idle callers) are forgotten, and if
//! none has, the new caller is refused rather than the table grown.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// Most callers remembered at once by one limiter.
pub const MAX_TRACKED: usize = 100_000;

/// One rate: `per_second` sustained, `burst` at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Requests a second, sustained.
    pub per_second: f64,
    /// Requests at once.
    pub burst: f64,
}

/// Token buckets by caller.
#[derive(Debug)]
pub struct Limiter {
    rate: Rate,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Limiter {
    /// A limiter allowing `rate` to each caller.
    pub fn new(rate: Rate) -> Limiter {
        Limiter {
            rate,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes a token for `who` at `now`: `false` when `who` is over the rate.
    pub fn allow(&self, who: &str, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let Rate { per_second, burst } = self.rate;
        let refill = |(tokens, at): (f64, Instant)| {
            (tokens + now.saturating_duration_since(at).as_secs_f64() * per_second).min(burst)
        };
        if !buckets.contains_key(who) && buckets.len() >= MAX_TRACKED {
            buckets.retain(|_, b| refill(*b) < burst);
            if buckets.len() >= MAX_TRACKED {
                return false;
            }
        }
        let bucket = buckets.entry(who.to_string()).or_insert((burst, now));
        let tokens = refill(*bucket);
        if tokens < 1.0 {
            *bucket = (tokens, now);
            return false;
        }
        *bucket = (tokens - 1.0, now);
        true
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_burst_is_allowed_then_the_rate_and_callers_are_apart() {
        let limiter = Limiter::new(Rate {
            per_second: 2.0,
            burst: 3.0,
        });
        let t0 = Instant::now();
        assert!((0..3).all(|_| limiter.allow("a", t0)));
        assert!(!limiter.allow("a", t0));
        assert!(limiter.allow("b", t0), "another caller has its own bucket");
        assert!(limiter.allow("a", t0 + Duration::from_millis(500)));
        assert!(!limiter.allow("a", t0 + Duration::from_millis(500)));
        // Refused requests do not earn tokens, and waiting never gives more than the burst.
        let later = t0 + Duration::from_secs(3600);
        assert!((0..3).all(|_| limiter.allow("a", later)));
        assert!(!limiter.allow("a", later));
    }
}
