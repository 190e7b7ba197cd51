//! "Race your best" (the win and lose screens): the level's kept best replay is read off the
//! main thread, and its board dealt again (its seed) with it as the ghost. A level with no
//! best kept yet says so.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Duration;

use bevy::prelude::*;

use crate::formats::replays::replay::Replay;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::pacing::{FramePacing, Wake};
use crate::game::ghost::race::{GhostFile, Prover};
use crate::game::replays::recorder::ReplayStore;
use crate::i18n::Message;

/// Bests can be raced: what proves a ghost (named by the assembly, where the replays are
/// kept).
#[derive(Resource, Clone, Copy)]
pub struct BestGhosts(pub Prover);

/// Race the kept best of the level in play.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RaceBest;

/// The best being read: where its answer comes.
#[derive(Resource)]
struct ReadingBest(Mutex<Receiver<Result<Replay, String>>>);

/// Starts reading the level's best on a thread of its own.
fn read_best(
    mut commands: Commands,
    spec: Res<LevelSpec>,
    store: Option<Res<ReplayStore>>,
    wake: Res<Wake>,
    mut notify: MessageWriter<Notify>,
) {
    let (Some(id), Some(ReplayStore(dir))) = (spec.record.as_deref(), store.as_deref()) else {
        notify.write(Notify {
            message: Message::new("ghost-no-best"),
            seconds: 4.0,
        });
        return;
    };
    let (path, wake) = (dir.best_path(id), wake.clone());
    let (send, receive) = channel();
    let spawned = std::thread::Builder::new()
        .name("best replay".into())
        .spawn(move || {
            let read = if path.exists() {
                Replay::load(&path)
            } else {
                Err(String::new())
            };
            let _ = send.send(read);
            wake.wake();
        });
    match spawned {
        Ok(_) => commands.insert_resource(ReadingBest(Mutex::new(receive))),
        Err(e) => warn!("cannot read the best replay: {e}"),
    }
}

/// The best read: deals its board with it as the ghost; none kept (or unreadable): says so.
fn race_what_was_read(
    mut commands: Commands,
    reading: Res<ReadingBest>,
    ghosts: Res<BestGhosts>,
    (mut new_board, mut notify): (MessageWriter<NewBoard>, MessageWriter<Notify>),
    mut pacing: ResMut<FramePacing>,
) {
    let read = match reading.0.lock().map(|r| r.try_recv()) {
        Ok(Err(TryRecvError::Empty)) => return,
        Ok(Ok(read)) => read,
        _ => Err(String::new()),
    };
    commands.remove_resource::<ReadingBest>();
    match read {
        Ok(replay) => {
            new_board.write(NewBoard {
                seed: Some(replay.seed),
            });
            pacing.frame_in(Duration::ZERO);
            commands.insert_resource(GhostFile {
                replay,
                name: None,
                this_board_only: true,
                prove: ghosts.0,
            });
        }
        Err(why) => {
            if !why.is_empty() {
                warn!("the best replay cannot be raced: {why}");
            }
            notify.write(Notify {
                message: Message::new("ghost-no-best"),
                seconds: 4.0,
            });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<RaceBest>().add_systems(
        Update,
        (
            read_best.run_if(on_message::<RaceBest>),
            race_what_was_read.run_if(resource_exists::<ReadingBest>),
        )
            .run_if(resource_exists::<BestGhosts>),
    );
}
