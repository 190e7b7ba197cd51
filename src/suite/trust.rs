//! What the game keeps and promises holds: one deal per (level, seed) everywhere, re-deals
//! that follow from the seed and the moves, progress only from a player's own clears of pack
//! levels, a finished board that takes no more moves, saves that are never lost or
//! overwritten, and hot keys that never clash.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::{Grid, Pos, Rules, all_moves};
use crate::formats::level::{Level, level_files};
use crate::formats::saves::progress::{Progress, ProgressFile};
use crate::game::content::levels::TestPlaying;
use crate::game::core::board::{GridPos, OutOfPlay};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{BoardStuck, MatchRequest, NewBoard, TilePicked, TimeUp};
use crate::game::core::moves::selection::Selection;
use crate::game::core::power_ups::{AddPowerUp, IconCanvas, PowerUp, Target};
use crate::game::core::score::Score;
use crate::game::input::board_input::on_tile_clicked;
use crate::game::modes::demo::Demo;
use crate::game::persistence::progress::SavedProgress;
use crate::i18n::Language;
use crate::suite::common::*;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llk-trust-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn shipped_levels() -> Vec<(PathBuf, Level)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let files = level_files(&dir).unwrap();
    assert!(files.len() >= 30, "the shipped pack is there");
    files
        .into_iter()
        .map(|f| {
            let level = Level::load(&f).unwrap_or_else(|e| panic!("{e}"));
            (f, level)
        })
        .collect()
}

// ---- one way to deal -------------------------------------------------------------------

/// The board the game deals for `level` and `seed`.
fn game_board(level: Level, seed: u64) -> String {
    let app = app_with(LevelSpec::new(level, seed));
    board(&app).grid().to_text()
}

#[test]
fn the_game_and_the_command_line_deal_the_same_board() {
    // Levels with a difficulty, gravity, a fixed board and none of these.
    for (file, level) in shipped_levels().into_iter().step_by(4) {
        for seed in [464_937, 7] {
            let game = game_board(level.clone(), seed);
            // `autoplay` deals as the level does too (`tests/command/deal.rs`).
            assert_eq!(
                game,
                level.deal(seed).unwrap().to_text(),
                "{}",
                file.display()
            );
        }
    }
}

/// FNV-1a of a board's text: pins deals without storing whole boards.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Every shipped level deals the same board from the same seed, today and after any change
/// to the dealer: a changed deal means every seed players wrote down (and every replay) now
/// means another board. If a level is retuned on purpose, its line is updated with it.
#[test]
fn every_shipped_level_deals_as_pinned() {
    let got: Vec<(String, u64)> = shipped_levels()
        .iter()
        .map(|(f, l)| {
            let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
            (stem, fnv1a(&l.deal(1).unwrap().to_text()))
        })
        .collect();
    let table: String = got
        .iter()
        .map(|(stem, h)| format!("    (\"{stem}\", {h:#018x}),\n"))
        .collect();
    let pinned: Vec<(String, u64)> = PINNED_DEALS
        .iter()
        .map(|(s, h)| (s.to_string(), *h))
        .collect();
    assert_eq!(got, pinned, "deals of seed 1 now:\n{table}");
}

