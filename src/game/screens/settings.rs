//! The settings menu: one row per setting; Enter or a click steps it, Left/Right step it down
//! or up. Changes apply at once and are saved.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::navigation::{ChosenByEscape, MenuSystems, Stepped, Steps, open};
use crate::formats::saves::settings::{ColourVision, Motion, RemovalSpeed, Theme, WindowPlace};
use crate::game::content::backgrounds::{Backgrounds, PLAIN};
use crate::game::content::tile_sets::{TileSetId, TileSets};
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::core::settings::{Settings, step_round};
use crate::game::theme::choice_row::Choice;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, choice_row, header};
use crate::game::view::board::look_alikes::LookAlikeMarks;
use crate::game::view::board::tiles::TileArt;
use crate::i18n::{self, Language};

/// A setting the settings menu changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKind {
    /// The language of the words on screen.
    Language,
    /// Sound effects' volume in tenths.
    Volume,
    /// Music volume in tenths.
    MusicVolume,
    /// Sound on or off.
    Mute,
    /// Removal animation speed.
    Speed,
    /// Keyboard cursor always shown.
    Cursor,
    /// As the desktop prefers, light or dark.
    Theme,
    /// The window fills the screen.
    Fullscreen,
    /// High-contrast tiles.
    Contrast,
    /// Less motion on the board.
    Motion,
    /// How large words and buttons are drawn.
    InterfaceSize,
    /// How large the board's tiles are drawn.
    BoardZoom,
    /// The tile set.
    TileSet,
    /// The colour vision the tile sets are checked for.
    ColourVision,
    /// What lies behind the board.
    Background,
    /// Any flower matches any flower, any season any season (mahjong tiles).
    ChineseStyle,
}

/// The settings in two columns: how the game looks, then how it plays and sounds. The keys walk
/// the first column down, then the second.
const COLUMNS: [&[SettingKind]; 2] = [
    &[
        SettingKind::Language,
        SettingKind::InterfaceSize,
        SettingKind::TileSet,
        SettingKind::ColourVision,
        SettingKind::Background,
        SettingKind::Theme,
        SettingKind::Contrast,
        SettingKind::Fullscreen,
    ],
    &[
        SettingKind::ChineseStyle,
        SettingKind::Speed,
        SettingKind::Motion,
        SettingKind::Cursor,
        SettingKind::BoardZoom,
        SettingKind::Volume,
        SettingKind::MusicVolume,
        SettingKind::Mute,
    ],
];

/// A column's width: its longest label in every language beside the value's box.
const ROW_WIDTH: f32 = 490.0;

/// A setting row's height.
const ROW_HEIGHT: f32 = 40.0;

/// The value's box in a row: wide enough for a tile set's name; a longer one is set smaller.
const VALUE_WIDTH: f32 = 190.0;

/// The two columns side by side, or one above the other where the window is too narrow for
/// both (a large text size).
fn columns() -> Node {
    Node {
        column_gap: px(20.0),
        row_gap: px(6.0),
        align_items: AlignItems::FlexStart,
        justify_content: JustifyContent::Center,
        flex_wrap: FlexWrap::Wrap,
        ..default()
    }
}

/// The setting rows of a column, one above the other.
fn rows_column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        row_gap: px(6.0),
        ..default()
    }
}

/// The label of a setting row, showing its value.
#[derive(Component, Debug)]
pub struct SettingLabel(pub SettingKind);

/// What the settings choose among: the tile sets and the backgrounds registered.
#[derive(Clone, Copy)]
pub struct Choices<'a> {
    /// The tile sets.
    pub tiles: &'a TileSets,
    /// The backgrounds.
    pub backgrounds: &'a Backgrounds,
    /// The tile sets' look-alike pairs, as far as measured.
    pub look_alikes: Option<&'a LookAlikeMarks>,
}

/// The registries the settings choose among, for systems.
#[derive(SystemParam)]
pub struct ChoiceLists<'w> {
    tiles: Res<'w, TileSets>,
    backgrounds: Res<'w, Backgrounds>,
    look_alikes: Option<Res<'w, LookAlikeMarks>>,
}

