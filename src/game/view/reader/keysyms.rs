//! A key in the words of the X keyboard, which a screen reader of the AT-SPI bus reads its
//! keys in: the hardware keycode (Linux's evdev code plus 8, which its own key bindings are
//! matched by), the keysym and its name ("Right", "KP_Enter", "Insert"), and the text typed.

use bevy::input::keyboard::{Key, KeyCode, NativeKeyCode};

/// A key as X names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XKey {
    /// The hardware keycode (0 when the key has none we know).
    pub keycode: u32,
    /// The keysym (0 when unknown).
    pub keysym: u32,
    /// The text the key types, or the keysym's name for a key that types none.
    pub text: String,
    /// Whether `text` is typed text rather than a name.
    pub is_text: bool,
}

/// The key `physical` with the meaning `logical`, as X would report it.
pub fn x_key(physical: KeyCode, logical: &Key) -> XKey {
    let keycode = x_keycode(physical);
    if let Some((keysym, name)) =
        keypad_keysym(physical, logical).or_else(|| named_keysym(physical, logical))
    {
        let is_text = matches!(logical, Key::Character(_));
        let text = match logical {
            Key::Character(typed) => typed.to_string(),
            _ => name.to_string(),
        };
        return XKey {
            keycode,
            keysym,
            text,
            is_text,
        };
    }
    match logical {
        Key::Character(typed) => XKey {
            keycode,
            keysym: typed.chars().next().map_or(0, char_keysym),
            text: typed.to_string(),
            is_text: true,
        },
        _ => XKey {
            keycode,
            keysym: 0,
            text: String::new(),
            is_text: false,
        },
    }
}

/// The keysym of a typed character: Latin-1 is its own code, the rest is Unicode's plus
/// 0x0100_0000.
fn char_keysym(c: char) -> u32 {
    match c as u32 {
        code @ (0x20..=0x7e | 0xa0..=0xff) => code,
        code => 0x0100_0000 + code,
    }
}

/// The hardware keycode of a physical key: evdev's code plus 8.
pub fn x_keycode(physical: KeyCode) -> u32 {
    if let KeyCode::Unidentified(NativeKeyCode::Xkb(code)) = physical {
        return code;
    }
    EVDEV
        .iter()
        .find(|(key, _)| *key == physical)
        .map_or(0, |(_, evdev)| evdev + 8)
}

/// A keypad key: its keysym follows Num Lock (a digit, or the arrow beside it).
fn keypad_keysym(physical: KeyCode, logical: &Key) -> Option<(u32, &'static str)> {
    use KeyCode as C;
    let typed = matches!(logical, Key::Character(_));
    let digit = |n: u32| (0xffb0 + n, KP_DIGITS[n as usize]);
    Some(match (physical, typed) {
        (C::NumpadEnter, _) => (0xff8d, "KP_Enter"),
        (C::NumpadAdd, _) => (0xffab, "KP_Add"),
        (C::NumpadSubtract, _) => (0xffad, "KP_Subtract"),
        (C::NumpadMultiply, _) => (0xffaa, "KP_Multiply"),
        (C::NumpadDivide, _) => (0xffaf, "KP_Divide"),
        (C::NumpadDecimal, true) => (0xffae, "KP_Decimal"),
        (C::NumpadDecimal, false) => (0xff9f, "KP_Delete"),
        (C::Numpad0, true) => digit(0),
        (C::Numpad0, false) => (0xff9e, "KP_Insert"),
        (C::Numpad1, true) => digit(1),
        (C::Numpad1, false) => (0xff9c, "KP_End"),
        (C::Numpad2, true) => digit(2),
        (C::Numpad2, false) => (0xff99, "KP_Down"),
        (C::Numpad3, true) => digit(3),
        (C::Numpad3, false) => (0xff9b, "KP_Page_Down"),
        (C::Numpad4, true) => digit(4),
        (C::Numpad4, false) => (0xff96, "KP_Left"),
        (C::Numpad5, true) => digit(5),
        (C::Numpad5, false) => (0xff9d, "KP_Begin"),
        (C::Numpad6, true) => digit(6),
        (C::Numpad6, false) => (0xff98, "KP_Right"),
        (C::Numpad7, true) => digit(7),
        (C::Numpad7, false) => (0xff95, "KP_Home"),
        (C::Numpad8, true) => digit(8),
        (C::Numpad8, false) => (0xff97, "KP_Up"),
        (C::Numpad9, true) => digit(9),
        (C::Numpad9, false) => (0xff9a, "KP_Page_Up"),
        _ => return None,
    })
}

const KP_DIGITS: [&str; 10] = [
    "KP_0", "KP_1", "KP_2", "KP_3", "KP_4", "KP_5", "KP_6", "KP_7", "KP_8", "KP_9",
];

