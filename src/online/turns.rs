//! Turns at the server's costly work (re-playing a game, reading a brought level), shared
//! fairly between the senders (a key, or a signed-in player) rather than first come, first
//! served:
//!
//! - **One at a time per sender.** A sender with work waiting or running is told to wait for
//!   its answer before sending more; a few senders cannot fill the queue.
//! - **Heavy senders last.** Each sender's recent cost (seconds of work, halved every
//!   [`HALF_LIFE`]) is remembered; when a turn frees, the senders whose cost is light go first,
//!   in the order they came, then the heavy ones, least cost first: a player's game goes
//!   before the tenth expensive game of another sender.
//! - **A turn kept for light senders.** A sender whose recent cost is over [`HEAVY_SECONDS`] is
//!   heavy; heavy senders never hold every turn (with two or more), so a real game waits at
//!   most for one piece of work to end, however many expensive games are sent.
//!
//! What a piece of work cost is given back to the caller ([`Turn::finish`]) so it can be
//! charged to the sender's rate too.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

/// A sender's remembered cost halves in this long.
pub const HALF_LIFE: Duration = Duration::from_secs(60);

/// Recent seconds of work over which a sender is heavy.
pub const HEAVY_SECONDS: f64 = 2.0;

/// Most senders remembered; the lightest are forgotten first when there are more.
const MAX_SENDERS: usize = 100_000;

/// Why no turn was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTurn {
    /// The sender already has work waiting or running.
    AlreadyWaiting,
    /// No turn came in the time allowed.
    Busy,
}

/// The turns of one server.
#[derive(Debug)]
pub struct Turns {
    turns: usize,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    running: usize,
    heavy_running: usize,
    next_ticket: u64,
    waiting: Vec<Waiter>,
    senders: HashMap<String, Sender>,
}

#[derive(Debug)]
struct Waiter {
    sender: String,
    ticket: u64,
    wake: oneshot::Sender<bool>,
}

#[derive(Debug, Clone, Copy)]
struct Sender {
    busy: bool,
    cost: f64,
    at: Instant,
}

impl Sender {
    fn cost_at(&self, now: Instant) -> f64 {
        let halvings =
            now.saturating_duration_since(self.at).as_secs_f64() / HALF_LIFE.as_secs_f64();
        self.cost * 0.5f64.powf(halvings)
    }
}

/// A turn: held while the work runs, given back when dropped (or [`Turn::finish`]ed).
#[derive(Debug)]
pub struct Turn {
    turns: Arc<Turns>,
    sender: String,
    heavy: bool,
    began: Instant,
    done: bool,
}

impl Turns {
    /// `turns` pieces of work at once (at least one).
    pub fn new(turns: usize) -> Arc<Turns> {
        Arc::new(Turns {
            turns: turns.max(1),
            state: Mutex::new(State::default()),
        })
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many turns heavy senders may hold at once.
    fn heavy_turns(&self) -> usize {
        if self.turns >= 2 { self.turns - 1 } else { 1 }
    }

    /// A turn for `sender`, waiting at most `wait` for one. Dropped while waiting (the request
    /// gone), the sender's place is given up.
    pub async fn take(self: &Arc<Self>, sender: &str, wait: Duration) -> Result<Turn, NoTurn> {
        let mut waiting = Waiting {
            turns: self.clone(),
            sender: sender.to_string(),
            woken: Some(self.queue(sender)?),
        };
        let Some(woken) = waiting.woken.as_mut() else {
            return Err(NoTurn::Busy);
        };
        match tokio::time::timeout(wait, woken).await {
            Ok(Ok(heavy)) => {
                waiting.woken = None;
                Ok(Turn {
                    turns: self.clone(),
                    sender: sender.to_string(),
                    heavy,
                    began: Instant::now(),
                    done: false,
                })
            }
            // `waiting` gives the place up as it is dropped.
            _ => Err(NoTurn::Busy),
        }
    }

    /// Puts `sender` in the queue (and gives out the free turns): what wakes it.
    fn queue(&self, sender: &str) -> Result<oneshot::Receiver<bool>, NoTurn> {
        let now = Instant::now();
        let mut state = self.state();
        if state.senders.get(sender).is_some_and(|s| s.busy) {
            return Err(NoTurn::AlreadyWaiting);
        }
        state.forget_lightest_if_full(now);
        state
            .senders
            .entry(sender.to_string())
            .or_insert(Sender {
                busy: false,
                cost: 0.0,
                at: now,
            })
            .busy = true;
        let (wake, woken) = oneshot::channel();
        let ticket = state.next_ticket;
        state.next_ticket += 1;
        state.waiting.push(Waiter {
            sender: sender.to_string(),
            ticket,
            wake,
        });
        self.hand_on(&mut state, now);
        Ok(woken)
    }

    /// Gives free turns to the waiting senders that have cost least.
    fn hand_on(&self, state: &mut State, now: Instant) {
        let heavy_turns = self.heavy_turns();
        while state.running < self.turns {
            let heavy_allowed = state.heavy_running < heavy_turns;
            let Some(index) = state.next_waiter(now, heavy_allowed) else {
                return;
            };
            let waiter = state.waiting.remove(index);
            let heavy = state.is_heavy(&waiter.sender, now);
            state.start(heavy);
            if waiter.wake.send(heavy).is_err() {
                // Its wait had just ended: the turn is free again.
                state.stop(heavy);
            }
        }
    }

    /// Senders with work waiting or running now.
    #[cfg(test)]
    pub fn busy_senders(&self) -> usize {
        self.state().senders.values().filter(|s| s.busy).count()
    }
}

impl State {
    fn start(&mut self, heavy: bool) {
        self.running += 1;
        self.heavy_running += usize::from(heavy);
    }

