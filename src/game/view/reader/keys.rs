//! Keys passed on to a screen reader before the game acts on them. Orca before its
//! key-watcher releases (Orca 43, Debian 12's) hears the keyboard only through the
//! applications, as GTK and Qt hand it each key (AT-SPI's `NotifyListenersSync`): without that
//! it echoes no key and its own commands (Insert+H, the keypad's "where am I") do nothing over
//! our window. So while a reader on the bus asks for the keys (`bus.rs`), each key is handed
//! to the bus on a thread of its own and held, in order, until the reader has said whether it
//! takes it: a key it takes never reaches the game. No frame waits: the thread wakes the game
//! when an answer comes, and a key unanswered after [`HOLD_AT_MOST`] (longer than a bus call
//! may take, `bus::CALL_TIMEOUT`) is the game's.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyCode, KeyboardInput};
use bevy::prelude::*;

use super::bus::{KeysToReader, accessibility_bus};
use super::keysyms::x_key;
use crate::game::core::pacing::Wake;

/// The longest a key waits for the reader's answer before it is the game's.
pub const HOLD_AT_MOST: Duration = Duration::from_millis(500);

/// A key as the accessibility bus carries it: pressed (0) or released (1), keysym, hardware
/// keycode, modifier mask, timestamp (ms), text or name, whether text. The registry reads
/// `(uiiiisb)`, whatever its introspection says (`(uiuuisb)`, which it refuses).
pub type DeviceEvent = (u32, i32, i32, i32, i32, String, bool);

/// The modifiers held, as X's state mask reports them with a key.
#[derive(Debug, Default, Clone, Copy)]
struct Modifiers {
    shift: bool,
    control: bool,
    alt: bool,
    super_key: bool,
    num_lock: bool,
}

impl Modifiers {
    /// X's mask; Num Lock also as AT-SPI's own bit, which Orca reads the keypad by.
    fn mask(self) -> u32 {
        let bit = |on: bool, bits: u32| if on { bits } else { 0 };
        bit(self.shift, 1)
            | bit(self.control, 4)
            | bit(self.alt, 8)
            | bit(self.num_lock, 16 | 1 << 14)
            | bit(self.super_key, 64)
    }

    /// Num Lock as the keypad shows it: a digit when on.
    fn see_keypad(&mut self, key: &KeyboardInput) {
        let keypad_digit = matches!(
            key.key_code,
            KeyCode::Numpad0
                | KeyCode::Numpad1
                | KeyCode::Numpad2
                | KeyCode::Numpad3
                | KeyCode::Numpad4
                | KeyCode::Numpad5
                | KeyCode::Numpad6
                | KeyCode::Numpad7
                | KeyCode::Numpad8
                | KeyCode::Numpad9
        );
        if keypad_digit {
            self.num_lock = matches!(key.logical_key, Key::Character(_));
        }
    }

    /// A modifier's press or release, after the key it came with.
    fn follow(&mut self, key: &KeyboardInput) {
        let down = key.state == ButtonState::Pressed;
        match key.key_code {
            KeyCode::ShiftLeft | KeyCode::ShiftRight => self.shift = down,
            KeyCode::ControlLeft | KeyCode::ControlRight => self.control = down,
            KeyCode::AltLeft | KeyCode::AltRight => self.alt = down,
            KeyCode::SuperLeft | KeyCode::SuperRight => self.super_key = down,
            _ => {}
        }
    }
}

/// A key held until the reader says whether it takes it.
#[derive(Debug)]
struct Held {
    id: u64,
    key: KeyboardInput,
    since: Instant,
    taken: Option<bool>,
}

/// The keys held, in the order they came.
#[derive(Debug)]
pub struct HeldKeys {
    held: VecDeque<Held>,
    next: u64,
    modifiers: Modifiers,
    started: Instant,
}

impl Default for HeldKeys {
    fn default() -> Self {
        Self {
            held: VecDeque::new(),
            next: 0,
            modifiers: Modifiers::default(),
            started: Instant::now(),
        }
    }
}

