//! The code of the board in play, headless: a quick game's and a level of the game's pack's
//! codes name that very board (and read back to it); a board no code can name shows none; the
//! pause menu shows the code.

use bevy::prelude::*;

use crate::formats::board_code::{BoardCode, CodeBoard, Named, level_fingerprint};
use crate::formats::play_mode::PlayMode;
use crate::formats::quick_game::QuickGame;
use crate::game::content::board_codes::{shipped_pack, spec_of};
use crate::game::content::levels::{LevelAsset, LevelPack, Pack, PackEntry};
use crate::game::core::deal::LevelSpec;
use crate::game::core::settings::Settings;
use crate::game::modes::board_code::{BoardCodeNow, code_of};
use crate::game::modes::quick_game::StartQuickGame;
use crate::suite::common::*;

fn code_now(app: &App) -> Option<String> {
    app.world().resource::<BoardCodeNow>().0.clone()
}

#[test]
fn a_quick_game_s_code_names_its_board_and_the_pause_menu_shows_it() {
    let mut app = crate::suite::screens::menus::menus_app();
    assert_eq!(code_now(&app), None, "a built-in layout has no code");
    let chosen = QuickGame {
        width: 16,
        height: 9,
        kinds: Some(12),
        ..QuickGame::default()
    };
    app.world_mut().resource_mut::<Settings>().quick_game = chosen;
    app.world_mut().write_message(StartQuickGame);
    until(&mut app, |app| board(app).grid().width() == 16);
    app.update();
    let text = code_now(&app).expect("a quick game has a code");
    let code = BoardCode::decode(&text).unwrap();
    let seed = app.world().resource::<LevelSpec>().seed;
    assert_eq!(code.board, CodeBoard::Quick(chosen));
    assert_eq!((code.mode, code.seed), (PlayMode::Classic, seed));
    // The code deals the board on screen.
    let again = spec_of(&code, &Named::Quick(chosen));
    assert_eq!(
        again.level.deal(again.seed).unwrap(),
        *board(&app).grid(),
        "{text}"
    );
    crate::suite::screens::menus::open(&mut app, crate::game::core::screen::Menu::Pause);
    let shown = crate::suite::screens::menus::texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|t| t.contains("Board code:") && t.contains(&text)),
        "{shown:?}"
    );
}

/// A pack as the game has it, of the game's own levels, with level `current` in play.
fn shipped_pack_in_play(current: usize) -> (LevelPack, Assets<LevelAsset>) {
    let levels = shipped_pack().unwrap();
    let mut assets = Assets::<LevelAsset>::default();
    let dir = crate::game::content::levels::default_levels_dir();
    let mut pack = Pack::folder(dir, None, false);
    pack.entries = levels
        .iter()
        .map(|(path, level)| PackEntry {
            file: path.file_name().unwrap().to_string_lossy().into_owned(),
            handle: assets.add(LevelAsset(Ok(level.clone().unwrap()))),
        })
        .collect();
    let mut in_play = LevelPack::playing(None);
    in_play.packs = vec![pack];
    in_play.current = current;
    (in_play, assets)
}

