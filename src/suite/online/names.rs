//! Names in the database: look-alike names are refused, whichever process is asked and however
//! close together; names bound under older rules stay their players' when the rules change.

use crate::online::store::{Store, StoreError};

use super::block_on;
use super::server::{postgres_database, sqlite_url};

/// The name is refused as taken (by its code, not its words), the reason naming `why`.
fn refused(result: Result<(), StoreError>, why: &str) {
    match result {
        Err(StoreError::NameTaken(reason)) => assert!(reason.contains(why), "{reason}"),
        other => panic!("expected a refusal ({why}), got {other:?}"),
    }
}

/// Look-alikes of a bound name are taken; the player's own binding again is fine.
async fn look_alikes_are_taken(store: &Store) {
    store.register("Alice", "k-alice", 1).await.unwrap();
    store.register("Alice", "k-alice", 2).await.unwrap();
    for look_alike in ["ALICE", "AIice", "Аlice", "\u{3164}Alice"] {
        refused(store.register(look_alike, "k-other", 3).await, "taken");
    }
    store.register("Straße", "k-strasse", 4).await.unwrap();
    refused(
        store.register("STRASSE", "k-other", 5).await,
        "it looks like \"Straße\"",
    );
    store.register("Alicia", "k-other", 6).await.unwrap();
}

/// Names bound before these rules (written straight into the table, as the old server did)
/// keep their players at the next start: the older of two look-alikes holds the shared key.
async fn old_names_keep_their_players(url: &str) {
    let store = Store::open(url).await.unwrap();
    store.register("First", "k-first", 10).await.unwrap();
    store.close().await;
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    for (name, key, at) in [("ΣΟΦΟΣ", "k-sofos", 11), ("σοφοσ", "k-sofos2", 12)] {
        sqlx::query(
            "INSERT INTO players (name, folded, pubkey, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(name)
        .bind(name.to_lowercase())
        .bind(key)
        .bind(at)
        .execute(&pool)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE facts SET value = 'older rules'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    let store = Store::open(url).await.unwrap();
    assert_eq!(
        store.key_of("ΣΟΦΟΣ").await.unwrap().as_deref(),
        Some("k-sofos")
    );
    assert_eq!(
        store.key_of("σοφοσ").await.unwrap().as_deref(),
        Some("k-sofos2")
    );
    refused(store.register("Σοφος", "k-new", 13).await, "\"ΣΟΦΟΣ\"");
    refused(store.register("FIRST", "k-new", 14).await, "taken");
    store.close().await;
}

/// Two stores on one database (two server processes; SQLite serves one process, so there it is
/// two requests to one) bind look-alike names at once, many times over: each time exactly one
/// wins and the other is told.
async fn a_race_for_a_name_has_one_winner(url: &str, processes: usize) {
    let one = Store::open(url).await.unwrap();
    let two = if processes == 2 {
        Store::open(url).await.unwrap()
    } else {
        one.clone()
    };
    for round in 0..20 {
        let (a, b) = (format!("Racer{round}"), format!("RACER{round}"));
        let (ka, kb) = (format!("ka{round}"), format!("kb{round}"));
        let (first, second) = tokio::join!(one.register(&a, &ka, 20), two.register(&b, &kb, 20));
        let won = [&first, &second].iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "round {round}: {first:?} {second:?}");
        for result in [first, second].into_iter().filter(Result::is_err) {
            refused(result, "taken");
        }
    }
    one.close().await;
    two.close().await;
}

#[test]
fn names_are_one_with_their_look_alikes_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = sqlite_url(&dir);
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        look_alikes_are_taken(&store).await;
        store.close().await;
        old_names_keep_their_players(&url).await;
        a_race_for_a_name_has_one_winner(&url, 1).await;
    });
}

#[test]
fn names_are_one_with_their_look_alikes_on_postgres() {
    let Some(url) = postgres_database() else {
        return;
    };
    block_on(async {
        let store = Store::open(&url).await.unwrap();
        look_alikes_are_taken(&store).await;
        store.close().await;
        old_names_keep_their_players(&url).await;
        a_race_for_a_name_has_one_winner(&url, 2).await;
    });
}
