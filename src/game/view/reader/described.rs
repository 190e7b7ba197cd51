//! The news told on the focus, for screen readers that do not hear announcements. Orca before
//! its key-watcher releases (Orca 43, Debian 12's) registers no listener for AT-SPI's
//! `object:announcement`, so a pick or a link would be silent; it does say a change of the
//! focused node's description. So while the readers on the bus listen for focus but none for
//! announcements, each piece of news is also put on the focused node's description (and taken
//! off when the focus moves on). Which events the readers listen for is asked of the
//! accessibility bus's registry, on a thread of its own, never in a frame; while any listens
//! for announcements nothing is described, so no reader says the news twice.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::announce::{AnnounceSystems, Announcement};
use super::listening::reader_listens;

/// Whether the news goes on the focus's description too, as the bus's registry last said.
#[derive(Resource, Debug, Clone, Default)]
pub struct NewsOnFocus(pub Arc<AtomicBool>);

impl NewsOnFocus {
    /// True while the readers listening would not hear an announcement.
    pub fn wanted(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Whether readers registering `events` (the registry's `(listener, event)` pairs, in its
/// spelling: "Object:StateChanged:Focused") follow the focus but hear no announcement.
pub fn news_on_focus_wanted(events: &[(String, String)]) -> bool {
    let hears_announcements = events.iter().any(|(_, event)| {
        // A listener for every event, every object event, or announcements themselves.
        matches!(
            event.trim_end_matches(':'),
            "" | "Object" | "Object:Announcement"
        )
    });
    let follows_focus = events
        .iter()
        .any(|(_, event)| event == "Focus:" || event.starts_with("Object:StateChanged:Focused"));
    follows_focus && !hears_announcements
}

/// How often the registry is asked again: a reader started or stopped is followed within it.
const ASK_EVERY: Duration = Duration::from_secs(5);

/// The registry's events, through the session bus's pointer to the accessibility bus.
fn registered_events(bus: &zbus::blocking::Connection) -> zbus::Result<Vec<(String, String)>> {
    bus.call_method(
        Some("org.a11y.atspi.Registry"),
        "/org/a11y/atspi/registry",
        Some("org.a11y.atspi.Registry"),
        "GetRegisteredEvents",
        &(),
    )?
    .body()
    .deserialize()
}

/// The accessibility bus, found through the session bus.
fn accessibility_bus() -> zbus::Result<zbus::blocking::Connection> {
    let session = zbus::blocking::Connection::session()?;
    let address: String = session
        .call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.a11y.Bus"),
            "GetAddress",
            &(),
        )?
        .body()
        .deserialize()?;
    zbus::blocking::connection::Builder::address(address.as_str())?.build()
}

/// Asks the registry now and every [`ASK_EVERY`], for as long as the game runs.
fn ask_the_registry(wanted: Arc<AtomicBool>) {
    let bus = match accessibility_bus() {
        Ok(bus) => bus,
        Err(e) => return info!("the accessibility bus's registry is not asked: {e}"),
    };
    loop {
        match registered_events(&bus) {
            Ok(events) => wanted.store(news_on_focus_wanted(&events), Ordering::Relaxed),
            Err(e) => return info!("the accessibility bus's registry stopped answering: {e}"),
        }
        std::thread::sleep(ASK_EVERY);
    }
}

/// Starts asking once a reader first listens.
fn start_asking(news: Res<NewsOnFocus>, mut started: Local<bool>) {
    if std::mem::replace(&mut *started, true) {
        return;
    }
    let wanted = news.0.clone();
    let spawned = std::thread::Builder::new()
        .name("Reader's registry".into())
        .spawn(move || ask_the_registry(wanted));
    if let Err(e) = spawned {
        warn!("the accessibility bus's registry cannot be asked: {e}");
    }
}

/// The node this module described last, and the description it had before.
#[derive(Debug, Default)]
struct Described {
    node: Option<(Entity, Option<String>)>,
    /// The words put there, as put (a repeat is told apart by a zero-width space).
    words: String,
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
    // The same news twice running must still change the description to be said again.
    let words = match described.words == words {
        true => format!("{words}\u{200B}"),
        false => words,
    };
    let own = node.description().map(str::to_string);
    node.set_description(words.clone());
    described.node = Some((entity, own));
    described.words = words;
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewsOnFocus>().add_systems(
        PostUpdate,
        (start_asking, describe_the_focus)
            .chain()
            .run_if(reader_listens)
            .after(AnnounceSystems)
            .after(super::board::ReaderCells)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}

#[cfg(test)]
mod tests {
    use super::news_on_focus_wanted;

    fn events(names: &[&str]) -> Vec<(String, String)> {
        names
            .iter()
            .map(|e| (":1.7".to_string(), e.to_string()))
            .collect()
    }

    #[test]
    fn only_readers_that_follow_the_focus_and_miss_announcements_get_the_news_on_it() {
        // Orca 43's registrations (in part): the focus, and no announcement.
        let orca_43 = [
            "Focus:",
            "Object:StateChanged:Focused",
            "Object:ChildrenChanged:Add",
        ];
        assert!(news_on_focus_wanted(&events(&orca_43)));
        // A reader that listens for announcements, or for every object event, hears them.
        for hears in ["Object:Announcement", "Object:", ""] {
            let mut both = events(&orca_43);
            both.extend(events(&[hears]));
            assert!(
                !news_on_focus_wanted(&both),
                "{hears:?} hears announcements"
            );
        }
        // Nobody following the focus (no reader, or a tool watching windows): nothing.
        assert!(!news_on_focus_wanted(&events(&["Window:Activate"])));
        assert!(!news_on_focus_wanted(&[]));
    }
}
