//! Level select: the levels of the pack in play with their best results, a page of cards at a
//! time; locked levels say what opens them, and a level file that does not read says what is
//! wrong with it (the rest of the pack plays on). A pack longer than a page turns pages with
//! its Previous and Next buttons, Page Up and Page Down, or a pad's shoulder buttons; only the
//! page shown has cards and thumbnails, so a pack of any size opens at once.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::art::thumbnails::{self, THUMB_H, THUMB_W};
use crate::formats::level::Level;
use crate::formats::saves::progress::{LevelRecord, Progress};
use crate::game::content::levels::{GoToLevel, LevelAsset, LevelPack, Pack};
use crate::game::content::words::Words;
use crate::game::core::messages::Notify;
use crate::game::core::screen::Menu;
use crate::game::persistence::progress::SavedProgress;
use crate::game::screens::navigation::{
    ChosenByEscape, Focus, GridColumns, MenuSystems, ScreenChange,
};
use crate::game::theme::one_line::one_line_label;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, ButtonAction, Chosen, Tab, clock_text, header, label};
use crate::game::view::board::images::rgba_image;
use crate::i18n;

/// Level buttons per row.
const COLUMNS: usize = 7;

/// Rows of cards on a page: what a small window has room for.
const ROWS: usize = 5;

/// Level cards on a page.
const PAGE: usize = COLUMNS * ROWS;

/// The page shown, kept while the level select is built anew.
#[derive(Resource, Debug, Default)]
struct LevelPage {
    /// The page (0-based).
    page: usize,
    /// Pages the pack in play fills.
    pages: usize,
    /// The pack and level in play when the page was chosen: once either changes, the level
    /// select opens on the page that holds the level in play.
    shown_for: Option<(usize, usize)>,
    /// The page button that turned the page: it keeps the focus on the new page.
    turned_by: Option<isize>,
}

impl LevelPage {
    /// The page to show of a pack of `levels` levels, when `in_play` (pack, level) is in play;
    /// the range of levels on it.
    fn show(&mut self, levels: usize, in_play: (usize, usize)) -> std::ops::Range<usize> {
        if self.shown_for != Some(in_play) {
            self.page = in_play.1 / PAGE;
            self.shown_for = Some(in_play);
        }
        self.pages = levels.div_ceil(PAGE).max(1);
        self.page = self.page.min(self.pages - 1);
        self.page * PAGE..levels.min((self.page + 1) * PAGE)
    }

    /// Turns `by` pages (clamped to the pack); whether the page changed.
    fn turn(&mut self, by: isize) -> bool {
        let last = self.pages.max(1) - 1;
        let page = self.page.saturating_add_signed(by).min(last);
        let turned = page != self.page;
        self.page = page;
        turned
    }
}

/// On the page button that turned the page: it takes the focus once the new page is built.
#[derive(Component)]
struct TurnedThePage;

/// Thumbnails are drawn larger than shown, so they stay sharp on big windows: the whole pack
/// then fits the window with room for its name and result.
const THUMB_SCALE: f32 = 0.6;

/// Where the level select draws its thumbnails.
#[derive(SystemParam)]
struct ThumbnailAssets<'w> {
    images: ResMut<'w, Assets<Image>>,
    layouts: ResMut<'w, Assets<TextureAtlasLayout>>,
}

/// The thumbnails of the levels on the page: sheets (one texture each, one for a page) and
/// their cells.
struct ThumbnailSheet {
    sheets: Vec<(Handle<Image>, Handle<TextureAtlasLayout>)>,
    /// Thumbnails to a sheet.
    per_sheet: usize,
}

impl ThumbnailSheet {
    /// The texture and cell of the thumbnail `place` on the page.
    fn cell(&self, place: usize) -> Option<(Handle<Image>, TextureAtlas)> {
        let (image, layout) = self.sheets.get(place / self.per_sheet)?;
        let atlas = TextureAtlas {
            layout: layout.clone(),
            index: place % self.per_sheet,
        };
        Some((image.clone(), atlas))
    }
}

