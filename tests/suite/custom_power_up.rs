//! A power-up added from outside the game's modules, exactly as `docs/power-ups.md` shows:
//! one type, one observer, one registration line.

use crate::common::*;

use bevy::prelude::*;

use lianliankan::engine::{safe_hint, solver::DEFAULT_NODE_LIMIT};
use lianliankan::game::logic::board::Board;
use lianliankan::game::logic::deal::LevelSpec;
use lianliankan::game::logic::history::UndoRequested;
use lianliankan::game::logic::messages::MatchRequest;
use lianliankan::game::logic::power_ups::{
    Activate, AddPowerUp, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, PowerUps, Stock,
    Target, UsePowerUp,
};
use lianliankan::game::logic::score::Score;

/// Links a safe pair for the player, through the normal move flow (line, score, undo).
pub struct Autolink;

impl PowerUp for Autolink {
    const NAME: &'static str = "autolink";
    const TITLE: &'static str = "Autolink";
    const KEY: KeyCode = KeyCode::KeyJ;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/link.wav";

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
            let (a, b) = hint.pair;
            requests.write(MatchRequest { a, b });
            used.write(PowerUpUsed::of::<Autolink>(vec![a, b]));
        }
        None => {
            refused.write(PowerUpRefused {
                name: Autolink::NAME,
                reason: "Nothing to link".into(),
            });
        }
    }
}

#[test]
fn a_power_up_from_outside_the_core_plays_counts_and_undoes() {
    let mut spec = LevelSpec::built_in("classic 14x8", 40).unwrap();
    spec.level.power_ups = [("autolink".to_string(), 2)].into();
    let mut app = app_with(spec);
    // The one registration line.
    app.add_power_up::<Autolink>();
    app.update();
    assert!(app.world().resource::<PowerUps>().get("autolink").is_some());
    assert_eq!(app.world().resource::<Stock>().left("autolink"), 2);

    let before = board(&app).grid().clone();
    app.world_mut().write_message(UsePowerUp("autolink".into()));
    app.update();
    assert_eq!(board(&app).grid().tile_count(), before.tile_count() - 2);
    assert_eq!(app.world().resource::<Stock>().left("autolink"), 1);
    assert!(
        app.world().resource::<Score>().earned > 0,
        "scored as a link"
    );

    app.world_mut().write_message(UndoRequested);
    app.update();
    assert_eq!(*board(&app).grid(), before);
    assert_eq!(app.world().resource::<Stock>().left("autolink"), 2);

    // Its hot key works like the built-ins'.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::KeyJ);
    app.update();
    assert_eq!(app.world().resource::<Stock>().left("autolink"), 1);
}

#[test]
fn its_icon_is_drawn() {
    let mut c = IconCanvas::new(32);
    Autolink::icon(&mut c);
    let opaque = c.into_rgba8().chunks(4).filter(|p| p[3] > 128).count();
    assert!(opaque > 50, "{opaque} opaque pixels");
}
