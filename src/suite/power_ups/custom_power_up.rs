//! A power-up added from outside the game's modules, exactly as `docs/modding.md` shows: one
//! type, one observer, its words, one registration line, all from the prelude.

use bevy::prelude::*;

use crate::formats::level::Level;
use crate::formats::replays::replay::Event;
use crate::game::core::history::UndoRequested;
use crate::game::core::messages::NewBoard;
use crate::game::replays::proof::prove;
use crate::game::replays::recorder::Recorder;
use crate::i18n::{self, Language};
use crate::prelude::*;
use crate::suite::common::*;

const EN: &str = include_str!("../../../examples/modded-words/en.ftl");
const ZH: &str = include_str!("../../../examples/modded-words/zh.ftl");

/// Links a safe pair for the player, through the normal move flow (line, score, undo).
pub struct Autolink;

impl PowerUp for Autolink {
    const ID: &'static str = "autolink";
    const TITLE: &'static str = "Autolink";
    const KEY: KeyCode = KeyCode::KeyJ;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/link.wav";
    const COST: u32 = 30;
    const STARTING_USES: u32 = 3;

    fn icon(c: &mut IconCanvas) {
        c.ring([120, 200, 255], (-0.35, 0.0), 0.35, 0.14);
        c.ring([120, 200, 255], (0.35, 0.0), 0.35, 0.14);
    }

    fn build(app: &mut App) {
        app.add_observer(autolink);
    }
}

fn autolink(
    _: On<Activate<Autolink>>,
    board: Option<Res<Board>>,
    mut requests: MessageWriter<MatchRequest>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    match board.and_then(|b| safe_hint(b.grid(), &b.rules(), DEFAULT_NODE_LIMIT)) {
        Some(hint) => {
            let (a, b) = hint.pair();
            requests.write(MatchRequest { a, b });
            used.write(PowerUpUsed::of::<Autolink>(vec![a, b]));
        }
        None => {
            refused.write(PowerUpRefused::of::<Autolink>("autolink-nothing"));
        }
    }
}

/// The mod, as its `main` would apply it.
fn add_mod(app: &mut App) {
    app.add_words(EN, ZH).add_power_up::<Autolink>();
}

fn stock(app: &App) -> &Stock {
    app.world().resource::<Stock>()
}

#[test]
fn a_power_up_from_outside_the_core_plays_counts_costs_and_undoes() {
    // The level does not mention it: it starts with its own uses.
    let mut app = app_with(LevelSpec::built_in("classic 14x8", 40).unwrap());
    add_mod(&mut app);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    let id = PowerUpId::of::<Autolink>();
    assert!(app.world().resource::<PowerUps>().get(id).is_some());
    assert_eq!(app.world().resource::<PowerUps>().id("autolink"), Some(id));
    assert_eq!(stock(&app).left_of::<Autolink>(), Autolink::STARTING_USES);

    let before = board(&app).grid().clone();
    app.world_mut().write_message(UsePowerUp::of::<Autolink>());
    app.update();
    assert_eq!(board(&app).grid().tile_count(), before.tile_count() - 2);
    assert_eq!(stock(&app).left(id), 2);
    let score = app.world().resource::<Score>().clone();
    assert!(score.earned > 0, "scored as a link");
    assert_eq!(
        score.penalties,
        Autolink::COST,
        "its declared cost is taken"
    );

    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(*board(&app).grid(), before);
    assert_eq!(stock(&app).left(id), 3);
    assert_eq!(
        app.world().resource::<Score>().penalties,
        Autolink::COST,
        "a cost is never given back"
    );

    // Its hot key works like the built-ins'.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::KeyJ);
    app.update();
    assert_eq!(stock(&app).left(id), 2);
}

#[test]
fn a_level_that_names_it_decides_its_uses() {
    let mut spec = LevelSpec::built_in("classic 14x8", 41).unwrap();
    spec.level.power_ups = [("autolink".to_string(), 1)].into();
    let mut app = app_with(spec);
    add_mod(&mut app);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    assert_eq!(stock(&app).left_of::<Autolink>(), 1);
}

