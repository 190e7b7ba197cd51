//! Shuffle: the tiles in play are re-dealt where they lie into a clearable board (worked out
//! in the background); they fly out from the centre to their cells.

use bevy::prelude::*;

use crate::engine::{DealError, Grid};
use crate::game::core::background::{Answer, BoardQuestion, Thinking};
use crate::game::core::board::{Board, OutOfPlay, TileKind};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::BoardShuffled;
use crate::game::core::pacing::Wake;
use crate::game::core::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
use crate::game::core::stages::MoveFlow;
#[cfg(feature = "look")]
use crate::game::view::board::tile_animation::{SLIDE, Sliding};
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Re-deals the tiles in play.
pub struct Shuffle;

impl PowerUp for Shuffle {
    const ID: &'static str = crate::formats::power_up_ids::SHUFFLE;
    const ASSIST: bool = true;
    const COST: u32 = 100;
    const TITLE: &'static str = "Shuffle";
    const KEY: KeyCode = KeyCode::KeyX;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/shuffle.wav";

    fn icon(c: &mut IconCanvas) {
        // Two crossing arrows.
        let green = [110, 230, 160];
        c.line(green, (-0.8, -0.5), (0.45, 0.5), 0.16);
        c.line(green, (-0.8, 0.5), (0.45, -0.5), 0.16);
        c.polygon(green, &[(0.85, 0.5), (0.35, 0.78), (0.35, 0.22)]);
        c.polygon(green, &[(0.85, -0.5), (0.35, -0.22), (0.35, -0.78)]);
    }

    fn build(app: &mut App) {
        app.init_resource::<ShuffleDeal>()
            .add_observer(shuffle_board)
            .add_systems(
                Update,
                take_shuffle
                    .run_if(|dealing: Res<ShuffleDeal>| dealing.0.is_some())
                    .in_set(MoveFlow::Apply),
            );
    }

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            fly_out
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
    }
}

/// The re-deal being worked out for a shuffle, off the main thread (it proves the new
/// arrangement clearable with the exact solver).
#[derive(Resource, Debug, Default)]
struct ShuffleDeal(Option<BoardQuestion<Result<Grid, DealError>>>);

fn shuffle_board(
    _: On<Activate<Shuffle>>,
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    mut dealing: ResMut<ShuffleDeal>,
    mut thinking: ResMut<Thinking>,
    mut refused: MessageWriter<PowerUpRefused>,
    wake: Res<Wake>,
) {
    let reason = match board {
        // One shuffle at a time: a second one while the first is dealing gets its use back.
        _ if dealing.0.is_some() => "shuffle-busy",
        None => "shuffle-no-board",
        Some(board) => {
            // The board's next re-deal: the same seed and moves shuffle the same way.
            dealing.0 = Some(BoardQuestion::ask(
                &board,
                &wake,
                board.next_redeal(&spec.level),
            ));
            thinking.start(Shuffle::ID);
            return;
        }
    };
    refused.write(PowerUpRefused::of::<Shuffle>(reason));
}

/// Takes the re-deal once it is worked out. If the board changed meanwhile the shuffle does
/// nothing and its use comes back.
fn take_shuffle(
    mut board: Option<ResMut<Board>>,
    mut dealing: ResMut<ShuffleDeal>,
    mut thinking: ResMut<Thinking>,
    mut kinds: Query<&mut TileKind>,
    mut shuffled: MessageWriter<BoardShuffled>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let answer = BoardQuestion::settle(&mut dealing.0, board.as_deref());
    if !matches!(answer, Answer::Pending) {
        thinking.stop(Shuffle::ID);
    }
    let reason = match (answer, board.as_mut()) {
        (Answer::Ready(Ok(dealt)), Some(board)) => {
            let tiles = board.apply_redeal(dealt, &mut kinds);
            shuffled.write(BoardShuffled {
                tiles,
                by_player: true,
            });
            used.write(PowerUpUsed::of::<Shuffle>(Vec::new()));
            return;
        }
        (Answer::Ready(Err(e)), _) => {
            warn!("the board cannot be shuffled: {e}");
            "shuffle-cannot"
        }
        (Answer::Stale, _) => "shuffle-stale",
        (Answer::Ready(Ok(_)) | Answer::Gone | Answer::Pending, _) => return,
    };
    refused.write(PowerUpRefused::of::<Shuffle>(reason));
}

#[cfg(feature = "look")]
/// The shuffled tiles fly out from the centre to their cells.
fn fly_out(
    mut used: MessageReader<PowerUpUsed>,
    tiles: Query<Entity, (With<TileKind>, Without<OutOfPlay>)>,
    mut commands: Commands,
) {
    if !used.read().any(PowerUpUsed::is::<Shuffle>) {
        return;
    }
    for e in &tiles {
        commands.entity(e).insert(Sliding {
            from: Vec2::ZERO,
            timer: Timer::new(SLIDE * 2, TimerMode::Once),
        });
    }
}
