//! Level select: every level of the pack with its best result; locked levels say what opens
//! them.

use bevy::prelude::*;

use super::widgets::{self, header, label};
use super::{GridColumns, MenuAction, next_tab};
use crate::game::levels::{LevelAsset, LevelPack};
use crate::game::progress::SavedProgress;
use crate::game::screen::Menu;

/// Level buttons per row.
const COLUMNS: usize = 6;

/// Star images for results.
#[derive(Resource, Debug, Clone)]
pub struct StarImages {
    /// A won star.
    pub full: Handle<Image>,
    /// A star not won.
    pub empty: Handle<Image>,
}

/// Three stars, `won` of them filled.
pub fn stars_row(stars: &StarImages, won: u8, size: f32) -> impl Bundle {
    let star = |filled: bool| {
        (
            ImageNode::new(if filled {
                stars.full.clone()
            } else {
                stars.empty.clone()
            }),
            Node {
                width: px(size),
                height: px(size),
                ..default()
            },
            Pickable::IGNORE,
        )
    };
    (
        Node {
            column_gap: px(size * 0.1),
            ..default()
        },
        Pickable::IGNORE,
        children![star(won >= 1), star(won >= 2), star(won >= 3)],
    )
}

/// `mm:ss`.
pub fn clock_text(seconds: f32) -> String {
    let s = seconds.max(0.0).floor() as u32;
    format!("{:02}:{:02}", s / 60, s % 60)
}

fn spawn_level_select(
    mut commands: Commands,
    pack: Option<Res<LevelPack>>,
    levels: Res<Assets<LevelAsset>>,
    progress: Res<SavedProgress>,
    stars: Res<StarImages>,
) {
    let entries: Vec<(String, Option<String>)> = pack
        .as_ref()
        .map(|p| {
            p.entries
                .iter()
                .map(|e| {
                    let name = levels
                        .get(&e.handle)
                        .and_then(|a| a.0.as_ref().ok())
                        .map(|l| l.name.clone());
                    (e.file.clone(), name)
                })
                .collect()
        })
        .unwrap_or_default();
    let names: Vec<&str> = entries
        .iter()
        .map(|(file, name)| name.as_deref().unwrap_or(file))
        .collect();
    let open = if progress.unlock_all {
        names.len()
    } else {
        progress.progress.unlocked(&names)
    };
    commands
        .spawn((
            widgets::layer(Menu::LevelSelect, Color::NONE),
            GridColumns(COLUMNS),
        ))
        .with_children(|root| {
            root.spawn(header("Levels", 44.0));
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
                for (i, name) in names.iter().enumerate() {
                    let locked = i >= open;
                    let record = progress.progress.get(name).copied();
                    let action = if locked {
                        MenuAction::Locked(i)
                    } else {
                        MenuAction::ChooseLevel(i)
                    };
                    let detail = match (locked, record) {
                        (true, _) => "locked".to_string(),
                        (false, Some(r)) => {
                            format!("{}  {}", r.best_score, clock_text(r.best_seconds))
                        }
                        (false, None) => "not cleared".to_string(),
                    };
                    let colour = if locked { widgets::DIM } else { widgets::TEXT };
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
                        BackgroundColor(widgets::BUTTON),
                        BorderColor::all(Color::NONE),
                    ))
                    .with_children(|b| {
                        b.spawn((
                            label(format!("{}  {name}", i + 1), 20.0, colour),
                            Node {
                                max_width: percent(100.0),
                                ..default()
                            },
                            Pickable::IGNORE,
                        ));
                        b.spawn((
                            Node {
                                column_gap: px(8.0),
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            Pickable::IGNORE,
                        ))
                        .with_children(|line| {
                            line.spawn(stars_row(&stars, record.map_or(0, |r| r.stars), 20.0));
                            line.spawn((label(detail, 16.0, widgets::DIM), Pickable::IGNORE));
                        });
                    });
                }
            });
            root.spawn(super::widgets::button("Back", MenuAction::Back, 200.0));
        });
}

fn make_stars(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    use crate::game::power_ups::IconCanvas;
    let star = |filled: bool| {
        let mut c = IconCanvas::new(48);
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let r = if i % 2 == 0 { 0.95 } else { 0.42 };
                let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                (a.cos() * r, a.sin() * r - 0.05)
            })
            .collect();
        if filled {
            c.polygon([255, 208, 80], &points);
        } else {
            c.polygon([90, 98, 115], &points);
        }
        crate::game::visuals::icon_image(c)
    };
    let stars = StarImages {
        full: images.add(star(true)),
        empty: images.add(star(false)),
    };
    commands.insert_resource(stars);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_stars)
        .add_systems(OnEnter(Menu::LevelSelect), spawn_level_select);
}
