//! The first lesson, headless: it opens on the first start and not after, each step waits for
//! its own link (the refused step for its refusal, the hint step for the hinted pair), Esc
//! skips it, the title opens it again, and it records nothing. Each board is checked with the
//! engine to teach exactly what its step says.

use bevy::prelude::*;

use crate::engine::{Grid, Kind, Pos, Refusal, Rules, TurnLimit, safe_hint, try_link};
use crate::formats::saves::settings::SavedSettings;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{LevelCompleted, MatchRequest, NewBoard};
use crate::game::core::power_ups::UsePowerUp;
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::game::lesson::{
    Lesson, LessonOnFirstStart, STEPS, StartLesson, TAUGHT_KIND, Task, lesson_levels, taught_pair,
};
use crate::game::persistence::progress::SavedProgress;
use crate::game::power_ups::hint::Hint;
use crate::game::replays::recorder::Recorder;
use crate::game::screens;
use crate::game::theme::widgets::StarImages;
use crate::game::view::sound::audio::PlaySound;
use crate::suite::common::*;

/// Clears of a board that would count for progress.
#[derive(Resource, Default)]
struct Counted(usize);

fn count_recorded(mut done: MessageReader<LevelCompleted>, mut n: ResMut<Counted>) {
    n.0 += done.read().filter(|c| c.record_as.is_some()).count();
}

/// The game as it opens by itself on the title with `settings` (a pack level in play).
fn opened_app(settings: Settings) -> App {
    let mut app = dealt_app("classic 14x8", 60);
    app.insert_resource(settings)
        .insert_resource(LessonOnFirstStart)
        .init_resource::<Counted>()
        .add_systems(Update, count_recorded);
    let world = app.world_mut();
    world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    world.resource_mut::<NextState<Menu>>().set(Menu::Main);
    app.update();
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn lesson(app: &App) -> &Lesson {
    app.world()
        .get_resource::<Lesson>()
        .expect("the lesson is on")
}

fn step(app: &App) -> usize {
    lesson(app).step_index()
}

/// The cells of the tiles of `kind` on the board.
fn tiles_of(app: &App, kind: Kind) -> Vec<Pos> {
    board(app)
        .grid()
        .tiles()
        .filter(|&(_, k)| k == kind)
        .map(|(p, _)| p)
        .collect()
}

/// Picks `a`, then `b`, a frame each, as a player's clicks do.
fn pick_pair(app: &mut App, a: Pos, b: Pos) {
    pick(app, a);
    app.update();
    pick(app, b);
    app.update();
}

/// Asks to link `a` and `b` (as two picks of one kind do), then lets a frame pass.
fn request(app: &mut App, a: Pos, b: Pos) {
    app.world_mut().write_message(MatchRequest { a, b });
    app.update();
    app.update();
}

/// Links the pair of `kind` (not the taught one): a link that is no step's.
fn link_other_pair(app: &mut App, kind: Kind) {
    let other = tiles_of(app, kind);
    request(app, other[0], other[1]);
    assert!(tiles_of(app, kind).is_empty(), "the other pair linked");
}

/// Asks for a wrong pair (a taught tile and a tile of another kind), and links another pair
/// unless that would open the taught pair's way; the step must stay.
fn wrong_moves_do_not_advance(app: &mut App, link_other: bool) {
    let on = step(app);
    let taught = tiles_of(app, TAUGHT_KIND);
    let other = tiles_of(app, 1);
    request(app, taught[0], other[0]);
    let rejected = app.world().resource::<Record>().rejected.last().copied();
    assert_eq!(
        rejected.map(|r| r.2),
        Some(Refusal::DifferentKinds),
        "step {on}"
    );
    if link_other {
        link_other_pair(app, 1);
    }
    run_for(app, 2.0);
    assert_eq!(step(app), on, "a wrong pair does not advance step {on}");
    assert!(!lesson(app).step_done(), "step {on}");
}

/// Does what the step on asks and waits for the next board.
fn do_step(app: &mut App) {
    let on = step(app);
    let (a, b) = lesson(app).pointed().expect("the pair is pointed at");
    pick_pair(app, a, b);
    assert!(lesson(app).step_done(), "step {on} is done");
    run_for(app, 1.5);
}

fn no_progress_or_replay(app: &App) {
    assert_eq!(app.world().resource::<Counted>().0, 0, "no clear counted");
    let saved = app.world().resource::<SavedProgress>();
    assert!(saved.progress.levels.is_empty(), "no progress");
    assert!(
        app.world().resource::<Recorder>().last.is_none(),
        "no replay"
    );
}

#[test]
fn the_first_start_opens_the_lesson_on_its_first_board() {
    let app = opened_app(Settings::default());
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(step(&app), 0);
    let spec = app.world().resource::<LevelSpec>();
    assert_eq!(spec.level.id.as_deref(), Some("lesson-straight"));
    assert_eq!(spec.record, None, "lesson play records nothing");
    let grid = board(&app).grid();
    assert_eq!(
        Some(grid),
        lesson_levels()[0].fixed.as_ref(),
        "the fixed board"
    );
    assert_eq!(lesson(&app).pointed(), taught_pair(grid));
}

#[test]
fn the_second_start_opens_the_title() {
    let seen = Settings(SavedSettings {
        lesson_seen: true,
        ..SavedSettings::default()
    });
    let app = opened_app(seen);
    assert_eq!(screen(&app), Screen::Title);
    assert!(app.world().get_resource::<Lesson>().is_none());
    assert!(
        app.world().get_resource::<LessonOnFirstStart>().is_none(),
        "asked once"
    );
}

#[test]
fn a_player_with_progress_is_not_shown_the_lesson() {
    let mut app = dealt_app("classic 14x8", 60);
    app.world_mut()
        .resource_mut::<SavedProgress>()
        .progress
        .record("01-first-steps", 1000, 30.0, 2, false);
    app.insert_resource(LessonOnFirstStart);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Lesson>().is_none());
}

