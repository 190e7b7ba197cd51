//! One race: its players' states, when it is over, and its places. No I/O: the hub runs the
//! re-plays and stores the result.

use std::time::{Duration, Instant};

use super::protocol::{Place, ServerMessage, Standing};
use super::terms::{Delivered, RaceTerms, RaceTiming};
use crate::bots::field::Field;
use crate::formats::race_items::Item;

/// The level a room races, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceLevel {
    /// Its identity.
    pub id: String,
    /// The level file's text.
    pub text: String,
    /// Its clock, in seconds, if it has one.
    pub time_limit_s: Option<u32>,
}

/// A re-played replay that clears the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cleared {
    /// The board's clock at the clear, in nanoseconds (what places are ranked by).
    pub clock_ns: u64,
    /// When the replay's last move was made, in nanoseconds of play since the deal (stopped
    /// clocks included).
    pub played_ns: u64,
}

/// Where a player is in the race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Runner {
    /// Playing.
    Racing,
    /// Said they are done; the replay is being re-played.
    Checking,
    /// The replay proves a clear at this clock.
    Proven(u64),
    /// No proven clear: why.
    Unproven(String),
    /// Left or lost the connection.
    Dropped,
}

/// A player in the race.
#[derive(Clone, Debug)]
pub struct Player {
    /// Their name.
    pub name: String,
    /// Where they are.
    pub state: Runner,
    /// Items landed on them, in order.
    pub received: Vec<Delivered>,
    /// The replay sent, kept with the result.
    pub replay: Option<String>,
    /// How long after the race's start their first progress arrived (their own start).
    pub began: Option<Duration>,
    /// How long after the race's start the replay arrived.
    pub arrived: Option<Duration>,
    /// A computer player the server runs (its clear is the server's own, with no replay).
    pub computer: bool,
    /// Pairs left on their board, as last told (for computer players' aim).
    pub pairs_left: Option<u32>,
}

/// A race under way.
#[derive(Clone, Debug)]
pub struct Race {
    /// Its identity (unique), kept with the result.
    pub id: String,
    /// The level.
    pub level: RaceLevel,
    /// The deal's seed.
    pub seed: u64,
    /// Items may be thrown.
    pub items: bool,
    /// The players, in the room's order.
    pub players: Vec<Player>,
    /// When it started.
    pub started: Instant,
    /// When it ends whatever happens.
    pub deadline: Instant,
    /// Its bounds in time.
    pub timing: RaceTiming,
    /// The computer players' games, once played out (see `rooms/computers.rs`).
    pub field: Option<Field>,
    /// The computer players' games have been asked for.
    pub field_asked: bool,
}

impl Race {
    /// A race of `names` from `now`: it ends at the level's clock plus the timing's grace, and
    /// never later than its cap.
    pub fn new(
        id: String,
        level: RaceLevel,
        seed: u64,
        items: bool,
        names: &[String],
        now: Instant,
        timing: RaceTiming,
    ) -> Race {
        let clock = level.time_limit_s.map_or(timing.cap, |s| {
            (Duration::from_secs(u64::from(s)) + timing.grace).min(timing.cap)
        });
        Race {
            id,
            level,
            seed,
            items,
            players: names
                .iter()
                .map(|name| Player {
                    name: name.clone(),
                    state: Runner::Racing,
                    received: Vec::new(),
                    replay: None,
                    began: None,
                    arrived: None,
                    computer: false,
                    pairs_left: None,
                })
                .collect(),
            started: now,
            deadline: now + clock,
            timing,
            field: None,
            field_asked: false,
        }
    }

    /// Where `name`'s re-played replay places them: a clear stands if its moves span as long
    /// as the player's race really went (from their start to the replay's arrival), less the
    /// slack.
    pub fn judge(&self, name: &str, answer: Result<Cleared, String>) -> Runner {
        let cleared = match answer {
            Ok(cleared) => cleared,
            Err(why) => return Runner::Unproven(why),
        };
        let Some(player) = self.players.iter().find(|p| p.name == name) else {
            return Runner::Unproven("not in this race".into());
        };
        let began = player.began.unwrap_or_default().min(self.timing.late_start);
        let went = player.arrived.unwrap_or_default().saturating_sub(began);
        let played = Duration::from_nanos(cleared.played_ns);
        if played + self.timing.slack < went {
            return Runner::Unproven(format!(
                "the replay's moves span {:.1} s, but {:.1} s passed from the player's start to \
                 its arrival: its clock ran slow",
                played.as_secs_f64(),
                went.as_secs_f64()
            ));
        }
        Runner::Proven(cleared.clock_ns)
    }

