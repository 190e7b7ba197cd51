//! `lianliankan serve`: the HTTP server. Its own accept loop (on hyper, under axum's router)
//! gives every connection a deadline for its headers and a lifetime, caps how many are open,
//! and limits each address's request rate before anything is read. Bodies are capped; each
//! request has a deadline; replays are re-played on blocking threads, a few at a time.
//! Every refusal is logged with who and why.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Query, State};
use axum::http::{Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::Deserialize;
use tokio::sync::Semaphore;

use super::Verifier;
use super::api::{Leaderboard, Refusal, Register, Submit};
use super::boards::{Board, BoardQuery};
use super::keys::{name_message, submission_message, verify};
use super::limits::{AddressSlot, Limiter, PerAddress, Rate, caller};
use super::names::{check_held_name, check_name};
use super::rooms::hub::{self, Hub};
use super::rooms::spread;
use super::rooms::{RaceRules, RoomConfig};
use super::shared::Limits;
use super::store::{Entry, Store, StoreError};
use super::turns::{NoTurn, Turns};
use crate::formats::run_replay::ReplayFile;

/// How the server runs and what it allows.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Address to listen on.
    pub bind: SocketAddr,
    /// The database URL (`sqlite:PATH` or `postgres://…`).
    pub database: String,
    /// Requests of any kind from one address.
    pub address_rate: Rate,
    /// Registrations and submissions signed by one key (a second of re-playing its game
    /// costs one more).
    pub key_rate: Rate,
    /// Names bound from one address: keys are free to make, names are not free to hoard.
    pub name_rate: Rate,
    /// Largest request body, in bytes.
    pub max_body_bytes: usize,
    /// Longest replay log re-played.
    pub max_log_entries: usize,
    /// Deadline of one request, from its headers to its answer.
    pub request_timeout: Duration,
    /// Deadline for a request's headers (a slow or idle socket is closed).
    pub header_timeout: Duration,
    /// Longest a connection stays open.
    pub connection_lifetime: Duration,
    /// Most connections open at once; more are closed at once.
    pub max_connections: usize,
    /// Most connections one address may hold open at once (a room's socket among them); more
    /// from it are closed at once. Behind a proxy every player has the proxy's address: the
    /// proxy keeps this limit then (see docs/online.md).
    pub max_connections_per_address: usize,
    /// Proxies whose `X-Real-IP` names the caller (and whose own connections count against no
    /// address's limit): the per-address limits then apply to the players behind the proxy.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Replays re-played at once.
    pub verifications: usize,
    /// Longest a submission waits for its turn to be re-played.
    pub verify_wait: Duration,
    /// Longest one re-play may run: then it is stopped (not only its answer), and the
    /// submission refused.
    pub verify_time: Duration,
}

impl Default for ServerConfig {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        ServerConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 7341)),
            database: "sqlite:leaderboards.sqlite".into(),
            address_rate: Rate {
                per_second: 10.0,
                burst: 30.0,
            },
            key_rate: Rate {
                per_second: 0.5,
                burst: 10.0,
            },
            name_rate: Rate {
                per_second: 1.0 / 720.0,
                burst: 5.0,
            },
            max_body_bytes: 256 << 10,
            max_log_entries: 20_000,
            request_timeout: Duration::from_secs(30),
            header_timeout: Duration::from_secs(10),
            connection_lifetime: Duration::from_secs(120),
            max_connections: 1024,
            max_connections_per_address: 64,
            trusted_proxies: Vec::new(),
            verifications: cores,
            verify_wait: Duration::from_secs(20),
            verify_time: Duration::from_secs(15),
        }
    }
}

/// What the handlers share.
struct Shared {
    store: Store,
    verifier: Verifier,
    config: ServerConfig,
    by_key: Limits,
    verifying: Arc<Turns>,
    by_address_names: Limits,
    rooms: Option<Arc<Hub>>,
}

type App = Arc<Shared>;

/// A refusal: its status and reason.
struct Refused(StatusCode, String);

/// The reason of a refusal, kept with the response for the log.
#[derive(Clone)]
struct Reason(String);

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let body = serde_json::to_string(&Refusal {
            error: self.1.clone(),
        })
        .unwrap_or_default();
        let mut response = (self.0, [("content-type", "application/json")], body).into_response();
        response.extensions_mut().insert(Reason(self.1));
        response
    }
}