#[test]
fn a_pack_level_s_code_names_that_level_relaxed_or_not() {
    let (pack, assets) = shipped_pack_in_play(4);
    let levels = shipped_pack().unwrap();
    let (path, level) = &levels[4];
    let level = level.clone().unwrap();
    let id = level.identity(path);
    let mut spec = LevelSpec::new(level.clone(), 31_337).recorded_as(id.clone());
    let code = code_of(&spec, Some(&pack), Some(&assets)).expect("a pack level has a code");
    assert_eq!(
        code.board,
        CodeBoard::Level {
            index: 4,
            fingerprint: level_fingerprint(&level)
        }
    );
    assert_eq!((code.mode, code.seed), (PlayMode::Classic, 31_337));
    // Relaxed: the deal's clock and hints change, the level the code names does not.
    spec.mode = PlayMode::Relaxed;
    crate::formats::play_mode::relax(&mut spec.level);
    spec.record = Some(format!("relaxed/{id}"));
    let relaxed = code_of(&spec, Some(&pack), Some(&assets)).unwrap();
    assert_eq!(relaxed.board, code.board);
    assert_eq!(relaxed.mode, PlayMode::Relaxed);
    match relaxed.find(&levels).unwrap() {
        Named::Level { index, .. } => assert_eq!(index, 4),
        other => panic!("{other:?}"),
    }
    // What no code names: a level file given alone, the daily board, a pack of one's own.
    let mut daily = spec.clone();
    daily.mode = PlayMode::Daily;
    assert_eq!(code_of(&daily, Some(&pack), Some(&assets)), None);
    let (mut single, assets) = shipped_pack_in_play(4);
    single.single = Some(Handle::default());
    assert_eq!(code_of(&spec, Some(&single), Some(&assets)), None);
    let (mut own, assets) = shipped_pack_in_play(4);
    own.packs[0].about.key = Some("mine".into());
    assert_eq!(code_of(&spec, Some(&own), Some(&assets)), None);
    let unrecorded = LevelSpec::new(level, 31_337);
    assert_eq!(code_of(&unrecorded, Some(&pack), Some(&assets)), None);
}

/// Keys as a keyboard sends them while a field has the keyboard: each character typed, or a
/// key with no text (Enter, Esc).
fn keys(app: &mut App, typed: &str, key: Option<bevy::input::keyboard::Key>) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    let mut press = |logical_key: Key, text: Option<String>| {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::KeyA,
            logical_key,
            state: ButtonState::Pressed,
            text: text.map(Into::into),
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    };
    for c in typed.chars() {
        press(Key::Character(c.to_string().into()), Some(c.to_string()));
    }
    if let Some(key) = key {
        press(key, None);
    }
    app.update();
    app.update();
}

#[test]
fn a_code_typed_on_the_title_deals_its_board_and_a_typo_is_said() {
    use crate::game::core::screen::{Menu, Screen};
    use crate::suite::screens::menus::{menu, open, texts};
    use bevy::input::keyboard::{Key, KeyboardInput};
    let mut app = crate::suite::screens::menus::menus_app();
    if !app.world().contains_resource::<Messages<KeyboardInput>>() {
        app.add_message::<KeyboardInput>();
    }
    if !app
        .world()
        .contains_resource::<Messages<bevy::window::Ime>>()
    {
        app.add_message::<bevy::window::Ime>();
    }
    let chosen = QuickGame {
        width: 14,
        height: 6,
        ..QuickGame::default()
    };
    let code = BoardCode {
        board: CodeBoard::Quick(chosen),
        mode: PlayMode::Classic,
        seed: 4_242,
    }
    .encode()
    .unwrap();
    open(&mut app, Menu::EnterCode);
    app.update();
    // One character wrong: said, and nothing dealt.
    let mut wrong: Vec<char> = code.chars().collect();
    let last = wrong.len() - 1;
    wrong[last] = if wrong[last] == '7' { '8' } else { '7' };
    let wrong: String = wrong.into_iter().collect();
    keys(&mut app, &wrong.to_lowercase(), Some(Key::Enter));
    let language = app.world().resource::<Settings>().language();
    let said = crate::i18n::text(language, "code-typo");
    assert!(texts(&mut app).contains(&said), "{:?}", texts(&mut app));
    assert_eq!(menu(&app), Menu::EnterCode);
    // Esc goes back; the code typed right deals its board.
    keys(&mut app, "", Some(Key::Escape));
    assert_eq!(menu(&app), Menu::Main);
    open(&mut app, Menu::EnterCode);
    app.update();
    keys(&mut app, &code, Some(Key::Enter));
    until(&mut app, |app| board(app).grid().width() == 14);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
    assert_eq!(menu(&app), Menu::None);
    let spec = app.world().resource::<LevelSpec>();
    assert_eq!(spec.seed, 4_242);
    let again = spec_of(&BoardCode::decode(&code).unwrap(), &Named::Quick(chosen));
    assert_eq!(*board(&app).grid(), again.level.deal(4_242).unwrap());
    app.update();
    assert_eq!(
        code_now(&app),
        Some(code),
        "the board in play has the code typed"
    );
}
