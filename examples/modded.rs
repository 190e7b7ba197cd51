//! A modded game: the whole game, plus a power-up of our own, without touching the game's
//! code. `cargo run --example modded`, then press J (or click its button) to use it.
//!
//! This is the starting point of `docs/power-ups.md`.

use std::process::ExitCode;

use bevy::prelude::*;
use clap::Parser;

use lianliankan::engine::{safe_hint, solver::DEFAULT_NODE_LIMIT};
use lianliankan::game::app::{GameOptions, game_app, run_app};
use lianliankan::game::logic::board::Board;
use lianliankan::game::logic::messages::MatchRequest;
use lianliankan::game::logic::power_ups::{
    Activate, AddPowerUp, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use lianliankan::game::view::effects::burst;
use lianliankan::game::view::geometry::cell_center;
use lianliankan::game::view::sets::ViewSystems;

/// Links a safe pair for the player, through the normal move flow: the line is drawn, the
/// pair scores, undo takes it back.
struct Autolink;

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

    /// The effect: decides, draws nothing.
    fn build(app: &mut App) {
        app.add_observer(autolink);
    }

    /// The look: a blue burst on both tiles.
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_autolink
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
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

fn show_autolink(
    mut used: MessageReader<PowerUpUsed>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        used.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for u in used.read().filter(|u| u.name == Autolink::NAME) {
        for &p in &u.cells {
            burst(
                &mut commands,
                cell_center(p, w, h),
                Color::srgb(0.45, 0.75, 1.0),
            );
        }
    }
}

fn main() -> ExitCode {
    // The game's own command-line options (try --help).
    let options = GameOptions::parse();
    let mut app = match game_app(&options) {
        Ok(app) => app,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // The one registration line. Levels grant uses with `power_ups: {"autolink": 3}`.
    app.add_power_up::<Autolink>();
    run_app(app)
}