fn bad(why: impl Into<String>) -> Refused {
    Refused(StatusCode::BAD_REQUEST, why.into())
}

impl From<StoreError> for Refused {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Refused(why) => Refused(StatusCode::CONFLICT, why),
            StoreError::Database(why) => {
                log(&format!("database error: {why}"));
                Refused(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the server's database failed; try again later".into(),
                )
            }
        }
    }
}

/// One line to standard error, with the time.
fn log(line: &str) {
    eprintln!("[{}] {line}", crate::formats::daily::unix_seconds_now());
}

fn json<T: serde::Serialize>(value: &T) -> Response {
    let body = serde_json::to_string(value).unwrap_or_default();
    (StatusCode::OK, [("content-type", "application/json")], body).into_response()
}

/// Reads a JSON body (already capped by the accept loop).
fn parse<T: serde::de::DeserializeOwned>(body: &Bytes) -> Result<T, Refused> {
    serde_json::from_slice(body).map_err(|e| bad(format!("malformed request: {e}")))
}

/// The caller's key may act now.
async fn key_allowed(app: &App, key: &str) -> Result<(), Refused> {
    if app.by_key.allow(key).await? {
        Ok(())
    } else {
        Err(Refused(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests from this key; wait a little".into(),
        ))
    }
}

async fn register(
    State(app): State<App>,
    axum::Extension(peer): axum::Extension<SocketAddr>,
    body: Bytes,
) -> Result<Response, Refused> {
    let req: Register = parse(&body)?;
    check_name(&req.name).map_err(bad)?;
    verify(&req.key, &name_message(&req.name), &req.signature).map_err(bad)?;
    key_allowed(&app, &req.key).await?;
    let known = app.store.key_of(&req.name).await?;
    // Binding the same name again is free; a new name counts against the address.
    if known.as_deref() != Some(req.key.as_str())
        && !app.by_address_names.allow(&peer.ip().to_string()).await?
    {
        return Err(Refused(
            StatusCode::TOO_MANY_REQUESTS,
            "too many names bound from this address; wait a while".into(),
        ));
    }
    app.store
        .register(
            &req.name,
            &req.key,
            crate::formats::daily::unix_seconds_now(),
        )
        .await?;
    log(&format!("name {:?} bound to key {}", req.name, req.key));
    Ok(json(&req.name))
}

async fn submit(State(app): State<App>, body: Bytes) -> Result<Response, Refused> {
    let req: Submit = parse(&body)?;
    check_held_name(&req.name).map_err(bad)?;
    verify(
        &req.key,
        &submission_message(&req.name, &req.replay),
        &req.signature,
    )
    .map_err(bad)?;
    key_allowed(&app, &req.key).await?;
    match app.store.key_of(&req.name).await? {
        Some(holder) if holder == req.key => {}
        Some(_) => {
            return Err(Refused(
                StatusCode::FORBIDDEN,
                format!("the name {:?} belongs to another key", req.name),
            ));
        }
        None => {
            return Err(Refused(
                StatusCode::FORBIDDEN,
                format!("no player is named {:?}: bind the name first", req.name),
            ));
        }
    }
    let replay = ReplayFile::from_text(&req.replay, "the replay").map_err(bad)?;
    if replay.log_entries() > app.config.max_log_entries {
        return Err(bad(format!(
            "the replay's log has {} entries; this server re-plays at most {}",
            replay.log_entries(),
            app.config.max_log_entries
        )));
    }
    check_date(
        replay.played_at(),
        crate::formats::daily::unix_seconds_now(),
    )
    .map_err(bad)?;
    let board = Board::of_file(&replay).map_err(bad)?;
    let verified = verify_replay(&app, &req.key, replay.clone()).await?;
    board
        .admits(&verified.outcome)
        .map_err(|why| Refused(StatusCode::UNPROCESSABLE_ENTITY, why))?;
    let entry = Entry {
        points: verified.outcome.points,
        clock_ns: verified.outcome.clock,
        played_at: replay.played_at(),
        submitted_at: crate::formats::daily::unix_seconds_now(),
        replay_hash: format!("{:016x}", crate::engine::stable_hash(req.replay.as_bytes())),
        game: replay.game_identity(),
        replay: req.replay,
    };
    let accepted = app
        .store
        .record(
            &board.to_string(),
            board.first_counts(),
            &req.name,
            &req.key,
            &entry,
        )
        .await?;
    log(&format!(
        "{:?} on {}: {} points, rank {}{}",
        req.name,
        accepted.board,
        entry.points,
        accepted.rank,
        if accepted.kept {
            ""
        } else {
            " (an earlier entry stands)"
        }
    ));
    Ok(json(&accepted))
}

