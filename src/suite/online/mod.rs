//! The online leaderboards: the server, the game's side, the player's name.

pub(crate) mod cluster;
pub(crate) mod fairness;
pub(crate) mod leaderboard;
pub(crate) mod names;
pub(crate) mod player_name;
pub(crate) mod processes;
pub(crate) mod server;
pub(crate) mod sharing;
pub(crate) mod spread;

/// Runs `future` to its end on a runtime of its own (one thread).
pub(crate) fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}
