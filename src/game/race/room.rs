//! Race rooms, the game's side. Everything between the game and a room passes through two
//! Bevy messages: [`RaceEvent`] (what the room says) and [`RaceOutgoing`] (what the game tells
//! the room). The network glue only maps them to and from its connection, so no frame waits for
//! the network, and every screen and rule here is tested by writing the messages.
//!
//! A race is the room's level text and seed, dealt in [`PlayMode::Race`]: classic rules with
//! the level's clock, no progress or leaderboard entries. The board ends on a clear, time-up or
//! leaving; the finished game's replay goes to the room, which proves it and sends the places.
//! Items (see `race/items.rs`) are a room option.

use bevy::prelude::*;

use crate::bots::tier::Tier;
use crate::formats::level::Level;
use crate::formats::play_mode::PlayMode;
use crate::formats::race_items::Item;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::stages::BoardSetup;
use crate::game::replays::recorder::Recorder;
use crate::i18n;

/// Most players in a room.
pub const MAX_PLAYERS: usize = 6;

/// Letters in a room's code.
pub const CODE_LETTERS: usize = 6;

/// A player's place in a race's verified order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The player's name.
    pub player: String,
    /// From 1; everyone without a proven clear shares the last place.
    pub place: u32,
    /// The cleared board's clock in nanoseconds, as proven; `None` for a player who did not
    /// clear (out of time, left, dropped).
    pub clock_ns: Option<u64>,
    /// What became of them.
    pub standing: Standing,
}

/// What became of a player in a race (the same on the wire: one definition).
pub use crate::formats::race_items::Standing;

/// The level a room's host chose, as a level file's text (every player is dealt this text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelChoice {
    /// The level file's text.
    pub text: String,
    /// Its identity in the host's pack, for the room's list (not a record: races record none).
    pub id: Option<String>,
}

/// What the room says (the glue writes these as its connection hears them).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum RaceEvent {
    /// In a room (just joined, or it changed): its code, players (in order of joining), host
    /// and which of them this game is.
    Room {
        /// The six letters to share.
        code: String,
        /// Every player's name.
        players: Vec<String>,
        /// The host's name.
        host: String,
        /// This player's name.
        you: String,
        /// Which players are computer players, with their tiers.
        computers: Vec<(String, Tier)>,
    },
    /// The race starts: every player is dealt `level` with `seed`.
    Started {
        /// The level file's text.
        level: String,
        /// Its identity, if the host chose a pack level.
        id: Option<String>,
        /// The seed every player deals with.
        seed: u64,
        /// Whether items are on.
        items: bool,
    },
    /// An opponent's board changed.
    Progress {
        /// Whose.
        player: String,
        /// Pairs left on their board.
        pairs_left: u32,
        /// Their combo.
        combo: u32,
    },
    /// An opponent's item lands on this board.
    ItemLanded {
        /// The item.
        item: Item,
        /// Who threw it.
        from: String,
    },
    /// A player left or lost their connection: they are out of the race.
    Dropped {
        /// Who.
        player: String,
    },
    /// The room's verified order.
    Result {
        /// Best first.
        places: Vec<Place>,
    },
    /// The room refused what was asked (no room has that code, the room is full, …).
    Refused {
        /// Why, in the server's words.
        reason: String,
    },
    /// The connection to the room is lost: the race goes on here, unverified.
    ConnectionLost,
}

/// What the game tells the room (the glue sends these).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum RaceOutgoing {
    /// Open a room.
    Create {
        /// Items on or off.
        items: bool,
        /// The host's level, or `None` for the server to pick one.
        level: Option<LevelChoice>,
    },
    /// Join the room of a code.
    Join {
        /// The six letters.
        code: String,
    },
    /// Join any room waiting for players.
    QuickMatch,
    /// The host starts the race.
    Start,
    /// This board changed (a removal, a re-deal, an undo).
    Progress {
        /// Pairs left.
        pairs_left: u32,
        /// The combo.
        combo: u32,
    },
    /// An item thrown at an opponent.
    Throw {
        /// The item.
        item: Item,
        /// At whom.
        to: String,
    },
    /// The board ended: its replay, for the room to prove.
    Finished {
        /// The replay's text.
        replay: String,
    },
    /// This player leaves the room.
    Leave,
}

