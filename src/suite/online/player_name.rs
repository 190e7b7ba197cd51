//! Choosing a name in the game, against a real server started in-process: a good name is kept
//! and bound; a taken one is refused with words that say so; one that breaks the rules is
//! refused at once and never sent; one chosen while the server is down is bound once it is up;
//! and no game is sent before a name is bound.

use bevy::prelude::*;

use super::leaderboard::{
    Answers, answered, clear_the_board, online_app_as, outbox_files, serve_at,
};
use crate::game::online::leaderboards::LastSubmission;
use crate::game::online::player_name::{ChooseName, NameState, PlayerName};
use crate::online::client::Client;
use crate::online::keys::{Identity, NAME_FILE};
use crate::online::names::NameProblem;
use crate::online::outbox::Sent;
use crate::suite::common::until;

fn choose(app: &mut App, name: &str) {
    app.world_mut().write_message(ChooseName(name.into()));
}

fn player(app: &App) -> PlayerName {
    app.world().resource::<PlayerName>().clone()
}

fn state_is(state: NameState) -> impl Fn(&App) -> bool {
    move |app| player(app).state == state
}

fn kept_name(data: &std::path::Path) -> Option<String> {
    std::fs::read_to_string(data.join("online").join(NAME_FILE))
        .ok()
        .map(|s| s.trim().to_string())
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[test]
fn a_good_name_is_kept_and_bound_and_only_then_do_games_go() {
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let data = tempfile::tempdir().unwrap();
    let mut app = online_app_as(data.path(), &server.url(), 3, None);
    assert_eq!(player(&app).state, NameState::Unset);

    // No name yet: the game waits in the outbox.
    clear_the_board(&mut app);
    until(&mut app, |app| {
        answered(app, |s| matches!(s, Sent::NoName { .. }))
    });
    assert_eq!(outbox_files(data.path()).len(), 1, "the game waits");
    let last = app.world().resource::<LastSubmission>().clone();
    assert!(matches!(last, LastSubmission::NeedsName(_)), "{last:?}");
    assert_eq!(last.message().unwrap().key, "online-needs-name");
    assert!(
        !answered(&app, |s| matches!(s, Sent::Ranked { .. })),
        "nothing sent before a name is bound"
    );

    choose(&mut app, " 张三 ");
    app.update();
    assert_eq!(player(&app).name.as_deref(), Some("张三"));
    until(&mut app, state_is(NameState::Bound));
    assert_eq!(player(&app).message().key, "online-name-bound");
    assert_eq!(kept_name(data.path()).as_deref(), Some("张三"));
    until(&mut app, |app| {
        answered(app, |s| matches!(s, Sent::Ranked { rank: 1, .. }))
    });
    assert!(outbox_files(data.path()).is_empty());
    let table = Client::new(&server.url())
        .unwrap()
        .leaderboard("level/small", None, 10)
        .unwrap();
    assert_eq!(table.rows[0].name, "张三");
    server.stop();
}

#[test]
fn a_taken_name_is_refused_in_words_and_another_can_be_chosen() {
    let db = tempfile::tempdir().unwrap();
    let server = serve_at("127.0.0.1:0", db.path());
    let other = Identity::generate().unwrap();
    Client::new(&server.url())
        .unwrap()
        .register(&other, "Alice")
        .unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut app = online_app_as(data.path(), &server.url(), 3, None);
    choose(&mut app, "alice");
    until(&mut app, state_is(NameState::Taken));
    let said = player(&app).message();
    assert_eq!(said.key, "online-name-taken");
    let english = said.text(crate::i18n::Language::English);
    assert!(
        english.contains("alice") && english.contains("taken"),
        "{english}"
    );
    assert!(!said.text(crate::i18n::Language::Chinese).is_empty());

    choose(&mut app, "Bob");
    until(&mut app, state_is(NameState::Bound));
    assert_eq!(player(&app).name.as_deref(), Some("Bob"));
    server.stop();
}

#[test]
fn a_name_that_breaks_the_rules_is_refused_at_once_and_never_kept() {
    let data = tempfile::tempdir().unwrap();
    // No server is needed to refuse it: nobody listens on this port.
    let url = format!("http://127.0.0.1:{}", free_port());
    let mut app = online_app_as(data.path(), &url, 3, None);
    for (bad, problem) in [
        ("a b", NameProblem::Character(' ')),
        ("名字!", NameProblem::Character('!')),
        ("", NameProblem::Length(0)),
        ("x23456789abcdefgh", NameProblem::Length(17)),
    ] {
        choose(&mut app, bad);
        app.update();
        assert_eq!(player(&app).state, NameState::Invalid(problem), "{bad:?}");
    }
    let said = player(&app).message();
    assert_eq!(said.key, "online-name-length");
    assert!(
        said.text(crate::i18n::Language::English).contains("17"),
        "{said:?}"
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(player(&app).name, None);
    assert_eq!(kept_name(data.path()), None, "nothing was kept");
    assert!(
        !answered(&app, |s| matches!(s, Sent::Name(_))),
        "nothing was sent"
    );
}

#[test]
fn a_name_chosen_offline_is_kept_and_bound_once_the_server_is_up() {
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let data = tempfile::tempdir().unwrap();
    let mut app = online_app_as(data.path(), &url, 3, None);
    choose(&mut app, "玩家2026");
    until(&mut app, state_is(NameState::Offline));
    assert_eq!(player(&app).message().key, "online-name-offline");
    assert_eq!(kept_name(data.path()).as_deref(), Some("玩家2026"));

    // The sender tries again by itself (after its first wait).
    let db = tempfile::tempdir().unwrap();
    let server = serve_at(&format!("127.0.0.1:{port}"), db.path());
    until(&mut app, state_is(NameState::Bound));
    assert_eq!(player(&app).name.as_deref(), Some("玩家2026"));
    drop(app);

    // The next session knows the name without choosing it again.
    let mut app = online_app_as(data.path(), &url, 4, None);
    until(&mut app, state_is(NameState::Bound));
    assert_eq!(player(&app).name.as_deref(), Some("玩家2026"));
    assert!(
        app.world()
            .resource::<Answers>()
            .0
            .iter()
            .all(|s| !matches!(s, Sent::NoName { .. }))
    );
    server.stop();
}