    fn stop(&mut self, heavy: bool) {
        self.running -= 1;
        self.heavy_running -= usize::from(heavy);
    }

    fn is_heavy(&self, sender: &str, now: Instant) -> bool {
        self.senders
            .get(sender)
            .is_some_and(|s| s.cost_at(now) > HEAVY_SECONDS)
    }

    /// The waiter to go next: light senders first, in the order they came (among players
    /// alike, first come, first served keeps the slowest answer short); then heavy ones, the
    /// least recent cost first.
    fn next_waiter(&self, now: Instant, heavy_allowed: bool) -> Option<usize> {
        let cost = |w: &Waiter| self.senders.get(&w.sender).map_or(0.0, |s| s.cost_at(now));
        let weight = |w: &Waiter| {
            let cost = cost(w);
            if cost <= HEAVY_SECONDS { 0.0 } else { cost }
        };
        self.waiting
            .iter()
            .enumerate()
            .filter(|(_, w)| heavy_allowed || cost(w) <= HEAVY_SECONDS)
            .min_by(|(_, a), (_, b)| {
                weight(a)
                    .total_cmp(&weight(b))
                    .then(a.ticket.cmp(&b.ticket))
            })
            .map(|(i, _)| i)
    }

    /// Keeps the table bounded: idle senders whose cost has faded are forgotten first.
    fn forget_lightest_if_full(&mut self, now: Instant) {
        if self.senders.len() < MAX_SENDERS {
            return;
        }
        self.senders
            .retain(|_, s| s.busy || s.cost_at(now) > HEAVY_SECONDS / 100.0);
        if self.senders.len() >= MAX_SENDERS {
            self.senders.retain(|_, s| s.busy);
        }
    }
}

impl Turn {
    /// Ends the turn: how long the work took (the cost to charge the sender).
    pub fn finish(mut self) -> Duration {
        self.end()
    }

    fn end(&mut self) -> Duration {
        if self.done {
            return Duration::ZERO;
        }
        self.done = true;
        let now = Instant::now();
        let took = now.saturating_duration_since(self.began);
        let mut state = self.turns.state();
        state.stop(self.heavy);
        if let Some(s) = state.senders.get_mut(&self.sender) {
            s.cost = s.cost_at(now) + took.as_secs_f64();
            s.at = now;
            s.busy = false;
        }
        self.turns.hand_on(&mut state, now);
        took
    }
}

/// A sender's place in the queue while it waits; given up when dropped unwoken.
struct Waiting {
    turns: Arc<Turns>,
    sender: String,
    woken: Option<oneshot::Receiver<bool>>,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        let Some(mut woken) = self.woken.take() else {
            return;
        };
        let mut state = self.turns.state();
        state.waiting.retain(|w| w.sender != self.sender);
        // A turn given at the moment the wait ended was started for this sender: end it.
        if let Ok(heavy) = woken.try_recv() {
            state.stop(heavy);
        }
        if let Some(s) = state.senders.get_mut(&self.sender) {
            s.busy = false;
        }
        self.turns.hand_on(&mut state, Instant::now());
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.end();
    }
}