#[test]
fn each_step_waits_for_its_own_link_and_the_lesson_ends_on_the_title() {
    let mut app = opened_app(Settings::default());
    for (i, s) in STEPS.iter().enumerate() {
        assert_eq!(step(&app), i);
        let spec_id = app.world().resource::<LevelSpec>().level.id.clone();
        assert_eq!(spec_id, lesson_levels()[i].id, "step {i}'s board");
        match s.task {
            Task::Link | Task::Refused => {
                // Linking the refused step's other pair would open the taught pair's way.
                wrong_moves_do_not_advance(&mut app, s.task == Task::Link);
                if s.task == Task::Refused {
                    let (a, b) = lesson(&app).pointed().unwrap();
                    pick_pair(&mut app, a, b);
                    let last = app.world().resource::<Record>().rejected.last().copied();
                    assert_eq!(
                        last.map(|r| r.2),
                        Some(Refusal::TooManyTurns { limit: 2 }),
                        "the pair is refused for its turns"
                    );
                    assert!(lesson(&app).step_done(), "a refusal is the step's end");
                    run_for(&mut app, 1.5);
                } else {
                    do_step(&mut app);
                }
            }
            Task::Hint => {
                assert!(lesson(&app).wants_hint());
                assert_eq!(
                    lesson(&app).pointed(),
                    None,
                    "nothing pointed before the hint"
                );
                // A pair linked without the hint does not end the step.
                link_other_pair(&mut app, 1);
                run_for(&mut app, 2.0);
                assert!(!lesson(&app).step_done());
                app.world_mut().write_message(UsePowerUp::of::<Hint>());
                until_answered(&mut app);
                assert!(!lesson(&app).wants_hint(), "the hint was taken");
                let (a, b) = lesson(&app).pointed().expect("the hinted pair");
                assert_eq!(board(&app).grid().kind(a), board(&app).grid().kind(b));
                pick_pair(&mut app, a, b);
                assert!(lesson(&app).step_done());
                run_for(&mut app, 3.0);
            }
        }
    }
    assert_eq!(screen(&app), Screen::Title, "the lesson ends on the title");
    assert!(app.world().get_resource::<Lesson>().is_none());
    assert!(app.world().resource::<Settings>().lesson_seen);
    let spec = app.world().resource::<LevelSpec>();
    assert_eq!(
        spec.level.name, "classic 14x8",
        "the board before comes back"
    );
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Main);
    no_progress_or_replay(&app);
}

