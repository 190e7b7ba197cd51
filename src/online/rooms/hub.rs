//! The server's rooms: the lobby behind a lock (held only for a change, never across an
//! await), each signed-in player's outgoing queue, the clock that starts quick rooms and ends
//! late races, the re-plays (on blocking threads, within the server's bound) and the stored
//! results.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::mpsc::{Receiver, Sender, channel};

use super::lobby::{Ended, Lobby, LobbyRules, Rng, Said};
use super::protocol::ServerMessage;
use super::race::{Cleared, RaceLevel, Runner};
use super::terms::{RaceRules, RaceTerms, RoomConfig};
use crate::formats::replays::replay::Replay;
use crate::online::limits::Limiter;
use crate::online::store::{RaceRecord, Store};
use crate::online::turns::{NoTurn, Turn, Turns};

/// Messages waiting for one player before they count as too slow to read and are cut off.
pub const QUEUE: usize = 256;

/// What a connection's writer sends.
#[derive(Debug)]
pub enum Outgoing {
    /// A message.
    Message(ServerMessage),
    /// A ping (the reader closes a connection that stays silent).
    Ping,
}

/// The rooms of this process.
pub struct Hub {
    lobby: Mutex<Lobby>,
    peers: Mutex<HashMap<String, Sender<Outgoing>>>,
    /// The limits and clocks.
    pub config: RoomConfig,
    rules: RaceRules,
    store: Store,
    verifying: Arc<Turns>,
    verify_wait: Duration,
    verify_time: Duration,
    max_log_entries: usize,
    /// Room connections open (each holds a permit).
    pub connections: Arc<Semaphore>,
    /// Rooms opened, by address and by name.
    openers: Limiter,
}