const PINNED_DEALS: &[(&str, u64)] = &[
    ("01-first-steps", 0xf4fd6d71c1c99cdf),
    ("02-little-window", 0x60473a07af8eb8b3),
    ("03-staircase", 0x3ba89599f1f5413b),
    ("04-diamond", 0x2cde1b58eb6dc14d),
    ("05-twin-triangles", 0x539ffdc78f3306b3),
    ("06-heart", 0xf6f3954b5e7f9121),
    ("07-cross", 0xaa6085bd09c0f957),
    ("08-checkerboard", 0xf0a3a2a2235bbbaf),
    ("09-link", 0xa2f314516ab154ad),
    ("10-classic", 0x3a9cb50abee842d7),
    ("11-pyramid", 0x5273fe08a2fca1f3),
    ("12-donut", 0xd129f253ae952a83),
    ("13-hourglass", 0x000bf650aaddfdc1),
    ("14-butterfly", 0xd8a102457435b641),
    ("15-spiral", 0x02f559cd810cd339),
    ("16-pillars", 0x05cf1d8282138877),
    ("17-grand-classic", 0xecd74363e99324cf),
    ("18-swiss-cheese", 0xc01c01625ec08a0b),
    ("19-smiley", 0xd73e246d2e3c10a3),
    ("20-arrow", 0xe55d94e937a7b39b),
    ("21-archipelago", 0xeca2dd66b8632f27),
    ("22-fortress", 0x0c5f2b6b10dd761b),
    ("23-home-sweet-home", 0x39c346bfa729f221),
    ("24-stone-garden", 0xc9e6fa58af6ea17d),
    ("25-four-kingdoms", 0x2e0f00655211c603),
    ("26-the-great-board", 0xdef27371cafa4e53),
    ("27-falling-tiles", 0xce4c5ea45ccdd311),
    ("28-westward", 0x09f53764c36bdb67),
    ("29-parting-seas", 0xb74fee7144d2a32d),
    ("30-doors", 0x4d5492fece32b5c1),
    ("31-whirlpool", 0x7d5d91015a053d7d),
];

/// Moves, shuffles and dead-end re-deals: the same level, seed and moves give the same game.
fn play_with_shuffles(seed: u64) -> Vec<String> {
    let mut level = Level::built_in("classic 14x8").unwrap();
    level.power_ups.insert("shuffle".into(), 3);
    let mut app = app_with(LevelSpec::new(level, seed));
    let mut boards = Vec::new();
    for round in 0..3 {
        for _ in 0..4 {
            let grid = board(&app).grid().clone();
            let (a, b) = all_moves(&grid, &board(&app).rules())[0];
            app.world_mut().write_message(MatchRequest { a, b });
            app.update();
        }
        {
            let r = ask(&app, "shuffle");
            app.world_mut().write_message(r);
        }
        until_answered(&mut app);
        assert_eq!(board(&app).redeals(), round + 1, "the shuffle was made");
        boards.push(board(&app).grid().to_text());
    }
    boards
}

#[test]
fn shuffles_follow_from_the_seed_and_the_moves() {
    let first = play_with_shuffles(42);
    assert_eq!(first, play_with_shuffles(42), "same seed, same moves");
    assert_ne!(
        first,
        play_with_shuffles(43),
        "another seed shuffles otherwise"
    );
    // Each shuffle of one game is a new arrangement.
    assert_ne!(first[1], first[2]);
}

#[test]
fn a_dead_end_re_deal_follows_from_the_seed() {
    // No pair can be linked (each a sits walled off from its partner): re-dealt at once.
    let text = "a#b\n###\nb#a";
    let dealt = |seed: u64| {
        let mut app = fixed_app(text, Rules::default());
        // The board's seed is the spec's: a fresh deal of this exact board.
        let grid = board(&app).grid().clone();
        let mut level = Level::new("walls", grid.clone());
        level.fixed = Some(grid);
        app.insert_resource(LevelSpec::new(level, seed));
        app.world_mut().write_message(NewBoard { seed: None });
        // The re-deal is worked out in the background.
        until(&mut app, |app| board(app).redeals() >= 1);
        for _ in 0..5 {
            app.update();
        }
        (board(&app).grid().clone(), board(&app).redeals())
    };
    let (a, redeals) = dealt(5);
    assert!(redeals >= 1, "the dead end was re-dealt");
    assert_eq!((a.clone(), redeals), dealt(5));
    assert_ne!(a, Grid::from_text(text).unwrap(), "the tiles moved");
}

// ---- progress only from a player's own clears of pack levels ----------------------------

/// The stuck reasons told, in English, and as sent.
#[derive(Resource, Default)]
struct Stuck(Vec<String>, Vec<crate::i18n::Message>);

