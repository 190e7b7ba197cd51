//! The game, built on Bevy.

use std::process::ExitCode;

use bevy::prelude::*;

/// Opens the game window and runs until it is closed.
pub fn run() -> ExitCode {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "连连看 Lianliankan".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(ClearColor(Color::srgb(0.10, 0.12, 0.16)))
    .add_systems(Startup, setup_placeholder);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

fn setup_placeholder(mut commands: Commands) {
    commands.spawn(Camera2d);
    commands.spawn((
        Text2d::new("Lianliankan"),
        TextFont {
            font_size: FontSize::Px(64.0),
            ..default()
        },
    ));
}
