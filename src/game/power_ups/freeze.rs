//! Freeze: the clock stops for a while; the screen frosts over and the clock shows it.

use bevy::prelude::*;

use crate::game::core::clock::DealClock;
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::power_ups::{Activate, IconCanvas, PowerUp, PowerUpUsed, Target};
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Stops the clock.
pub struct Freeze;

/// Seconds one freeze holds the clock.
pub const FREEZE_SECONDS: f32 = 10.0;

impl PowerUp for Freeze {
    const ID: &'static str = "freeze";
    const TITLE: &'static str = "Freeze";
    const KEY: KeyCode = KeyCode::KeyF;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/freeze.wav";

    fn icon(c: &mut IconCanvas) {
        // A snowflake.
        let ice = [150, 220, 255];
        for i in 0..3 {
            let a = (i as f32 * 60.0 + 90.0).to_radians();
            let (dx, dy) = (a.cos() * 0.85, a.sin() * 0.85);
            c.line(ice, (-dx, -dy), (dx, dy), 0.12);
            for s in [-1.0f32, 1.0] {
                let (tx, ty) = (dx * 0.6 * s, dy * 0.6 * s);
                for b in [-1.0f32, 1.0] {
                    let ba = a + b * 0.7 + if s < 0.0 { std::f32::consts::PI } else { 0.0 };
                    c.line(
                        ice,
                        (tx, ty),
                        (tx + ba.cos() * 0.28, ty + ba.sin() * 0.28),
                        0.09,
                    );
                }
            }
        }
        c.circle([235, 248, 255], (0.0, 0.0), 0.14);
    }

    fn build(app: &mut App) {
        app.add_observer(freeze_clock);
    }

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.frames_while::<FrostFlash>().add_systems(
            Update,
            (
                frost_over
                    .run_if(on_message::<PowerUpUsed>)
                    .in_set(ViewSystems::React),
                thaw_frost
                    .run_if(any_with_component::<Frost>.or_else(any_with_component::<FrostFlash>))
                    .in_set(ViewSystems::Animate),
            ),
        );
    }
}

/// The frost's edge.
const FROST_EDGE: Color = Color::srgba(0.6, 0.85, 1.0, 0.6);
/// How wide the frosted frame round the window is.
const EDGE_PX: f32 = 10.0;
/// The flash of frost over the screen at its strongest.
const FROST: Color = Color::srgba(0.55, 0.8, 1.0, 0.35);
/// Seconds the flash takes to fade, leaving the frosted frame.
const FLASH_SECONDS: f32 = 0.6;

#[cfg(feature = "look")]
/// The frost on the window while the clock is frozen: a frame round the edge.
#[derive(Component, Debug)]
pub struct Frost;

#[cfg(feature = "look")]
/// The flash over the whole window when a freeze starts: how long it has shown. It goes once
/// faded, as a full-window layer costs as much as the board to draw.
#[derive(Component, Debug, Default)]
pub struct FrostFlash(f32);

fn freeze_clock(
    _: On<Activate<Freeze>>,
    mut clock: ResMut<DealClock>,
    mut used: MessageWriter<PowerUpUsed>,
) {
    clock.freeze(std::time::Duration::from_secs_f32(FREEZE_SECONDS));
    used.write(PowerUpUsed::of::<Freeze>(Vec::new()));
}

#[cfg(feature = "look")]
/// A full-window node that draws nothing itself and lets every click through.
fn whole_window() -> Node {
    Node {
        position_type: PositionType::Absolute,
        width: percent(100.0),
        height: percent(100.0),
        ..default()
    }
}

#[cfg(feature = "look")]
/// The screen frosts over when a freeze starts; another freeze flashes again.
fn frost_over(
    mut used: MessageReader<PowerUpUsed>,
    mut commands: Commands,
    frost: Query<Entity, With<Frost>>,
    flashes: Query<Entity, With<FrostFlash>>,
) {
    if !used.read().any(PowerUpUsed::is::<Freeze>) {
        return;
    }
    for e in &flashes {
        commands.entity(e).despawn();
    }
    let frame = match frost.iter().next() {
        Some(frame) => frame,
        None => {
            let edge = |node: Node| (node, BackgroundColor(FROST_EDGE), Pickable::IGNORE);
            let side = |at: UiRect, width: Val, height: Val| Node {
                position_type: PositionType::Absolute,
                left: at.left,
                right: at.right,
                top: at.top,
                bottom: at.bottom,
                width,
                height,
                ..default()
            };
            let zero = px(0.0);
            let (full, thick) = (percent(100.0), px(EDGE_PX));
            commands
                .spawn((Frost, whole_window(), Pickable::IGNORE))
                .with_children(|f| {
                    f.spawn(edge(side(
                        UiRect::new(zero, Val::Auto, zero, Val::Auto),
                        full,
                        thick,
                    )));
                    f.spawn(edge(side(
                        UiRect::new(zero, Val::Auto, Val::Auto, zero),
                        full,
                        thick,
                    )));
                    f.spawn(edge(side(
                        UiRect::new(zero, Val::Auto, zero, Val::Auto),
                        thick,
                        full,
                    )));
                    f.spawn(edge(side(
                        UiRect::new(Val::Auto, zero, zero, Val::Auto),
                        thick,
                        full,
                    )));
                })
                .id()
        }
    };
    commands.entity(frame).with_child((
        FrostFlash::default(),
        whole_window(),
        BackgroundColor(FROST),
        Pickable::IGNORE,
    ));
}

#[cfg(feature = "look")]
/// The flash fades (on time); the frame stays until the clock thaws.
fn thaw_frost(
    step: Res<FrameStep>,
    clock: Res<DealClock>,
    mut commands: Commands,
    frost: Query<Entity, With<Frost>>,
    mut flashes: Query<(Entity, &mut FrostFlash, &mut BackgroundColor)>,
) {
    if clock.frozen.is_zero() || clock.finished.is_some() {
        for e in &frost {
            commands.entity(e).despawn();
        }
        return;
    }
    for (e, mut flash, mut bg) in &mut flashes {
        flash.0 += step.game_motion().as_secs_f32();
        if flash.0 >= FLASH_SECONDS {
            commands.entity(e).despawn();
            continue;
        }
        let k = EaseFunction::QuadraticOut.sample_clamped(flash.0 / FLASH_SECONDS);
        bg.0 = FROST.with_alpha(FROST.alpha() * (1.0 - k));
    }
}
