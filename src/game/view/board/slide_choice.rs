//! The choice of two slides (the sliding rule): both are drawn, as KShisen draws them, each in
//! its own colour: the line the link would take, and an arrow for every tile it would push.
//! Picking a tile under an arrow chooses that slide.

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::*;

use crate::engine::SlideLink;
use crate::game::core::board::Board;
use crate::game::core::moves::selection::Selection;
use crate::game::theme::palette::{AIMING, PARTNERS};
use crate::game::view::board::line::stroke;
use crate::game::view::geometry::cell_center;
use crate::game::view::stages::ViewSystems;

/// A shape of an offered slide; they all go when the choice closes.
#[derive(Component, Debug)]
pub struct SlideChoiceShape;

/// The two slides' colours, in the order they are offered (along the row first).
const COLOURS: [Color; 2] = [PARTNERS, AIMING];

/// The line of `slide` and an arrow per pushed tile, as one path in world space.
fn slide_path(slide: &SlideLink, board: &Board) -> ShapePath {
    let (w, h) = (board.grid().width(), board.grid().height());
    let at = |p| cell_center(p, w, h);
    let mut path = ShapePath::new()
        .move_to(at(slide.mover))
        .line_to(at(slide.corner))
        .line_to(at(slide.partner));
    for push in slide
        .pushes(board.grid())
        .unwrap_or_default()
        .iter()
        .skip(1)
    {
        let (from, to) = (at(push.from), at(push.to));
        let back = (from - to).normalize_or_zero() * 10.0;
        let side = back.perp();
        path = path
            .move_to(from)
            .line_to(to)
            .move_to(to + back + side)
            .line_to(to)
            .line_to(to + back - side);
    }
    path
}

/// Draws the offered slides when a choice opens and clears them when it closes.
fn show_slide_choice(
    selection: Res<Selection>,
    board: Option<Res<Board>>,
    shown: Query<Entity, With<SlideChoiceShape>>,
    mut commands: Commands,
) {
    for e in &shown {
        commands.entity(e).despawn();
    }
    let (Some(slides), Some(board)) = (selection.choice, board) else {
        return;
    };
    for (slide, colour) in slides.iter().zip(COLOURS) {
        let path = slide_path(slide, &board);
        commands.spawn((
            ShapeBuilder::with(&path)
                .stroke(stroke(colour.with_alpha(0.3), 14.0))
                .build(),
            Transform::from_xyz(0.0, 0.0, 5.0),
            SlideChoiceShape,
        ));
        commands.spawn((
            ShapeBuilder::with(&path)
                .stroke(stroke(colour, 4.0))
                .build(),
            Transform::from_xyz(0.0, 0.0, 5.1),
            SlideChoiceShape,
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_slide_choice
            .run_if(resource_changed::<Selection>)
            .in_set(ViewSystems::React),
    );
}
