//! Several server processes on one PostgreSQL: what one decides holds on the others, even when
//! two decide at the same instant. Each store here is what one `serve` process opens.

use crate::online::store::{Entry, Store, StoreError};

use super::block_on;
use super::server::postgres_database;

fn entry(game: &str, points: u32) -> Entry {
    Entry {
        points,
        clock_ns: 1_000_000_000,
        played_at: 1_790_000_000,
        submitted_at: 1_790_000_100,
        replay_hash: format!("hash-{game}"),
        game: format!("game-{game}"),
        replay: format!("replay {game}"),
    }
}

/// The daily board keeps a player's first scored attempt: two processes offered two games of
/// one player at the same instant keep exactly one, and tell the other sender so.
#[test]
fn the_daily_boards_first_attempt_holds_across_processes() {
    let Some(url) = postgres_database() else {
        return;
    };
    block_on(async {
        let (one, two) = (
            Store::open(&url).await.unwrap(),
            Store::open(&url).await.unwrap(),
        );
        for round in 0..10u32 {
            let (name, key) = (format!("Daily{round}"), format!("key{round}"));
            one.register(&name, &key, 1).await.unwrap();
            let board = format!("daily/2026-11-{:02}", round + 1);
            let (a, b) = (
                entry(&format!("{round}a"), 100),
                entry(&format!("{round}b"), 900),
            );
            let (first, second) = tokio::join!(
                one.record(&board, true, &name, &key, &a),
                two.record(&board, true, &name, &key, &b)
            );
            let kept: Vec<u32> = [&first, &second]
                .into_iter()
                .filter_map(|r| r.as_ref().ok().filter(|acc| acc.kept).map(|acc| acc.points))
                .collect();
            assert_eq!(kept.len(), 1, "round {round}: {first:?} {second:?}");
            for other in [first, second].into_iter().filter(|r| r.is_err()) {
                assert!(
                    matches!(&other, Err(StoreError::Refused(why)) if why.contains("first")),
                    "{other:?}"
                );
            }
            let table = two.leaderboard(&board, 10, None).await.unwrap();
            assert_eq!(table.rows.len(), 1);
            assert_eq!(
                table.rows[0].points, kept[0],
                "the kept game is the one shown"
            );
        }
        one.close().await;
        two.close().await;
    });
}