#[test]
fn esc_skips_the_lesson_and_marks_it_seen() {
    let mut app = opened_app(Settings::default());
    // Esc lets go of a selection first.
    let (a, _) = lesson(&app).pointed().unwrap();
    pick(&mut app, a);
    app.update();
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Play, "the selection went first");
    assert!(!app.world().resource::<Settings>().lesson_seen);
    tap_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(
        *app.world().resource::<State<Menu>>().get(),
        Menu::Main,
        "not the pause menu"
    );
    assert!(app.world().get_resource::<Lesson>().is_none());
    assert!(app.world().resource::<Settings>().lesson_seen);
    no_progress_or_replay(&app);
}

#[test]
fn another_board_ends_the_lesson() {
    let mut app = opened_app(Settings::default());
    let other = LevelSpec::built_in("starter 6x4", 3).unwrap();
    app.insert_resource(other);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app.update();
    assert!(app.world().get_resource::<Lesson>().is_none());
    assert!(app.world().resource::<Settings>().lesson_seen);
}

#[test]
fn lesson_play_records_no_progress_and_no_replay() {
    let mut app = opened_app(Settings::default());
    // The whole first board, cleared.
    link_other_pair(&mut app, 1);
    do_step(&mut app);
    let cleared = app.world().resource::<Record>().cleared;
    assert_eq!(cleared, 1, "the first board was cleared");
    assert_eq!(step(&app), 1);
    assert_eq!(
        *app.world().resource::<State<Menu>>().get(),
        Menu::None,
        "no win screen"
    );
    no_progress_or_replay(&app);
}

/// Plays a level of the pack as the player after the lesson ended, and clears it: the clear
/// counts and the game is recorded (the lesson's stand-in left with the lesson).
fn a_player_game_after_the_lesson_counts(app: &mut App) {
    assert!(
        app.world().get_resource::<Lesson>().is_none(),
        "the lesson ended"
    );
    let level = LevelSpec::built_in("starter 6x4", 7)
        .unwrap()
        .recorded_as("starter".into());
    app.insert_resource(level);
    app.world_mut().write_message(NewBoard { seed: None });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    app.update();
    app.update();
    clear_board(app);
    run_for(app, 1.0);
    assert_eq!(app.world().resource::<Counted>().0, 1, "the clear counts");
    assert!(
        app.world().resource::<Recorder>().last.is_some(),
        "the game is recorded"
    );
}

#[test]
fn after_the_lesson_is_skipped_the_player_s_games_count() {
    let mut app = opened_app(Settings::default());
    tap_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    a_player_game_after_the_lesson_counts(&mut app);
}

#[test]
fn after_the_lesson_is_finished_the_player_s_games_count() {
    let mut app = opened_app(Settings::default());
    for _ in 0..STEPS.len() {
        let (a, b) = lesson(&app)
            .pointed()
            .unwrap_or_else(|| hinted_pair(&mut app));
        pick_pair(&mut app, a, b);
        run_for(&mut app, 3.0);
    }
    assert_eq!(screen(&app), Screen::Title, "the lesson is over");
    a_player_game_after_the_lesson_counts(&mut app);
}

/// On the hint step: presses the hint and reads the pair it points at.
fn hinted_pair(app: &mut App) -> (Pos, Pos) {
    app.world_mut().write_message(UsePowerUp::of::<Hint>());
    until(app, |app| {
        app.world()
            .get_resource::<Lesson>()
            .is_some_and(|l| l.pointed().is_some())
    });
    lesson(app).pointed().unwrap()
}

/// A dealt board with the menus over it, on the title.
fn title_app() -> App {
    let mut app = dealt_app("classic 14x8", 60);
    app.add_plugins(screens::plugin)
        .init_resource::<Assets<Image>>()
        .init_resource::<Assets<TextureAtlasLayout>>()
        .insert_resource(StarImages {
            full: Handle::default(),
            empty: Handle::default(),
        })
        .insert_resource(Settings(SavedSettings {
            lesson_seen: true,
            ..SavedSettings::default()
        }));
    if !app.world().contains_resource::<Messages<PlaySound>>() {
        app.add_message::<PlaySound>();
    }
    let world = app.world_mut();
    world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    world.resource_mut::<NextState<Menu>>().set(Menu::Main);
    app.update();
    app.update();
    app
}