impl ChoiceLists<'_> {
    /// The lists as [`Choices`].
    pub fn get(&self) -> Choices<'_> {
        Choices {
            tiles: &self.tiles,
            backgrounds: &self.backgrounds,
            look_alikes: self.look_alikes.as_deref(),
        }
    }

    /// Whether a list changed since the system last ran.
    fn is_changed(&self) -> bool {
        self.tiles.is_changed()
            || self.backgrounds.is_changed()
            || self.look_alikes.as_ref().is_some_and(|m| m.is_changed())
    }
}

/// The row text for a setting, in the player's language (`choices` name the tile sets and
/// backgrounds).
pub fn describe(kind: SettingKind, s: &Settings, choices: Choices) -> String {
    let language = s.language();
    let t = |key: &str| i18n::text(language, key);
    let on_off = |b: bool| t(if b { "value-on" } else { "value-off" });
    let (key, value) = match kind {
        SettingKind::Language => ("setting-language", language.own_name().to_string()),
        SettingKind::Volume => ("setting-volume", format!("{:.0}", s.volume * 100.0)),
        SettingKind::MusicVolume => ("setting-music", format!("{:.0}", s.music_volume * 100.0)),
        SettingKind::Mute => ("setting-sound", on_off(!s.muted)),
        SettingKind::Speed => (
            "setting-speed",
            t(match s.removal_speed {
                RemovalSpeed::Slow => "speed-slow",
                RemovalSpeed::Normal => "speed-normal",
                RemovalSpeed::Fast => "speed-fast",
            }),
        ),
        SettingKind::Cursor => ("setting-cursor", on_off(s.always_show_cursor)),
        SettingKind::Theme => (
            "setting-theme",
            t(match s.theme {
                Theme::System => "theme-system",
                Theme::Dark => "theme-dark",
                Theme::Light => "theme-light",
            }),
        ),
        SettingKind::Fullscreen => (
            "setting-fullscreen",
            on_off(s.window.is_some_and(|w| w.fullscreen)),
        ),
        SettingKind::Contrast => ("setting-contrast", on_off(s.high_contrast)),
        SettingKind::Motion => (
            "setting-motion",
            t(match s.motion {
                Motion::System => "motion-system",
                Motion::Full => "motion-full",
                Motion::Reduced => "motion-reduced",
            }),
        ),
        SettingKind::InterfaceSize => ("setting-size", s.interface_size.percent().to_string()),
        SettingKind::BoardZoom => ("setting-zoom", s.board_zoom.percent().to_string()),
        SettingKind::TileSet => ("setting-tile-set", shown_set(s, choices, language)),
        SettingKind::ColourVision => (
            "setting-colour-vision",
            t(match s.colour_vision {
                ColourVision::Typical => "vision-typical",
                ColourVision::Protan => "vision-protan",
                ColourVision::Deutan => "vision-deutan",
                ColourVision::Tritan => "vision-tritan",
            }),
        ),
        SettingKind::Background => (
            "setting-background",
            shown_background(s, choices.backgrounds, language),
        ),
        SettingKind::ChineseStyle => ("setting-chinese-style", on_off(s.chinese_style)),
    };
    i18n::text_with(language, key, &[("value", value.into())])
}

/// The name of the tile set the menus show for the player's choice (the default set for one
/// that is gone or cannot be shown), with its author when it names one; or, when some of its
/// faces look alike to the player's colour vision, with how many pairs do.
fn shown_set(s: &Settings, choices: Choices, language: Language) -> String {
    let Some(set) = choices.tiles.pick(s.tile_set.as_str(), 0) else {
        return String::new();
    };
    let name = set
        .title(language.code())
        .unwrap_or_else(|| i18n::text(language, set.name_key()));
    let alike = choices
        .look_alikes
        .and_then(|m| m.pairs(set.id(), s.colour_vision));
    match alike {
        // The mark takes the author's place, so the row stays one line.
        Some(pairs) if pairs > 0 => i18n::text_with(
            language,
            "tile-set-look-alikes",
            &[("set", name.into()), ("pairs", pairs.into())],
        ),
        _ => with_author(name, set.author(), language),
    }
}

/// The name of the background the player chose (plain for one that is gone or set aside),
/// with its author when it names one.
fn shown_background(s: &Settings, backgrounds: &Backgrounds, language: Language) -> String {
    let Some(background) = backgrounds
        .get(&s.background)
        .filter(|b| backgrounds.usable(b.id()))
    else {
        return i18n::text(language, "background-plain");
    };
    let name = background
        .title(language.code())
        .unwrap_or_else(|| i18n::text(language, background.name_key()));
    with_author(name, background.author(), language)
}