impl ThumbnailAssets<'_> {
    /// The thumbnails of the pack's levels in `shown`, on sheets every graphics card takes.
    fn sheet(
        &mut self,
        pack: Option<&LevelPack>,
        levels: &Assets<LevelAsset>,
        shown: std::ops::Range<usize>,
    ) -> Option<ThumbnailSheet> {
        let loaded: Vec<Option<&Level>> = pack?
            .entries()
            .get(shown)?
            .iter()
            .map(|e| levels.get(&e.handle).and_then(|a| a.0.as_ref().ok()))
            .collect();
        if loaded.is_empty() {
            return None;
        }
        let sheets = thumbnails::sheets(&loaded, COLUMNS)
            .into_iter()
            .map(|sheet| {
                let layout = TextureAtlasLayout::from_grid(
                    UVec2::new(THUMB_W as u32, THUMB_H as u32),
                    sheet.columns as u32,
                    sheet.count.div_ceil(sheet.columns) as u32,
                    None,
                    None,
                );
                let image = rgba_image(sheet.rgba, sheet.width, sheet.height);
                (self.images.add(image), self.layouts.add(layout))
            })
            .collect();
        Some(ThumbnailSheet {
            sheets,
            per_sheet: thumbnails::sheet_shape(COLUMNS).1,
        })
    }
}

fn spawn_level_select(
    mut commands: Commands,
    pack: Option<Res<LevelPack>>,
    levels: Res<Assets<LevelAsset>>,
    progress: Res<SavedProgress>,
    mut thumbnails: ThumbnailAssets,
    (words, mut page): (Words, ResMut<LevelPage>),
) {
    let shown = pack.as_deref().and_then(LevelPack::in_play);
    let entries = shown.map_or_else(Vec::new, |p| pack_levels(p, &levels, &words));
    let in_play = pack.as_deref().map_or((0, 0), |p| (p.pack, p.current));
    let on_page = page.show(entries.len(), in_play);
    let sheet = thumbnails.sheet(pack.as_deref(), &levels, on_page.clone());
    let locked = locked_levels(&entries, &progress.progress, progress.unlock_all);
    let title = match shown {
        Some(p) if pack.as_ref().is_some_and(|all| all.packs.len() > 1) => {
            p.about.info.name_in(words.language().code()).to_string()
        }
        _ => words.t("levels-title"),
    };
    commands
        .spawn((widgets::layer(Menu::LevelSelect), GridColumns(COLUMNS)))
        .with_children(|root| {
            root.spawn(header(title, 44.0));
            for problem in shown.iter().flat_map(|p| &p.about.problems) {
                root.spawn(label(problem.clone(), 14.0, palette::PROBLEM));
            }
            // A pack of several pages keeps a full page's rows on its last page too, so the
            // title and the page buttons stay where they are as pages turn.
            let rows = if page.pages > 1 {
                RepeatedGridTrack::flex(ROWS as u16, 1.0)
            } else {
                Vec::new()
            };
            root.spawn(Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::flex(COLUMNS as u16, 1.0),
                grid_template_rows: rows,
                column_gap: px(8.0),
                row_gap: px(8.0),
                width: percent(92.0),
                max_width: px(1200.0),
                ..default()
            })
            .with_children(|grid| {
                for (place, i) in on_page.clone().enumerate() {
                    let card = LevelCard {
                        number: i,
                        place,
                        entry: &entries[i],
                        locked: locked[i],
                        record: progress.progress.get(&entries[i].record).copied(),
                    };
                    card.spawn(grid, sheet.as_ref(), &words);
                }
            });
            spawn_page_buttons(root, &mut page, &words);
        });
}