#[cfg(test)]
impl Turns {
    /// Remembers `seconds` of recent work by `sender`, as if it had just been done.
    fn remember(&self, sender: &str, seconds: f64) {
        self.state().senders.insert(
            sender.to_string(),
            Sender {
                busy: false,
                cost: seconds,
                at: Instant::now(),
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<F: std::future::Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(future)
    }

    const LONG: Duration = Duration::from_secs(5);
    const SHORT: Duration = Duration::from_millis(20);

    #[test]
    fn a_sender_has_one_piece_of_work_at_a_time() {
        run(async {
            let turns = Turns::new(4);
            let first = turns.take("a", LONG).await.unwrap();
            assert_eq!(
                turns.take("a", LONG).await.unwrap_err(),
                NoTurn::AlreadyWaiting
            );
            let other = turns.take("b", LONG).await.unwrap();
            drop(first);
            let again = turns.take("a", LONG).await.unwrap();
            assert_eq!(turns.busy_senders(), 2);
            drop((other, again));
            assert_eq!(turns.busy_senders(), 0);
        });
    }

    #[test]
    fn heavy_senders_never_hold_every_turn() {
        run(async {
            let turns = Turns::new(2);
            for heavy in ["h1", "h2"] {
                turns.remember(heavy, 30.0);
            }
            let h1 = turns.take("h1", LONG).await.unwrap();
            assert_eq!(
                turns.take("h2", SHORT).await.unwrap_err(),
                NoTurn::Busy,
                "the second turn is kept for light senders"
            );
            let light = turns.take("player", SHORT).await.unwrap();
            drop(light);
            drop(h1);
            let h2 = turns.take("h2", SHORT).await.unwrap();
            drop(h2);
        });
    }

    #[test]
    fn light_senders_go_first_in_turn_then_heavy_ones_least_cost_first() {
        run(async {
            let turns = Turns::new(1);
            turns.remember("heavy", 50.0);
            turns.remember("heavier", 80.0);
            turns.remember("some", 1.0);
            let holder = turns.take("holder", LONG).await.unwrap();
            let order = Arc::new(Mutex::new(Vec::new()));
            let mut tasks = Vec::new();
            for sender in ["heavier", "heavy", "some", "fresh"] {
                let (turns, order) = (turns.clone(), order.clone());
                tasks.push(tokio::spawn(async move {
                    let turn = turns.take(sender, LONG).await.unwrap();
                    order.lock().unwrap().push(sender);
                    drop(turn);
                }));
                tokio::task::yield_now().await;
            }
            drop(holder);
            for task in tasks {
                task.await.unwrap();
            }
            assert_eq!(
                *order.lock().unwrap(),
                ["some", "fresh", "heavy", "heavier"]
            );
        });
    }

    #[test]
    fn a_wait_given_up_frees_its_place_and_work_is_remembered() {
        run(async {
            let turns = Turns::new(1);
            let holder = turns.take("holder", LONG).await.unwrap();
            assert_eq!(turns.take("late", SHORT).await.unwrap_err(), NoTurn::Busy);
            // A request dropped while it waits.
            let waiting = tokio::spawn({
                let turns = turns.clone();
                async move { turns.take("gone", LONG).await.map(drop) }
            });
            tokio::task::yield_now().await;
            waiting.abort();
            let _ = waiting.await;
            assert_eq!(turns.busy_senders(), 1, "only the holder");
            std::thread::sleep(Duration::from_millis(30));
            let took = holder.finish();
            assert!(took >= Duration::from_millis(30));
            let cost = turns.state().senders["holder"].cost;
            assert!(cost >= 0.03, "{cost}");
            turns.take("late", SHORT).await.unwrap();
            turns.take("gone", SHORT).await.unwrap();
        });
    }
}