#[test]
fn its_words_follow_the_players_language() {
    check_words(EN, ZH).unwrap();
    let mut app = App::new();
    add_mod(&mut app);
    // Added twice (a replay proved by the same program): nothing changes.
    add_mod(&mut app);
    let title = PowerUpId::of::<Autolink>().title_key();
    assert_eq!(i18n::text(Language::English, &title), "Autolink");
    assert_eq!(i18n::text(Language::Chinese, &title), "自动连");
    assert_eq!(
        i18n::text(Language::Chinese, "autolink-nothing"),
        "没有可连的牌"
    );
    // The game's own words are still there.
    assert_ne!(i18n::text(Language::Chinese, "menu-play"), "menu-play");
}

#[test]
fn words_missing_in_one_language_are_refused() {
    let e = check_words("power-up-x = X\nx-none = None", "power-up-x = 叉").unwrap_err();
    assert!(e.contains("x-none"), "{e}");
}

struct OnHintsKey;

impl PowerUp for OnHintsKey {
    const ID: &'static str = "peek";
    const TITLE: &'static str = "Peek";
    const KEY: KeyCode = KeyCode::KeyH;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/link.wav";
    fn icon(_: &mut IconCanvas) {}
    fn build(_: &mut App) {}
}

#[test]
#[should_panic(
    expected = "power-up \"peek\" cannot use the key KeyH: power-up \"hint\" already uses it"
)]
fn a_mod_power_up_on_a_built_in_key_is_refused() {
    let mut app = app_with(LevelSpec::built_in("classic 14x8", 42).unwrap());
    app.add_power_up::<OnHintsKey>();
}

#[test]
fn its_icon_is_drawn() {
    let mut c = IconCanvas::new(32);
    Autolink::icon(&mut c);
    let opaque = c.into_rgba8().chunks(4).filter(|p| p[3] > 128).count();
    assert!(opaque > 50, "{opaque} opaque pixels");
}

/// A game with the mod, left after two autolinks and a hint: its replay.
fn modded_replay() -> (App, crate::formats::replays::replay::Replay) {
    let level = Level::from_ron(
        r#"(name: "Modded", id: "modded", layout: ["xxxxxxxx", "xxxxxxxx", "xxxxxxxx",
            "xxxxxxxx"], kinds: 8, power_ups: {"hint": 1})"#,
        "test",
    )
    .unwrap();
    let mut app = app_with(LevelSpec::new(level, 5).recorded_as("modded".into()));
    add_mod(&mut app);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    for _ in 0..2 {
        app.world_mut().write_message(UsePowerUp::of::<Autolink>());
        run_for(&mut app, 0.5);
    }
    let hint = ask(&app, "hint");
    app.world_mut().write_message(hint);
    until_answered(&mut app);
    run_for(&mut app, 0.5);
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    let replay = app
        .world()
        .resource::<Recorder>()
        .last
        .clone()
        .expect("the game left is recorded");
    (app, replay)
}

#[test]
fn a_replay_with_a_mod_power_up_proves_with_its_registry_and_is_refused_without() {
    let (app, replay) = modded_replay();
    assert!(
        replay
            .log
            .iter()
            .any(|e| e.e == Event::Used("autolink".into())),
        "{:#?}",
        replay.log
    );
    let registry = app.world().resource::<PowerUps>();
    let proven = prove_with(&replay, None, registry).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);

    // As the mod's own program proves it (`main_with` → `replay FILE`): a headless app with
    // the built-ins and the mod.
    let program = power_ups_of(add_mod);
    let proven = prove_with(&replay, None, program.world().resource::<PowerUps>())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(proven.outcome, replay.result);

    let e = prove(&replay, None).unwrap_err();
    assert!(
        e.contains("\"autolink\"") && e.contains("does not have"),
        "{e}"
    );
}
