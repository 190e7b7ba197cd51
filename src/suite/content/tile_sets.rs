//! Tile sets as an extension point: the built-ins registered through the same call a mod
//! uses, a mod's set offered in Settings, the kind-count check and its fallback, sheets of the
//! wrong size, old settings files, and a mod's own asset source.

use bevy::asset::AssetPlugin;
use bevy::image::{CompressedImageFormats, ImageLoader, ImagePlugin};
use bevy::prelude::*;

use crate::formats::level::Level;
use crate::formats::saves::settings::SavedSettings;
use crate::game::content::backgrounds::Backgrounds;
use crate::game::content::built_in_tile_sets::{
    AddModAssets, AddTileSet, FacePen, Faces, SheetFaces, TileSet, TileSets,
};
use crate::game::content::tile_sets::{
    BoardTileSet, TileSetId, levels_short_of, shipped_level_kinds,
};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::settings::Settings;
use crate::game::logic::LogicPlugin;
use crate::game::persistence::settings::SettingsFile;
use crate::game::screens::settings::{Choices, SettingKind, step};
use crate::game::view::board::tile_sheets::{self, TileSheets, sheet_from_image};
use crate::i18n::{Language, Translations};
use crate::suite::common::app_with;
use crate::suite::content::hot_reload::run_until;

/// A mod's set of eight drawn kinds: a grey square, lighter kind by kind.
struct Eight;

impl TileSet for Eight {
    fn id(&self) -> &'static str {
        "testmod.eight"
    }
    fn name_key(&self) -> &'static str {
        "tile-set-eight"
    }
    fn kinds(&self) -> usize {
        8
    }
    fn faces(&self) -> Faces {
        Faces::Drawn
    }
    fn draw(&self, kind: usize, size: usize, _: &mut FacePen) -> Vec<u8> {
        let grey = (kind * 30) as u8;
        [grey, grey, grey, 255].repeat(size * size)
    }
}

/// A mod's set cut from `testmod://faces.png`, 4 × 2 faces.
struct Sheeted;

const SHEETED: SheetFaces = SheetFaces {
    path: "testmod://faces.png",
    columns: 4,
    rows: 2,
};

impl TileSet for Sheeted {
    fn id(&self) -> &'static str {
        "testmod.sheeted"
    }
    fn name_key(&self) -> &'static str {
        "tile-set-sheeted"
    }
    fn kinds(&self) -> usize {
        8
    }
    fn faces(&self) -> Faces {
        Faces::Sheet(SHEETED)
    }
}

fn ids(app: &App) -> Vec<&'static str> {
    let sets = app.world().resource::<TileSets>();
    sets.all().map(|s| s.id()).collect()
}

/// A level of `kinds` kinds on a 6 × 6 board.
fn level_of(kinds: usize) -> LevelSpec {
    let text = format!(
        r#"(name: "K", layout: ["xxxxxx","xxxxxx","xxxxxx","xxxxxx","xxxxxx","xxxxxx"], kinds: {kinds})"#
    );
    LevelSpec::new(Level::from_ron(&text, "k.ron").unwrap(), 1)
}

/// The notices written since the app started.
fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notify>>();
    let mut cursor = messages.get_cursor();
    cursor
        .read(messages)
        .map(|n| n.message.key.to_string())
        .collect()
}

#[test]
fn the_built_ins_are_registered_through_the_api_with_names_in_both_languages() {
    let app = app_with(level_of(4));
    assert_eq!(ids(&app), ["shapes", "mahjong", "critters"]);
    let words = Translations::get();
    for set in app.world().resource::<TileSets>().all() {
        for language in Language::ALL {
            assert!(words.has(language, set.name_key()), "{}", set.id());
        }
        assert!(
            set.preview().iter().all(|&k| k < set.kinds()),
            "{}",
            set.id()
        );
    }
    // Every shipped level can be shown with every built-in set.
    let shipped = shipped_level_kinds();
    assert!(shipped.len() > 20, "the shipped levels are read");
    for set in app.world().resource::<TileSets>().all() {
        assert_eq!(levels_short_of(set.kinds(), shipped), Vec::<String>::new());
    }
    // A set of eight kinds is short of some, and they are named with their need.
    let short = levels_short_of(8, shipped);
    assert!(!short.is_empty() && short[0].ends_with(')'), "{short:?}");
}

