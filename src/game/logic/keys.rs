//! The keys the game itself answers to while a board is in play. Power-ups choose their hot
//! keys among the rest: registering one on a key listed here (or on another power-up's key)
//! fails at start-up.

use bevy::prelude::{ButtonInput, KeyCode, Res};

/// Every key the game uses during play, with what it does there.
pub const GAME_KEYS: &[(KeyCode, &str)] = &[
    (KeyCode::ArrowLeft, "moving the cursor"),
    (KeyCode::ArrowRight, "moving the cursor"),
    (KeyCode::ArrowUp, "moving the cursor"),
    (KeyCode::ArrowDown, "moving the cursor"),
    (KeyCode::KeyW, "moving the cursor"),
    (KeyCode::KeyA, "moving the cursor"),
    (KeyCode::KeyS, "moving the cursor"),
    (KeyCode::KeyD, "moving the cursor"),
    (KeyCode::Space, "picking a tile"),
    (KeyCode::Enter, "picking a tile"),
    (KeyCode::NumpadEnter, "picking a tile"),
    (KeyCode::Escape, "clearing the selection and pausing"),
    (KeyCode::KeyZ, "undo (Shift+Z: redo)"),
    (KeyCode::Backspace, "undo"),
    (KeyCode::KeyY, "redo"),
    (KeyCode::ShiftLeft, "redo with Z"),
    (KeyCode::ShiftRight, "redo with Z"),
    (KeyCode::KeyP, "pause"),
    (KeyCode::F5, "restarting the deal"),
    (KeyCode::PageUp, "the previous level"),
    (KeyCode::PageDown, "the next level"),
    (KeyCode::KeyE, "opening the level editor"),
    (KeyCode::F12, "screenshots"),
];

/// What the game uses `key` for during play, if anything.
pub fn game_use(key: KeyCode) -> Option<&'static str> {
    GAME_KEYS
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, what)| *what)
}

/// Run condition: a key went down this frame (for systems that act only on presses). False
/// without a keyboard (headless apps).
pub fn any_key_just_pressed(keys: Option<Res<ButtonInput<KeyCode>>>) -> bool {
    keys.is_some_and(|keys| keys.get_just_pressed().next().is_some())
}
