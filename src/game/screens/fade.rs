//! Fades: a screen change or a finish screen comes in from black, once what it shows is drawn.

use bevy::prelude::*;

use crate::game::assembly::start::Launched;
use crate::game::core::board::{Board, GridPos};
use crate::game::core::pacing::{FrameStep, FramesWhile, PipelinesPending};
use crate::game::core::screen::Screen;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;

/// Seconds a fade takes.
const FADE: f32 = 0.35;

/// Longest a veil waits for the board's tiles and their drawing before it fades anyway (a
/// deal that fails says so on screen).
const BOARD_WAIT: f32 = 3.0;

/// Frames in a row with nothing left to compile before a veil lifts: a pipeline is asked for
/// a frame or two after what it draws appears (and the renderer runs a frame behind).
const SETTLED_FRAMES: u8 = 3;

/// A full-window veil fading out, how long it has waited for the screen to be drawn, and
/// for how many frames in a row the renderer has had nothing left to compile.
#[derive(Component, Debug)]
pub struct Fade {
    timer: Timer,
    waited: f32,
    settled: u8,
}

fn fade_in(mut commands: Commands, old: Query<Entity, With<Fade>>) {
    for e in &old {
        commands.entity(e).despawn();
    }
    commands.spawn((
        Fade {
            timer: Timer::from_seconds(FADE, TimerMode::Once),
            waited: 0.0,
            settled: 0,
        },
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

/// Whether a veil still waits before it lifts: for play's tiles, then for the renderer to
/// have compiled what draws them (on a first start that takes a moment).
fn still_waiting(f: &mut Fade, awaited: bool, compiling: bool, step: f32) -> bool {
    if f.waited >= BOARD_WAIT {
        return false;
    }
    if awaited || compiling {
        f.settled = 0;
    } else if f.settled < SETTLED_FRAMES {
        f.settled += 1;
    } else {
        return false;
    }
    f.waited += step;
    true
}

/// Logs, once, when the first screen of a start is drawn and its veil begins to lift: the
/// start-up time a player sees (the first frame comes before it, under the veil).
fn log_first_shown(launched: Option<&Launched>, screen: Screen, logged: &mut bool) {
    if let Some(launched) = launched.filter(|_| !*logged) {
        *logged = true;
        let ms = launched.0.elapsed().as_millis();
        info!("{screen:?} shown after {ms} ms");
    }
}

fn fade_out(
    (step, screen, pending): (
        Res<FrameStep>,
        Res<State<Screen>>,
        Option<Res<PipelinesPending>>,
    ),
    (board, tiles): (Option<Res<Board>>, Query<(), With<GridPos>>),
    (mut commands, launched, mut logged): (Commands, Option<Res<Launched>>, Local<bool>),
    mut fades: Query<(Entity, &mut Fade, &mut BackgroundColor)>,
) {
    let awaited = board_awaited(&screen, board.as_deref(), &tiles);
    let compiling = pending.is_some_and(|p| p.get());
    let real = step.real_motion();
    for (e, mut f, mut bg) in &mut fades {
        if still_waiting(&mut f, awaited, compiling, real.as_secs_f32()) {
            continue;
        }
        if f.timer.elapsed().is_zero() {
            log_first_shown(launched.as_deref(), *screen.get(), &mut logged);
        }
        if f.timer.tick(real).is_finished() {
            commands.entity(e).despawn();
        } else {
            bg.0 = palette::FADE
                .with_alpha(1.0 - EaseFunction::QuadraticOut.sample_clamped(f.timer.fraction()));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn veil() -> Fade {
        Fade {
            timer: Timer::from_seconds(FADE, TimerMode::Once),
            waited: 0.0,
            settled: 0,
        }
    }

    /// Frames a veil waits, given whether each frame still compiles.
    fn frames_held(compiling: &[bool]) -> usize {
        let mut f = veil();
        compiling
            .iter()
            .take_while(|c| still_waiting(&mut f, false, **c, 0.016))
            .count()
    }

    #[test]
    fn a_veil_lifts_after_frames_in_a_row_with_nothing_to_compile() {
        assert_eq!(frames_held(&[false; 10]), SETTLED_FRAMES as usize);
        // A pipeline asked for on the second frame starts the count again.
        let mut frames = vec![false, true, true];
        frames.extend([false; 10]);
        assert_eq!(frames_held(&frames), 3 + SETTLED_FRAMES as usize);
    }

    #[test]
    fn a_veil_waits_for_the_board_and_never_for_ever() {
        let mut f = veil();
        assert!(still_waiting(&mut f, true, false, 1.0));
        assert!(still_waiting(&mut f, false, true, 1.0));
        assert!(still_waiting(&mut f, false, true, 1.0));
        assert!(
            !still_waiting(&mut f, false, true, 1.0),
            "waited {} s",
            f.waited
        );
    }
}