/// Under the cards: Back, with the page turners and the page's number before it when the
/// pack is longer than a page.
fn spawn_page_buttons(root: &mut ChildSpawnerCommands, page: &mut LevelPage, words: &Words) {
    // Built last, so it comes last in the tab order.
    let back = || {
        (
            widgets::button(words.t("menu-back"), back, 200.0),
            ChosenByEscape,
        )
    };
    if page.pages <= 1 {
        root.spawn(back());
        return;
    }
    let turned_by = page.turned_by.take();
    let row = Node {
        align_items: AlignItems::Center,
        column_gap: px(12.0),
        ..default()
    };
    let number = words.t_with(
        "levels-page",
        &[
            ("page", (page.page + 1).into()),
            ("pages", page.pages.into()),
        ],
    );
    root.spawn(row).with_children(|row| {
        for (by, key) in [(-1, "levels-page-previous"), (1, "levels-page-next")] {
            let mut button = row.spawn(widgets::button(words.t(key), turn_page(by), 160.0));
            if turned_by == Some(by) {
                button.insert(TurnedThePage);
            }
            if by < 0 {
                row.spawn(label(number.clone(), 18.0, palette::TEXT_DIM));
            }
        }
        row.spawn(back());
    });
}

/// A button that turns `by` pages.
fn turn_page(by: isize) -> impl FnMut(On<Chosen>, ResMut<LevelPage>, ResMut<NextState<Menu>>) {
    move |_, mut page, mut menu| {
        if page.turn(by) {
            page.turned_by = Some(by);
            menu.set(Menu::LevelSelect);
        }
    }
}

/// Page Up and Page Down, or a pad's left and right shoulder buttons, turn the page.
fn turn_page_by_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    mut page: ResMut<LevelPage>,
    mut menu: ResMut<NextState<Menu>>,
) {
    let pressed =
        |key, button| keys.just_pressed(key) || pads.iter().any(|pad| pad.just_pressed(button));
    let by = isize::from(pressed(KeyCode::PageDown, GamepadButton::RightTrigger))
        - isize::from(pressed(KeyCode::PageUp, GamepadButton::LeftTrigger));
    if by != 0 && page.turn(by) {
        menu.set(Menu::LevelSelect);
    }
}

/// The page button that turned the page keeps the focus on the new page (a new menu's focus
/// starts on its first button).
fn focus_the_page_turner(
    turner: Query<&Tab, Added<TurnedThePage>>,
    buttons: Query<&Tab, With<ButtonAction>>,
    mut focus: ResMut<Focus>,
) {
    if let Some(turner) = turner.iter().next() {
        focus.0 = buttons.iter().filter(|tab| *tab < turner).count();
    }
}

/// A level's button in the grid: what it shows and what choosing it does.
struct LevelCard<'a> {
    /// Its place in the pack (0-based).
    number: usize,
    /// Its place on the page (0-based).
    place: usize,
    entry: &'a ShownLevel,
    locked: bool,
    record: Option<LevelRecord>,
}

