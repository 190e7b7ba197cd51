//! Hint: shows a pair whose removal keeps the board clearable (the exact solver's safe hint).

use bevy::prelude::*;

use crate::engine::solver::DEFAULT_NODE_LIMIT;
use crate::engine::{Grid, Pos, Rules, safe_hint};
use crate::game::core::background::{Answer, BoardQuestion, Thinking};
use crate::game::core::board::Board;
use crate::game::core::messages::HintShown;
use crate::game::core::pacing::Wake;
use crate::game::core::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::core::stages::MoveFlow;
#[cfg(feature = "look")]
use crate::game::view::board::effects::highlight_tile;
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Shows a safe pair.
pub struct Hint;

impl PowerUp for Hint {
    const ID: &'static str = crate::formats::power_up_ids::HINT;
    const ASSIST: bool = true;
    const COST: u32 = 50;
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
        app.init_resource::<HintSearch>()
            .add_observer(ask_for_hint)
            .add_systems(
                Update,
                answer_hint
                    .run_if(|search: Res<HintSearch>| search.0.is_some())
                    .in_set(MoveFlow::React),
            );
    }

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_hint
                .run_if(on_message::<HintShown>)
                .in_set(ViewSystems::React),
        );
    }
}

#[cfg(feature = "look")]
const HINT_COLOUR: Color = Color::srgb(0.35, 0.95, 1.0);

/// Two cells.
type Pair = (Pos, Pos);

/// The safe pair being looked for, off the main thread: the exact solver can take longer
/// than a frame on a big board.
#[derive(Resource, Debug, Default)]
struct HintSearch(Option<BoardQuestion<Option<Pair>>>);

/// The safe hint of a position, if there is one.
fn safe_pair(grid: &Grid, rules: &Rules) -> Option<Pair> {
    safe_hint(grid, rules, DEFAULT_NODE_LIMIT).map(|h| h.pair())
}

fn ask_for_hint(
    _: On<Activate<Hint>>,
    board: Option<Res<Board>>,
    mut search: ResMut<HintSearch>,
    mut thinking: ResMut<Thinking>,
    mut refused: MessageWriter<PowerUpRefused>,
    wake: Res<Wake>,
) {
    // One search at a time: a second ask while the first is running gets its use back.
    if search.0.is_some() {
        refused.write(PowerUpRefused::of::<Hint>("hint-busy"));
        return;
    }
    if let Some(board) = board {
        search.0 = Some(BoardQuestion::ask(&board, &wake, safe_pair));
        thinking.start(Hint::ID);
    }
}

/// Shows the hint once found. If the player moved meanwhile, the search starts again on the
/// board as it is; a new deal drops it.
fn answer_hint(
    board: Option<Res<Board>>,
    mut search: ResMut<HintSearch>,
    mut thinking: ResMut<Thinking>,
    mut shown: MessageWriter<HintShown>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
    wake: Res<Wake>,
) {
    match BoardQuestion::settle(&mut search.0, board.as_deref()) {
        Answer::Pending => return,
        Answer::Ready(Some((a, b))) => {
            shown.write(HintShown { a, b });
            used.write(PowerUpUsed::of::<Hint>(vec![a, b]));
        }
        Answer::Ready(None) => {
            refused.write(PowerUpRefused::of::<Hint>("hint-none"));
        }
        Answer::Stale => {
            if let Some(board) = board {
                search.0 = Some(BoardQuestion::ask(&board, &wake, safe_pair));
                return;
            }
        }
        Answer::Gone => {}
    }
    thinking.stop(Hint::ID);
}

#[cfg(feature = "look")]
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