fn listen_stuck(mut stuck: MessageReader<BoardStuck>, mut seen: ResMut<Stuck>) {
    for s in stuck.read() {
        seen.0.push(s.reason.to_string());
        seen.1.push(s.reason.clone());
    }
}

/// A two-pair board recorded as `record`, with progress saved in `dir`.
fn recorded_app(record: Option<&str>, dir: &Path) -> App {
    let mut app = fixed_app("ab\nab", Rules::default());
    app.world_mut().resource_mut::<LevelSpec>().record = record.map(str::to_string);
    let (saved, _) = SavedProgress::load(Some(ProgressFile::in_dir(dir)));
    app.insert_resource(saved);
    app
}

fn clear_by_hand(app: &mut App) {
    link_columns(app, &[0, 1]);
    assert!(board(app).grid().is_cleared());
    // Saved by the saving thread, and taken back at a later frame.
    until(app, |app| {
        !app.world().resource::<SavedProgress>().is_saving()
    });
}

fn saved(app: &App) -> &Progress {
    &app.world().resource::<SavedProgress>().progress
}

#[test]
fn a_players_clear_of_a_pack_level_is_recorded_under_its_identity() {
    let dir = temp_dir("human");
    let mut app = recorded_app(Some("01-first-steps"), &dir);
    app.world_mut().resource_mut::<LevelSpec>().level.name = "Renamed".into();
    clear_by_hand(&mut app);
    assert_eq!(saved(&app).get("01-first-steps").map(|r| r.clears), Some(1));
    assert_eq!(
        saved(&app).get("Renamed"),
        None,
        "not under the display name"
    );
    let on_disk = ProgressFile::in_dir(&dir).load().value;
    assert!(on_disk.is_cleared("01-first-steps"));
}

#[test]
fn the_demo_records_nothing() {
    let dir = temp_dir("demo");
    let mut app = recorded_app(Some("01-first-steps"), &dir);
    app.insert_resource(Demo::new(Duration::from_millis(50)));
    // The demo's pairs come from the background solver: give it real time as well as frames.
    let start = std::time::Instant::now();
    while app.world().resource::<Record>().cleared == 0 {
        assert!(
            start.elapsed() < BACKGROUND_PATIENCE,
            "the demo never cleared the board"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    run_for(&mut app, 1.0);
    assert_eq!(*saved(&app), Progress::default());
    assert!(!ProgressFile::in_dir(&dir).path.exists(), "nothing written");
}

#[test]
fn test_play_and_levels_outside_the_pack_record_nothing() {
    let dir = temp_dir("unrecorded");
    // A built-in layout or a `--level` file: no identity to record under.
    let mut app = recorded_app(None, &dir);
    clear_by_hand(&mut app);
    assert_eq!(*saved(&app), Progress::default());
    // The editor's test play of a pack level.
    let mut app = recorded_app(Some("01-first-steps"), &dir);
    app.insert_resource(TestPlaying);
    clear_by_hand(&mut app);
    assert_eq!(*saved(&app), Progress::default());
    assert!(!ProgressFile::in_dir(&dir).path.exists(), "nothing written");
}

#[test]
fn records_kept_by_name_move_to_identities() {
    let mut old = Progress::default();
    old.record("First Steps", 900, 40.0, 3, true);
    let mut carried = old.clone();
    assert!(carried.carry_over("First Steps", "01-first-steps"));
    assert_eq!(
        carried.get("01-first-steps"),
        old.get("First Steps"),
        "the record is carried, not lost"
    );
}

// ---- a finished board takes no moves ----------------------------------------------------

#[test]
fn when_the_time_is_up_no_pick_link_or_power_up_changes_anything() {
    let mut app = fixed_app("ab\nab", Rules::default());
    {
        let mut spec = app.world_mut().resource_mut::<LevelSpec>();
        spec.level.time_limit = Some(1);
        spec.level.power_ups.insert("bomb".into(), 2);
        spec.level.power_ups.insert("hint".into(), 2);
    }
    run_for(&mut app, 1.2);
    assert!(app.world().resource::<DealClock>().is_finished());
    let grid = board(&app).grid().clone();
    let score = app.world().resource::<Score>().total();
    // A link, a pick, two power-ups: the board and the score stay as they are.
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 1),
    });
    app.world_mut().write_message(TilePicked(Pos::new(1, 0)));
    {
        let r = ask(&app, "bomb");
        app.world_mut().write_message(r);
    }
    {
        let r = ask(&app, "hint");
        app.world_mut().write_message(r);
    }
    run_for(&mut app, 0.5);
    assert_eq!(*board(&app).grid(), grid);
    assert_eq!(app.world().resource::<Score>().total(), score);
    assert_eq!(app.world().resource::<Selection>().first, None);
    assert_eq!(app.world().resource::<Record>().found, vec![]);
}