/// A key that types nothing (or a space), by its meaning; a modifier by its side.
fn named_keysym(physical: KeyCode, logical: &Key) -> Option<(u32, &'static str)> {
    use KeyCode as C;
    let right = matches!(
        physical,
        C::ShiftRight | C::ControlRight | C::AltRight | C::SuperRight
    );
    let side = |left: (u32, &'static str), right_one: (u32, &'static str)| match right {
        true => right_one,
        false => left,
    };
    Some(match logical {
        Key::Shift => side((0xffe1, "Shift_L"), (0xffe2, "Shift_R")),
        Key::Control => side((0xffe3, "Control_L"), (0xffe4, "Control_R")),
        Key::Alt => side((0xffe9, "Alt_L"), (0xffea, "Alt_R")),
        Key::AltGraph => (0xfe03, "ISO_Level3_Shift"),
        Key::Super | Key::Meta => side((0xffeb, "Super_L"), (0xffec, "Super_R")),
        Key::F1 => (0xffbe, "F1"),
        Key::F2 => (0xffbf, "F2"),
        Key::F3 => (0xffc0, "F3"),
        Key::F4 => (0xffc1, "F4"),
        Key::F5 => (0xffc2, "F5"),
        Key::F6 => (0xffc3, "F6"),
        Key::F7 => (0xffc4, "F7"),
        Key::F8 => (0xffc5, "F8"),
        Key::F9 => (0xffc6, "F9"),
        Key::F10 => (0xffc7, "F10"),
        Key::F11 => (0xffc8, "F11"),
        Key::F12 => (0xffc9, "F12"),
        other => {
            return NAMED
                .iter()
                .find(|(key, ..)| key == other)
                .map(|(_, sym, name)| (*sym, *name));
        }
    })
}

/// Keys that type nothing, with their keysyms and X's names for them.
const NAMED: [(Key, u32, &str); 20] = [
    (Key::Enter, 0xff0d, "Return"),
    (Key::Tab, 0xff09, "Tab"),
    (Key::Space, 0x20, "space"),
    (Key::Backspace, 0xff08, "BackSpace"),
    (Key::Escape, 0xff1b, "Escape"),
    (Key::Delete, 0xffff, "Delete"),
    (Key::Insert, 0xff63, "Insert"),
    (Key::Home, 0xff50, "Home"),
    (Key::End, 0xff57, "End"),
    (Key::PageUp, 0xff55, "Page_Up"),
    (Key::PageDown, 0xff56, "Page_Down"),
    (Key::ArrowLeft, 0xff51, "Left"),
    (Key::ArrowUp, 0xff52, "Up"),
    (Key::ArrowRight, 0xff53, "Right"),
    (Key::ArrowDown, 0xff54, "Down"),
    (Key::CapsLock, 0xffe5, "Caps_Lock"),
    (Key::NumLock, 0xff7f, "Num_Lock"),
    (Key::ContextMenu, 0xff67, "Menu"),
    (Key::PrintScreen, 0xff61, "Print"),
    (Key::Pause, 0xff13, "Pause"),
];

