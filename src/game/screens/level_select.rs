//! Level select: every level of the pack with its best result; locked levels say what opens
//! them.

use bevy::prelude::*;

use super::navigation::{GridColumns, MenuAction};
use crate::game::logic::levels::{LevelAsset, LevelPack};
use crate::game::logic::progress::SavedProgress;
use crate::game::logic::screen::Menu;
use crate::game::logic::words::Words;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, clock_text, header, label, next_tab};
use crate::level::file_identity;

/// Level buttons per row.
const COLUMNS: usize = 6;

fn spawn_level_select(
    mut commands: Commands,
    pack: Option<Res<LevelPack>>,
    levels: Res<Assets<LevelAsset>>,
    progress: Res<SavedProgress>,
    words: Words,
) {
    // (shown name, identity progress is kept under) of each level in play order.
    let entries: Vec<(String, String)> = pack
        .as_ref()
        .map(|p| {
            p.entries
                .iter()
                .map(|e| {
                    let file = std::path::Path::new(&e.file);
                    match levels.get(&e.handle).and_then(|a| a.0.as_ref().ok()) {
                        Some(level) => (words.level_name(level).to_string(), level.identity(file)),
                        None => (e.file.clone(), file_identity(file)),
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    let identities: Vec<&str> = entries.iter().map(|(_, id)| id.as_str()).collect();
    let open = if progress.unlock_all {
        entries.len()
    } else {
        progress.progress.unlocked(&identities)
    };
    commands
        .spawn((widgets::layer(Menu::LevelSelect), GridColumns(COLUMNS)))
        .with_children(|root| {
            root.spawn(header(words.t("levels-title"), 44.0));
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
                for (i, (name, identity)) in entries.iter().enumerate() {
                    let locked = i >= open;
                    let record = progress.progress.get(identity).copied();
                    let action = if locked {
                        MenuAction::Locked(i)
                    } else {
                        MenuAction::ChooseLevel(i)
                    };
                    let detail = match (locked, record) {
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
                    let colour = if locked {
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
                        BackgroundColor(palette::BUTTON),
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::LevelSelect), spawn_level_select);
}
