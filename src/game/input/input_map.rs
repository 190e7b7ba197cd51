//! The input map: every binding of the game, named once. Each context (play, menus, the
//! editor) has its actions; each action its chords (keys, with Ctrl or Shift) and the pad
//! buttons that stand for them. Systems ask the map whether an action was just pressed; the
//! power-up key check, the key hints, the Controls page and the gamepad read it. The player
//! rebinds the play actions in Settings (saved with the settings; see `settings.rs`).
//!
//! Written here rather than with leafwing-input-manager (which supports Bevy 0.19): that crate
//! would add its own build and its dependencies to every fresh clone, and what the game needs
//! is small and plain data: the power-up check runs while the app is built, before any
//! resource exists, replays record the game's messages (not actions), and the settings file
//! keeps readable key names. A few tables and one lookup do all of it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::keys::{CTRL, Chord, SHIFT};
pub use crate::formats::saves::settings::PlayAction;
use crate::formats::saves::settings::Rebindings;
use crate::game::core::settings::Settings;

/// Moving through menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuInput {
    /// Focus up a row.
    Up,
    /// Focus down a row.
    Down,
    /// Focus left, or a focused setting down.
    Left,
    /// Focus right, or a focused setting up.
    Right,
    /// Choose the focused button.
    Choose,
    /// Back to the menu before.
    Back,
}

/// The level editor's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorInput {
    /// Move the cursor left.
    Left,
    /// Move the cursor right.
    Right,
    /// Move the cursor up.
    Up,
    /// Move the cursor down.
    Down,
    /// Paint the cell under the cursor.
    Paint,
    /// Brush: tiles.
    BrushTile,
    /// Brush: empty cells.
    BrushEmpty,
    /// Brush: obstacles.
    BrushObstacle,
    /// One column fewer.
    Narrower,
    /// One column more.
    Wider,
    /// One row fewer.
    Shorter,
    /// One row more.
    Taller,
    /// One kind of tile fewer.
    FewerKinds,
    /// One kind of tile more.
    MoreKinds,
    /// The next number of turns a link may take.
    CycleTurns,
    /// The ring of empty cells around the board on or off.
    ToggleRing,
    /// The next symmetry.
    CycleSymmetry,
    /// Take back the last edit.
    Undo,
    /// Make the edit taken back again.
    Redo,
    /// Fill the board with tiles.
    FillTiles,
    /// Empty the board.
    FillEmpty,
    /// Play the level being edited.
    TestPlay,
    /// Save the level.
    Save,
    /// Back to the game.
    Leave,
    /// Switch between the board and the level's fields.
    SwitchPage,
}

/// One action's chords and the pad buttons that stand for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Binding<A> {
    /// The action.
    pub action: A,
    /// Its chords, the one shown first first.
    pub chords: Vec<Chord>,
    /// Pad buttons that press the action's first plain key.
    pub pad: Vec<GamepadButton>,
}

/// Every binding of one context.
#[derive(Clone, Debug, PartialEq)]
pub struct Bindings<A>(pub Vec<Binding<A>>);

impl<A: Copy + Eq> Bindings<A> {
    fn new(table: &[(A, &[Chord], &[GamepadButton])]) -> Self {
        Bindings(
            table
                .iter()
                .map(|(action, chords, pad)| Binding {
                    action: *action,
                    chords: chords.to_vec(),
                    pad: pad.to_vec(),
                })
                .collect(),
        )
    }

    /// The chords of `action`.
    pub fn chords(&self, action: A) -> &[Chord] {
        self.0
            .iter()
            .find(|b| b.action == action)
            .map_or(&[], |b| &b.chords)
    }

    /// The actions asked for this frame, one per key that went down, in the keys' order. A
    /// key held with modifiers goes to the action whose chord asks for the most of them.
    pub fn pressed(&self, keys: &ButtonInput<KeyCode>) -> Vec<A> {
        keys.get_just_pressed()
            .filter_map(|key| {
                self.0
                    .iter()
                    .flat_map(|b| b.chords.iter().map(move |c| (b.action, *c)))
                    .filter(|(_, c)| c.key == *key && c.modifiers_held(keys))
                    .max_by_key(|(_, c)| c.modifiers())
                    .map(|(action, _)| action)
            })
            .collect()
    }

