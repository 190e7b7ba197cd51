//! The requests of sharing replays: a player's signed choice, and an entry's replay for
//! whoever wants to race it (only when its player shares).

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

use super::app::{App, Refused, bad, json, key_allowed, log, parse};
use crate::online::api::{SharedReplay, Sharing};
use crate::online::boards::{Board, BoardQuery};
use crate::online::keys::{sharing_message, verify};
use crate::online::names::check_held_name;
use crate::online::sharing::CLOCK_SLACK_MS;

/// `POST /v1/sharing`.
pub(super) async fn set_sharing(State(app): State<App>, body: Bytes) -> Result<Response, Refused> {
    let req: Sharing = parse(&body)?;
    check_held_name(&req.name).map_err(bad)?;
    verify(
        &req.key,
        &sharing_message(&req.name, req.share, req.at_ms),
        &req.signature,
    )
    .map_err(bad)?;
    key_allowed(&app, &req.key).await?;
    let now_ms = crate::online::api::now_ms();
    if req.at_ms > now_ms.saturating_add(CLOCK_SLACK_MS) {
        return Err(bad(
            "the choice says it was made in a time that has not come yet",
        ));
    }
    app.store
        .set_sharing(&req.name, &req.key, req.share, req.at_ms)
        .await?;
    log(&format!(
        "{:?} {} their replays",
        req.name,
        if req.share { "shares" } else { "keeps" }
    ));
    Ok(json(&req.share))
}

/// The query of `GET /v1/replay`.
#[derive(Deserialize)]
pub(super) struct ReplayParams {
    board: String,
    name: String,
}

/// `GET /v1/replay`: the entry's replay, or why not (no such entry, or not shared).
pub(super) async fn shared_replay(
    State(app): State<App>,
    params: Result<Query<ReplayParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, Refused> {
    let Query(params) = params.map_err(|e| bad(format!("malformed query: {e}")))?;
    check_held_name(&params.name).map_err(bad)?;
    let board = match Board::parse(&params.board).map_err(bad)? {
        BoardQuery::Exact(board) => board.to_string(),
        BoardQuery::LevelAnyVersion(id) => {
            return Err(bad(format!(
                "name the level's version: level/{id}@FINGERPRINT, as the leaderboard names it"
            )));
        }
    };
    let replay = app
        .store
        .shared_replay(&board, &params.name)
        .await
        .map_err(|e| match Refused::from(e) {
            conflict if conflict.status == StatusCode::CONFLICT => Refused {
                status: StatusCode::NOT_FOUND,
                ..conflict
            },
            other => other,
        })?;
    Ok(json(&SharedReplay {
        board,
        name: params.name,
        replay,
    }))
}
