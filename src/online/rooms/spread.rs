//! Quick-match across processes. Each process keeps its own rooms and draws their codes with
//! its own first letter, so a proxy routes `/v1/rooms?code=…` to the room's process. Through
//! the database they share ([`crate::online::shared`]) every process, every
//! [`SPREAD_EVERY`]:
//!
//! - says it is alive and which of its quick rooms wait for players (replacing what it said);
//! - moves a player waiting alone in a quick room to an older waiting room of another process,
//!   taking a seat there in one atomic step ([`ServerMessage::Moved`]: the player's client
//!   connects for that room's code and quick-matches again there). Only to older rooms, so
//!   two processes never swap their players, and two players who quick-match on two processes
//!   meet in one room within a round;
//! - now and then forgets processes not heard from for [`SILENT`] with their rooms (a process
//!   that died mid-race takes its rooms with it; its players' connections end, and they can
//!   join a new room at once).
//!
//! A seat taken for a player who then does not come is given back when the room's process next
//! says how many players it has; a player who comes to a room that has filled meanwhile
//! opens a new one there, and waits or moves on like anyone else.
//!
//! [`ServerMessage::Moved`]: super::protocol::ServerMessage::Moved

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::hub::{Hub, log};
use crate::online::api::now_ms;
use crate::online::shared::{self, QuickRoom};

/// How often a process says what it has and moves lone players.
pub const SPREAD_EVERY: Duration = Duration::from_millis(500);

/// A process not heard from for this long is taken for dead.
pub const SILENT: Duration = Duration::from_secs(10);

/// Rounds between sweeps of dead processes.
const SWEEP_EVERY: u32 = 10;

/// A clock that turns this process's instants into milliseconds since 1970 the same way every
/// time (so a room's opening time does not jitter between rounds).
#[derive(Clone, Copy, Debug)]
struct WallClock {
    at: Instant,
    ms: u64,
}

impl WallClock {
    fn now() -> WallClock {
        WallClock {
            at: Instant::now(),
            ms: now_ms(),
        }
    }

    fn ms_of(self, instant: Instant) -> u64 {
        let since = instant.saturating_duration_since(self.at).as_millis();
        let before = self.at.saturating_duration_since(instant).as_millis();
        let since = u64::try_from(since).unwrap_or(u64::MAX);
        let before = u64::try_from(before).unwrap_or(u64::MAX);
        self.ms.saturating_add(since).saturating_sub(before)
    }
}

/// Runs the rounds while the hub lives (only when its codes have a letter of their own).
pub async fn run(hub: Arc<Hub>, every: Duration) {
    let Some(letter) = hub.config.code_letter.map(|b| char::from(b).to_string()) else {
        return;
    };
    let clock = WallClock::now();
    let hub = Arc::downgrade(&hub);
    let mut round = 0u32;
    loop {
        let Some(hub) = hub.upgrade() else {
            return;
        };
        if let Err(e) = one_round(&hub, &letter, clock, round).await {
            log(&format!("quick rooms across processes: {e}"));
        }
        drop(hub);
        round = round.wrapping_add(1);
        tokio::time::sleep(every).await;
    }
}

/// One round: the sweep (now and then), what this process has, lone players moved.
async fn one_round(
    hub: &Hub,
    letter: &str,
    clock: WallClock,
    round: u32,
) -> Result<(), crate::online::store::StoreError> {
    let store = hub.store();
    if round.is_multiple_of(SWEEP_EVERY) {
        let silent_ms = u64::try_from(SILENT.as_millis()).unwrap_or(u64::MAX);
        for gone in shared::sweep_processes(store, now_ms().saturating_sub(silent_ms)).await? {
            log(&format!(
                "the process of rooms {gone}… has not been heard from: its rooms are gone"
            ));
        }
    }
    let waiting = hub.with_lobby(|l| l.waiting_quick_rooms());
    let rooms: Vec<QuickRoom> = waiting
        .iter()
        .map(|w| QuickRoom {
            code: w.code.clone(),
            letter: letter.to_string(),
            players: u32::try_from(w.players.len()).unwrap_or(u32::MAX),
            max_players: u32::from(w.max_players),
            opened_ms: clock.ms_of(w.opened),
        })
        .collect();
    shared::publish(store, letter, now_ms(), &rooms).await?;
    for (room, w) in rooms.iter().zip(&waiting) {
        let [alone] = w.players.as_slice() else {
            continue;
        };
        let Some(to) = shared::take_seat(store, letter, room.opened_ms, &room.code).await? else {
            continue;
        };
        match hub.act(|l| l.move_alone(alone, &room.code, &to)) {
            Ok(()) => log(&format!(
                "{alone:?} waited alone in quick room {}: sent on to room {to}",
                room.code
            )),
            Err(why) => log(&format!("the seat taken in room {to} goes back: {why}")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instant_has_one_wall_time_before_and_after_the_clock_was_read() {
        let clock = WallClock::now();
        let later = clock.at + Duration::from_millis(1500);
        assert_eq!(clock.ms_of(later), clock.ms + 1500);
        assert_eq!(clock.ms_of(clock.at), clock.ms);
        if let Some(earlier) = clock.at.checked_sub(Duration::from_millis(250)) {
            assert_eq!(clock.ms_of(earlier), clock.ms - 250);
        }
    }
}
