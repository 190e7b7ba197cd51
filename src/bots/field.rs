//! Computer players racing a person: each plays its own copy of the race's board on the rules
//! alone, ahead of time, and its links are then told as the race's clock reaches them.
//!
//! Items work as in a room: every `pairs_per_item`-th pair earns one (freeze first, then hide,
//! in turn), thrown at once at the opponent with the fewest pairs left (the person first among
//! equals). An item that hits a computer player holds it for the item's time: its later links
//! all come that much later. An item that hits the person is the game's to land.

use crate::formats::level::Level;
use crate::formats::race_items::Item;

use super::policy::Bot;
use super::race::{bot_seed, play_timed};
use super::tier::Tier;

/// A computer player in the race.
#[derive(Clone, Debug, PartialEq)]
pub struct Racer {
    /// Its tier.
    pub tier: Tier,
    /// The second of its own clock each link comes at, before any item held it.
    links: Vec<f64>,
    /// Links told so far.
    made: usize,
    /// Seconds items have held it so far.
    held: f64,
    /// Items it has earned.
    earned: usize,
    /// It cleared the board in its own game (in time, when the level has a clock).
    clears: bool,
}

impl Racer {
    /// When its next link comes on the race's clock, if it has one to come.
    fn next_link(&self) -> Option<f64> {
        self.links.get(self.made).map(|t| t + self.held)
    }
}

/// Whom an item is thrown at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The person racing.
    Person,
    /// The computer player of this place.
    Racer(usize),
}

/// What happened in the race as its clock went on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Happening {
    /// A computer player linked a pair.
    Linked {
        /// Its place among the computer players.
        racer: usize,
        /// Pairs left on its board.
        pairs_left: u32,
    },
    /// A computer player threw an item.
    Threw {
        /// Its place.
        racer: usize,
        /// The item.
        item: Item,
        /// At whom.
        at: Target,
    },
}

/// The computer players of one race.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// The players, in their places.
    pub racers: Vec<Racer>,
    pairs_at_start: u32,
    items_every: Option<u32>,
    limit: Option<f64>,
}

impl Field {
    /// The players of `tiers` on `level` dealt with `seed`, each game played out now (the
    /// person is place 0 of the race's chances, the computers 1, 2, …). `items_every`: the
    /// pairs that earn an item, `None` with items off.
    pub fn new(
        level: &Level,
        seed: u64,
        tiers: &[Tier],
        items_every: Option<u32>,
    ) -> Result<Field, String> {
        let mut racers = Vec::with_capacity(tiers.len());
        for (place, &tier) in tiers.iter().enumerate() {
            let mut bot = Bot::new(tier.traits(), bot_seed(seed, place + 1));
            let (finish, links) = play_timed(level, seed, &mut bot)?;
            racers.push(Racer {
                tier,
                links,
                made: 0,
                held: 0.0,
                earned: 0,
                clears: finish.cleared,
            });
        }
        Ok(Field {
            racers,
            pairs_at_start: (level.layout.tile_count() / 2) as u32,
            items_every: items_every.filter(|&n| n > 0),
            limit: level.time_limit.map(f64::from),
        })
    }

    /// Pairs left on the board of the player in place `racer`.
    pub fn pairs_left(&self, racer: usize) -> u32 {
        self.racers
            .get(racer)
            .map_or(0, |r| self.pairs_at_start.saturating_sub(r.made as u32))
    }

    /// Everything that happens up to `now` seconds of the race, in order, with the person's
    /// board at `person_pairs_left` (for aiming).
    pub fn advance(&mut self, now: f64, person_pairs_left: u32) -> Vec<Happening> {
        let mut happened = Vec::new();
        while let Some((racer, at)) = self.next_due() {
            if at > now || self.limit.is_some_and(|l| at > l) {
                break;
            }
            self.racers[racer].made += 1;
            let pairs_left = self.pairs_left(racer);
            happened.push(Happening::Linked { racer, pairs_left });
            if let Some(every) = self.items_every
                && (self.racers[racer].made as u32).is_multiple_of(every)
            {
                let item = Item::ALL[self.racers[racer].earned % Item::ALL.len()];
                self.racers[racer].earned += 1;
                let at = self.aim(racer, person_pairs_left);
                if let Target::Racer(hit) = at {
                    self.hit(hit, item);
                }
                happened.push(Happening::Threw { racer, item, at });
            }
        }
        happened
    }

    /// The computer player that links next, and when.
    pub fn next_due(&self) -> Option<(usize, f64)> {
        self.racers
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.next_link().map(|t| (i, t)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// An item lands on the player in place `racer`: it is held for the item's time.
    pub fn hit(&mut self, racer: usize, item: Item) {
        if let Some(r) = self.racers.get_mut(racer) {
            r.held += item.lasts().as_secs_f64();
        }
    }

    /// The opponent of `racer` with the fewest pairs left, the person first among equals.
    fn aim(&self, racer: usize, person_pairs_left: u32) -> Target {
        let mut best = (person_pairs_left, Target::Person);
        for other in (0..self.racers.len()).filter(|&o| o != racer) {
            if self.racers[other].next_link().is_some() && self.pairs_left(other) < best.0 {
                best = (self.pairs_left(other), Target::Racer(other));
            }
        }
        best.1
    }

    #[cfg(feature = "server")]
    /// Whether every link of the player in place `racer` has been told.
    pub fn done(&self, racer: usize) -> bool {
        self.racers
            .get(racer)
            .is_none_or(|r| r.next_link().is_none())
    }

    /// When each computer player cleared its board on the race's clock, once every link has
    /// been told; `None` for one that did not clear (out of time, or stuck).
    pub fn clear_times(&self) -> Vec<Option<f64>> {
        self.racers
            .iter()
            .map(|r| {
                let last = r.links.last().map(|t| t + r.held)?;
                let in_time = self.limit.is_none_or(|l| last <= l);
                (r.clears && in_time && r.made == r.links.len()).then_some(last)
            })
            .collect()
    }
}
