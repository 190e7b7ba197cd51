//! Sharing replays: no player's entries can be fetched until they say so; the latest signed
//! choice stands and an old one sent again is refused; a database from before sharing keeps
//! its games, unshared; and in the game, the setting reaches the server and a shared entry is
//! fetched from the Leaderboard screen and raced as a ghost on its own board.

use bevy::prelude::*;

use super::block_on;
use super::leaderboard::{clear_the_board, online_app_as, serve_at};
use super::server::{
    Player, config, pack_level_clear, player, postgres_database, refused, serve, sqlite_url, submit,
};
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::ghost::entry::{EntryGhostState, EntryGhosts, RaceEntry};
use crate::game::ghost::race::{GhostFile, GhostRace};
use crate::game::online::sharing::SharingState;
use crate::online::api::Sharing;
use crate::online::client::Client;
use crate::online::keys::sharing_message;
use crate::online::schema::Embedded;
use crate::online::store::Store;
use crate::suite::common::until;

/// The row of `name` on `board`: whether it says it is shared.
fn shown_shared(client: &Client, board: &str, name: &str) -> bool {
    let table = client.leaderboard(board, None, 10).unwrap();
    let row = table.rows.iter().find(|r| r.name == name).unwrap();
    row.shared
}

/// Posts a sharing request as given (a forged one, say); the server's answer status.
fn post_sharing(url: &str, request: &Sharing) -> u16 {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    agent
        .post(format!("{url}/v1/sharing").as_str())
        .header("content-type", "application/json")
        .send(serde_json::to_string(request).unwrap())
        .unwrap()
        .status()
        .as_u16()
}

/// A choice about sharing, signed by `who`.
fn signed(who: &Player, share: bool, at_ms: u64) -> Sharing {
    Sharing {
        name: who.name.clone(),
        key: who.me.public_hex(),
        share,
        at_ms,
        signature: who.me.sign_hex(&sharing_message(&who.name, share, at_ms)),
    }
}

fn the_latest_choice_stands(database: &str) {
    let server = serve(config(database));
    let client = Client::new(&server.url()).unwrap();
    let alice = player(&client, "Alice");
    let mallory = player(&client, "Mallory");
    let game = pack_level_clear(7);
    let board = submit(&client, &alice, &game).unwrap().board;
    // Off until chosen.
    assert!(!shown_shared(&client, &board, "Alice"));
    refused(client.shared_replay(&board, "Alice"), "does not share");

    let now = crate::online::api::now_ms();
    assert!(client.set_sharing(&alice.me, "Alice", true, now).unwrap());
    assert!(shown_shared(&client, &board, "Alice"));
    let shared = client.shared_replay(&board, "Alice").unwrap();
    assert_eq!(
        (shared.board.as_str(), shared.name.as_str()),
        (board.as_str(), "Alice")
    );
    assert_eq!(shared.replay, game.to_text(), "the game as it was sent");
    // `fetch-replay` writes it to a new file, and never over one.
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("alice.replay");
    let fetch = |to: &std::path::Path| {
        crate::cli::exit_status(crate::cli::sharing::fetch_replay(
            &server.url(),
            &board,
            "Alice",
            to,
        ))
    };
    assert_eq!(fetch(&file), std::process::ExitCode::SUCCESS);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), game.to_text());
    assert_eq!(fetch(&file), std::process::ExitCode::from(2));
    // The same request again is fine (an answer lost on the way).
    assert!(client.set_sharing(&alice.me, "Alice", true, now).unwrap());

    // Stopped later; the earlier "share", sent again by anyone who kept it, is refused.
    assert!(
        !client
            .set_sharing(&alice.me, "Alice", false, now + 1)
            .unwrap()
    );
    assert_eq!(post_sharing(&server.url(), &signed(&alice, true, now)), 409);
    refused(client.shared_replay(&board, "Alice"), "does not share");
    assert!(!shown_shared(&client, &board, "Alice"));
    let unshared = out.path().join("unshared.replay");
    assert_eq!(fetch(&unshared), std::process::ExitCode::FAILURE);
    assert!(!unshared.exists());

    // Another key cannot choose for Alice; a signature over other words, or a moment that has
    // not come, is refused.
    refused(
        client.set_sharing(&mallory.me, "Alice", true, now + 2),
        "belongs to another key",
    );
    let mut forged = signed(&alice, false, now + 2);
    forged.share = true;
    assert_eq!(post_sharing(&server.url(), &forged), 400);
    let ahead = now + 2 * crate::online::sharing::CLOCK_SLACK_MS;
    assert_eq!(
        post_sharing(&server.url(), &signed(&alice, true, ahead)),
        400
    );
    refused(client.shared_replay(&board, "Alice"), "does not share");

    // No entry, a name that is no name, a level of any version: each said.
    assert!(
        client
            .set_sharing(&mallory.me, "Mallory", true, now)
            .unwrap()
    );
    refused(client.shared_replay(&board, "Mallory"), "has no entry");
    refused(client.shared_replay(&board, "a b"), "");
    refused(
        client.shared_replay("level/small", "Alice"),
        "name the level's version",
    );
    server.stop();
}

