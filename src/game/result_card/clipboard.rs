//! The desktop's clipboard, offered a text and a picture at once, so a chat takes the picture
//! and a terminal the text from one Copy. On Wayland through the data-control protocol (what
//! `wl-copy` uses); on X11 (and XWayland) as the owner of the `CLIPBOARD` selection, answering
//! each paste. Either way a thread of its own serves pastes until another program copies, so
//! no frame waits for a paste.

use std::fmt;

/// What Copy offers: the text (`text/plain;charset=utf-8`, `UTF8_STRING`) and a PNG
/// (`image/png`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The text.
    pub text: String,
    /// The picture, as PNG.
    pub png: Vec<u8>,
}

/// Why nothing was put on the clipboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClipboardError {
    /// No desktop session to offer it to (neither `WAYLAND_DISPLAY` nor `DISPLAY`).
    NoDesktop,
    /// The desktop was reached but refused, or could not be reached: what each said.
    Refused(Vec<String>),
}

impl fmt::Display for ClipboardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClipboardError::NoDesktop => {
                f.write_str("no desktop session (no Wayland or X display)")
            }
            ClipboardError::Refused(why) => f.write_str(&why.join("; ")),
        }
    }
}

/// Puts `offer` on the clipboard: on Wayland when the session has it, else (or when the
/// compositor lacks data control) on X11. Returns once the clipboard is owned; a thread then
/// answers pastes until another program copies.
pub fn offer(offer: Offer) -> Result<(), ClipboardError> {
    offer_on(offer, false)
}

/// Puts `offer` on the clipboard as [`offer`] does, and answers pastes on this thread until
/// another program copies (what a command line's `--copy` waits for).
pub fn serve_until_replaced(offer: Offer) -> Result<(), ClipboardError> {
    offer_on(offer, true)
}

