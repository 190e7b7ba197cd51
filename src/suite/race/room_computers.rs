//! Computer players in a real server's rooms: a lone quick match fills with them after the
//! wait, they race (their progress reaches the person), and the result marks them and keeps
//! them apart from the players' places.

use std::time::Duration;

use super::rooms::{clear, connect, is_started, next, places, room_config, serve, stored_places};
use crate::online::rooms::protocol::{ClientMessage, ServerMessage};

#[test]
fn a_lone_quick_match_races_computer_players_who_are_marked_in_the_result() {
    let mut config = room_config();
    config.quick_computers_after = Some(Duration::from_millis(800));
    let server = serve(config);
    let ann = connect(&server, "ann");
    ann.send(ClientMessage::QuickMatch);
    let room = next(
        &ann,
        |m| matches!(m, ServerMessage::Room { computers, .. } if !computers.is_empty()),
    );
    let ServerMessage::Room {
        players, computers, ..
    } = room
    else {
        unreachable!()
    };
    assert_eq!(players.len(), 4, "{players:?}");
    assert_eq!(computers.len(), 3);
    assert!(computers.iter().all(|c| players.contains(&c.name)));
    let ServerMessage::Started { seed, .. } = next(&ann, is_started) else {
        unreachable!()
    };
    ann.send(ClientMessage::Progress {
        pairs_left: 4,
        combo: 0,
    });
    // A computer player's first link reaches the person as any opponent's progress does.
    let progress = next(&ann, |m| matches!(m, ServerMessage::Progress { .. }));
    let ServerMessage::Progress { player, .. } = progress else {
        unreachable!()
    };
    assert!(computers.iter().any(|c| c.name == player), "{player}");
    ann.send(ClientMessage::Finished {
        replay: clear(seed).to_text(),
    });
    let (id, got) = places(&ann);
    assert_eq!(got.len(), 4);
    for place in &got {
        let is_computer = computers.iter().any(|c| c.name == place.name);
        assert_eq!(place.computer, is_computer, "{place:?}");
        assert!(!(place.computer && place.verified), "{place:?}");
    }
    // Kept: the computer players apart from the players' places, read back marked.
    let database = server.database.clone();
    drop(ann);
    server.running.stop();
    assert_eq!(stored_places(&database, &id), got);
}
