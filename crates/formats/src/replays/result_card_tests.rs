use super::*;
use crate::daily;
use crate::level::Level;
use crate::replays::replay::{Entry, FORMAT, Outcome, fingerprint};

/// 2026-11-25 00:30 UTC: a game begun just after midnight.
const JUST_AFTER_MIDNIGHT: u64 = 1_795_566_600;

const SECOND: u64 = 1_000_000_000;

fn at(seconds: u64, e: Event) -> Entry {
    Entry {
        t: seconds * SECOND,
        e,
    }
}

/// A cleared game of 70 s: four links in its first 7 s, one hint, one link at 69 s.
fn cleared_game() -> Replay {
    let level = Level::built_in("starter 6x4").unwrap();
    let text = level.to_ron();
    let mut log = Vec::new();
    for (i, t) in [1u64, 2, 3, 6].into_iter().enumerate() {
        let row = i as i32;
        log.push(at(t, Event::Pick(0, row)));
        log.push(at(t, Event::Pick(5, row)));
        log.push(at(t, Event::Linked((0, row), (5, row))));
    }
    log.push(at(30, Event::PowerUp(HINT.into())));
    log.push(at(30, Event::Used(HINT.into())));
    log.push(at(69, Event::Linked((2, 3), (3, 3))));
    log.push(at(69, Event::Cleared));
    Replay {
        format: FORMAT,
        level_id: None,
        level_fingerprint: fingerprint(&text),
        level: text,
        seed: 7,
        chinese_style: false,
        mode: PlayMode::Classic,
        played_at: JUST_AFTER_MIDNIGHT,
        log,
        result: Outcome {
            cleared: true,
            clock: 70 * SECOND,
            points: 900,
            stars: 2,
            assisted: true,
        },
    }
}

#[test]
fn a_card_counts_the_links_and_hints_and_keeps_the_stars_and_time() {
    let card = ResultCard::of(&cleared_game(), "Starter", Some("LLK-AAAA-BBBB-CC".into()));
    assert_eq!((card.links, card.hints, card.stars), (5, 1, 2));
    assert_eq!(card.seconds, 70);
    assert!(card.cleared);
    assert_eq!(card.star_row(), "★★☆");
}

#[test]
fn the_pace_row_shows_when_the_links_came() {
    let card = ResultCard::of(&cleared_game(), "Starter", None);
    // Four links in the first tenth (0–7 s), none until the last tenth, one there.
    assert_eq!(card.pace, vec![7, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(card.pace_row(), "█▁▁▁▁▁▁▁▁▃");
}

#[test]
fn the_text_names_the_board_and_the_result_but_no_position() {
    let card = ResultCard::of(&cleared_game(), "Starter", Some("LLK-AAAA-BBBB-CC".into()));
    let text = card.text(Language::English);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].contains("Starter"), "{text}");
    assert!(lines[1].contains("LLK-AAAA-BBBB-CC"), "{text}");
    for want in ["★★☆", "01:10", "5 links", "1 hint"] {
        assert!(lines[2].contains(want), "{want:?} missing: {text}");
    }
    assert_eq!(lines[3], "█▁▁▁▁▁▁▁▁▃");
    // Positions are what the log holds: no cell may leak (`(0, 1)`, `0,1` or a column/row).
    assert!(!text.contains('('), "{text}");
    let chinese = card.text(Language::Chinese);
    assert!(
        chinese.contains("5") && chinese.contains("01:10"),
        "{chinese}"
    );
    assert_ne!(chinese, text);
}

#[test]
fn a_board_not_cleared_has_no_stars_and_says_so() {
    let mut game = cleared_game();
    game.log.retain(|e| !matches!(e.e, Event::Cleared));
    game.result.cleared = false;
    let card = ResultCard::of(&game, "Starter", None);
    let text = card.text(Language::English);
    assert!(!text.contains('★') && !text.contains('☆'), "{text}");
    assert!(text.lines().nth(1).unwrap().contains("5 links"), "{text}");
    assert_eq!(text.lines().count(), 3, "{text}");
}

#[test]
fn a_daily_card_says_its_day_and_streak_even_past_midnight() {
    let day = "2026-11-24";
    let mut game = cleared_game();
    game.mode = PlayMode::Daily;
    game.seed = daily::seed(day);
    // Begun just after midnight on the 25th, on the 24th's board.
    assert_eq!(daily::date_key(game.played_at), "2026-11-25");
    let card = ResultCard::of(&game, "Daily", None).with_daily(&game, |d| {
        assert_eq!(d, day);
        4
    });
    assert_eq!(card.daily, Some((day.to_string(), 4)));
    let text = card.text(Language::English);
    let header = text.lines().next().unwrap();
    assert!(header.contains(day) && header.contains('4'), "{text}");
    // Another mode, or a board of neither day, has no day.
    game.seed = daily::seed("2026-11-20");
    assert_eq!(daily_day(&game), None);
    game.mode = PlayMode::Classic;
    game.seed = daily::seed(day);
    assert_eq!(daily_day(&game), None);
}

#[test]
fn an_empty_or_instant_game_still_makes_a_card() {
    let mut game = cleared_game();
    game.log.clear();
    game.result = Outcome::default();
    let card = ResultCard::of(&game, "", None);
    assert_eq!(card.pace, vec![0; PACE_SLOTS]);
    assert_eq!(card.links, 0);
    assert!(!card.text(Language::Japanese).is_empty());
}

#[test]
fn a_card_with_a_race_link_ends_with_it() {
    let mut card = ResultCard::of(&cleared_game(), "Starter", Some("LLK-AAAA-BBBB-CC".into()));
    let without = card.text(Language::English);
    card.race = Some("lianliankan://race/LLK-AAAA-BBBB-CC/Sharer".into());
    let text = card.text(Language::English);
    assert_eq!(text.lines().count(), without.lines().count() + 1, "{text}");
    assert!(text.starts_with(&without), "{text}");
    let last = text.lines().last().unwrap();
    assert!(
        last.contains("Race") && last.ends_with("lianliankan://race/LLK-AAAA-BBBB-CC/Sharer"),
        "{text}"
    );
    assert!(card.text(Language::Chinese).contains("lianliankan://race/"));
}
