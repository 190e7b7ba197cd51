//! Level select: every level of the pack in play with its best result; locked levels say what
//! opens them, and a level file that does not read says what is wrong with it (the rest of the
//! pack plays on).

use bevy::prelude::*;

use super::navigation::{GridColumns, MenuAction};
use crate::art::thumbnails::{self, THUMB_H, THUMB_W};
use crate::game::logic::levels::{LevelAsset, LevelPack, Pack};
use crate::game::logic::progress::SavedProgress;
use crate::game::logic::screen::Menu;
use crate::game::logic::words::Words;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, clock_text, header, label, next_tab};
use crate::game::view::images::rgba_image;
use crate::level::Level;
use crate::progress::Progress;

/// Level buttons per row.
const COLUMNS: usize = 7;

/// Thumbnails are drawn larger than shown, so they stay sharp on big windows: the whole pack
/// then fits the window with room for its name and result.
const THUMB_SCALE: f32 = 0.6;

/// The thumbnails of the pack's levels, on one sheet (one texture for the whole menu).
fn thumbnail_sheet(
    pack: Option<&LevelPack>,
    levels: &Assets<LevelAsset>,
    images: &mut Assets<Image>,
    layouts: &mut Assets<TextureAtlasLayout>,
) -> Option<(Handle<Image>, Handle<TextureAtlasLayout>)> {
    let loaded: Vec<Option<&Level>> = pack?
        .entries()
        .iter()
        .map(|e| levels.get(&e.handle).and_then(|a| a.0.as_ref().ok()))
        .collect();
    if loaded.is_empty() {
        return None;
    }
    let sheet = thumbnails::sheet(&loaded, COLUMNS);
    let image = rgba_image(sheet.rgba, sheet.width, sheet.height);
    let layout = TextureAtlasLayout::from_grid(
        UVec2::new(THUMB_W as u32, THUMB_H as u32),
        sheet.columns as u32,
        loaded.len().div_ceil(sheet.columns) as u32,
        None,
        None,
    );
    Some((images.add(image), layouts.add(layout)))
}

#[allow(clippy::too_many_arguments)]
fn spawn_level_select(
    mut commands: Commands,
    pack: Option<Res<LevelPack>>,
    levels: Res<Assets<LevelAsset>>,
    progress: Res<SavedProgress>,
    mut images: ResMut<Assets<Image>>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
    words: Words,
) {
    let sheet = thumbnail_sheet(pack.as_deref(), &levels, &mut images, &mut layouts);
    let shown = pack.as_deref().and_then(LevelPack::in_play);
    let entries = shown.map_or_else(Vec::new, |p| pack_levels(p, &levels, &words));
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
            root.spawn(Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::flex(COLUMNS as u16, 1.0),
                column_gap: px(8.0),
                row_gap: px(8.0),
                width: percent(92.0),
                max_width: px(1200.0),
                ..default()
            })
            .with_children(|grid| {
                for (i, entry) in entries.iter().enumerate() {
                    let (name, locked) = (&entry.name, locked[i]);
                    let record = progress.progress.get(&entry.record).copied();
                    let action = if entry.problem.is_some() {
                        MenuAction::Broken(i)
                    } else if locked {
                        MenuAction::Locked(i)
                    } else {
                        MenuAction::ChooseLevel(i)
                    };
                    let detail = match (locked, record) {
                        _ if entry.problem.is_some() => words.t("levels-broken"),
                        (true, _) => words.t("levels-locked"),
                        (false, Some(r)) => {
                            format!("{}  {}", r.best_score, clock_text(r.best_seconds))
                        }
                        (false, None) => words.t("levels-not-cleared"),
                    };
                    // The best clear without help, when it is not the best of all.
                    let unaided = record
                        .and_then(|r| r.unaided.filter(|u| u.score != r.best_score))
                        .map(|u| {
                            words.t_with(
                                "levels-unaided",
                                &[
                                    ("points", u.score.into()),
                                    ("time", clock_text(u.seconds).into()),
                                ],
                            )
                        });
                    let colour = if entry.problem.is_some() {
                        palette::PROBLEM
                    } else if locked {
                        palette::TEXT_DIM
                    } else {
                        palette::TEXT
                    };
                    grid.spawn((
                        Button,
                        action,
                        next_tab(),
                        Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            padding: UiRect::all(px(5.0)),
                            row_gap: px(2.0),
                            border: UiRect::all(px(2.0)),
                            border_radius: BorderRadius::all(px(10.0)),
                            min_width: px(0.0),
                            ..default()
                        },
                        BoxColours::fill(palette::BUTTON),
                    ))
                    .with_children(|b| {
                        if let Some((image, layout)) = &sheet {
                            let mut thumb = ImageNode::from_atlas_image(
                                image.clone(),
                                TextureAtlas {
                                    layout: layout.clone(),
                                    index: i,
                                },
                            );
                            if locked {
                                thumb.color = Color::srgba(1.0, 1.0, 1.0, 0.35);
                            }
                            b.spawn((
                                thumb,
                                Node {
                                    width: px(THUMB_W as f32 * THUMB_SCALE),
                                    height: px(THUMB_H as f32 * THUMB_SCALE),
                                    ..default()
                                },
                                Pickable::IGNORE,
                            ));
                        }
                        b.spawn((
                            label(format!("{}  {name}", i + 1), 20.0, colour),
                            Node {
                                max_width: percent(100.0),
                                ..default()
                            },
                            Pickable::IGNORE,
                        ));
                        // Stars and result as one text in one face and size: the glyphs of
                        // a whole button then draw together (pictures between them would
                        // break the interface's draw into more pieces).
                        let won = record.map_or(0, |r| r.stars) as usize;
                        let stars_text: String =
                            (0..3).map(|i| if i < won { '★' } else { '☆' }).collect();
                        b.spawn((
                            Text::new(stars_text),
                            TextFont::from_font_size(16.0),
                            TextColor(palette::GOLD),
                            Pickable::IGNORE,
                            children![(
                                TextSpan::new(format!("  {detail}")),
                                TextFont::from_font_size(16.0),
                                TextColor(palette::TEXT_DIM),
                            )],
                        ));
                        if let Some(unaided) = unaided {
                            b.spawn((label(unaided, 13.0, palette::TEXT_DIM), Pickable::IGNORE));
                        }
                        if let Some(problem) = &entry.problem {
                            b.spawn((
                                label(problem.clone(), 12.0, palette::PROBLEM),
                                Node {
                                    max_width: percent(100.0),
                                    ..default()
                                },
                                Pickable::IGNORE,
                            ));
                        }
                    });
                }
            });
            root.spawn(widgets::button(
                words.t("menu-back"),
                MenuAction::Back,
                200.0,
            ));
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
pub(super) fn rebuild_when_levels_load(
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::LevelSelect), spawn_level_select)
        .add_systems(
            Update,
            rebuild_when_levels_load(Menu::LevelSelect).run_if(in_state(Menu::LevelSelect)),
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
