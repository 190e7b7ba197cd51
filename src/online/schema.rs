//! The server database's schema, one migration step per version, as sqlx's migrator reads
//! them. A released step is never edited: a change is a new step.

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::migrate::{Migration, MigrationSource, MigrationType};

/// The schema, one step per version. A released step is never edited: a change is a new step.
pub(super) const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "players and entries",
        "CREATE TABLE players (
        name TEXT NOT NULL PRIMARY KEY,
        folded TEXT NOT NULL UNIQUE,
        pubkey TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE entries (
        board TEXT NOT NULL,
        player TEXT NOT NULL REFERENCES players (name),
        points BIGINT NOT NULL,
        clock_ns BIGINT NOT NULL,
        played_at BIGINT NOT NULL,
        submitted_at BIGINT NOT NULL,
        replay_hash TEXT NOT NULL,
        replay TEXT NOT NULL,
        PRIMARY KEY (board, player)
    );
    CREATE INDEX entries_rank ON entries (board, points DESC, clock_ns, submitted_at, player);",
    ),
    (
        2,
        "race results",
        "CREATE TABLE races (
        id TEXT NOT NULL PRIMARY KEY,
        code TEXT NOT NULL,
        level_id TEXT NOT NULL,
        level_fingerprint TEXT NOT NULL,
        seed TEXT NOT NULL,
        items BIGINT NOT NULL,
        ended_at BIGINT NOT NULL
    );
    CREATE TABLE race_places (
        race TEXT NOT NULL REFERENCES races (id),
        player TEXT NOT NULL REFERENCES players (name),
        position BIGINT NOT NULL,
        place BIGINT NOT NULL,
        clock_ns BIGINT,
        verified BIGINT NOT NULL,
        reason TEXT NOT NULL,
        replay TEXT,
        PRIMARY KEY (race, player)
    );",
    ),
    (
        3,
        "what became of each racer",
        "ALTER TABLE race_places ADD COLUMN standing TEXT NOT NULL DEFAULT 'unfinished';",
    ),
    (
        4,
        "who played each game",
        "CREATE TABLE games (
        game TEXT NOT NULL PRIMARY KEY,
        player TEXT NOT NULL REFERENCES players (name)
    );",
    ),
    (
        5,
        "the keys of each name",
        "CREATE TABLE name_keys (
        key TEXT NOT NULL PRIMARY KEY,
        player TEXT NOT NULL REFERENCES players (name)
    );
    CREATE TABLE facts (
        fact TEXT NOT NULL PRIMARY KEY,
        value TEXT NOT NULL
    );",
    ),
    (
        6,
        "what the processes of one deployment share",
        "CREATE TABLE buckets (
        id TEXT NOT NULL PRIMARY KEY,
        tokens DOUBLE PRECISION NOT NULL,
        at_ms BIGINT NOT NULL,
        per_ms DOUBLE PRECISION NOT NULL,
        burst DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE processes (
        letter TEXT NOT NULL PRIMARY KEY,
        seen_ms BIGINT NOT NULL
    );
    CREATE TABLE quick_rooms (
        code TEXT NOT NULL PRIMARY KEY,
        letter TEXT NOT NULL,
        players BIGINT NOT NULL,
        max_players BIGINT NOT NULL,
        opened_ms BIGINT NOT NULL
    );",
    ),
    (
        7,
        "each player's permission to share their replays",
        "ALTER TABLE players ADD COLUMN shares_replays BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE players ADD COLUMN sharing_at_ms BIGINT NOT NULL DEFAULT 0;",
    ),
    (
        8,
        "computer players' places, apart from players' own",
        "CREATE TABLE race_computers (
        race TEXT NOT NULL REFERENCES races (id),
        name TEXT NOT NULL,
        position BIGINT NOT NULL,
        place BIGINT NOT NULL,
        clock_ns BIGINT,
        reason TEXT NOT NULL,
        standing TEXT NOT NULL,
        PRIMARY KEY (race, name)
    );",
    ),
];

/// The migrations, as sqlx's migrator reads them.
#[derive(Debug)]
pub(crate) struct Embedded {
    /// The last version given (all of them: `i64::MAX`).
    pub(crate) up_to: i64,
}

type BoxError = Box<dyn std::error::Error + Send + Sync>;

impl MigrationSource<'static> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxError>> + Send + 'static>> {
        Box::pin(async move {
            Ok(MIGRATIONS
                .iter()
                .filter(|&&(version, ..)| version <= self.up_to)
                .map(|&(version, what, sql)| {
                    Migration::new(
                        version,
                        Cow::Borrowed(what),
                        MigrationType::Simple,
                        Cow::Borrowed(sql),
                        false,
                    )
                })
                .collect())
        })
    }
}