/// Where this player stands with a room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// No room.
    #[default]
    Idle,
    /// Asked for a room; waiting for it.
    Joining,
    /// In a room, waiting for the start.
    InRoom,
    /// Racing.
    Racing,
    /// The board ended; its replay was sent; waiting for the verified order.
    Finished,
    /// The room's verified order has come.
    Over,
}

/// An opponent, as their progress came in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// Their name.
    pub name: String,
    /// Pairs left on their board (every player starts with the same number).
    pub pairs_left: u32,
    /// Their combo.
    pub combo: u32,
    /// Out of the race (left, or lost their connection).
    pub dropped: bool,
}

/// The word key of a computer player's tier.
pub fn tier_key(tier: Tier) -> &'static str {
    match tier {
        Tier::Beginner => "race-computer-beginner",
        Tier::Club => "race-computer-club",
        Tier::Expert => "race-computer-expert",
    }
}

/// The room and the race, for the screens and the race column.
#[derive(Resource, Debug, Default)]
pub struct RaceState {
    /// Where this player stands.
    pub phase: Phase,
    /// The room's code.
    pub code: String,
    /// Every player of the room.
    pub players: Vec<String>,
    /// The room's computer players (a server's), with their tiers.
    pub computers: Vec<(String, Tier)>,
    /// The host.
    pub host: String,
    /// This player.
    pub you: String,
    /// Whether items are on in the race.
    pub items: bool,
    /// The other players of the race.
    pub opponents: Vec<Opponent>,
    /// Pairs on the board at the start (the same for every player).
    pub pairs_at_start: u32,
    /// The verified order, once it came.
    pub places: Option<Vec<Place>>,
    /// The connection was lost: the race goes on here, unverified.
    pub connection_lost: bool,
    /// The room is played here, against computer players: nothing goes to a server.
    pub against_computer: bool,
    /// What the room last refused.
    pub refused: Option<String>,
    /// Items held, to throw (at most [`MAX_HELD`](crate::game::race::items::MAX_HELD)).
    pub held: Vec<Item>,
    /// The opponent chosen to aim at; `None` aims at the one with fewest pairs left.
    pub chosen_target: Option<String>,
    /// Items that landed and wait to act on the board (they act only while it is played).
    pub landed: Vec<(Item, String)>,
    /// The progress last sent.
    pub(crate) sent: Option<(u32, u32)>,
    /// The most pairs linked so far: only new pairs earn items (not an undo played again).
    pub(crate) pairs_earned_for: u32,
    /// Items earned so far in the race (they alternate).
    pub(crate) earned: usize,
}

impl RaceState {
    /// A player's name as said: a server's computer player by its seat and tier
    /// ("Computer 2 (club player)" in the reader's words), anyone else by their name.
    pub fn said_name(&self, name: &str) -> i18n::Value {
        self.computer_name(name)
            .map_or_else(|| name.to_string().into(), i18n::Value::from)
    }

    /// The words for a server's computer player of this name, if it is one.
    pub fn computer_name(&self, name: &str) -> Option<i18n::Message> {
        let seat = self.computers.iter().position(|(n, _)| n == name)?;
        let tier = i18n::Message::new(tier_key(self.computers[seat].1));
        Some(i18n::Message::with(
            "race-computer-name",
            [("n", (seat as u32 + 1).into()), ("tier", tier.into())],
        ))
    }

    /// Whether this player is the room's host.
    pub fn is_host(&self) -> bool {
        !self.you.is_empty() && self.you == self.host
    }

    /// Whether a race is being played or was just played (the race column shows).
    pub fn in_race(&self) -> bool {
        matches!(self.phase, Phase::Racing | Phase::Finished | Phase::Over)
    }

    /// The opponent items hit: the one chosen, or the one with fewest pairs left (the first
    /// in the room's order among equals). Dropped players are not aimed at.
    pub fn target(&self) -> Option<&Opponent> {
        let live = || self.opponents.iter().filter(|o| !o.dropped);
        self.chosen_target
            .as_deref()
            .and_then(|name| live().find(|o| o.name == name))
            .or_else(|| live().min_by_key(|o| o.pairs_left))
    }

    /// Aims at the next opponent in the room's order.
    pub fn next_target(&mut self) {
        let live: Vec<&str> = self
            .opponents
            .iter()
            .filter(|o| !o.dropped)
            .map(|o| o.name.as_str())
            .collect();
        let now = self.target().map(|o| o.name.clone());
        let at = now
            .and_then(|n| live.iter().position(|&l| l == n))
            .map_or(0, |i| (i + 1) % live.len().max(1));
        self.chosen_target = live.get(at).map(|s| s.to_string());
    }

