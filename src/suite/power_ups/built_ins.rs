//! The built-in power-ups through the ECS, headless: effects, exact counts, refusals, undo.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::engine::{Grid, Pos, Rules, TurnLimit, all_moves, solve};
use crate::game::core::background::Thinking;
use crate::game::core::board::{Board, GridPos};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{
    BoardShuffled, HintShown, LevelCompleted, MatchRequest, TilePicked,
};
use crate::game::core::moves::selection::Selection;
use crate::game::core::power_ups::{Aiming, PowerUp, PowerUpId, PowerUpUsed, Stock};
use crate::game::core::score::Score;
use crate::game::core::stages::MoveFlow;
use crate::game::power_ups::freeze::FREEZE_SECONDS;
use crate::game::power_ups::hint::Hint;
use crate::game::power_ups::shuffle::Shuffle;
use crate::game::view::board::effects::Fading;
use crate::suite::common::*;

#[derive(Resource, Default)]
struct Seen {
    used: Vec<&'static str>,
    hints: usize,
    shuffles: usize,
}

fn watch(
    mut used: MessageReader<PowerUpUsed>,
    mut hints: MessageReader<HintShown>,
    mut shuffles: MessageReader<BoardShuffled>,
    mut seen: ResMut<Seen>,
) {
    seen.used.extend(used.read().map(|u| u.id.as_str()));
    seen.hints += hints.read().count();
    seen.shuffles += shuffles.read().filter(|s| s.by_player).count();
}

/// A dealt classic board granting `uses`.
fn app_granting(uses: &[(&str, u32)], seed: u64) -> App {
    let mut spec = LevelSpec::built_in("classic 14x8", seed).unwrap();
    spec.level.power_ups = uses.iter().map(|&(n, c)| (n.to_string(), c)).collect();
    let mut app = app_with(spec);
    app.init_resource::<Seen>().add_systems(Update, watch);
    app.update();
    app
}

/// A fixed board granting `uses`.
fn fixed_granting(text: &str, rules: Rules, uses: &[(&str, u32)]) -> App {
    let mut app = fixed_app(text, rules);
    let granted: BTreeMap<String, u32> = uses.iter().map(|&(n, c)| (n.to_string(), c)).collect();
    app.world_mut().resource_mut::<LevelSpec>().level.power_ups = granted.clone();
    app.init_resource::<Seen>().add_systems(Update, watch);
    app.update();
    assert_eq!(*app.world().resource::<Stock>(), Stock::new(granted));
    app
}

fn use_power_up(app: &mut App, name: &str) {
    let request = ask(app, name);
    app.world_mut().write_message(request);
    until_answered(app);
}

fn aim_at(app: &mut App, name: &str, p: Pos) {
    use_power_up(app, name);
    assert_eq!(
        app.world().resource::<Aiming>().0,
        Some(power_up_id(app, name))
    );
    app.world_mut().write_message(TilePicked(p));
    until_answered(app);
}

fn left(app: &App, name: &str) -> u32 {
    app.world().resource::<Stock>().left(power_up_id(app, name))
}

#[test]
fn counts_go_down_once_per_use_and_never_below_zero() {
    let mut app = app_granting(&[("hint", 2)], 21);
    for _ in 0..4 {
        use_power_up(&mut app, "hint");
    }
    let seen = app.world().resource::<Seen>();
    assert_eq!((seen.hints, seen.used.len()), (2, 2));
    assert_eq!(left(&app, "hint"), 0);
    assert_eq!(app.world().resource::<Score>().penalties, 2 * Hint::COST);
    // Not granted by the level: nothing happens.
    use_power_up(&mut app, "bomb");
    assert_eq!(app.world().resource::<Aiming>().0, None);
}

#[test]
fn spamming_requests_in_one_frame_spends_only_what_there_is() {
    let mut app = app_granting(&[("shuffle", 1)], 22);
    for _ in 0..5 {
        {
            let r = ask(&app, "shuffle");
            app.world_mut().write_message(r);
        }
    }
    until_answered(&mut app);
    assert_eq!(app.world().resource::<Seen>().shuffles, 1);
    assert_eq!(left(&app, "shuffle"), 0);
    assert_eq!(app.world().resource::<Score>().penalties, Shuffle::COST);
}