#[test]
fn the_last_second_is_the_last_move() {
    // The time-up is decided with the tick, before input: a link in the frame the clock runs
    // out is not taken.
    let mut app = fixed_app("ab\nab", Rules::default());
    app.world_mut().resource_mut::<LevelSpec>().level.time_limit = Some(1);
    app.update();
    app.world_mut().resource_mut::<DealClock>().counted = std::time::Duration::from_secs_f32(0.99);
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 1),
    });
    app.update();
    let world = app.world_mut();
    let time_up = world.resource::<Messages<TimeUp>>().len();
    assert_eq!(time_up, 1, "the time ran out in this frame");
    assert_eq!(board(&app).pairs_left(), 2, "and the link was refused");
}

#[test]
fn a_vanishing_tile_ignores_clicks() {
    let mut app = fixed_app("ab\nab", Rules::default());
    let a = board(&app).entity_at(Pos::new(0, 0)).unwrap();
    app.world_mut().entity_mut(a).observe(on_tile_clicked);
    app.world_mut().write_message(MatchRequest {
        a: Pos::new(0, 0),
        b: Pos::new(0, 1),
    });
    app.update();
    // Still on screen (vanishing), but out of play.
    assert!(app.world().get::<OutOfPlay>(a).is_some());
    assert!(app.world().get::<GridPos>(a).is_some());
    click(&mut app, a);
    app.update();
    assert_eq!(app.world().resource::<Selection>().first, None);
    // A tile in play still answers.
    let b = board(&app).entity_at(Pos::new(1, 0)).unwrap();
    app.world_mut().entity_mut(b).observe(on_tile_clicked);
    click(&mut app, b);
    app.update();
    assert_eq!(
        app.world().resource::<Selection>().first,
        Some(Pos::new(1, 0))
    );
}

fn click(app: &mut App, entity: Entity) {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Click, Pointer};
    use bevy::picking::pointer::{Location, PointerButton, PointerId};
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1,
            height: 1,
        },
        position: Vec2::ZERO,
    };
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        duration: Duration::from_millis(80),
        count: 1,
    };
    app.world_mut()
        .trigger(Pointer::new(PointerId::Mouse, location, click, entity));
}

// ---- a stuck board says so ---------------------------------------------------------------

#[test]
fn a_board_that_cannot_be_re_dealt_tells_the_player() {
    // With no outer ring, a pair walled off from each other can never be linked, however
    // it is re-dealt.
    let mut app = fixed_app("a#a", Rules::default());
    app.init_resource::<Stuck>()
        .add_systems(Update, listen_stuck);
    let mut level = Level::new("stuck", board(&app).grid().clone());
    level.fixed = Some(board(&app).grid().clone());
    level.rules.outer_ring = false;
    app.insert_resource(LevelSpec::new(level, 1));
    app.world_mut().write_message(NewBoard { seed: None });
    until(&mut app, |app| {
        !app.world().resource::<Stuck>().0.is_empty()
    });
    for _ in 0..10 {
        app.update();
    }
    let stuck = &app.world().resource::<Stuck>().0;
    assert_eq!(stuck.len(), 1, "told once: {stuck:?}");
    assert!(!stuck[0].is_empty(), "with the reason");
    // The reason is sent as a message, put into words in the reader's language.
    let reason = &app.world().resource::<Stuck>().1[0];
    assert_ne!(
        reason.text(Language::Chinese),
        reason.text(Language::English)
    );
}

