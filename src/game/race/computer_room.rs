//! Racing the computer: a room with no server, whose other players are computer players
//! (`bots/`). It speaks the room's own messages ([`RaceEvent`] in, [`RaceOutgoing`] out), so
//! the race screens, the race column and items are the online race's, unchanged.
//!
//! The computer players' games are played out on the rules in the background when the room
//! opens (no frame waits for them), then told link by link as the race's clock reaches them
//! (it runs on under the menu, as a room's race does). Items thrown at them hold them for the
//! item's time.
//! The order at the end is this game's own: the person's replay is not proven by anyone else,
//! and a race against the computer records no progress and ranks nowhere.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;

use crate::bots::field::{Field, Happening, Target};
use crate::bots::tier::Tier;
use crate::formats::replays::replay::Replay;
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::pacing::{FramePacing, Wake};
use crate::game::core::stages::BoardSetup;
use crate::game::race::items::PAIRS_PER_ITEM;
use crate::game::race::room::{
    LevelChoice, Phase, Place, RaceEvent, RaceOutgoing, RaceState, Standing, race_level,
};

/// Most computer players in a race (the room's other seats).
pub const MOST_COMPUTERS: usize = 5;

/// The person asks for a race against computer players.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct RaceTheComputer {
    /// The person's name in the race.
    pub you: String,
    /// Each computer player's name (in the person's words) and tier.
    pub opponents: Vec<(String, Tier)>,
    /// The board.
    pub level: LevelChoice,
    /// Items on or off.
    pub items: bool,
    /// The deal's seed.
    pub seed: u64,
}

/// The room being played here: its computer players once their games are played out.
#[derive(Resource)]
pub struct ComputerRoom {
    ask: RaceTheComputer,
    field: Arc<Mutex<Option<Result<Field, String>>>>,
    started: bool,
}

impl ComputerRoom {
    /// The computer players' names, in their places.
    fn names(&self) -> impl Iterator<Item = &String> {
        self.ask.opponents.iter().map(|(name, _)| name)
    }
}

/// Opens the room: the computer players' games are played out on a thread of their own.
fn open_room(
    mut asks: MessageReader<RaceTheComputer>,
    mut race: ResMut<RaceState>,
    wake: Option<Res<Wake>>,
    mut commands: Commands,
) {
    let Some(ask) = asks.read().last().cloned() else {
        return;
    };
    race.against_computer = true;
    let field = Arc::new(Mutex::new(None));
    let (out, text, wake) = (
        field.clone(),
        ask.level.text.clone(),
        wake.map(|w| w.clone()),
    );
    let tiers: Vec<Tier> = ask.opponents.iter().map(|&(_, t)| t).collect();
    let (seed, items) = (ask.seed, ask.items.then_some(PAIRS_PER_ITEM));
    std::thread::spawn(move || {
        let played = race_level(&text).and_then(|level| Field::new(&level, seed, &tiers, items));
        if let Ok(mut slot) = out.lock() {
            *slot = Some(played);
        }
        if let Some(wake) = wake {
            wake.wake();
        }
    });
    commands.insert_resource(ComputerRoom {
        ask,
        field,
        started: false,
    });
}

/// Once the computer players are ready, the room says who is in it and starts the race.
fn start_when_ready(
    mut room: ResMut<ComputerRoom>,
    (mut race, mut events): (ResMut<RaceState>, MessageWriter<RaceEvent>),
    mut pacing: ResMut<FramePacing>,
    mut commands: Commands,
) {
    let ready = match room.field.lock() {
        Ok(slot) => match slot.as_ref() {
            None => None,
            Some(Ok(_)) => Some(Ok(())),
            Some(Err(reason)) => Some(Err(reason.clone())),
        },
        Err(_) => Some(Err("the computer players stopped".to_string())),
    };
    match ready {
        None => pacing.frame_in(Duration::from_millis(50)),
        Some(Ok(())) => {
            room.started = true;
            let ask = &room.ask;
            let mut players = vec![ask.you.clone()];
            players.extend(room.names().cloned());
            events.write(RaceEvent::Room {
                code: String::new(),
                players,
                host: ask.you.clone(),
                you: ask.you.clone(),
                // Named in the person's words already, with their tiers.
                computers: Vec::new(),
            });
            events.write(RaceEvent::Started {
                level: ask.level.text.clone(),
                id: ask.level.id.clone(),
                seed: ask.seed,
                items: ask.items,
            });
        }
        Some(Err(reason)) => {
            race.against_computer = false;
            commands.remove_resource::<ComputerRoom>();
            events.write(RaceEvent::Refused { reason });
        }
    }
}

