//! `lianliankan-server serve`: the HTTP server. Its own accept loop (on hyper, under axum's router)
//! gives every connection a deadline for its headers and a lifetime, caps how many are open,
//! and limits each address's request rate before anything is read. Bodies are capped; each
//! request has a deadline; replays are re-played on blocking threads, a few at a time.
//! Every refusal is logged with who and why.

mod app;
mod config;
mod handlers;
mod sharing;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::Semaphore;

use self::app::{App, Reason, Refused, Shared, log};
pub use self::config::ServerConfig;
use super::Verifier;
use super::limits::{Limiter, PerAddress, caller};
use super::rooms::hub::{self, Hub};
use super::rooms::spread;
use super::rooms::{RaceRules, RoomConfig};
use super::shared::Limits;
use super::store::Store;
use super::turns::Turns;

fn router(app: App) -> Router {
    Router::new()
        .route("/v1/health", get(|| async { "ok" }))
        .route(super::rooms::protocol::PATH, get(handlers::rooms))
        .route("/v1/players", post(handlers::register))
        .route("/v1/submissions", post(handlers::submit))
        .route("/v1/leaderboard", get(handlers::leaderboard))
        .route("/v1/sharing", post(sharing::set_sharing))
        .route("/v1/replay", get(sharing::shared_replay))
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
        if let Err(e) = super::shared::sweep_buckets(&store, super::api::now_ms()).await {
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
        return Ok(Refused::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests from this address; wait a little",
        )
        .into_response());
    }
    let response = match tokio::time::timeout(deadline, router.call(req.map(Body::new))).await {
        Ok(Ok(response)) => response,
        Ok(Err(never)) => match never {},
        Err(_) => Refused::new(StatusCode::SERVICE_UNAVAILABLE, "the request took too long")
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
