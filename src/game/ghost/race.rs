//! Racing a ghost: a replay of the same board (a kept best, or a friend's file) is proven off
//! the main thread when the board is dealt, then follows the game's own time beside the
//! player's play: its pairs left and combo, how far the player is behind or ahead, and at the
//! end how many pairs the player found faster. A replay of another board is refused with the
//! reason. The ghost only watches: what the player's game records is as without it.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Duration;

use bevy::prelude::*;

use crate::formats::replays::replay::Replay;
use crate::game::core::board::{Board, dealt_anew};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::FramePacing;
use crate::game::core::stages::BoardSetup;
use crate::game::ghost::run::{GhostRun, same_board};
use crate::i18n::Message;

/// The replay the player races, and the name the column gives it.
#[derive(Resource, Clone, Debug)]
pub struct GhostFile {
    /// The replay.
    pub replay: Replay,
    /// Whose game it was: a file's or a player's name, or `None` for the player's own kept
    /// best.
    pub name: Option<String>,
    /// Raced on its own board only: another board leaves it behind (a best, a leaderboard
    /// entry). A file opened with `--ghost` stays, and says why it cannot race another board.
    pub this_board_only: bool,
    /// What proves it for a board: the game's proof (named by the assembly; the logic never
    /// names the proof, which builds the logic).
    pub prove: Prover,
}

/// Proves a ghost's replay for the board a spec deals, or says why not.
pub type Prover = fn(&Replay, &LevelSpec) -> Result<GhostRun, Message>;

/// The ghost on this board, once proven; with the player's link times so far.
#[derive(Resource, Clone, Debug)]
pub struct GhostRace {
    /// The column's name for it (`None`: the player's own best).
    pub name: Option<String>,
    /// The recorded game.
    pub run: GhostRun,
    /// The deal it races on.
    deal: u64,
    /// When the player's board lost each pair, in game time (nanoseconds).
    player: Vec<u64>,
}

impl GhostRace {
    /// The pairs the player found faster than the ghost, numbered from 1 in the order removed.
    pub fn faster_pairs(&self) -> Vec<usize> {
        self.run.pairs_found_faster(&self.player)
    }

    /// The pairs the player has removed.
    pub fn pairs_removed(&self) -> usize {
        self.player.len()
    }
}

/// Where the ghost and the player stand, for the column (changes only when one of them links).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct GhostNow {
    /// The ghost's pairs left.
    pub pairs_left: u32,
    /// The ghost's combo.
    pub combo: u32,
    /// How far behind the ghost the player was at their last link, in nanoseconds (negative:
    /// ahead); `None` before the player's first link or past where the ghost got.
    pub behind: Option<i64>,
    /// Once the player cleared the board: how many pairs they found faster than the ghost.
    pub faster: Option<usize>,
}

/// The proof under way, for the deal it was asked for. It runs on a thread of its own: the
/// re-play waits for its own background work, which must not queue behind it on the game's
/// task pool.
#[derive(Resource, Default)]
struct Proving(Option<(u64, Answer)>);

/// Where the proof's thread sends the ghost, or why there is none.
type Answer = Mutex<Receiver<Result<GhostRun, Message>>>;

/// The longest a ghost's replay is re-played for its proof (a long replay from a stranger's file
/// stops there, and the player is told there is no ghost).
const PROOF_TIME: Duration = Duration::from_secs(30);

/// How often a frame comes while the ghost's replay is proven.
const POLL: Duration = Duration::from_millis(50);