impl LevelCard<'_> {
    /// Plays the level; a locked level says what opens it, a broken one what is wrong.
    fn action(&self) -> ButtonAction {
        let i = self.number;
        if self.entry.problem.is_some() {
            ButtonAction::new(say_broken(i))
        } else if self.locked {
            ButtonAction::new(say_locked(i))
        } else {
            ButtonAction::new(play_level(i))
        }
    }

    /// The colour of its name.
    fn colour(&self) -> Color {
        if self.entry.problem.is_some() {
            palette::PROBLEM
        } else if self.locked {
            palette::TEXT_DIM
        } else {
            palette::TEXT
        }
    }

    /// The line after its stars: its best result, or why it cannot be played.
    fn detail(&self, words: &Words) -> String {
        match (self.locked, self.record) {
            _ if self.entry.problem.is_some() => words.t("levels-broken"),
            (true, _) => words.t("levels-locked"),
            (false, Some(r)) => format!("{}  {}", r.best_score, clock_text(r.best_seconds)),
            (false, None) => words.t("levels-not-cleared"),
        }
    }

    /// The best clear without help, when it is not the best of all.
    fn unaided(&self, words: &Words) -> Option<String> {
        self.record
            .and_then(|r| r.unaided.filter(|u| u.score != r.best_score))
            .map(|u| {
                words.t_with(
                    "levels-unaided",
                    &[
                        ("points", u.score.into()),
                        ("time", clock_text(u.seconds).into()),
                    ],
                )
            })
    }

    fn spawn(
        &self,
        grid: &mut ChildSpawnerCommands,
        sheet: Option<&ThumbnailSheet>,
        words: &Words,
    ) {
        let node = Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(5.0)),
            row_gap: px(2.0),
            min_width: px(0.0),
            ..default()
        };
        grid.spawn(widgets::button_base(self.action(), node))
            .with_children(|b| {
                if let Some(thumbnail) = sheet.and_then(|s| self.thumbnail(s)) {
                    b.spawn(thumbnail);
                }
                self.spawn_lines(b, words);
            });
    }

    /// Its thumbnail from the sheet, faded while locked.
    fn thumbnail(&self, sheet: &ThumbnailSheet) -> Option<impl Bundle + use<>> {
        let (image, atlas) = sheet.cell(self.place)?;
        let mut thumb = ImageNode::from_atlas_image(image, atlas);
        if self.locked {
            thumb.color = Color::srgba(1.0, 1.0, 1.0, 0.35);
        }
        Some((
            thumb,
            Node {
                width: px(THUMB_W as f32 * THUMB_SCALE),
                height: px(THUMB_H as f32 * THUMB_SCALE),
                ..default()
            },
            Pickable::IGNORE,
        ))
    }

    /// Its number and name, stars and result, unaided best and problem.
    fn spawn_lines(&self, b: &mut ChildSpawnerCommands, words: &Words) {
        let name = &self.entry.name;
        // On one line, set smaller when long: every card's title stands alike.
        b.spawn((
            one_line_label(format!("{}  {name}", self.number + 1), 18.0, self.colour()),
            Pickable::IGNORE,
        ));
        // Stars and result as one text in one face and size: the glyphs of a whole button
        // then draw together (pictures between them would break the interface's draw into
        // more pieces).
        let won = self.record.map_or(0, |r| r.stars) as usize;
        let stars_text: String = (0..3).map(|i| if i < won { '★' } else { '☆' }).collect();
        b.spawn((
            Text::new(stars_text),
            TextFont::from_font_size(16.0),
            TextColor(palette::GOLD),
            Pickable::IGNORE,
            children![(
                TextSpan::new(format!("  {}", self.detail(words))),
                TextFont::from_font_size(16.0),
                TextColor(palette::TEXT_DIM),
            )],
        ));
        if let Some(unaided) = self.unaided(words) {
            b.spawn((label(unaided, 13.0, palette::TEXT_DIM), Pickable::IGNORE));
        }
        if let Some(problem) = &self.entry.problem {
            b.spawn((
                label(problem.clone(), 12.0, palette::PROBLEM),
                Node {
                    max_width: percent(100.0),
                    ..default()
                },
                Pickable::IGNORE,
            ));
        }
    }
}

/// A button that plays pack level `i` (0-based).
fn play_level(i: usize) -> impl FnMut(On<Chosen>, MessageWriter<GoToLevel>, ScreenChange) {
    move |_, mut go, mut change| {
        go.write(GoToLevel(i));
        change.play();
    }
}

/// A button that says what opens locked level `i`.
fn say_locked(i: usize) -> impl FnMut(On<Chosen>, MessageWriter<Notify>) {
    move |_, mut notify| {
        notify.write(Notify {
            message: i18n::Message::with("levels-locked-notice", [("n", i.into())]),
            seconds: 2.0,
        });
    }
}

/// A button that says level `i`'s file does not read.
fn say_broken(i: usize) -> impl FnMut(On<Chosen>, MessageWriter<Notify>) {
    move |_, mut notify| {
        notify.write(Notify {
            message: i18n::Message::with("levels-broken-notice", [("n", (i + 1).into())]),
            seconds: 3.0,
        });
    }
}

/// Back from the level select: to the packs when there are several, else to the title.
fn back(_: On<Chosen>, pack: Option<Res<LevelPack>>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(if pack.is_some_and(|p| p.packs.len() > 1) {
        Menu::Packs
    } else {
        Menu::Main
    });
}

