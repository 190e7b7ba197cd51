//! The news told on the focus, for screen readers that do not hear announcements. Orca before
//! its key-watcher releases (Orca 43, Debian 12's) registers no listener for AT-SPI's
//! `object:announcement`, so a pick or a link would be silent; it does say a change of the
//! focused node's description. So while the readers on the bus listen for focus but none for
//! announcements, each piece of news is also put on the focused node's description (and taken
//! off when the focus moves on). Which events the readers listen for is asked of the
//! accessibility bus's registry, on a thread of its own, never in a frame; while any listens
//! for announcements nothing is described, so no reader says the news twice.

use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::announce::{AnnounceSystems, Announcement};
use super::bus::NewsOnFocus;
use super::listening::reader_listens;

/// The node this module described last, and the description it had before.
#[derive(Debug, Default)]
struct Described {
    node: Option<(Entity, Option<String>)>,
    /// The words put there, as put (a repeat is told apart by a zero-width space).
    words: String,
    /// Where they were put.
    on: Option<Entity>,
}

/// Puts this frame's news on the focused node's description; gives the last described node
/// its own description back when the focus has moved on.
fn describe_the_focus(
    news: Res<NewsOnFocus>,
    focus: Res<InputFocus>,
    said: Query<&AccessibilityNode, (With<Announcement>, Added<Announcement>)>,
    mut nodes: Query<&mut AccessibilityNode, Without<Announcement>>,
    mut described: Local<Described>,
) {
    let focused = focus.get();
    let fresh = said
        .iter()
        .next()
        .and_then(|node| node.label().map(str::to_string))
        .filter(|_| news.wanted());
    if let Some((entity, own)) = described.node.take() {
        if fresh.is_none() && focused == Some(entity) {
            described.node = Some((entity, own));
        } else if let Ok(mut node) = nodes.get_mut(entity)
            && node.description() == Some(described.words.as_str())
        {
            // Left alone if the node was built again meanwhile (a cell whose tile changed).
            match own {
                Some(own) => node.set_description(own),
                None => node.clear_description(),
            }
        }
    }
    let (Some(words), Some(entity)) = (fresh, focused) else {
        return;
    };
    let Ok(mut node) = nodes.get_mut(entity) else {
        return;
    };
    // The same news twice running on one node must still change its description to be said.
    let words = match described.words == words && described.on == Some(entity) {
        true => format!("{words}\u{200B}"),
        false => words,
    };
    let own = node.description().map(str::to_string);
    node.set_description(words.clone());
    described.node = Some((entity, own));
    described.words = words;
    described.on = Some(entity);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewsOnFocus>().add_systems(
        PostUpdate,
        describe_the_focus
            .after(super::bus::AskTheRegistry)
            .run_if(reader_listens)
            .after(AnnounceSystems)
            .after(super::board::ReaderCells)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}
