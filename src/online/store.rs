//! The server's storage: players (a name bound to a key) and leaderboard entries, in SQLite
//! (`sqlite:PATH`, the default) or PostgreSQL (`postgres://…`), through sqlx's `Any` driver.
//! One code path serves both: the SQL is the common subset (numbered `$N` parameters, `ON
//! CONFLICT … DO UPDATE … WHERE`), so a test against either proves the other's statements are
//! the same ones. The schema is versioned by sqlx's migrator, inside a transaction per step.
//!
//! Every write is one transaction: a killed process loses nothing committed and leaves nothing
//! half-written.

use std::time::Duration;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Row};

use super::api::{Accepted, Leaderboard, MAX_ROWS, Row as BoardRow};
use super::names::name_keys;
use super::rooms::protocol::Place;
use super::schema::Embedded;

/// A race's result, as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceRecord {
    /// The race's identity (unique).
    pub id: String,
    /// Its room's code.
    pub code: String,
    /// The level's identity.
    pub level_id: String,
    /// The level's fingerprint.
    pub level_fingerprint: String,
    /// The deal's seed.
    pub seed: u64,
    /// Items were on.
    pub items: bool,
    /// When it ended (seconds since 1970).
    pub ended_at: u64,
    /// The places, each with the replay its player sent.
    pub places: Vec<(Place, Option<String>)>,
}

/// Which rules made the stored name keys: when the rules (or the Unicode data under them)
/// change, every name's keys are made again at the start.
const NAME_RULES: &str = "names 1: UTS #39 skeletons of NFKC_Casefold and of the name,                           unicode-security 0.1.3, ICU4X 2.4";

/// Makes every player's name keys again if they were made by other rules (or never), in one
/// transaction. The oldest name keeps a key two names share: a name taken under older rules
/// stays its player's, and blocks the names that look like it.
async fn refresh_name_keys(pool: &AnyPool) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let made_by: Option<String> = sqlx::query("SELECT value FROM facts WHERE fact = 'name rules'")
        .fetch_optional(&mut *tx)
        .await?
        .map(|row| row.try_get(0))
        .transpose()?;
    if made_by.as_deref() == Some(NAME_RULES) {
        return Ok(());
    }
    sqlx::query("DELETE FROM name_keys")
        .execute(&mut *tx)
        .await?;
    let names = sqlx::query("SELECT name FROM players ORDER BY created_at, name")
        .fetch_all(&mut *tx)
        .await?;
    for row in names {
        let name: String = row.try_get(0)?;
        for key in name_keys(&name) {
            // Another process starting at the same moment may have made it already.
            sqlx::query(
                "INSERT INTO name_keys (key, player) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
            )
            .bind(key)
            .bind(&name)
            .execute(&mut *tx)
            .await?;
        }
    }
    sqlx::query(
        "INSERT INTO facts (fact, value) VALUES ('name rules', $1) \
         ON CONFLICT (fact) DO UPDATE SET value = excluded.value",
    )
    .bind(NAME_RULES)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Claims `game` for `name`: the first player to send a game owns it, and the same game sent
/// by anyone else is refused (a replay belongs to the player who played it).
async fn claim_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game: &str,
    name: &str,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO games (game, player) VALUES ($1, $2) ON CONFLICT (game) DO NOTHING")
        .bind(game)
        .bind(name)
        .execute(&mut **tx)
        .await?;
    let owner: String = sqlx::query("SELECT player FROM games WHERE game = $1")
        .bind(game)
        .fetch_one(&mut **tx)
        .await?
        .try_get(0)?;
    if owner != name {
        return Err(StoreError::Refused(format!(
            "this game was sent first by {owner:?}: a replay counts only for the player who \
             played it"
        )));
    }
    Ok(())
}

/// The refusal of `name`, which is one with `held`'s.
fn taken(name: &str, held: &str) -> StoreError {
    StoreError::NameTaken(if name == held {
        format!("the name {name:?} is taken by another player")
    } else {
        format!("the name {name:?} is taken by another player: it looks like {held:?}")
    })
}

/// Adds the player and its name's keys (inside the caller's transaction).
async fn insert_player(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    name: &str,
    key: &str,
    now: u64,
    keys: &[String],
) -> Result<(), sqlx::Error> {
    // `folded` is the first rules' key (lower case), kept for its constraint: names equal in
    // lower case share their keys too, so it never refuses what the keys allow.
    sqlx::query("INSERT INTO players (name, folded, pubkey, created_at) VALUES ($1, $2, $3, $4)")
        .bind(name)
        .bind(name.to_lowercase())
        .bind(key)
        .bind(to_i64(now))
        .execute(&mut **tx)
        .await?;
    for name_key in keys {
        sqlx::query("INSERT INTO name_keys (key, player) VALUES ($1, $2)")
            .bind(name_key)
            .bind(name)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Why the store did not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The request is refused: the reason, for the player.
    Refused(String),
    /// The name is held by another player: the reason, for the player.
    NameTaken(String),
    /// The database failed (the request may be tried again).
    Database(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::Database(e.to_string())
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Refused(why) | StoreError::NameTaken(why) => f.write_str(why),
            StoreError::Database(why) => write!(f, "database: {why}"),
        }
    }
}