    /// Whether `action` was asked for this frame.
    pub fn just_pressed(&self, action: A, keys: &ButtonInput<KeyCode>) -> bool {
        self.pressed(keys).contains(&action)
    }

    /// The action that uses `key` in some chord, as the key or as a modifier held with it.
    pub fn user_of(&self, key: KeyCode) -> Option<A> {
        self.0
            .iter()
            .find(|b| {
                b.chords.iter().any(|c| {
                    c.key == key || c.ctrl && CTRL.contains(&key) || c.shift && SHIFT.contains(&key)
                })
            })
            .map(|b| b.action)
    }

    /// The action bound to exactly `chord`.
    pub fn bound_to(&self, chord: Chord) -> Option<A> {
        self.0
            .iter()
            .find(|b| b.chords.contains(&chord))
            .map(|b| b.action)
    }

    /// The keys `button` stands for: each of its actions' first key without modifiers.
    fn pad_keys(&self, button: GamepadButton) -> impl Iterator<Item = KeyCode> + '_ {
        self.0
            .iter()
            .filter(move |b| b.pad.contains(&button))
            .filter_map(|b| b.chords.iter().find(|c| c.modifiers() == 0).map(|c| c.key))
    }
}

/// Every binding of the game: the defaults, with the player's rebindings.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct InputMap {
    /// On the board.
    pub play: Bindings<PlayAction>,
    /// In menus.
    pub menus: Bindings<MenuInput>,
    /// In the level editor.
    pub editor: Bindings<EditorInput>,
    /// How each play action's keys read, named for messages (`key-pause`: "P").
    key_args: Vec<(String, String)>,
}

impl Default for InputMap {
    fn default() -> Self {
        InputMap::with_rebindings(&Rebindings::new())
    }
}

impl InputMap {
    /// The defaults with the player's chords in place of theirs.
    pub fn with_rebindings(rebindings: &Rebindings) -> Self {
        let mut play = Bindings::new(PLAY);
        for binding in &mut play.0 {
            // A chord whose key this game does not know (a newer version's) binds nothing; with
            // none known, the action keeps its defaults.
            let known: Vec<Chord> = rebindings
                .get(&binding.action)
                .into_iter()
                .flatten()
                .filter_map(Chord::named)
                .collect();
            if !known.is_empty() {
                binding.chords = known;
            }
        }
        let mut map = InputMap {
            play,
            menus: Bindings::new(MENUS),
            editor: Bindings::new(EDITOR),
            key_args: Vec::new(),
        };
        map.key_args = PlayAction::ALL
            .iter()
            .map(|a| {
                let name = format!("key{}", a.name_key().trim_start_matches("action"));
                (name, map.label(*a))
            })
            .collect();
        map
    }

    /// Every play action's keys as message arguments: `key-pause` is "P".
    pub fn key_args(&self) -> impl Iterator<Item = (&str, crate::i18n::Arg)> {
        self.key_args.iter().map(|(n, v)| (n.as_str(), v.into()))
    }

