//! The layout check (`--check-layout`, with `--screenshot`): what the player would see cut,
//! spilling or covered, measured on the screen as Bevy laid it out, when each picture is taken:
//! - a text laid out wider or taller than its node, or reaching out of its parent's box (a
//!   button, a card, a panel);
//! - anything drawn (a text, a box, a picture) reaching out of the window;
//! - a text over another text;
//! - in play, anything of the interface over the board's frame;
//! - the notice lane over the board, a button or a text.
//!
//! `scripts/check-layout` runs every screen in every language at the common window sizes and
//! fails where it finds one.

use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
use bevy::window::PrimaryWindow;

use crate::game::core::board::Board;
use crate::game::core::screen::{Menu, Screen};
use crate::game::theme::boxes::BoxColours;
use crate::game::view::frame::camera::BoardCamera;
use crate::game::view::geometry::{CELL, frame_margin};
use crate::game::view::notices::NoticeLane;

/// Check the layout each time a screenshot is taken.
#[derive(Resource, Debug, Default)]
pub struct CheckLayout {
    /// What was found wrong so far, each with where.
    pub found: Vec<String>,
    /// A picture was taken and the screen is still as it shows: check it now.
    pub due: Option<String>,
}

/// Slack for rounding, in physical pixels.
const SLACK: f32 = 1.5;

/// Overlap below this, in physical pixels either way, is two edges touching, not one thing
/// over another.
const TOUCH: f32 = 3.0;

/// A node of the interface as it shows: where it is on screen (clipped as its parents clip
/// it), what it says, and what it is.
#[derive(Debug, Clone)]
struct Shown {
    entity: Entity,
    rect: Rect,
    text: Option<String>,
    /// A text's own box (the node it was laid out in), and its laid-out extent.
    text_box: Option<(Rect, Rect)>,
    button: bool,
    /// It draws something (a text, a box's fill or edge, a picture), not only holds others.
    draws: bool,
    lane: bool,
}

/// What the check looks at, read from the world once.
struct Screenful {
    window: Rect,
    nodes: Vec<Shown>,
    parents: Vec<(Entity, Entity)>,
    board: Option<Rect>,
    playing: bool,
}

/// A node's own rectangle on screen, in physical pixels.
fn node_rect(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size)
}

/// Where a text is drawn: across, its node grown to take in every glyph's ink, placed as
/// Bevy's renderer places them (from the node's content box, in physical pixels); down, its
/// node grown to its laid-out lines (ink there would count a descender reaching below the
/// line box, which is no cut). Across it is the ink, not the laid-out width, because a
/// wrapped line's laid-out width counts the space it broke at, which nobody sees. Bevy keeps
/// the laid-out size in logical pixels, the node's in physical ones.
fn text_rect(node: &ComputedNode, at: &UiGlobalTransform, layout: &TextLayoutInfo) -> Rect {
    let own = node_rect(node, at);
    let origin = at.translation + node.content_box().min;
    let glyphs = layout
        .glyphs
        .iter()
        .map(|g| Rect::from_center_size(origin + g.position, g.atlas_info.rect.size()));
    // A letter's ink may reach a little past its advance by design (the hook of an "f"): up
    // to a tenth of the tallest glyph is not out of the box.
    let tallest = glyphs.clone().map(|g| g.height()).fold(0.0, f32::max);
    let ink = glyphs
        .map(|g| g.inflate(-(tallest * 0.1).min(g.width() / 2.0)))
        .fold(own, |all, glyph| all.union(glyph));
    let laid = layout.size / node.inverse_scale_factor.max(f32::EPSILON);
    Rect::new(
        ink.min.x,
        own.min.y,
        ink.max.x,
        own.min.y + laid.y.max(node.size.y),
    )
}

/// The nodes of the interface that show: visible, with a size, and not clipped away.
fn shown_nodes(world: &mut World) -> Vec<Shown> {
    type Parts<'a> = (
        Entity,
        &'a ComputedNode,
        &'a UiGlobalTransform,
        &'a InheritedVisibility,
        Option<&'a Text>,
        Option<&'a TextLayoutInfo>,
        Option<&'a CalculatedClip>,
        Option<&'a BoxColours>,
        (Has<Button>, Has<ImageNode>, Has<NoticeLane>),
    );
    let mut query = world.query::<Parts>();
    let mut nodes = Vec::new();
    for (entity, node, at, visible, text, layout, clip, boxes, (button, image, lane)) in
        query.iter(world)
    {
        if !visible.get() || node.size.min_element() <= 0.0 {
            continue;
        }
        let own = node_rect(node, at);
        let said = text
            .map(|t| t.0.replace('\n', " "))
            .filter(|t| !t.trim().is_empty());
        let glyphs = match (&said, layout) {
            (Some(_), Some(layout)) => text_rect(node, at, layout),
            _ => own,
        };
        let rect = clip.map_or(glyphs, |c| glyphs.intersect(c.clip));
        if rect.is_empty() {
            continue;
        }
        let drawn_box = boxes.is_some_and(|b| !b.is_invisible());
        nodes.push(Shown {
            entity,
            rect,
            text_box: said.as_ref().map(|_| (own, glyphs)),
            text: said,
            button,
            draws: drawn_box || image || text.is_some(),
            lane,
        });
    }
    nodes
}

