//! What the server processes of one deployment share through their database: the rate limits
//! that matter for abuse (each key's requests, the names bound from an address), which
//! processes are alive, and the quick rooms waiting for players.
//!
//! Each statement is one atomic step on either database (a bucket is taken in one
//! `INSERT … ON CONFLICT … DO UPDATE … WHERE … RETURNING`; a seat in one `UPDATE … RETURNING`,
//! with PostgreSQL's `FOR UPDATE SKIP LOCKED` so two processes never wait on one row), so two
//! processes at the same instant never both take the last token or the last seat.

use std::time::Instant;

use sqlx::Row;

use super::api::now_ms;
use super::limits::{Limiter, Rate};
use super::store::{Store, StoreError};

fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A bucket's tokens refilled to `$3` (ms), at `$4` tokens per ms, capped at `$2`. A clock
/// behind the one that last wrote the bucket refills nothing.
const REFILLED: &str = "(CASE WHEN buckets.tokens + (CASE WHEN $3 > buckets.at_ms THEN $3 - \
     buckets.at_ms ELSE 0 END) * $4 > $2 THEN $2 ELSE buckets.tokens + (CASE WHEN $3 > \
     buckets.at_ms THEN $3 - buckets.at_ms ELSE 0 END) * $4 END)";

const LATEST: &str = "(CASE WHEN $3 > buckets.at_ms THEN $3 ELSE buckets.at_ms END)";

/// A rate limit: in this process's memory when it is the only one (SQLite), in the database
/// when several processes share a PostgreSQL, so a caller has one allowance whichever process
/// it reaches.
#[derive(Debug)]
pub enum Limits {
    /// This process's own buckets.
    Local(Limiter),
    /// Buckets in the database, named `kind:who`.
    Shared {
        /// The rate.
        rate: Rate,
        /// What is counted (the buckets' prefix).
        kind: &'static str,
        /// The database.
        store: Store,
    },
}

impl Limits {
    /// `rate` for each caller, shared through `store` when it is PostgreSQL.
    pub fn new(rate: Rate, kind: &'static str, store: &Store) -> Limits {
        if store.is_postgres() {
            Limits::Shared {
                rate,
                kind,
                store: store.clone(),
            }
        } else {
            Limits::Local(Limiter::new(rate))
        }
    }

    /// Takes a token for `who`: `false` when `who` is over the rate.
    pub async fn allow(&self, who: &str) -> Result<bool, StoreError> {
        match self {
            Limits::Local(limiter) => Ok(limiter.allow(who, Instant::now())),
            Limits::Shared { rate, kind, store } => {
                take_token(store, &format!("{kind}:{who}"), *rate, now_ms()).await
            }
        }
    }

    /// Charges `who` `tokens` more for work already done on its behalf (see
    /// [`Limiter::charge`]).
    pub async fn charge(&self, who: &str, tokens: f64) -> Result<(), StoreError> {
        match self {
            Limits::Local(limiter) => {
                limiter.charge(who, tokens, Instant::now());
                Ok(())
            }
            Limits::Shared { rate, kind, store } => {
                charge_bucket(store, &format!("{kind}:{who}"), *rate, tokens, now_ms()).await
            }
        }
    }
}

/// Takes one token from the bucket `id` at `now` (ms): `false` when it has less than one.
pub async fn take_token(store: &Store, id: &str, rate: Rate, now: u64) -> Result<bool, StoreError> {
    let sql = format!(
        "INSERT INTO buckets (id, tokens, at_ms, per_ms, burst) VALUES ($1, $2 - 1.0, $3, $4, $2) \
         ON CONFLICT (id) DO UPDATE SET tokens = {REFILLED} - 1.0, at_ms = {LATEST}, \
         per_ms = $4, burst = $2 WHERE {REFILLED} >= 1.0 RETURNING id"
    );
    let taken = sqlx::query(&sql)
        .bind(id)
        .bind(rate.burst)
        .bind(to_i64(now))
        .bind(rate.per_second / 1000.0)
        .fetch_optional(store.pool())
        .await?;
    Ok(taken.is_some())
}

/// Takes `tokens` more from the bucket `id` (it may go below empty, by at most a day's refill).
pub async fn charge_bucket(
    store: &Store,
    id: &str,
    rate: Rate,
    tokens: f64,
    now: u64,
) -> Result<(), StoreError> {
    let sql = format!(
        "UPDATE buckets SET tokens = CASE WHEN {REFILLED} - $5 < $6 THEN $6 ELSE {REFILLED} - $5 \
         END, at_ms = {LATEST} WHERE id = $1"
    );
    let per_ms = rate.per_second / 1000.0;
    sqlx::query(&sql)
        .bind(id)
        .bind(rate.burst)
        .bind(to_i64(now))
        .bind(per_ms)
        .bind(tokens)
        .bind(-per_ms * 86_400_000.0)
        .execute(store.pool())
        .await?;
    Ok(())
}