/// The first moment a game may say it was played: 1 January 2026 (UTC), before the game's
/// first version. An earlier date is a made-up one.
pub const FIRST_GAME_DAY: u64 = 1_767_225_600;

/// Slack for a player's clock running ahead of the server's, in seconds.
const CLOCK_SLACK: u64 = 24 * 60 * 60;

/// A game's date must lie between the game's first day and now (give or take a clock set a
/// day ahead).
fn check_date(played_at: u64, now: u64) -> Result<(), String> {
    let day = |t: u64| crate::formats::daily::date_key(t);
    if played_at < FIRST_GAME_DAY {
        return Err(format!(
            "the replay says it was played on {}, before the game existed ({})",
            day(played_at),
            day(FIRST_GAME_DAY)
        ));
    }
    if played_at > now.saturating_add(CLOCK_SLACK) {
        return Err(format!(
            "the replay says it was played on {}, which has not come yet",
            day(played_at)
        ));
    }
    Ok(())
}

/// Re-plays `replay` on a blocking thread once a turn is free.
async fn verify_replay(
    app: &App,
    key: &str,
    replay: ReplayFile,
) -> Result<super::Verified, Refused> {
    let turn = app
        .verifying
        .take(key, app.config.verify_wait)
        .await
        .map_err(|no| match no {
            NoTurn::AlreadyWaiting => Refused(
                StatusCode::TOO_MANY_REQUESTS,
                "a game of this key is being re-played; send the next when it is answered".into(),
            ),
            NoTurn::Busy => Refused(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is busy re-playing other games; try again later".into(),
            ),
        })?;
    let verifier = app.verifier.clone();
    let deadline = std::time::Instant::now() + app.config.verify_time;
    let result = tokio::task::spawn_blocking(move || {
        crate::deadline::within(deadline, || verifier(&replay))
    })
    .await;
    // The work is charged to the key: a second of re-playing costs as much as a request.
    let took = turn.finish();
    if let Err(e) = app.by_key.charge(key, took.as_secs_f64()).await {
        log(&format!("the re-play's cost was not charged to {key}: {e}"));
    }
    result
        .map_err(|_| {
            Refused(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the re-play failed".into(),
            )
        })?
        .map_err(|why| {
            Refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!("the replay does not prove its game: {why}"),
            )
        })
}

/// The query of `GET /v1/leaderboard`.
#[derive(Deserialize)]
struct BoardParams {
    board: String,
    name: Option<String>,
    limit: Option<u32>,
}

