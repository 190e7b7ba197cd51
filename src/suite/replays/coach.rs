//! The coach: a crafted game with a known long wait and a known closing link is coached with
//! exactly those findings, and a replay that does not prove is not coached.

use crate::engine::solver::{DEFAULT_NODE_LIMIT, Verdict, solve};
use crate::engine::{Grid, Pos, Rules, all_moves, play_move};
use crate::formats::level::Level;
use crate::formats::replays::replay::{Event, Replay};
use crate::game::core::messages::NewBoard;
use crate::game::replays::coach_proof::coach;
use crate::game::replays::recorder::Recorder;
use crate::suite::common::*;
use crate::suite::replays::replay::{app_for, level, settle};

/// The rules the crafted board is played by: no ring around it, so a careless pairing of four
/// tiles of a kind can leave two pairs crossed in a corner.
const RULES: &str = "(outer_ring: false)";

/// A first link that keeps `grid` clearable, and after it a link that leaves the board proven
/// unclearable, if there are such.
fn safe_then_closing(grid: &Grid, rules: &Rules) -> Option<((Pos, Pos), (Pos, Pos))> {
    let after = |grid: &Grid, m| {
        let mut next = grid.clone();
        play_move(&mut next, m, rules);
        next
    };
    all_moves(grid, rules).into_iter().find_map(|first| {
        let next = after(grid, first);
        if !solve(&next, rules, DEFAULT_NODE_LIMIT).is_clearable() {
            return None;
        }
        let closing = all_moves(&next, rules).into_iter().find(|&m| {
            solve(&after(&next, m), rules, DEFAULT_NODE_LIMIT) == Verdict::Unclearable
        })?;
        Some((first, closing))
    })
}

/// A hand-made 4×3 board of three kinds (searched among shuffles, in a fixed order) where a
/// first link keeps the clear and a second closes it off, and the links.
fn crafted() -> (Level, (Pos, Pos), (Pos, Pos)) {
    let rules = level(&format!(r#"(name: "R", layout: ["xx"], rules: {RULES})"#)).rules;
    let mut tiles: Vec<char> = "aaaabbbbcccc".chars().collect();
    let mut state = 0x2545_f491_u64;
    (0..5000)
        .find_map(|_| {
            // A seeded Fisher–Yates shuffle: the same boards in the same order everywhere.
            for i in (1..tiles.len()).rev() {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                tiles.swap(i, (state >> 33) as usize % (i + 1));
            }
            let rows: Vec<String> = tiles.chunks(4).map(|r| r.iter().collect()).collect();
            let grid = Grid::from_text(&rows.join("\n")).ok()?;
            if !solve(&grid, &rules, DEFAULT_NODE_LIMIT).is_clearable() {
                return None;
            }
            let (first, closing) = safe_then_closing(&grid, &rules)?;
            let text = format!(
                r#"(name: "Crossed", id: "crossed", layout: ["xxxx", "xxxx", "xxxx"], fixed: {rows:?}, rules: {RULES})"#
            );
            Some((level(&text), first, closing))
        })
        .expect("a board a link can close off")
}

/// Plays `first` after a wait of `wait` seconds, `closing` soon after, then leaves the board.
fn play(level: Level, seed: u64, wait: f32, links: [(Pos, Pos); 2]) -> Replay {
    let mut app = app_for(level, seed);
    settle(&mut app);
    for (n, (a, b)) in links.into_iter().enumerate() {
        run_for(&mut app, if n == 0 { wait } else { 0.5 });
        pick(&mut app, a);
        run_for(&mut app, 0.2);
        pick(&mut app, b);
        app.update();
        settle(&mut app);
    }
    run_for(&mut app, 1.0);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app.world().resource::<Recorder>().last.clone().unwrap()
}

#[test]
fn a_long_wait_and_a_closing_link_are_found_exactly() {
    let (crossed, first, closing) = crafted();
    let dealt = crossed.deal(1).unwrap();
    let replay = play(crossed, 1, 6.0, [first, closing]);
    let linked: Vec<_> = replay
        .log
        .iter()
        .filter(|e| matches!(e.e, Event::Linked(..)))
        .collect();
    assert_eq!(linked.len(), 2, "{:#?}", replay.log);

    let c = coach(&replay, None, None).unwrap();
    assert!(!c.cleared);
    assert_eq!(c.links.len(), 2);
    let same = |(a, b): (Pos, Pos), (c, d): (Pos, Pos)| (a, b) == (c, d) || (a, b) == (d, c);
    assert!(same(c.links[0].pair, first) && same(c.links[1].pair, closing));
    // The wait before the first link: the six seconds and the pick's fifth of one.
    let longest = c.longest_waits();
    assert_eq!(longest[0], &c.links[0]);
    let waited = longest[0].wait as f64 / 1e9;
    assert!((6.0..6.5).contains(&waited), "{waited}");
    assert!(longest[0].open_before.iter().any(|&m| same(m, first)));
    assert_eq!(longest[0].before, dealt, "the board as it was dealt");
    // Exactly the second link closed off the clear.
    let closing_links = c.closing_links();
    assert_eq!(closing_links, [&c.links[1]]);
    assert_eq!(c.links[0].clearable, (Some(true), Some(true)));
    assert!(c.hints.is_empty() && c.undos.is_empty());

    let text = crate::cli::coach::findings(&c);
    assert!(text.contains("2 links in"), "{text}");
    assert!(
        text.contains("6.2 s before link 1") || text.contains("6.3 s before link 1"),
        "{text}"
    );
    assert!(text.contains("link 2 at"), "{text}");

    // A forged replay is not coached.
    let mut forged = replay.clone();
    forged.result.points += 100;
    assert!(coach(&forged, None, None).is_err());
}