impl HeldKeys {
    /// Holds `key` for the reader; returns its number and the event to hand over.
    pub fn hold(&mut self, key: KeyboardInput, now: Instant) -> (u64, DeviceEvent) {
        self.modifiers.see_keypad(&key);
        let x = x_key(key.key_code, &key.logical_key);
        let kind = u32::from(key.state == ButtonState::Released);
        let millis = now.saturating_duration_since(self.started).as_millis();
        let event = (
            kind,
            x.keysym as i32,
            x.keycode as i32,
            self.modifiers.mask() as i32,
            (millis % (i32::MAX as u128)) as i32,
            x.text,
            x.is_text,
        );
        self.modifiers.follow(&key);
        let id = self.push(key, now, None);
        (id, event)
    }

    /// Queues `key` for the game behind those held (no reader asks for it).
    pub fn pass(&mut self, key: KeyboardInput, now: Instant) {
        self.push(key, now, Some(false));
    }

    fn push(&mut self, key: KeyboardInput, since: Instant, taken: Option<bool>) -> u64 {
        let id = self.next;
        self.next += 1;
        self.held.push_back(Held {
            id,
            key,
            since,
            taken,
        });
        id
    }

    /// The reader's answer for key `id`.
    pub fn answered(&mut self, id: u64, taken: bool) {
        if let Some(held) = self.held.iter_mut().find(|held| held.id == id) {
            held.taken = Some(taken);
        }
    }

    /// The keys the game has now, in the order they came: those the reader left, and those
    /// it has not answered for [`HOLD_AT_MOST`]. The first unanswered key holds back the rest.
    pub fn release(&mut self, now: Instant) -> Vec<KeyboardInput> {
        let mut released = Vec::new();
        while let Some(first) = self.held.front() {
            let waited_enough = now.saturating_duration_since(first.since) >= HOLD_AT_MOST;
            let taken = match first.taken {
                Some(taken) => taken,
                None if waited_enough => false,
                None => break,
            };
            let Some(first) = self.held.pop_front() else {
                break;
            };
            if !taken {
                released.push(first.key);
            }
        }
        released
    }

    /// Whether no key is held.
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }
}

/// The thread that hands keys to the bus, and its answers.
struct Courier {
    keys: Sender<(u64, DeviceEvent)>,
    answers: Mutex<Receiver<(u64, bool)>>,
}

impl Courier {
    /// A thread that answers each key with what the bus said.
    fn start(wake: Wake) -> std::io::Result<Courier> {
        let (keys, to_carry) = channel();
        let (answer, answers) = channel();
        std::thread::Builder::new()
            .name("Reader's keys".into())
            .spawn(move || carry_keys(&to_carry, &answer, &wake))?;
        Ok(Courier::over(keys, answers))
    }

    /// A courier over channels someone else answers (a test's reader).
    fn over(keys: Sender<(u64, DeviceEvent)>, answers: Receiver<(u64, bool)>) -> Courier {
        let answers = Mutex::new(answers);
        Courier { keys, answers }
    }
}

/// Hands each key to the bus and sends back whether a reader took it; a bus that cannot be
/// reached takes nothing (and is looked for again at the next key).
fn carry_keys(keys: &Receiver<(u64, DeviceEvent)>, answers: &Sender<(u64, bool)>, wake: &Wake) {
    let mut bus = None;
    for (id, event) in keys {
        if bus.is_none() {
            bus = accessibility_bus().ok();
        }
        let taken = match bus.as_ref().map(|bus| notify(bus, &event)) {
            Some(Ok(taken)) => taken,
            Some(Err(e)) => {
                debug!("a key was not handed to the reader: {e}");
                bus = None;
                false
            }
            None => false,
        };
        if answers.send((id, taken)).is_err() {
            return;
        }
        wake.wake();
    }
}

/// `NotifyListenersSync`: true when a reader took the key.
fn notify(bus: &zbus::blocking::Connection, event: &DeviceEvent) -> zbus::Result<bool> {
    bus.call_method(
        Some("org.a11y.atspi.Registry"),
        "/org/a11y/atspi/registry/deviceeventcontroller",
        Some("org.a11y.atspi.DeviceEventController"),
        "NotifyListenersSync",
        &(event,),
    )?
    .body()
    .deserialize()
}

/// The keys on their way to the reader, and where the game's key messages were read up to.
#[derive(Resource, Default)]
pub struct KeyGate {
    held: HeldKeys,
    courier: Option<Courier>,
    /// The number of the first key message not yet seen here.
    seen: usize,
}