    /// The keys a pad's button presses: one per action it stands for, in any context.
    pub fn pad_keys(&self, button: GamepadButton) -> Vec<KeyCode> {
        let mut keys: Vec<KeyCode> = Vec::new();
        let all = self.play.pad_keys(button);
        let all = all
            .chain(self.menus.pad_keys(button))
            .chain(self.editor.pad_keys(button));
        for key in all {
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        keys
    }

    /// How the chords of a play action read on screen: "Z / Backspace".
    pub fn label(&self, action: PlayAction) -> String {
        let names: Vec<String> = self.play.chords(action).iter().map(|c| c.label()).collect();
        names.join(" / ")
    }
}

/// What already uses a chord the player asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Another play action.
    Action(PlayAction),
    /// A power-up's hot key (by the power-up's name).
    PowerUp(&'static str),
}

impl InputMap {
    /// Binds `action` to `chord` alone in `rebindings` (the settings' copy); refused when
    /// another play action has that chord or a power-up that key (live during play both).
    pub fn rebind(
        &self,
        rebindings: &mut Rebindings,
        action: PlayAction,
        chord: Chord,
        power_up_keys: &[(&'static str, KeyCode)],
    ) -> Result<(), Taken> {
        if let Some(other) = self.play.bound_to(chord).filter(|a| *a != action) {
            return Err(Taken::Action(other));
        }
        if let Some((name, _)) = power_up_keys.iter().find(|(_, k)| *k == chord.key) {
            return Err(Taken::PowerUp(name));
        }
        if Bindings::new(PLAY).chords(action) == [chord] {
            rebindings.remove(&action);
        } else {
            rebindings.insert(action, vec![chord.into()]);
        }
        Ok(())
    }
}

/// The play action that uses `key` with the default bindings, if any: a power-up's key must
/// not be one (checked while the app is built, before the player's settings are read).
pub fn default_play_use(key: KeyCode) -> Option<PlayAction> {
    Bindings::new(PLAY).user_of(key)
}

/// The keyboard read through the input map.
#[derive(SystemParam)]
pub struct BoundKeys<'w> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    map: Res<'w, InputMap>,
}

impl BoundKeys<'_> {
    /// The play actions asked for this frame.
    pub fn play(&self) -> Vec<PlayAction> {
        self.map.play.pressed(&self.keys)
    }

    /// Whether the play action was asked for this frame.
    pub fn just_pressed(&self, action: PlayAction) -> bool {
        self.map.play.just_pressed(action, &self.keys)
    }

    /// The menu moves asked for this frame.
    pub fn menus(&self) -> Vec<MenuInput> {
        self.map.menus.pressed(&self.keys)
    }