#[test]
fn hint_highlights_a_pair_that_keeps_the_board_clearable() {
    let mut app = app_granting(&[("hint", 1)], 23);
    use_power_up(&mut app, "hint");
    let world = app.world_mut();
    let frames = world
        .query_filtered::<&ChildOf, With<Fading>>()
        .iter(world)
        .map(|c| c.parent())
        .collect::<Vec<_>>();
    assert_eq!(frames.len(), 2);
    let cells: Vec<Pos> = frames
        .iter()
        .map(|&e| world.get::<GridPos>(e).unwrap().0)
        .collect();
    let board = world.resource::<Board>();
    let mut after = board.grid().clone();
    let (a, b) = (cells[0], cells[1]);
    assert!(
        all_moves(&after, &board.rules())
            .iter()
            .any(|&m| m == (a, b) || m == (b, a)),
        "the hint is a legal link"
    );
    crate::engine::remove_pair(&mut after, (cells[0], cells[1]));
    assert!(solve(&after, &board.rules(), 1_000_000).is_clearable());
}

#[test]
fn shuffle_redeals_the_same_tiles_and_undo_brings_the_board_and_the_use_back() {
    let mut app = app_granting(&[("shuffle", 2)], 24);
    let before = board(&app).grid().clone();
    use_power_up(&mut app, "shuffle");
    let after = board(&app).grid().clone();
    assert_ne!(before, after);
    let kinds = |g: &Grid| {
        let mut k: Vec<_> = g.tiles().map(|(_, k)| k).collect();
        k.sort();
        k
    };
    assert_eq!(kinds(&before), kinds(&after), "same tiles");
    assert!(solve(&after, &Rules::default(), 1_000_000).is_clearable());
    assert_eq!(left(&app, "shuffle"), 1);
    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(*board(&app).grid(), before);
    assert_eq!(
        left(&app, "shuffle"),
        2,
        "undo returns a use that changed the board"
    );
    app.world_mut().write_message(RedoRequested);
    app.update();
    assert_eq!(*board(&app).grid(), after);
    assert_eq!(left(&app, "shuffle"), 1, "redo spends it again");
    // The penalty was paid once and is not paid back.
    assert_eq!(app.world().resource::<Score>().penalties, Shuffle::COST);
}

#[test]
fn hint_uses_never_come_back_through_undo() {
    let mut app = app_granting(&[("hint", 3)], 25);
    let rules = board(&app).rules();
    let (a, b) = all_moves(board(&app).grid(), &rules)[0];
    app.world_mut().write_message(MatchRequest { a, b });
    app.update();
    use_power_up(&mut app, "hint");
    use_power_up(&mut app, "hint");
    assert_eq!(left(&app, "hint"), 1);
    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(left(&app, "hint"), 1);
    app.world_mut().write_message(RedoRequested);
    app.update();
    assert_eq!(left(&app, "hint"), 1);
}

#[test]
fn bomb_takes_the_nearest_partner_that_keeps_the_board_clearable() {
    // Straight links only, no ring. Bombing the a on the left of the middle row: taking
    // either of the two nearer a's leaves the last two a's apart for ever; only the far one
    // (across the b) keeps the board clearable.
    let rules = Rules {
        max_turns: TurnLimit::AtMost(0),
        outer_ring: false,
        ..Rules::default()
    };
    let mut app = fixed_granting("aa.\naba\n.b.", rules, &[("bomb", 2)]);
    aim_at(&mut app, "bomb", Pos::new(0, 1));
    let g = board(&app).grid().clone();
    assert_eq!(g.kind(Pos::new(0, 1)), None);
    assert_eq!(g.kind(Pos::new(2, 1)), None, "the far a went");
    assert!(g.kind(Pos::new(0, 0)).is_some() && g.kind(Pos::new(1, 0)).is_some());
    assert!(solve(&g, &rules, 1_000_000).is_clearable());
    assert_eq!(left(&app, "bomb"), 1);
    run_for(&mut app, 0.5);
    assert_eq!(all_tile_entities(&mut app), g.tile_count());
}