impl KeyGate {
    /// A gate whose keys go to `keys` and are answered on `answers`: a reader played by a test.
    #[cfg(test)]
    fn answered_by(keys: Sender<(u64, DeviceEvent)>, answers: Receiver<(u64, bool)>) -> Self {
        let courier = Some(Courier::over(keys, answers));
        KeyGate {
            courier,
            ..default()
        }
    }

    fn take_answers(&mut self) {
        let Some(courier) = &self.courier else {
            return;
        };
        let answers: Vec<(u64, bool)> = match courier.answers.lock() {
            Ok(answers) => answers.try_iter().collect(),
            Err(_) => Vec::new(),
        };
        for (id, taken) in answers {
            self.held.answered(id, taken);
        }
    }

    /// Holds a fresh key for the reader, or queues it for the game when the reader cannot
    /// be asked.
    fn hold_or_pass(&mut self, key: KeyboardInput, wake: Option<&Wake>, now: Instant) {
        if self.courier.is_none()
            && let Some(wake) = wake
        {
            self.courier = Courier::start(wake.clone())
                .inspect_err(|e| warn!("keys cannot be handed to the reader: {e}"))
                .ok();
        }
        let Some(courier) = &self.courier else {
            return self.held.pass(key, now);
        };
        let (id, event) = self.held.hold(key, now);
        if courier.keys.send((id, event)).is_err() {
            self.held.answered(id, false);
        }
    }
}