/// At each deal: sets the ghost of the last board aside and starts proving the replay for this
/// one.
fn prove_for_the_deal(
    mut commands: Commands,
    (file, spec, board): (Option<Res<GhostFile>>, Res<LevelSpec>, Option<Res<Board>>),
    (mut proving, mut now): (ResMut<Proving>, ResMut<GhostNow>),
    mut pacing: ResMut<FramePacing>,
) {
    commands.remove_resource::<GhostRace>();
    now.set_if_neq(GhostNow::default());
    let (Some(file), Some(board)) = (file, board) else {
        proving.0 = None;
        return;
    };
    // A best or an entry raced from a menu is for its own board: another leaves it behind.
    if file.this_board_only && same_board(&file.replay, &spec).is_err() {
        commands.remove_resource::<GhostFile>();
        proving.0 = None;
        return;
    }
    let (replay, spec, prove) = (file.replay.clone(), spec.clone(), file.prove);
    let (send, receive) = channel();
    let spawned = std::thread::Builder::new()
        .name("ghost proof".into())
        .spawn(move || {
            let proven = crate::deadline::within_time(PROOF_TIME, || prove(&replay, &spec));
            let _ = send.send(proven);
        });
    if let Err(e) = spawned {
        warn!("no ghost: cannot start its proof: {e}");
        proving.0 = None;
        return;
    }
    proving.0 = Some((board.deal_id(), Mutex::new(receive)));
    pacing.frame_in(POLL);
}

/// Takes the proven ghost (or tells the player why there is none).
fn take_proven(
    mut commands: Commands,
    (mut proving, file, board): (ResMut<Proving>, Option<Res<GhostFile>>, Option<Res<Board>>),
    mut pacing: ResMut<FramePacing>,
    mut notify: MessageWriter<Notify>,
) {
    let Some((deal, receiver)) = proving.0.as_ref() else {
        return;
    };
    let deal = *deal;
    let answer = receiver.lock().map(|r| r.try_recv()).ok();
    let proven = match answer {
        Some(Ok(proven)) => proven,
        Some(Err(TryRecvError::Empty)) => {
            pacing.frame_in(POLL);
            return;
        }
        // The thread ended without an answer: no ghost.
        _ => {
            proving.0 = None;
            return;
        }
    };
    proving.0 = None;
    if board.is_none_or(|b| b.deal_id() != deal) {
        return;
    }
    match (proven, file) {
        (Ok(run), Some(file)) => {
            commands.insert_resource(GhostRace {
                name: file.name.clone(),
                run,
                deal,
                player: Vec::new(),
            });
        }
        (Err(why), _) => {
            warn!("no ghost on this board: {why}");
            notify.write(Notify {
                message: why,
                seconds: 6.0,
            });
        }
        (Ok(_), None) => {}
    }
}

/// Follows the player's links and the ghost's, on the game's time; asks for a frame when the
/// ghost's next link is due.
fn follow(
    race: Option<ResMut<GhostRace>>,
    (board, clock): (Option<Res<Board>>, Res<DealClock>),
    mut now: ResMut<GhostNow>,
    mut pacing: ResMut<FramePacing>,
    time: Res<Time<Virtual>>,
) {
    let (Some(mut race), Some(board)) = (race, board) else {
        return;
    };
    if board.deal_id() != race.deal {
        return;
    }
    let t = clock.played.as_nanos() as u64;
    let left = (board.grid().tile_count() / 2) as u32;
    let removed = race.run.pairs_at_start.saturating_sub(left) as usize;
    // An undo gives pairs back: the player's times go back with them.
    race.player.truncate(removed);
    while race.player.len() < removed {
        race.player.push(t);
    }
    let behind = race.player.last().and_then(|&at| race.run.behind(left, at));
    let faster = board
        .grid()
        .is_cleared()
        .then(|| race.run.pairs_found_faster(&race.player).len());
    now.set_if_neq(GhostNow {
        pairs_left: race.run.pairs_left(t),
        combo: race.run.combo(t),
        behind,
        faster,
    });
    if let Some(next) = race.run.next_link_after(t) {
        pacing.frame_in_game(Duration::from_nanos(next - t), &time);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Proving>()
        .init_resource::<GhostNow>()
        .add_systems(
            PreUpdate,
            prove_for_the_deal
                .run_if(dealt_anew)
                .in_set(BoardSetup::Reset),
        )
        .add_systems(Update, (take_proven, follow).chain());
}