/// The board's frame on screen, in physical pixels, while play shows it.
fn board_on_screen(world: &mut World, scale: f32) -> Option<Rect> {
    let board = world.get_resource::<Board>()?;
    let cells = Vec2::new(board.grid().width() as f32, board.grid().height() as f32);
    let half = (cells + frame_margin(board.rules().outer_ring)) * CELL / 2.0;
    let mut cameras = world
        .query_filtered::<(&Camera, &GlobalTransform), (With<BoardCamera>, Without<RenderLayers>)>(
        );
    let (camera, at) = cameras.iter(world).next()?;
    let a = camera.world_to_viewport(at, (-half).extend(0.0)).ok()?;
    let b = camera.world_to_viewport(at, half.extend(0.0)).ok()?;
    // A zoomed board is shown only through the camera's viewport.
    let shown = camera.logical_viewport_rect()?;
    let frame = Rect::from_corners(a, b).intersect(shown);
    Some(Rect::from_corners(frame.min * scale, frame.max * scale))
}

/// Everything the check needs, read once.
fn read_screen(world: &mut World) -> Option<Screenful> {
    let (size, scale) = world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .iter(world)
        .next()
        .map(|w| (w.physical_size().as_vec2(), w.scale_factor()))?;
    let playing = *world.get_resource::<State<Screen>>()?.get() == Screen::Play;
    let menu = *world.get_resource::<State<Menu>>()?.get();
    let board = if playing {
        board_on_screen(world, scale)
    } else {
        None
    };
    let nodes = shown_nodes(world);
    let parents = world
        .query::<(Entity, &ChildOf)>()
        .iter(world)
        .map(|(e, c)| (e, c.parent()))
        .collect();
    Some(Screenful {
        window: Rect::from_corners(Vec2::ZERO, size),
        nodes,
        parents,
        board,
        playing: playing && menu == Menu::None,
    })
}

impl Screenful {
    /// Whether `inner` is `outer` or lies inside it in the tree of nodes.
    fn within(&self, inner: Entity, outer: Entity) -> bool {
        let mut at = inner;
        for _ in 0..64 {
            if at == outer {
                return true;
            }
            match self.parents.iter().find(|(e, _)| *e == at) {
                Some((_, parent)) => at = *parent,
                None => return false,
            }
        }
        false
    }

    fn parent_rect(&self, entity: Entity) -> Option<Rect> {
        let parent = self.parents.iter().find(|(e, _)| *e == entity)?.1;
        self.nodes
            .iter()
            .find(|n| n.entity == parent)
            .map(|n| n.rect)
    }

    /// What a node is, and where: its words (or kind) and its rectangle on screen.
    fn name(node: &Shown) -> String {
        let what = match &node.text {
            Some(text) => format!("{text:?}"),
            None if node.button => "a button".to_string(),
            None => "a box".to_string(),
        };
        let r = node.rect;
        format!(
            "{what} ({:.0}x{:.0} at {:.0},{:.0})",
            r.width(),
            r.height(),
            r.min.x,
            r.min.y
        )
    }

    /// Texts laid out bigger than their box, or reaching out of their parent's.
    fn misfits(&self) -> Vec<String> {
        let mut found = Vec::new();
        for node in &self.nodes {
            let Some((own, glyphs)) = node.text_box else {
                continue;
            };
            if over(glyphs, own) > SLACK {
                found.push(format!(
                    "{}: laid out {:.0}x{:.0} in a box {:.0}x{:.0}",
                    Self::name(node),
                    glyphs.width(),
                    glyphs.height(),
                    own.width(),
                    own.height()
                ));
            } else if let Some(parent) = self.parent_rect(node.entity)
                && over(node.rect, parent) > SLACK
            {
                found.push(format!(
                    "{}: reaches {:.0} px out of its box",
                    Self::name(node),
                    over(node.rect, parent)
                ));
            }
        }
        found
    }