/// Takes this frame's keys from the game while a reader asks for them, and gives back those
/// the reader left (before any system reads them: Bevy's key state, the focus, the typing).
fn pass_keys_to_the_reader(
    wanted: Res<KeysToReader>,
    wake: Option<Res<Wake>>,
    mut gate: ResMut<KeyGate>,
    messages: Option<ResMut<Messages<KeyboardInput>>>,
) {
    let Some(mut messages) = messages else {
        return;
    };
    let wanted = wanted.wanted();
    if !wanted && gate.held.is_empty() {
        gate.seen = messages.oldest_message_count() + messages.len();
        return;
    }
    let now = Instant::now();
    let unseen = gate.seen.saturating_sub(messages.oldest_message_count());
    let fresh: Vec<KeyboardInput> = messages.drain().skip(unseen).collect();
    gate.take_answers();
    for key in fresh {
        match wanted {
            true => gate.hold_or_pass(key, wake.as_deref(), now),
            false => gate.held.pass(key, now),
        }
    }
    for key in gate.held.release(now) {
        messages.write(key);
    }
    gate.seen = messages.oldest_message_count() + messages.len();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeysToReader>()
        .init_resource::<KeyGate>()
        .add_systems(
            PreUpdate,
            pass_keys_to_the_reader.before(bevy::input::InputSystems),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::InputPlugin;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    fn key(code: KeyCode, logical: Key, state: ButtonState) -> KeyboardInput {
        KeyboardInput {
            key_code: code,
            logical_key: logical,
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        }
    }

    #[test]
    fn keys_wait_in_order_for_the_reader_and_those_it_takes_never_reach_the_game() {
        let mut held = HeldKeys::default();
        let t0 = Instant::now();
        let (insert, _) = held.hold(key(KeyCode::Insert, Key::Insert, ButtonState::Pressed), t0);
        let (h, event) = held.hold(
            key(
                KeyCode::KeyH,
                Key::Character("h".into()),
                ButtonState::Pressed,
            ),
            t0,
        );
        let (right, _) = held.hold(
            key(KeyCode::ArrowRight, Key::ArrowRight, ButtonState::Pressed),
            t0,
        );
        assert_eq!(event.5, "h");
        assert!(held.release(t0).is_empty(), "nothing before an answer");
        // The later keys' answers come first: they still wait behind the first.
        held.answered(right, false);
        held.answered(h, true);
        assert!(held.release(t0).is_empty());
        held.answered(insert, true);
        let released = held.release(t0);
        assert_eq!(
            released.iter().map(|k| k.key_code).collect::<Vec<_>>(),
            [KeyCode::ArrowRight]
        );
        assert!(held.is_empty());
    }

    #[test]
    fn a_key_the_reader_does_not_answer_is_the_games_after_a_while() {
        let mut held = HeldKeys::default();
        let t0 = Instant::now();
        held.hold(key(KeyCode::Enter, Key::Enter, ButtonState::Pressed), t0);
        held.pass(key(KeyCode::Enter, Key::Enter, ButtonState::Released), t0);
        assert!(held.release(t0 + HOLD_AT_MOST / 2).is_empty());
        assert_eq!(held.release(t0 + HOLD_AT_MOST).len(), 2);
    }

    #[test]
    fn the_reader_hears_the_modifiers_held_with_a_key() {
        let mut held = HeldKeys::default();
        let t0 = Instant::now();
        let (_, shift) = held.hold(
            key(KeyCode::ShiftLeft, Key::Shift, ButtonState::Pressed),
            t0,
        );
        let (_, tab) = held.hold(key(KeyCode::Tab, Key::Tab, ButtonState::Pressed), t0);
        let (_, up) = held.hold(
            key(KeyCode::ShiftLeft, Key::Shift, ButtonState::Released),
            t0,
        );
        let (_, pad) = held.hold(
            key(KeyCode::Numpad8, Key::ArrowUp, ButtonState::Pressed),
            t0,
        );
        let (_, digit) = held.hold(
            key(
                KeyCode::Numpad8,
                Key::Character("8".into()),
                ButtonState::Pressed,
            ),
            t0,
        );
        assert_eq!(
            (shift.3, tab.3, up.3),
            (0, 1, 1),
            "X reports the state before the key"
        );
        assert_eq!((tab.0, up.0), (0, 1), "pressed, released");
        assert_eq!((pad.5.as_str(), pad.3), ("KP_Up", 0));
        assert_eq!((digit.5.as_str(), digit.3), ("8", 16 | 1 << 14));
    }

    /// A game's input with the gate before it, and a reader that takes every H.
    fn game_with_a_reader() -> App {
        let (keys, to_reader) = channel::<(u64, DeviceEvent)>();
        let (answer, answers) = channel();
        std::thread::spawn(move || {
            for (id, event) in to_reader {
                let _ = answer.send((id, event.5 == "h"));
            }
        });
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, InputPlugin, plugin));
        app.insert_resource(KeysToReader(Arc::new(AtomicBool::new(true))));
        app.insert_resource(KeyGate::answered_by(keys, answers));
        app.init_resource::<Heard>().add_systems(
            Update,
            |mut read: MessageReader<KeyboardInput>, mut heard: ResMut<Heard>| {
                heard.0.extend(read.read().map(|key| key.key_code));
            },
        );
        app
    }

    /// Every key message the game's systems read, in order.
    #[derive(Resource, Default)]
    struct Heard(Vec<KeyCode>);

    fn press(app: &mut App, code: KeyCode, logical: Key) {
        app.world_mut()
            .write_message(key(code, logical, ButtonState::Pressed));
    }

    /// Frames until the reader has answered every key (each a little apart).
    fn frames_until_answered(app: &mut App) {
        for _ in 0..200 {
            app.update();
            if app.world().resource::<KeyGate>().held.is_empty() {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("the reader's answers never came");
    }

    #[test]
    fn the_game_gets_the_keys_the_reader_leaves_and_only_those() {
        let mut app = game_with_a_reader();
        app.update();
        press(&mut app, KeyCode::KeyH, Key::Character("h".into()));
        press(&mut app, KeyCode::ArrowRight, Key::ArrowRight);
        app.update();
        let keys = app.world().resource::<ButtonInput<KeyCode>>();
        assert!(
            !keys.pressed(KeyCode::ArrowRight),
            "held for the reader's answer"
        );
        frames_until_answered(&mut app);
        let keys = app.world().resource::<ButtonInput<KeyCode>>();
        assert!(keys.pressed(KeyCode::ArrowRight));
        assert!(!keys.pressed(KeyCode::KeyH), "the reader took it");
        // With no reader asking, keys go straight to the game; each key is read once.
        app.world()
            .resource::<KeysToReader>()
            .0
            .store(false, Ordering::Relaxed);
        press(&mut app, KeyCode::KeyH, Key::Character("h".into()));
        app.update();
        assert!(
            app.world()
                .resource::<ButtonInput<KeyCode>>()
                .just_pressed(KeyCode::KeyH)
        );
        app.update();
        app.update();
        let heard = &app.world().resource::<Heard>().0;
        assert_eq!(heard, &[KeyCode::ArrowRight, KeyCode::KeyH]);
    }
}