fn offer_on(offer: Offer, here: bool) -> Result<(), ClipboardError> {
    let mut refusals = Vec::new();
    #[cfg(target_os = "linux")]
    {
        if std::env::var_os("WAYLAND_DISPLAY").is_some() {
            match wayland::offer(&offer, here) {
                Ok(()) => return Ok(()),
                Err(why) => refusals.push(format!("Wayland: {why}")),
            }
        }
        if std::env::var_os("DISPLAY").is_some() {
            match x11::offer(offer, here) {
                Ok(()) => return Ok(()),
                Err(why) => refusals.push(format!("X11: {why}")),
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (offer, here);
    if refusals.is_empty() {
        Err(ClipboardError::NoDesktop)
    } else {
        Err(ClipboardError::Refused(refusals))
    }
}

#[cfg(target_os = "linux")]
mod wayland {
    use wl_clipboard_rs::copy::{MimeSource, MimeType, Options, Source};

    use super::Offer;

    /// Offers both through data control; the library's thread serves the pastes, or this one
    /// (`here`) until another program copies. The bytes are copied (a few kilobytes) because
    /// X11 is tried with the same offer when this fails.
    pub fn offer(offer: &Offer, here: bool) -> Result<(), String> {
        let sources = vec![
            MimeSource {
                source: Source::Bytes(offer.text.clone().into_bytes().into()),
                mime_type: MimeType::Text,
            },
            MimeSource {
                source: Source::Bytes(offer.png.clone().into()),
                mime_type: MimeType::Specific("image/png".into()),
            },
        ];
        let mut options = Options::new();
        options.foreground(here);
        options.copy_multi(sources).map_err(|e| e.to_string())
    }
}

#[cfg(target_os = "linux")]
mod x11 {
    use std::sync::mpsc::sync_channel;
    use std::time::Duration;

    use x11rb::connection::{Connection, RequestConnection};
    use x11rb::protocol::Event;
    use x11rb::protocol::xproto::{
        Atom, AtomEnum, ConnectionExt, CreateWindowAux, EventMask, PropMode,
        SELECTION_NOTIFY_EVENT, SelectionNotifyEvent, SelectionRequestEvent, Timestamp, Window,
        WindowClass,
    };
    use x11rb::rust_connection::RustConnection;
    use x11rb::wrapper::ConnectionExt as _;

    use super::Offer;

    x11rb::atom_manager! {
        Atoms: AtomsCookie {
            CLIPBOARD,
            TARGETS,
            TIMESTAMP,
            UTF8_STRING,
            TEXT_PLAIN_UTF8: b"text/plain;charset=utf-8",
            TEXT_PLAIN: b"text/plain",
            IMAGE_PNG: b"image/png",
            TIMESTAMP_PROBE: b"LIANLIANKAN_TIMESTAMP",
        }
    }

    /// How long the display may take to hand over the clipboard.
    const TAKING: Duration = Duration::from_secs(5);

    /// Takes the clipboard on a thread that then serves it, or on this one (`here`) until
    /// another program copies; the result of taking it.
    pub fn offer(offer: Offer, here: bool) -> Result<(), String> {
        if here {
            Owner::take(offer)?.serve();
            return Ok(());
        }
        let (taken, result) = sync_channel(1);
        std::thread::Builder::new()
            .name("clipboard".into())
            .spawn(move || match Owner::take(offer) {
                Ok(owner) => {
                    let _ = taken.send(Ok(()));
                    owner.serve();
                }
                Err(why) => {
                    let _ = taken.send(Err(why));
                }
            })
            .map_err(|e| e.to_string())?;
        result
            .recv_timeout(TAKING)
            .map_err(|_| "the display did not answer".to_string())?
    }

    /// The clipboard's owner: a window of no size that answers paste requests.
    struct Owner {
        connection: RustConnection,
        window: Window,
        atoms: Atoms,
        /// When the clipboard was taken (pastes of an older time are refused, as ICCCM asks).
        taken_at: Timestamp,
        offer: Offer,
    }

    impl Owner {
        fn take(offer: Offer) -> Result<Self, String> {
            let (connection, screen) = x11rb::connect(None).map_err(|e| e.to_string())?;
            let talk = |e: &dyn std::fmt::Display| e.to_string();
            let root = connection.setup().roots[screen].root;
            let atoms = Atoms::new(&connection)
                .map_err(|e| talk(&e))?
                .reply()
                .map_err(|e| talk(&e))?;
            let window = connection.generate_id().map_err(|e| talk(&e))?;
            let events = CreateWindowAux::new().event_mask(EventMask::PROPERTY_CHANGE);
            connection
                .create_window(
                    0,
                    window,
                    root,
                    -10,
                    -10,
                    1,
                    1,
                    0,
                    WindowClass::INPUT_ONLY,
                    0,
                    &events,
                )
                .map_err(|e| talk(&e))?;
            let taken_at = server_time(&connection, window, atoms.TIMESTAMP_PROBE)?;
            connection
                .set_selection_owner(window, atoms.CLIPBOARD, taken_at)
                .map_err(|e| talk(&e))?;
            let owner = connection
                .get_selection_owner(atoms.CLIPBOARD)
                .map_err(|e| talk(&e))?
                .reply()
                .map_err(|e| talk(&e))?
                .owner;
            if owner != window {
                return Err("another program kept the clipboard".into());
            }
            Ok(Owner {
                connection,
                window,
                atoms,
                taken_at,
                offer,
            })
        }

        /// Answers pastes until another program takes the clipboard or the display goes.
        fn serve(self) {
            while let Ok(event) = self.connection.wait_for_event() {
                match event {
                    // The display is gone.
                    Event::SelectionRequest(request) if self.answer(&request).is_err() => return,
                    // Another program copied.
                    Event::SelectionClear(clear) if clear.selection == self.atoms.CLIPBOARD => {
                        return;
                    }
                    _ => {}
                }
            }
        }

        /// Writes what `request` asks for into its property and tells its program so; a
        /// target not offered (or a picture above the display's request size) is refused.
        fn answer(&self, request: &SelectionRequestEvent) -> Result<(), String> {
            let a = &self.atoms;
            // An old client names no property: the target is the property then.
            let property = if request.property == x11rb::NONE {
                request.target
            } else {
                request.property
            };
            let target = request.target;
            let talk = |e: x11rb::errors::ConnectionError| e.to_string();
            let c = &self.connection;
            let (to, mode) = (request.requestor, PropMode::REPLACE);
            let served = if request.selection != a.CLIPBOARD
                || (request.time != x11rb::CURRENT_TIME && request.time < self.taken_at)
            {
                false
            } else if target == a.TARGETS {
                let targets: [Atom; 6] = [
                    a.TARGETS,
                    a.TIMESTAMP,
                    a.UTF8_STRING,
                    a.TEXT_PLAIN_UTF8,
                    a.TEXT_PLAIN,
                    a.IMAGE_PNG,
                ];
                c.change_property32(mode, to, property, AtomEnum::ATOM, &targets)
                    .map_err(talk)?;
                true
            } else if target == a.TIMESTAMP {
                c.change_property32(mode, to, property, AtomEnum::INTEGER, &[self.taken_at])
                    .map_err(talk)?;
                true
            } else if [a.UTF8_STRING, a.TEXT_PLAIN_UTF8, a.TEXT_PLAIN].contains(&target) {
                c.change_property8(mode, to, property, target, self.offer.text.as_bytes())
                    .map_err(talk)?;
                true
            } else if target == a.IMAGE_PNG && self.fits(self.offer.png.len()) {
                c.change_property8(mode, to, property, target, &self.offer.png)
                    .map_err(talk)?;
                true
            } else {
                false
            };
            let notify = SelectionNotifyEvent {
                response_type: SELECTION_NOTIFY_EVENT,
                sequence: 0,
                time: request.time,
                requestor: request.requestor,
                selection: request.selection,
                target,
                property: if served { property } else { x11rb::NONE },
            };
            c.send_event(false, request.requestor, EventMask::NO_EVENT, notify)
                .map_err(talk)?;
            c.flush().map_err(talk)
        }

        /// Whether `bytes` go in one request (the card is far smaller than any display's
        /// limit; a bigger picture is refused rather than sent in pieces).
        fn fits(&self, bytes: usize) -> bool {
            bytes + 64 <= self.connection.maximum_request_bytes()
        }
    }

    impl Drop for Owner {
        fn drop(&mut self) {
            let _ = self.connection.destroy_window(self.window);
            let _ = self.connection.flush();
        }
    }

    /// The display's time now: an empty append to a property of `window`, whose change event
    /// carries the time (a selection is taken at a real time, not "now").
    fn server_time(
        connection: &RustConnection,
        window: Window,
        probe: Atom,
    ) -> Result<Timestamp, String> {
        let talk = |e: &dyn std::fmt::Display| e.to_string();
        connection
            .change_property8(PropMode::APPEND, window, probe, AtomEnum::STRING, &[])
            .map_err(|e| talk(&e))?;
        connection.flush().map_err(|e| talk(&e))?;
        loop {
            match connection.wait_for_event().map_err(|e| talk(&e))? {
                Event::PropertyNotify(change) if change.window == window => {
                    return Ok(change.time);
                }
                _ => {}
            }
        }
    }
}