    /// The editor's actions asked for this frame.
    pub fn editor(&self) -> Vec<EditorInput> {
        self.map.editor.pressed(&self.keys)
    }
}

use GamepadButton as Pad;
use KeyCode as K;

const fn k(key: KeyCode) -> Chord {
    Chord::key(key)
}

/// Play's defaults. The first plain chord of an action is the key its pad buttons press.
#[rustfmt::skip]
const PLAY: &[(PlayAction, &[Chord], &[GamepadButton])] = &[
    (PlayAction::CursorUp, &[k(K::ArrowUp), k(K::KeyW)], &[Pad::DPadUp]),
    (PlayAction::CursorDown, &[k(K::ArrowDown), k(K::KeyS)], &[Pad::DPadDown]),
    (PlayAction::CursorLeft, &[k(K::ArrowLeft), k(K::KeyA)], &[Pad::DPadLeft]),
    (PlayAction::CursorRight, &[k(K::ArrowRight), k(K::KeyD)], &[Pad::DPadRight]),
    (PlayAction::Pick, &[k(K::Enter), k(K::Space), k(K::NumpadEnter)], &[Pad::South]),
    (PlayAction::LetGo, &[k(K::Escape)], &[Pad::East, Pad::Mode]),
    (PlayAction::Undo, &[k(K::KeyZ), k(K::Backspace)], &[Pad::Select]),
    (PlayAction::Redo, &[k(K::KeyY), Chord::shift(K::KeyZ)], &[Pad::RightThumb]),
    (PlayAction::Pause, &[k(K::KeyP)], &[Pad::Start]),
    (PlayAction::Restart, &[k(K::F5)], &[]),
    (PlayAction::NewDeal, &[k(K::KeyN), Chord::ctrl(K::KeyN)], &[]),
    (PlayAction::PreviousLevel, &[k(K::PageUp)], &[]),
    (PlayAction::NextLevel, &[k(K::PageDown)], &[]),
    (PlayAction::OpenEditor, &[k(K::KeyE)], &[]),
    (PlayAction::Screenshot, &[k(K::F12)], &[]),
    (PlayAction::ReplaySpeed, &[k(K::Tab)], &[]),
    (PlayAction::ThrowItem, &[k(K::KeyT)], &[Pad::LeftThumb]),
    (PlayAction::NextTarget, &[k(K::KeyG)], &[]),
    // Letters a screen reader leaves alone (Orca's own keys hold Insert or Caps Lock).
    (PlayAction::ReadRow, &[k(K::KeyI)], &[]),
    (PlayAction::ReadMatches, &[k(K::KeyO)], &[]),
    // As a browser zooms; not the keypad's + and -, which Orca keeps.
    (PlayAction::ZoomIn, &[k(K::Equal), Chord::ctrl(K::Equal)], &[]),
    (PlayAction::ZoomOut, &[k(K::Minus), Chord::ctrl(K::Minus)], &[]),
];

/// The menus' keys.
#[rustfmt::skip]
const MENUS: &[(MenuInput, &[Chord], &[GamepadButton])] = &[
    (MenuInput::Up, &[k(K::ArrowUp), k(K::KeyW)], &[Pad::DPadUp]),
    (MenuInput::Down, &[k(K::ArrowDown), k(K::KeyS)], &[Pad::DPadDown]),
    (MenuInput::Left, &[k(K::ArrowLeft), k(K::KeyA)], &[Pad::DPadLeft]),
    (MenuInput::Right, &[k(K::ArrowRight), k(K::KeyD)], &[Pad::DPadRight]),
    (MenuInput::Choose, &[k(K::Enter), k(K::NumpadEnter), k(K::Space)], &[Pad::South]),
    (MenuInput::Back, &[k(K::Escape), k(K::Backspace)], &[Pad::East, Pad::Mode]),
];

/// The editor's keys.
#[rustfmt::skip]
const EDITOR: &[(EditorInput, &[Chord], &[GamepadButton])] = &[
    (EditorInput::Left, &[k(K::ArrowLeft)], &[Pad::DPadLeft]),
    (EditorInput::Right, &[k(K::ArrowRight)], &[Pad::DPadRight]),
    (EditorInput::Up, &[k(K::ArrowUp)], &[Pad::DPadUp]),
    (EditorInput::Down, &[k(K::ArrowDown)], &[Pad::DPadDown]),
    (EditorInput::Paint, &[k(K::Enter), k(K::Space)], &[Pad::South]),
    (EditorInput::BrushTile, &[k(K::Digit1)], &[]),
    (EditorInput::BrushEmpty, &[k(K::Digit2)], &[]),
    (EditorInput::BrushObstacle, &[k(K::Digit3)], &[]),
    (EditorInput::Narrower, &[k(K::BracketLeft)], &[]),
    (EditorInput::Wider, &[k(K::BracketRight)], &[]),
    (EditorInput::Shorter, &[k(K::Semicolon)], &[]),
    (EditorInput::Taller, &[k(K::Quote)], &[]),
    (EditorInput::FewerKinds, &[k(K::Minus)], &[]),
    (EditorInput::MoreKinds, &[k(K::Equal)], &[]),
    (EditorInput::CycleTurns, &[k(K::KeyT)], &[]),
    (EditorInput::ToggleRing, &[k(K::KeyR)], &[]),
    (EditorInput::CycleSymmetry, &[k(K::KeyM)], &[]),
    (EditorInput::Undo, &[Chord::ctrl(K::KeyZ)], &[]),
    (EditorInput::Redo, &[Chord::ctrl_shift(K::KeyZ), Chord::ctrl(K::KeyY)], &[]),
    (EditorInput::FillTiles, &[k(K::KeyF)], &[]),
    (EditorInput::FillEmpty, &[k(K::KeyC)], &[]),
    (EditorInput::TestPlay, &[k(K::KeyP), k(K::F5)], &[Pad::Start]),
    (EditorInput::Save, &[Chord::ctrl(K::KeyS)], &[]),
    (EditorInput::Leave, &[k(K::Escape)], &[Pad::East, Pad::Mode]),
    (EditorInput::SwitchPage, &[k(K::F2)], &[]),
];

/// The input map follows the player's keys.
fn apply_keys(settings: Res<Settings>, mut map: ResMut<InputMap>) {
    map.set_if_neq(InputMap::with_rebindings(&settings.keys));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<InputMap>().add_systems(
        Update,
        apply_keys.run_if(resource_exists_and_changed::<Settings>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::saves::settings::ChordName;

    fn press(chords: &[KeyCode]) -> ButtonInput<KeyCode> {
        let mut keys = ButtonInput::default();
        for key in chords {
            keys.press(*key);
        }
        keys
    }

    #[test]
    fn the_most_specific_chord_wins() {
        let map = InputMap::default();
        let undo = press(&[K::KeyZ]);
        assert_eq!(map.play.pressed(&undo), [PlayAction::Undo]);
        let redo = press(&[K::ShiftLeft, K::KeyZ]);
        assert_eq!(map.play.pressed(&redo), [PlayAction::Redo]);
        let ctrl_z = press(&[K::ControlRight, K::KeyZ]);
        assert_eq!(map.play.pressed(&ctrl_z), [PlayAction::Undo]);
        assert_eq!(map.editor.pressed(&press(&[K::KeyZ])), []);
        let editor_redo = press(&[K::ControlLeft, K::ShiftLeft, K::KeyZ]);
        assert_eq!(map.editor.pressed(&editor_redo), [EditorInput::Redo]);
    }

    #[test]
    fn every_key_live_in_play_is_taken_tab_and_shift_included() {
        assert_eq!(default_play_use(K::Tab), Some(PlayAction::ReplaySpeed));
        assert_eq!(default_play_use(K::ShiftRight), Some(PlayAction::Redo));
        assert_eq!(default_play_use(K::F12), Some(PlayAction::Screenshot));
        assert_eq!(default_play_use(K::KeyJ), None);
    }

    #[test]
    fn a_rebinding_takes_a_free_chord_and_refuses_a_taken_one() {
        let map = InputMap::default();
        let mut rebindings = Rebindings::new();
        let hint = [("hint", K::KeyH)];
        assert_eq!(
            map.rebind(&mut rebindings, PlayAction::Pause, k(K::KeyZ), &hint),
            Err(Taken::Action(PlayAction::Undo))
        );
        assert_eq!(
            map.rebind(&mut rebindings, PlayAction::Pause, k(K::KeyH), &hint),
            Err(Taken::PowerUp("hint"))
        );
        assert!(rebindings.is_empty(), "nothing changes on a refusal");
        let j = k(K::KeyJ);
        assert_eq!(
            map.rebind(&mut rebindings, PlayAction::Pause, j, &hint),
            Ok(())
        );
        assert_eq!(rebindings[&PlayAction::Pause], [ChordName::from(j)]);
        let map = InputMap::with_rebindings(&rebindings);
        let p = k(K::KeyP);
        assert_eq!(
            map.rebind(&mut rebindings, PlayAction::Pause, p, &hint),
            Ok(())
        );
        assert!(
            rebindings.is_empty(),
            "back on the default, nothing to keep"
        );
    }

    #[test]
    fn every_key_a_message_names_is_a_play_action() {
        let map = InputMap::default();
        let args: Vec<(&str, crate::i18n::Arg)> = map.key_args().collect();
        for language in crate::i18n::Language::ALL {
            for key in crate::i18n::keys(crate::i18n::SOURCES[0]) {
                let text = crate::i18n::text_with(language, &key, &args);
                assert!(!text.contains("key-"), "{key}: {text}");
            }
        }
        let pause = crate::i18n::text_with(crate::i18n::Language::English, "hud-pause", &args);
        assert_eq!(pause, "Pause (P)");
    }

    #[test]
    fn pad_buttons_press_one_key_per_action() {
        let map = InputMap::default();
        assert_eq!(map.pad_keys(Pad::South), [K::Enter]);
        assert_eq!(map.pad_keys(Pad::RightThumb), [K::KeyY]);
        assert_eq!(map.pad_keys(Pad::Start), [K::KeyP]);
        let rebound = InputMap::with_rebindings(&Rebindings::from([(
            PlayAction::Pause,
            vec![k(K::KeyJ).into()],
        )]));
        assert_eq!(rebound.pad_keys(Pad::Start), [K::KeyJ, K::KeyP]);
        assert_eq!(rebound.label(PlayAction::Pause), "J");
        assert_eq!(rebound.label(PlayAction::Redo), "Y / Shift+Z");
    }
}
