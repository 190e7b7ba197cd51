//! One room connection on the server: the nonce and the signed answer (the name must be bound
//! to the key), then a reader that caps, rate-limits and hands each message to the hub, and a
//! writer that drains the player's queue and pings. A connection that does not answer `hello`
//! in time, stays silent, sends a malformed or oversized frame, or floods is told why and
//! closed; each refusal is logged with the address and the name.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc::{Receiver, WeakSender};

use super::hub::{Hub, Outgoing, log};
use super::protocol::{
    ClientMessage, PROTOCOL, ServerMessage, auth_message, check_item, normalise_code,
};
use crate::online::keys::verify;
use crate::online::limits::Rate;
use crate::online::names::check_held_name;

/// A token bucket of one connection's own.
struct Bucket {
    rate: Rate,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: Rate) -> Bucket {
        Bucket {
            rate,
            tokens: rate.burst,
            at: Instant::now(),
        }
    }

    fn take(&mut self, now: Instant) -> bool {
        let gained = now.saturating_duration_since(self.at).as_secs_f64() * self.rate.per_second;
        self.tokens = (self.tokens + gained).min(self.rate.burst);
        self.at = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

/// Why the server closes a connection.
struct Close(String);

/// Serves one upgraded connection until it ends. `held` holds its places among the open
/// connections (all of them, and its address's) until then.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>, peer: SocketAddr, held: impl Send) {
    let (mut sink, mut stream) = socket.split();
    let name = match sign_in(&hub, &mut sink, &mut stream).await {
        Ok(name) => name,
        Err(Close(why)) => {
            log(&format!("refused {peer}: {why}"));
            say_and_close(&mut sink, &why).await;
            linger(&mut stream).await;
            return;
        }
    };
    let queue = match hub.sign_in(&name) {
        Ok(queue) => queue,
        Err(why) => {
            log(&format!("refused {peer} as {name:?}: {why}"));
            say_and_close(&mut sink, &why).await;
            linger(&mut stream).await;
            return;
        }
    };
    log(&format!("{peer} signed in as {name:?}"));
    let Some(me) = hub.queue_of(&name) else {
        return;
    };
    let _ = tell(
        &me,
        ServerMessage::Welcome {
            name: name.clone(),
            letter: hub.config.code_letter.map(char::from),
        },
    );
    let pings = tokio::spawn(ping(me.clone(), hub.config.ping_every));
    let writer = tokio::spawn(write(sink, queue));
    let why = read(&hub, (&name, peer), &me, &mut stream).await;
    log(&format!("closed {peer} ({name:?}): {why}"));
    pings.abort();
    if let Some(out) = me.upgrade() {
        let _ = out.try_send(Outgoing::Message(ServerMessage::Error { reason: why }));
    }
    hub.sign_out(&name, &me).await;
    // The queue is closed now: the writer sends what is left, closes and ends.
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
    linger(&mut stream).await;
    drop(held);
}

/// How long a closed connection's last frames from the client are read and dropped.
const LINGER: Duration = Duration::from_secs(2);

/// The closing handshake's end: what the client still sends is read and dropped until its
/// own close (or [`LINGER`]), so a socket dropped with unread frames does not reset the
/// connection and lose the reason sent before the close.
async fn linger(stream: &mut Stream) {
    let _ = tokio::time::timeout(LINGER, async {
        while let Some(Ok(frame)) = stream.next().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

type Sink = SplitSink<WebSocket, Message>;
type Stream = SplitStream<WebSocket>;

async fn say_and_close(sink: &mut Sink, why: &str) {
    let error = ServerMessage::Error {
        reason: why.to_string(),
    };
    let _ = sink.send(Message::text(error.to_text())).await;
    let _ = sink
        .send(Message::Close(Some(CloseFrame {
            code: axum::extract::ws::close_code::POLICY,
            reason: why.chars().take(100).collect::<String>().into(),
        })))
        .await;
}

/// Sends `hello` and reads the answer: the name signed in, or why not.
async fn sign_in(hub: &Hub, sink: &mut Sink, stream: &mut Stream) -> Result<String, Close> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| Close(format!("no random source: {e}")))?;
    let nonce = crate::online::to_hex(&bytes);
    let hello = ServerMessage::Hello {
        protocol: PROTOCOL,
        nonce: nonce.clone(),
    };
    sink.send(Message::text(hello.to_text()))
        .await
        .map_err(|e| Close(format!("the connection failed: {e}")))?;
    let text = loop {
        match tokio::time::timeout(hub.config.auth_timeout, stream.next()).await {
            Err(_) => return Err(Close("no answer to hello in time".into())),
            Ok(None) => return Err(Close("gone before signing in".into())),
            Ok(Some(Err(e))) => {
                return Err(Close(format!(
                    "the connection failed before signing in: {e}"
                )));
            }
            Ok(Some(Ok(Message::Text(text)))) => break text,
            Ok(Some(Ok(Message::Binary(_)))) => {
                return Err(Close("frames are JSON text, not binary".into()));
            }
            Ok(Some(Ok(_))) => {}
        }
    };
    let ClientMessage::Auth {
        protocol,
        name,
        key,
        signature,
    } = ClientMessage::parse(&text).map_err(Close)?
    else {
        return Err(Close("the first message is auth".into()));
    };
    if protocol != PROTOCOL {
        return Err(Close(format!(
            "this server speaks room protocol {PROTOCOL}, not {protocol}"
        )));
    }
    check_held_name(&name).map_err(Close)?;
    verify(&key, &auth_message(&nonce), &signature).map_err(Close)?;
    match hub.store_key_of(&name).await {
        Ok(Some(holder)) if holder == key => Ok(name),
        Ok(Some(_)) => Err(Close(format!("the name {name:?} belongs to another key"))),
        Ok(None) => Err(Close(format!(
            "no player is named {name:?}: bind the name first"
        ))),
        Err(e) => Err(Close(format!("the server's database failed: {e}"))),
    }
}

fn tell(me: &WeakSender<Outgoing>, message: ServerMessage) -> bool {
    me.upgrade()
        .is_some_and(|out| out.try_send(Outgoing::Message(message)).is_ok())
}

/// Pings every `every` while the queue is open.
async fn ping(me: WeakSender<Outgoing>, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        match me.upgrade() {
            Some(out) => {
                let _ = out.try_send(Outgoing::Ping);
            }
            None => return,
        }
    }
}