/// Physical keys and their evdev codes (Linux's input-event-codes.h).
const EVDEV: [(KeyCode, u32); 105] = {
    use KeyCode as C;
    [
        (C::Escape, 1),
        (C::Digit1, 2),
        (C::Digit2, 3),
        (C::Digit3, 4),
        (C::Digit4, 5),
        (C::Digit5, 6),
        (C::Digit6, 7),
        (C::Digit7, 8),
        (C::Digit8, 9),
        (C::Digit9, 10),
        (C::Digit0, 11),
        (C::Minus, 12),
        (C::Equal, 13),
        (C::Backspace, 14),
        (C::Tab, 15),
        (C::KeyQ, 16),
        (C::KeyW, 17),
        (C::KeyE, 18),
        (C::KeyR, 19),
        (C::KeyT, 20),
        (C::KeyY, 21),
        (C::KeyU, 22),
        (C::KeyI, 23),
        (C::KeyO, 24),
        (C::KeyP, 25),
        (C::BracketLeft, 26),
        (C::BracketRight, 27),
        (C::Enter, 28),
        (C::ControlLeft, 29),
        (C::KeyA, 30),
        (C::KeyS, 31),
        (C::KeyD, 32),
        (C::KeyF, 33),
        (C::KeyG, 34),
        (C::KeyH, 35),
        (C::KeyJ, 36),
        (C::KeyK, 37),
        (C::KeyL, 38),
        (C::Semicolon, 39),
        (C::Quote, 40),
        (C::Backquote, 41),
        (C::ShiftLeft, 42),
        (C::Backslash, 43),
        (C::KeyZ, 44),
        (C::KeyX, 45),
        (C::KeyC, 46),
        (C::KeyV, 47),
        (C::KeyB, 48),
        (C::KeyN, 49),
        (C::KeyM, 50),
        (C::Comma, 51),
        (C::Period, 52),
        (C::Slash, 53),
        (C::ShiftRight, 54),
        (C::NumpadMultiply, 55),
        (C::AltLeft, 56),
        (C::Space, 57),
        (C::CapsLock, 58),
        (C::F1, 59),
        (C::F2, 60),
        (C::F3, 61),
        (C::F4, 62),
        (C::F5, 63),
        (C::F6, 64),
        (C::F7, 65),
        (C::F8, 66),
        (C::F9, 67),
        (C::F10, 68),
        (C::NumLock, 69),
        (C::ScrollLock, 70),
        (C::Numpad7, 71),
        (C::Numpad8, 72),
        (C::Numpad9, 73),
        (C::NumpadSubtract, 74),
        (C::Numpad4, 75),
        (C::Numpad5, 76),
        (C::Numpad6, 77),
        (C::NumpadAdd, 78),
        (C::Numpad1, 79),
        (C::Numpad2, 80),
        (C::Numpad3, 81),
        (C::Numpad0, 82),
        (C::NumpadDecimal, 83),
        (C::IntlBackslash, 86),
        (C::F11, 87),
        (C::F12, 88),
        (C::NumpadEnter, 96),
        (C::ControlRight, 97),
        (C::NumpadDivide, 98),
        (C::PrintScreen, 99),
        (C::AltRight, 100),
        (C::Home, 102),
        (C::ArrowUp, 103),
        (C::PageUp, 104),
        (C::ArrowLeft, 105),
        (C::ArrowRight, 106),
        (C::End, 107),
        (C::ArrowDown, 108),
        (C::PageDown, 109),
        (C::Insert, 110),
        (C::Delete, 111),
        (C::Pause, 119),
        (C::SuperLeft, 125),
        (C::SuperRight, 126),
        (C::ContextMenu, 127),
    ]
};

#[cfg(test)]
mod tests {
    use super::*;

    fn key(physical: KeyCode, logical: Key) -> (u32, u32, String, bool) {
        let x = x_key(physical, &logical);
        (x.keycode, x.keysym, x.text, x.is_text)
    }

    #[test]
    fn keys_are_named_as_an_x_desktop_names_them() {
        // As `xev` reports them on a PC keyboard (keycode, keysym, name).
        assert_eq!(
            key(KeyCode::ArrowRight, Key::ArrowRight),
            (114, 0xff53, "Right".into(), false)
        );
        assert_eq!(
            key(KeyCode::Enter, Key::Enter),
            (36, 0xff0d, "Return".into(), false)
        );
        assert_eq!(
            key(KeyCode::Escape, Key::Escape),
            (9, 0xff1b, "Escape".into(), false)
        );
        assert_eq!(
            key(KeyCode::Insert, Key::Insert),
            (118, 0xff63, "Insert".into(), false)
        );
        assert_eq!(
            key(KeyCode::KeyH, Key::Character("h".into())),
            (43, 0x68, "h".into(), true)
        );
        assert_eq!(
            key(KeyCode::Space, Key::Space),
            (65, 0x20, "space".into(), false)
        );
        assert_eq!(
            key(KeyCode::ShiftRight, Key::Shift),
            (62, 0xffe2, "Shift_R".into(), false)
        );
        assert_eq!(
            key(KeyCode::F12, Key::F12),
            (96, 0xffc9, "F12".into(), false)
        );
        // A reader's own keys on the keypad, with Num Lock off and on.
        assert_eq!(
            key(KeyCode::NumpadEnter, Key::Enter),
            (104, 0xff8d, "KP_Enter".into(), false)
        );
        assert_eq!(
            key(KeyCode::Numpad0, Key::Insert),
            (90, 0xff9e, "KP_Insert".into(), false)
        );
        assert_eq!(
            key(KeyCode::Numpad8, Key::ArrowUp),
            (80, 0xff97, "KP_Up".into(), false)
        );
        assert_eq!(
            key(KeyCode::Numpad8, Key::Character("8".into())),
            (80, 0xffb8, "8".into(), true)
        );
        // Text beyond Latin-1 takes Unicode's keysym; a keycode X gave is kept as given.
        assert_eq!(
            key(KeyCode::KeyA, Key::Character("连".into())).1,
            0x0100_0000 + '连' as u32
        );
        assert_eq!(
            key(
                KeyCode::Unidentified(NativeKeyCode::Xkb(200)),
                Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified)
            )
            .0,
            200
        );
    }

    #[test]
    fn every_physical_key_has_one_keycode() {
        let mut codes: Vec<u32> = EVDEV.iter().map(|(_, code)| *code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), EVDEV.len());
    }
}
