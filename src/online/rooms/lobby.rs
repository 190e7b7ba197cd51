//! The rooms of one server process and who is told what: codes, joining, quick-match, the
//! start, relaying progress and items, leaving. No I/O: each change returns what to say to whom
//! ([`Said`]); the hub sends it and runs the re-plays.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use super::protocol::{CODE_LEN, CODE_LETTERS, Computer, RoomOptions, ServerMessage};
use super::race::{Cleared, Race, RaceLevel, Runner};
use super::terms::{RaceTerms, RaceTiming};

/// Messages to send: to whom, what.
pub type Said = Vec<(String, ServerMessage)>;

/// The server's random source (SplitMix64): codes and seeds. Seeded once and logged, so a
/// process's codes and seeds can be told again.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A source starting from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn draw(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.draw() % n as u64) as usize
    }
}

/// A room.
#[derive(Clone, Debug)]
pub struct Room {
    /// Its code.
    pub code: String,
    /// Its host (the first player still in it).
    pub host: String,
    /// Its players, in the order they came.
    pub players: Vec<String>,
    /// How it is set.
    pub options: RoomOptions,
    /// The host's level, if one was brought.
    pub level: Option<RaceLevel>,
    /// When it opened.
    pub opened: Instant,
    /// The race, once started.
    pub race: Option<Race>,
    /// The computer players seated (their names are on `players` too).
    pub computers: Vec<Computer>,
}

impl Room {
    /// A quick room whose race has not started, with a place left.
    fn open_to_quick_match(&self) -> bool {
        self.options.quick
            && self.race.is_none()
            && self.players.len() < usize::from(self.options.max_players)
    }
}

/// A quick room waiting for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingRoom {
    /// Its code.
    pub code: String,
    /// Its players.
    pub players: Vec<String>,
    /// Most players.
    pub max_players: u8,
    /// When it opened.
    pub opened: Instant,
}

/// A race that is over, for the record.
#[derive(Clone, Debug)]
pub struct Ended {
    /// The room's code.
    pub code: String,
    /// The race as it ended (see [`Race::places`]).
    pub race: Race,
}

/// The rooms' rules that the lobby applies.
#[derive(Clone, Debug)]
pub struct LobbyRules {
    /// Most rooms at once.
    pub max_rooms: usize,
    /// A quick room with two or more players starts after this long.
    pub quick_wait: Duration,
    /// How long races go on, and how much faster than they went a clear may be claimed.
    pub timing: RaceTiming,
    /// Players in a quick room.
    pub quick_players: u8,
    /// A room nobody joined closes after this long, so that rooms opened and left waiting
    /// do not take the places of rooms players use.
    pub alone_for: Duration,
    /// The first letter of every code this process draws (one of the code's letters), when
    /// rooms are spread over processes: a proxy routes a code to its process by it.
    pub code_letter: Option<u8>,
    /// Seats of a quick room still empty this long after it opened are taken by computer
    /// players (`None`: never).
    pub quick_computers_after: Option<Duration>,
    /// Most computer players seated at once.
    pub max_computers: usize,
}

/// Every room of this process.
#[derive(Debug)]
pub struct Lobby {
    rules: LobbyRules,
    rooms: HashMap<String, Room>,
    /// Each player's room.
    at: HashMap<String, String>,
    /// Levels the server picks from.
    levels: Vec<RaceLevel>,
    rng: Rng,
}

impl Lobby {
    /// No rooms yet.
    pub fn new(rules: LobbyRules, levels: Vec<RaceLevel>, rng: Rng) -> Lobby {
        Lobby {
            rules,
            rooms: HashMap::new(),
            at: HashMap::new(),
            levels,
            rng,
        }
    }

    /// How many rooms are open.
    #[cfg(test)]
    pub fn rooms(&self) -> usize {
        self.rooms.len()
    }

    /// The room `name` is in.
    pub fn room_of(&self, name: &str) -> Option<&Room> {
        self.at.get(name).and_then(|code| self.rooms.get(code))
    }