/// Sends what is queued until the queue closes, then closes the socket.
async fn write(mut sink: Sink, mut queue: Receiver<Outgoing>) {
    while let Some(next) = queue.recv().await {
        let frame = match next {
            Outgoing::Message(message) => Message::text(message.to_text()),
            Outgoing::Ping => Message::Ping(Default::default()),
        };
        if sink.send(frame).await.is_err() {
            return;
        }
    }
    let _ = sink.send(Message::Close(None)).await;
    let _ = sink.close().await;
}

/// Reads until the connection ends or is closed: why it ended.
async fn read(
    hub: &Arc<Hub>,
    (name, peer): (&str, SocketAddr),
    me: &WeakSender<Outgoing>,
    stream: &mut Stream,
) -> String {
    let config = &hub.config;
    let mut messages = Bucket::new(config.messages);
    let mut progress = Bucket::new(config.progress);
    let mut throws = Bucket::new(config.throws);
    let mut dropped = 0u64;
    loop {
        // The hub closed this player's queue (too slow to read): stop reading too.
        if me.upgrade().is_none() {
            return "cut off: too slow to read".into();
        }
        let frame = match tokio::time::timeout(config.silence, stream.next()).await {
            Err(_) => return format!("silent for {:.1} s", config.silence.as_secs_f64()),
            Ok(None) => return "the client closed the connection".into(),
            Ok(Some(Err(e))) => return format!("the connection failed: {e}"),
            Ok(Some(Ok(frame))) => frame,
        };
        let text = match frame {
            Message::Text(text) => text,
            Message::Close(_) => return "the client closed the connection".into(),
            Message::Binary(_) => return "frames are JSON text, not binary".into(),
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        let now = Instant::now();
        if !messages.take(now) {
            return "too many messages: flooding".into();
        }
        let message = match ClientMessage::parse(&text) {
            Ok(message) => message,
            Err(why) => return why,
        };
        if let ClientMessage::Progress { .. } = message
            && !progress.take(now)
        {
            // Over the progress rate: not relayed (the next one in the rate is).
            dropped += 1;
            if dropped.is_power_of_two() {
                log(&format!(
                    "{name:?}: {dropped} progress messages over the rate dropped"
                ));
            }
            continue;
        }
        if let ClientMessage::Throw { .. } = message
            && !throws.take(now)
        {
            tell(
                me,
                ServerMessage::Error {
                    reason: "items are thrown at most once a second".into(),
                },
            );
            continue;
        }
        if let Err(why) = dispatch(hub, (name, peer), message).await {
            tell(me, ServerMessage::Error { reason: why });
        }
    }
}

/// One message, to the hub; the error is told to the player (the connection stays).
async fn dispatch(
    hub: &Arc<Hub>,
    (name, peer): (&str, SocketAddr),
    message: ClientMessage,
) -> Result<(), String> {
    let now = Instant::now();
    match message {
        ClientMessage::Auth { .. } => Err("signed in already".into()),
        ClientMessage::Create {
            level,
            items,
            max_players,
            computers_after_s,
        } => {
            hub.may_open_room(peer.ip(), name, now)?;
            let options = super::protocol::RoomOptions {
                level_id: None,
                items,
                max_players,
                quick: false,
                computers_after_s,
            };
            hub.create(name, level, options).await
        }
        ClientMessage::Join { code } => {
            let code = normalise_code(&code)?;
            hub.act(|l| l.join(name, &code))
        }
        ClientMessage::QuickMatch => {
            if !hub.with_lobby(|l| l.has_quick_room_to_join()) {
                hub.may_open_room(peer.ip(), name, now)?;
            }
            hub.act(|l| l.quick_match(name, now))
        }
        ClientMessage::Start => hub.act(|l| l.start(name, now)),
        ClientMessage::Progress { pairs_left, combo } => {
            hub.act(|l| l.progress(name, pairs_left, combo, now))
        }
        ClientMessage::Throw { item, to } => {
            check_item(&item)?;
            if !hub.knows_item(&item) {
                return Err(format!("{item:?} is not an item of this game"));
            }
            hub.act(|l| l.throw(name, &item, &to, now))
        }
        ClientMessage::Finished { replay } => hub.finished(name, replay),
        ClientMessage::Leave => {
            hub.leave(name).await;
            Ok(())
        }
    }
}