/// One line to standard error, with the time.
pub fn log(line: &str) {
    eprintln!(
        "[{}] rooms: {line}",
        crate::formats::daily::unix_seconds_now()
    );
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The hub's share of the server: its store, its re-play bound and what a replay may hold.
pub struct Shared {
    /// The database.
    pub store: Store,
    /// The server's turns at re-playing.
    pub verifying: Arc<Turns>,
    /// Longest a replay waits for its turn.
    pub verify_wait: Duration,
    /// Longest one re-play runs before it is stopped.
    pub verify_time: Duration,
    /// Longest log re-played.
    pub max_log_entries: usize,
}

impl Hub {
    /// The rooms, with the server's levels read (a level that does not read is an error).
    pub fn new(config: RoomConfig, rules: RaceRules, shared: Shared) -> Result<Arc<Hub>, String> {
        let levels = rules
            .levels
            .iter()
            .map(|l| read_level(&l.id, &l.text))
            .collect::<Result<Vec<_>, _>>()?;
        let seed = match config.seed {
            Some(seed) => seed,
            None => {
                let mut bytes = [0u8; 8];
                getrandom::fill(&mut bytes).map_err(|e| format!("no random source: {e}"))?;
                u64::from_le_bytes(bytes)
            }
        };
        log(&format!(
            "{} levels to pick from; random source seeded with {seed}",
            levels.len()
        ));
        let lobby_rules = LobbyRules {
            max_rooms: config.max_rooms,
            quick_wait: config.quick_wait,
            timing: config.timing,
            quick_players: 4,
            code_letter: config.code_letter,
            alone_for: config.alone_for,
            quick_computers_after: config.quick_computers_after,
            max_computers: config.max_computers,
        };
        Ok(Arc::new(Hub {
            lobby: Mutex::new(Lobby::new(lobby_rules, levels, Rng::new(seed))),
            peers: Mutex::new(HashMap::new()),
            connections: Arc::new(Semaphore::new(config.max_connections)),
            openers: Limiter::new(config.rooms_opened),
            config,
            rules,
            store: shared.store,
            verifying: shared.verifying,
            verify_wait: shared.verify_wait,
            verify_time: shared.verify_time,
            max_log_entries: shared.max_log_entries,
        }))
    }

    /// Signs `name` in: the queue its writer reads. Refused if `name` is signed in already.
    pub fn sign_in(&self, name: &str) -> Result<Receiver<Outgoing>, String> {
        let mut peers = lock(&self.peers);
        if peers.contains_key(name) {
            return Err(format!("{name:?} is connected already"));
        }
        let (tx, rx) = channel(QUEUE);
        peers.insert(name.to_string(), tx);
        Ok(rx)
    }

    /// `name`'s queue, if signed in (a weak handle: only the hub keeps the queue open).
    pub fn queue_of(&self, name: &str) -> Option<tokio::sync::mpsc::WeakSender<Outgoing>> {
        lock(&self.peers).get(name).map(Sender::downgrade)
    }

    /// The connection whose queue is `queue` is gone: `name` is out of its room (or race),
    /// its queue closed. A connection cut off for reading too slowly has lost its queue
    /// already; if the name has signed in again since, the new connection keeps the room.
    pub async fn sign_out(&self, name: &str, queue: &tokio::sync::mpsc::WeakSender<Outgoing>) {
        {
            let mut peers = lock(&self.peers);
            if queue.upgrade().is_some() {
                peers.remove(name);
            } else if peers.contains_key(name) {
                return;
            }
        }
        self.leave(name).await;
    }

    /// `name` leaves its room (or drops out of its race).
    pub async fn leave(&self, name: &str) {
        let (said, ended) = lock(&self.lobby).leave(name);
        self.deliver(said);
        if let Some(ended) = ended {
            self.keep(ended).await;
        }
    }

    /// Whether `name`, from `address`, may open a room now: each has
    /// [`RoomConfig::rooms_opened`]. The refusal says what to do instead.
    pub fn may_open_room(
        &self,
        address: std::net::IpAddr,
        name: &str,
        now: Instant,
    ) -> Result<(), String> {
        if self.openers.allow(&format!("address {address}"), now)
            && self.openers.allow(&format!("name {name}"), now)
        {
            return Ok(());
        }
        Err(
            "you have opened rooms faster than the server allows; join one with its code, or \
             wait a minute"
                .into(),
        )
    }

    /// Reads or changes the lobby (the lock held only for `with`).
    pub(super) fn with_lobby<T>(&self, with: impl FnOnce(&mut Lobby) -> T) -> T {
        with(&mut lock(&self.lobby))
    }

    /// The database.
    pub(super) fn store(&self) -> &Store {
        &self.store
    }

    /// The key `name` is bound to, if any.
    pub async fn store_key_of(
        &self,
        name: &str,
    ) -> Result<Option<String>, crate::online::store::StoreError> {
        self.store.key_of(name).await
    }

    /// Sends each message to its player; a player whose queue is full reads too slowly and is
    /// cut off (its queue closed, which ends its connection).
    pub fn deliver(&self, said: Said) {
        let mut peers = lock(&self.peers);
        for (name, message) in said {
            let Some(tx) = peers.get(&name) else {
                continue;
            };
            if let Err(TrySendError::Full(_)) = tx.try_send(Outgoing::Message(message)) {
                log(&format!(
                    "cut off {name:?}: too slow to read the room's messages"
                ));
                peers.remove(&name);
            }
        }
    }

    /// Runs a lobby change and sends what it says.
    pub fn act(
        &self,
        change: impl FnOnce(&mut Lobby) -> Result<Said, String>,
    ) -> Result<(), String> {
        let said = change(&mut lock(&self.lobby))?;
        self.deliver(said);
        Ok(())
    }

    /// Opens a room for `host` set as `options` say (its level's identity is the one
    /// brought), reading the level brought (on a blocking thread: a level's proof of a clear
    /// is bounded work, but work).
    pub async fn create(
        &self,
        host: &str,
        level: Option<super::protocol::LevelChoice>,
        options: super::protocol::RoomOptions,
    ) -> Result<(), String> {
        let level = match level {
            None => None,
            Some(choice) => {
                let _turn = self.turn(host).await?;
                let read =
                    tokio::task::spawn_blocking(move || read_level(&choice.id, &choice.text))
                        .await
                        .map_err(|_| "reading the level failed".to_string())?;
                Some(read?)
            }
        };
        self.act(|l| {
            l.create(
                host,
                level,
                options.items,
                options.max_players,
                options.computers_after_s,
                Instant::now(),
            )
        })?;
        if let Some(room) = lock(&self.lobby).room_of(host) {
            log(&format!("{host:?} opened room {}", room.code));
        }
        Ok(())
    }

    /// Whether `kind` is an item this server's game knows.
    pub fn knows_item(&self, kind: &str) -> bool {
        self.rules.items.iter().any(|k| k == kind)
    }

    /// `name` is done: the others are told, and the replay is re-played on a task of its own;
    /// its answer may end the race.
    pub fn finished(self: &Arc<Self>, name: &str, replay: String) -> Result<(), String> {
        let (code, arrived, terms, said) = {
            let mut lobby = lock(&self.lobby);
            let code = lobby
                .room_of(name)
                .map(|r| r.code.clone())
                .unwrap_or_default();
            let (terms, arrived, said) = lobby.finished(name, replay.clone(), Instant::now())?;
            (code, arrived, terms, said)
        };
        self.deliver(said);
        let hub = self.clone();
        let name = name.to_string();
        tokio::spawn(async move {
            let answer = hub.prove(&name, replay, terms).await;
            match &answer {
                Ok(cleared) => log(&format!(
                    "room {code}: {name:?} cleared in {} ns (proven; moves span {:.3} s, \
                     arrived {:.3} s after the start)",
                    cleared.clock_ns,
                    Duration::from_nanos(cleared.played_ns).as_secs_f64(),
                    arrived.as_secs_f64()
                )),
                Err(why) => log(&format!("room {code}: {name:?} not placed: {why}")),
            }
            let (said, ended) = lock(&hub.lobby).checked(&code, &name, answer);
            hub.deliver(said);
            if let Some(ended) = ended {
                hub.keep(ended).await;
            }
        });
        Ok(())
    }

    /// A turn for `player` to re-play or read a level, shared fairly with other senders.
    async fn turn(&self, player: &str) -> Result<Turn, String> {
        self.verifying
            .take(&format!("player:{player}"), self.verify_wait)
            .await
            .map_err(|no| match no {
                NoTurn::AlreadyWaiting => "your last level or game is still being read".into(),
                NoTurn::Busy => "the server is busy re-playing other games".into(),
            })
    }

    /// Re-plays a race replay: the proven clear, or why there is none.
    async fn prove(&self, player: &str, text: String, terms: RaceTerms) -> Result<Cleared, String> {
        let replay = Replay::from_text(&text, "the replay")?;
        if replay.log.len() > self.max_log_entries {
            return Err(format!(
                "the replay's log has {} entries; this server re-plays at most {}",
                replay.log.len(),
                self.max_log_entries
            ));
        }
        let _turn = self.turn(player).await?;
        let check = self.rules.check.clone();
        let played_ns = replay.log.last().map_or(0, |e| e.t);
        let deadline = std::time::Instant::now() + self.verify_time;
        let verified = tokio::task::spawn_blocking(move || {
            crate::deadline::within(deadline, || check(&replay, &terms))
        })
        .await
        .map_err(|_| "the re-play failed".to_string())?
        .map_err(|why| format!("the replay does not prove the race: {why}"))?;
        if verified.outcome.cleared {
            Ok(Cleared {
                clock_ns: verified.outcome.clock,
                played_ns,
            })
        } else {
            Err("the replay does not clear the board".into())
        }
    }

    /// Starts quick rooms that waited and ends late races, every `every`, until the hub is
    /// dropped by everyone else.
    pub async fn run_clock(self: Arc<Self>, every: Duration) {
        let hub = Arc::downgrade(&self);
        drop(self);
        loop {
            tokio::time::sleep(every).await;
            let Some(hub) = hub.upgrade() else {
                return;
            };
            let (said, ended, games) = {
                let mut lobby = lock(&hub.lobby);
                let (said, ended) = lobby.tick(Instant::now());
                (said, ended, lobby.computer_games_due())
            };
            hub.deliver(said);
            for games in games {
                hub.play_computers(games);
            }
            for ended in ended {
                hub.keep(ended).await;
            }
        }
    }

    /// Plays a race's computer players' games out on a task of its own, on the re-plays'
    /// turns and within their time, as a player's replay is proven.
    fn play_computers(self: &Arc<Self>, games: super::lobby::ComputerGames) {
        let hub = self.clone();
        tokio::spawn(async move {
            let played = match hub
                .verifying
                .take(&format!("computers:{}", games.code), hub.verify_wait)
                .await
            {
                Err(_) => Err("the server is busy re-playing other games".to_string()),
                Ok(_turn) => {
                    let deadline = Instant::now() + hub.verify_time;
                    let job = games.clone();
                    tokio::task::spawn_blocking(move || {
                        crate::deadline::within(deadline, || job.play())
                    })
                    .await
                    .unwrap_or_else(|_| Err("the computer players' games failed".into()))
                }
            };
            if let Err(why) = &played {
                log(&format!("room {}: computer players out: {why}", games.code));
            }
            lock(&hub.lobby).computer_games_played(&games.code, &games.race, played);
        });
    }

    /// Stores a race's result (logged either way).
    async fn keep(&self, ended: Ended) {
        let id = ended.race.id.clone();
        let places = ended.race.places();
        log(&format!(
            "room {} race {id} ended: {}",
            ended.code,
            places
                .iter()
                .map(|p| format!("{}. {} ({})", p.place, p.name, p.reason))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        let replays: HashMap<&str, Option<String>> = ended
            .race
            .players
            .iter()
            .map(|p| {
                (
                    p.name.as_str(),
                    p.replay.clone().filter(|_| p.state != Runner::Dropped),
                )
            })
            .collect();
        let record = RaceRecord {
            id: id.clone(),
            code: ended.code.clone(),
            level_id: ended.race.level.id.clone(),
            level_fingerprint: crate::formats::replays::replay::fingerprint(&ended.race.level.text),
            seed: ended.race.seed,
            items: ended.race.items,
            ended_at: crate::formats::daily::unix_seconds_now(),
            places: places
                .into_iter()
                .map(|p| {
                    let replay = replays.get(p.name.as_str()).cloned().flatten();
                    (p, replay)
                })
                .collect(),
        };
        if let Err(e) = self.store.record_race(&record).await {
            log(&format!("race {id}: the result was not stored: {e}"));
        }
    }
}

/// Reads a level for a race: its text as the game writes it, and its clock.
pub fn read_level(id: &str, text: &str) -> Result<RaceLevel, String> {
    if id.is_empty() || id.len() > 200 || id.chars().any(char::is_control) {
        return Err("a level's identity is 1 to 200 characters, none of them control".into());
    }
    let level = crate::formats::level::Level::from_ron(text, id).map_err(|e| e.to_string())?;
    Ok(RaceLevel {
        id: id.to_string(),
        // The level as the game writes it: a replay's level is this text, so its fingerprint
        // is the one every player's replay carries.
        text: level.to_ron(),
        time_limit_s: level.time_limit,
    })
}