/// "NAME by AUTHOR" in `language`, or the name alone.
fn with_author(name: String, author: Option<&str>, language: Language) -> String {
    match author {
        Some(author) => i18n::text_with(
            language,
            "tile-set-by",
            &[("set", name.into()), ("author", author.into())],
        ),
        None => name,
    }
}

/// Steps a setting by `d` (Enter steps forwards; toggles ignore the sign); the tile set and
/// the background step through their registries' choices.
pub fn step(kind: SettingKind, d: i8, s: &mut Settings, choices: Choices) {
    match kind {
        SettingKind::Volume => s.volume = step_tenths(s.volume, d),
        SettingKind::MusicVolume => s.music_volume = step_tenths(s.music_volume, d),
        SettingKind::Mute => s.muted = !s.muted,
        SettingKind::Speed => {
            const ALL: [RemovalSpeed; 3] =
                [RemovalSpeed::Slow, RemovalSpeed::Normal, RemovalSpeed::Fast];
            let i = ALL.iter().position(|&v| v == s.removal_speed).unwrap_or(1) as i32;
            s.removal_speed = ALL[(i + i32::from(d)).clamp(0, 2) as usize];
        }
        SettingKind::Cursor => s.always_show_cursor = !s.always_show_cursor,
        SettingKind::Theme => s.theme = step_round(&Theme::ALL, s.theme, d),
        SettingKind::Fullscreen => {
            let place = s.window.get_or_insert_with(WindowPlace::default);
            place.fullscreen = !place.fullscreen;
        }
        SettingKind::Contrast => s.high_contrast = !s.high_contrast,
        SettingKind::Motion => s.motion = step_round(&Motion::ALL, s.motion, d),
        SettingKind::InterfaceSize => s.interface_size = s.interface_size.stepped(d),
        SettingKind::BoardZoom => s.board_zoom = s.board_zoom.stepped(d),
        SettingKind::ChineseStyle => s.chinese_style = !s.chinese_style,
        SettingKind::ColourVision => {
            s.colour_vision = step_round(&ColourVision::ALL, s.colour_vision, d);
        }
        SettingKind::TileSet => {
            let sets = choices.tiles;
            let ids = sets.choices();
            let now = sets.pick(s.tile_set.as_str(), 0).map_or("", |set| set.id());
            if !ids.is_empty() {
                s.tile_set = TileSetId::new(step_round(&ids, now, d));
            }
        }
        SettingKind::Background => {
            let ids = choices.backgrounds.choices();
            let now = ids
                .iter()
                .copied()
                .find(|id| *id == s.background)
                .unwrap_or(PLAIN);
            let next = step_round(&ids, now, d);
            s.background = if next == PLAIN {
                String::new()
            } else {
                next.to_string()
            };
        }
        SettingKind::Language => s.language = Some(step_round(&Language::ALL, s.language(), d)),
    }
}

/// A volume `d` tenths from `now`, within 0 to 1.
fn step_tenths(now: f32, d: i8) -> f32 {
    let tenths = (now * 10.0).round() as i32 + i32::from(d);
    tenths.clamp(0, 10) as f32 / 10.0
}

/// Tiles the settings show as a preview of the tile set: the `n`th of the set's preview kinds.
#[derive(Component, Debug)]
pub struct PreviewTile(pub usize);

/// How many tiles the preview shows.
const PREVIEW_TILES: usize = 8;

/// The kind preview tile `n` shows for the player's set.
fn preview_kind(s: &Settings, sets: &TileSets, n: usize) -> usize {
    let set = sets.pick(s.tile_set.as_str(), 0);
    let kinds = set.map(|set| set.preview()).unwrap_or_default();
    kinds.get(n).copied().unwrap_or(n)
}

