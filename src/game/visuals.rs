//! Tile visuals: procedurally drawn sprites (see `art.rs`), the camera that fits the board to
//! the window, the selection highlight, the keyboard cursor, and the vanish, shake and
//! re-deal animations.

use bevy::asset::RenderAssetUsages;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy_prototype_lyon::prelude::{BorderRadii, ShapeBuilder, ShapeBuilderBase, shapes};

use super::art;
use super::board::{Appearing, Board, CELL, GridPos, Sliding, TileKind, Vanishing, cell_center};
use super::despawn::{SHAKE, Shake};
use super::messages::{BoardShuffled, MatchFound};
use super::selection::{KeyboardCursor, Selection, on_tile_clicked};
use super::settings::{Settings, Theme};
use crate::engine::Cell;

/// Tile atlas columns.
const ATLAS_COLUMNS: usize = 12;
/// Tile image size in pixels.
const TILE_PX: (usize, usize) = (96, 100);
/// Tile size in world units (the cell is [`CELL`]).
const BODY: Vec2 = Vec2::new(CELL * 0.94, CELL * 0.98);
const BACKGROUND: Color = Color::srgb(0.105, 0.125, 0.17);

/// The images every tile uses, drawn once at start-up.
#[derive(Resource, Debug, Clone)]
pub struct TileArt {
    tiles: Handle<Image>,
    layout: Handle<TextureAtlasLayout>,
    glow: Handle<Image>,
    stone: Handle<Image>,
}

impl TileArt {
    /// A UI image of tile `kind` (menus decorate with the game's own tiles).
    pub fn tile_node(&self, kind: usize) -> ImageNode {
        ImageNode::from_atlas_image(
            self.tiles.clone(),
            TextureAtlas {
                layout: self.layout.clone(),
                index: kind % art::FACE_KINDS,
            },
        )
    }
}

/// An icon drawn on a canvas as an image.
pub fn icon_image(canvas: crate::game::power_ups::IconCanvas) -> Image {
    let size = canvas.size();
    image(canvas.into_rgba8(), size, size)
}

/// The keyboard cursor frame.
#[derive(Component, Debug)]
pub struct CursorFrame;

/// An obstacle cell's stone.
#[derive(Component, Debug)]
pub struct ObstacleStone;

/// The outline of the ring of free cells around the board.
#[derive(Component, Debug)]
pub struct RingOutline;

/// A short pulse after a re-deal.
#[derive(Component, Debug)]
pub struct Pulse(pub Timer);

/// The board camera.
#[derive(Component, Debug)]
pub struct BoardCamera;

