//! The floor of a frame: a bare app with exactly the game's Bevy features, camera settings and
//! window settings, and nothing of the game. `scripts/fps` runs it beside the game and prints
//! each of the game's screens as a ratio of this frame rate.
//!
//! `cargo run --release --example bare [-- --sprites N [--as-one]]` (N textured sprites in a
//! grid, as a board of N tiles would be, 0 by default; with `--as-one`, a single sprite covering
//! the same pixels instead, as a board baked into one picture would be). Logs the frame rate
//! every second.

use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
use bevy::prelude::*;

fn main() {
    let sprites = std::env::args()
        .skip_while(|a| a != "--sprites")
        .nth(1)
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(0);
    let as_one = std::env::args().any(|a| a == "--as-one");
    App::new()
        .add_plugins((
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
            move |mut commands: Commands, mut images: ResMut<Assets<Image>>| {
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
                let columns = 30;
                if as_one {
                    let rows = sprites.div_ceil(columns) as f32;
                    let cols = sprites.min(columns) as f32;
                    // The grid's tiles and the gaps between them, as one quad.
                    let size = Vec2::new(cols * 40.0 - 2.0, rows * 44.0 - 2.0);
                    commands.spawn((
                        Sprite {
                            image: atlas,
                            rect: Some(Rect::new(0.0, 0.0, 1152.0, 800.0)),
                            custom_size: Some(size),
                            ..default()
                        },
                        Transform::from_xyz(
                            -600.0 + (size.x - 38.0) / 2.0,
                            330.0 - (size.y - 42.0) / 2.0,
                            0.0,
                        ),
                    ));
                    return;
                }
                for i in 0..sprites {
                    let (x, y) = ((i % columns) as f32, (i / columns) as f32);
                    commands.spawn((
                        Sprite {
                            image: atlas.clone(),
                            rect: Some(Rect::new(0.0, 0.0, 72.0, 80.0)),
                            custom_size: Some(Vec2::new(38.0, 42.0)),
                            ..default()
                        },
                        Transform::from_xyz(x * 40.0 - 600.0, 330.0 - y * 44.0, 0.0),
                    ));
                }
            },
        )
        .run();
}