async fn leaderboard(
    State(app): State<App>,
    params: Result<Query<BoardParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, Refused> {
    let Query(params) = params.map_err(|e| bad(format!("malformed query: {e}")))?;
    if let Some(name) = &params.name {
        check_held_name(name).map_err(bad)?;
    }
    let board = match Board::parse(&params.board).map_err(bad)? {
        BoardQuery::Exact(board) => board.to_string(),
        BoardQuery::LevelAnyVersion(id) => match app.store.busiest_level_board(&id).await? {
            Some(board) => board,
            None => {
                return Ok(json(&Leaderboard {
                    board: format!("level/{id}"),
                    rows: Vec::new(),
                    you: None,
                }));
            }
        },
    };
    let limit = params.limit.unwrap_or(super::store::MAX_ROWS);
    let board = app
        .store
        .leaderboard(&board, limit, params.name.as_deref())
        .await?;
    Ok(json(&board))
}

/// `GET /v1/rooms`: the rooms' WebSocket, within the cap on room connections.
async fn rooms(
    State(app): State<App>,
    axum::Extension(peer): axum::Extension<SocketAddr>,
    axum::Extension(slot): axum::Extension<Arc<Option<AddressSlot>>>,
    upgrade: axum::extract::WebSocketUpgrade,
) -> Result<Response, Refused> {
    use super::rooms::protocol::{MAX_MESSAGE_BYTES, MAX_WIRE_FRAME_BYTES};
    let Some(hub) = app.rooms.clone() else {
        return Err(Refused(
            StatusCode::NOT_FOUND,
            "this server has no race rooms".into(),
        ));
    };
    let Ok(permit) = hub.connections.clone().try_acquire_owned() else {
        return Err(Refused(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server has as many room connections as it can hold; try again later".into(),
        ));
    };
    // A frame's whole length is reserved once its header is read: frames are small, so a
    // socket that never signs in holds little (a long message comes in fragments), and the
    // read buffer starts small for the same reason.
    Ok(upgrade
        .read_buffer_size(4 << 10)
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_WIRE_FRAME_BYTES)
        .on_upgrade(move |socket| super::rooms::socket::serve(socket, hub, peer, (permit, slot))))
}

fn router(app: App) -> Router {
    Router::new()
        .route("/v1/health", get(|| async { "ok" }))
        .route(super::rooms::protocol::PATH, get(rooms))
        .route("/v1/players", post(register))
        .route("/v1/submissions", post(submit))
        .route("/v1/leaderboard", get(leaderboard))
        .layer(axum::extract::DefaultBodyLimit::max(
            app.config.max_body_bytes,
        ))
        .with_state(app)
}

/// A server running on its own threads.
pub struct Running {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Running {
    /// The address it listens on (the port chosen when bound to port 0).
    #[cfg(test)]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Its base URL.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Runs until the process ends.
    pub fn wait(mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    /// Stops accepting, closes the database and waits for the threads.
    #[cfg(test)]
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Opens the database, binds and starts serving on threads of its own; returns once it
/// listens. The error says what failed (the database, the address).
#[cfg(test)]
pub fn start(config: ServerConfig, verifier: Verifier) -> Result<Running, String> {
    start_with_rooms(config, verifier, None)
}

/// [`start`], hosting race rooms too when `rooms` is given (their limits, and what the game
/// hands them: the check of a race's replay and the levels to pick from).
pub fn start_with_rooms(
    config: ServerConfig,
    verifier: Verifier,
    rooms: Option<(RoomConfig, RaceRules)>,
) -> Result<Running, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("lianliankan-server")
        .build()
        .map_err(|e| format!("cannot start the server's threads: {e}"))?;
    let (store, listener) = runtime.block_on(async {
        let store = Store::open(&config.database).await?;
        let listener = tokio::net::TcpListener::bind(config.bind)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
        Ok::<_, String>((store, listener))
    })?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
    let verifying = Turns::new(config.verifications);
    let rooms = rooms
        .map(|(room_config, rules)| {
            let shared = hub::Shared {
                store: store.clone(),
                verifying: verifying.clone(),
                verify_wait: config.verify_wait,
                verify_time: config.verify_time,
                max_log_entries: config.max_log_entries,
            };
            Hub::new(room_config, rules, shared)
        })
        .transpose()?;
    let app = Arc::new(Shared {
        store: store.clone(),
        verifier,
        by_key: Limits::new(config.key_rate, "key", &store),
        by_address_names: Limits::new(config.name_rate, "names from", &store),
        verifying,
        rooms: rooms.clone(),
        config,
    });
    let (stop, stopped) = tokio::sync::oneshot::channel();
    let thread = std::thread::Builder::new()
        .name("lianliankan-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                if let Some(hub) = rooms {
                    tokio::spawn(spread::run(hub.clone(), spread::SPREAD_EVERY));
                    tokio::spawn(hub.run_clock(Duration::from_millis(100)));
                }
                if store.is_postgres() {
                    tokio::spawn(sweep_buckets(store.clone()));
                }
                let accepting = tokio::spawn(accept_loop(listener, app));
                // Stopped, or the handle dropped.
                let _ = stopped.await;
                accepting.abort();
                store.close().await;
            });
            runtime.shutdown_timeout(Duration::from_secs(5));
        })
        .map_err(|e| format!("cannot start the server's thread: {e}"))?;
    log(&format!("listening on http://{addr}"));
    Ok(Running {
        addr,
        stop: Some(stop),
        thread: Some(thread),
    })
}