fn image(pixels: Vec<u8>, w: usize, h: usize) -> Image {
    Image::new(
        Extent3d {
            width: w as u32,
            height: h as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        // Kept in the main world too: sprite picking tests the pixels' alpha.
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

/// A soft round-cornered glow ring for the selected tile.
fn glow_pixels(size: usize) -> Vec<u8> {
    let mut out = vec![0u8; size * size * 4];
    let half = size as f32 / 2.0;
    for y in 0..size {
        for x in 0..size {
            let (dx, dy) = ((x as f32 + 0.5 - half).abs(), (y as f32 + 0.5 - half).abs());
            let inner = half * 0.74;
            let qx = (dx - inner).max(0.0);
            let qy = (dy - inner).max(0.0);
            let d = (qx * qx + qy * qy).sqrt() / (half - inner); // 0 inside, 1 at the edge
            let a = if dx < inner && dy < inner {
                0.0
            } else {
                (1.0 - d).clamp(0.0, 1.0).powf(1.5)
            };
            let i = (y * size + x) * 4;
            out[i..i + 4].copy_from_slice(&[255, 210, 80, (a * 255.0) as u8]);
        }
    }
    out
}

fn tile_atlas_image(high_contrast: bool) -> Image {
    let (pixels, w, h) = art::tile_atlas(
        art::FACE_KINDS,
        TILE_PX.0,
        TILE_PX.1,
        ATLAS_COLUMNS,
        high_contrast,
    );
    image(pixels, w, h)
}

fn make_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
    settings: Res<Settings>,
) {
    let tiles = images.add(tile_atlas_image(settings.high_contrast));
    let layout = layouts.add(TextureAtlasLayout::from_grid(
        UVec2::new(TILE_PX.0 as u32, TILE_PX.1 as u32),
        ATLAS_COLUMNS as u32,
        art::FACE_KINDS.div_ceil(ATLAS_COLUMNS) as u32,
        None,
        None,
    ));
    let glow = images.add(image(glow_pixels(96), 96, 96));
    let stone = images.add(image(
        art::obstacle_pixels(TILE_PX.0, TILE_PX.1),
        TILE_PX.0,
        TILE_PX.1,
    ));
    commands.insert_resource(TileArt {
        tiles,
        layout,
        glow: glow.clone(),
        stone,
    });
    commands.spawn((
        Camera2d,
        BoardCamera,
        // The art is anti-aliased when drawn and the scene is plain sRGB sprites: multisampling
        // and tonemapping would only cost frame time (a lot of it on software renderers).
        Msaa::Off,
        bevy::core_pipeline::tonemapping::Tonemapping::None,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 16.0 * CELL,
                min_height: 11.0 * CELL,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
    commands.spawn((
        CursorFrame,
        Sprite {
            image: glow,
            custom_size: Some(Vec2::splat(CELL * 1.25)),
            color: Color::srgba(0.5, 0.85, 1.0, 0.9),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, 3.0),
        Visibility::Hidden,
    ));
}

/// Gives new tiles their sprite (body and face in one) and makes them clickable.
fn dress_new_tiles(
    mut commands: Commands,
    art: Option<Res<TileArt>>,
    tiles: Query<(Entity, &TileKind), Added<TileKind>>,
) {
    let Some(art) = art else { return };
    for (e, kind) in &tiles {
        commands
            .entity(e)
            .insert((
                Sprite {
                    image: art.tiles.clone(),
                    texture_atlas: Some(TextureAtlas {
                        layout: art.layout.clone(),
                        index: kind.0 as usize % art::FACE_KINDS,
                    }),
                    custom_size: Some(BODY),
                    ..default()
                },
                Pickable::default(),
            ))
            .observe(on_tile_clicked);
    }
}

/// Redraws the tiles when the high-contrast setting changes.
fn apply_contrast(
    settings: Res<Settings>,
    art: Option<Res<TileArt>>,
    mut images: ResMut<Assets<Image>>,
    mut drawn: Local<Option<bool>>,
) {
    let Some(art) = art else { return };
    let wanted = settings.high_contrast;
    if drawn.is_none() {
        // Drawn at start-up with the loaded setting.
        *drawn = Some(wanted);
    }
    if *drawn != Some(wanted) {
        *drawn = Some(wanted);
        let _ = images.insert(&art.tiles, tile_atlas_image(wanted));
    }
}

/// Background and board panel colours of the theme.
pub fn theme_colours(theme: Theme) -> (Color, Color, Color) {
    match theme {
        Theme::Dark => (
            BACKGROUND,
            Color::srgb(0.13, 0.155, 0.21),
            Color::srgb(0.24, 0.28, 0.36),
        ),
        Theme::Light => (
            Color::srgb(0.80, 0.82, 0.86),
            Color::srgb(0.69, 0.72, 0.78),
            Color::srgb(0.55, 0.58, 0.65),
        ),
    }
}

/// Background and board panel follow the theme when it changes (new panels are drawn in it).
fn apply_theme(
    settings: Res<Settings>,
    mut clear: ResMut<ClearColor>,
    mut panels: Query<&mut bevy_prototype_lyon::prelude::Shape, With<RingOutline>>,
) {
    if !settings.is_changed() {
        return;
    }
    let (background, panel, edge) = theme_colours(settings.theme);
    clear.0 = background;
    for mut shape in &mut panels {
        if let Some(f) = shape.fill.as_mut() {
            f.color = panel;
        }
        if let Some(s) = shape.stroke.as_mut() {
            s.color = edge;
        }
    }
}

/// Faces follow kind changes (re-deals).
fn update_faces(mut tiles: Query<(&TileKind, &mut Sprite), Changed<TileKind>>) {
    for (kind, mut sprite) in &mut tiles {
        if let Some(atlas) = sprite.texture_atlas.as_mut() {
            atlas.index = kind.0 as usize % art::FACE_KINDS;
        }
    }
}

/// Fits the board and its ring (plus room for the HUD) to the window at any size, and outlines
/// the ring so the space paths may use is visible.
fn fit_camera(
    board: Option<Res<Board>>,
    mut camera: Query<&mut Projection, With<BoardCamera>>,
    outline: Query<Entity, With<RingOutline>>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut fitted: Local<Option<((usize, usize), bool)>>,
) {
    let Some(board) = board else { return };
    // A new deal replaces the resource in place, so compare sizes rather than rely on "added".
    let size = (board.grid.width(), board.grid.height());
    let ring = board.rules.outer_ring;
    if *fitted == Some((size, ring)) {
        return;
    }
    *fitted = Some((size, ring));
    let (w, h) = (size.0 as f32, size.1 as f32);
    for mut p in &mut camera {
        if let Projection::Orthographic(o) = &mut *p {
            o.scaling_mode = ScalingMode::AutoMin {
                min_width: (w + 2.6) * CELL,
                min_height: (h + 2.6) * CELL + CELL * 1.4,
            };
        }
    }
    for e in &outline {
        commands.entity(e).despawn();
    }
    let (_, panel_colour, edge_colour) = theme_colours(settings.theme);
    // With the ring off, the panel hugs the board: no path may leave it.
    let margin = if ring { 2.0 } else { 0.3 };
    let panel = shapes::Rectangle {
        extents: Vec2::new((w + margin) * CELL, (h + margin) * CELL),
        radii: Some(BorderRadii::single(CELL * 0.3)),
        ..default()
    };
    commands.spawn((
        RingOutline,
        ShapeBuilder::with(&panel)
            .fill(panel_colour)
            .stroke((edge_colour, 2.0))
            .build(),
        Transform::from_xyz(0.0, 0.0, -1.0),
    ));
}

/// Draws the level's obstacles as stones for each new deal.
fn draw_obstacles(
    board: Option<Res<Board>>,
    art: Option<Res<TileArt>>,
    stones: Query<Entity, With<ObstacleStone>>,
    mut commands: Commands,
    mut drawn: Local<Option<u64>>,
) {
    let (Some(board), Some(art)) = (board, art) else {
        return;
    };
    // Obstacles are fixed for a deal: draw them once per deal, not on every move.
    if *drawn == Some(board.deal_id()) {
        return;
    }
    let (w, h) = (board.grid.width(), board.grid.height());
    let cells = board
        .grid
        .positions()
        .filter(|p| board.grid.get(*p) == Cell::Obstacle);
    for e in &stones {
        commands.entity(e).despawn();
    }
    for p in cells {
        commands.spawn((
            ObstacleStone,
            Sprite {
                image: art.stone.clone(),
                custom_size: Some(BODY),
                ..default()
            },
            Transform::from_translation(cell_center(p, w, h).extend(0.0)),
        ));
    }
    *drawn = Some(board.deal_id());
}

/// The selected tile glows and lifts; the keyboard cursor frame follows the cursor.
fn show_selection(
    selection: Res<Selection>,
    cursor: Res<KeyboardCursor>,
    board: Option<Res<Board>>,
    art: Option<Res<TileArt>>,
    mut commands: Commands,
    mut marked: Local<Option<(Entity, Entity)>>,
    mut frame: Query<(&mut Transform, &mut Visibility), With<CursorFrame>>,
) {
    let (Some(board), Some(art)) = (board, art) else {
        return;
    };
    let selected = selection.first.and_then(|p| board.entity_at(p));
    if marked.map(|(tile, _)| Some(tile)) != Some(selected) {
        if let Some((_, glow)) = marked.take() {
            commands.entity(glow).try_despawn();
        }
        if let Some(tile) = selected {
            let glow = commands
                .spawn((
                    Sprite {
                        image: art.glow.clone(),
                        custom_size: Some(Vec2::splat(CELL * 1.3)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, -0.1),
                    Pickable::IGNORE,
                    ChildOf(tile),
                ))
                .id();
            *marked = Some((tile, glow));
        }
    }
    if let Ok((mut t, mut v)) = frame.single_mut() {
        let (w, h) = (board.grid.width(), board.grid.height());
        let c = cell_center(cursor.pos, w, h);
        t.translation = c.extend(3.0);
        *v = if cursor.visible {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
    }
}

/// What the tile animation reads and writes.
type AnimatedTile = (
    Entity,
    &'static GridPos,
    &'static mut Transform,
    &'static mut Sprite,
    Option<&'static Vanishing>,
    Option<&'static Shake>,
    Option<&'static mut Pulse>,
    Option<&'static Sliding>,
    Option<&'static Appearing>,
);

/// Vanishing tiles shrink, spin a little and fade; shaking tiles wobble; re-dealt tiles pulse;
/// sliding tiles glide to their cell; tiles put back by an undo grow in;
/// the selected tile lifts. Only values that change are written, so still tiles cost nothing
/// downstream.
fn animate_tiles(
    board: Option<Res<Board>>,
    mut tiles: Query<AnimatedTile>,
    time: Res<Time>,
    mut commands: Commands,
    selection: Res<Selection>,
) {
    let Some(board) = board else { return };
    let (w, h) = (board.grid.width(), board.grid.height());
    for (e, pos, mut t, mut sprite, vanishing, shake, pulse, sliding, appearing) in &mut tiles {
        let mut home = cell_center(pos.0, w, h);
        if let Some(s) = sliding {
            // Gravity: accelerate like a falling tile, settle with a small bounce.
            let k = EaseFunction::BounceOut.sample_clamped(s.timer.fraction());
            home = s.from.lerp(home, k);
        }
        let mut scale = 1.0;
        let mut offset = Vec2::ZERO;
        let mut alpha = 1.0;
        let mut z = 0.0;
        let mut rotation = Quat::IDENTITY;
        if let Some(v) = vanishing {
            let k = v.0.fraction();
            scale =
                1.0 + 0.15 * (k * 3.0).min(1.0) - 1.15 * EaseFunction::CubicIn.sample_clamped(k);
            alpha = 1.0 - EaseFunction::QuadraticIn.sample_clamped(k);
            rotation = Quat::from_rotation_z(0.6 * k);
            z = 2.0;
        } else if let Some(s) = shake {
            let k = s.0.elapsed_secs() / SHAKE.as_secs_f32();
            offset.x = (k * 40.0).sin() * CELL * 0.08 * (1.0 - k);
        }
        if let Some(a) = appearing {
            scale *= EaseFunction::BackOut.sample_clamped(a.0.fraction());
        }
        if let Some(mut p) = pulse {
            let k = p.0.tick(time.delta()).fraction();
            scale *= 1.0 + 0.18 * (k * std::f32::consts::PI).sin();
            if p.0.is_finished() {
                commands.entity(e).remove::<Pulse>();
            }
        }
        if selection.first == Some(pos.0) && vanishing.is_none() {
            scale *= 1.06;
            offset.y += CELL * 0.04;
            z = 1.0;
        }
        let target = Transform {
            translation: (home + offset).extend(z),
            rotation,
            scale: Vec3::splat(scale.max(0.0)),
        };
        t.set_if_neq(target);
        let colour = Color::WHITE.with_alpha(alpha);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}

/// A small burst of sparks where a pair vanishes.
#[derive(Component, Debug)]
pub struct Spark {
    velocity: Vec2,
    life: Timer,
}

fn spawn_sparks(
    mut found: MessageReader<MatchFound>,
    board: Option<Res<Board>>,
    mut commands: Commands,
    mut n: Local<u32>,
) {
    let Some(board) = board else { return };
    let (w, h) = (board.grid.width(), board.grid.height());
    for m in found.read() {
        for p in [m.a, m.b] {
            let c = cell_center(p, w, h);
            for i in 0..10 {
                *n = n.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let jitter = (*n >> 16) as f32 / 65_536.0;
                let angle = i as f32 / 10.0 * std::f32::consts::TAU + jitter;
                let speed = CELL * (2.0 + 2.0 * jitter);
                commands.spawn((
                    Spark {
                        velocity: Vec2::from_angle(angle) * speed,
                        life: Timer::from_seconds(0.45, TimerMode::Once),
                    },
                    Sprite::from_color(Color::srgb(1.0, 0.85, 0.4), Vec2::splat(CELL * 0.09)),
                    Transform::from_translation(c.extend(4.0)),
                ));
            }
        }
    }
}

fn animate_sparks(
    time: Res<Time>,
    mut commands: Commands,
    mut sparks: Query<(Entity, &mut Spark, &mut Transform, &mut Sprite)>,
) {
    for (e, mut s, mut t, mut sprite) in &mut sparks {
        let dt = time.delta_secs();
        if s.life.tick(time.delta()).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        t.translation += (s.velocity * dt).extend(0.0);
        s.velocity *= 1.0 - 4.0 * dt;
        sprite.color = sprite.color.with_alpha(1.0 - s.life.fraction());
    }
}

fn pulse_on_redeal(
    mut shuffled: MessageReader<BoardShuffled>,
    tiles: Query<Entity, (With<TileKind>, Without<Vanishing>)>,
    mut commands: Commands,
) {
    if shuffled.read().count() > 0 {
        for e in &tiles {
            commands
                .entity(e)
                .insert(Pulse(Timer::from_seconds(0.5, TimerMode::Once)));
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .add_systems(Startup, make_art)
        .add_systems(
            Update,
            (
                dress_new_tiles,
                update_faces,
                fit_camera,
                draw_obstacles,
                apply_contrast,
                apply_theme,
                spawn_sparks.in_set(super::MoveFlow::React),
                pulse_on_redeal.after(super::MoveFlow::Settle),
                (show_selection, animate_tiles, animate_sparks).after(super::MoveFlow::Settle),
            ),
        );
}