fn spawn_settings(
    mut commands: Commands,
    (settings, lists): (Res<Settings>, ChoiceLists),
    words: Words,
    art: Option<Res<TileArt>>,
) {
    let choices = lists.get();
    commands
        .spawn(widgets::layer(Menu::Settings))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("settings-title"), 40.0));
                panel.spawn(columns()).with_children(|both| {
                    for column in COLUMNS {
                        both.spawn(rows_column()).with_children(|rows| {
                            for &kind in column {
                                rows.spawn((
                                    choice_row(
                                        &describe(kind, &settings, choices),
                                        step_forward,
                                        (ROW_WIDTH, ROW_HEIGHT),
                                        VALUE_WIDTH,
                                    ),
                                    SettingLabel(kind),
                                    Steps,
                                ))
                                .observe(step_either_way);
                            }
                        });
                    }
                });
                if let Some(art) = &art {
                    spawn_tile_preview(panel, art, |n| preview_kind(&settings, choices.tiles, n));
                }
                spawn_pages(panel, &words);
                panel.spawn(widgets::label(
                    words.t("settings-controls"),
                    14.0,
                    palette::TEXT_DIM,
                ));
            });
        });
}

/// Buttons to the settings' own pages (the keys, and with the leaderboards the name and
/// server), and back, in one row.
fn spawn_pages(panel: &mut ChildSpawnerCommands, words: &Words) {
    let controls = words.t("settings-open-controls");
    let width = 240.0;
    panel.spawn(widgets::button_row()).with_children(|row| {
        row.spawn(button(controls, open(Menu::Controls), width));
        #[cfg(feature = "online")]
        row.spawn(button(
            words.t("settings-open-online"),
            open(Menu::Online),
            width,
        ));
        row.spawn((button(words.t("menu-back"), back, width), ChosenByEscape));
    });
}

/// The tile set as it looks (the pictures follow a change of set at once).
fn spawn_tile_preview(
    panel: &mut ChildSpawnerCommands,
    art: &TileArt,
    kind: impl Fn(usize) -> usize,
) {
    panel
        .spawn(Node {
            column_gap: px(4.0),
            ..default()
        })
        .with_children(|row| {
            for n in 0..PREVIEW_TILES {
                row.spawn((
                    art.tile_node(kind(n)),
                    PreviewTile(n),
                    Node {
                        width: px(40.0),
                        height: px(42.0),
                        ..default()
                    },
                ));
            }
        });
}

/// Which menu settings return to.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SettingsFrom(Option<Menu>);

/// Opens settings, to return to the menu open now.
pub(crate) fn open_settings(
    _: On<Chosen>,
    menu: Res<State<Menu>>,
    mut from: ResMut<SettingsFrom>,
    mut next: ResMut<NextState<Menu>>,
) {
    from.0 = Some(*menu.get());
    next.set(Menu::Settings);
}

/// Back to the menu settings were opened from.
fn back(_: On<Chosen>, from: Res<SettingsFrom>, mut next: ResMut<NextState<Menu>>) {
    next.set(from.0.unwrap_or(Menu::Main));
}

/// A setting row chosen (Enter or a click) steps its setting forwards.
fn step_forward(
    chosen: On<Chosen>,
    rows: Query<&SettingLabel>,
    (settings, lists): (ResMut<Settings>, ChoiceLists),
    menu: ResMut<NextState<Menu>>,
) {
    if let Ok(row) = rows.get(chosen.entity) {
        change(row.0, 1, (settings, lists.get()), menu);
    }
}

/// Left/Right on a setting row step its setting down or up.
fn step_either_way(
    stepped: On<Stepped>,
    rows: Query<&SettingLabel>,
    (settings, lists): (ResMut<Settings>, ChoiceLists),
    menu: ResMut<NextState<Menu>>,
) {
    if let Ok(row) = rows.get(stepped.entity) {
        change(row.0, stepped.by, (settings, lists.get()), menu);
    }
}

/// Steps a setting. A new language builds the menu again in it (every other row only changes
/// its value).
fn change(
    kind: SettingKind,
    by: i8,
    (mut settings, choices): (ResMut<Settings>, Choices),
    mut menu: ResMut<NextState<Menu>>,
) {
    step(kind, by, &mut settings, choices);
    if kind == SettingKind::Language {
        menu.set(Menu::Settings);
    }
}