#[test]
fn lightning_removes_every_tile_of_the_kind() {
    let mut app = app_granting(&[("lightning", 1)], 26);
    let kind = board(&app).grid().kind(Pos::new(3, 3)).unwrap();
    let count = board(&app)
        .grid()
        .tiles()
        .filter(|&(_, k)| k == kind)
        .count();
    let before = board(&app).grid().tile_count();
    aim_at(&mut app, "lightning", Pos::new(3, 3));
    assert!(board(&app).grid().tiles().all(|(_, k)| k != kind));
    assert_eq!(board(&app).grid().tile_count(), before - count);
    assert_eq!(left(&app, "lightning"), 0);
    run_for(&mut app, 0.6);
    assert_eq!(all_tile_entities(&mut app), before - count);
    // Undo brings the whole kind back, and the use.
    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(board(&app).grid().tile_count(), before);
    assert_eq!(left(&app, "lightning"), 1);
}

#[test]
fn reveal_marks_every_tile_of_the_kind_and_changes_nothing() {
    let mut app = app_granting(&[("reveal", 1)], 27);
    let grid = board(&app).grid().clone();
    let kind = grid.kind(Pos::new(5, 2)).unwrap();
    aim_at(&mut app, "reveal", Pos::new(5, 2));
    let world = app.world_mut();
    let mut marked: Vec<Pos> = world
        .query_filtered::<&ChildOf, With<Fading>>()
        .iter(world)
        .map(|c| world.get::<GridPos>(c.parent()).unwrap().0)
        .collect();
    marked.sort_by_key(|p| (p.y, p.x));
    let expected: Vec<Pos> = grid
        .tiles()
        .filter(|&(_, k)| k == kind)
        .map(|(p, _)| p)
        .collect();
    assert_eq!(marked, expected);
    assert_eq!(*board(&app).grid(), grid);
    // The pick aimed the power-up; it selected nothing.
    assert_eq!(app.world().resource::<Selection>().first, None);
}

#[test]
fn freeze_stops_the_clock_for_its_time() {
    let mut app = app_granting(&[("freeze", 1)], 28);
    run_for(&mut app, 1.0);
    let start = app.world().resource::<DealClock>().seconds();
    use_power_up(&mut app, "freeze");
    run_for(&mut app, FREEZE_SECONDS - 0.5);
    let during = app.world().resource::<DealClock>().seconds();
    assert!(during - start < 0.11, "frozen: {start} → {during}");
    run_for(&mut app, 2.0);
    let after = app.world().resource::<DealClock>().seconds();
    assert!(after - during > 1.0, "running again: {during} → {after}");
}

#[test]
fn escape_cancels_aiming_and_asking_again_toggles_it() {
    let mut app = app_granting(&[("bomb", 1)], 29);
    use_power_up(&mut app, "bomb");
    assert_eq!(
        app.world().resource::<Aiming>().0,
        Some(power_up_id(&app, "bomb"))
    );
    use_power_up(&mut app, "bomb");
    assert_eq!(app.world().resource::<Aiming>().0, None);
    use_power_up(&mut app, "bomb");
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Escape);
    app.update();
    assert_eq!(app.world().resource::<Aiming>().0, None);
    assert_eq!(left(&app, "bomb"), 1);
    // Picks select again.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::Escape);
    let p = board(&app).grid().tiles().next().unwrap().0;
    app.world_mut().write_message(TilePicked(p));
    app.update();
    assert_eq!(app.world().resource::<Selection>().first, Some(p));
}

#[test]
fn random_power_up_play_keeps_counts_exact_and_the_board_in_step() {
    let uses = [
        ("hint", 5),
        ("shuffle", 3),
        ("bomb", 4),
        ("freeze", 2),
        ("lightning", 3),
        ("reveal", 3),
    ];
    let mut app = app_granting(&uses, 30);
    let mut n: u64 = 7;
    for _ in 0..150 {
        n = n.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let r = (n >> 33) as usize;
        if board(&app).grid().is_cleared() {
            break;
        }
        let tiles: Vec<Pos> = board(&app).grid().tiles().map(|(p, _)| p).collect();
        let p = tiles[r % tiles.len()];
        match r % 7 {
            0..=5 => {
                let (name, _) = uses[r % 6];
                {
                    let r = ask(&app, name);
                    app.world_mut().write_message(r);
                }
                app.world_mut().write_message(TilePicked(p));
                app.update();
            }
            _ => {
                if r.is_multiple_of(2) {
                    app.world_mut().write_message(UndoRequested);
                } else {
                    app.world_mut().write_message(RedoRequested);
                }
                app.update();
            }
        }
        let stock = app.world().resource::<Stock>().clone();
        for (name, granted) in uses {
            assert!(
                stock.used(power_up_id(&app, name)) <= granted,
                "{name}: {stock:?}"
            );
        }
        assert_eq!(live_tiles(&mut app), board(&app).grid().tile_count());
    }
}

