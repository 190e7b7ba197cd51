//! The blocking client: binds a name, submits replays, reads leaderboards. Each call is one
//! request with a deadline, so a caller that must not wait (the game) runs it on a background
//! task and reads the answer when it comes.

use std::time::Duration;

use super::api::{
    Accepted, Leaderboard, Refusal, RefusalCode, Register, SharedReplay, Sharing, Submit,
};
use super::keys::{Identity, name_message, sharing_message, submission_message};

/// Largest answer read: a shared replay (at most the server's largest body, 256 KiB) with
/// its JSON escapes fits.
const MAX_ANSWER_BYTES: u64 = 2 << 20;

/// Why a request did not succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientError {
    /// The server refused it: the reason it gave.
    Refused(String),
    /// The server refused a name another player holds (by the refusal's code): its reason.
    NameTaken(String),
    /// No answer: the server could not be reached, failed or was busy (try again later).
    Unreachable(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Refused(why) | ClientError::NameTaken(why) => write!(f, "refused: {why}"),
            ClientError::Unreachable(why) => write!(f, "server unreachable: {why}"),
        }
    }
}

/// A server's client.
#[derive(Clone, Debug)]
pub struct Client {
    base: String,
    agent: ureq::Agent,
}

impl Client {
    /// A client of the server at `url` (`http://host:port`).
    pub fn new(url: &str) -> Result<Client, String> {
        let base = url.trim_end_matches('/');
        let host = base
            .strip_prefix("https://")
            .or_else(|| base.strip_prefix("http://"));
        if host.is_none_or(str::is_empty) {
            return Err(format!(
                "the server's address {url:?} is not https://HOST[:PORT] or http://HOST[:PORT]"
            ));
        }
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            .build();
        Ok(Client {
            base: base.to_string(),
            agent: ureq::Agent::new_with_config(config),
        })
    }

    /// Binds `name` to `identity`'s key (the same binding again is fine).
    pub fn register(&self, identity: &Identity, name: &str) -> Result<(), ClientError> {
        let body = Register {
            name: name.to_string(),
            key: identity.public_hex(),
            signature: identity.sign_hex(&name_message(name)),
        };
        self.post::<String>("/v1/players", &body).map(|_| ())
    }

    /// Submits a replay's text, signed, under `name`.
    pub fn submit(
        &self,
        identity: &Identity,
        name: &str,
        replay: &str,
    ) -> Result<Accepted, ClientError> {
        let body = Submit {
            name: name.to_string(),
            key: identity.public_hex(),
            replay: replay.to_string(),
            signature: identity.sign_hex(&submission_message(name, replay)),
        };
        self.post("/v1/submissions", &body)
    }

    /// The top rows of `board` (see [`super::boards::Board::parse`]), with `name`'s row.
    pub fn leaderboard(
        &self,
        board: &str,
        name: Option<&str>,
        limit: u32,
    ) -> Result<Leaderboard, ClientError> {
        let mut url = format!(
            "{}/v1/leaderboard?board={}&limit={limit}",
            self.base,
            encode(board)
        );
        if let Some(name) = name {
            url.push_str(&format!("&name={}", encode(name)));
        }
        self.get(&url)
    }

    /// Tells the server whether `name`'s leaderboard replays may be fetched by others, as
    /// chosen at `at_ms` (milliseconds since 1970; the later choice stands).
    pub fn set_sharing(
        &self,
        identity: &Identity,
        name: &str,
        share: bool,
        at_ms: u64,
    ) -> Result<bool, ClientError> {
        let body = Sharing {
            name: name.to_string(),
            key: identity.public_hex(),
            share,
            at_ms,
            signature: identity.sign_hex(&sharing_message(name, share, at_ms)),
        };
        self.post("/v1/sharing", &body)
    }

    /// The replay of `name`'s entry on `board` (named in full), when they share their replays.
    pub fn shared_replay(&self, board: &str, name: &str) -> Result<SharedReplay, ClientError> {
        let url = format!(
            "{}/v1/replay?board={}&name={}",
            self.base,
            encode(board),
            encode(name)
        );
        self.get(&url)
    }

    fn get<T: serde::de::DeserializeOwned>(&self, url: &str) -> Result<T, ClientError> {
        let response = self
            .agent
            .get(url)
            .call()
            .map_err(|e| ClientError::Unreachable(e.to_string()))?;
        answer(response)
    }

    fn post<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        body: &impl serde::Serialize,
    ) -> Result<T, ClientError> {
        let body = serde_json::to_string(body).expect("plain strings serialise");
        let response = self
            .agent
            .post(format!("{}{path}", self.base).as_str())
            .header("content-type", "application/json")
            .send(body)
            .map_err(|e| ClientError::Unreachable(e.to_string()))?;
        answer(response)
    }
}

/// Reads an answer: the value on success, the server's reason on a refusal.
fn answer<T: serde::de::DeserializeOwned>(
    mut response: ureq::http::Response<ureq::Body>,
) -> Result<T, ClientError> {
    let status = response.status();
    let text = response
        .body_mut()
        .with_config()
        .limit(MAX_ANSWER_BYTES)
        .read_to_string()
        .map_err(|e| ClientError::Unreachable(format!("reading the answer: {e}")))?;
    if status.is_success() {
        return serde_json::from_str(&text)
            .map_err(|e| ClientError::Unreachable(format!("an answer that does not read: {e}")));
    }
    Err(refusal(status, &text))
}

/// A refusal's answer as an error: by its code where it has one, never by its words.
fn refusal(status: ureq::http::StatusCode, text: &str) -> ClientError {
    let (why, code) = match serde_json::from_str::<Refusal>(text) {
        Ok(refusal) => (refusal.error, refusal.code),
        Err(_) => (text.chars().take(200).collect(), None),
    };
    let why = format!("{why} ({status})");
    match code {
        _ if status.is_server_error() => ClientError::Unreachable(why),
        Some(RefusalCode::NameTaken) => ClientError::NameTaken(why),
        Some(RefusalCode::Unknown) | None => ClientError::Refused(why),
    }
}

/// Percent-encodes a query value (every byte but unreserved ASCII).
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_are_encoded_and_addresses_checked() {
        assert_eq!(encode("level/a@0f"), "level%2Fa%400f");
        assert_eq!(encode("玩"), "%E7%8E%A9");
        assert!(Client::new("http://127.0.0.1:1").is_ok());
        assert!(Client::new("https://lianliankan.example.org").is_ok());
        for bad in ["127.0.0.1:1", "https://", "http://", "ftp://x"] {
            assert!(Client::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_refusal_is_read_by_its_code_not_its_words() {
        use ureq::http::StatusCode;
        let conflict = StatusCode::CONFLICT;
        let taken = r#"{"error":"the name \"A\" is yours no more","code":"name-taken"}"#;
        assert!(
            matches!(refusal(conflict, taken), ClientError::NameTaken(why) if why.contains("yours"))
        );
        // Words that say "taken" without the code are a plain refusal.
        let words = r#"{"error":"the name is taken by another player"}"#;
        assert!(matches!(refusal(conflict, words), ClientError::Refused(_)));
        // A newer server's code is a plain refusal; a server's failure is no refusal at all.
        let newer = r#"{"error":"no","code":"name-too-pretty"}"#;
        assert!(matches!(refusal(conflict, newer), ClientError::Refused(_)));
        let failed = StatusCode::SERVICE_UNAVAILABLE;
        assert!(matches!(
            refusal(failed, taken),
            ClientError::Unreachable(_)
        ));
        assert!(
            matches!(refusal(conflict, "<html>"), ClientError::Refused(why) if why.contains("<html>"))
        );
    }
}
