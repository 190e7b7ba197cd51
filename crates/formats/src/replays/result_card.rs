//! A game's result as a card a player can pass on without spoiling the board: the board's code
//! and name, the time, the links, the hints taken, the stars and a row of symbols for the pace
//! of the game. It names no position, so a friend who is handed it can still play the board
//! fresh. Everything on it comes from the replay (what was done and when), so a card says
//! exactly what the game it names did.

use crate::daily;
use crate::i18n::{Language, Message, Value};
use crate::play_mode::PlayMode;
use crate::power_up_ids::HINT;
use crate::replays::replay::{Event, Replay, clock_text, links_among};

/// Slices of the game's time the pace row has, one symbol each.
pub const PACE_SLOTS: usize = 10;

/// The pace symbols, from a slice with no link to the busiest slice.
const PACE_SYMBOLS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The highest pace level (the busiest slice of the game).
pub const PACE_TOP: u8 = PACE_SYMBOLS.len() as u8 - 1;

/// What a card says of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCard {
    /// The level's name, in the reader's language.
    pub level_name: String,
    /// The board's code, where the board has one (a friend plays it from the code).
    pub code: Option<String>,
    /// The board was cleared.
    pub cleared: bool,
    /// The board's clock at the end, in whole seconds.
    pub seconds: u64,
    /// Pairs linked.
    pub links: u32,
    /// Hints taken.
    pub hints: u32,
    /// Stars earned, 0 to 3.
    pub stars: u8,
    /// Links in each of [`PACE_SLOTS`] equal slices of the game's time, as levels
    /// `0..=`[`PACE_TOP`] of the busiest slice (0: no link at all).
    pub pace: Vec<u8>,
    /// The daily challenge's day (`YYYY-MM-DD`) and the streak of cleared days up to it.
    pub daily: Option<(String, u32)>,
    /// A link a friend opens to race the player's leaderboard entry on this board
    /// (`race_link.rs`), where the player shares their replays.
    pub race: Option<String>,
}

impl ResultCard {
    /// The card of `replay`, under the level name and code the game shows for it.
    pub fn of(replay: &Replay, level_name: &str, code: Option<String>) -> Self {
        let count = |wanted: fn(&Event) -> bool| {
            replay.answers().filter(|entry| wanted(&entry.e)).count() as u32
        };
        ResultCard {
            level_name: level_name.to_string(),
            code,
            cleared: replay.result.cleared,
            seconds: replay.result.clock / 1_000_000_000,
            links: links_among(&replay.log),
            hints: count(|e| matches!(e, Event::Used(name) if name == HINT)),
            stars: replay.result.stars.min(3),
            pace: pace(replay),
            daily: None,
            race: None,
        }
    }

    /// The card with the daily challenge's day and streak, where `replay` is a daily game:
    /// `streak` tells the streak of cleared days up to a day.
    pub fn with_daily(mut self, replay: &Replay, streak: impl Fn(&str) -> u32) -> Self {
        self.daily = daily_day(replay).map(|day| {
            let days = streak(&day);
            (day, days)
        });
        self
    }

    /// The card's lines as messages: the header (the game and the level, or the day), the
    /// board's code, the result; the pace row is [`ResultCard::pace_row`].
    pub fn lines(&self) -> Vec<Message> {
        let header = match &self.daily {
            Some((day, streak)) => Message::with(
                "card-daily",
                [("day", day.into()), ("days", (*streak).into())],
            ),
            None => Message::with("card-title", [("level", self.level_name.clone().into())]),
        };
        let mut lines = vec![header];
        if let Some(code) = &self.code {
            lines.push(Message::with("board-code", [("code", code.into())]));
        }
        let time: Value = clock_text(self.seconds as f32).into();
        let links = Message::with("card-links", [("n", self.links.into())]);
        let hints = Message::with("card-hints", [("n", self.hints.into())]);
        lines.push(if self.cleared {
            Message::with(
                "card-cleared",
                [
                    ("time", time),
                    ("links", links.into()),
                    ("hints", hints.into()),
                ],
            )
        } else {
            Message::with(
                "card-not-cleared",
                [("time", time), ("links", links.into())],
            )
        });
        lines
    }

    /// The stars as symbols: ★ earned, ☆ not (none for a board not cleared).
    pub fn star_row(&self) -> String {
        if !self.cleared {
            return String::new();
        }
        (0..3)
            .map(|i| if i < self.stars { '★' } else { '☆' })
            .collect()
    }

    /// The pace as a row of block symbols, low to high.
    pub fn pace_row(&self) -> String {
        self.pace
            .iter()
            .map(|&level| PACE_SYMBOLS[usize::from(level.min(PACE_TOP))])
            .collect()
    }

    /// The whole card as text in `language`, one line each: what Copy puts on the clipboard.
    pub fn text(&self, language: Language) -> String {
        let mut lines: Vec<String> = self.lines().iter().map(|m| m.text(language)).collect();
        let stars = self.star_row();
        if let Some(result) = lines.last_mut().filter(|_| !stars.is_empty()) {
            *result = format!("{stars} {result}");
        }
        lines.push(self.pace_row());
        if let Some(link) = &self.race {
            let race = Message::with("card-race", [("link", link.into())]);
            lines.push(race.text(language));
        }
        let mut text = lines.join("\n");
        text.push('\n');
        text
    }
}

/// Links in each of [`PACE_SLOTS`] equal slices of the game, scaled so the busiest slice is
/// [`PACE_TOP`] and a slice with any link is at least 1.
pub fn pace(replay: &Replay) -> Vec<u8> {
    let end = replay.last_moment().max(replay.result.clock).max(1);
    let mut slots = [0u32; PACE_SLOTS];
    for entry in replay.answers() {
        if matches!(entry.e, Event::Linked(..)) {
            let slot = (u128::from(entry.t) * PACE_SLOTS as u128 / u128::from(end)) as usize;
            slots[slot.min(PACE_SLOTS - 1)] += 1;
        }
    }
    let busiest = slots.iter().copied().max().unwrap_or(0).max(1);
    slots
        .iter()
        .map(|&n| match n {
            0 => 0,
            n => (n * u32::from(PACE_TOP)).div_ceil(busiest).max(1) as u8,
        })
        .collect()
}

/// The day of a daily challenge's game: the UTC date it was begun on, or the day before when
/// the game went on past midnight from that day's board. `None` for any other game, or for a
/// board no day of those two deals.
pub fn daily_day(replay: &Replay) -> Option<String> {
    if replay.mode != PlayMode::Daily {
        return None;
    }
    let begun = daily::date_key(replay.played_at);
    let before = daily::day_before(&begun);
    [Some(begun), before]
        .into_iter()
        .flatten()
        .find(|day| daily::seed(day) == replay.seed)
}

#[cfg(test)]
#[path = "result_card_tests.rs"]
mod tests;