    /// What draws something out of the window.
    fn outside_window(&self) -> Vec<String> {
        self.nodes
            .iter()
            .filter(|n| n.draws && over(n.rect, self.window) > SLACK)
            .map(|n| {
                format!(
                    "{}: reaches {:.0} px out of the window",
                    Self::name(n),
                    over(n.rect, self.window)
                )
            })
            .collect()
    }

    /// Texts over other texts.
    fn texts_over_texts(&self) -> Vec<String> {
        let texts: Vec<&Shown> = self.nodes.iter().filter(|n| n.text.is_some()).collect();
        let mut found = Vec::new();
        for (i, a) in texts.iter().enumerate() {
            for b in &texts[i + 1..] {
                if overlaps(a.rect, b.rect) {
                    found.push(format!("{} lies over {}", Self::name(a), Self::name(b)));
                }
            }
        }
        found
    }

    /// In play, the interface over the board's frame; on every screen, the notice lane over
    /// the board, a button or a text.
    fn covers(&self) -> Vec<String> {
        let mut found = Vec::new();
        let lanes: Vec<&Shown> = self.nodes.iter().filter(|n| n.lane).collect();
        if let Some(board) = self.board {
            for lane in &lanes {
                if overlaps(lane.rect, board) {
                    found.push(format!("{} lies over the board", Self::name(lane)));
                }
            }
            let over_board = self
                .nodes
                .iter()
                .filter(|n| self.playing && n.draws && overlaps(n.rect, board));
            for node in over_board {
                found.push(format!("{} lies over the board", Self::name(node)));
            }
        }
        for lane in &lanes {
            let covered = self.nodes.iter().filter(|n| {
                (n.button || n.text.is_some())
                    && !self.within(n.entity, lane.entity)
                    && overlaps(lane.rect, n.rect)
            });
            for node in covered {
                found.push(format!("the notice lane lies over {}", Self::name(node)));
            }
        }
        found
    }
}

/// Whether `a` and `b` overlap by more than touching.
fn overlaps(a: Rect, b: Rect) -> bool {
    let both = a.intersect(b);
    both.width() > TOUCH && both.height() > TOUCH
}

/// How far `inner` reaches out of `outer`, at most on any side.
fn over(inner: Rect, outer: Rect) -> f32 {
    [
        outer.min.x - inner.min.x,
        inner.max.x - outer.max.x,
        outer.min.y - inner.min.y,
        inner.max.y - outer.max.y,
    ]
    .into_iter()
    .fold(0.0, f32::max)
}

/// What is wrong with the screen as it is laid out now, each with what and where.
pub fn problems(world: &mut World) -> Vec<String> {
    let Some(screen) = read_screen(world) else {
        return vec!["no window to check".to_string()];
    };
    let mut found = screen.misfits();
    found.extend(screen.outside_window());
    found.extend(screen.texts_over_texts());
    found.extend(screen.covers());
    found.sort();
    found.dedup();
    found
}

/// Checks the screen once a picture was taken of it (the check is due).
pub(crate) fn check_when_due(world: &mut World) {
    let Some(at) = world
        .get_resource_mut::<CheckLayout>()
        .and_then(|mut c| c.due.take())
    else {
        return;
    };
    let found = problems(world);
    let mut check = world.resource_mut::<CheckLayout>();
    check
        .found
        .extend(found.into_iter().map(|p| format!("{at}: {p}")));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangle_reaching_out_is_measured() {
        let outer = Rect::new(0.0, 0.0, 100.0, 50.0);
        assert!(over(Rect::new(10.0, 10.0, 90.0, 40.0), outer) <= SLACK);
        assert!(
            over(Rect::new(-1.0, 0.0, 100.0, 50.0), outer) <= SLACK,
            "rounding"
        );
        assert_eq!(over(Rect::new(10.0, 10.0, 130.0, 40.0), outer), 30.0);
        assert!(over(Rect::new(10.0, -8.0, 90.0, 40.0), outer) > SLACK);
    }

    #[test]
    fn touching_edges_are_not_an_overlap() {
        let a = Rect::new(0.0, 0.0, 100.0, 50.0);
        assert!(!overlaps(a, Rect::new(98.0, 0.0, 200.0, 50.0)));
        assert!(overlaps(a, Rect::new(90.0, 10.0, 200.0, 50.0)));
        assert!(!overlaps(a, Rect::new(0.0, 60.0, 100.0, 80.0)));
    }
}