    fn opponent(&mut self, name: &str) -> Option<&mut Opponent> {
        self.opponents.iter_mut().find(|o| o.name == name)
    }

    /// A new race: everything of the last one goes.
    fn start(&mut self, items: bool, pairs: u32) {
        self.phase = Phase::Racing;
        self.items = items;
        self.pairs_at_start = pairs;
        self.opponents = self
            .players
            .iter()
            .filter(|p| **p != self.you)
            .map(|name| Opponent {
                name: name.clone(),
                pairs_left: pairs,
                combo: 0,
                dropped: false,
            })
            .collect();
        self.places = None;
        self.held.clear();
        self.chosen_target = None;
        self.landed.clear();
        self.sent = None;
        self.pairs_earned_for = 0;
        self.earned = 0;
    }
}

/// A room's level text as every player deals it: read, with "any flower, any season" fixed
/// (off unless the level says otherwise) so no player's own setting changes the race's rules.
pub fn race_level(text: &str) -> Result<Level, String> {
    let mut level = Level::from_ron(text, "the room's level")
        .map_err(|e| format!("the room's level does not read: {e}"))?;
    if level.chinese_style.is_none() {
        level.chinese_style = Some(false);
    }
    Ok(level)
}

/// What to deal for a race on `level` (a level file's text) with `seed`.
pub fn race_spec(level: &str, seed: u64) -> Result<LevelSpec, String> {
    let mut spec = LevelSpec::new(race_level(level)?, seed);
    spec.mode = PlayMode::Race;
    Ok(spec)
}

/// Where a race start takes the game: its board, dealt, on the play screen.
#[derive(bevy::ecs::system::SystemParam)]
struct RaceStart<'w> {
    spec: ResMut<'w, LevelSpec>,
    new_board: MessageWriter<'w, NewBoard>,
    screen: ResMut<'w, NextState<Screen>>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl RaceStart<'_> {
    fn deal(&mut self, spec: LevelSpec) {
        *self.spec = spec;
        self.new_board.write(NewBoard { seed: None });
        // Already on the play screen, it is not left (leaving play leaves the room).
        NextState::set_if_neq(&mut self.screen, Screen::Play);
        NextState::set_if_neq(&mut self.menu, Menu::None);
    }
}

/// Follows what the room says: the room, the start, opponents, the order, a lost connection.
fn follow_room(
    mut events: MessageReader<RaceEvent>,
    mut race: ResMut<RaceState>,
    mut start: RaceStart,
    mut notify: MessageWriter<Notify>,
    mut out: MessageWriter<RaceOutgoing>,
) {
    for event in events.read() {
        match event.clone() {
            RaceEvent::Room {
                code,
                players,
                host,
                you,
                computers,
            } => {
                race.refused = None;
                race.computers = computers;
                if !players.contains(&you) {
                    // The room went on without us (it closed, or we were moved out of it).
                    out_of_room(&mut race);
                    continue;
                }
                if matches!(race.phase, Phase::Idle | Phase::Joining) {
                    race.phase = Phase::InRoom;
                }
                (race.code, race.players, race.host, race.you) = (code, players, host, you);
            }
            RaceEvent::Started {
                level, seed, items, ..
            } => match race_spec(&level, seed) {
                Ok(spec) => {
                    race.start(items, spec.level.pairs() as u32);
                    start.deal(spec);
                }
                Err(e) => {
                    warn!("{e}");
                    notify.write(Notify {
                        message: i18n::Message::new("race-bad-level"),
                        seconds: 6.0,
                    });
                    out.write(RaceOutgoing::Leave);
                    race.phase = Phase::Idle;
                }
            },
            RaceEvent::Progress {
                player,
                pairs_left,
                combo,
            } => {
                if let Some(o) = race.opponent(&player) {
                    (o.pairs_left, o.combo) = (pairs_left, combo);
                }
            }
            RaceEvent::ItemLanded { item, from } => {
                if race.phase == Phase::Racing && race.items {
                    race.landed.push((item, from));
                }
            }
            RaceEvent::Dropped { player } => dropped(&mut race, &player, &mut notify),
            RaceEvent::Result { places } => {
                race.places = Some(places);
                if race.phase != Phase::Idle {
                    race.phase = Phase::Over;
                }
            }
            RaceEvent::Refused { reason } => {
                race.refused = Some(reason);
                if race.phase == Phase::Joining {
                    race.phase = Phase::Idle;
                }
            }
            RaceEvent::ConnectionLost => connection_lost(&mut race, &mut notify),
        }
    }
}

