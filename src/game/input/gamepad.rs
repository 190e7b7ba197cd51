//! Gamepads. A pad speaks the keyboard's language: each button stands for the keys the
//! [input map](super::input_map) binds to it (the first key of each action it is bound to, so
//! a rebound key moves with its button), pressed and released with the button. Every screen
//! that takes keys (the board, every menu, the editor) takes the pad too, and a pad drives
//! exactly the messages the keyboard does. By default:
//!
//! | pad | key | on the board | in menus |
//! |---|---|---|---|
//! | D-pad, left stick | arrows | move the cursor | move the focus, change a setting |
//! | A (south) | Enter | pick | choose |
//! | B (east) | Escape | let go of the selection | back |
//! | Start | P | pause | resume |
//! | Select | Z | undo | |
//! | right stick click | Y | redo | |
//! | X, Y, LB, RB, LT, RT | the power-ups' keys, in the bar's order | use a power-up | |
//!
//! Connecting a pad is announced; losing one during play pauses the game and says why.

use std::time::Duration;

use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;

use super::input_map::InputMap;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::power_ups::PowerUps;
use crate::game::core::screen::{PauseRequested, playing};
use crate::i18n;

/// The pad's buttons for the power-ups, in the power-up bar's order.
pub const POWER_UP_BUTTONS: [GamepadButton; 6] = [
    GamepadButton::West,
    GamepadButton::North,
    GamepadButton::LeftTrigger,
    GamepadButton::RightTrigger,
    GamepadButton::LeftTrigger2,
    GamepadButton::RightTrigger2,
];

/// How far the stick must lean to count as an arrow.
const STICK_LEAN: f32 = 0.6;
/// A held stick repeats its arrow after this long, then every [`STICK_REPEAT`].
const STICK_DELAY: Duration = Duration::from_millis(350);
/// See [`STICK_DELAY`].
const STICK_REPEAT: Duration = Duration::from_millis(120);

/// The keys the pads hold down, and the stick's direction with the time until it repeats.
#[derive(Resource, Debug, Default)]
pub struct PadKeys {
    held: Vec<KeyCode>,
    stick: Option<(GamepadButton, Duration)>,
}

/// The keys a pad's button stands for: the input map's, then a power-up's.
pub fn keys_for(button: GamepadButton, map: &InputMap, power_ups: &PowerUps) -> Vec<KeyCode> {
    let mut keys = map.pad_keys(button);
    if let Some(i) = POWER_UP_BUTTONS.iter().position(|b| *b == button) {
        keys.extend(power_ups.as_slice().get(i).map(|p| p.key));
    }
    keys
}

/// The D-pad button a stick leaning this way stands for.
fn stick_direction(lean: Vec2) -> Option<GamepadButton> {
    if lean.length() < STICK_LEAN {
        return None;
    }
    Some(if lean.x.abs() > lean.y.abs() {
        if lean.x > 0.0 {
            GamepadButton::DPadRight
        } else {
            GamepadButton::DPadLeft
        }
    } else if lean.y > 0.0 {
        GamepadButton::DPadUp
    } else {
        GamepadButton::DPadDown
    })
}

/// Presses and releases the keys the pads' buttons and sticks stand for. Runs after Bevy has
/// read this frame's input, so the keys are "just pressed" in this frame like real ones.
pub fn pads_press_keys(
    pads: Query<&Gamepad>,
    map: Res<InputMap>,
    power_ups: Res<PowerUps>,
    time: Res<Time<Real>>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pad_keys: ResMut<PadKeys>,
) {
    let mut want: Vec<KeyCode> = Vec::new();
    let mut lean = Vec2::ZERO;
    for pad in &pads {
        for button in pad.digital().get_pressed() {
            want.extend(keys_for(*button, &map, &power_ups));
        }
        let stick = pad.left_stick();
        if stick.length() > lean.length() {
            lean = stick;
        }
    }
    // The stick: an arrow when it leans, again after a delay while it stays.
    let arrow = stick_direction(lean);
    let mut stick_press = None;
    pad_keys.stick = match (arrow, pad_keys.stick) {
        (Some(a), Some((held, until_repeat))) if a == held => {
            match until_repeat.checked_sub(time.delta()) {
                Some(left) if !left.is_zero() => Some((a, left)),
                _ => {
                    stick_press = Some(a);
                    Some((a, STICK_REPEAT))
                }
            }
        }
        (Some(a), _) => {
            stick_press = Some(a);
            Some((a, STICK_DELAY))
        }
        (None, _) => None,
    };
    let PadKeys { held, .. } = &mut *pad_keys;
    for key in held.iter().filter(|k| !want.contains(k)) {
        keys.release(*key);
    }
    for key in &want {
        if !held.contains(key) {
            keys.press(*key);
        }
    }
    // A stick's repeat is a fresh press of its arrow.
    for arrow in stick_press.map(|d| map.pad_keys(d)).unwrap_or_default() {
        keys.release(arrow);
        keys.clear_just_released(arrow);
        keys.press(arrow);
        if !want.contains(&arrow) {
            want.push(arrow);
        }
    }
    *held = want;
}

/// A held stick's next repeat wakes the sleeping game.
fn wake_for_the_stick(pad_keys: Res<PadKeys>, mut pacing: ResMut<FramePacing>) {
    if let Some((_, until_repeat)) = pad_keys.stick {
        pacing.frame_in(until_repeat);
    }
}

/// Says when a pad connects; a pad lost during play pauses the game.
pub fn pad_connections(
    mut connections: MessageReader<GamepadConnectionEvent>,
    in_play: Option<Res<State<crate::game::core::screen::Screen>>>,
    menu: Option<Res<State<crate::game::core::screen::Menu>>>,
    mut pause: MessageWriter<PauseRequested>,
    mut notify: MessageWriter<Notify>,
) {
    let playing_now = match (in_play, menu) {
        (Some(screen), Some(menu)) => playing(screen, menu),
        _ => false,
    };
    for event in connections.read() {
        match &event.connection {
            GamepadConnection::Connected { name, .. } => {
                notify.write(Notify {
                    message: i18n::Message::with("pad-connected", [("name", name.into())]),
                    seconds: 2.5,
                });
            }
            GamepadConnection::Disconnected => {
                if playing_now {
                    pause.write(PauseRequested {
                        reason: Some("pause-reason-pad"),
                    });
                } else {
                    notify.write(Notify {
                        message: i18n::Message::new("pad-disconnected"),
                        seconds: 2.5,
                    });
                }
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PadKeys>()
        .add_systems(
            PreUpdate,
            pads_press_keys
                .run_if(resource_exists::<ButtonInput<KeyCode>>)
                .after(bevy::input::InputSystems),
        )
        .add_systems(Last, wake_for_the_stick.in_set(PacingSystems::Ask))
        .add_systems(
            Update,
            pad_connections.run_if(
                resource_exists::<Messages<GamepadConnectionEvent>>
                    .and_then(on_message::<GamepadConnectionEvent>),
            ),
        );
}
