//! Freeze: the clock stops for a while; the screen frosts over and the clock shows it.

use bevy::prelude::*;

use crate::game::logic::clock::DealClock;
use crate::game::logic::power_ups::{Activate, IconCanvas, PowerUp, PowerUpUsed, Target};
use crate::game::view::sets::ViewSystems;

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
        app.add_observer(freeze_clock);
    }

    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            (
                frost_over.in_set(ViewSystems::React),
                thaw_frost.in_set(ViewSystems::Animate),
            ),
        );
    }
}

/// The frost's edge.
const FROST_EDGE: Color = Color::srgba(0.6, 0.85, 1.0, 0.6);
/// The frost over the screen at its strongest.
const FROST: Color = Color::srgba(0.55, 0.8, 1.0, 0.35);
/// The faint frost left once the flash has faded.
const FROST_FAINT: f32 = 0.06;
/// Seconds the flash takes to fade to the faint frost.
const FLASH_SECONDS: f32 = 0.6;

/// The frost over the screen while the clock is frozen: how long it has shown.
#[derive(Component, Debug, Default)]
pub struct Frost(f32);

fn freeze_clock(
    _: On<Activate<Freeze>>,
    mut clock: ResMut<DealClock>,
    mut used: MessageWriter<PowerUpUsed>,
) {
    clock.frozen_for += FREEZE_SECONDS;
    used.write(PowerUpUsed::of::<Freeze>(Vec::new()));
}

/// The screen frosts over when a freeze starts.
fn frost_over(
    mut used: MessageReader<PowerUpUsed>,
    mut commands: Commands,
    mut frost: Query<&mut Frost>,
) {
    if !used.read().any(|u| u.name == Freeze::NAME) {
        return;
    }
    if let Some(mut f) = frost.iter_mut().next() {
        // Another freeze flashes again.
        f.0 = 0.0;
        return;
    }
    commands.spawn((
        Frost::default(),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100.0),
            height: percent(100.0),
            border: UiRect::all(px(10.0)),
            ..default()
        },
        BorderColor::all(FROST_EDGE),
        BackgroundColor(FROST),
        Pickable::IGNORE,
    ));
}

/// The flash of frost fades (on time) to a faint frame, which stays until the clock thaws.
fn thaw_frost(
    time: Res<Time>,
    clock: Res<DealClock>,
    mut commands: Commands,
    mut frost: Query<(Entity, &mut Frost, &mut BackgroundColor)>,
) {
    for (e, mut f, mut bg) in &mut frost {
        if clock.frozen_for <= 0.0 || clock.finished.is_some() {
            commands.entity(e).despawn();
            continue;
        }
        f.0 += time.delta_secs();
        let k = EaseFunction::QuadraticOut.sample_clamped(f.0 / FLASH_SECONDS);
        let alpha = FROST.alpha() + (FROST_FAINT - FROST.alpha()) * k;
        bg.0 = FROST.with_alpha(alpha);
    }
}