/// A level of a pack as the level select shows it.
pub struct ShownLevel {
    /// Its name in the player's language (the file's name when it does not read).
    pub name: String,
    /// The key its progress is kept under.
    pub record: String,
    /// The first thing wrong with its file, when it does not read.
    pub problem: Option<String>,
}

/// The levels of `pack` as shown: names, record keys and problems. A level still loading is
/// shown by its file name.
pub fn pack_levels(pack: &Pack, levels: &Assets<LevelAsset>, words: &Words) -> Vec<ShownLevel> {
    pack.entries
        .iter()
        .map(|e| match levels.get(&e.handle).map(|a| &a.0) {
            Some(Ok(level)) => ShownLevel {
                name: words.level_name(level).to_string(),
                record: pack.record_key(e, level),
                problem: None,
            },
            Some(Err(error)) => ShownLevel {
                name: e.file.clone(),
                record: pack.record_key_of_file(e),
                problem: Some(
                    error
                        .text(words.language())
                        .lines()
                        .next()
                        .unwrap_or_default()
                        .to_string(),
                ),
            },
            None => ShownLevel {
                name: e.file.clone(),
                record: pack.record_key_of_file(e),
                problem: None,
            },
        })
        .collect()
}

/// Which levels of a pack are locked: each opens once the level before it is cleared. Levels
/// that do not read are passed over (never locked, never in the way): the one after opens as
/// if they were not there, so a broken file never hides the rest of its pack.
pub fn locked_levels(levels: &[ShownLevel], progress: &Progress, unlock_all: bool) -> Vec<bool> {
    let good: Vec<&str> = levels
        .iter()
        .filter(|e| e.problem.is_none())
        .map(|e| e.record.as_str())
        .collect();
    let open = if unlock_all {
        good.len()
    } else {
        progress.unlocked(&good)
    };
    let mut seen = 0;
    levels
        .iter()
        .map(|e| {
            if e.problem.is_some() {
                return false;
            }
            seen += 1;
            seen > open
        })
        .collect()
}

/// A system that opens `menu` again (builds it anew) when level files finish loading or change
/// on disk while it is open: what it says of them (names, thumbnails, problems) is then current.
pub(crate) fn rebuild_when_levels_load(
    menu: Menu,
) -> impl FnMut(MessageReader<AssetEvent<LevelAsset>>, ResMut<NextState<Menu>>) {
    move |mut events, mut next| {
        let loaded = events.read().any(|e| {
            matches!(
                e,
                AssetEvent::LoadedWithDependencies { .. } | AssetEvent::Modified { .. }
            )
        });
        if loaded {
            next.set(menu);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LevelPage>()
        .add_systems(OnEnter(Menu::LevelSelect), spawn_level_select)
        .add_systems(
            Update,
            (
                rebuild_when_levels_load(Menu::LevelSelect),
                turn_page_by_keys
                    .run_if(resource_exists::<ButtonInput<KeyCode>>)
                    .in_set(MenuSystems::Navigate),
                focus_the_page_turner.in_set(MenuSystems::Respond),
            )
                .run_if(in_state(Menu::LevelSelect)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(record: &str, broken: bool) -> ShownLevel {
        ShownLevel {
            name: record.to_string(),
            record: record.to_string(),
            problem: broken.then(|| "02-b.ron:1:5: the layout has 3 tile cells".to_string()),
        }
    }

    #[test]
    fn a_broken_level_locks_nothing_after_it() {
        let levels = [
            level("a", false),
            level("b", true),
            level("c", false),
            level("d", false),
        ];
        let mut progress = Progress::default();
        assert_eq!(
            locked_levels(&levels, &progress, false),
            [false, false, true, true]
        );
        progress.record("a", 100, 10.0, 1, true);
        assert_eq!(
            locked_levels(&levels, &progress, false),
            [false, false, false, true],
            "clearing a opens c, past the broken b"
        );
        assert_eq!(locked_levels(&levels, &progress, true), [false; 4]);
    }
}
