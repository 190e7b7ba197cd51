//! The lesson as the player sees it: a panel under the board with the step's words and a skip
//! button, a gold frame round each tile to pick, and on the hint step a gold ring round the
//! hint button. Nothing here moves: the game sleeps while the player thinks.

use bevy::prelude::*;
use bevy::ui::ComputedNode;
use bevy_prototype_lyon::prelude::*;

use crate::engine::Pos;
use crate::game::content::words::Words;
use crate::game::core::board::{Board, GridPos, OutOfPlay};
use crate::game::core::power_ups::PowerUpId;
use crate::game::lesson::{Lesson, STEPS, SkipLesson, Task};
use crate::game::power_ups::hint::Hint;
use crate::game::power_ups::view::PowerUpButton;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, label};
use crate::game::view::frame::camera::{RoomBelowBoard, RoomForBar};
use crate::game::view::geometry::{BOTTOM_BAND, CELL};
use crate::game::view::offstage::PlayOnly;
use crate::game::view::stages::ViewSystems;
use crate::i18n::Language;

/// Interface pixels kept free under the board for the panel, above the power-up bar's band.
const ROOM_BELOW: f32 = 122.0;
/// Widest the panel grows, in interface pixels.
const PANEL_WIDTH: f32 = 760.0;

/// The lesson's panel: the step's words and the skip button.
#[derive(Component, Debug)]
pub struct LessonPanel;

/// A gold frame round a tile the player should pick.
#[derive(Component, Debug)]
pub struct LessonPointer;

/// What the panel says, as the lesson stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shown {
    step: usize,
    hinted: bool,
    done: bool,
    language: Language,
}

/// The message key of what the panel says now.
fn saying(lesson: &Lesson) -> &'static str {
    let step = lesson.step();
    if lesson.step_done() && lesson.step_index() + 1 == STEPS.len() {
        "lesson-done"
    } else if lesson.step_done() && step.task == Task::Refused {
        "lesson-refused-seen"
    } else if lesson.step_done() {
        "lesson-well-done"
    } else if step.task == Task::Hint && lesson.pointed().is_some() {
        "lesson-hint-shown"
    } else {
        step.key
    }
}

/// Builds the panel afresh when the step, what it asks or the language changes.
fn show_panel(
    (lesson, board): (Res<Lesson>, Option<Res<Board>>),
    words: Words,
    old: Query<Entity, With<LessonPanel>>,
    mut shown: Local<Option<Shown>>,
    mut commands: Commands,
) {
    // The last step's words stay until the next step's board is there to go with its own.
    if lesson.awaits_board(board.as_deref()) && !old.is_empty() {
        return;
    }
    let now = Shown {
        step: lesson.step_index(),
        hinted: lesson.pointed().is_some(),
        done: lesson.step_done(),
        language: words.language(),
    };
    if *shown == Some(now) && !old.is_empty() {
        return;
    }
    *shown = Some(now);
    for e in &old {
        commands.entity(e).despawn();
    }
    let progress = words.t_with(
        "lesson-progress",
        &[
            ("step", (now.step + 1).into()),
            ("steps", STEPS.len().into()),
        ],
    );
    commands
        .spawn((
            LessonPanel,
            PlayOnly,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(ABOVE_BAR),
                width: percent(100.0),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|row| {
            row.spawn(widgets::panel())
                .insert(Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(24.0),
                    padding: UiRect::axes(px(24.0), px(14.0)),
                    border_radius: BorderRadius::all(px(16.0)),
                    border: UiRect::all(px(2.0)),
                    max_width: px(PANEL_WIDTH),
                    ..default()
                })
                .with_children(|panel| {
                    panel
                        .spawn(Node {
                            flex_direction: FlexDirection::Column,
                            flex_shrink: 1.0,
                            row_gap: px(4.0),
                            ..default()
                        })
                        .with_children(|text| {
                            text.spawn(label(progress, 15.0, palette::TEXT_DIM));
                            text.spawn(label(words.t(saying(&lesson)), 22.0, palette::TEXT));
                        });
                    panel.spawn(button(words.t("lesson-skip"), skip, 250.0));
                });
        });
}

/// The skip button.
fn skip(_: On<Chosen>, mut skips: MessageWriter<SkipLesson>) {
    skips.write(SkipLesson);
}

/// The panel and the room under the board go with the lesson.
fn hide_panel(
    panels: Query<Entity, With<LessonPanel>>,
    pointers: Query<Entity, With<LessonPointer>>,
    mut commands: Commands,
) {
    for e in panels.iter().chain(&pointers) {
        commands.entity(e).despawn();
    }
    commands.remove_resource::<RoomBelowBoard>();
}