/// The server's room no longer holds this player: before a race, the screen shows no room.
fn out_of_room(race: &mut RaceState) {
    if matches!(race.phase, Phase::Joining | Phase::InRoom) {
        race.phase = Phase::Idle;
        race.code.clear();
        race.players.clear();
        race.computers.clear();
    }
}

/// A player is out: the race column greys them; the room's list loses them.
fn dropped(race: &mut RaceState, player: &str, notify: &mut MessageWriter<Notify>) {
    if let Some(o) = race.opponent(player) {
        o.dropped = true;
        notify.write(Notify {
            message: i18n::Message::with("race-dropped", [("name", race.said_name(player))]),
            seconds: 3.0,
        });
    }
    if !race.in_race() {
        race.players.retain(|p| p != player);
    }
}

/// The connection is lost: said once; a race goes on here, unverified.
fn connection_lost(race: &mut RaceState, notify: &mut MessageWriter<Notify>) {
    if race.connection_lost {
        return;
    }
    race.connection_lost = true;
    notify.write(Notify {
        message: i18n::Message::new("race-connection-lost"),
        seconds: 6.0,
    });
    if matches!(race.phase, Phase::Joining | Phase::InRoom) {
        race.phase = Phase::Idle;
    }
}

/// Tells the room how this board stands after every removal, re-deal or undo: pairs left and
/// the combo.
fn send_progress(
    board: Option<Res<crate::game::core::board::Board>>,
    score: Res<crate::game::core::score::Score>,
    mut race: ResMut<RaceState>,
    mut out: MessageWriter<RaceOutgoing>,
) {
    let Some(board) = board else { return };
    let now = ((board.grid().tile_count() / 2) as u32, score.combo);
    if race.sent != Some(now) {
        race.sent = Some(now);
        out.write(RaceOutgoing::Progress {
            pairs_left: now.0,
            combo: now.1,
        });
    }
}

/// The board ended (cleared or out of time): its replay goes to the room.
fn send_finished(
    clock: Res<DealClock>,
    recorder: Res<Recorder>,
    spec: Res<LevelSpec>,
    mut race: ResMut<RaceState>,
    mut out: MessageWriter<RaceOutgoing>,
) {
    if !clock.is_finished() || recorder.recording().is_some() || spec.mode != PlayMode::Race {
        return;
    }
    if let Some(replay) = recorder.last.as_ref().filter(|r| r.mode == PlayMode::Race) {
        race.phase = Phase::Finished;
        out.write(RaceOutgoing::Finished {
            replay: replay.to_text(),
        });
    }
}

/// Leaving play during a race (the title, another board) leaves the room; so does leaving
/// its result.
pub fn leave_room(mut race: ResMut<RaceState>, mut out: MessageWriter<RaceOutgoing>) {
    if race.phase != Phase::Idle {
        out.write(RaceOutgoing::Leave);
        race.phase = Phase::Idle;
    }
}

/// A deal that is not the race's (the player chose another level) leaves the race.
fn leave_for_another_board(
    spec: Res<LevelSpec>,
    race: ResMut<RaceState>,
    out: MessageWriter<RaceOutgoing>,
) {
    if spec.mode != PlayMode::Race && race.phase == Phase::Racing {
        leave_room(race, out);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RaceState>()
        .add_message::<RaceEvent>()
        .add_message::<RaceOutgoing>()
        .add_systems(
            PreUpdate,
            (
                follow_room
                    .run_if(on_message::<RaceEvent>)
                    .in_set(BoardSetup::ChooseLevel),
                leave_for_another_board
                    .run_if(resource_changed::<LevelSpec>)
                    .in_set(BoardSetup::Terms),
            ),
        )
        .add_systems(
            PostUpdate,
            (send_progress, send_finished).chain().run_if(
                |race: Res<RaceState>, spec: Res<LevelSpec>| {
                    race.phase == Phase::Racing && spec.mode == PlayMode::Race
                },
            ),
        )
        .add_systems(OnExit(Screen::Play), leave_room);
}