/// Forgets the shared rate buckets of idle callers, every minute, so the table holds only
/// callers seen lately.
async fn sweep_buckets(store: Store) {
    loop {
        tokio::time::sleep(Duration::from_secs(60)).await;
        if let Err(e) = super::shared::sweep_buckets(&store, super::shared::now_ms()).await {
            log(&format!("the rate buckets were not swept: {e}"));
        }
    }
}

/// Accepts connections and serves each on a task of its own, within the limits.
async fn accept_loop(listener: tokio::net::TcpListener, app: App) {
    let config = app.config.clone();
    let open = Arc::new(Semaphore::new(config.max_connections));
    let per_address = PerAddress::new(config.max_connections_per_address);
    let by_address = Arc::new(Limiter::new(config.address_rate));
    let router = router(app);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, for one: wait rather than spin.
                log(&format!("accept failed: {e}"));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        // A trusted proxy carries every player's connections: the proxy limits them.
        let proxied = config.trusted_proxies.contains(&peer.ip());
        let slot = if proxied {
            None
        } else if let Some(slot) = per_address.take(peer.ip()) {
            Some(slot)
        } else {
            log(&format!(
                "refused {peer}: this address has as many connections open as it may"
            ));
            continue;
        };
        let Ok(permit) = open.clone().try_acquire_owned() else {
            log(&format!("refused {peer}: too many connections open"));
            continue;
        };
        let slot = Arc::new(slot);
        let router = router.clone();
        let by_address = by_address.clone();
        let config = config.clone();
        tokio::spawn(async move {
            let held = slot.clone();
            let service =
                hyper::service::service_fn(move |mut req: Request<hyper::body::Incoming>| {
                    // A room's socket keeps the address's slot after this connection's task ends.
                    req.extensions_mut().insert(held.clone());
                    let real_ip = req.headers().get("x-real-ip").and_then(|v| v.to_str().ok());
                    let caller = caller(peer, &config.trusted_proxies, real_ip);
                    handle(
                        router.clone(),
                        by_address.clone(),
                        caller,
                        config.request_timeout,
                        req,
                    )
                });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(config.header_timeout)
                .max_buf_size(64 << 10)
                .serve_connection(TokioIo::new(stream), service)
                // A room's WebSocket leaves this connection once upgraded: its own limits
                // (rooms::socket) hold it from then on.
                .with_upgrades();
            if tokio::time::timeout(config.connection_lifetime, connection)
                .await
                .is_err()
            {
                log(&format!("closed {peer}: connection open too long"));
            }
            drop((permit, slot));
        });
    }
}

/// One request: the address's rate, then the router, within the request's deadline.
async fn handle(
    mut router: Router,
    by_address: Arc<Limiter>,
    peer: SocketAddr,
    deadline: Duration,
    mut req: Request<hyper::body::Incoming>,
) -> Result<Response, std::convert::Infallible> {
    use tower_service::Service;
    req.extensions_mut().insert(peer);
    let what = format!("{} {}", req.method(), req.uri().path());
    if !by_address.allow(&peer.ip().to_string(), Instant::now()) {
        log(&format!("refused {peer} {what}: over the address's rate"));
        return Ok(Refused(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests from this address; wait a little".into(),
        )
        .into_response());
    }
    let response = match tokio::time::timeout(deadline, router.call(req.map(Body::new))).await {
        Ok(Ok(response)) => response,
        Ok(Err(never)) => match never {},
        Err(_) => Refused(
            StatusCode::SERVICE_UNAVAILABLE,
            "the request took too long".into(),
        )
        .into_response(),
    };
    // 101: a room's WebSocket, switched.
    if !response.status().is_success() && !response.status().is_informational() {
        let why = response
            .extensions()
            .get::<Reason>()
            .map_or(String::new(), |r| format!(": {}", r.0));
        log(&format!(
            "refused {peer} {what} ({}){why}",
            response.status()
        ));
    }
    Ok(response)
}