#[test]
fn a_mods_set_is_one_line_and_settings_step_to_it() {
    let mut app = app_with(level_of(4));
    app.add_tile_set(Eight).add_tile_set(Eight);
    assert_eq!(
        ids(&app),
        ["shapes", "mahjong", "critters", "testmod.eight"]
    );
    let tiles = app.world().resource::<TileSets>().clone();
    let backgrounds = Backgrounds::default();
    let sets = Choices {
        tiles: &tiles,
        backgrounds: &backgrounds,
        look_alikes: None,
    };
    let mut settings = Settings::default();
    let mut seen = Vec::new();
    for _ in 0..4 {
        step(SettingKind::TileSet, 1, &mut settings, sets);
        seen.push(settings.tile_set.as_str().to_string());
    }
    assert_eq!(seen, ["mahjong", "critters", "testmod.eight", "shapes"]);
    step(SettingKind::TileSet, -1, &mut settings, sets);
    assert_eq!(settings.tile_set.as_str(), "testmod.eight");
}

#[test]
fn a_level_with_more_kinds_than_the_set_is_shown_with_another_and_the_player_is_told() {
    let mut app = app_with(level_of(4));
    app.add_tile_set(Eight);
    app.insert_resource(Settings(SavedSettings {
        tile_set: TileSetId::new("testmod.eight"),
        ..SavedSettings::default()
    }));
    app.update();
    let shown = app.world().resource::<BoardTileSet>().clone();
    assert_eq!(shown.id, Some("testmod.eight"), "four kinds fit");
    assert!(!notices(&app).contains(&"tile-set-too-few-kinds".to_string()));

    app.insert_resource(level_of(12));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    let shown = app.world().resource::<BoardTileSet>().clone();
    assert_eq!(shown.id, Some("shapes"));
    assert!(shown.kinds > 8, "{shown:?}");
    let told = notices(&app);
    assert!(
        told.contains(&"tile-set-too-few-kinds".to_string()),
        "{told:?}"
    );
    let sets = app.world().resource::<TileSets>();
    let message = crate::game::content::tile_sets::too_few_kinds(
        sets.get("testmod.eight").unwrap().as_ref(),
        sets.get("shapes").unwrap().as_ref(),
        12,
    );
    let english = message.text(Language::English);
    assert!(
        english.contains("12") && english.contains('8') && english.contains("shapes"),
        "{english}"
    );
    assert!(message.text(Language::Chinese).contains("图形"));
    // The player's choice stays: a later level that fits shows it again.
    assert_eq!(
        app.world().resource::<Settings>().tile_set.as_str(),
        "testmod.eight"
    );
    app.insert_resource(level_of(6));
    app.world_mut().write_message(NewBoard { seed: None });
    app.update();
    let shown = app.world().resource::<BoardTileSet>().clone();
    assert_eq!(shown.id, Some("testmod.eight"));
}

#[test]
fn an_unknown_set_in_the_settings_shows_the_default_and_is_kept() {
    let mut app = app_with(level_of(4));
    app.insert_resource(Settings(SavedSettings {
        tile_set: TileSetId::new("gone.mod"),
        ..SavedSettings::default()
    }));
    app.update();
    assert_eq!(app.world().resource::<BoardTileSet>().id, Some("shapes"));
    assert_eq!(
        app.world().resource::<Settings>().tile_set.as_str(),
        "gone.mod"
    );
}