// ---- saves -------------------------------------------------------------------------------

#[test]
fn an_unreadable_progress_file_is_never_written_over() {
    let dir = temp_dir("unreadable");
    let file = ProgressFile::in_dir(&dir);
    // A directory where the file should be: it cannot be read (even as root) or moved aside
    // by the game without losing what is in it.
    std::fs::create_dir_all(file.path.join("keep")).unwrap();
    let (saved, notice) = SavedProgress::load(Some(file.clone()));
    let notice = notice.expect("the player is told").to_string();
    assert!(notice.contains("nothing will be saved over it"), "{notice}");
    assert!(saved.file.is_none(), "this run does not save");
    let mut app = recorded_app(Some("01-first-steps"), &dir);
    clear_by_hand(&mut app);
    assert!(file.path.join("keep").is_dir(), "left as it was");
    assert!(saved_is_kept_in_memory(&app));
}

fn saved_is_kept_in_memory(app: &App) -> bool {
    saved(app).is_cleared("01-first-steps")
}

#[test]
fn a_file_damaged_by_someone_else_after_loading_is_not_replaced() {
    let dir = temp_dir("damaged-later");
    let file = ProgressFile::in_dir(&dir);
    let mut progress = Progress::default();
    progress.record("a", 1, 1.0, 1, true);
    file.save(&mut progress).unwrap();
    std::fs::write(&file.path, "(levels: {").unwrap();
    let err = file.save(&mut progress).unwrap_err();
    assert!(err.to_string().contains("left as it is"), "{err}");
    assert_eq!(std::fs::read_to_string(&file.path).unwrap(), "(levels: {");
}

#[test]
fn two_copies_of_the_game_keep_each_others_progress() {
    let dir = temp_dir("two-copies");
    let file = ProgressFile::in_dir(&dir);
    // Both start from the same file...
    let mut first = file.load().value;
    let mut second = file.load().value;
    // ...and each clears a level of its own, the first saving before the second.
    first.record("one", 500, 20.0, 2, true);
    file.save(&mut first).unwrap();
    second.record("two", 700, 30.0, 3, true);
    second.record("one", 300, 15.0, 1, true);
    file.save(&mut second).unwrap();
    let on_disk = file.load().value;
    assert!(on_disk.is_cleared("one") && on_disk.is_cleared("two"));
    let one = on_disk.get("one").unwrap();
    assert_eq!(
        (one.best_score, one.best_seconds, one.stars),
        (500, 15.0, 2)
    );
}

// ---- hot keys ----------------------------------------------------------------------------

struct OnUndoKey;

impl PowerUp for OnUndoKey {
    const ID: &'static str = "thief";
    const TITLE: &'static str = "Thief";
    const KEY: KeyCode = KeyCode::KeyZ;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/link.wav";
    fn icon(_: &mut IconCanvas) {}
    fn build(_: &mut App) {}
}

struct OnHintKey;

impl PowerUp for OnHintKey {
    const ID: &'static str = "copycat";
    const TITLE: &'static str = "Copycat";
    const KEY: KeyCode = KeyCode::KeyH;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/link.wav";
    fn icon(_: &mut IconCanvas) {}
    fn build(_: &mut App) {}
}

#[test]
#[should_panic(expected = "power-up \"thief\" cannot use the key KeyZ: the game uses it for undo")]
fn a_power_up_on_a_game_key_is_refused_at_start_up() {
    App::new().add_power_up::<OnUndoKey>();
}

#[test]
#[should_panic(
    expected = "power-up \"copycat\" cannot use the key KeyH: power-up \"hint\" already uses it"
)]
fn a_power_up_on_another_power_ups_key_is_refused_at_start_up() {
    let mut app = App::new();
    app.add_plugins(crate::game::power_ups::built_ins);
    app.add_power_up::<OnHintKey>();
}
