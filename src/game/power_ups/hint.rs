//! Hint: shows a pair whose removal keeps the board clearable (the exact solver's safe hint).

use bevy::prelude::*;

use crate::engine::{safe_hint, solver::DEFAULT_NODE_LIMIT};
use crate::game::logic::board::Board;
use crate::game::logic::messages::HintShown;
use crate::game::logic::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::view::effects::highlight_tile;
use crate::game::view::sets::ViewSystems;

/// Shows a safe pair.
pub struct Hint;

impl PowerUp for Hint {
    const NAME: &'static str = "hint";
    const TITLE: &'static str = "Hint";
    const KEY: KeyCode = KeyCode::KeyH;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/hint.wav";

    fn icon(c: &mut IconCanvas) {
        // A light bulb with rays.
        for angle in [-60.0f32, -30.0, 0.0, 30.0, 60.0] {
            let a = (90.0 + angle).to_radians();
            let (dx, dy) = (a.cos(), a.sin());
            c.line(
                [255, 214, 90],
                (dx * 0.72, 0.2 + dy * 0.72),
                (dx * 0.92, 0.2 + dy * 0.92),
                0.1,
            );
        }
        c.circle([255, 214, 90], (0.0, 0.2), 0.48);
        c.polygon(
            [255, 214, 90],
            &[(-0.26, -0.1), (0.26, -0.1), (0.2, -0.42), (-0.2, -0.42)],
        );
        c.line([120, 130, 150], (-0.2, -0.52), (0.2, -0.52), 0.12);
        c.line([120, 130, 150], (-0.14, -0.7), (0.14, -0.7), 0.12);
    }

    fn build(app: &mut App) {
        app.add_observer(find_hint);
    }

    fn build_view(app: &mut App) {
        app.add_systems(Update, show_hint.in_set(ViewSystems::React));
    }
}

const HINT_COLOUR: Color = Color::srgb(0.35, 0.95, 1.0);

fn find_hint(
    _: On<Activate<Hint>>,
    board: Option<Res<Board>>,
    mut shown: MessageWriter<HintShown>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let hint = board
        .as_ref()
        .and_then(|b| safe_hint(b.grid(), &b.rules(), DEFAULT_NODE_LIMIT));
    let Some(hint) = hint else {
        refused.write(PowerUpRefused {
            name: Hint::NAME,
            reason: "No safe pair to show: the board is about to be re-dealt".into(),
        });
        return;
    };
    let (a, b) = hint.pair;
    shown.write(HintShown { a, b });
    used.write(PowerUpUsed::of::<Hint>(vec![a, b]));
}

/// The hinted pair glows for a while.
fn show_hint(
    mut shown: MessageReader<HintShown>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        shown.clear();
        return;
    };
    for hint in shown.read() {
        for p in [hint.a, hint.b] {
            if let Some(e) = board.entity_at(p) {
                highlight_tile(&mut commands, e, HINT_COLOUR, 3.0);
            }
        }
    }
}