    fn free_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LEN)
                .map(|i| match self.rules.code_letter {
                    Some(letter) if i == 0 => letter as char,
                    _ => CODE_LETTERS[self.rng.below(CODE_LETTERS.len())] as char,
                })
                .collect();
            if !self.rooms.contains_key(&code) {
                return code;
            }
        }
    }

    fn not_in_a_room(&self, name: &str) -> Result<(), String> {
        match self.at.get(name) {
            Some(code) => Err(format!("you are in room {code} already; leave it first")),
            None => Ok(()),
        }
    }

    fn open(
        &mut self,
        host: &str,
        options: RoomOptions,
        level: Option<RaceLevel>,
        now: Instant,
    ) -> Result<String, String> {
        if self.rooms.len() >= self.rules.max_rooms {
            return Err("the server has as many rooms as it can hold; try again later".into());
        }
        let code = self.free_code();
        self.rooms.insert(
            code.clone(),
            Room {
                code: code.clone(),
                host: host.to_string(),
                players: vec![host.to_string()],
                options,
                level,
                opened: now,
                race: None,
                computers: Vec::new(),
            },
        );
        self.at.insert(host.to_string(), code.clone());
        Ok(code)
    }

    /// `host` opens a room.
    pub fn create(
        &mut self,
        host: &str,
        level: Option<RaceLevel>,
        items: bool,
        max_players: u8,
        computers_after_s: Option<u32>,
        now: Instant,
    ) -> Result<Said, String> {
        self.not_in_a_room(host)?;
        if level.is_none() && self.levels.is_empty() {
            return Err("this server has no levels to pick from; bring one".into());
        }
        let options = RoomOptions {
            level_id: level.as_ref().map(|l| l.id.clone()),
            items,
            max_players,
            quick: false,
            computers_after_s,
        };
        let code = self.open(host, options, level, now)?;
        Ok(self.tell_room(&code))
    }

    /// `name` joins the room `code`.
    pub fn join(&mut self, name: &str, code: &str) -> Result<Said, String> {
        self.not_in_a_room(name)?;
        let room = self
            .rooms
            .get_mut(code)
            .ok_or_else(|| format!("there is no room {code}"))?;
        if room.race.is_some() {
            return Err(format!("room {code}'s race has started"));
        }
        if room.players.len() >= usize::from(room.options.max_players) && !room.unseat_computer() {
            return Err(format!("room {code} is full"));
        }
        room.players.push(name.to_string());
        self.at.insert(name.to_string(), code.to_string());
        let mut said = self.tell_room(code);
        said.extend(self.start_if_full(code, Instant::now()));
        Ok(said)
    }

    /// Whether a quick match now would join a room rather than open one.
    pub fn has_quick_room_to_join(&self) -> bool {
        self.rooms.values().any(Room::open_to_quick_match)
    }

    /// `name` joins the oldest open quick room, or opens one.
    pub fn quick_match(&mut self, name: &str, now: Instant) -> Result<Said, String> {
        self.not_in_a_room(name)?;
        let open = self
            .rooms
            .values()
            .filter(|r| r.open_to_quick_match())
            .min_by_key(|r| (r.opened, r.code.clone()))
            .map(|r| r.code.clone());
        match open {
            Some(code) => self.join(name, &code),
            None => {
                if self.levels.is_empty() {
                    return Err("this server has no levels for quick races".into());
                }
                let options = RoomOptions {
                    level_id: None,
                    items: false,
                    max_players: self.rules.quick_players,
                    quick: true,
                    computers_after_s: self
                        .rules
                        .quick_computers_after
                        .map(|d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX)),
                };
                let code = self.open(name, options, None, now)?;
                Ok(self.tell_room(&code))
            }
        }
    }

    fn start_if_full(&mut self, code: &str, now: Instant) -> Said {
        let full = self.rooms.get(code).is_some_and(|r| {
            r.options.quick && r.players.len() >= usize::from(r.options.max_players)
        });
        if full {
            self.begin(code, now)
        } else {
            Vec::new()
        }
    }

    /// The host starts the race.
    pub fn start(&mut self, name: &str, now: Instant) -> Result<Said, String> {
        let room = self.room_of(name).ok_or("you are not in a room")?;
        if room.host != name {
            return Err(format!("only the host ({}) starts the race", room.host));
        }
        if room.race.is_some() {
            return Err("the race has started".into());
        }
        if room.players.len() < 2 {
            return Err("a race needs two players or more".into());
        }
        let code = room.code.clone();
        Ok(self.begin(&code, now))
    }

    /// Starts the room's race: the host's level or one picked, a new seed, everyone told.
    fn begin(&mut self, code: &str, now: Instant) -> Said {
        let pick = self.rng.below(self.levels.len().max(1));
        let seed = self.rng.draw();
        let id = format!("{:016x}", self.rng.draw());
        let picked = self.levels.get(pick).cloned();
        let rules = self.rules.clone();
        let Some(room) = self.rooms.get_mut(code) else {
            return Vec::new();
        };
        let Some(level) = room.level.clone().or(picked) else {
            return Vec::new();
        };
        let race = Race::new(
            id,
            level.clone(),
            seed,
            room.options.items,
            &room.players,
            now,
            rules.timing,
        );
        let started = ServerMessage::Started {
            level: level.text,
            level_id: level.id,
            seed,
            mode: super::protocol::RACE_MODE.to_string(),
            items: room.options.items,
            time_limit_s: level.time_limit_s,
        };
        let mut race = race;
        for p in &mut race.players {
            p.computer = room.computers.iter().any(|c| c.name == p.name);
        }
        room.race = Some(race);
        room.players
            .iter()
            .filter(|p| !room.is_computer(p))
            .map(|p| (p.clone(), started.clone()))
            .collect()
    }

    /// The race `name` is running in, and the players still in its room.
    fn race_of(&mut self, name: &str) -> Result<(&mut Race, Vec<String>), String> {
        let code = self.at.get(name).ok_or("you are not in a room")?.clone();
        let present = self.present(&code);
        let room = self.rooms.get_mut(&code).ok_or("you are not in a room")?;
        let race = room.race.as_mut().ok_or("the race has not started")?;
        Ok((race, present))
    }

    /// The room's players who have not left it (a player who dropped out of a race stays on
    /// its list for the result, but is told nothing more).
    fn present(&self, code: &str) -> Vec<String> {
        self.rooms.get(code).map_or_else(Vec::new, |room| {
            room.players
                .iter()
                .filter(|p| self.at.get(*p).is_some_and(|c| c == code))
                .cloned()
                .collect()
        })
    }

    /// `name`'s board now, for the others still in the room; the first to arrive marks when
    /// `name` started (the game sends it as it deals).
    pub fn progress(
        &mut self,
        name: &str,
        pairs_left: u32,
        combo: u32,
        now: Instant,
    ) -> Result<Said, String> {
        let (race, players) = self.race_of(name)?;
        if !race.racing(name) {
            return Err("your race is over".into());
        }
        let since_start = now.saturating_duration_since(race.started);
        if let Some(p) = race.player(name) {
            // The game sends its first progress as it deals the board: its clock starts then.
            p.began.get_or_insert(since_start);
            p.pairs_left = Some(pairs_left);
        }
        let message = ServerMessage::Progress {
            player: name.to_string(),
            pairs_left,
            combo,
        };
        Ok(others(&players, name, &message))
    }

    /// `name` throws `kind` at `to`, `now`: it lands on `to` (recorded for `to`'s replay, with
    /// the time on `to`'s game clock) and the room is told.
    pub fn throw(
        &mut self,
        name: &str,
        kind: &str,
        to: &str,
        now: Instant,
    ) -> Result<Said, String> {
        let (race, players) = self.race_of(name)?;
        if !race.items {
            return Err("this room has items off".into());
        }
        if to == name {
            return Err("an item is thrown at an opponent, not at yourself".into());
        }
        if !race.racing(name) {
            return Err("your race is over".into());
        }
        if !race.racing(to) {
            return Err(format!("{to:?} is not racing in your room"));
        }
        let message = race.land(kind, name, to, now);
        Ok(players
            .iter()
            .map(|p| (p.clone(), message.clone()))
            .collect())
    }

    /// `name` says they are done, `now`: the terms their replay is checked against, how long
    /// after the race's start it arrived; the others are told.
    pub fn finished(
        &mut self,
        name: &str,
        replay: String,
        now: Instant,
    ) -> Result<(RaceTerms, Duration, Said), String> {
        let (race, players) = self.race_of(name)?;
        if !race.racing(name) {
            return Err("your race is over".into());
        }
        let terms = race.terms(name);
        let arrived = now.saturating_duration_since(race.started);
        if let Some(p) = race.player(name) {
            p.state = Runner::Checking;
            p.replay = Some(replay);
            p.arrived = Some(arrived);
        }
        let message = ServerMessage::Finished {
            player: name.to_string(),
        };
        Ok((terms, arrived, others(&players, name, &message)))
    }

    /// The re-play of `name`'s replay in room `code` gave `answer` (a clear, or why there is
    /// none); the race judges it (see [`Race::judge`]). Ends the race if it was the last answer.
    pub fn checked(
        &mut self,
        code: &str,
        name: &str,
        answer: Result<Cleared, String>,
    ) -> (Said, Option<Ended>) {
        let Some(race) = self.rooms.get_mut(code).and_then(|r| r.race.as_mut()) else {
            return (Vec::new(), None);
        };
        let judged = race.judge(name, answer);
        if let Some(p) = race.player(name)
            && p.state == Runner::Checking
        {
            if !matches!(judged, Runner::Proven(_)) {
                // Only a proven replay is kept with the result: the reason says the rest.
                p.replay = None;
            }
            p.state = judged;
        }
        self.end_if_settled(code)
    }

    /// `name` leaves their room, or lost the connection: out of the race, or out of the room
    /// before it.
    pub fn leave(&mut self, name: &str) -> (Said, Option<Ended>) {
        let Some(code) = self.at.remove(name) else {
            return (Vec::new(), None);
        };
        let Some(room) = self.rooms.get_mut(&code) else {
            return (Vec::new(), None);
        };
        if let Some(race) = room.race.as_mut() {
            if let Some(p) = race.player(name)
                && matches!(p.state, Runner::Racing | Runner::Checking)
            {
                p.state = Runner::Dropped;
            }
            let message = ServerMessage::Dropped {
                player: name.to_string(),
            };
            let mut said = others(&self.present(&code), name, &message);
            let (more, ended) = self.end_if_settled(&code);
            said.extend(more);
            return (said, ended);
        }
        room.players.retain(|p| p != name);
        let first_person = room.players.iter().find(|p| !room.is_computer(p)).cloned();
        match first_person {
            None => {
                self.rooms.remove(&code);
                (Vec::new(), None)
            }
            Some(first) => {
                room.host = first;
                (self.tell_room(&code), None)
            }
        }
    }

    /// The quick rooms waiting for players.
    pub fn waiting_quick_rooms(&self) -> Vec<WaitingRoom> {
        self.rooms
            .values()
            .filter(|r| r.options.quick && r.race.is_none())
            .map(|r| WaitingRoom {
                code: r.code.clone(),
                players: r.players.clone(),
                max_players: r.options.max_players,
                opened: r.opened,
            })
            .collect()
    }

    /// `name`, alone in the waiting quick room `code`, goes on in room `to` of another
    /// process: out of its room (which closes), and told where to go.
    pub fn move_alone(&mut self, name: &str, code: &str, to: &str) -> Result<Said, String> {
        let alone = self.room_of(name).is_some_and(|r| {
            r.code == code && r.options.quick && r.race.is_none() && r.players.len() == 1
        });
        if !alone {
            return Err(format!("{name:?} is no longer alone in quick room {code}"));
        }
        let (said, _) = self.leave(name);
        debug_assert!(said.is_empty(), "the room closed with nobody to tell");
        Ok(vec![(
            name.to_string(),
            ServerMessage::Moved { code: to.into() },
        )])
    }

    /// What time does: rooms nobody joined close, quick rooms that waited long enough start,
    /// races past their deadline end.
    pub fn tick(&mut self, now: Instant) -> (Said, Vec<Ended>) {
        let wait = self.rules.quick_wait;
        let due: Vec<String> = self
            .rooms
            .values()
            .filter(|r| {
                r.options.quick
                    && r.race.is_none()
                    && r.players.len() >= 2
                    && now.saturating_duration_since(r.opened) >= wait
            })
            .map(|r| r.code.clone())
            .collect();
        let mut said = self.close_lonely(now);
        said.extend(self.seat_computers(now));
        for code in due {
            said.extend(self.begin(&code, now));
        }
        said.extend(self.advance_computers(now));
        let late: Vec<String> = self
            .rooms
            .values()
            .filter(|r| r.race.as_ref().is_some_and(|race| now >= race.deadline))
            .map(|r| r.code.clone())
            .collect();
        let mut ended = Vec::new();
        for code in late {
            if let Some(race) = self.rooms.get_mut(&code).and_then(|r| r.race.as_mut()) {
                race.close();
            }
            let (more, end) = self.end_if_settled(&code);
            said.extend(more);
            ended.extend(end);
        }
        (said, ended)
    }

    /// Closes each room whose host has waited [`LobbyRules::alone_for`] with nobody joining;
    /// the host is told why.
    fn close_lonely(&mut self, now: Instant) -> Said {
        let alone_for = self.rules.alone_for;
        let lonely: Vec<(String, String, RoomOptions)> = self
            .rooms
            .values()
            .filter(|r| {
                r.race.is_none()
                    && r.players.len() - r.computers.len() <= 1
                    && now.saturating_duration_since(r.opened) >= alone_for
            })
            .map(|r| (r.code.clone(), r.host.clone(), r.options.clone()))
            .collect();
        let minutes = alone_for.as_secs().div_ceil(60);
        let mut said = Vec::new();
        for (code, host, options) in lonely {
            // Alone and not racing: leaving closes the room (and a room whose host is not
            // seated any more is closed all the same).
            let _ = self.leave(&host);
            self.rooms.remove(&code);
            // The room without its host tells the host's screen it is out; then why.
            let reason = format!("room {code} closed: nobody joined it in {minutes} minute(s)");
            let room = ServerMessage::Room {
                code,
                players: Vec::new(),
                host: host.clone(),
                options,
                computers: Vec::new(),
            };
            said.push((host.clone(), room));
            said.push((host, ServerMessage::Error { reason }));
        }
        said
    }

    /// Ends the room's race if everyone has an answer: the result to everyone still in the
    /// room, and the room closed.
    fn end_if_settled(&mut self, code: &str) -> (Said, Option<Ended>) {
        let settled = self
            .rooms
            .get(code)
            .and_then(|r| r.race.as_ref())
            .is_some_and(Race::settled);
        if !settled {
            return (Vec::new(), None);
        }
        let Some(room) = self.rooms.remove(code) else {
            return (Vec::new(), None);
        };
        let Some(race) = room.race else {
            return (Vec::new(), None);
        };
        let result = ServerMessage::Result {
            race: race.id.clone(),
            places: race.places(),
        };
        let mut said = Vec::new();
        for p in &room.players {
            if self.at.get(p).is_some_and(|c| c == code) {
                self.at.remove(p);
                said.push((p.clone(), result.clone()));
            }
        }
        let ended = Ended {
            code: code.to_string(),
            race,
        };
        (said, Some(ended))
    }

    /// The room's state, to each of its players.
    fn tell_room(&self, code: &str) -> Said {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        let message = ServerMessage::Room {
            code: room.code.clone(),
            players: room.players.clone(),
            host: room.host.clone(),
            options: room.options.clone(),
            computers: room.computers.clone(),
        };
        room.players
            .iter()
            .filter(|p| !room.is_computer(p))
            .map(|p| (p.clone(), message.clone()))
            .collect()
    }
}

/// `message` to everyone in `players` but `name`.
fn others(players: &[String], name: &str, message: &ServerMessage) -> Said {
    players
        .iter()
        .filter(|p| p.as_str() != name)
        .map(|p| (p.clone(), message.clone()))
        .collect()
}

#[path = "computers.rs"]
mod computers;
pub use computers::ComputerGames;

#[cfg(test)]
#[path = "lobby_tests.rs"]
mod tests;