/// The hint is worked out off the main thread; a move made before it arrives makes the answer
/// stale, and the search starts again on the board as it is: the pair shown is always one that
/// can be linked on the board the player sees.
#[test]
fn a_hint_asked_for_before_a_move_is_answered_for_the_board_after_it() {
    #[derive(Resource, Default)]
    struct Shown(Vec<(Pos, Pos, bool)>);
    fn check_shown(
        mut hints: MessageReader<HintShown>,
        board: Res<Board>,
        mut shown: ResMut<Shown>,
    ) {
        for h in hints.read() {
            let legal = all_moves(board.grid(), &board.rules()).contains(&(h.a, h.b))
                || all_moves(board.grid(), &board.rules()).contains(&(h.b, h.a));
            shown.0.push((h.a, h.b, legal));
        }
    }
    let mut app = app_granting(&[("hint", 3)], 31);
    app.init_resource::<Shown>()
        .add_systems(Update, check_shown.after(MoveFlow::Remember));
    for _ in 0..3 {
        let (a, b) = all_moves(board(&app).grid(), &board(&app).rules())[0];
        {
            let r = ask(&app, "hint");
            app.world_mut().write_message(r);
        }
        app.world_mut().write_message(MatchRequest { a, b });
        until_answered(&mut app);
    }
    let shown = &app.world().resource::<Shown>().0;
    assert_eq!(shown.len(), 3, "{shown:?}");
    assert!(shown.iter().all(|&(_, _, legal)| legal), "{shown:?}");
    assert_eq!(left(&app, "hint"), 0);
}

/// A second hint while the first is still being looked for gets its use back.
#[test]
fn a_second_hint_while_searching_is_refunded() {
    let mut app = app_granting(&[("hint", 2)], 32);
    // Two asks in one frame: the second comes while the first search is under way.
    {
        let r = ask(&app, "hint");
        app.world_mut().write_message(r);
    }
    {
        let r = ask(&app, "hint");
        app.world_mut().write_message(r);
    }
    app.update();
    assert!(!app.world().resource::<Thinking>().is_idle() || left(&app, "hint") == 1);
    until_answered(&mut app);
    assert_eq!(app.world().resource::<Seen>().hints, 1);
    assert_eq!(left(&app, "hint"), 1, "the second use came back");
}

/// The results of cleared boards.
#[derive(Resource, Default)]
struct Completed(Vec<LevelCompleted>);

fn collect_completed(mut completed: MessageReader<LevelCompleted>, mut all: ResMut<Completed>) {
    all.0.extend(completed.read().cloned());
}

/// Clears "abc/abc" column by column, after `help` (which may use power-ups and undo).
fn clear_after(help: impl Fn(&mut App)) -> LevelCompleted {
    let mut app = fixed_granting("abc\nabc", Rules::default(), &[("hint", 2), ("bomb", 1)]);
    app.init_resource::<Completed>()
        .add_systems(Last, collect_completed);
    help(&mut app);
    link_columns(&mut app, &[0, 1, 2]);
    let completed = &app.world().resource::<Completed>().0;
    assert_eq!(completed.len(), 1, "cleared once");
    completed[0].clone()
}

#[test]
fn help_taken_goes_with_the_result() {
    let unaided = clear_after(|_| {});
    assert!(!unaided.assists.any(), "{:?}", unaided.assists);
    let helped = clear_after(|app| {
        use_power_up(app, "hint");
        link_columns(app, &[0]);
        app.world_mut().write_message(UndoRequested);
        app.update();
        app.update();
    });
    assert!(helped.assists.any());
    assert_eq!(
        helped.assists.power_ups.get(&PowerUpId::of::<Hint>()),
        Some(&1)
    );
    assert_eq!(helped.assists.undos, 1);
    // A power-up that is no help (the bomb) leaves a run unaided.
    let bombed = clear_after(|app| {
        aim_at(app, "bomb", Pos::new(2, 0));
        until_answered(app);
    });
    assert!(!bombed.assists.any(), "{:?}", bombed.assists);
}
