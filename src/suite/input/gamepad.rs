//! Gamepads drive exactly the messages the keyboard does: the same sequence of presses, once
//! on keys and once on a pad, gives the same picks, requests and cursor moves.

use std::time::Duration;

use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::game::core::deal::LevelSpec;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{NewBoard, SelectionDropped, TilePicked};
use crate::game::core::power_ups::UsePowerUp;
use crate::game::core::stages::MoveFlow;
use crate::game::input::board_input::KeyboardCursor;
use crate::game::logic::LogicPlugin;

/// What the game was asked, in order, with the cursor after each frame.
#[derive(Resource, Default, Debug, PartialEq)]
struct Asked(Vec<String>);

fn listen(
    mut asked: ResMut<Asked>,
    mut picks: MessageReader<TilePicked>,
    mut dropped: MessageReader<SelectionDropped>,
    mut power_ups: MessageReader<UsePowerUp>,
    mut undo: MessageReader<UndoRequested>,
    mut redo: MessageReader<RedoRequested>,
    cursor: Res<KeyboardCursor>,
) {
    let mut frame: Vec<String> = Vec::new();
    frame.extend(picks.read().map(|p| format!("pick {}", p.0)));
    frame.extend(dropped.read().map(|_| "drop".to_string()));
    frame.extend(power_ups.read().map(|p| format!("power-up {}", p.0)));
    frame.extend(undo.read().map(|_| "undo".to_string()));
    frame.extend(redo.read().map(|_| "redo".to_string()));
    if cursor.visible {
        frame.push(format!("cursor {}", cursor.pos));
    }
    asked.0.push(frame.join(", "));
}

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        InputPlugin,
        LogicPlugin,
        crate::game::power_ups::built_ins,
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )))
    .insert_resource(LevelSpec::built_in("classic 14x8", 3).unwrap())
    .init_resource::<Asked>()
    .add_systems(Update, listen.after(MoveFlow::HandOn));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    app.world_mut().resource_mut::<Asked>().0.clear();
    app
}

fn key(app: &mut App, code: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// Presses, one frame, releases, one frame.
fn tap_key(app: &mut App, code: KeyCode) {
    key(app, code, ButtonState::Pressed);
    app.update();
    key(app, code, ButtonState::Released);
    app.update();
}

fn set_button(app: &mut App, pad: Entity, button: GamepadButton, down: bool) {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    if down {
        gamepad.digital_mut().press(button);
    } else {
        gamepad.digital_mut().release(button);
    }
}

/// Presses, one frame, releases, one frame.
fn tap_button(app: &mut App, pad: Entity, button: GamepadButton) {
    set_button(app, pad, button, true);
    app.update();
    set_button(app, pad, button, false);
    app.update();
}

#[test]
fn a_pad_asks_for_what_the_same_keys_ask_for() {
    let steps = [
        (KeyCode::ArrowRight, GamepadButton::DPadRight),
        (KeyCode::ArrowRight, GamepadButton::DPadRight),
        (KeyCode::ArrowDown, GamepadButton::DPadDown),
        (KeyCode::Enter, GamepadButton::South),
        (KeyCode::Escape, GamepadButton::East),
        (KeyCode::ArrowLeft, GamepadButton::DPadLeft),
        (KeyCode::Enter, GamepadButton::South),
        (KeyCode::ArrowUp, GamepadButton::DPadUp),
        (KeyCode::Enter, GamepadButton::South),
        (KeyCode::KeyH, GamepadButton::West),
        (KeyCode::KeyX, GamepadButton::North),
        (KeyCode::KeyZ, GamepadButton::Select),
        (KeyCode::KeyY, GamepadButton::RightThumb),
    ];
    let mut by_keys = app();
    for (code, _) in steps {
        tap_key(&mut by_keys, code);
    }
    let mut by_pad = app();
    let pad = by_pad.world_mut().spawn(Gamepad::default()).id();
    for (_, button) in steps {
        tap_button(&mut by_pad, pad, button);
    }
    let keys = &by_keys.world().resource::<Asked>().0;
    let pads = &by_pad.world().resource::<Asked>().0;
    assert!(keys.iter().any(|f| f.contains("pick")), "{keys:#?}");
    assert!(
        keys.iter().any(|f| f.contains("power-up hint")),
        "{keys:#?}"
    );
    assert!(keys.iter().any(|f| f.contains("undo")), "{keys:#?}");
    assert_eq!(keys, pads, "the pad asks for what the keys ask for");
}

#[test]
fn a_leaning_stick_moves_once_then_repeats_while_held() {
    let mut app = app();
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    let lean = |app: &mut App, x: f32| {
        let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
        gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    };
    let cursor = |app: &App| app.world().resource::<KeyboardCursor>().pos.x;
    // The first move only shows the cursor, as the first arrow key does.
    lean(&mut app, 1.0);
    app.update();
    lean(&mut app, 0.0);
    app.update();
    let start = cursor(&app);
    lean(&mut app, 1.0);
    app.update();
    assert_eq!(cursor(&app), start + 1, "one step at once");
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(cursor(&app), start + 1, "no repeat within 0.2 s");
    for _ in 0..30 {
        app.update();
    }
    let held = cursor(&app) - start;
    assert!(
        (3..=6).contains(&held),
        "repeats while held: {held} steps in 0.8 s"
    );
    lean(&mut app, 0.0);
    app.update();
    let after = cursor(&app);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(cursor(&app), after, "stops when let go");
}