fn show_values(
    (settings, lists): (Res<Settings>, ChoiceLists),
    mut rows: Query<(&SettingLabel, &mut Choice)>,
    mut preview: Query<(&PreviewTile, &mut ImageNode)>,
) {
    if !settings.is_changed() && !lists.is_changed() {
        return;
    }
    let choices = lists.get();
    for (row, mut choice) in &mut rows {
        choice.set_if_neq(Choice(describe(row.0, &settings, choices)));
    }
    for (tile, mut image) in &mut preview {
        if let Some(atlas) = image.texture_atlas.as_mut() {
            atlas.index = preview_kind(&settings, choices.tiles, tile.0);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SettingsFrom>()
        .add_systems(OnEnter(Menu::Settings), spawn_settings)
        .add_systems(
            Update,
            show_values
                .in_set(MenuSystems::Respond)
                .run_if(in_state(Menu::Settings)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_stays_in_range_and_toggles() {
        let mut s = Settings::default();
        let (tiles, backgrounds) = (TileSets::default(), Backgrounds::default());
        let sets = Choices {
            tiles: &tiles,
            backgrounds: &backgrounds,
            look_alikes: None,
        };
        for _ in 0..20 {
            step(SettingKind::Volume, 1, &mut s, sets);
        }
        assert_eq!(s.volume, 1.0);
        for _ in 0..20 {
            step(SettingKind::Volume, -1, &mut s, sets);
        }
        assert_eq!(s.volume, 0.0);
        step(SettingKind::Speed, 1, &mut s, sets);
        step(SettingKind::Speed, 1, &mut s, sets);
        assert_eq!(s.removal_speed, RemovalSpeed::Fast);
        assert_eq!(s.theme, Theme::System);
        step(SettingKind::Theme, 1, &mut s, sets);
        assert_eq!(s.theme, Theme::Dark);
        step(SettingKind::Theme, 1, &mut s, sets);
        assert_eq!(s.theme, Theme::Light);
        step(SettingKind::Theme, -1, &mut s, sets);
        assert_eq!(s.theme, Theme::Dark, "back");
        step(SettingKind::Fullscreen, 1, &mut s, sets);
        assert!(s.window.is_some_and(|w| w.fullscreen));
        step(SettingKind::Fullscreen, 1, &mut s, sets);
        assert!(s.window.is_some_and(|w| !w.fullscreen));
        s.language = Some(Language::English);
        assert_eq!(
            describe(SettingKind::Volume, &s, sets),
            "Effects volume  < 0% >"
        );
        step(SettingKind::MusicVolume, -1, &mut s, sets);
        assert_eq!(
            describe(SettingKind::MusicVolume, &s, sets),
            "Music  < 50% >"
        );
        assert_eq!(s.volume, 0.0, "music has its own volume");
        step(SettingKind::Language, 1, &mut s, sets);
        assert_eq!(s.language, Some(Language::Chinese));
        assert_eq!(describe(SettingKind::Volume, &s, sets), "音效音量  < 0% >");
        for _ in 2..Language::ALL.len() {
            step(SettingKind::Language, 1, &mut s, sets);
        }
        assert_eq!(s.language, Some(Language::Russian));
        assert_eq!(
            describe(SettingKind::Language, &s, sets),
            "Язык  < Русский >"
        );
        step(SettingKind::Language, 1, &mut s, sets);
        assert_eq!(s.language, Some(Language::English), "round again");
    }

    #[test]
    fn the_background_steps_round_from_plain_and_back() {
        let mut app = App::new();
        app.add_plugins(crate::game::content::backgrounds::plugin);
        let backgrounds = app.world().resource::<Backgrounds>().clone();
        let tiles = TileSets::default();
        let choices = Choices {
            tiles: &tiles,
            backgrounds: &backgrounds,
            look_alikes: None,
        };
        let mut s = Settings(crate::formats::saves::settings::SavedSettings {
            language: Some(Language::English),
            ..default()
        });
        assert_eq!(
            describe(SettingKind::Background, &s, choices),
            "Background  < Plain >"
        );
        step(SettingKind::Background, 1, &mut s, choices);
        assert_eq!(s.background, "felt");
        assert_eq!(
            describe(SettingKind::Background, &s, choices),
            "Background  < Green felt >"
        );
        step(SettingKind::Background, -1, &mut s, choices);
        assert_eq!(s.background, "", "plain is stored as no choice");
        step(SettingKind::Background, -1, &mut s, choices);
        assert_eq!(s.background, "paper", "round the other way");
        s.language = Some(Language::Chinese);
        assert_eq!(
            describe(SettingKind::Background, &s, choices),
            "背景  < 宣纸 >"
        );
        s.background = "desktop.gone".into();
        assert_eq!(
            describe(SettingKind::Background, &s, choices),
            "背景  < 纯色 >"
        );
    }
}
