//! Freeze: the clock stops for a while; the screen frosts over and the clock shows it.

use bevy::prelude::*;

use super::{Activate, IconCanvas, PowerUp, PowerUpUsed, Target};
use crate::game::board::DealClock;

/// Stops the clock.
pub struct Freeze;

/// Seconds one freeze holds the clock.
pub const FREEZE_SECONDS: f32 = 10.0;

impl PowerUp for Freeze {
    const NAME: &'static str = "freeze";
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
        app.add_observer(freeze_clock)
            .add_systems(Update, thaw_frost);
    }
}

/// The frost over the screen while the clock is frozen.
#[derive(Component, Debug)]
pub struct Frost;

fn freeze_clock(
    _: On<Activate<Freeze>>,
    mut clock: ResMut<DealClock>,
    mut commands: Commands,
    frost: Query<(), With<Frost>>,
    mut used: MessageWriter<PowerUpUsed>,
) {
    clock.frozen_for += FREEZE_SECONDS;
    if frost.is_empty() {
        commands.spawn((
            Frost,
            Node {
                position_type: PositionType::Absolute,
                width: percent(100.0),
                height: percent(100.0),
                border: UiRect::all(px(10.0)),
                ..default()
            },
            BorderColor::all(Color::srgba(0.6, 0.85, 1.0, 0.6)),
            BackgroundColor(Color::srgba(0.55, 0.8, 1.0, 0.35)),
            Pickable::IGNORE,
        ));
    }
    used.write(PowerUpUsed {
        name: Freeze::NAME,
        undoable: Freeze::UNDOABLE,
    });
}

/// A flash of frost when the freeze starts, then a faint frame until it ends.
fn thaw_frost(
    clock: Res<DealClock>,
    mut commands: Commands,
    mut frost: Query<(Entity, &mut BackgroundColor), With<Frost>>,
) {
    for (e, mut bg) in &mut frost {
        if clock.frozen_for <= 0.0 || clock.finished.is_some() {
            commands.entity(e).despawn();
            continue;
        }
        let a = bg.0.alpha();
        if a > 0.06 {
            bg.0 = bg.0.with_alpha(a * 0.93);
        }
    }
}