    /// `kind`, thrown by `from`, lands on `to` `now`: recorded for `to`'s replay with the time
    /// on `to`'s game clock (a computer player is held for the item's time); what the room is
    /// told.
    pub fn land(&mut self, kind: &str, from: &str, to: &str, now: Instant) -> ServerMessage {
        let since_start = now.saturating_duration_since(self.started);
        if let Some(target) = self.player(to) {
            let began = target.began.unwrap_or(since_start);
            let at = since_start.saturating_sub(began);
            target.received.push(Delivered {
                kind: kind.to_string(),
                from: from.to_string(),
                at_ns: u64::try_from(at.as_nanos()).unwrap_or(u64::MAX),
            });
        }
        let seat = self.computers().position(|p| p.name == to);
        if let (Some(seat), Some(field), Some(item)) =
            (seat, self.field.as_mut(), Item::from_name(kind))
        {
            field.hit(seat, item);
        }
        ServerMessage::Item {
            kind: kind.to_string(),
            from: from.to_string(),
            to: to.to_string(),
        }
    }

    /// The player named `name`.
    pub fn player(&mut self, name: &str) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.name == name)
    }

    /// Whether `name` is still playing (not finished, not dropped).
    pub fn racing(&self, name: &str) -> bool {
        self.players
            .iter()
            .any(|p| p.name == name && p.state == Runner::Racing)
    }

    /// The terms `name`'s replay must agree with.
    pub fn terms(&self, name: &str) -> RaceTerms {
        RaceTerms {
            level: self.level.text.clone(),
            level_id: self.level.id.clone(),
            seed: self.seed,
            mode: super::protocol::RACE_MODE.to_string(),
            received: self
                .players
                .iter()
                .find(|p| p.name == name)
                .map(|p| p.received.clone())
                .unwrap_or_default(),
            slack_ns: u64::try_from(self.timing.slack.as_nanos()).unwrap_or(u64::MAX),
        }
    }

    /// Every person has an answer: proven, unproven or dropped. Computer players do not hold
    /// a race open for nobody: those still playing then are closed with it.
    pub fn settled(&self) -> bool {
        self.players
            .iter()
            .filter(|p| !p.computer)
            .all(|p| !matches!(p.state, Runner::Racing | Runner::Checking))
    }

    /// The computer players, in their places.
    pub fn computers(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.computer)
    }

    /// Ends the race: who never finished is placed with the reason.
    pub fn close(&mut self) {
        for p in &mut self.players {
            p.state = match &p.state {
                Runner::Racing => Runner::Unproven("did not finish in time".into()),
                Runner::Checking => Runner::Unproven("the replay was not proven in time".into()),
                other => other.clone(),
            };
        }
    }

    /// The places: proven clears by their clock (then by name), then everyone else sharing the
    /// last place, each with the reason.
    pub fn places(&self) -> Vec<Place> {
        let mut proven: Vec<(u64, &str, bool)> = self
            .players
            .iter()
            .filter_map(|p| match p.state {
                Runner::Proven(clock) => Some((clock, p.name.as_str(), p.computer)),
                _ => None,
            })
            .collect();
        proven.sort();
        let last = proven.len() as u32 + 1;
        let mut places: Vec<Place> = proven
            .iter()
            .enumerate()
            .map(|(i, &(clock, name, computer))| Place {
                name: name.to_string(),
                place: i as u32 + 1,
                clock_ns: Some(clock),
                verified: !computer,
                reason: if computer {
                    "cleared (a computer player)".into()
                } else {
                    "cleared".into()
                },
                standing: Standing::Cleared,
                computer,
            })
            .collect();
        for p in &self.players {
            let (reason, standing) = match &p.state {
                Runner::Proven(_) => continue,
                Runner::Dropped => ("left the race".to_string(), Standing::Left),
                // A replay sent and not proven (in time or at all); no replay: not finished.
                Runner::Unproven(why) if p.arrived.is_some() => (why.clone(), Standing::Refused),
                Runner::Unproven(why) => (why.clone(), Standing::Unfinished),
                Runner::Racing | Runner::Checking => {
                    ("did not finish".to_string(), Standing::Unfinished)
                }
            };
            places.push(Place {
                name: p.name.clone(),
                place: last,
                clock_ns: None,
                verified: false,
                reason,
                standing,
                computer: p.computer,
            });
        }
        places
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// When every test race starts.
    fn start() -> Instant {
        static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
        *START.get_or_init(Instant::now)
    }

    fn race(names: &[&str], limit: Option<u32>) -> Race {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        let level = RaceLevel {
            id: "a".into(),
            text: "level".into(),
            time_limit_s: limit,
        };
        let timing = RaceTiming {
            grace: Duration::from_secs(30),
            cap: Duration::from_secs(600),
            slack: Duration::from_secs(5),
            late_start: Duration::from_secs(30),
        };
        Race::new("r".into(), level, 7, false, &names, start(), timing)
    }

    #[test]
    fn proven_clears_rank_by_clock_and_the_rest_share_last_place() {
        let mut r = race(&["a", "b", "c", "d", "e"], Some(60));
        r.player("a").unwrap().state = Runner::Proven(900);
        r.player("b").unwrap().state = Runner::Unproven("the replay does not prove".into());
        r.player("b").unwrap().arrived = Some(Duration::from_secs(50));
        r.player("c").unwrap().state = Runner::Proven(500);
        r.player("d").unwrap().state = Runner::Dropped;
        assert!(!r.settled(), "e is still racing");
        r.close();
        assert!(r.settled());
        let places: Vec<(String, u32, bool)> = r
            .places()
            .into_iter()
            .map(|p| (p.name, p.place, p.verified))
            .collect();
        assert_eq!(
            places,
            [
                ("c".into(), 1, true),
                ("a".into(), 2, true),
                ("b".into(), 3, false),
                ("d".into(), 3, false),
                ("e".into(), 3, false),
            ]
        );
        assert_eq!(r.places()[4].reason, "did not finish in time");
        let standings: Vec<Standing> = r.places().iter().map(|p| p.standing).collect();
        assert_eq!(
            standings,
            [
                Standing::Cleared,
                Standing::Cleared,
                Standing::Refused,
                Standing::Left,
                Standing::Unfinished
            ]
        );
    }

    #[test]
    fn a_clear_whose_moves_span_less_than_the_race_took_is_refused() {
        let mut r = race(&["a", "b"], Some(60));
        let secs = |s: u64| Duration::from_secs(s).as_nanos() as u64;
        r.player("a").unwrap().arrived = Some(Duration::from_secs(40));
        let honest = Cleared {
            clock_ns: secs(30),
            played_ns: secs(37),
        };
        assert_eq!(r.judge("a", Ok(honest)), Runner::Proven(secs(30)));
        let slowed = Cleared {
            clock_ns: secs(20),
            played_ns: secs(20),
        };
        let Runner::Unproven(why) = r.judge("a", Ok(slowed)) else {
            panic!("a slow clock stands");
        };
        assert!(why.contains("ran slow"), "{why}");
        // A player whose game dealt late (its window not drawn) started late: their time
        // counts from their first progress, up to the late start's bound.
        r.player("a").unwrap().began = Some(Duration::from_secs(12));
        let late = Cleared {
            clock_ns: secs(27),
            played_ns: secs(27),
        };
        assert_eq!(r.judge("a", Ok(late)), Runner::Proven(secs(27)));
        r.player("a").unwrap().began = Some(Duration::from_secs(39));
        r.player("a").unwrap().arrived = Some(Duration::from_secs(50));
        let short = Cleared {
            clock_ns: secs(11),
            played_ns: secs(11),
        };
        assert!(
            matches!(r.judge("a", Ok(short)), Runner::Unproven(_)),
            "a start later than the bound counts from the bound"
        );
        assert_eq!(
            r.judge("b", Err("no".into())),
            Runner::Unproven("no".into())
        );
    }

    #[test]
    fn the_clock_and_the_cap_bound_the_race() {
        let timed = race(&["a", "b"], Some(60));
        assert_eq!(timed.deadline - start(), Duration::from_secs(90));
        let untimed = race(&["a", "b"], None);
        assert_eq!(untimed.deadline - start(), Duration::from_secs(600));
        let long = race(&["a", "b"], Some(6000));
        assert_eq!(long.deadline - start(), Duration::from_secs(600));
    }
}
