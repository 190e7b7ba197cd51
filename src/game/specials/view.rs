//! How special tiles look, over any tile set: ice as a pale sheet over the face, a padlock on
//! a locked tile and a key of the same colour on its key tile, a stopwatch with its seconds on
//! a timer tile, and a tile's back over a face still hidden. Marks follow the board: when a
//! tile thaws, opens or shows its face, its mark grows and fades away; an undo puts it back.
//! A mod's special shows the mark it draws while its tile is shut, and goes the same way.

use std::time::Duration;

use bevy::prelude::*;
use bevy::text::TextBackgroundColor;

use super::modded::SpecialTileLooks;
use crate::art::icon::IconCanvas;
use crate::art::special_marks as art;
use crate::engine::specials::Special;
use crate::engine::{Grid, Pos};
use crate::game::core::board::{Board, GridPos, OutOfPlay, TileKind};
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::view::board::images::pickable_rgba_image as rgba_image;
use crate::game::view::board::tiles::{BODY, TILE_PX};
use crate::game::view::stages::ViewSystems;

/// How long a mark takes to go when its tile thaws, opens or shows its face.
const LEAVING: Duration = Duration::from_millis(420);

/// Colours a lock and its key share, so the player sees which key opens which lock.
pub(crate) const PAIR_TINTS: [Color; 6] = [
    Color::srgb(1.0, 0.82, 0.25),
    Color::srgb(1.0, 0.55, 0.68),
    Color::srgb(0.45, 0.8, 1.0),
    Color::srgb(0.6, 0.95, 0.45),
    Color::srgb(0.8, 0.62, 1.0),
    Color::srgb(1.0, 0.62, 0.3),
];

/// What a mark shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum Mark {
    /// The tile is frozen.
    Ice,
    /// The tile is locked; its key has the same tint.
    Lock {
        /// Which of [`PAIR_TINTS`].
        tint: u8,
    },
    /// The tile is the key of a lock still shut.
    Key {
        /// Which of [`PAIR_TINTS`].
        tint: u8,
    },
    /// The tile gives seconds when taken.
    Timer {
        /// How many.
        seconds: u16,
    },
    /// The tile's face is hidden.
    Back,
    /// The tile is a mod's special, shut.
    Modded {
        /// Its special's id.
        id: &'static str,
    },
}

/// A mark drawn over a tile (a child of the tile's entity).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Reflect)]
pub struct SpecialMark(pub Mark);

/// A mark on its way out: it grows and fades, then goes.
#[derive(Component, Debug)]
pub struct MarkLeaving(Timer);

/// The marks' pictures, drawn once (the first-meet cards show them too).
#[derive(Resource, Debug, Clone)]
pub(crate) struct MarkArt {
    pub(crate) ice: Handle<Image>,
    pub(crate) lock: Handle<Image>,
    pub(crate) key: Handle<Image>,
    pub(crate) timer: Handle<Image>,
    pub(crate) back: Handle<Image>,
    /// The mods' specials' marks, by id.
    pub(crate) modded: Vec<(&'static str, Handle<Image>)>,
}

impl MarkArt {
    /// The mark of the mod's special `id` (an empty picture for one with no look).
    pub(crate) fn modded(&self, id: &str) -> Handle<Image> {
        (self.modded.iter().find(|(i, _)| *i == id))
            .map_or_else(Handle::default, |(_, h)| h.clone())
    }
}

fn draw_mark_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    looks: Option<Res<SpecialTileLooks>>,
) {
    let square = |pixels| rgba_image(pixels, art::MARK_PX, art::MARK_PX);
    let modded = (looks.iter().flat_map(|l| l.0.iter()))
        .map(|look| {
            let mut canvas = IconCanvas::new(art::MARK_PX);
            (look.mark)(&mut canvas);
            (look.id, images.add(square(canvas.into_rgba8())))
        })
        .collect();
    commands.insert_resource(MarkArt {
        ice: images.add(square(art::ice_pixels(art::MARK_PX))),
        lock: images.add(square(art::lock_pixels(art::MARK_PX))),
        key: images.add(square(art::key_pixels(art::MARK_PX))),
        timer: images.add(square(art::timer_pixels(art::MARK_PX))),
        back: images.add(rgba_image(
            art::back_pixels(TILE_PX.0, TILE_PX.1),
            TILE_PX.0,
            TILE_PX.1,
        )),
        modded,
    });
}

/// The marks the tile on `p` shows on `grid` now.
pub fn marks_at(grid: &Grid, p: Pos) -> Vec<Mark> {
    let Some(specials) = grid.specials() else {
        return Vec::new();
    };
    let mut marks = Vec::new();
    if !grid.face_shown(p) {
        marks.push(Mark::Back);
    }
    let pickable = grid.pickable(p);
    match specials.get(p) {
        Some(Special::Ice) if !pickable => marks.push(Mark::Ice),
        Some(Special::Lock { key }) if !pickable => marks.push(Mark::Lock {
            tint: tint_of(grid, key),
        }),
        Some(Special::Timer { seconds }) => marks.push(Mark::Timer { seconds }),
        Some(Special::Modded(m)) if !pickable => marks.push(Mark::Modded { id: m.0.id }),
        _ => {}
    }
    let shut_lock_keyed_here = specials
        .iter()
        .any(|(at, s)| s == (Special::Lock { key: p }) && !grid.pickable(at));
    if shut_lock_keyed_here {
        marks.push(Mark::Key {
            tint: tint_of(grid, p),
        });
    }
    marks
}

