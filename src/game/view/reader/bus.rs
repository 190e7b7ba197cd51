//! The accessibility bus's registry, asked what the screen readers on the bus listen for:
//! whether they hear announcements (else the news goes on the focus: `described.rs`) and
//! whether one takes the keys from the application (Orca before its key-watcher releases:
//! `keys.rs`). Asked on a thread of its own when a reader first listens and every few seconds
//! after, never in a frame; a bus that goes away is looked for again.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use zbus::zvariant::OwnedObjectPath;

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

/// Whether a reader on the bus asks for the applications' keys, as its registry last said.
#[derive(Resource, Debug, Clone, Default)]
pub struct KeysToReader(pub Arc<AtomicBool>);

impl KeysToReader {
    /// True while keys go to the reader first.
    pub fn wanted(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How often the registry is asked again: a reader started or stopped is followed within it.
const ASK_EVERY: Duration = Duration::from_secs(5);

/// The longest a call on the accessibility bus may take before it counts as unanswered.
pub const CALL_TIMEOUT: Duration = Duration::from_millis(400);

/// Where the registry is asked from (the flags it sets are read after it).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AskTheRegistry;

/// The accessibility bus, found through the session bus.
pub fn accessibility_bus() -> zbus::Result<zbus::blocking::Connection> {
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
    zbus::blocking::connection::Builder::address(address.as_str())?
        .method_timeout(CALL_TIMEOUT)
        .build()
}

/// The registry's events, as `(listener, event)` pairs.
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

/// One keystroke listener as the registry lists it: its bus name, path, type, event kinds,
/// keys, modifier mask and mode (synchronous, preemptive, global).
type KeystrokeListener = (
    String,
    OwnedObjectPath,
    u32,
    u32,
    Vec<(i32, i32, String, i32)>,
    u32,
    (bool, bool, bool),
);

/// Whether a reader asked the registry for the applications' keys.
fn keys_wanted(bus: &zbus::blocking::Connection) -> zbus::Result<bool> {
    let listeners: Vec<KeystrokeListener> = bus
        .call_method(
            Some("org.a11y.atspi.Registry"),
            "/org/a11y/atspi/registry/deviceeventcontroller",
            Some("org.a11y.atspi.DeviceEventController"),
            "GetKeystrokeListeners",
            &(),
        )?
        .body()
        .deserialize()?;
    Ok(!listeners.is_empty())
}

/// What the readers listen for: the news on the focus, the keys.
fn what_readers_want(bus: &zbus::blocking::Connection) -> zbus::Result<(bool, bool)> {
    let events = registered_events(bus)?;
    Ok((news_on_focus_wanted(&events), keys_wanted(bus)?))
}

/// Asks the registry now and every [`ASK_EVERY`] for as long as the game runs; while the bus
/// cannot be reached both flags are off, and it is looked for again.
fn ask_the_registry(news: Arc<AtomicBool>, keys: Arc<AtomicBool>) {
    let mut bus = None;
    let mut failing = false;
    loop {
        if bus.is_none() {
            bus = accessibility_bus()
                .inspect_err(|e| tell_once(&mut failing, e))
                .ok();
        }
        if let Some(found) = &bus {
            match what_readers_want(found) {
                Ok((news_wanted, keys_to_reader)) => {
                    news.store(news_wanted, Ordering::Relaxed);
                    keys.store(keys_to_reader, Ordering::Relaxed);
                    failing = false;
                }
                Err(e) => {
                    news.store(false, Ordering::Relaxed);
                    keys.store(false, Ordering::Relaxed);
                    bus = None;
                    tell_once(&mut failing, &e);
                }
            }
        }
        std::thread::sleep(ASK_EVERY);
    }
}

/// Logs the first of a run of failures.
fn tell_once(failing: &mut bool, e: &zbus::Error) {
    if !std::mem::replace(failing, true) {
        info!("the accessibility bus's registry does not answer: {e}");
    }
}

/// Starts asking once a reader first listens.
fn start_asking(news: Res<NewsOnFocus>, keys: Res<KeysToReader>, mut started: Local<bool>) {
    if std::mem::replace(&mut *started, true) {
        return;
    }
    let (news, keys) = (news.0.clone(), keys.0.clone());
    let spawned = std::thread::Builder::new()
        .name("Reader's registry".into())
        .spawn(move || ask_the_registry(news, keys));
    if let Err(e) = spawned {
        warn!("the accessibility bus's registry cannot be asked: {e}");
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewsOnFocus>()
        .init_resource::<KeysToReader>()
        .add_systems(
            PostUpdate,
            start_asking.in_set(AskTheRegistry).run_if(reader_listens),
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