/// An entry offered to a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Points.
    pub points: u32,
    /// The clock at the end, in nanoseconds.
    pub clock_ns: u64,
    /// When it was played (seconds since 1970).
    pub played_at: u64,
    /// When it arrived (seconds since 1970).
    pub submitted_at: u64,
    /// A hash of the replay's text: the same replay sent again is known.
    pub replay_hash: String,
    /// The game it records (`ReplayFile::game_identity`): it belongs to the first player who
    /// sent it.
    pub game: String,
    /// The replay's text, kept so every entry can be proven again.
    pub replay: String,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    postgres: bool,
}

fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

impl Store {
    /// Opens the database at `url` (`sqlite:PATH`, created if missing, or `postgres://…`) and
    /// brings its schema up to date.
    pub async fn open(url: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let url = if sqlite && !url.contains("mode=") {
            format!("{url}{}mode=rwc", if url.contains('?') { '&' } else { '?' })
        } else {
            url.to_string()
        };
        let shown = url.split('@').next_back().unwrap_or_default().to_string();
        let pool = AnyPoolOptions::new()
            // SQLite has one writer: one connection keeps its transactions from failing busy
            // (a reader upgraded to a writer is refused, not made to wait).
            .max_connections(if sqlite { 1 } else { 16 })
            .acquire_timeout(Duration::from_secs(10))
            .connect(&url)
            .await
            .map_err(|e| format!("database {shown}: cannot open: {e}"))?;
        if sqlite {
            // Readers do not wait for the writer; each commit is on disk before it returns.
            sqlx::query("PRAGMA journal_mode=WAL")
                .execute(&pool)
                .await
                .map_err(|e| format!("database {shown}: {e}"))?;
        }
        let migrator = Migrator::new(Embedded { up_to: i64::MAX })
            .await
            .map_err(|e| format!("database {shown}: {e}"))?;
        migrator
            .run(&pool)
            .await
            .map_err(|e| format!("database {shown}: cannot bring the schema up to date: {e}"))?;
        refresh_name_keys(&pool)
            .await
            .map_err(|e| format!("database {shown}: cannot make the names' keys: {e}"))?;
        Ok(Store {
            pool,
            postgres: !sqlite,
        })
    }

    /// The connections, for what the processes share ([`super::shared`]).
    pub(super) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// The database is PostgreSQL: several server processes may share it.
    pub fn is_postgres(&self) -> bool {
        self.postgres
    }

