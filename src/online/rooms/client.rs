//! The game's side of a room: a WebSocket on a thread of its own, messages in and out through
//! channels, so no frame waits for the network. [`RoomClient::send`] and
//! [`RoomClient::try_recv`] never block; the thread answers the server's `hello` itself (signs
//! its nonce) and says once, last, why the connection ended ([`RoomEvent::Disconnected`]).
//!
//! The thread runs tokio-tungstenite on a one-thread tokio runtime: the server's axum already
//! builds both, and a task that reads and a task that writes (each awaiting its own side) send
//! a message the moment it is queued, where blocking tungstenite on one thread would have to
//! poll its socket with a read timeout between sends.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::protocol::{
    ClientMessage, MAX_MESSAGE_BYTES, PATH, PROTOCOL, ServerMessage, auth_message, fragments,
};
use crate::online::keys::Identity;

/// Longest the connection and its handshake may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Longest the server may say nothing (it pings far more often).
const SERVER_SILENCE: Duration = Duration::from_secs(60);

/// Called on the client's thread after each event is queued (the game wakes its window).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What the room says, as the game reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomEvent {
    /// A message from the server (`hello` is answered by the client and not passed on).
    Message(ServerMessage),
    /// The connection is over (always the last event): why.
    Disconnected {
        /// The reason, in English.
        reason: String,
    },
}

/// A connection to a server's rooms.
pub struct RoomClient {
    out: UnboundedSender<Outgoing>,
    events: Receiver<RoomEvent>,
}

/// What the writing task is asked to send (pings are answered by tungstenite as it reads).
enum Outgoing {
    Message(ClientMessage),
}

impl RoomClient {
    /// Connects on a thread of its own to the server at `url` (`http://HOST:PORT` or
    /// `ws://HOST:PORT`) as `name` (bound to `identity`'s key). Returns at once; a connection
    /// that fails shows as [`RoomEvent::Disconnected`].
    #[cfg(test)]
    pub fn connect(url: &str, identity: Identity, name: &str) -> RoomClient {
        RoomClient::connect_waking(url, None, identity, name, None)
    }

    /// [`RoomClient::connect`], for the room `room` when given (the address names it, so a
    /// proxy in front of several server processes routes the connection to the room's
    /// process), calling `wake` after each event is queued.
    pub fn connect_waking(
        url: &str,
        room: Option<&str>,
        identity: Identity,
        name: &str,
        wake: Option<Wake>,
    ) -> RoomClient {
        let (out, outgoing) = unbounded_channel();
        let (events_in, events) = std::sync::mpsc::channel();
        let link = Link {
            url: room_url(&socket_url(url), room),
            identity,
            name: name.to_string(),
            events: events_in,
            wake,
        };
        let spawned = std::thread::Builder::new()
            .name("lianliankan-room".into())
            .spawn(move || link.run(outgoing));
        if let Err(e) = spawned {
            // The thread never started: say so the way a lost connection is said.
            let (events_in, events) = std::sync::mpsc::channel();
            let _ = events_in.send(RoomEvent::Disconnected {
                reason: format!("cannot start the connection's thread: {e}"),
            });
            return RoomClient { out, events };
        }
        RoomClient { out, events }
    }

    /// Queues a message for the server (dropped if the connection is over).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.out.send(Outgoing::Message(message));
    }

    /// The next event, if one is waiting.
    pub fn try_recv(&self) -> Option<RoomEvent> {
        self.events.try_recv().ok()
    }
}

/// The rooms' WebSocket address for a server's base address (`https://` becomes `wss://`).
fn socket_url(url: &str) -> String {
    let base = url.trim_end_matches('/');
    let base = if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else {
        base.to_string()
    };
    if base.ends_with(PATH) {
        base
    } else {
        format!("{base}{PATH}")
    }
}

/// `HOST:PORT` of a `ws://` or `wss://` address (the port 80 or 443 when it gives none).
fn socket_host(url: &str) -> Option<String> {
    let (rest, port) = match url.strip_prefix("wss://") {
        Some(rest) => (rest, 443),
        None => (url.strip_prefix("ws://")?, 80),
    };
    let authority = rest.split(['/', '?']).next().filter(|h| !h.is_empty())?;
    let has_port = authority
        .rsplit_once(':')
        .is_some_and(|(host, p)| !host.ends_with(':') && p.parse::<u16>().is_ok());
    Some(if has_port {
        authority.to_string()
    } else {
        format!("{authority}:{port}")
    })
}