#[test]
fn settings_files_from_before_tile_set_ids_still_load() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    std::fs::write(
        &path,
        "(volume: 0.5, tile_set: Critters, high_contrast: true)",
    )
    .unwrap();
    let mut file = SettingsFile::at(path.clone());
    let (settings, notice) = file.load();
    assert_eq!(notice, None);
    assert_eq!(settings.tile_set.as_str(), "critters");
    assert_eq!((settings.volume, settings.high_contrast), (0.5, true));
    // Written back, the set is kept by its id.
    crate::formats::storage::save::save_locked(&path, &settings.0).unwrap();
    let (again, _) = SettingsFile::at(path).load();
    assert_eq!(again.tile_set.as_str(), "critters");
}

#[test]
fn a_sheet_of_the_wrong_size_is_refused_with_a_clear_message() {
    let image = |w: u32, h: u32| {
        Image::new_fill(
            bevy::render::render_resource::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: 1,
            },
            bevy::render::render_resource::TextureDimension::D2,
            &[255, 0, 0, 255],
            bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
            bevy::asset::RenderAssetUsages::MAIN_WORLD,
        )
    };
    let sheet = sheet_from_image(&SHEETED, 8, &image(64, 32)).unwrap();
    assert_eq!(sheet.face_side(), 16);
    let err = sheet_from_image(&SHEETED, 8, &image(64, 40)).unwrap_err();
    for language in Language::ALL {
        let text = err.message().text(language);
        for part in ["testmod://faces.png", "64×40", "4", "2"] {
            assert!(text.contains(part), "{language:?}: {text}");
        }
    }
}

/// An app with a mod's asset folder `dir` as `testmod://`, images, and the sheet set.
fn app_with_mod_assets(dir: &std::path::Path) -> App {
    let game_assets = tempfile::tempdir().unwrap().keep();
    let mut app = App::new();
    app.add_mod_assets("testmod", dir);
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin {
            file_path: game_assets.to_string_lossy().into_owned(),
            ..default()
        },
        ImagePlugin::default(),
        LogicPlugin,
        crate::game::content::built_in_tile_sets::plugin,
    ))
    .register_asset_loader(ImageLoader::new(CompressedImageFormats::NONE))
    .init_resource::<ButtonInput<KeyCode>>()
    .add_tile_set(Sheeted)
    .add_plugins(tile_sheets::plugin);
    app
}

/// A 4 × 2 sheet of `side`-pixel faces as a PNG file.
fn write_sheet(path: &std::path::Path, (w, h): (u32, u32)) {
    let pixels: Vec<u8> = (0..w * h)
        .flat_map(|i| [(i % 251) as u8, 80, 160, 255])
        .collect();
    let picture = bevy::image::Image::new(
        bevy::render::render_resource::Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        bevy::render::render_resource::TextureDimension::D2,
        pixels,
        bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
        bevy::asset::RenderAssetUsages::MAIN_WORLD,
    );
    let dynamic = picture.try_into_dynamic().unwrap();
    dynamic.save(path).unwrap();
}

#[test]
fn a_mods_sheet_loads_from_its_own_asset_source() {
    let dir = tempfile::tempdir().unwrap();
    write_sheet(&dir.path().join("faces.png"), (64, 32));
    let mut app = app_with_mod_assets(dir.path());
    run_until(&mut app, "the sheet to load", |app| {
        app.world()
            .get_resource::<TileSheets>()
            .is_some_and(|s| !s.loading())
    });
    let sets = app.world().resource::<TileSets>();
    assert!(
        sets.usable("testmod.sheeted"),
        "{:?}",
        sets.broken("testmod.sheeted")
    );
    let sheets = app.world().resource::<TileSheets>();
    let sheet = sheets.faces_of(&Sheeted).sheet().expect("read");
    assert_eq!(sheet.face_side(), 16);
}