#[test]
fn the_title_button_opens_the_lesson_again() {
    let mut app = title_app();
    // In two columns: Play, Quick game / Modes, Enter a code / Levels, Hall of fame /
    // Settings, Lesson.
    for _ in 0..3 {
        tap_key(&mut app, KeyCode::ArrowDown);
    }
    tap_key(&mut app, KeyCode::ArrowRight);
    tap_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(step(&app), 0);
    // Started again from the title after a first step, it begins at the first board.
    do_step(&mut app);
    assert_eq!(step(&app), 1);
    app.world_mut().write_message(StartLesson);
    app.update();
    app.update();
    assert_eq!(step(&app), 0);
}

/// The turns of the shortest link between `a` and `b`, or why there is none.
fn turns(grid: &Grid, (a, b): (Pos, Pos), rules: &Rules) -> Result<u32, Refusal> {
    try_link(grid, a, b, rules).map(|p| p.turns)
}

fn with(rules: Rules, max_turns: u8, ring: bool) -> Rules {
    Rules {
        max_turns: TurnLimit::AtMost(max_turns),
        outer_ring: ring,
        ..rules
    }
}

#[test]
fn each_board_teaches_exactly_its_step() {
    let levels = lesson_levels();
    assert_eq!(levels.len(), STEPS.len());
    let boards: Vec<(Grid, Rules, (Pos, Pos))> = levels
        .iter()
        .map(|l| {
            let grid = l.fixed.clone().expect("a fixed board: no random deal");
            let pair = taught_pair(&grid).expect("one taught pair");
            (grid, l.rules, pair)
        })
        .collect();
    for (level, (_, rules, _)) in levels.iter().zip(&boards) {
        assert_eq!(rules.max_turns, TurnLimit::AtMost(2), "{}", level.name);
        assert!(level.names.contains_key("zh"), "{}", level.name);
    }
    let [straight, one, two, ring, three, gravity, hint] = &boards[..] else {
        panic!("seven boards");
    };
    assert_eq!(turns(&straight.0, straight.2, &straight.1), Ok(0));
    assert_eq!(turns(&one.0, one.2, &one.1), Ok(1));
    assert_eq!(turns(&two.0, two.2, &two.1), Ok(2));
    assert_eq!(
        turns(&two.0, two.2, &with(two.1, 1, true)),
        Err(Refusal::TooManyTurns { limit: 1 }),
        "no link with fewer than two turns"
    );
    // The ring step's pair links only through the ring.
    let (grid, rules, (a, b)) = ring;
    let path = try_link(grid, *a, *b, rules).expect("links through the ring");
    assert!(path.cells().iter().any(|&c| grid.is_ring(c)));
    assert_eq!(
        turns(grid, (*a, *b), &with(*rules, 2, false)),
        Err(Refusal::OnlyThroughRing)
    );
    // The refused step's pair needs three turns, ring or not.
    assert_eq!(
        turns(&three.0, three.2, &three.1),
        Err(Refusal::TooManyTurns { limit: 2 })
    );
    assert_eq!(turns(&three.0, three.2, &with(three.1, 3, true)), Ok(3));
    // The gravity step's pair links straight, and the tiles above it fall into the gap.
    let (grid, rules, (a, b)) = gravity;
    assert_eq!(rules.gravity, crate::engine::Gravity::Down);
    assert_eq!(turns(grid, (*a, *b), rules), Ok(0));
    let above = Pos::new(a.x, a.y - 1);
    let falling = grid.kind(above).expect("a tile above the taught pair");
    let mut after = grid.clone();
    crate::engine::play_move(&mut after, (*a, *b), rules);
    assert_eq!(
        after.kind(*a),
        Some(falling),
        "the tile above falls into the gap"
    );
    assert_eq!(after.kind(above), None);
    // The hint step grants hints, and has a safe pair to show.
    assert!(levels[6].power_ups.get("hint").is_some_and(|&n| n > 0));
    assert!(safe_hint(&hint.0, &hint.1, 10_000).is_some());
    // Only the hint step grants power-ups.
    assert!(levels[..6].iter().all(|l| l.power_ups.is_empty()));
}
