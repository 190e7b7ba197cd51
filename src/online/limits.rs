//! Rate limits: a token bucket per address and per key, in this process's memory. Each bucket
//! holds `burst` tokens and gains `per_second`; a request takes one. The table is bounded:
//! when it is full, buckets that have filled up again (idle callers) are forgotten, and if
//! none has, the new caller is refused rather than the table grown.
//!
//! [`PerAddress`] counts the connections each address holds open, so that one address cannot
//! take every connection slot.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
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

    /// Charges `who` `tokens` more at `now` for work already done on its behalf (a re-play
    /// that took seconds costs more than a request): the bucket may go below empty, and `who`
    /// waits until it has refilled. Nothing is charged to a caller the table no longer holds.
    pub fn charge(&self, who: &str, tokens: f64, now: Instant) {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let Rate { per_second, burst } = self.rate;
        if let Some(bucket) = buckets.get_mut(who) {
            let refilled = (bucket.0
                + now.saturating_duration_since(bucket.1).as_secs_f64() * per_second)
                .min(burst);
            // Never more debt than a day of refilling, so a debt always ends.
            *bucket = ((refilled - tokens).max(-per_second * 86_400.0), now);
        }
    }
}

/// The address a request comes from: the peer's, or, when the peer is a proxy this server
/// trusts, the one the proxy gives in `X-Real-IP` (the proxy sets it, replacing any the client
/// sent). A trusted proxy that gives none, or gives something that is no address, is the caller.
pub fn caller(peer: SocketAddr, trusted: &[IpAddr], real_ip: Option<&str>) -> SocketAddr {
    if !trusted.contains(&peer.ip()) {
        return peer;
    }
    real_ip
        .and_then(|text| text.trim().parse::<IpAddr>().ok())
        .map_or(peer, |ip| SocketAddr::new(ip, 0))
}

/// Connections open per address, at most `most` each.
#[derive(Debug)]
pub struct PerAddress {
    most: usize,
    open: Mutex<HashMap<IpAddr, usize>>,
}

/// One open connection's place among its address's: given back when dropped.
#[derive(Debug)]
pub struct AddressSlot {
    table: Arc<PerAddress>,
    address: IpAddr,
}

impl PerAddress {
    /// A table allowing `most` open connections to each address.
    pub fn new(most: usize) -> Arc<PerAddress> {
        Arc::new(PerAddress {
            most,
            open: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection from `address`, if it has fewer than the most open.
    pub fn take(self: &Arc<Self>, address: IpAddr) -> Option<AddressSlot> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(address).or_insert(0);
        if *count >= self.most {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            table: self.clone(),
            address,
        })
    }

    /// Connections `address` holds open.
    #[cfg(test)]
    pub fn open(&self, address: IpAddr) -> usize {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.get(&address).copied().unwrap_or(0)
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut open = self.table.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn only_a_trusted_proxy_says_who_the_caller_is() {
        let proxy: SocketAddr = "127.0.0.1:5000".parse().unwrap();
        let stranger: SocketAddr = "192.0.2.9:6000".parse().unwrap();
        let trusted = ["127.0.0.1".parse().unwrap()];
        let client: IpAddr = "198.51.100.7".parse().unwrap();
        assert_eq!(caller(proxy, &trusted, Some("198.51.100.7")).ip(), client);
        assert_eq!(
            caller(proxy, &trusted, Some(" 2001:db8::1 "))
                .ip()
                .to_string(),
            "2001:db8::1"
        );
        assert_eq!(
            caller(stranger, &trusted, Some("198.51.100.7")),
            stranger,
            "not trusted"
        );
        assert_eq!(
            caller(proxy, &[], Some("198.51.100.7")),
            proxy,
            "no proxy trusted"
        );
        assert_eq!(caller(proxy, &trusted, None), proxy);
        assert_eq!(
            caller(proxy, &trusted, Some("1.2.3.4, 5.6.7.8")),
            proxy,
            "not one address"
        );
    }

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

    #[test]
    fn work_done_is_charged_and_its_debt_ends() {
        let limiter = Limiter::new(Rate {
            per_second: 1.0,
            burst: 5.0,
        });
        let t0 = Instant::now();
        assert!(limiter.allow("a", t0));
        limiter.charge("a", 10.0, t0);
        assert!(
            !limiter.allow("a", t0 + Duration::from_secs(5)),
            "6 tokens in debt"
        );
        assert!(limiter.allow("a", t0 + Duration::from_secs(7)));
        limiter.charge("unknown", 1e12, t0);
        assert!(limiter.allow("unknown", t0));
        limiter.charge("a", f64::INFINITY, t0);
        let day = Duration::from_secs(86_400 + 10);
        assert!(limiter.allow("a", t0 + day), "a debt ends within a day");
    }

    #[test]
    fn an_address_holds_at_most_its_share_of_connections() {
        let table = PerAddress::new(2);
        let (one, two): (IpAddr, IpAddr) =
            ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let first = table.take(one).unwrap();
        let second = table.take(one).unwrap();
        assert!(table.take(one).is_none(), "a third from one address");
        let other = table.take(two).unwrap();
        drop(first);
        assert_eq!(table.open(one), 1);
        let again = table.take(one).unwrap();
        drop((second, again, other));
        assert_eq!(table.open(one), 0);
        assert!(
            table.open.lock().unwrap().is_empty(),
            "closed addresses are forgotten"
        );
    }
}
