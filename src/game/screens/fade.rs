//! Fades: a screen change or a finish screen comes in from black.

use bevy::prelude::*;

use crate::game::core::board::{Board, GridPos};
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::screen::Screen;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;

/// Seconds a fade takes.
const FADE: f32 = 0.35;

/// Longest a veil over play waits for the board's tiles before it fades anyway (a deal that
/// fails says so on screen).
const BOARD_WAIT: f32 = 3.0;

/// A full-window veil fading out, and how long it has waited for the board.
#[derive(Component, Debug)]
pub struct Fade(Timer, f32);

fn fade_in(mut commands: Commands, old: Query<Entity, With<Fade>>) {
    for e in &old {
        commands.entity(e).despawn();
    }
    commands.spawn((
        Fade(Timer::from_seconds(FADE, TimerMode::Once), 0.0),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100.0),
            height: percent(100.0),
            ..default()
        },
        BackgroundColor(palette::FADE),
        GlobalZIndex(100 * LAYER_STEP),
        Pickable::IGNORE,
    ));
}

/// Whether play is on screen without its tiles yet (the first deal of a start is still being
/// made): the HUD and the board then come in together, not the HUD over an empty frame.
fn board_awaited(
    screen: &State<Screen>,
    board: Option<&Board>,
    tiles: &Query<(), With<GridPos>>,
) -> bool {
    *screen.get() == Screen::Play && board.is_none_or(|b| b.pairs_left() > 0 && tiles.is_empty())
}

fn fade_out(
    (step, screen): (Res<FrameStep>, Res<State<Screen>>),
    (board, tiles): (Option<Res<Board>>, Query<(), With<GridPos>>),
    mut commands: Commands,
    mut fades: Query<(Entity, &mut Fade, &mut BackgroundColor)>,
) {
    let awaited = board_awaited(&screen, board.as_deref(), &tiles);
    for (e, mut f, mut bg) in &mut fades {
        if awaited && f.1 < BOARD_WAIT {
            f.1 += step.real_motion().as_secs_f32();
            continue;
        }
        if f.0.tick(step.real_motion()).is_finished() {
            commands.entity(e).despawn();
        } else {
            bg.0 = palette::FADE
                .with_alpha(1.0 - EaseFunction::QuadraticOut.sample_clamped(f.0.fraction()));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), fade_in)
        .add_systems(OnEnter(Screen::Play), fade_in)
        .add_systems(OnEnter(Screen::Editor), fade_in)
        .frames_while_real::<Fade>()
        .add_systems(Update, fade_out);
}
