//! A special tile's first-meet card, over play: what the tile looks like (drawn with the marks
//! of the board, over a tile of the set in use), what it does, and that every deal is still
//! proven clearable. The clock stops while it is open; Esc, Enter or the button close it.

use bevy::prelude::*;

use super::first_meet::SpecialCard;
use super::view::{MarkArt, PAIR_TINTS};
use crate::game::content::words::Words;
use crate::game::core::pacing::FramePacing;
use crate::game::core::screen::Menu;
use crate::game::screens::navigation::{ChosenByEscape, close_menu};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, button, header, label};
use crate::game::view::board::tiles::TileArt;

/// A tile's size on the card, in pixels.
const TILE: Vec2 = Vec2::new(72.0, 75.0);
/// Widest the card's words run before they wrap.
const WORDS_WIDTH: f32 = 520.0;

/// Height kept for what a special tile does: five lines of its words.
const ABOUT_HEIGHT: f32 = 5.0 * 24.0;

/// A mark over a tile on the card: its picture and its side, as a share of the tile's width.
type CardMark = Option<(ImageNode, f32)>;

/// Spawns one tile on the card: a face of the set in use, with its mark over it.
fn spawn_tile(row: &mut ChildSpawnerCommands, tiles: &TileArt, kind: usize, mark: CardMark) {
    let mut tile = row.spawn((
        tiles.tile_node(kind),
        Node {
            width: px(TILE.x),
            height: px(TILE.y),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
    ));
    if let Some((image, share)) = mark {
        let (w, h) = if share >= 1.0 {
            (TILE.x, TILE.y)
        } else {
            (TILE.x * share, TILE.x * share)
        };
        tile.with_child((
            image,
            // Over its tile whatever order the renderer meets them in.
            ZIndex(1),
            Node {
                position_type: PositionType::Absolute,
                width: px(w),
                height: px(h),
                ..default()
            },
        ));
    }
}

/// The tiles the card of `name` shows: a face of the set, and the mark over it.
fn pictures(name: &str, marks: &MarkArt) -> Vec<(usize, CardMark)> {
    let tinted = |image: &Handle<Image>| ImageNode::new(image.clone()).with_color(PAIR_TINTS[0]);
    let plain = |image: &Handle<Image>| ImageNode::new(image.clone());
    match name {
        "ice" => vec![(2, Some((plain(&marks.ice), 1.0))), (5, None)],
        "lock" => vec![
            (2, Some((tinted(&marks.lock), 0.55))),
            (7, Some((tinted(&marks.key), 0.5))),
        ],
        "hidden" => vec![(2, Some((plain(&marks.back), 1.0))), (5, None)],
        "timer" => vec![(2, Some((plain(&marks.timer), 0.55))), (5, None)],
        modded => vec![(2, Some((plain(&marks.modded(modded)), 0.75))), (5, None)],
    }
}

fn spawn_card(
    mut commands: Commands,
    card: Option<Res<SpecialCard>>,
    art: (Option<Res<TileArt>>, Option<Res<MarkArt>>),
    words: Words,
    mut pacing: ResMut<FramePacing>,
) {
    let (Some(card), Some(tiles), Some(marks)) = (card, art.0, art.1) else {
        return;
    };
    // The marks over the card's tiles are placed a frame after the card: a game that sleeps
    // between frames draws that one too.
    pacing.frame_now();
    pacing.frame_in(std::time::Duration::from_millis(100));
    let name = card.0;
    let wrapped = |text: String, size: f32, colour: Color| {
        (
            label(text, size, colour),
            Node {
                max_width: px(WORDS_WIDTH),
                ..default()
            },
        )
    };
    commands
        .spawn(widgets::layer(Menu::SpecialCard))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(label(words.t("special-card-new"), 16.0, palette::TEXT_DIM));
                panel.spawn(header(words.t(&format!("special-{name}-name")), 40.0));
                panel
                    .spawn(Node {
                        column_gap: px(10.0),
                        margin: UiRect::vertical(px(6.0)),
                        ..default()
                    })
                    .with_children(|row| {
                        for (kind, mark) in pictures(name, &marks) {
                            spawn_tile(row, &tiles, kind, mark);
                        }
                    });
                // Room for the longest card's words, so the button stays put from card to
                // card.
                panel.spawn((
                    label(
                        words.t(&format!("special-{name}-about")),
                        20.0,
                        palette::TEXT,
                    ),
                    Node {
                        max_width: px(WORDS_WIDTH),
                        min_height: px(ABOUT_HEIGHT),
                        ..default()
                    },
                ));
                panel.spawn(wrapped(
                    words.t("special-card-proof"),
                    15.0,
                    palette::TEXT_DIM,
                ));
                panel.spawn((
                    button(words.t("special-card-ok"), close_menu, 260.0),
                    ChosenByEscape,
                ));
            });
        });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::SpecialCard), spawn_card);
}
