//! Computer players in rooms (`bots/`). Seats a room's people leave empty for the room's wait
//! are taken by computer players; a person who comes before the race takes one's seat back.
//! In the race each plays its own game on the rules, played out once on the re-plays' turns
//! (bounded work, off the lobby's lock), and told link by link as the race's clock reaches it:
//! its progress, the items it earns (thrown at the person with the fewest pairs left) and its
//! clear, which the race places by its clock and marks as a computer's. A computer player is
//! no connection: it is told nothing, and is on no map of who is where.

use std::time::{Duration, Instant};

use super::{Lobby, Room, Said};
use crate::bots::field::{Field, Happening, Target};
use crate::bots::tier::Tier;
use crate::formats::level::Level;
use crate::formats::race_items::PAIRS_PER_ITEM;
use crate::online::rooms::protocol::{Computer, ServerMessage};
use crate::online::rooms::race::{Race, Runner};

/// The tier of the computer players a room seats.
pub const ROOM_TIER: Tier = Tier::Club;

/// The computer players' games of one race, to be played out.
#[derive(Clone, Debug)]
pub struct ComputerGames {
    /// The room's code.
    pub code: String,
    /// The race's identity.
    pub race: String,
    level_text: String,
    level_id: String,
    seed: u64,
    tiers: Vec<Tier>,
    items: bool,
}

impl ComputerGames {
    /// Plays every computer player's game out (bounded: see `bots::race::play`).
    pub fn play(&self) -> Result<Field, String> {
        let level = Level::from_ron(&self.level_text, &self.level_id).map_err(|e| e.to_string())?;
        let items_every = self.items.then_some(PAIRS_PER_ITEM);
        Field::new(&level, self.seed, &self.tiers, items_every)
    }
}

impl Room {
    /// Whether `name` is one of the room's computer players.
    pub fn is_computer(&self, name: &str) -> bool {
        self.computers.iter().any(|c| c.name == name)
    }

    /// Before the race, the last computer player seated gives its seat to a person; whether
    /// one did.
    pub(super) fn unseat_computer(&mut self) -> bool {
        if self.race.is_some() {
            return false;
        }
        let Some(computer) = self.computers.pop() else {
            return false;
        };
        self.players.retain(|p| *p != computer.name);
        true
    }

    fn empty_seats(&self) -> usize {
        usize::from(self.options.max_players).saturating_sub(self.players.len())
    }

    /// Seats have stayed empty for as long as the room waits for people.
    fn waited_for_people(&self, now: Instant) -> bool {
        self.race.is_none()
            && self.empty_seats() > 0
            && self.options.computers_after_s.is_some_and(|s| {
                now.saturating_duration_since(self.opened) >= Duration::from_secs(u64::from(s))
            })
    }

    /// A name no player of the room has (a space: no person's name has one).
    fn free_computer_name(&self) -> String {
        (1..)
            .map(|n| format!("computer {n}"))
            .find(|name| !self.players.contains(name))
            .expect("a room has few players")
    }
}

impl Lobby {
    /// Computer players seated in every room now.
    pub fn computers_seated(&self) -> usize {
        self.rooms.values().map(|r| r.computers.len()).sum()
    }

    /// Rooms that waited long enough for people get computer players in their empty seats
    /// (oldest first, within [`super::LobbyRules::max_computers`]); a quick room then starts.
    pub(super) fn seat_computers(&mut self, now: Instant) -> Said {
        let mut free = self
            .rules
            .max_computers
            .saturating_sub(self.computers_seated());
        let mut due: Vec<(Instant, String)> = self
            .rooms
            .values()
            .filter(|r| r.waited_for_people(now))
            .map(|r| (r.opened, r.code.clone()))
            .collect();
        due.sort();
        let mut said = Vec::new();
        for (_, code) in due {
            let Some(room) = self.rooms.get_mut(&code) else {
                continue;
            };
            let seats = room.empty_seats().min(free);
            if seats == 0 {
                break;
            }
            free -= seats;
            for _ in 0..seats {
                let name = room.free_computer_name();
                room.players.push(name.clone());
                room.computers.push(Computer {
                    name,
                    tier: ROOM_TIER.name().into(),
                });
            }
            said.extend(self.tell_room(&code));
            said.extend(self.start_if_full(&code, now));
        }
        said
    }

