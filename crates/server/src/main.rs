//! The `lianliankan-server` command: `serve` (the leaderboards and race rooms over HTTP and a
//! WebSocket) and `migrate` (the database's schema brought up to date). See `docs/online.md`.

fn main() -> std::process::ExitCode {
    lianliankan::server::server_main()
}