/// Tells the computer players' links and throws as the race's clock of play reaches them,
/// and asks for a frame when the next is due.
fn follow_clock(
    room: Res<ComputerRoom>,
    (board, clock): (Option<Res<Board>>, Res<DealClock>),
    mut events: MessageWriter<RaceEvent>,
    mut pacing: ResMut<FramePacing>,
    time: Res<Time<Virtual>>,
) {
    let (Some(board), Ok(mut slot)) = (board, room.field.lock()) else {
        return;
    };
    let Some(Ok(field)) = slot.as_mut() else {
        return;
    };
    let now = clock.played.as_secs_f64();
    let person = (board.grid().tile_count() / 2) as u32;
    let names: Vec<&String> = room.names().collect();
    for happening in field.advance(now, person) {
        if let Some(event) = told(happening, &names) {
            events.write(event);
        }
    }
    if let Some((_, next)) = field.next_due() {
        pacing.frame_in_game(Duration::from_secs_f64((next - now).max(0.0)), &time);
    }
}

/// A happening as the room tells it: a link as the player's progress, a throw at the person
/// as an item landing (a throw between computer players is theirs alone).
fn told(happening: Happening, names: &[&String]) -> Option<RaceEvent> {
    let name = |i: usize| names.get(i).map_or_else(String::new, |n| n.to_string());
    match happening {
        Happening::Linked { racer, pairs_left } => Some(RaceEvent::Progress {
            player: name(racer),
            pairs_left,
            combo: 0,
        }),
        Happening::Threw {
            racer,
            item,
            at: Target::Person,
        } => Some(RaceEvent::ItemLanded {
            item,
            from: name(racer),
        }),
        Happening::Threw { .. } => None,
    }
}

/// What the person tells the room: a throw holds a computer player, the end of the board
/// brings the order, leaving closes the room.
fn hear_person(
    mut out: MessageReader<RaceOutgoing>,
    room: Res<ComputerRoom>,
    mut race: ResMut<RaceState>,
    mut events: MessageWriter<RaceEvent>,
    mut commands: Commands,
) {
    for message in out.read() {
        match message {
            RaceOutgoing::Throw { item, to } => {
                let place = room.names().position(|n| n == to);
                if let (Some(place), Ok(Some(Ok(field)))) =
                    (place, room.field.lock().as_deref_mut())
                {
                    field.hit(place, *item);
                }
            }
            RaceOutgoing::Finished { replay } => {
                if let Some(places) = order(&room, replay) {
                    events.write(RaceEvent::Result { places });
                }
            }
            RaceOutgoing::Leave => {
                race.against_computer = false;
                commands.remove_resource::<ComputerRoom>();
            }
            _ => {}
        }
    }
}

/// The race's order once the person's board ended: the computer players' games are played
/// to their ends (nothing the person does can change them now), then everyone is placed by
/// the clock of their clear.
fn order(room: &ComputerRoom, replay: &str) -> Option<Vec<Place>> {
    let person = Replay::from_text(replay, "the race's replay").ok()?;
    let mut slot = room.field.lock().ok()?;
    let Some(Ok(field)) = slot.as_mut() else {
        return None;
    };
    field.advance(f64::INFINITY, u32::MAX);
    let mut finishers: Vec<(String, Option<u64>)> = vec![(
        room.ask.you.clone(),
        person.result.cleared.then_some(person.result.clock),
    )];
    for (name, clear) in room.names().zip(field.clear_times()) {
        finishers.push((name.clone(), clear.map(|s| (s * 1e9) as u64)));
    }
    Some(places(finishers))
}

/// Places by the clock of the clear, those who did not clear sharing the last place.
fn places(mut finishers: Vec<(String, Option<u64>)>) -> Vec<Place> {
    finishers.sort_by_key(|(_, clock)| clock.unwrap_or(u64::MAX));
    let cleared = finishers.iter().filter(|(_, c)| c.is_some()).count() as u32;
    finishers
        .into_iter()
        .enumerate()
        .map(|(i, (player, clock_ns))| Place {
            player,
            place: if clock_ns.is_some() {
                i as u32 + 1
            } else {
                cleared + 1
            },
            clock_ns,
            standing: if clock_ns.is_some() {
                Standing::Cleared
            } else {
                Standing::Unfinished
            },
        })
        .collect()
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<RaceTheComputer>().add_systems(
        PreUpdate,
        (
            open_room.run_if(on_message::<RaceTheComputer>),
            start_when_ready
                .run_if(|room: Option<Res<ComputerRoom>>| room.is_some_and(|r| !r.started)),
        )
            .chain()
            .before(BoardSetup::ChooseLevel),
    );
    app.add_systems(
        Update,
        follow_clock.run_if(|room: Option<Res<ComputerRoom>>, race: Res<RaceState>| {
            room.is_some_and(|r| r.started) && race.phase == Phase::Racing
        }),
    )
    .add_systems(
        PostUpdate,
        hear_person
            .run_if(resource_exists::<ComputerRoom>)
            .run_if(on_message::<RaceOutgoing>),
    );
}