/// Forgets the buckets that have filled up again (their callers are idle): the table holds
/// only callers seen lately. Returns how many were forgotten.
pub async fn sweep_buckets(store: &Store, now: u64) -> Result<u64, StoreError> {
    let done = sqlx::query("DELETE FROM buckets WHERE tokens + ($1 - at_ms) * per_ms >= burst")
        .bind(to_i64(now))
        .execute(store.pool())
        .await?;
    Ok(done.rows_affected())
}

/// A quick room waiting for players, as every process sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickRoom {
    /// Its code.
    pub code: String,
    /// The process's letter (the code's first).
    pub letter: String,
    /// Players in it.
    pub players: u32,
    /// Most players.
    pub max_players: u32,
    /// When it opened (ms since 1970).
    pub opened_ms: u64,
}

/// Says the process serving `letter` is alive at `now` and that its waiting quick rooms are
/// `rooms` (replacing what it said before), in one transaction.
pub async fn publish(
    store: &Store,
    letter: &str,
    now: u64,
    rooms: &[QuickRoom],
) -> Result<(), StoreError> {
    let mut tx = store.pool().begin().await?;
    sqlx::query(
        "INSERT INTO processes (letter, seen_ms) VALUES ($1, $2) \
         ON CONFLICT (letter) DO UPDATE SET seen_ms = excluded.seen_ms",
    )
    .bind(letter)
    .bind(to_i64(now))
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM quick_rooms WHERE letter = $1")
        .bind(letter)
        .execute(&mut *tx)
        .await?;
    for room in rooms {
        sqlx::query(
            "INSERT INTO quick_rooms (code, letter, players, max_players, opened_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&room.code)
        .bind(letter)
        .bind(i64::from(room.players))
        .bind(i64::from(room.max_players))
        .bind(to_i64(room.opened_ms))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Forgets the processes not heard from since `silent_since` (ms) and their quick rooms: a
/// process that died leaves no room for others to send players to. Returns their letters.
pub async fn sweep_processes(store: &Store, silent_since: u64) -> Result<Vec<String>, StoreError> {
    let mut tx = store.pool().begin().await?;
    let gone = sqlx::query("DELETE FROM processes WHERE seen_ms < $1 RETURNING letter")
        .bind(to_i64(silent_since))
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(|row| row.try_get::<String, _>(0))
        .collect::<Result<Vec<_>, _>>()?;
    sqlx::query("DELETE FROM quick_rooms WHERE letter NOT IN (SELECT letter FROM processes)")
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(gone)
}

/// Takes a seat in the oldest waiting quick room of another process that opened before
/// `(opened_ms, code)`: its code, or `None`. Only older rooms, so two processes never send
/// their players to each other.
pub async fn take_seat(
    store: &Store,
    letter: &str,
    opened_ms: u64,
    code: &str,
) -> Result<Option<String>, StoreError> {
    let lock = if store.is_postgres() {
        " FOR UPDATE SKIP LOCKED"
    } else {
        ""
    };
    let sql = format!(
        "UPDATE quick_rooms SET players = players + 1 WHERE players < max_players AND code = \
         (SELECT code FROM quick_rooms WHERE letter <> $1 AND players < max_players \
         AND (opened_ms < $2 OR (opened_ms = $2 AND code < $3)) \
         ORDER BY opened_ms, code LIMIT 1{lock}) RETURNING code"
    );
    let row = sqlx::query(&sql)
        .bind(letter)
        .bind(to_i64(opened_ms))
        .bind(code)
        .fetch_optional(store.pool())
        .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?)
}

/// Every waiting quick room, oldest first.
#[cfg(test)]
pub async fn quick_rooms(store: &Store) -> Result<Vec<QuickRoom>, StoreError> {
    let rows = sqlx::query(
        "SELECT code, letter, players, max_players, opened_ms FROM quick_rooms \
         ORDER BY opened_ms, code",
    )
    .fetch_all(store.pool())
    .await?;
    rows.into_iter()
        .map(|row| {
            Ok(QuickRoom {
                code: row.try_get(0)?,
                letter: row.try_get(1)?,
                players: u32::try_from(row.try_get::<i64, _>(2)?).unwrap_or(0),
                max_players: u32::try_from(row.try_get::<i64, _>(3)?).unwrap_or(0),
                opened_ms: u64::try_from(row.try_get::<i64, _>(4)?).unwrap_or(0),
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()
        .map_err(StoreError::from)
}