/// The tint a key (and its locks) wear: keys in reading order take the tints in turn.
fn tint_of(grid: &Grid, key: Pos) -> u8 {
    let Some(specials) = grid.specials() else {
        return 0;
    };
    let keys = specials.keys();
    let i = keys.iter().position(|&k| k == key).unwrap_or(0);
    (i % PAIR_TINTS.len()) as u8
}

/// The sprite and place of a mark over its tile.
fn mark_bundle(mark: Mark, art: &MarkArt) -> impl Bundle {
    let badge = BODY.x * 0.4;
    let corner = |x: f32, y: f32, z: f32| Transform::from_xyz(x * BODY.x, y * BODY.y, z);
    let (image, size, color, place) = match mark {
        Mark::Back => (art.back.clone(), BODY, Color::WHITE, corner(0.0, 0.0, 0.04)),
        Mark::Ice => (art.ice.clone(), BODY, Color::WHITE, corner(0.0, 0.0, 0.06)),
        Mark::Lock { tint } => (
            art.lock.clone(),
            Vec2::splat(badge * 1.2),
            PAIR_TINTS[tint as usize],
            corner(0.0, -0.05, 0.08),
        ),
        Mark::Key { tint } => (
            art.key.clone(),
            Vec2::splat(badge),
            PAIR_TINTS[tint as usize],
            corner(-0.3, 0.31, 0.08),
        ),
        Mark::Timer { .. } => (
            art.timer.clone(),
            Vec2::splat(badge),
            Color::WHITE,
            corner(0.3, 0.31, 0.08),
        ),
        Mark::Modded { id } => (
            art.modded(id),
            Vec2::splat(BODY.x * 0.75),
            Color::WHITE,
            corner(0.0, 0.0, 0.07),
        ),
    };
    (
        SpecialMark(mark),
        Sprite {
            image,
            color,
            custom_size: Some(size),
            ..default()
        },
        place,
        Pickable::IGNORE,
    )
}

/// The seconds under a timer's stopwatch.
fn timer_words(seconds: u16) -> impl Bundle {
    (
        Text2d::new(format!("+{seconds}")),
        TextFont::from_font_size(BODY.y * 0.2),
        TextColor(Color::srgb(0.12, 0.13, 0.18)),
        TextLayout::justify(Justify::Center),
        TextBackgroundColor(Color::srgba(1.0, 0.96, 0.84, 0.9)),
        Transform::from_xyz(0.0, -BODY.y * 0.3, 0.01),
    )
}

/// Tiles in play, with the marks they show.
type TilesInPlay<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static GridPos, Option<&'static Children>),
    (With<TileKind>, Without<OutOfPlay>),
>;

/// Tiles in play get the marks the board gives them now; marks no longer given leave.
fn follow_the_board(
    board: Option<Res<Board>>,
    art: Option<Res<MarkArt>>,
    tiles: TilesInPlay,
    marks: Query<&SpecialMark, Without<MarkLeaving>>,
    mut commands: Commands,
) {
    let (Some(board), Some(art)) = (board, art) else {
        return;
    };
    let grid = board.grid();
    for (tile, pos, children) in &tiles {
        let wanted = marks_at(grid, pos.0);
        let mut shown = Vec::new();
        for child in children.into_iter().flatten() {
            if let Ok(SpecialMark(mark)) = marks.get(*child) {
                if wanted.contains(mark) {
                    shown.push(*mark);
                } else {
                    commands
                        .entity(*child)
                        .insert(MarkLeaving(Timer::new(LEAVING, TimerMode::Once)));
                }
            }
        }
        for mark in wanted.into_iter().filter(|m| !shown.contains(m)) {
            let mut spawned = commands.spawn(mark_bundle(mark, &art));
            if let Mark::Timer { seconds } = mark {
                spawned.with_child(timer_words(seconds));
            }
            let id = spawned.id();
            commands.entity(tile).add_child(id);
        }
    }
}

/// Leaving marks grow and fade; gone ones are despawned.
fn animate_leaving(
    step: Res<FrameStep>,
    mut leaving: Query<(Entity, &mut MarkLeaving, &mut Transform, &mut Sprite)>,
    mut commands: Commands,
) {
    for (e, mut l, mut t, mut sprite) in &mut leaving {
        l.0.tick(step.game_motion());
        let k = l.0.fraction();
        t.scale = Vec3::splat(1.0 + 0.35 * EaseFunction::QuadraticOut.sample_clamped(k));
        let alpha = 1.0 - EaseFunction::QuadraticIn.sample_clamped(k);
        sprite.color = sprite.color.with_alpha(alpha);
        if l.0.is_finished() {
            commands.entity(e).despawn();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.frames_while::<MarkLeaving>()
        .add_systems(Startup, draw_mark_art)
        .add_systems(
            Update,
            (
                follow_the_board
                    .run_if(resource_exists_and_changed::<Board>)
                    .in_set(ViewSystems::React),
                animate_leaving
                    .run_if(any_with_component::<MarkLeaving>)
                    .in_set(ViewSystems::Animate),
            ),
        );
}