#[test]
fn sharing_is_off_until_chosen_and_the_latest_choice_stands_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    the_latest_choice_stands(&sqlite_url(&dir));
}

#[test]
fn sharing_is_off_until_chosen_and_the_latest_choice_stands_on_postgres() {
    if let Some(url) = postgres_database() {
        the_latest_choice_stands(&url);
    }
}

/// A database made before sharing (the schema up to version 6, a player and an entry in it)
/// is brought up to date at the next start: the entry is kept, and not shared.
async fn an_old_database_keeps_its_games_unshared(url: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::any::AnyPoolOptions::new()
        .max_connections(1)
        .connect(url)
        .await
        .unwrap();
    sqlx::migrate::Migrator::new(Embedded { up_to: 6 })
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO players (name, folded, pubkey, created_at) VALUES ('Old', 'old', 'k-old', 1)",
    )
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO entries (board, player, points, clock_ns, played_at, submitted_at, \
         replay_hash, replay) VALUES ('daily/2026-01-02', 'Old', 300, 5, 1, 1, 'h', 'text')",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
    let store = Store::open(url).await.unwrap();
    let table = store
        .leaderboard("daily/2026-01-02", 10, Some("Old"))
        .await
        .unwrap();
    assert_eq!(table.rows.len(), 1);
    assert_eq!((table.rows[0].points, table.rows[0].shared), (300, false));
    assert!(!table.you.unwrap().shared);
    assert!(
        store
            .shared_replay("daily/2026-01-02", "Old")
            .await
            .is_err()
    );
    store.set_sharing("Old", "k-old", true, 10).await.unwrap();
    assert_eq!(
        store
            .shared_replay("daily/2026-01-02", "Old")
            .await
            .unwrap(),
        "text"
    );
    store.close().await;
}

#[test]
fn a_database_from_before_sharing_keeps_its_games_unshared_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("{}?mode=rwc", sqlite_url(&dir));
    block_on(an_old_database_keeps_its_games_unshared(&url));
}

#[test]
fn a_database_from_before_sharing_keeps_its_games_unshared_on_postgres() {
    if let Some(url) = postgres_database() {
        block_on(an_old_database_keeps_its_games_unshared(&url));
    }
}

fn sharing(app: &App) -> SharingState {
    app.world().resource::<SharingState>().clone()
}

fn ghost_state(app: &App) -> EntryGhostState {
    app.world().resource::<EntryGhostState>().clone()
}

/// Clears `app`'s board (a pack level's) and waits until the server lists the clear; the
/// level's board.
fn cleared_on_the_leaderboard(app: &mut App, url: &str) -> String {
    clear_the_board(app);
    let spec = app.world().resource::<crate::game::core::deal::LevelSpec>();
    let board = crate::game::online::leaderboards::boards_for(Some(spec))[3].clone();
    until(app, |_| {
        Client::new(url)
            .unwrap()
            .leaderboard(&board, None, 10)
            .is_ok_and(|t| !t.rows.is_empty())
    });
    board
}

