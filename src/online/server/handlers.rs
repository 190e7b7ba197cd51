//! The leaderboards' requests: binding a name, a submission (re-played before it counts), a
//! board's rows, and the rooms' WebSocket.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

use super::app::{App, Refused, bad, json, key_allowed, log, parse};
use crate::formats::replays::run_replay::ReplayFile;
use crate::online::api::{Leaderboard, Register, Submit};
use crate::online::boards::{Board, BoardQuery};
use crate::online::keys::{name_message, submission_message, verify};
use crate::online::limits::AddressSlot;
use crate::online::names::{check_held_name, check_name};
use crate::online::store::Entry;
use crate::online::turns::NoTurn;

pub(super) async fn register(
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
        return Err(Refused::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many names bound from this address; wait a while",
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

pub(super) async fn submit(State(app): State<App>, body: Bytes) -> Result<Response, Refused> {
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
            return Err(Refused::new(
                StatusCode::FORBIDDEN,
                format!("the name {:?} belongs to another key", req.name),
            ));
        }
        None => {
            return Err(Refused::new(
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
        .map_err(|why| Refused::new(StatusCode::UNPROCESSABLE_ENTITY, why))?;
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
const FIRST_GAME_DAY: u64 = 1_767_225_600;

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
) -> Result<crate::online::Verified, Refused> {
    let turn = app
        .verifying
        .take(key, app.config.verify_wait)
        .await
        .map_err(|no| match no {
            NoTurn::AlreadyWaiting => Refused::new(
                StatusCode::TOO_MANY_REQUESTS,
                "a game of this key is being re-played; send the next when it is answered",
            ),
            NoTurn::Busy => Refused::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is busy re-playing other games; try again later",
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
        .map_err(|_| Refused::new(StatusCode::INTERNAL_SERVER_ERROR, "the re-play failed"))?
        .map_err(|why| {
            Refused::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!("the replay does not prove its game: {why}"),
            )
        })
}

/// The query of `GET /v1/leaderboard`.
#[derive(Deserialize)]
pub(super) struct BoardParams {
    board: String,
    name: Option<String>,
    limit: Option<u32>,
}

pub(super) async fn leaderboard(
    State(app): State<App>,
    params: Result<Query<BoardParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, Refused> {
    let Query(params) = params.map_err(|e| bad(format!("malformed query: {e}")))?;
    if let Some(name) = &params.name {
        check_held_name(name).map_err(bad)?;
    }
    let board = match Board::parse(&params.board).map_err(bad)? {
        BoardQuery::Exact(board) => board.to_string(),
        BoardQuery::LevelAnyVersion(id) => match shipped_board(&app.config, &id) {
            Some(board) => board,
            None => match app.store.busiest_level_board(&id).await? {
                Some(board) => board,
                None => {
                    return Ok(json(&Leaderboard {
                        board: format!("level/{id}"),
                        rows: Vec::new(),
                        you: None,
                    }));
                }
            },
        },
    };
    let limit = params.limit.unwrap_or(crate::online::api::MAX_ROWS);
    let board = app
        .store
        .leaderboard(&board, limit, params.name.as_deref())
        .await?;
    Ok(json(&board))
}

/// The board of the version of level `id` this server ships, if it ships one.
fn shipped_board(config: &super::config::ServerConfig, id: &str) -> Option<String> {
    let asked = BoardQuery::LevelAnyVersion(id.to_string());
    config
        .shipped_boards
        .iter()
        .find(|board| matches!(Board::parse(board), Ok(BoardQuery::Exact(b)) if asked.holds(&b)))
        .cloned()
}

/// `GET /v1/rooms`: the rooms' WebSocket, within the cap on room connections.
pub(super) async fn rooms(
    State(app): State<App>,
    axum::Extension(peer): axum::Extension<SocketAddr>,
    axum::Extension(slot): axum::Extension<Arc<Option<AddressSlot>>>,
    upgrade: axum::extract::WebSocketUpgrade,
) -> Result<Response, Refused> {
    use crate::online::rooms::protocol::{MAX_MESSAGE_BYTES, MAX_WIRE_FRAME_BYTES};
    let Some(hub) = app.rooms.clone() else {
        return Err(Refused::new(
            StatusCode::NOT_FOUND,
            "this server has no race rooms",
        ));
    };
    let Ok(permit) = hub.connections.clone().try_acquire_owned() else {
        return Err(Refused::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server has as many room connections as it can hold; try again later",
        ));
    };
    // A frame's whole length is reserved once its header is read: frames are small, so a
    // socket that never signs in holds little (a long message comes in fragments), and the
    // read buffer starts small for the same reason.
    Ok(upgrade
        .read_buffer_size(4 << 10)
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_WIRE_FRAME_BYTES)
        .on_upgrade(move |socket| {
            crate::online::rooms::socket::serve(socket, hub, peer, (permit, slot))
        }))
}