/// The room `code` is held by another process than the connection welcomed with `letter`
/// (`None`: that process holds every room): the room is joined through a connection of its
/// own, for its code.
pub fn room_is_elsewhere(letter: Option<char>, code: &str) -> bool {
    letter.is_some_and(|letter| {
        code.chars()
            .next()
            .is_none_or(|first| !first.eq_ignore_ascii_case(&letter))
    })
}

/// The rooms' address for the room `room` (its code's letters and digits only).
fn room_url(socket: &str, room: Option<&str>) -> String {
    match room {
        None => socket.to_string(),
        Some(code) => {
            let code: String = code.chars().filter(char::is_ascii_alphanumeric).collect();
            format!("{socket}?code={}", code.to_ascii_uppercase())
        }
    }
}

/// The connection's thread's state.
struct Link {
    url: String,
    identity: Identity,
    name: String,
    events: Sender<RoomEvent>,
    wake: Option<Wake>,
}

impl Link {
    fn run(self, outgoing: UnboundedReceiver<Outgoing>) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build();
        let reason = match runtime {
            Ok(runtime) => runtime.block_on(self.talk(outgoing)),
            Err(e) => format!("cannot start the connection: {e}"),
        };
        self.event(RoomEvent::Disconnected { reason });
    }

    fn event(&self, event: RoomEvent) {
        if self.events.send(event).is_ok()
            && let Some(wake) = &self.wake
        {
            wake();
        }
    }

    /// Connects, then reads until the connection ends; the reason it ended.
    async fn talk(&self, outgoing: UnboundedReceiver<Outgoing>) -> String {
        let socket = match tokio::time::timeout(CONNECT_TIMEOUT, self.open()).await {
            Ok(Ok(socket)) => socket,
            Ok(Err(why)) => return why,
            Err(_) => return format!("no answer from {} in time", self.url),
        };
        let (mut sink, mut stream) = socket.split();
        // Signed in first: what the game queued meanwhile (a room asked for at once) waits
        // for the answer to hello, or the server would refuse it.
        if let Err(why) = self.sign_in(&mut sink, &mut stream).await {
            return why;
        }
        let writer = tokio::spawn(write(sink, outgoing));
        let reason = loop {
            let frame = match tokio::time::timeout(SERVER_SILENCE, stream.next()).await {
                Err(_) => break "the server went silent".to_string(),
                Ok(None) => break "the server closed the connection".to_string(),
                Ok(Some(Err(e))) => break format!("the connection failed: {e}"),
                Ok(Some(Ok(frame))) => frame,
            };
            match frame {
                Message::Text(text) => {
                    if let Err(why) = self.heard(&text) {
                        break why;
                    }
                }
                Message::Close(frame) => {
                    break frame.map_or_else(
                        || "the server closed the connection".to_string(),
                        |f| format!("the server closed the connection: {}", f.reason),
                    );
                }
                _ => {}
            }
        };
        writer.abort();
        reason
    }

    async fn open(&self) -> Result<Socket, String> {
        let host = socket_host(&self.url).ok_or_else(|| {
            format!(
                "the server's address {:?} is not ws://HOST[:PORT] or wss://HOST[:PORT]",
                self.url
            )
        })?;
        let tcp = tokio::net::TcpStream::connect(host.as_str())
            .await
            .map_err(|e| format!("cannot reach {host}: {e}"))?;
        let _ = tcp.set_nodelay(true);
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_MESSAGE_BYTES))
            .max_frame_size(Some(MAX_MESSAGE_BYTES));
        // wss:// is TLS, checked against the web's root certificates; ws:// is plain.
        let (socket, _) = tokio_tungstenite::client_async_tls_with_config(
            self.url.as_str(),
            tcp,
            Some(config),
            None,
        )
        .await
        .map_err(|e| format!("the server did not open a room connection: {e}"))?;
        Ok(socket)
    }

    /// Answers the server's `hello` with the signed nonce.
    async fn sign_in(&self, sink: &mut Sink, stream: &mut Stream) -> Result<(), String> {
        let text = loop {
            match tokio::time::timeout(SERVER_SILENCE, stream.next()).await {
                Err(_) => return Err("the server went silent".into()),
                Ok(None) => return Err("the server closed the connection".into()),
                Ok(Some(Err(e))) => return Err(format!("the connection failed: {e}")),
                Ok(Some(Ok(Message::Text(text)))) => break text,
                Ok(Some(Ok(_))) => {}
            }
        };
        let ServerMessage::Hello { protocol, nonce } = ServerMessage::parse(&text)? else {
            return Err("the server did not begin with hello".into());
        };
        if protocol != PROTOCOL {
            return Err(format!(
                "the server speaks room protocol {protocol}; this game speaks {PROTOCOL}"
            ));
        }
        let auth = ClientMessage::Auth {
            protocol: PROTOCOL,
            name: self.name.clone(),
            key: self.identity.public_hex(),
            signature: self.identity.sign_hex(&auth_message(&nonce)),
        };
        send_text(sink, &auth.to_text())
            .await
            .map_err(|e| format!("the connection failed: {e}"))
    }

    /// One frame from the server, passed on.
    fn heard(&self, text: &str) -> Result<(), String> {
        let message = ServerMessage::parse(text)?;
        if matches!(message, ServerMessage::Hello { .. }) {
            return Err("the server said hello twice".into());
        }
        self.event(RoomEvent::Message(message));
        Ok(())
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;
type Sink = futures_util::stream::SplitSink<Socket, Message>;
type Stream = futures_util::stream::SplitStream<Socket>;

/// Sends `text` as one text message, in fragments when it is longer than a frame may be.
async fn send_text(
    sink: &mut Sink,
    text: &str,
) -> Result<(), tokio_tungstenite::tungstenite::Error> {
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    let pieces = fragments(text);
    if let [whole] = pieces[..] {
        return sink.send(Message::text(whole)).await;
    }
    let last = pieces.len() - 1;
    for (i, piece) in pieces.into_iter().enumerate() {
        let kind = if i == 0 { Data::Text } else { Data::Continue };
        let frame = Frame::message(piece.as_bytes().to_vec(), OpCode::Data(kind), i == last);
        sink.send(Message::Frame(frame)).await?;
    }
    Ok(())
}

/// Sends what is queued until the queue is dropped (then closes the socket).
async fn write(mut sink: Sink, mut outgoing: UnboundedReceiver<Outgoing>) {
    while let Some(next) = outgoing.recv().await {
        let Outgoing::Message(message) = next;
        if send_text(&mut sink, &message.to_text()).await.is_err() {
            return;
        }
    }
    let _ = sink.close().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_become_the_rooms_socket() {
        assert_eq!(socket_url("http://h:1"), "ws://h:1/v1/rooms");
        assert_eq!(socket_url("http://h:1/"), "ws://h:1/v1/rooms");
        assert_eq!(socket_url("ws://h:1/v1/rooms"), "ws://h:1/v1/rooms");
        assert_eq!(socket_url("https://h"), "wss://h/v1/rooms");
        assert_eq!(socket_host("wss://h/v1/rooms").as_deref(), Some("h:443"));
        assert_eq!(
            socket_host("ws://h/v1/rooms?code=A").as_deref(),
            Some("h:80")
        );
        assert_eq!(socket_host("ws://h:7/v1/rooms").as_deref(), Some("h:7"));
        assert_eq!(
            socket_host("wss://[::1]:9/v1/rooms").as_deref(),
            Some("[::1]:9")
        );
        assert_eq!(
            socket_host("wss://[::1]/v1/rooms").as_deref(),
            Some("[::1]:443")
        );
        assert_eq!(socket_host("ftp://h"), None);
        assert_eq!(socket_host("ws:///v1/rooms"), None);
        assert_eq!(
            room_url("ws://h:1/v1/rooms", Some("bq7x&a=b")),
            "ws://h:1/v1/rooms?code=BQ7XAB"
        );
        assert_eq!(room_url("ws://h:1/v1/rooms", None), "ws://h:1/v1/rooms");
        assert!(room_is_elsewhere(Some('A'), "BQ7XAB"));
        assert!(!room_is_elsewhere(Some('B'), "bq7xab"));
        assert!(
            !room_is_elsewhere(None, "BQ7XAB"),
            "one process holds every room"
        );
    }

    #[test]
    fn an_unreachable_server_is_one_disconnected_event() {
        let client = RoomClient::connect("http://", Identity::generate().unwrap(), "a");
        let event = loop {
            if let Some(event) = client.try_recv() {
                break event;
            }
            std::thread::yield_now();
        };
        assert!(
            matches!(&event, RoomEvent::Disconnected { reason } if reason.contains("is not ws://")),
            "{event:?}"
        );
    }
}