#[test]
fn a_shared_entry_is_fetched_from_the_leaderboard_and_raced_on_its_own_board() {
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let url = server.url();
    let (sharer_data, racer_data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut sharer = online_app_as(sharer_data.path(), &url, 3, Some("Sharer"));
    // The setting (off) reaches the server at the start.
    until(&mut sharer, |app| sharing(app) == SharingState::Kept(false));
    let board = cleared_on_the_leaderboard(&mut sharer, &url);

    let mut racer = online_app_as(racer_data.path(), &url, 9, Some("Racer"));
    racer.insert_resource(EntryGhosts(crate::game::ghost::proof::prove_ghost));
    racer
        .world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Leaderboard);
    racer.update();
    let ask = RaceEntry {
        board: board.clone(),
        name: "Sharer".into(),
    };
    racer.world_mut().write_message(ask.clone());
    until(&mut racer, |app| {
        matches!(ghost_state(app), EntryGhostState::Failed { .. })
    });
    let said = ghost_state(&racer).message().unwrap();
    assert_eq!(said.key, "leaderboard-race-failed");
    assert!(
        said.text(crate::i18n::Language::English)
            .contains("does not share")
    );
    assert!(racer.world().get_resource::<GhostFile>().is_none());

    // Shared from Settings → Online: the server keeps it.
    sharer.world_mut().resource_mut::<Settings>().share_replays = true;
    until(&mut sharer, |app| sharing(app) == SharingState::Kept(true));
    assert_eq!(
        sharing(&sharer).message().unwrap().key,
        "online-sharing-kept-on"
    );

    racer.world_mut().write_message(ask);
    until(&mut racer, |app| {
        app.world().get_resource::<GhostRace>().is_some()
    });
    let file = racer.world().resource::<GhostFile>();
    assert_eq!(file.name.as_deref(), Some("Sharer"));
    assert!(file.this_board_only);
    assert_eq!(file.replay.seed, 3, "the sharer's deal");
    assert_eq!(ghost_state(&racer), EntryGhostState::Idle);
    let race = racer.world().resource::<GhostRace>();
    assert_eq!(race.name.as_deref(), Some("Sharer"));
    server.stop();
}

/// A race link (opened at start, typed, or handed over) names the board and the player: once
/// its board is dealt the Leaderboard screen opens on that board and the entry is raced; the
/// sharer's card carries the link only once the server keeps their choice to share.
#[test]
fn a_race_link_races_the_entry_it_names_once_its_board_is_dealt() {
    use crate::game::modes::board_code::RaceFromLink;
    use crate::game::modes::board_code::SharedAs;
    use crate::game::online::screens::{leaderboard::LeaderboardScreen, race_link};
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let url = server.url();
    let (sharer_data, racer_data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut sharer = online_app_as(sharer_data.path(), &url, 3, Some("Sharer"));
    let shared_as = |app: &App| app.world().resource::<SharedAs>().0.clone();
    until(&mut sharer, |app| sharing(app) == SharingState::Kept(false));
    assert_eq!(
        shared_as(&sharer),
        None,
        "no link before the choice to share"
    );
    sharer.world_mut().resource_mut::<Settings>().share_replays = true;
    until(&mut sharer, |app| sharing(app) == SharingState::Kept(true));
    assert_eq!(shared_as(&sharer).as_deref(), Some("Sharer"));
    let board = cleared_on_the_leaderboard(&mut sharer, &url);

    let mut racer = online_app_as(racer_data.path(), &url, 9, Some("Racer"));
    racer.insert_resource(EntryGhosts(crate::game::ghost::proof::prove_ghost));
    racer
        .init_resource::<LeaderboardScreen>()
        .add_plugins(race_link::plugin);
    // The link's board is another deal than the one in play: nothing is asked until it is.
    racer.insert_resource(RaceFromLink {
        name: "Sharer".into(),
        seed: 10,
    });
    for _ in 0..5 {
        racer.update();
    }
    assert_eq!(ghost_state(&racer), EntryGhostState::Idle);
    assert_eq!(*racer.world().resource::<State<Menu>>().get(), Menu::None);
    racer.insert_resource(RaceFromLink {
        name: "Sharer".into(),
        seed: 9,
    });
    until(&mut racer, |app| {
        *app.world().resource::<State<Menu>>().get() == Menu::Leaderboard
    });
    let screen = racer.world().resource::<LeaderboardScreen>();
    assert_eq!(screen.boards[screen.at], board, "the link's board is shown");
    until(&mut racer, |app| {
        app.world().get_resource::<GhostRace>().is_some()
    });
    let file = racer.world().resource::<GhostFile>();
    assert_eq!(file.name.as_deref(), Some("Sharer"));
    assert_eq!(file.replay.seed, 3, "the sharer's deal");
    assert!(racer.world().get_resource::<RaceFromLink>().is_none());
    server.stop();
}
