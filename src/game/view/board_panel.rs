//! The board's backdrop: an outline that shows the ring of free cells paths may use (it hugs
//! the board when the ring is closed), the level's obstacles as stones, and the theme's
//! colours. The outline is not filled: a filled panel covers most of the window, and on a
//! software renderer that costs as much as every tile together.

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::{BorderRadii, Shape, ShapeBuilder, ShapeBuilderBase, shapes};

use crate::engine::Cell;
use crate::game::core::board::Board;
use crate::game::theme::palette::board_colours;
use crate::game::view::board::tiles::{BODY, TileArt};
use crate::game::view::frame::desktop_scheme::ShownShade;
use crate::game::view::geometry::{CELL, cell_center, frame_margin, stacking};
use crate::game::view::stages::ViewSystems;

/// The outline round the board.
#[derive(Component, Debug)]
pub struct BoardPanel;

/// An obstacle cell's stone.
#[derive(Component, Debug)]
pub struct ObstacleStone;

/// Everything the backdrop drew.
type Backdrop = Or<(With<BoardPanel>, With<ObstacleStone>)>;

/// Draws the panel and the stones once per deal (they never change during one).
fn draw_backdrop(
    board: Option<Res<Board>>,
    art: Option<Res<TileArt>>,
    shade: Res<ShownShade>,
    old: Query<Entity, Backdrop>,
    mut commands: Commands,
    mut drawn: Local<Option<u64>>,
) {
    let (Some(board), Some(art)) = (board, art) else {
        return;
    };
    if *drawn == Some(board.deal_id()) {
        return;
    }
    *drawn = Some(board.deal_id());
    for e in &old {
        commands.entity(e).despawn();
    }
    let grid = board.grid();
    let (w, h) = (grid.width(), grid.height());
    let colours = board_colours(shade.0);
    // With the ring off, the panel hugs the board: no path may leave it.
    let margin = frame_margin(board.rules().outer_ring);
    let panel = shapes::Rectangle {
        extents: Vec2::new((w as f32 + margin) * CELL, (h as f32 + margin) * CELL),
        radii: Some(BorderRadii::single(CELL * 0.3)),
        ..default()
    };
    commands.spawn((
        BoardPanel,
        ShapeBuilder::with(&panel)
            .stroke((colours.edge, 2.0))
            .build(),
        Transform::from_xyz(0.0, 0.0, -1.0),
    ));
    for p in grid.positions().filter(|p| grid.get(*p) == Cell::Obstacle) {
        commands.spawn((
            ObstacleStone,
            Sprite {
                image: art.stone.clone(),
                custom_size: Some(BODY),
                ..default()
            },
            Transform::from_translation(cell_center(p, w, h).extend(stacking(p, w, h))),
        ));
    }
}

/// The board's outline follows the theme when it changes (the background is the clear colour;
/// see `offstage::backdrop`).
fn apply_theme(shade: Res<ShownShade>, mut panels: Query<&mut Shape, With<BoardPanel>>) {
    if !shade.is_changed() {
        return;
    }
    let colours = board_colours(shade.0);
    for mut shape in &mut panels {
        if let Some(s) = shape.stroke.as_mut() {
            s.color = colours.edge;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(
        board_colours(crate::formats::saves::settings::Shade::Dark).background,
    ))
    .add_systems(
        Update,
        (draw_backdrop, apply_theme).in_set(ViewSystems::Dress),
    );
}
