//! The server's own command line: what it offers, a schema brought up to date, and bad options
//! refused with a status (the leaderboards and rooms it serves are tested in the game's suite,
//! `src/suite/online/`, and against this binary in `tests/command/online.rs`).

use std::process::Command;

fn server() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lianliankan-server"))
}

#[test]
fn it_offers_serve_and_migrate_and_nothing_of_the_game() {
    let out = server().arg("--help").output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("serve") && help.contains("migrate"), "{help}");
    for game_only in ["solve", "check", "autoplay", "submit"] {
        let out = server().arg(game_only).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{game_only} is the game's");
    }
}

#[test]
fn migrate_makes_a_new_database_and_runs_again_without_change() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite:{}", dir.path().join("boards.sqlite").display());
    for round in 0..2 {
        let out = server()
            .args(["migrate", "--database", &database])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "round {round}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(dir.path().join("boards.sqlite").is_file());
}

#[test]
fn a_bad_option_is_refused_with_status_2_and_a_reason() {
    let out = server()
        .args([
            "serve",
            "--address-rate",
            "0",
            "--database",
            "sqlite::memory:",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("--address-rate"), "{said}");
    let out = server()
        .args(["migrate", "--database", "nosuch://x"])
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(0));
}