    /// The races whose computer players' games are still to be played out, each asked for
    /// once.
    pub fn computer_games_due(&mut self) -> Vec<ComputerGames> {
        let mut due = Vec::new();
        for room in self.rooms.values_mut() {
            let Some(race) = room.race.as_mut() else {
                continue;
            };
            if race.field_asked || race.computers().next().is_none() {
                continue;
            }
            race.field_asked = true;
            let tier_of = |name: &str| {
                room.computers
                    .iter()
                    .find(|c| c.name == name)
                    .and_then(|c| Tier::from_name(&c.tier))
                    .unwrap_or(ROOM_TIER)
            };
            due.push(ComputerGames {
                code: room.code.clone(),
                race: race.id.clone(),
                level_text: race.level.text.clone(),
                level_id: race.level.id.clone(),
                seed: race.seed,
                tiers: race.computers().map(|p| tier_of(&p.name)).collect(),
                items: race.items,
            });
        }
        due
    }

    /// The computer players' games of room `code`'s race `race` are played out, or could not
    /// be (then they are out of the race, with the reason).
    pub fn computer_games_played(&mut self, code: &str, race: &str, games: Result<Field, String>) {
        let Some(race) = self
            .rooms
            .get_mut(code)
            .and_then(|r| r.race.as_mut())
            .filter(|r| r.id == race)
        else {
            return;
        };
        match games {
            Ok(field) => race.field = Some(field),
            Err(why) => {
                for p in race.players.iter_mut().filter(|p| p.computer) {
                    p.state =
                        Runner::Unproven(format!("the computer player could not play: {why}"));
                }
            }
        }
    }

    /// What the computer players did up to `now`, told to the people in each room.
    pub(super) fn advance_computers(&mut self, now: Instant) -> Said {
        let codes: Vec<String> = self
            .rooms
            .values()
            .filter(|r| r.race.as_ref().is_some_and(|race| race.field.is_some()))
            .map(|r| r.code.clone())
            .collect();
        let mut said = Vec::new();
        for code in codes {
            let people = self.present(&code);
            let Some(race) = self.rooms.get_mut(&code).and_then(|r| r.race.as_mut()) else {
                continue;
            };
            for message in race.advance_computers(now) {
                said.extend(people.iter().map(|p| (p.clone(), message.clone())));
            }
        }
        said
    }
}

impl Race {
    /// The computer players' links, items and clears up to `now`, as the room is told them.
    fn advance_computers(&mut self, now: Instant) -> Vec<ServerMessage> {
        // Taken out while it is told: an item a computer player throws at another has held
        // that one already in the field, and must not hold it twice (see `Race::land`).
        let Some(mut field) = self.field.take() else {
            return Vec::new();
        };
        let seconds = now.saturating_duration_since(self.started).as_secs_f64();
        let names: Vec<String> = self.computers().map(|p| p.name.clone()).collect();
        let mut told = Vec::new();
        for happening in field.advance(seconds, self.fewest_pairs_left().0) {
            match happening {
                Happening::Linked { racer, pairs_left } => {
                    if let Some(p) = self.player(&names[racer]) {
                        p.pairs_left = Some(pairs_left);
                    }
                    told.push(ServerMessage::Progress {
                        player: names[racer].clone(),
                        pairs_left,
                        combo: 0,
                    });
                }
                Happening::Threw { racer, item, at } => {
                    let to = match at {
                        Target::Racer(other) => Some(names[other].clone()),
                        Target::Person => self.fewest_pairs_left().1,
                    };
                    if let Some(to) = to {
                        told.push(self.land(item.name(), &names[racer], &to, now));
                    }
                }
            }
        }
        let clears = field.clear_times();
        for (seat, name) in names.iter().enumerate() {
            let Some(p) = self.player(name) else {
                continue;
            };
            if !field.done(seat) || p.state != Runner::Racing {
                continue;
            }
            p.state = match clears[seat] {
                Some(at) => Runner::Proven((at * 1e9) as u64),
                None => Runner::Unproven("did not clear the board".into()),
            };
            told.push(ServerMessage::Finished {
                player: name.clone(),
            });
        }
        self.field = Some(field);
        told
    }

    /// The fewest pairs left on a racing person's board (a person who has not told any yet
    /// counts as having every pair), and who that is (the first such, in the room's order).
    fn fewest_pairs_left(&self) -> (u32, Option<String>) {
        self.players
            .iter()
            .filter(|p| !p.computer && p.state == Runner::Racing)
            .map(|p| (p.pairs_left.unwrap_or(u32::MAX), Some(p.name.clone())))
            .min_by_key(|(pairs, _)| *pairs)
            .unwrap_or((u32::MAX, None))
    }
}

#[cfg(test)]
#[path = "computers_tests.rs"]
mod tests;