    /// Closes the connections (waits for them to be returned).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Binds `name` to `key` (hex). The same binding again is fine; a name that is one with
    /// another player's (see [`super::names`]), or a key that has another name, is refused.
    /// Two requests binding look-alike names at the same moment, on any process: one wins.
    pub async fn register(&self, name: &str, key: &str, now: u64) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let by_key = sqlx::query("SELECT name FROM players WHERE pubkey = $1")
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
        if let Some(row) = by_key {
            let held: String = row.try_get(0)?;
            return if held == name {
                Ok(())
            } else {
                Err(StoreError::Refused(format!(
                    "this key already has the name {held:?}; a key has one name"
                )))
            };
        }
        let keys = name_keys(name);
        for key in &keys {
            let holder = sqlx::query("SELECT player FROM name_keys WHERE key = $1")
                .bind(key)
                .fetch_optional(&mut *tx)
                .await?;
            if let Some(row) = holder {
                let held: String = row.try_get(0)?;
                return Err(taken(name, &held));
            }
        }
        let inserted = insert_player(&mut tx, name, key, now, &keys).await;
        match inserted {
            Ok(()) => {
                tx.commit().await?;
                Ok(())
            }
            // Taken at the same moment by another request.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(taken(name, name)),
            Err(e) => Err(e.into()),
        }
    }

    /// The key (hex) bound to `name`, if the name is taken.
    pub async fn key_of(&self, name: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT pubkey FROM players WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Offers `entry` by `name` (whose key must be `key`) to `board`. A board where the
    /// first entry counts keeps the first (the same replay sent again is accepted as it is; a
    /// later game is refused); the others keep each player's best. Returns the player's rank.
    pub async fn record(
        &self,
        board: &str,
        first_counts: bool,
        name: &str,
        key: &str,
        entry: &Entry,
    ) -> Result<Accepted, StoreError> {
        let mut tx = self.pool.begin().await?;
        let holder = sqlx::query("SELECT pubkey FROM players WHERE name = $1")
            .bind(name)
            .fetch_optional(&mut *tx)
            .await?;
        match holder.map(|r| r.try_get::<String, _>(0)).transpose()? {
            None => {
                return Err(StoreError::Refused(format!(
                    "no player is named {name:?}: bind the name to your key first"
                )));
            }
            Some(holder) if holder != key => {
                return Err(StoreError::Refused(format!(
                    "the name {name:?} belongs to another key"
                )));
            }
            Some(_) => {}
        }
        claim_game(&mut tx, &entry.game, name).await?;
        let upsert = if first_counts {
            "INSERT INTO entries (board, player, points, clock_ns, played_at, submitted_at, \
             replay_hash, replay) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (board, player) DO NOTHING"
        } else {
            "INSERT INTO entries (board, player, points, clock_ns, played_at, submitted_at, \
             replay_hash, replay) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (board, player) DO UPDATE SET points = excluded.points, \
             clock_ns = excluded.clock_ns, played_at = excluded.played_at, \
             submitted_at = excluded.submitted_at, replay_hash = excluded.replay_hash, \
             replay = excluded.replay \
             WHERE excluded.points > entries.points \
             OR (excluded.points = entries.points AND excluded.clock_ns < entries.clock_ns)"
        };
        let kept = sqlx::query(upsert)
            .bind(board)
            .bind(name)
            .bind(i64::from(entry.points))
            .bind(to_i64(entry.clock_ns))
            .bind(to_i64(entry.played_at))
            .bind(to_i64(entry.submitted_at))
            .bind(&entry.replay_hash)
            .bind(&entry.replay)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
        let (standing, rank) = rank_of(&mut tx, board, name).await?;
        if first_counts && !kept && standing.replay_hash != entry.replay_hash {
            return Err(StoreError::Refused(format!(
                "your first attempt at {board} is already on the board ({} points); the first \
                 attempt counts",
                standing.points
            )));
        }
        tx.commit().await?;
        Ok(Accepted {
            board: board.to_string(),
            rank,
            points: standing.points,
            kept: kept || standing.replay_hash == entry.replay_hash,
        })
    }

    /// The top `limit` rows of `board` (at most [`MAX_ROWS`]) and `name`'s row, if given and on
    /// the board.
    pub async fn leaderboard(
        &self,
        board: &str,
        limit: u32,
        name: Option<&str>,
    ) -> Result<Leaderboard, StoreError> {
        let rows = sqlx::query(
            "SELECT e.player, e.points, e.clock_ns, e.played_at, p.shares_replays \
             FROM entries e JOIN players p ON p.name = e.player WHERE e.board = $1 \
             ORDER BY e.points DESC, e.clock_ns, e.submitted_at, e.player LIMIT $2",
        )
        .bind(board)
        .bind(i64::from(limit.min(MAX_ROWS)))
        .fetch_all(&self.pool)
        .await?;
        let rows = rows
            .iter()
            .enumerate()
            .map(|(i, r)| board_row(i as u64 + 1, r))
            .collect::<Result<Vec<_>, _>>()?;
        let you = match name {
            Some(name) => {
                let mut conn = self.pool.acquire().await?;
                match rank_of(&mut conn, board, name).await {
                    Ok((standing, rank)) => Some(BoardRow {
                        rank,
                        name: name.to_string(),
                        points: standing.points,
                        clock_ns: standing.clock_ns,
                        played_at: standing.played_at,
                        shared: standing.shared,
                    }),
                    Err(StoreError::Refused(_)) => None,
                    Err(e) => return Err(e),
                }
            }
            None => None,
        };
        Ok(Leaderboard {
            board: board.to_string(),
            rows,
            you,
        })
    }

    /// Keeps a race's result: the race and every player's place (with the replay sent, if
    /// any), in one transaction.
    pub async fn record_race(&self, race: &RaceRecord) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO races (id, code, level_id, level_fingerprint, seed, items, ended_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&race.id)
        .bind(&race.code)
        .bind(&race.level_id)
        .bind(&race.level_fingerprint)
        .bind(race.seed.to_string())
        .bind(i64::from(race.items))
        .bind(to_i64(race.ended_at))
        .execute(&mut *tx)
        .await?;
        for (position, (place, replay)) in race.places.iter().enumerate() {
            if place.computer {
                // A computer player is no player: kept apart, where no ranking looks.
                sqlx::query(
                    "INSERT INTO race_computers (race, name, position, place, clock_ns, \
                     reason, standing) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(&race.id)
                .bind(&place.name)
                .bind(position as i64)
                .bind(i64::from(place.place))
                .bind(place.clock_ns.map(to_i64))
                .bind(&place.reason)
                .bind(place.standing.name())
                .execute(&mut *tx)
                .await?;
                continue;
            }
            sqlx::query(
                "INSERT INTO race_places (race, player, position, place, clock_ns, verified, \
                 reason, replay, standing) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&race.id)
            .bind(&place.name)
            .bind(position as i64)
            .bind(i64::from(place.place))
            .bind(place.clock_ns.map(to_i64))
            .bind(i64::from(place.verified))
            .bind(&place.reason)
            .bind(replay.as_deref())
            .bind(place.standing.name())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The places of the race `id`, in the result's order.
    #[cfg(test)]
    pub async fn race_places(&self, id: &str) -> Result<Vec<Place>, StoreError> {
        let rows = sqlx::query(
            "SELECT player, place, clock_ns, verified, reason, standing, position, \
             CAST(0 AS BIGINT) FROM race_places WHERE race = $1 UNION ALL SELECT name, place, \
             clock_ns, CAST(0 AS BIGINT), reason, standing, position, CAST(1 AS BIGINT) FROM \
             race_computers WHERE race = $1 ORDER BY 7",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Place {
                    name: r.try_get(0)?,
                    place: u32::try_from(r.try_get::<i64, _>(1)?).unwrap_or(u32::MAX),
                    clock_ns: r.try_get::<Option<i64>, _>(2)?.map(to_u64),
                    verified: r.try_get::<i64, _>(3)? != 0,
                    reason: r.try_get(4)?,
                    standing: super::rooms::protocol::Standing::from_name(
                        &r.try_get::<String, _>(5)?,
                    ),
                    computer: r.try_get::<i64, _>(7)? != 0,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }

    /// The board of the pack level `id` with the most entries (any fingerprint), if any.
    pub async fn busiest_level_board(&self, id: &str) -> Result<Option<String>, StoreError> {
        // `@` is the last separator and fingerprints are hex, so the prefix and a length
        // select exactly this identity's boards.
        let prefix = format!("level/{id}@");
        let row = sqlx::query(
            "SELECT board FROM entries WHERE substr(board, 1, CAST($2 AS INTEGER)) = $1 \
             AND length(board) = CAST($3 AS INTEGER) \
             GROUP BY board ORDER BY COUNT(*) DESC, board LIMIT 1",
        )
        .bind(&prefix)
        .bind(prefix.len() as i64)
        .bind(prefix.len() as i64 + 16)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }
}

/// A player's entry on a board.
struct Standing {
    points: u32,
    clock_ns: u64,
    played_at: u64,
    replay_hash: String,
    shared: bool,
}

/// `name`'s entry on `board` and its rank (1 + the entries ahead of it).
async fn rank_of(
    conn: &mut sqlx::AnyConnection,
    board: &str,
    name: &str,
) -> Result<(Standing, u64), StoreError> {
    let row = sqlx::query(
        "SELECT e.points, e.clock_ns, e.played_at, e.submitted_at, e.replay_hash, \
         p.shares_replays FROM entries e JOIN players p ON p.name = e.player \
         WHERE e.board = $1 AND e.player = $2",
    )
    .bind(board)
    .bind(name)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or_else(|| StoreError::Refused(format!("{name:?} has no entry on {board}")))?;
    let (points, clock, played, submitted): (i64, i64, i64, i64) = (
        row.try_get(0)?,
        row.try_get(1)?,
        row.try_get(2)?,
        row.try_get(3)?,
    );
    let ahead: i64 = sqlx::query(
        "SELECT COUNT(*) FROM entries WHERE board = $1 AND (points > $2 \
         OR (points = $2 AND clock_ns < $3) \
         OR (points = $2 AND clock_ns = $3 AND submitted_at < $4) \
         OR (points = $2 AND clock_ns = $3 AND submitted_at = $4 AND player < $5))",
    )
    .bind(board)
    .bind(points)
    .bind(clock)
    .bind(submitted)
    .bind(name)
    .fetch_one(&mut *conn)
    .await?
    .try_get(0)?;
    let standing = Standing {
        points: u32::try_from(points).unwrap_or(u32::MAX),
        clock_ns: to_u64(clock),
        played_at: to_u64(played),
        replay_hash: row.try_get(4)?,
        shared: row.try_get::<i64, _>(5)? != 0,
    };
    Ok((standing, to_u64(ahead) + 1))
}

fn board_row(rank: u64, r: &AnyRow) -> Result<BoardRow, sqlx::Error> {
    Ok(BoardRow {
        rank,
        name: r.try_get(0)?,
        points: u32::try_from(r.try_get::<i64, _>(1)?).unwrap_or(u32::MAX),
        clock_ns: to_u64(r.try_get(2)?),
        played_at: to_u64(r.try_get(3)?),
        shared: r.try_get::<i64, _>(4)? != 0,
    })
}
