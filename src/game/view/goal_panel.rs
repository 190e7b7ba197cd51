//! The goal on the HUD, under the status line, when a level asks more than clearing the
//! board: what to clear (the face of the kind to pair, drawn from the tile set in use), how far
//! the board is, and the links spent of those allowed.

use bevy::prelude::*;

use crate::engine::goals::{Aim, Goal, Progress};
use crate::game::content::words::Words;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::GoalProgress;
use crate::game::theme::palette::hud_colours;
use crate::game::view::board::tiles::TileArt;
use crate::game::view::frame::desktop_scheme::ShownShade;
use crate::game::view::hud::StatusSlot;
use crate::game::view::stages::ViewSystems;

/// The goal's row on the HUD.
#[derive(Component, Debug)]
struct GoalPanel;

/// The words before the face (what to clear, how far).
#[derive(Component, Debug)]
struct GoalLead;

/// The face of the kind a pairs goal asks for.
#[derive(Component, Debug)]
struct GoalFace;

/// Words of the goal's row: they take the theme's colour.
#[derive(Component, Debug)]
struct GoalText;

/// The words after the face (links spent).
#[derive(Component, Debug)]
struct GoalTail;

/// The panel, in the HUD's status row beside the status line once the row is there.
fn spawn_goal_panel(slot: On<Add, StatusSlot>, mut commands: Commands) {
    let text = || {
        (
            GoalText,
            Text::new(""),
            crate::game::view::hud_fit::row_text(20.0),
            TextColor(hud_colours(default()).0),
        )
    };
    commands.spawn((
        GoalPanel,
        ChildOf(slot.entity),
        Node {
            display: Display::None,
            align_items: AlignItems::Center,
            column_gap: px(6.0),
            ..default()
        },
        children![
            (GoalLead, text()),
            (
                GoalFace,
                ImageNode::default(),
                Node {
                    width: px(24.0),
                    height: px(25.0),
                    display: Display::None,
                    ..default()
                }
            ),
            (GoalTail, text()),
        ],
    ));
}

/// The words before the face, and after it.
fn goal_words(words: &Words, goal: &Goal, progress: &Progress) -> (String, String) {
    let done = [
        ("done", progress.done.into()),
        ("needed", progress.needed.into()),
    ];
    let lead = match goal.aim {
        Aim::ClearBoard => words.t_with("goal-board", &done),
        Aim::ClearIce => words.t_with("goal-ice", &done),
        Aim::Pairs { .. } => words.t_with("goal-pairs", &done),
    };
    let tail = goal.within_links.map_or_else(String::new, |most| {
        words.t_with(
            "goal-links",
            &[("links", progress.links.into()), ("most", most.into())],
        )
    });
    (lead, tail)
}

/// Shows the goal and its progress when either changes (or the language, or the tile set).
fn show_goal(
    (progress, spec, words): (Res<GoalProgress>, Res<LevelSpec>, Words),
    art: Option<Res<TileArt>>,
    mut panel: Query<&mut Node, (With<GoalPanel>, Without<GoalFace>)>,
    mut face: Query<(&mut ImageNode, &mut Node), With<GoalFace>>,
    mut lead: Query<&mut Text, (With<GoalLead>, Without<GoalTail>)>,
    mut tail: Query<&mut Text, With<GoalTail>>,
) {
    let shown = progress.0.map(|p| goal_words(&words, &spec.level.goal, &p));
    for mut node in &mut panel {
        node.display = if shown.is_some() {
            Display::Flex
        } else {
            Display::None
        };
    }
    let Some((before, after)) = shown else { return };
    for mut t in &mut lead {
        t.0.clone_from(&before);
    }
    for mut t in &mut tail {
        t.0.clone_from(&after);
    }
    let kind = match spec.level.goal.aim {
        Aim::Pairs { kind, .. } => art.as_deref().map(|a| a.tile_node(usize::from(kind))),
        _ => None,
    };
    for (mut image, mut node) in &mut face {
        node.display = if kind.is_some() {
            Display::Flex
        } else {
            Display::None
        };
        if let Some(k) = &kind {
            *image = k.clone();
        }
    }
}

/// The goal's words read on the theme's background, as the status line's do.
fn theme_goal_text(shade: Res<ShownShade>, mut text: Query<&mut TextColor, With<GoalText>>) {
    for mut c in &mut text {
        c.0 = hud_colours(shade.0).0;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(spawn_goal_panel).add_systems(
        Update,
        theme_goal_text.run_if(resource_exists_and_changed::<ShownShade>),
    );
    app.add_systems(
        Update,
        show_goal
            .run_if(
                resource_changed::<GoalProgress>
                    .or_eager(resource_changed::<LevelSpec>)
                    .or_eager(|words: Words| words.changed())
                    .or_eager(resource_exists_and_changed::<TileArt>),
            )
            .in_set(ViewSystems::Animate),
    );
}
