//! The floor of a frame: a bare app with exactly the game's Bevy features, camera settings and
//! window settings, and nothing of the game. `scripts/fps` runs it beside the game and prints
//! each of the game's screens as a ratio of this frame rate.
//!
//! `cargo run --release --example bare [-- --sprites N [--as-one] [--desktop-app]]` (N textured
//! sprites in a grid, as a board of N tiles would be, 0 by default; with `--as-one`, a single
//! sprite covering the same pixels instead, as a board baked into one picture would be; with
//! `--desktop-app`, Bevy's `WinitSettings::desktop_app()`: a frame only when something happens,
//! the floor `scripts/idle` measures a sleeping game against; with `--frame-every S`, asleep but
//! for one frame every S seconds, the floor of a board whose clock is shown). Logs the frame
//! rate every second. With `--drawing-kinds`, it also holds what the game's screens draw beside
//! sprites, once each: the game's two typefaces, a UI panel with text in both, text in the
//! world and a flat-coloured mesh (the floor for the game's memory).

use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
use bevy::prelude::*;

fn main() {
    let sprites = std::env::args()
        .skip_while(|a| a != "--sprites")
        .nth(1)
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(0);
    let as_one = std::env::args().any(|a| a == "--as-one");
    let mut app = App::new();
    if std::env::args().any(|a| a == "--desktop-app") {
        app.insert_resource(bevy::winit::WinitSettings::desktop_app());
    }
    let frame_every = std::env::args()
        .skip_while(|a| a != "--frame-every")
        .nth(1)
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0);
    if let Some(seconds) = frame_every {
        let every = std::time::Duration::from_secs_f64(seconds);
        app.insert_resource(bevy::winit::WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(every),
            unfocused_mode: bevy::winit::UpdateMode::reactive_low_power(every),
        });
    }
    app.add_plugins((
        DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "bare".into(),
                resolution: (1280, 800).into(),
                focused: true,
                present_mode: bevy::window::PresentMode::AutoNoVsync,
                ..default()
            }),
            ..default()
        }),
        FrameTimeDiagnosticsPlugin::default(),
        LogDiagnosticsPlugin::default(),
    ))
    .add_systems(
        Startup,
        move |commands: Commands, images: ResMut<Assets<Image>>| {
            spawn_scene(commands, images, sprites, as_one);
        },
    );
    if std::env::args().any(|a| a == "--drawing-kinds") {
        app.add_systems(Startup, spawn_drawing_kinds);
    }
    app.run();
}

/// The game's camera, and `sprites` tile-sized sprites in a grid (or one sprite covering them
/// all, `as_one`).
fn spawn_scene(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    sprites: usize,
    as_one: bool,
) {
    // The game's camera: no multisampling, no tonemapping.
    commands.spawn((
        Camera2d,
        Msaa::Off,
        bevy::core_pipeline::tonemapping::Tonemapping::None,
    ));
    if sprites == 0 {
        return;
    }
    // A texture the size of the game's tile atlas, one tile-sized sprite per cell.
    let atlas = images.add(Image::new_fill(
        bevy::render::render_resource::Extent3d {
            width: 1152,
            height: 800,
            depth_or_array_layers: 1,
        },
        bevy::render::render_resource::TextureDimension::D2,
        &[235, 225, 205, 255],
        bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
        bevy::asset::RenderAssetUsages::RENDER_WORLD,
    ));
    // A 30×16 board's tiles at 1280×800: their size, the step from one to the next,
    // and the first one's centre (x right, y up).
    let columns = 30;
    let tile = Vec2::new(38.0, 42.0);
    let step = Vec2::new(40.0, 44.0);
    let first = Vec2::new(-600.0, 330.0);
    if as_one {
        let cells = Vec2::new(
            sprites.min(columns) as f32,
            sprites.div_ceil(columns) as f32,
        );
        // The grid's tiles and the gaps between them, as one quad.
        let size = cells * step - (step - tile);
        let centre = first + (size - tile) / 2.0 * Vec2::new(1.0, -1.0);
        commands.spawn((
            Sprite {
                image: atlas,
                rect: Some(Rect::new(0.0, 0.0, 1152.0, 800.0)),
                custom_size: Some(size),
                ..default()
            },
            Transform::from_translation(centre.extend(0.0)),
        ));
        return;
    }
    for i in 0..sprites {
        let cell = Vec2::new((i % columns) as f32, (i / columns) as f32);
        commands.spawn((
            Sprite {
                image: atlas.clone(),
                rect: Some(Rect::new(0.0, 0.0, 72.0, 80.0)),
                custom_size: Some(tile),
                ..default()
            },
            Transform::from_translation((first + cell * step * Vec2::new(1.0, -1.0)).extend(0.0)),
        ));
    }
}

/// One of each kind of drawing the game's screens use beside sprites, in its typefaces.
fn spawn_drawing_kinds(
    mut commands: Commands,
    mut fonts: ResMut<Assets<Font>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let regular = include_bytes!("../assets/fonts/NotoSansSC-Regular.otf");
    let bold = fonts.add(Font::from_bytes(
        include_bytes!("../assets/fonts/NotoSansSC-Bold.otf").to_vec(),
    ));
    if let Err(e) = fonts.insert(AssetId::default(), Font::from_bytes(regular.to_vec())) {
        error!("the font cannot be set: {e}");
    }
    commands
        .spawn((
            Node {
                margin: UiRect::all(Val::Px(40.0)),
                padding: UiRect::all(Val::Px(16.0)),
                border: UiRect::all(Val::Px(2.0)),
                flex_direction: FlexDirection::Column,
                ..default()
            },
            BackgroundColor(Color::srgb(0.1, 0.12, 0.16)),
            BorderColor::all(Color::srgb(0.3, 0.35, 0.45)),
        ))
        .with_children(|panel| {
            panel.spawn((
                Text::new("连连看 Lianliankan"),
                TextFont {
                    font: FontSource::Handle(bold),
                    ..TextFont::from_font_size(48.0)
                },
            ));
            panel.spawn(Text::new("设置 Settings · 音乐 Music · 返回 Back"));
        });
    commands.spawn((
        Text2d::new("+200 x2"),
        Transform::from_xyz(0.0, -200.0, 1.0),
    ));
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(300.0, 4.0))),
        MeshMaterial2d(materials.add(Color::srgb(0.4, 0.8, 0.3))),
        Transform::from_xyz(0.0, -240.0, 1.0),
    ));
}
