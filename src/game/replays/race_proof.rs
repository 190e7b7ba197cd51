//! Proving a race's replay for its room (the server's side, feature `server`): the game is the
//! room's, the items it says landed are those the room delivered, on time, and its moves prove
//! as any replay's do ([`prove`]).

use crate::formats::play_mode::PlayMode;
use crate::formats::race_items::Item;
use crate::formats::replays::replay::{Event, Outcome, Replay, fingerprint, seconds};
use crate::game::race::room::race_level;
use crate::game::replays::proof::prove;

/// An item the room delivered to a player of a race, in the order delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    /// The item.
    pub item: Item,
    /// Who threw it.
    pub from: String,
    /// When it landed on the player's game clock, as the room reckons it, in nanoseconds.
    pub at_ns: u64,
}

/// Proves a race replay for its room: the game is the room's (its level text, read as every
/// player deals it, and its seed, in mode race), the items it says landed are exactly those the
/// room delivered to this player, in order, each within `slack_ns` of when the room delivered
/// it (an item cannot be put off, to after the clear or anywhere else), and its moves prove as
/// any replay's do. Returns the result as re-played (the room ranks clears by its clock).
pub fn prove_race(
    replay: &Replay,
    level_text: &str,
    seed: u64,
    (delivered, slack_ns): (&[Delivered], u64),
) -> Result<Outcome, String> {
    if replay.mode != PlayMode::Race {
        return Err(format!(
            "a race's replay is played in mode race, this one in {:?}",
            replay.mode
        ));
    }
    let level = race_level(level_text)?.to_ron();
    if replay.level != level {
        return Err(format!(
            "the replay's level is not the room's (fingerprint {}, the room's {})",
            replay.level_fingerprint,
            fingerprint(&level)
        ));
    }
    if replay.seed != seed {
        return Err(format!(
            "the replay is dealt with seed {}, the room's is {seed}",
            replay.seed
        ));
    }
    let received: Vec<Delivered> = replay
        .log
        .iter()
        .filter_map(|entry| match &entry.e {
            Event::Received { item, from } => Some(Delivered {
                item: *item,
                from: from.clone(),
                at_ns: entry.t,
            }),
            _ => None,
        })
        .collect();
    let same = |a: &Delivered, b: &Delivered| a.item == b.item && a.from == b.from;
    if received.len() != delivered.len() || !received.iter().zip(delivered).all(|(a, b)| same(a, b))
    {
        return Err(format!(
            "the replay says {} item(s) landed ({}), the room delivered {} ({})",
            received.len(),
            items_list(&received),
            delivered.len(),
            items_list(delivered)
        ));
    }
    items_on_time(&received, delivered, slack_ns)?;
    nothing_done_while_put_off(replay, &received, delivered)?;
    Ok(prove(replay, None)?.outcome)
}

/// Each item the replay received lands within `slack_ns` of when the room delivered it.
fn items_on_time(
    received: &[Delivered],
    delivered: &[Delivered],
    slack_ns: u64,
) -> Result<(), String> {
    for (got, sent) in received.iter().zip(delivered) {
        let (t, at) = (seconds(got.at_ns), seconds(sent.at_ns));
        if got.at_ns.saturating_add(slack_ns) < sent.at_ns {
            return Err(format!(
                "the {} from {} lands at {t:.1} s, before the room threw it ({at:.1} s)",
                got.item, got.from
            ));
        }
        if got.at_ns > sent.at_ns.saturating_add(slack_ns) {
            return Err(format!(
                "the {} from {} lands at {t:.1} s, but the room delivered it at {at:.1} s: an \
                 item's landing cannot be put off",
                got.item, got.from
            ));
        }
    }
    Ok(())
}

/// How long after the room delivered an item the player's own inputs may still come before it
/// lands: the trip of the player's clock to the room and of the item back. The room reckons
/// a delivery on the player's clock from when their first progress arrived, so an item lands
/// one round trip after the room's time.
const ITEM_TRIP_NS: u64 = 2_000_000_000;

/// No input of the player's comes between an item's delivery (and its trip) and its landing:
/// the slack on its time is for the clocks, not for putting the item off past a pick it
/// would have held.
fn nothing_done_while_put_off(
    replay: &Replay,
    received: &[Delivered],
    delivered: &[Delivered],
) -> Result<(), String> {
    for (got, sent) in received.iter().zip(delivered) {
        let due = sent.at_ns.saturating_add(ITEM_TRIP_NS);
        let meanwhile = replay.log.iter().find(|entry| {
            entry.t > due
                && entry.t < got.at_ns
                && entry.e.is_input()
                && !matches!(entry.e, Event::Received { .. })
        });
        if let Some(entry) = meanwhile {
            return Err(format!(
                "the {} from {} lands at {:.1} s, but the room delivered it at {:.1} s and {} came \
                 at {:.1} s, after it was due: an item's landing cannot be put off",
                got.item,
                got.from,
                seconds(got.at_ns),
                seconds(sent.at_ns),
                entry.e,
                seconds(entry.t)
            ));
        }
    }
    Ok(())
}

fn items_list(items: &[Delivered]) -> String {
    let list: Vec<String> = items
        .iter()
        .map(|d| format!("{} from {}", d.item, d.from))
        .collect();
    if list.is_empty() {
        "none".into()
    } else {
        list.join(", ")
    }
}

/// A race room's check of a player's replay: [`prove_race`] against the room's terms (its
/// level, seed and mode, and the items it delivered to the player).
pub fn prove_race_terms(
    replay: &Replay,
    terms: &crate::online::rooms::RaceTerms,
) -> Result<crate::online::Verified, String> {
    if terms.mode != PlayMode::Race.name() {
        return Err(format!("the room races in mode {:?}, not race", terms.mode));
    }
    let delivered = terms
        .received
        .iter()
        .map(|d| {
            Item::from_name(&d.kind)
                .map(|item| Delivered {
                    item,
                    from: d.from.clone(),
                    at_ns: d.at_ns,
                })
                .ok_or_else(|| format!("the room delivered an item {:?} the game lacks", d.kind))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let outcome = prove_race(
        replay,
        &terms.level,
        terms.seed,
        (&delivered, terms.slack_ns),
    )?;
    Ok(crate::online::Verified { outcome })
}

/// The check the server's rooms run: [`prove_race_terms`].
pub fn race_check() -> crate::online::rooms::RaceCheck {
    std::sync::Arc::new(prove_race_terms)
}

#[cfg(test)]
mod race_item_tests {
    use super::*;

    fn freeze(at_ns: u64) -> Delivered {
        Delivered {
            item: Item::FreezePicks,
            from: "bob".into(),
            at_ns,
        }
    }

    #[test]
    fn an_item_lands_when_the_room_delivered_it_give_or_take_the_slack() {
        let s = 1_000_000_000;
        let on_time = |got: u64, sent: u64| items_on_time(&[freeze(got)], &[freeze(sent)], s);
        assert!(on_time(10 * s, 10 * s).is_ok());
        assert!(
            on_time(11 * s, 10 * s).is_ok(),
            "a trip to the server and back"
        );
        assert!(on_time(9 * s, 10 * s).is_ok());
        let put_off = on_time(40 * s, 10 * s).unwrap_err();
        assert!(put_off.contains("lands at 40.0 s") && put_off.contains("cannot be put off"));
        let early = on_time(2 * s, 10 * s).unwrap_err();
        assert!(
            early.contains("before the room threw it (10.0 s)"),
            "{early}"
        );
        assert!(on_time(0, 0).is_ok());
        assert!(on_time(u64::MAX, 0).is_err(), "no overflow");
    }
}