/// Room under the board while the lesson is on: as the panel needs, at least [`ROOM_BELOW`]
/// (its words take more lines at a large text size).
fn make_room(
    room: Option<ResMut<RoomBelowBoard>>,
    panels: Query<&ComputedNode, With<LessonPanel>>,
    mut commands: Commands,
) {
    // In interface pixels: the inverse scale takes in the interface's scale.
    let tall = panels
        .iter()
        .map(|n| n.size().y * n.inverse_scale_factor())
        .fold(0.0, f32::max);
    let wanted = ROOM_BELOW.max((tall + ABOVE_BAR - BOTTOM_BAND + 6.0).round());
    match room {
        Some(mut room) => {
            room.set_if_neq(RoomBelowBoard(wanted));
        }
        None => commands.insert_resource(RoomBelowBoard(wanted)),
    }
}

/// A gold frame, drawn over a tile.
fn pointer_frame() -> impl Bundle {
    let frame = shapes::Rectangle {
        extents: Vec2::splat(CELL * 1.08),
        radii: Some(BorderRadii::single(CELL * 0.18)),
        ..default()
    };
    (
        LessonPointer,
        ShapeBuilder::with(&frame)
            .stroke(Stroke::new(palette::GOLD, 7.0))
            .build(),
        Transform::from_xyz(0.0, 0.0, 0.6),
    )
}

/// What the frames were drawn for: the pair, the deal and the board's generation.
type Framed = (Option<(Pos, Pos)>, u64, u64);

/// Frames the tiles the player is pointed at (none once the step is done); framed afresh after
/// every change of the board, so they follow a re-deal or an undo.
fn point_at_tiles(
    lesson: Res<Lesson>,
    board: Option<Res<Board>>,
    tiles: Query<(Entity, &GridPos), Without<OutOfPlay>>,
    old: Query<Entity, With<LessonPointer>>,
    mut shown: Local<Option<Framed>>,
    mut commands: Commands,
) {
    let Some(board) = board else { return };
    let pointed = lesson.pointed().filter(|_| !lesson.step_done());
    let now = (pointed, board.deal_id(), board.generation());
    if *shown == Some(now) {
        return;
    }
    *shown = Some(now);
    for e in &old {
        commands.entity(e).despawn();
    }
    let Some((a, b)) = pointed else { return };
    for (tile, at) in &tiles {
        if at.0 == a || at.0 == b {
            commands.spawn((pointer_frame(), ChildOf(tile)));
        }
    }
}

/// A gold ring round the hint button while the step asks for it.
fn point_at_hint_button(
    lesson: Option<Res<Lesson>>,
    mut buttons: Query<(Entity, &PowerUpButton, Option<&mut Outline>)>,
    mut commands: Commands,
) {
    let wanted = lesson.is_some_and(|l| l.wants_hint());
    for (entity, button, outline) in &mut buttons {
        let colour = if wanted && button.0 == PowerUpId::of::<Hint>() {
            palette::GOLD
        } else {
            Color::NONE
        };
        match outline {
            Some(mut o) if o.color != colour => o.color = colour,
            Some(_) => {}
            None if colour != Color::NONE => {
                commands
                    .entity(entity)
                    .insert(Outline::new(px(4.0), px(3.0), colour));
            }
            None => {}
        }
    }
}

/// The lesson's words' distance from the window's bottom, over the power-up bar, in interface
/// pixels.
const ABOVE_BAR: f32 = 72.0;

/// The words stay over the power-up bar when it takes two rows (a large text size).
fn stay_over_bar(bar: Res<RoomForBar>, mut panels: Query<&mut Node, With<LessonPanel>>) {
    for mut node in &mut panels {
        let bottom = px(ABOVE_BAR + bar.0);
        if node.bottom != bottom {
            node.bottom = bottom;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    let on = resource_exists::<Lesson>;
    app.add_systems(
        Update,
        (
            (make_room, show_panel, point_at_tiles).run_if(on),
            stay_over_bar.run_if(
                resource_exists_and_changed::<RoomForBar>
                    .or_eager(any_match_filter::<Added<LessonPanel>>),
            ),
            hide_panel.run_if(not(on)).run_if(
                any_with_component::<LessonPanel>.or_else(resource_exists::<RoomBelowBoard>),
            ),
            point_at_hint_button,
        )
            .in_set(ViewSystems::Dress),
    );
}
