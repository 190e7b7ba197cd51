//! Race items on this board: earned by play, thrown at an opponent, and landing here.
//!
//! - **Earned**: a combo reaching ×3 earns one, and so does every eighth pair; at most two
//!   are held. The items earned alternate, freeze first. Only pairs never linked before earn
//!   (an undo played again does not).
//! - **Thrown** with the throw key (T) or the race column's button, at the opponent aimed at
//!   (the fewest pairs left, unless the player chose another with the next-target key, G).
//! - **Landing**: a freeze holds this player's picks for two seconds (they are ignored, and
//!   still recorded), a hide covers the tile faces for three. Each lands as an
//!   [`ItemReceived`] at a time of play and is recorded in the replay, where a re-play
//!   applies it at the same time, so the replay still proves the game. Neither touches a
//!   tile.

use std::time::Duration;

use bevy::prelude::*;

use crate::formats::race_items::Item;
use crate::game::core::board::dealt_anew;
use crate::game::core::clock::DealClock;
use crate::game::core::messages::{ItemReceived, Notify};
use crate::game::core::moves::picks_held::PicksHeld;
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::score::Score;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::game::race::room::{Phase, RaceOutgoing, RaceState};
use crate::i18n;

/// Most items held at once.
pub const MAX_HELD: usize = 2;
pub use crate::formats::race_items::PAIRS_PER_ITEM;
/// A combo reaching this multiplier earns an item.
pub const COMBO_FOR_ITEM: u32 = 3;

/// The tile faces are covered until this time of play (an opponent's hide).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HiddenTiles {
    /// The time of play (see [`DealClock::played`]) the faces show again at.
    pub until: Duration,
}

impl HiddenTiles {
    /// Whether the faces are covered now.
    pub fn hides(&self, clock: &DealClock) -> bool {
        clock.played < self.until
    }
}

/// What the player asks of their items (keys, the race column's buttons).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemAction {
    /// Throw the first item held at the opponent aimed at.
    Throw,
    /// Aim at the next opponent.
    NextTarget,
}

/// The item's name in the player's words.
pub fn item_word(item: Item) -> &'static str {
    match item {
        Item::HideFaces => "race-item-hide",
        Item::FreezePicks => "race-item-freeze",
    }
}

/// Items that landed while the board was not played act once it is: each lands now.
fn land_items(mut race: ResMut<RaceState>, mut received: MessageWriter<ItemReceived>) {
    for (item, from) in race.landed.drain(..) {
        received.write(ItemReceived { item, from });
    }
}

/// An item landing acts: picks held, or faces covered, from now.
pub fn apply_items(
    mut received: MessageReader<ItemReceived>,
    clock: Res<DealClock>,
    mut held: ResMut<PicksHeld>,
    mut hidden: ResMut<HiddenTiles>,
    mut notify: MessageWriter<Notify>,
    race: Option<Res<RaceState>>,
) {
    for ItemReceived { item, from } in received.read() {
        let name = race
            .as_ref()
            .map_or_else(|| from.clone().into(), |r| r.said_name(from));
        match item {
            Item::FreezePicks => held.hold_for(&clock, item.lasts()),
            Item::HideFaces => hidden.until = hidden.until.max(clock.played + item.lasts()),
        }
        notify.write(Notify {
            message: i18n::Message::with(
                "race-item-landed",
                [
                    ("item", i18n::Message::new(item_word(*item)).into()),
                    ("name", name),
                ],
            ),
            seconds: item.lasts().as_secs_f32(),
        });
    }
}

/// New pairs earn items: a combo reaching ×3, and every eighth pair.
fn earn_items(score: Res<Score>, mut race: ResMut<RaceState>) {
    if score.pairs <= race.pairs_earned_for {
        return;
    }
    race.pairs_earned_for = score.pairs;
    let earned = usize::from(score.combo == COMBO_FOR_ITEM)
        + usize::from(score.pairs.is_multiple_of(PAIRS_PER_ITEM));
    for _ in 0..earned {
        if race.held.len() < MAX_HELD {
            let item = Item::ALL[race.earned % Item::ALL.len()];
            race.earned += 1;
            race.held.push(item);
        }
    }
}

/// The throw and next-target keys.
fn item_keys(keys: BoundKeys, mut actions: MessageWriter<ItemAction>) {
    if keys.just_pressed(PlayAction::ThrowItem) {
        actions.write(ItemAction::Throw);
    }
    if keys.just_pressed(PlayAction::NextTarget) {
        actions.write(ItemAction::NextTarget);
    }
}

/// Throws or aims, as asked.
fn act_on_items(
    mut actions: MessageReader<ItemAction>,
    mut race: ResMut<RaceState>,
    mut out: MessageWriter<RaceOutgoing>,
    mut notify: MessageWriter<Notify>,
) {
    for action in actions.read() {
        match action {
            ItemAction::NextTarget => race.next_target(),
            ItemAction::Throw => {
                let Some(to) = race.target().map(|o| o.name.clone()) else {
                    continue;
                };
                if race.held.is_empty() {
                    continue;
                }
                let item = race.held.remove(0);
                out.write(RaceOutgoing::Throw {
                    item,
                    to: to.clone(),
                });
                notify.write(Notify {
                    message: i18n::Message::with(
                        "race-item-thrown",
                        [
                            ("item", i18n::Message::new(item_word(item)).into()),
                            ("name", to.into()),
                        ],
                    ),
                    seconds: 2.0,
                });
            }
        }
    }
}

/// A sleeping game wakes when a freeze or a hide ends.
fn wake_when_items_end(
    clock: Res<DealClock>,
    (held, hidden): (Res<PicksHeld>, Res<HiddenTiles>),
    time: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
) {
    for until in [held.until, hidden.until] {
        if until > clock.played {
            pacing.frame_in_game(until - clock.played, &time);
        }
    }
}

fn uncover_on_deal(mut hidden: ResMut<HiddenTiles>) {
    *hidden = HiddenTiles::default();
}

fn racing_with_items(race: Res<RaceState>) -> bool {
    race.phase == Phase::Racing && race.items
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HiddenTiles>()
        .add_message::<ItemAction>()
        .add_systems(
            PreUpdate,
            uncover_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
        )
        .add_systems(
            Update,
            (
                (
                    land_items.run_if(|race: Res<RaceState>| !race.landed.is_empty()),
                    item_keys.run_if(resource_exists::<ButtonInput<KeyCode>>),
                    act_on_items,
                )
                    .chain()
                    .run_if(racing_with_items)
                    .in_set(MoveFlow::Input),
                apply_items
                    .run_if(on_message::<ItemReceived>)
                    .in_set(MoveFlow::Arm),
                earn_items
                    .run_if(racing_with_items)
                    .in_set(MoveFlow::Remember),
            ),
        )
        .add_systems(
            Last,
            wake_when_items_end
                .run_if(racing_with_items)
                .run_if(crate::game::core::screen::playing)
                .in_set(PacingSystems::Ask),
        );
}
