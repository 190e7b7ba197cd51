//! What is on screen, written to a file for a program that plays the game through its window
//! (`--scene-file PATH`, for the player journeys under a virtual display): the screen and menu,
//! the board as the engine writes it with its rules, and where each button, text and tile is,
//! in the window's logical pixels. Written whole (a new file renamed over the old) whenever
//! it changes, so a reader never sees half of one; nothing is written while nothing changes.

use std::fmt::Write as _;
use std::path::PathBuf;

use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy::window::PrimaryWindow;

use super::navigation::Focus;
use crate::game::core::board::Board;
use crate::game::core::screen::{Menu, Screen};
use crate::game::lesson::Lesson;
use crate::game::theme::choice_row::{Choice, ChoiceArrow};
use crate::game::theme::widgets::{ButtonAction, Tab};
use crate::game::view::frame::camera::BoardCamera;
use crate::game::view::geometry::{CELL, cell_center};

/// Where the scene is written.
#[derive(Resource, Debug)]
pub struct SceneFile {
    /// The file.
    pub path: PathBuf,
    /// What it holds now.
    written: String,
}

impl SceneFile {
    /// The scene goes to `path`.
    pub fn new(path: PathBuf) -> Self {
        SceneFile {
            path,
            written: String::new(),
        }
    }
}

/// A rectangle in logical pixels as the file writes it: left, top, width, height.
fn rect_text(r: Rect) -> String {
    format!(
        "{:.0} {:.0} {:.0} {:.0}",
        r.min.x,
        r.min.y,
        r.width(),
        r.height()
    )
}

/// The interface's buttons and texts, in logical pixels: buttons in tab order with whether
/// each has the focus.
fn interface(world: &mut World, out: &mut String) {
    let focus = world.get_resource::<Focus>().map_or(0, |f| f.0);
    let scale = world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .iter(world)
        .next()
        .map_or(1.0, Window::scale_factor);
    type Node<'a> = (
        Entity,
        &'a ComputedNode,
        &'a UiGlobalTransform,
        &'a InheritedVisibility,
    );
    let mut nodes = world.query::<Node>();
    let mut shown = |world: &World, e: Entity| -> Option<Rect> {
        let (_, node, at, visible) = nodes.get(world, e).ok()?;
        // Physical pixels to the window's logical ones.
        let rect = Rect::from_center_size(at.translation / scale, node.size / scale);
        (visible.get() && node.size.min_element() > 0.0).then_some(rect)
    };
    let mut buttons: Vec<(Tab, Entity)> = world
        .query_filtered::<(&Tab, Entity), With<ButtonAction>>()
        .iter(world)
        .map(|(t, e)| (*t, e))
        .collect();
    buttons.sort();
    let arrows: Vec<(Entity, i8, Entity)> = world
        .query::<(Entity, &ChoiceArrow, &ChildOf)>()
        .iter(world)
        .map(|(e, a, row)| (e, a.0, row.parent()))
        .collect();
    for (i, (_, e)) in buttons.iter().enumerate() {
        let Some(rect) = shown(world, *e) else {
            continue;
        };
        let focused = if i == focus { "*" } else { "-" };
        let words = button_words(world, *e);
        let _ = writeln!(out, "button {focused} {} {words}", rect_text(rect));
        // A choice row's arrows follow it.
        for (arrow, by, _) in arrows.iter().filter(|(_, _, row)| row == e) {
            if let Some(rect) = shown(world, *arrow) {
                let _ = writeln!(out, "arrow {by} {}", rect_text(rect));
            }
        }
    }
    let texts: Vec<(Entity, String)> = world
        .query::<(Entity, &Text)>()
        .iter(world)
        .map(|(e, t)| (e, t.0.replace('\n', " ")))
        .collect();
    for (e, text) in texts {
        if let Some(rect) = shown(world, e).filter(|_| !text.trim().is_empty()) {
            let _ = writeln!(out, "text {} {text}", rect_text(rect));
        }
    }
}

/// What a button says: a choice row's words, else the texts inside it.
fn button_words(world: &World, button: Entity) -> String {
    if let Some(choice) = world.get::<Choice>(button) {
        return choice.0.clone();
    }
    let mut said = Vec::new();
    let mut stack = vec![button];
    while let Some(e) = stack.pop() {
        if let Some(text) = world.get::<Text>(e) {
            said.push(text.0.replace('\n', " "));
        }
        if let Some(children) = world.get::<Children>(e) {
            stack.extend(children.iter().rev());
        }
    }
    said.join(" ")
}

/// The board as the engine writes it, its rules, and each cell's place on screen (its
/// centre, in logical pixels), while play shows it.
fn board(world: &mut World, out: &mut String) {
    let Some(board) = world.get_resource::<Board>() else {
        return;
    };
    let (grid, rules) = (board.grid().clone(), board.rules());
    let mut cameras = world
        .query_filtered::<(&Camera, &GlobalTransform), (With<BoardCamera>, Without<RenderLayers>)>(
        );
    let Some((camera, at)) = cameras.iter(world).next() else {
        return;
    };
    let (w, h) = (grid.width(), grid.height());
    let _ = writeln!(
        out,
        "rules turns {} ring {} gravity {:?} slide {}",
        rules.max_turns.as_u32(),
        rules.outer_ring,
        rules.gravity,
        rules.tiles_slide
    );
    let corner = |p| {
        camera
            .world_to_viewport(at, cell_center(p, w, h).extend(0.0))
            .ok()
    };
    let origin = corner(crate::engine::Pos::new(0, 0));
    let last = corner(crate::engine::Pos::new(w as i32 - 1, h as i32 - 1));
    if let (Some(a), Some(b)) = (origin, last) {
        let cell = if w > 1 {
            (b.x - a.x) / (w - 1) as f32
        } else {
            CELL
        };
        let _ = writeln!(out, "board {w} {h} {:.1} {:.1} {cell:.2}", a.x, a.y);
    }
    for line in grid.to_text().lines() {
        let _ = writeln!(out, "row {line}");
    }
}

/// Writes the scene when it changed.
pub(crate) fn write_scene(world: &mut World) {
    let mut out = String::new();
    let state = |name: Option<String>| name.unwrap_or_else(|| "-".to_string());
    let screen = state(
        world
            .get_resource::<State<Screen>>()
            .map(|s| format!("{:?}", s.get())),
    );
    let menu = state(
        world
            .get_resource::<State<Menu>>()
            .map(|s| format!("{:?}", s.get())),
    );
    let _ = writeln!(out, "screen {screen} menu {menu}");
    if let Some((a, b)) = world.get_resource::<Lesson>().and_then(|l| l.pointed()) {
        let _ = writeln!(out, "pointed {} {} {} {}", a.x, a.y, b.x, b.y);
    }
    if world
        .query_filtered::<(), With<PrimaryWindow>>()
        .iter(world)
        .next()
        .is_none()
    {
        return;
    }
    board(world, &mut out);
    interface(world, &mut out);
    let Some(mut file) = world.get_resource_mut::<SceneFile>() else {
        return;
    };
    if file.written == out {
        return;
    }
    let temp = file.path.with_extension("tmp");
    if std::fs::write(&temp, &out)
        .and_then(|_| std::fs::rename(&temp, &file.path))
        .is_ok()
    {
        file.written = out;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, write_scene.run_if(resource_exists::<SceneFile>));
}
