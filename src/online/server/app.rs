//! What the handlers share, and how they answer: a refusal's status and reason (kept with the
//! response for the log), JSON in and out, the key's allowance.

use std::sync::Arc;

use axum::body::Bytes;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::config::ServerConfig;
use crate::online::Verifier;
use crate::online::api::{Refusal, RefusalCode};
use crate::online::rooms::hub::Hub;
use crate::online::shared::Limits;
use crate::online::store::{Store, StoreError};
use crate::online::turns::Turns;

/// What the handlers share.
pub(super) struct Shared {
    pub(super) store: Store,
    pub(super) verifier: Verifier,
    pub(super) config: ServerConfig,
    pub(super) by_key: Limits,
    pub(super) verifying: Arc<Turns>,
    pub(super) by_address_names: Limits,
    pub(super) rooms: Option<Arc<Hub>>,
}

pub(super) type App = Arc<Shared>;

/// A refusal: its status, its reason, and the code a client acts on (if one does).
pub(super) struct Refused {
    pub(super) status: StatusCode,
    pub(super) why: String,
    pub(super) code: Option<RefusalCode>,
}

impl Refused {
    pub(super) fn new(status: StatusCode, why: impl Into<String>) -> Self {
        Refused {
            status,
            why: why.into(),
            code: None,
        }
    }
}

/// The reason of a refusal, kept with the response for the log.
#[derive(Clone)]
pub(super) struct Reason(pub(super) String);

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let body = serde_json::to_string(&Refusal {
            error: self.why.clone(),
            code: self.code,
        })
        .unwrap_or_default();
        let mut response =
            (self.status, [("content-type", "application/json")], body).into_response();
        response.extensions_mut().insert(Reason(self.why));
        response
    }
}

pub(super) fn bad(why: impl Into<String>) -> Refused {
    Refused::new(StatusCode::BAD_REQUEST, why)
}

impl From<StoreError> for Refused {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Refused(why) => Refused::new(StatusCode::CONFLICT, why),
            StoreError::NameTaken(why) => Refused {
                code: Some(RefusalCode::NameTaken),
                ..Refused::new(StatusCode::CONFLICT, why)
            },
            StoreError::Database(why) => {
                log(&format!("database error: {why}"));
                Refused::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the server's database failed; try again later",
                )
            }
        }
    }
}

/// One line to standard error, with the time.
pub(super) fn log(line: &str) {
    eprintln!("[{}] {line}", crate::formats::daily::unix_seconds_now());
}

pub(super) fn json<T: serde::Serialize>(value: &T) -> Response {
    let body = serde_json::to_string(value).unwrap_or_default();
    (StatusCode::OK, [("content-type", "application/json")], body).into_response()
}

/// Reads a JSON body (already capped by the accept loop).
pub(super) fn parse<T: serde::de::DeserializeOwned>(body: &Bytes) -> Result<T, Refused> {
    serde_json::from_slice(body).map_err(|e| bad(format!("malformed request: {e}")))
}

/// The caller's key may act now.
pub(super) async fn key_allowed(app: &App, key: &str) -> Result<(), Refused> {
    if app.by_key.allow(key).await? {
        Ok(())
    } else {
        Err(Refused::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests from this key; wait a little",
        ))
    }
}