#[test]
fn a_mods_sheet_of_the_wrong_size_sets_its_set_aside_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    write_sheet(&dir.path().join("faces.png"), (64, 30));
    let mut app = app_with_mod_assets(dir.path());
    app.insert_resource(Settings(SavedSettings {
        tile_set: TileSetId::new("testmod.sheeted"),
        ..SavedSettings::default()
    }));
    run_until(&mut app, "the sheet to load", |app| {
        app.world()
            .get_resource::<TileSheets>()
            .is_some_and(|s| !s.loading())
    });
    app.update();
    let sets = app.world().resource::<TileSets>();
    let why = sets.broken("testmod.sheeted").expect("set aside").clone();
    assert_eq!(why.key, "tile-sheet-size");
    assert!(!sets.choices().contains(&"testmod.sheeted"));
    assert!(notices(&app).contains(&"tile-sheet-size".to_string()));
    assert_eq!(app.world().resource::<BoardTileSet>().id, Some("shapes"));
}

/// A mod's set of three drawn kinds whose first two faces are the same red square.
struct Twins;

impl TileSet for Twins {
    fn id(&self) -> &'static str {
        "testmod.twins"
    }
    fn name_key(&self) -> &'static str {
        "tile-set-eight"
    }
    fn kinds(&self) -> usize {
        3
    }
    fn faces(&self) -> Faces {
        Faces::Drawn
    }
    fn draw(&self, kind: usize, size: usize, _: &mut FacePen) -> Vec<u8> {
        let colour = if kind < 2 {
            [200, 30, 30]
        } else {
            [30, 60, 200]
        };
        [colour[0], colour[1], colour[2], 255].repeat(size * size)
    }
}

#[test]
fn settings_mark_a_set_whose_faces_look_alike_for_the_players_colour_vision() {
    use crate::formats::saves::settings::ColourVision;
    use crate::game::core::screen::Menu;
    use crate::game::view::board::look_alikes::{self, LookAlikeMarks, check_tile_set};

    let why = check_tile_set(&Twins, None).unwrap_err();
    assert!(why.contains("kinds 0 and 1 are 0.00 apart"), "{why}");
    assert_eq!(
        why.matches("kinds 0 and 1").count(),
        4,
        "each colour vision: {why}"
    );

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .init_state::<Menu>()
        .init_resource::<crate::game::core::pacing::FramePacing>()
        .init_resource::<Settings>()
        .add_plugins(look_alikes::plugin)
        .add_tile_set(Twins);
    app.world_mut().resource_mut::<Settings>().tile_set = TileSetId::new("testmod.twins");
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Settings);
    let measured = |app: &App| {
        app.world()
            .resource::<LookAlikeMarks>()
            .pairs("testmod.twins", ColourVision::Deutan)
    };
    app.world_mut().resource_mut::<Settings>().colour_vision = ColourVision::Deutan;
    crate::suite::common::until(&mut app, |app| measured(app).is_some());
    assert_eq!(measured(&app), Some(1));

    let tiles = app.world().resource::<TileSets>().clone();
    let backgrounds = Backgrounds::default();
    let marks = app.world().resource::<LookAlikeMarks>();
    let choices = Choices {
        tiles: &tiles,
        backgrounds: &backgrounds,
        look_alikes: Some(marks),
    };
    let settings = app.world().resource::<Settings>().clone();
    let row = crate::game::screens::settings::describe(SettingKind::TileSet, &settings, choices);
    let name = crate::i18n::text(settings.language(), "tile-set-eight");
    let want = crate::i18n::text_with(
        settings.language(),
        "tile-set-look-alikes",
        &[("set", name.into()), ("pairs", 1usize.into())],
    );
    assert!(row.contains(&want), "{row}");
    // For another colour vision, nothing is known yet and nothing is marked.
    let mut other = settings.clone();
    other.colour_vision = ColourVision::Tritan;
    let row = crate::game::screens::settings::describe(SettingKind::TileSet, &other, choices);
    assert!(!row.contains(&want), "{row}");
}
