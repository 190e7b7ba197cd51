//! Sharing replays: each player chooses whether the replays of their leaderboard entries may be
//! fetched by others, to race as a ghost. Nobody's may until they say so. The choice is a
//! signed request stamped with its moment; a later stamp wins, and an earlier request sent
//! again is refused, so someone who kept a player's old "share" cannot undo their "keep".

use sqlx::Row;

use super::store::{Store, StoreError};

/// How far ahead of the server's clock a choice's moment may be (a clock set a day ahead).
pub const CLOCK_SLACK_MS: u64 = 24 * 60 * 60 * 1000;

fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl Store {
    /// Sets whether `name` (whose key must be `key`) shares their replays, as chosen at
    /// `at_ms`. The same request again is accepted as it is; an older one is refused.
    pub async fn set_sharing(
        &self,
        name: &str,
        key: &str,
        share: bool,
        at_ms: u64,
    ) -> Result<(), StoreError> {
        let at = to_i64(at_ms);
        let changed = sqlx::query(
            "UPDATE players SET shares_replays = $1, sharing_at_ms = $2 \
             WHERE name = $3 AND pubkey = $4 \
             AND (sharing_at_ms < $2 OR (sharing_at_ms = $2 AND shares_replays = $1))",
        )
        .bind(i64::from(share))
        .bind(at)
        .bind(name)
        .bind(key)
        .execute(self.pool())
        .await?
        .rows_affected();
        if changed == 1 {
            return Ok(());
        }
        let row = sqlx::query("SELECT pubkey FROM players WHERE name = $1")
            .bind(name)
            .fetch_optional(self.pool())
            .await?;
        let holder: Option<String> = row.map(|r| r.try_get(0)).transpose()?;
        Err(StoreError::Refused(match holder {
            None => format!("no player is named {name:?}: bind the name to your key first"),
            Some(holder) if holder != key => format!("the name {name:?} belongs to another key"),
            Some(_) => "a later choice about sharing stands: this request is older".to_string(),
        }))
    }

    /// The replay of `name`'s entry on `board` (named in full), if they share their replays;
    /// the refusal says which it is not.
    pub async fn shared_replay(&self, board: &str, name: &str) -> Result<String, StoreError> {
        let row = sqlx::query(
            "SELECT e.replay, p.shares_replays FROM entries e \
             JOIN players p ON p.name = e.player WHERE e.board = $1 AND e.player = $2",
        )
        .bind(board)
        .bind(name)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| StoreError::Refused(format!("{name:?} has no entry on {board}")))?;
        if row.try_get::<i64, _>(1)? == 0 {
            return Err(StoreError::Refused(format!(
                "{name:?} does not share their replays"
            )));
        }
        Ok(row.try_get(0)?)
    }
}
